// The level browser's "random puzzle of N moves" controls, shown with a Rush Hour collection: on a wide
// window a row with a number field (type N, or - and +) and a button that opens a random puzzle of the
// library's Rush Hour puzzles of N optimal moves (rush_moves.hpp); on phones, where a row costs the grid a
// third of its cards, a list in the place of the Size filter (every Rush Hour board is small) whose
// entries open a random puzzle of their count at a tap. The list of move counts is fetched when the row first shows; a count's
// file when its puzzle is first asked for. What happened is said on the message line (over the band under
// the filters while the browser is open). The frame (frame_layout.cpp) opens a puzzle once its file came.
#include "app/library/library_view.hpp"
#include "app/widgets/control_registry.hpp"

#include <imgui.h>

#include <algorithm>
#include <cfloat>
#include <cstdio>

namespace boxcar::app {
namespace {

// Asks for a random puzzle of N moves; the browser closes when it opened at once (else the frame opens it
// once its file came, and the message line says what happened).
void open_random(const LibraryBrowser& lb, int moves) {
    RushMoves& rm = lb.library.rush_moves;
    rm.chosen = moves;
    if (rm.ask(moves, lb.model, lb.page.fetch_library).status == RushMoves::Pick::Status::Opened) lb.view.open = false;
}

}  // namespace

void ui_rush_moves_combo(const LibraryBrowser& lb, float width) {
    RushMoves& rm = lb.library.rush_moves;
    rm.fetch_index(lb.page.fetch_library);
    ImGui::SetNextItemWidth(width);
    const float below = ImGui::GetIO().DisplaySize.y - ImGui::GetCursorScreenPos().y - ImGui::GetFrameHeight() - 8;
    ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0), ImVec2(FLT_MAX, std::max(120.0f, below)));
    const char* preview = rm.waiting() ? "Fetching..." : "Random puzzle";
    if (!ctl_begin_combo("##rush_random_list", preview, "Random puzzle of N moves")) return;
    if (rm.index_state == RushMoves::IndexState::Failed)
        ImGui::TextColored(ImVec4(1, 0.45f, 0.45f, 1), "Could not fetch the list: %s", rm.index_error.c_str());
    else if (rm.index_state != RushMoves::IndexState::Ready) ImGui::TextDisabled("Fetching the list...");
    for (int m = rm.max_moves(); m >= 1; --m) {  // the hardest first
        const RushMovesFile& f = rm.files[m - 1];
        if (f.file.empty()) continue;
        char label[64];
        std::snprintf(label, sizeof label, "%d %s##rush_moves%d", m, m == 1 ? "move" : "moves", m);
        if (ctl_selectable(label, m == rm.chosen)) open_random(lb, m);
    }
    ImGui::EndCombo();
}

void ui_rush_moves_row(const LibraryBrowser& lb) {
    RushMoves& rm = lb.library.rush_moves;
    rm.fetch_index(lb.page.fetch_library);  // (a request waiting for its files is completed by the frame)
    const ImGuiStyle& style = ImGui::GetStyle();
    if (rm.index_state != RushMoves::IndexState::Ready || rm.max_moves() == 0) {
        // Kept a row high, so the grid does not move when the list comes.
        ImGui::AlignTextToFramePadding();
        if (!lb.page.fetch_library) ImGui::TextDisabled("Random puzzles by moves are fetched by the web page.");
        else if (rm.index_state == RushMoves::IndexState::Failed)
            ImGui::TextColored(ImVec4(1, 0.45f, 0.45f, 1), "Could not fetch the puzzles by moves: %s", rm.index_error.c_str());
        else ImGui::TextDisabled("Fetching the Rush Hour puzzles by moves...");
        ImGui::SameLine();
        ImGui::Dummy(ImVec2(1, ImGui::GetFrameHeight()));
        return;
    }
    if (rm.chosen < 1) rm.chosen = rm.max_moves();  // the hardest first: the one people come for
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Random puzzle of");
    ImGui::SameLine();
    char name[64];
    std::snprintf(name, sizeof name, "Moves (1 to %d)", rm.max_moves());
    ImGui::SetNextItemWidth(ImGui::GetFrameHeight() * 2 + style.ItemInnerSpacing.x * 2 + 64.0f);
    ctl_input_int("##rush_moves", &rm.chosen, name);
    rm.chosen = std::clamp(rm.chosen, 1, rm.max_moves());
    ImGui::SameLine();
    const RushMovesFile& f = rm.files[rm.chosen - 1];
    char label[96];
    std::snprintf(label, sizeof label, "Open a random puzzle of %d %s##rush_random", rm.chosen, rm.chosen == 1 ? "move" : "moves");
    char tooltip[160];
    std::snprintf(tooltip, sizeof tooltip, "One of the library's %d Rush Hour puzzles of %d optimal %s, drawn at random",
                  f.count, rm.chosen, rm.chosen == 1 ? "move" : "moves");
    const bool busy = rm.waiting();
    if (ctl_button(label, tooltip, ImVec2(0, 0), !busy && !f.file.empty())) open_random(lb, rm.chosen);
    ImGui::SameLine();
    if (busy) ImGui::TextDisabled("Fetching...");
    else if (f.file.empty()) ImGui::TextDisabled("none of %d moves", rm.chosen);
    else ImGui::TextDisabled("%d of %lld in the database", f.count, f.total);
}

}  // namespace boxcar::app
