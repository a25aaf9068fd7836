// Drawer section "Solver settings": algorithm, heuristic, deadlock checks, objective, time and memory
// budgets (Rush Hour: algorithm and metric), each explained in a tooltip; then how the last solve went, in
// plain words, with its numbers. Solve / Cancel and the live progress line are in the action bar.
#include "app/widgets/control_registry.hpp"
#include "app/ui.hpp"

#include <imgui.h>

#include <string>

namespace boxcar::app {
namespace {

struct Choice {
    const char* name;
    const char* help;
};

const Choice kAlgos[] = {
    {"auto", "Picks for the level: A* with the best heuristic, pruning and macros."},
    {"bfs", "Breadth-first: fewest pushes, complete, needs much memory."},
    {"dfs", "Depth-first: little memory, long solutions, not optimal."},
    {"ucs", "Uniform cost (Dijkstra): optimal for the objective, no heuristic."},
    {"greedy", "Best-first on the heuristic alone: fast, not optimal."},
    {"astar", "A*: optimal for the objective with an admissible heuristic."},
    {"wastar", "Weighted A*: trusts the heuristic more, faster, not optimal."},
    {"idastar", "Iterative-deepening A*: optimal, very little memory, repeats work."},
};
const Choice kHeuristics[] = {
    {"hungarian", "Best matching of boxes to goals (pushes): the strongest lower bound."},
    {"pull", "Each box's pull distance to its nearest goal, summed."},
    {"pull-keeper", "Pull distances plus the keeper's walk to the nearest box."},
    {"manhattan", "Each box's grid distance to its nearest goal, summed."},
    {"euclid", "Each box's straight-line distance to its nearest goal, summed."},
};
const Choice kObjectives[] = {
    {"any", "The first solution found."},
    {"pushes", "Fewest pushes, then fewest moves."},
    {"moves", "Fewest moves (player steps), then fewest pushes."},
};
const Choice kRushAlgos[] = {
    {"auto", "Breadth-first over the board's states: optimal."},
    {"bfs", "Breadth-first: optimal in moves."},
    {"ucs", "Uniform cost: optimal for the metric."},
    {"astar", "A* with the blocking-cars heuristic: optimal."},
    {"greedy", "Best-first on the heuristic alone: fast, not optimal."},
    {"dfs", "Depth-first: little memory, not optimal."},
};
const Choice kMetrics[] = {
    {"moves", "A slide of one car, any distance, counts 1."},
    {"steps", "Every cell a car moves counts 1."},
    {"cursor", "Moves of a cursor that picks cars, as on a game pad."},
};
const Choice kDeadlocks[] = {
    {"dead", "Never push a box onto a square from which it cannot reach a goal."},
    {"freeze", "Prune positions where boxes block each other for good off goals."},
    {"corral", "Prune positions where boxes fence in an area they cannot leave."},
    {"bipartite", "Prune positions where the boxes cannot all be matched to goals."},
};

const char* help_of(const std::string& value, const Choice* choices, int n) {
    for (int i = 0; i < n; ++i)
        if (value == choices[i].name) return choices[i].help;
    return nullptr;
}

// A combo over named choices, each explained on hover.
template <int N>
void choice_combo(const char* label, std::string& value, const Choice (&choices)[N]) {
    if (ctl_begin_combo(label, value.c_str())) {
        for (const Choice& c : choices) {
            if (ctl_selectable(c.name, value == c.name)) value = c.name;
            if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", c.help);
        }
        ImGui::EndCombo();
    } else if (ImGui::IsItemHovered() && !touch_layout()) {
        if (const char* help = help_of(value, choices, N)) ImGui::SetTooltip("%s", help);
    }
    if (touch_layout())  // no hover on touch screens: the choice's meaning is written under it
        if (const char* help = help_of(value, choices, N)) {
            ImGui::PushTextWrapPos(0);
            ImGui::TextDisabled("%s", help);
            ImGui::PopTextWrapPos();
        }
}

// The deadlock switches as checkboxes over the CLI's list syntax: all | none | dead,freeze,corral,bipartite.
void deadlock_switches(std::string& deadlocks) {
    bool on[4];
    for (int i = 0; i < 4; ++i)
        on[i] = deadlocks == "all" || (deadlocks != "none" && ("," + deadlocks + ",").find(std::string(",") + kDeadlocks[i].name + ",") != std::string::npos);
    bool changed = false;
    ImGui::TextUnformatted("Deadlock checks:");
    for (int i = 0; i < 4; ++i) {  // two a row: the drawer is narrow
        if (i % 2 == 1) ImGui::SameLine(ImGui::GetContentRegionAvail().x * 0.5f);
        changed |= ctl_checkbox(kDeadlocks[i].name, &on[i], kDeadlocks[i].help);
    }
    if (!changed) return;
    std::string list;
    int count = 0;
    for (int i = 0; i < 4; ++i)
        if (on[i]) {
            list += (list.empty() ? "" : ",") + std::string(kDeadlocks[i].name);
            ++count;
        }
    deadlocks = count == 4 ? "all" : count == 0 ? "none" : list;
}

// How the solver stands, said plainly.
std::string status_words(const SolverState& s) {
    if (s.status == "running") return "Running...";
    if (s.solution_length > 0 && s.status != "solved")
        return "A verified solution is loaded (from a link or a paste): press Play, or Solve to search again.";
    if (s.status == "idle") return s.expanded > 0 ? "Cancelled." : "Idle: press Solve.";
    if (s.status == "solved") return "Solved: the answer was replayed and checked.";
    if (s.status == "unsolvable") return "Unsolvable: the complete search proved there is no solution.";
    if (s.status == "exhausted") return "Exhausted: this incomplete search ran out of options (a solution may still exist).";
    if (s.status == "timeout") return "Timeout: the time budget ran out.";
    if (s.status == "memout") return "Memout: the memory budget ran out.";
    if (s.status == "invalid") return "Invalid: the level is bad, or the answer failed the replay check.";
    return "Unknown status.";
}

}  // namespace

void ui_solver_section(AppModel& model) {
    SolveSettings& s = model.settings;
    const bool rush = model.kind() == PuzzleKind::RushHour;
    ImGui::PushItemWidth(ImGui::GetContentRegionAvail().x * 0.6f);
    if (rush) {
        choice_combo("Algorithm", s.algo, kRushAlgos);
        choice_combo("Metric", s.metric, kMetrics);
    } else {
        choice_combo("Algorithm", s.algo, kAlgos);
        choice_combo("Heuristic", s.heuristic, kHeuristics);
        choice_combo("Objective", s.objective, kObjectives);
        deadlock_switches(s.deadlocks);
    }
    float seconds = static_cast<float>(s.time_limit_s);
    if (ctl_slider_float("Time (s)", &seconds, 1, 600, "%.0f", ImGuiSliderFlags_Logarithmic)) s.time_limit_s = seconds;
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Time budget: the search stops with \"timeout\" after this many seconds.");
    float mib = static_cast<float>(s.memory_limit_mib);
    if (ctl_slider_float("Memory (MiB)", &mib, 16, 2048, "%.0f", ImGuiSliderFlags_Logarithmic)) s.memory_limit_mib = mib;
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Memory budget: the search stops with \"memout\" above it.");
    ImGui::PopItemWidth();

    const SolverState& solver = model.solver();
    const bool running = solver.status == "running";
    ImGui::TextWrapped("%s", status_words(solver).c_str());
    if (running && !solver.phase.empty()) ImGui::TextDisabled("phase: %s", solver.phase.c_str());
    if (solver.expanded > 0 || running) {
        ImGui::Text("Expanded %llu  Generated %llu", static_cast<unsigned long long>(solver.expanded),
                    static_cast<unsigned long long>(solver.generated));
        if (solver.depth > 0 || solver.frontier > 0)
            ImGui::Text("Frontier %llu  Depth %u", static_cast<unsigned long long>(solver.frontier), solver.depth);
        if (solver.memory_bytes > 0) ImGui::Text("Time %.1f s  Memory %.1f MiB", solver.time_ms / 1000.0, solver.memory_bytes / 1048576.0);
        else ImGui::Text("Time %.1f s", solver.time_ms / 1000.0);
        if (solver.time_ms > 0) ImGui::Text("%.0f nodes/s", solver.expanded / (solver.time_ms / 1000.0));
    }
    // The parallel portfolio: one line per worker (its lane, what it does now, its numbers).
    if (solver.workers.size() > 1) {
        ImGui::TextDisabled("%zu workers:", solver.workers.size());
        for (const WorkerState& w : solver.workers) {
            const std::string& doing = w.status == "running" && !w.phase.empty() ? w.phase : w.status;
            ImGui::BulletText("%s: %s, %llu nodes, %.1f s, %.0f MiB", w.name.c_str(), doing.c_str(),
                              static_cast<unsigned long long>(w.expanded), w.time_ms / 1000.0, w.memory_bytes / 1048576.0);
        }
    }
    if (!solver.error.empty() && !running) ImGui::TextWrapped("Error: %s", solver.error.c_str());
}

}  // namespace boxcar::app
