// The action bar under the board: Undo, Redo, Restart, Solve (Cancel while the solver runs), Hint and (desktop)
// Solve from here, a one-line live progress, and the playback transport (play_view.hpp).
#include "app/app_model.hpp"
#include "app/play/play_view.hpp"
#include "app/widgets/control_registry.hpp"
#include "app/widgets/text_fit.hpp"
#include "app/ui.hpp"

#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <string>

namespace boxcar::app {
namespace {

std::string count_text(std::uint64_t n) {
    char buffer[32];
    if (n >= 10'000'000) std::snprintf(buffer, sizeof buffer, "%.0f M", n / 1e6);
    else if (n >= 1'000'000) std::snprintf(buffer, sizeof buffer, "%.2f M", n / 1e6);
    else if (n >= 10'000) std::snprintf(buffer, sizeof buffer, "%.0f k", n / 1e3);
    else std::snprintf(buffer, sizeof buffer, "%llu", static_cast<unsigned long long>(n));
    return buffer;
}

// nodes · time · memory of the solver's last progress (every worker's added up); the workers when more than
// one ran, or always with `say_workers`.
std::string numbers(const SolverState& s, bool say_workers = false) {
    char buffer[96];
    std::snprintf(buffer, sizeof buffer, "%s nodes \xC2\xB7 %.1f s", count_text(s.stats.expanded).c_str(), s.stats.elapsed_ms / 1000.0);
    std::string out = buffer;
    if (s.stats.memory_bytes > 0) {
        std::snprintf(buffer, sizeof buffer, " \xC2\xB7 %.0f MiB", s.stats.memory_bytes / 1048576.0);
        out += buffer;
    }
    if (s.workers.size() > 1 || (say_workers && s.workers.size() == 1))
        out += " \xC2\xB7 " + std::to_string(s.workers.size()) + (s.workers.size() == 1 ? " worker" : " workers");
    return out;
}

// Four times the time budget (at most the Solver tab's 600 s), kept in the settings, and Solve again.
void retry_with_more_time(AppModel& model) {
    SolveSettings& s = model.solve.settings;
    const bool rush = model.play.kind() == PuzzleKind::RushHour;
    const double seconds = std::min(600.0, 4 * (rush ? s.rush.time_limit_s : s.sokoban.time_limit_s));
    s.sokoban.time_limit_s = s.rush.time_limit_s = seconds;
    model.start_solve(s);
}

}  // namespace

// The one progress line: running numbers, the loaded solution, or how the last solve ended.
std::string progress_line(const AppModel& model) {
    const SolverState& s = model.solve.state();
    const LoadedSolution& solution = model.play.solution();
    const bool rush = model.play.kind() == PuzzleKind::RushHour;
    char buffer[160];
    if (model.hints.running()) {
        SolverState h;
        h.stats.expanded = model.hints.hint().expanded;
        h.stats.elapsed_ms = model.hints.hint().time_ms;
        return (model.hints.hint().from_here ? "Solving from here\xE2\x80\xA6 " : "Looking for a hint\xE2\x80\xA6 ") + numbers(h);
    }
    if (s.running) return "Solving\xE2\x80\xA6 " + numbers(s);
    if (solution.length > 0) {
        std::snprintf(buffer, sizeof buffer, rush ? "Solution: %d moves, %d steps (verified)" : "Solution: %d moves, %d pushes (verified)",
                      solution.moves, solution.pushes);
        std::string out = buffer;
        if (s.ended(search::Status::Solved) && s.stats.elapsed_ms > 0) out += " \xC2\xB7 " + numbers(s);
        return out;
    }
    if (s.status) switch (*s.status) {
        case search::Status::Unsolvable: return "No solution exists (complete search) \xC2\xB7 " + numbers(s);
        case search::Status::Exhausted: return "No solution found (incomplete search) \xC2\xB7 " + numbers(s);
        case search::Status::Timeout: return "Out of time \xC2\xB7 " + numbers(s, true);
        case search::Status::Memout: return "Out of memory \xC2\xB7 " + numbers(s);
        case search::Status::Invalid: return "The solver could not run: " + s.error;
        case search::Status::Cancelled:
            if (s.stats.expanded > 0) return "Cancelled \xC2\xB7 " + numbers(s);
            break;
        case search::Status::Solved: break;
        }
    if (model.play.kind() == PuzzleKind::None) return "Load a level to play or solve it.";
    return "Press Solve to find a solution.";
}

float action_bar_height(bool touch) {
    // Rows: actions, then (touch) the progress line, the transport, the speed.
    const ImGuiStyle& style = ImGui::GetStyle();
    const float frame = touch ? kTouchTarget : ImGui::GetFrameHeight();
    const float text = ImGui::GetTextLineHeight();
    if (touch) return 2 * frame + ImGui::GetFrameHeight() + text + 3 * style.ItemSpacing.y + 16;
    return 2 * frame + style.ItemSpacing.y + 16;
}

void ui_action_bar(AppModel& model, Rect area) {
    const bool touch = touch_layout();
    begin_bar_window("##action_bar", area, ImVec2(10, 8));
    {
        ControlSection section("Action bar");
        const bool rush = model.play.kind() == PuzzleKind::RushHour;
        const bool playable = rush || model.play.has_level();
        const float word = touch ? 0.0f : 84.0f;  // desktop: equal widths
        if (ctl_button("Undo", "Undo the last move, or all of a walk or push made with one click (U, Z, Ctrl+Z, Backspace)", ImVec2(word, 0), playable && model.play.can_undo()))
            model.play.undo();
        ImGui::SameLine();
        if (ctl_button("Redo", "Redo what was undone (Y, Ctrl+Shift+Z)", ImVec2(word, 0), playable && model.play.can_redo()))
            model.play.redo();
        ImGui::SameLine();
        if (ctl_button("Restart", "Back to the start; undo brings the moves back (R)", ImVec2(word, 0),
                       playable && model.play.can_undo()))
            model.play.restart();
        ImGui::SameLine();
        const bool running = model.solve.state().running || model.hints.running();
        ImGui::PushStyleColor(ImGuiCol_Button, running ? ImVec4(0.70f, 0.30f, 0.25f, 1) : ImVec4(0.20f, 0.52f, 0.30f, 1));
        ImGui::PushStyleColor(ImGuiCol_ButtonHovered, running ? ImVec4(0.80f, 0.36f, 0.30f, 1) : ImVec4(0.24f, 0.60f, 0.35f, 1));
        ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 1, 1, 1));
        if (ctl_button(running ? "Cancel###solve" : "Solve###solve",
                       running ? "Stop the solver" : "Find a solution (settings: menu, Solver)", ImVec2(word, 0), playable)) {
            if (running) model.cancel_solve();
            else model.start_solve(model.solve.settings);
        }
        ImGui::PopStyleColor(3);
        ImGui::SameLine();
        if (ctl_button("Hint", "The next push from this position, or why it is lost (H)", ImVec2(touch ? 0.0f : 60.0f, 0),
                       model.hints.can_hint()))
            model.request_hint();
        if (!touch) {  // phones: in the drawer's solver section (no room here)
            ImGui::SameLine();
            if (ctl_button("Solve from here", "Solve from this position and play the rest (Shift+H)", ImVec2(0, 0),
                           model.hints.can_hint()))
                model.request_hint(true);
        }

