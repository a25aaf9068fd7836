// Side panel section: the level or board on screen (title, author, counters, navigation), the collection
// browser (every level with its solved mark, next unsolved), the built-in sets and the import box
// (paste, Open file…; drag-and-drop and ?url= are handled by the page, web/page_import.js).
#include "app/text_field.hpp"
#include "app/ui.hpp"

#include "rush/board.hpp"

#include <imgui.h>

#include <cstdio>

namespace boxcar::app {
namespace {

const ImVec4 kSolvedGreen(0.4f, 0.9f, 0.5f, 1);

void level_summary(AppModel& model) {
    if (model.kind() == PuzzleKind::RushHour) {
        const RushSession& rush = model.rush();
        ImGui::Text("Rush Hour board %d of %d", rush.number(), rush.count());
        if (rush.optimal() >= 0) ImGui::Text("Moves %d / optimal %d", rush.moves(), rush.optimal());
        else ImGui::Text("Moves %d", rush.moves());
        if (rush.solved()) ImGui::TextColored(kSolvedGreen, "Solved!");
        return;
    }
    if (!model.has_level()) return;
    const auto& entry = model.collection().levels[model.level_number() - 1];
    if (!model.collection().title.empty()) ImGui::TextWrapped("%s", model.collection().title.c_str());
    ImGui::Text("Level %d of %d", model.level_number(), model.level_count());
    if (!entry.title.empty()) ImGui::TextWrapped("%s", entry.title.c_str());
    const std::string& author = !model.level().author.empty() ? model.level().author : model.collection().author;
    if (!author.empty()) ImGui::TextDisabled("by %s", author.c_str());
    ImGui::Text("Moves %d   Pushes %d", model.game().moves(), model.game().pushes());
    if (model.game().solved()) ImGui::TextColored(kSolvedGreen, "Solved!");
}

// The list of levels (clipped: collections can hold thousands), a click selects.
void collection_browser(AppModel& model) {
    const int count = model.level_count();
    if (count <= 1) return;
    int solved = 0;
    for (int n = 1; n <= count; ++n) solved += model.level_solved(n) ? 1 : 0;
    ImGui::Text("Solved %d of %d", solved, count);
    const float rows = count < 7 ? static_cast<float>(count) : 7.0f;
    ImGui::BeginChild("##levels", ImVec2(-1, ImGui::GetTextLineHeightWithSpacing() * rows + 6), true);
    ImGuiListClipper clipper;
    clipper.Begin(count);
    while (clipper.Step()) {
        for (int n = clipper.DisplayStart + 1; n <= clipper.DisplayEnd; ++n) {
            char label[320];
            if (model.kind() == PuzzleKind::RushHour) {
                const auto& e = model.rush().entries()[n - 1];
                if (e.known_moves >= 0) std::snprintf(label, sizeof label, "%s %3d  %d moves##%d", model.level_solved(n) ? "[x]" : "[ ]", n, e.known_moves, n);
                else std::snprintf(label, sizeof label, "%s %3d  board##%d", model.level_solved(n) ? "[x]" : "[ ]", n, n);
            } else {
                const auto& e = model.collection().levels[n - 1];
                const char* title = e.title.empty() ? (e.level ? "" : "(invalid)") : e.title.c_str();
                std::snprintf(label, sizeof label, "%s %3d  %.200s##%d", model.level_solved(n) ? "[x]" : "[ ]", n, title, n);
            }
            const bool current = n == model.level_number();
            if (ImGui::Selectable(label, current) && !current) model.select(n);
            if (current && ImGui::IsWindowAppearing()) ImGui::SetScrollHereY();
        }
    }
    ImGui::EndChild();
}

}  // namespace

void ui_level_panel(AppModel& model, UiState& ui, const PageActions& page) {
    ImGui::TextUnformatted("Boxcar");
    ImGui::Separator();
    level_summary(model);
    if (model.kind() != PuzzleKind::None) {
        if (ImGui::Button("< Prev")) model.select(model.level_number() - 1);
        ImGui::SameLine();
        if (ImGui::Button("Next >")) model.select(model.level_number() + 1);
        ImGui::SameLine();
        if (ImGui::Button("Next unsolved")) {
            const int n = model.next_unsolved();
            if (n > 0) model.select(n);
            else model.set_message("Every level of this collection is solved.");
        }
        if (ImGui::Button("Restart")) model.restart();
        ImGui::SameLine();
        if (ImGui::Button("Undo")) model.undo();
        ImGui::SameLine();
        if (ImGui::Button("Redo")) model.redo();
        collection_browser(model);
    }
    ImGui::Spacing();
    ImGui::TextUnformatted("Built-in:");
    ImGui::SameLine();
    if (ImGui::SmallButton("Sokoban starters")) model.load_builtin("sokoban");
    ImGui::SameLine();
    if (ImGui::SmallButton("Rush Hour set")) model.load_builtin("rushhour");

    ImGui::TextUnformatted("Paste a level (XSB, RLE or a Rush Hour board):");
    ui_text_field("##import", ui.import_text, 4);
    if (ImGui::Button("Load pasted level")) model.load(ui.import_text);
    if (page.open_file) {
        ImGui::SameLine();
        if (ImGui::Button("Open file...")) page.open_file();
    }
    if (page.copy_text && model.kind() != PuzzleKind::None) {
        ImGui::SameLine();
        if (ImGui::Button("Copy level")) {
            if (model.kind() == PuzzleKind::RushHour) page.copy_text(rush::board_string(model.rush().start()), "the board");
            else if (model.has_level()) page.copy_text(sokoban::to_xsb(model.level()) + "\n", "the level (XSB)");
        }
    }
    if (page.open_file) ImGui::TextDisabled("or drop a file on the page, or open ?url=<level file>");
}

}  // namespace boxcar::app
