// Side panel section: the level or board on screen (title, counters, navigation) and the import box.
#include "app/ui.hpp"

#include <imgui.h>

#include <cstdio>

namespace boxcar::app {

void ui_level_panel(AppModel& model, UiState& ui) {
    ImGui::TextUnformatted("Boxcar");
    ImGui::Separator();
    if (model.kind() == PuzzleKind::RushHour) {
        const RushSession& rush = model.rush();
        ImGui::Text("Rush Hour board %d of %d", rush.number(), rush.count());
        if (rush.optimal() >= 0) ImGui::Text("Moves %d / optimal %d", rush.moves(), rush.optimal());
        else ImGui::Text("Moves %d", rush.moves());
        if (rush.solved()) ImGui::TextColored(ImVec4(0.4f, 0.9f, 0.5f, 1), "Solved!");
    }
    if (model.kind() != PuzzleKind::None) {
        if (model.has_level()) {
            const auto& entry = model.collection().levels[model.level_number() - 1];
            ImGui::Text("Level %d of %d", model.level_number(), model.level_count());
            if (!entry.title.empty()) ImGui::TextWrapped("%s", entry.title.c_str());
            ImGui::Text("Moves %d   Pushes %d", model.game().moves(), model.game().pushes());
            if (model.game().solved()) ImGui::TextColored(ImVec4(0.4f, 0.9f, 0.5f, 1), "Solved!");
        }
        if (ImGui::Button("< Prev")) model.select(model.level_number() - 1);
        ImGui::SameLine();
        if (ImGui::Button("Next >")) model.select(model.level_number() + 1);
        ImGui::SameLine();
        if (ImGui::Button("Restart")) model.restart();
        if (ImGui::Button("Undo")) model.undo();
        ImGui::SameLine();
        if (ImGui::Button("Redo")) model.redo();
    }
    ImGui::Spacing();
    ImGui::TextUnformatted("Paste a level (XSB, RLE or a Rush Hour board):");
    char buffer[16384];
    std::snprintf(buffer, sizeof buffer, "%s", ui.import_text.c_str());
    if (ImGui::InputTextMultiline("##import", buffer, sizeof buffer, ImVec2(-1, ImGui::GetTextLineHeight() * 5)))
        ui.import_text = buffer;
    if (ImGui::Button("Load pasted level")) model.load(ui.import_text);
}

}  // namespace boxcar::app
