// The play bar under the board: Undo / Redo / Restart buttons (touch has no keys), the undo-history slider
// (jump to move N), the dead-square overlay toggle and the light/dark theme toggle.
#include "app/play_view.hpp"

#include <algorithm>
#include <cstdio>

namespace boxcar::app {

void play_bar(AppModel& model, const PlayArea& area) {
    if (area.bar_h <= 0) return;
    const bool rush = model.kind() == PuzzleKind::RushHour;
    ImGui::SetNextWindowPos(ImVec2(area.x, area.y + area.h - area.bar_h));
    ImGui::SetNextWindowSize(ImVec2(area.w, area.bar_h));
    ImGui::SetNextWindowBgAlpha(0.92f);
    ImGui::Begin("##play_bar", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoFocusOnAppearing);
    const bool playable = rush || model.has_level();
    if (!playable) ImGui::BeginDisabled();
    if (ImGui::Button("Undo")) model.undo();
    ImGui::SameLine();
    if (ImGui::Button("Redo")) model.redo();
    ImGui::SameLine();
    if (ImGui::Button("Restart")) model.restart();
    if (!playable) ImGui::EndDisabled();

    if (!rush && model.has_level()) {
        ImGui::SameLine();
        ImGui::TextDisabled("|");
        ImGui::SameLine();
        const int length = model.history_length();
        int position = model.game().history_size();
        char format[64];
        std::snprintf(format, sizeof format, "move %%d of %d", length);
        if (length == 0) {
            ImGui::TextDisabled("no moves yet");
        } else {
            ImGui::SetNextItemWidth(std::max(120.0f, area.w * 0.28f));
            if (ImGui::SliderInt("##history", &position, 0, length, format, ImGuiSliderFlags_AlwaysClamp))
                model.seek_history(position);
            if (ImGui::IsItemHovered()) ImGui::SetTooltip("Undo history: drag to jump to any move");
        }
        ImGui::SameLine();
        bool dead = model.show_dead_squares();
        if (ImGui::Checkbox("Dead squares", &dead)) model.set_show_dead_squares(dead);
    }
    ImGui::SameLine();
    const bool light = model.theme() == "light";
    const float button_w = ImGui::CalcTextSize("Dark theme").x + ImGui::GetStyle().FramePadding.x * 2;
    const float right = ImGui::GetWindowContentRegionMax().x - button_w;
    if (ImGui::GetCursorPosX() < right) ImGui::SetCursorPosX(right);
    if (ImGui::Button(light ? "Dark theme" : "Light theme")) model.set_theme(light ? "dark" : "light");
    ImGui::End();
}

}  // namespace boxcar::app
