// Drawer section "Solver settings": algorithm, heuristic, deadlock checks, objective, time and memory
// budgets (Rush Hour: algorithm and metric), each explained in a tooltip; then how the last solve went, in
// plain words, with its numbers. Solve / Cancel and the live progress line are in the action bar.
#include "app/solve/solver_panel.hpp"
#include "app/widgets/control_registry.hpp"
#include "common/count_words.hpp"

#include <imgui.h>

#include <cfloat>
#include <string>

namespace boxcar::app {
namespace {

// What each choice means, shown on hover (or under the combo on touch screens). The names and their order
// come from the core's tables (solve_options.hpp, rush/solver.hpp).
const char* help(sokoban::Algo a) {
    switch (a) {
    case sokoban::Algo::Auto: return "Picks for the level: A* with the best heuristic, pruning and macros.";
    case sokoban::Algo::Bfs: return "Breadth-first: fewest pushes, complete, needs much memory.";
    case sokoban::Algo::Dfs: return "Depth-first: little memory, long solutions, not optimal.";
    case sokoban::Algo::Ucs: return "Uniform cost (Dijkstra): optimal for the objective, no heuristic.";
    case sokoban::Algo::Greedy: return "Best-first on the heuristic alone: fast, not optimal.";
    case sokoban::Algo::Astar: return "A*: optimal for the objective with an admissible heuristic.";
    case sokoban::Algo::WAstar: return "Weighted A*: trusts the heuristic more, faster, not optimal.";
    case sokoban::Algo::IdaStar: return "Iterative-deepening A*: optimal, very little memory, repeats work.";
    case sokoban::Algo::Fess: return "Feature-space search: strong on hard levels, not optimal (objective any).";
    }
    return nullptr;
}
const char* help(sokoban::Heuristic h) {
    switch (h) {
    case sokoban::Heuristic::Hungarian: return "Best matching of boxes to goals (pushes): the strongest lower bound.";
    case sokoban::Heuristic::Pull: return "Each box's pull distance to its nearest goal, summed.";
    case sokoban::Heuristic::PullKeeper: return "Pull distances plus the keeper's walk to the nearest box.";
    case sokoban::Heuristic::Manhattan: return "Each box's grid distance to its nearest goal, summed.";
    case sokoban::Heuristic::Euclid: return "Each box's straight-line distance to its nearest goal, summed.";
    }
    return nullptr;
}
const char* help(sokoban::Objective o) {
    switch (o) {
    case sokoban::Objective::Any: return "The first solution found.";
    case sokoban::Objective::Pushes: return "Fewest pushes, then fewest moves.";
    case sokoban::Objective::Moves: return "Fewest moves (player steps), then fewest pushes.";
    }
    return nullptr;
}
const char* help(sokoban::Deadlock d) {
    switch (d) {
    case sokoban::kDeadSquares: return "Never push a box onto a square from which it cannot reach a goal.";
    case sokoban::kFreeze: return "Prune positions where boxes block each other for good off goals.";
    case sokoban::kCorral: return "Prune positions where boxes fence in an area they cannot leave.";
    case sokoban::kBipartite: return "Prune positions where the boxes cannot all be matched to goals.";
    default: return nullptr;
    }
}
const char* help(rush::Algo a) {
    switch (a) {
    case rush::Algo::Auto: return "Breadth-first over the board's states: optimal.";
    case rush::Algo::Bfs: return "Breadth-first: optimal in moves.";
    case rush::Algo::Ucs: return "Uniform cost: optimal for the metric.";
    case rush::Algo::Astar: return "A* with the blocking-cars heuristic: optimal.";
    case rush::Algo::Greedy: return "Best-first on the heuristic alone: fast, not optimal.";
    case rush::Algo::Dfs: return "Depth-first: little memory, not optimal.";
    }
    return nullptr;
}
const char* help(rush::Metric m) {
    switch (m) {
    case rush::Metric::Moves: return "A slide of one car, any distance, counts 1.";
    case rush::Metric::Steps: return "Every cell a car moves counts 1.";
    case rush::Metric::Cursor: return "Moves of a cursor that picks cars, as on a game pad.";
    }
    return nullptr;
}

// A combo over the names of a table, each explained on hover.
template <class Table, class T>
void choice_combo(const char* label, T& value, const Table& table) {
    const std::string current(table.name(value));
    // The open list shows every choice (ImGui's default shows 8 and scrolls; Sokoban has 9 algorithms).
    ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0), ImVec2(FLT_MAX, FLT_MAX));
    if (ctl_begin_combo(label, current.c_str())) {
        for (const auto& [name, choice] : table) {
            const std::string text(name);
            if (ctl_selectable(text.c_str(), value == choice)) value = choice;
            item_tooltip(help(choice));
        }
        ImGui::EndCombo();
    } else {
        item_tooltip(help(value));
    }
    if (touch_layout()) {  // no hover on touch screens: the choice's meaning is written under it
        ImGui::PushTextWrapPos(0);
        ImGui::TextDisabled("%s", help(value));
        ImGui::PopTextWrapPos();
    }
}

