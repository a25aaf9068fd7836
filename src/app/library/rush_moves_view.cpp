// The level browser's "random puzzle of N moves" row, shown with a Rush Hour collection: a number field
// (type N, or - and +) and a button that opens a random puzzle of the library's Rush Hour puzzles of N
// optimal moves (rush_moves.hpp). The list of move counts is fetched when the row first shows; a count's
// file when its puzzle is first asked for. What happened is said on the message line (over the band under
// the filters while the browser is open). The frame (frame_layout.cpp) opens a puzzle once its file came.
#include "app/library/library_view.hpp"
#include "app/widgets/control_registry.hpp"

#include <imgui.h>

#include <algorithm>
#include <cstdio>

namespace boxcar::app {

void ui_rush_moves_row(const LibraryBrowser& lb, bool narrow) {
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
    ImGui::TextUnformatted(narrow ? "Moves" : "Random puzzle of");
    ImGui::SameLine();
    char name[64];
    std::snprintf(name, sizeof name, "Moves (1 to %d)", rm.max_moves());
    ImGui::SetNextItemWidth(ImGui::GetFrameHeight() * 2 + style.ItemInnerSpacing.x * 2 + (narrow ? 56.0f : 64.0f));
    ctl_input_int("##rush_moves", &rm.chosen, name);
    rm.chosen = std::clamp(rm.chosen, 1, rm.max_moves());
    ImGui::SameLine();
    const RushMovesFile& f = rm.files[rm.chosen - 1];
    char label[96];
    if (narrow) std::snprintf(label, sizeof label, "Random puzzle##rush_random");
    else std::snprintf(label, sizeof label, "Open a random puzzle of %d %s##rush_random", rm.chosen, rm.chosen == 1 ? "move" : "moves");
    char tooltip[160];
    std::snprintf(tooltip, sizeof tooltip, "One of the library's %d Rush Hour puzzles of %d optimal %s, drawn at random",
                  f.count, rm.chosen, rm.chosen == 1 ? "move" : "moves");
    const bool busy = rm.waiting();
    if (ctl_button(label, tooltip, ImVec2(0, 0), !busy && !f.file.empty())) {
        if (rm.ask(rm.chosen, lb.model, lb.page.fetch_library).status == RushMoves::Pick::Status::Opened) lb.view.open = false;
    }
    if (!narrow) {
        ImGui::SameLine();
        if (busy) ImGui::TextDisabled("Fetching...");
        else if (f.file.empty()) ImGui::TextDisabled("none of %d moves", rm.chosen);
        else ImGui::TextDisabled("%d of %lld in the database", f.count, f.total);
    }
}

}  // namespace boxcar::app
