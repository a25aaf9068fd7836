#include "app/widgets/text_fit.hpp"

#include <imgui.h>

#include <algorithm>

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

std::string fit_parts(const std::string& text, float width, const std::string& separator) {
    if (ImGui::CalcTextSize(text.c_str()).x <= width) return text;
    std::size_t end = text.find(separator);
    if (end == std::string::npos || ImGui::CalcTextSize(text.substr(0, end).c_str()).x > width)
        return fit_text(text.substr(0, end), width);
    for (std::size_t next; (next = text.find(separator, end + separator.size())) != std::string::npos; end = next)
        if (ImGui::CalcTextSize(text.substr(0, next).c_str()).x > width) break;
    return text.substr(0, end);
}

void same_line_if_fits(float width) {
    const float right = ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + width;
    if (right <= ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x) ImGui::SameLine();
}

float button_width(const char* label) {
    return ImGui::CalcTextSize(label, nullptr, true).x + ImGui::GetStyle().FramePadding.x * 2;
}

float item_width_beside_label(const char* label, float most) {
    const float text = ImGui::CalcTextSize(label, nullptr, true).x;
    const float room = ImGui::GetContentRegionAvail().x - (text > 0 ? text + ImGui::GetStyle().ItemInnerSpacing.x : 0);
    return std::max(60.0f, std::min(most, room));
}

}  // namespace boxcar::app