// The deadlock tests as checkboxes over the bit mask, two a row (the drawer is narrow).
void deadlock_switches(unsigned& deadlocks) {
    ImGui::TextUnformatted("Deadlock checks:");
    int i = 0;
    for (const auto& [name, flag] : sokoban::kDeadlockNames) {
        if (i++ % 2 == 1) ImGui::SameLine(ImGui::GetContentRegionAvail().x * 0.5f);
        bool on = (deadlocks & flag) != 0;
        const std::string text(name);
        if (ctl_checkbox(text.c_str(), &on, help(flag))) deadlocks = on ? deadlocks | flag : deadlocks & ~unsigned(flag);
    }
}

// How the solver stands, said plainly.
std::string status_words(const SolverState& s, const LoadedSolution& solution) {
    if (s.running) return "Running...";
    if (solution.length > 0 && !s.ended(search::Status::Solved))
        return "A verified solution is loaded (from a link or a paste): press Play, or Solve to search again.";
    if (!s.status) return "Idle: press Solve.";
    switch (*s.status) {
    case search::Status::Cancelled: return s.stats.expanded > 0 ? "Cancelled." : "Idle: press Solve.";
    case search::Status::Solved: return "Solved: the answer was replayed and checked.";
    case search::Status::Unsolvable: return "Unsolvable: the complete search proved there is no solution.";
    case search::Status::Exhausted: return "Exhausted: this incomplete search ran out of options (a solution may still exist).";
    case search::Status::Timeout: return "Timeout: the time budget ran out.";
    case search::Status::Memout: return "Memout: the memory budget ran out.";
    case search::Status::Invalid: return "Invalid: the level is bad, or the answer failed the replay check.";
    }
    return "Unknown status.";
}

// What the solver (or a paste) found for the level on screen is kept apart from the player's record; the
// person may keep it as theirs.
void found_solution_line(AppModel& model) {
    const LevelRecord* r = model.records.level_record();
    if (!r || !r->found) return;
    const StoredSolution& f = *r->found;
    const bool rush = model.play.kind() == PuzzleKind::RushHour;
    const std::string said = std::string(f.origin == SolutionOrigin::Pasted ? "Pasted solution: " : "The solver found ") +
                             count_of(f.moves, "move", "moves") + ", " +
                             (rush ? count_of(f.pushes, "step", "steps") : count_of(f.pushes, "push", "pushes")) + " (not yours)";
    ImGui::TextDisabled("%s", said.c_str());
    if (ctl_button("Keep as my solution", "Count the solution found as your own: the level is marked solved"))
        if (model.records.keep_found_as_mine()) model.message.set("Kept as your solution: the level is marked solved.");
}

}  // namespace

