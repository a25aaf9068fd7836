// The side panel's "Lecture" section (see lecture_view.hpp): presentation mode, and for Sokoban the
// watch-the-search controls and the overlay toggles (the agent demo is rush_agent_panel.cpp).
#include "app/widgets/control_registry.hpp"
#include "app/lecture/lecture_view.hpp"
#include "app/lecture/search_views.hpp"

#include <imgui.h>

#include <cmath>
#include <cstdio>
#include <string>

namespace boxcar::app {
namespace {

// A combo over the names of a table (the core's: search/graph_search.hpp, solve_options.hpp,
// rush/solver.hpp); true when the choice changed.
template <class Table, class T>
bool name_combo(const char* label, const char* name, T& value, const Table& table) {
    bool changed = false;
    const std::string current(table.name(value));
    if (ctl_begin_combo(label, current.c_str(), name)) {
        for (const auto& [text, choice] : table)
            if (ctl_selectable(std::string(text).c_str(), value == choice)) {
                changed = value != choice;
                value = choice;
            }
        ImGui::EndCombo();
    }
    return changed;
}

void overlay_controls(Lecture& l, const PlaySession& play, Looks& looks) {
    bool dead = looks.show_dead_squares();
    if (ctl_checkbox("Dead squares", &dead, "Squares from which a box can never reach a goal"))
        looks.set_show_dead_squares(dead);
    ImGui::SameLine();
    ctl_checkbox("Keeper's reach", &l.overlays.reach, "The squares the keeper can walk to without pushing");
    ctl_checkbox("Goal-pull distances", &l.overlays.pull, "Pushes a box needs from each square to a goal");
    ImGui::SameLine();
    ctl_checkbox("Assignment", &l.overlays.assignment, "The cheapest matching of boxes to goals (the hungarian heuristic)");
    if (l.overlays.pull) {
        const OverlayData* d = l.overlay_data();
        const int w = play.level().width;
        char current[48] = "minimum over goals";
        if (l.overlays.pull_goal >= 0)
            std::snprintf(current, sizeof current, "goal at column %d, row %d", l.overlays.pull_goal % w + 1,
                          l.overlays.pull_goal / w + 1);
        if (d && ctl_begin_combo("Pull to", current)) {
            if (ctl_selectable("minimum over goals", l.overlays.pull_goal < 0)) l.overlays.pull_goal = -1;
            for (int g : d->goals) {
                char name[48];
                std::snprintf(name, sizeof name, "goal at column %d, row %d", g % w + 1, g / w + 1);
                if (ctl_selectable(name, l.overlays.pull_goal == g)) l.overlays.pull_goal = g;
            }
            ImGui::EndCombo();
        }
    }
    if (l.overlays.assignment) {
        const OverlayData* d = l.overlay_data();
        if (d && d->assignment_cost >= 0) ImGui::TextDisabled("Hungarian matching: %d pushes at least", d->assignment_cost);
        else if (d) ImGui::TextDisabled("No box-to-goal matching: the position is lost");
    }
}

}  // namespace

void ui_watch_panel(Lecture& l, const PlaySession& play, Looks& looks) {
    SearchWatch& w = l.watch;
    ControlSection section("Watch the search");
    ImGui::TextUnformatted("Watch the search");
    const bool rush = play.kind() == PuzzleKind::RushHour;
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.45f);
    WatchOptions& o = l.watch_options;
    bool changed = name_combo("##watch_algo", "Algorithm of the watched search", o.algo, search::kAlgorithmNames);
    ImGui::SameLine();
    ImGui::SetNextItemWidth(-1);
    if (rush)
        changed |= name_combo("##watch_heuristic", "Heuristic of the watched search", o.rush_heuristic, rush::kHeuristicNames);
    else
        changed |= name_combo("##watch_heuristic", "Heuristic of the watched search", o.heuristic, sokoban::kHeuristicNames);
    if (changed && w.active()) l.watch_start();  // restart with the new choice
    // A solved position has nothing to watch: what would start a search is drawn disabled (the reason below).
    const bool solved = rush ? play.rush().solved() : play.has_level() && play.game().solved();
    const bool can_start = w.active() || !solved;
    if (ctl_button(w.active() ? "Restart###start" : "Start###start", "Start the search from the position on screen",
                   ImVec2(0, 0), can_start))
        l.watch_start();
    ImGui::SameLine();
    if (ctl_button("Step", "Expand one node (Space)", ImVec2(0, 0), can_start)) l.watch_step(1);
    ImGui::SameLine();
    if (ctl_button("+10", "Expand ten nodes", ImVec2(0, 0), can_start)) l.watch_step(10);
    ImGui::SameLine();
    const bool running = w.active() && w.speed() > 0;
    if (ctl_button(running ? "Pause###run" : "Run###run", "Run or pause the search at the speed below (Enter)",
                   ImVec2(0, 0), can_start))
        l.watch_run(running ? 0 : l.watch_speed);
    ImGui::SameLine();
    if (ctl_button("Stop", "Stop watching", ImVec2(0, 0), w.active())) w.stop();
    float speed = static_cast<float>(l.watch_speed);
    ImGui::SetNextItemWidth(-1);
    if (ctl_slider_float("##watch_speed", &speed, 1.0f, static_cast<float>(SearchWatch::kMaxSpeed), "%.0f nodes/s",
                         ImGuiSliderFlags_Logarithmic, "Speed of the watched search")) {
        l.watch_speed = speed;
        if (running) w.set_speed(speed);
    }
    if (!can_start) ImGui::TextDisabled("Nothing to watch: the position is solved.");
    if (w.active()) {
        const SearchWatch::Node& n = w.node();
        if (n.valid)
            ImGui::Text("node: g %lld + h %lld = f %lld, depth %u", n.g, n.h, n.f, n.depth);
        else
            ImGui::TextDisabled("node: (not stepped yet)");
        ImGui::Text("frontier %llu   closed %llu   %s", static_cast<unsigned long long>(w.frontier()),
                    static_cast<unsigned long long>(w.closed()), w.status().c_str());
        if (!w.message().empty()) ImGui::TextWrapped("%s", w.message().c_str());
        if (w.path_length() > 0) {
            if (ctl_button("Play the path###watch_path", "Play the path found again on the board, node by node"))
                w.play_path();
            ImGui::SameLine();
            ImGui::Text("node %d of %d", w.path_at() + 1, w.path_length());
        }
        ImGui::TextDisabled(w.is_rush() ? "Heatmap: how often a car covered each cell."
                                        : "Heatmap: how often a box stood on each square.");
        const float width = ImGui::GetContentRegionAvail().x;
        ImGui::Spacing();
        draw_watch_pseudocode(w, width);
        ImGui::Spacing();
        bool quiz = w.quiz();
        if (ctl_checkbox("What comes next? (class mode)", &quiz,
                         "Before each step, the class picks the frontier node the search expands next")) {
            l.watch_options.quiz = quiz;
            w.set_quiz(quiz);
        }
        const SearchWatch::QuizAnswer& answer = w.quiz_answer();
        if (quiz && answer.valid) {
            ImGui::PushStyleColor(ImGuiCol_Text, answer.right ? ImVec4(0.35f, 0.85f, 0.45f, 1) : ImVec4(1.0f, 0.45f, 0.4f, 1));
            ImGui::TextWrapped("%s", answer.reason.c_str());
            ImGui::PopStyleColor();
        }
        const int guess = draw_watch_frontier(w, width, l.presentation ? 12 : 8);
        if (guess >= 0) {
            std::string error;
            w.guess(guess, error);
        }
        ImGui::Spacing();
        draw_watch_children(w, width);
        ImGui::Spacing();
        ImGui::TextUnformatted("Search tree (depth by row, the path to the node in gold)");
        draw_watch_tree(w, width);
    }
    if (!play.has_level()) return;  // overlays: Sokoban only
    ImGui::Spacing();
    ImGui::TextUnformatted("Overlays");
    overlay_controls(l, play, looks);
}

void ui_lecture_panel(Lecture& lecture, const PlaySession& play, Looks& looks) {
    if (ctl_button("Presentation mode (F5)", "The lecture view: the board large, Solve, Watch, Compare and Generate beside it; Esc leaves"))
        lecture.set_presentation(true);
    if (play.kind() == PuzzleKind::None) return;
    ui_watch_panel(lecture, play, looks);
    ImGui::Spacing();
    ui_race_panel(lecture, play);
    if (play.kind() == PuzzleKind::RushHour) {
        ImGui::Spacing();
        ui_rush_agent_panel(lecture);
    }
}

}  // namespace boxcar::app
