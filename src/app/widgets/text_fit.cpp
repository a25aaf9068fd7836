#include "app/widgets/text_fit.hpp"

#include <imgui.h>

namespace boxcar::app {

std::string fit_text(const std::string& text, float width) {
    if (ImGui::CalcTextSize(text.c_str()).x <= width) return text;
    std::string cut = text;
    while (!cut.empty() && ImGui::CalcTextSize((cut + "\xE2\x80\xA6").c_str()).x > width) {
        while (!cut.empty() && (static_cast<unsigned char>(cut.back()) & 0xC0) == 0x80) cut.pop_back();  // whole UTF-8
        if (!cut.empty()) cut.pop_back();
    }
    return cut + "\xE2\x80\xA6";
}

}  // namespace boxcar::app
