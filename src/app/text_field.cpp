#include "app/text_field.hpp"

#include <imgui.h>

#include <cstdio>

namespace boxcar::app {

bool ui_text_field(const char* id, std::string& text, int lines) {
    char buffer[16384];
    std::snprintf(buffer, sizeof buffer, "%s", text.c_str());
    const bool changed = lines > 0
        ? ImGui::InputTextMultiline(id, buffer, sizeof buffer, ImVec2(-1, ImGui::GetTextLineHeight() * static_cast<float>(lines)))
        : ImGui::InputText(id, buffer, sizeof buffer);
    if (changed) text = buffer;
    return changed;
}

}  // namespace boxcar::app
