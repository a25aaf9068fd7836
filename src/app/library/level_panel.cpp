// Drawer sections "Levels" (the level or board on screen, the collection browser with solved marks, next
// unsolved, the built-in sets) and "Import and export" (paste a level, open a file, copy the level; paste
// a solution to replay it, copy the solution, copy the share link). Drag-and-drop and ?url= are handled
// by the page (web/page_import.js).
#include "app/library/level_panel.hpp"
#include "app/share/sharing.hpp"
#include "app/ui.hpp"
#include "app/widgets/control_registry.hpp"
#include "app/widgets/text_field.hpp"

#include "rush/board.hpp"

#include <imgui.h>

#include <cstdio>

namespace boxcar::app {
namespace {

const ImVec4 kSolvedText(0.4f, 0.9f, 0.5f, 1);

// "Solved!" only for the player's solve; a solution played back says what it is (play_banner.hpp).
void solved_line(const AppModel& model) {
    const PlayBanner banner = model.banner();
    if (banner == PlayBanner::Solved) ImGui::TextColored(kSolvedText, "%s", play_banner_title(banner));
    else if (banner == PlayBanner::SolutionShown) ImGui::TextDisabled("%s", play_banner_title(banner));
}

void level_summary(const AppModel& model) {
    if (model.play.kind() == PuzzleKind::RushHour) {
        const RushSession& rush = model.play.rush();
        ImGui::Text("Rush Hour board %d of %d", rush.number(), rush.count());
        solved_line(model);
        return;
    }
    if (!model.play.has_level()) return;
    const auto& entry = model.play.collection().levels[model.play.level_number() - 1];
    if (!model.play.collection().title.empty()) ImGui::TextWrapped("%s", model.play.collection().title.c_str());
    ImGui::Text("Level %d of %d", model.play.level_number(), model.play.level_count());
    if (!entry.title.empty()) ImGui::TextWrapped("%s", entry.title.c_str());
    const std::string& author = !model.play.level().author.empty() ? model.play.level().author : model.play.collection().author;
    if (!author.empty()) ImGui::TextDisabled("by %s", author.c_str());
    solved_line(model);
}

// The list of levels (clipped: collections can hold thousands); a click opens one.
void collection_browser(AppModel& model) {
    const int count = model.play.level_count();
    if (count <= 1) return;
    int solved = 0;
    for (int n = 1; n <= count; ++n) solved += model.records.level_solved(n) ? 1 : 0;
    ImGui::Text("Solved %d of %d", solved, count);
    const bool touch = touch_layout();
    const float row = touch ? kTouchTarget + ImGui::GetStyle().ItemSpacing.y : ImGui::GetTextLineHeightWithSpacing();
    const float most = touch ? 5.0f : 7.0f;  // rows shown; the list scrolls (by drag on phones)
    const float rows = count < most ? static_cast<float>(count) : most;
    ImGui::BeginChild("##levels", ImVec2(-1, row * rows + ImGui::GetStyle().WindowPadding.y * 2), true);
    ImGuiListClipper clipper;
    clipper.Begin(count, row);
    while (clipper.Step()) {
        for (int n = clipper.DisplayStart + 1; n <= clipper.DisplayEnd; ++n) {
            char label[320];
            if (model.play.kind() == PuzzleKind::RushHour) {
                const auto& e = model.play.rush().entries()[n - 1];
                if (e.known_moves >= 0) std::snprintf(label, sizeof label, "%s %3d  %d moves##%d", model.records.level_solved(n) ? "[x]" : "[ ]", n, e.known_moves, n);
                else std::snprintf(label, sizeof label, "%s %3d  board##%d", model.records.level_solved(n) ? "[x]" : "[ ]", n, n);
            } else {
                const auto& e = model.play.collection().levels[n - 1];
                const char* title = e.title.empty() ? (e.level ? "" : "(invalid)") : e.title.c_str();
                std::snprintf(label, sizeof label, "%s %3d  %.200s##%d", model.records.level_solved(n) ? "[x]" : "[ ]", n, title, n);
            }
            const bool current = n == model.play.level_number();
            if (ctl_selectable(label, current) && !current) ui_open_level(model, n);
            if (current && ImGui::IsWindowAppearing()) ImGui::SetScrollHereY();
        }
    }
    ImGui::EndChild();
}

}  // namespace

void ui_levels_section(const LibraryBrowser& browser) {
    AppModel& model = browser.model;
    ControlSection section("Levels");
    if (!ctl_header("Levels", ImGuiTreeNodeFlags_DefaultOpen)) return;
    level_summary(model);
    if (ctl_button("Browse levels...", "The level library: thumbnails, filters, search, records")) ui_open_library(browser);
    if (model.play.kind() != PuzzleKind::None) {
        if (ctl_button("Next unsolved", "The first unsolved level after this one", ImVec2(0, 0), model.play.level_count() > 1)) {
            const int n = model.records.next_unsolved();
            if (n > 0) ui_open_level(model, n);
            else model.message.set("Every level of this collection is solved.");
        }
        collection_browser(model);
    }
    ImGui::TextUnformatted("Built-in sets:");
    if (ctl_button("Sokoban starters", "Boxcar's own Sokoban levels, easy to hard")) model.load_builtin("sokoban");
    ImGui::SameLine();
    if (ctl_button("Rush Hour set", "Boxcar's Rush Hour boards, easy to hard")) model.load_builtin("rushhour");
}

void ui_import_section(AppModel& model, UiState& ui, const PageActions& page) {
    ControlSection section("Import and export");
    if (!ctl_header("Import and export", ImGuiTreeNodeFlags_DefaultOpen)) return;
    static constexpr const char* kLevelField = "Paste a level (XSB, RLE or a Rush Hour board)";
    ImGui::TextUnformatted("Paste a level (XSB, RLE or a Rush Hour board):");
    ui_text_field("##import", ui.import_text, 4);
    record_item("text_input", kLevelField);
    if (ctl_button("Load", "Load the pasted level, collection or board", ImVec2(0, 0), !ui.import_text.empty()))
        model.load(ui.import_text);
    if (page.open_file) {
        ImGui::SameLine();
        if (ctl_button("Open file...", "Open a level file (.xsb, .sok, .txt) from this device")) page.open_file();
    }
    if (page.copy_text && model.play.kind() != PuzzleKind::None) {
        ImGui::SameLine();
        if (ctl_button("Copy level", "Copy the level on screen (XSB) or the board")) {
            if (model.play.kind() == PuzzleKind::RushHour) page.copy_text(rush::board_string(model.play.rush().start()), "the board");
            else if (model.play.has_level()) page.copy_text(sokoban::to_xsb(model.play.level()) + "\n", "the level (XSB)");
        }
    }
    if (page.open_file) ImGui::TextDisabled("or drop a file on the page, or open ?url=<level file>");
    if (model.play.kind() == PuzzleKind::None) return;

    ImGui::Spacing();
    const bool rush = model.play.kind() == PuzzleKind::RushHour;
    ImGui::TextUnformatted(rush ? "Paste a solution (A+1 C-2 ...):" : "Paste a solution (LURD):");
    ui_text_field("##solution", ui.solution_text);
    record_item("text_input", rush ? "Paste a solution (A+1 C-2 ...)" : "Paste a solution (LURD)");
    if (ctl_button("Replay", "Check the pasted solution and load it into playback", ImVec2(0, 0), !ui.solution_text.empty()))
        replay_solution_text(model, ui.solution_text);
    const bool has_solution = model.play.solution().length > 0;
    if (page.copy_text) {
        ImGui::SameLine();
        if (ctl_button("Copy solution", rush ? "Copy the verified solution (moves)" : "Copy the verified solution (LURD)",
                       ImVec2(0, 0), has_solution))
            page.copy_text(model.play.solution_text(), rush ? "the solution (moves)" : "the solution (LURD)");
    }
    if (page.copy_share_link) {
        ImGui::SameLine();
        if (ctl_button("Copy link", has_solution ? "A link to this level, its solution and the step shown"
                                                 : "A link to this level and the moves played"))
            page.copy_share_link();
    }
}

}  // namespace boxcar::app