void ui_solver_section(AppModel& model) {
    SolveSettings& s = model.solve.settings;
    const bool rush = model.play.kind() == PuzzleKind::RushHour;
    // Hints live in the action bar; "Solve from here" too on desktop, and here for phones, where the bar
    // has no room for it.
    if (ctl_button("Solve from here", "Solve from the position on screen and play the rest (Shift+H)", ImVec2(0, 0),
                   model.hints.can_hint()))
        model.request_hint(true);
    ImGui::SameLine();
    ImGui::AlignTextToFramePadding();
    ImGui::TextDisabled(rush ? "Hint (H): the next optimal move." : "Hint (H): the next push.");
    ImGui::PushItemWidth(ImGui::GetContentRegionAvail().x * 0.6f);
    if (rush) {
        choice_combo("Algorithm", s.rush.algo, rush::kAlgoNames);
        choice_combo("Metric", s.rush.metric, rush::kMetricNames);
    } else {
        choice_combo("Algorithm", s.sokoban.algo, sokoban::kAlgoNames);
        choice_combo("Heuristic", s.sokoban.heuristic, sokoban::kHeuristicNames);
        choice_combo("Objective", s.sokoban.objective, sokoban::kObjectiveNames);
        deadlock_switches(s.sokoban.deadlocks);
    }
    // One pair of budgets for both puzzles.
    double& time_limit = rush ? s.rush.time_limit_s : s.sokoban.time_limit_s;
    double& memory_limit = rush ? s.rush.memory_limit_mib : s.sokoban.memory_limit_mib;
    float seconds = static_cast<float>(time_limit);
    if (ctl_slider_float("Time (s)", &seconds, 1, 600, "%.0f", ImGuiSliderFlags_Logarithmic))
        s.sokoban.time_limit_s = s.rush.time_limit_s = seconds;
    item_tooltip("Time budget: the search stops with \"timeout\" after this many seconds.");
    float mib = static_cast<float>(memory_limit);
    if (ctl_slider_float("Memory (MiB)", &mib, 16, 2048, "%.0f", ImGuiSliderFlags_Logarithmic))
        s.sokoban.memory_limit_mib = s.rush.memory_limit_mib = mib;
    item_tooltip("Memory budget: the search stops with \"memout\" above it.");
    ImGui::PopItemWidth();

    const SolverState& solver = model.solve.state();
    const bool running = solver.running;
    ImGui::TextWrapped("%s", status_words(solver, model.play.solution()).c_str());
    if (running && !solver.phase.empty()) ImGui::TextDisabled("phase: %s", solver.phase.c_str());
    found_solution_line(model);
    const search::SearchStats& stats = solver.stats;
    if (stats.expanded > 0 || running) {
        ImGui::Text("Expanded %llu  Generated %llu", static_cast<unsigned long long>(stats.expanded),
                    static_cast<unsigned long long>(stats.generated));
        if (stats.depth > 0 || stats.frontier > 0)
            ImGui::Text("Frontier %llu  Depth %u", static_cast<unsigned long long>(stats.frontier), stats.depth);
        if (stats.memory_bytes > 0) ImGui::Text("Time %.1f s  Memory %.1f MiB", stats.elapsed_ms / 1000.0, stats.memory_bytes / 1048576.0);
        else ImGui::Text("Time %.1f s", stats.elapsed_ms / 1000.0);
        if (stats.elapsed_ms > 0) ImGui::Text("%.0f nodes/s", stats.expanded / (stats.elapsed_ms / 1000.0));
    }
    // The parallel portfolio: one line per worker (its lane, what it does now, its numbers).
    if (solver.workers.size() > 1) {
        ImGui::TextDisabled("%zu workers:", solver.workers.size());
        for (const WorkerState& w : solver.workers) {
            const std::string doing = w.status == protocol::RunStatus::Running && !w.phase.empty()
                                          ? w.phase
                                          : std::string(protocol::run_status_name(w.status));
            ImGui::BulletText("%s: %s, %llu nodes, %.1f s, %.0f MiB", w.name.c_str(), doing.c_str(),
                              static_cast<unsigned long long>(w.stats.expanded), w.stats.elapsed_ms / 1000.0,
                              w.stats.memory_bytes / 1048576.0);
        }
    }
    if (!solver.error.empty() && !running) ImGui::TextWrapped("Error: %s", solver.error.c_str());
}

}  // namespace boxcar::app