        // The progress line: beside the buttons on desktop, its own row on phones.
        const std::string progress = progress_line(model);
        if (!touch) {
            ImGui::SameLine();
            ImGui::AlignTextToFramePadding();
        }
        // Whole numbers only: the parts that do not fit are left out (the drawer's solver section has them all).
        const std::string shown = fit_parts(progress, ImGui::GetContentRegionAvail().x, " \xC2\xB7 ");
        if (running) ImGui::TextUnformatted(shown.c_str());
        else ImGui::TextDisabled("%s", shown.c_str());

        // Beside the transport: at the end of a solution that is not the player's, keeping it as theirs; after
        // a solve that ran out of time, another try with four times the time.
        const LevelRecord* record = model.records.level_record();
        const bool offer_keep = model.banner() == PlayBanner::SolutionShown && record && record->found;
        const bool offer_retry = !running && model.solve.state().ended(search::Status::Timeout) && model.play.solution().length == 0;
        TransportAside aside;
        if (offer_keep) aside = {"Keep as my solution", "Count the solution shown as your own: the level is marked solved"};
        else if (offer_retry) aside = {"Try again with 4x the time", "Solve again with four times the time budget (menu, Solver: Time)"};
        if (ui_playback_transport(model.play, touch ? TransportLayout::Rows : TransportLayout::OneRow, aside)) {
            if (offer_keep && model.records.keep_found_as_mine()) model.message.set("Kept as your solution: the level is marked solved.");
            if (offer_retry) retry_with_more_time(model);
        }
    }
    ImGui::End();
}

}  // namespace boxcar::app
