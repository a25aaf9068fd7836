// Side panel section: solver settings (algorithm, heuristic, deadlock switches, objective, time and memory
// budgets; Rush Hour: algorithm and metric), Solve / Cancel, live progress and the result in plain words.
#include "app/ui.hpp"

#include <imgui.h>

#include <string>

namespace boxcar::app {
namespace {

void combo(const char* label, std::string& value, const char* const* items, int n) {
    if (ImGui::BeginCombo(label, value.c_str())) {
        for (int i = 0; i < n; ++i)
            if (ImGui::Selectable(items[i], value == items[i])) value = items[i];
        ImGui::EndCombo();
    }
}

// The deadlock switches as checkboxes over the CLI's list syntax: all | none | dead,freeze,corral,bipartite.
void deadlock_switches(std::string& deadlocks) {
    static const char* const names[] = {"dead", "freeze", "corral", "bipartite"};
    bool on[4];
    for (int i = 0; i < 4; ++i)
        on[i] = deadlocks == "all" || (deadlocks != "none" && ("," + deadlocks + ",").find(std::string(",") + names[i] + ",") != std::string::npos);
    bool changed = false;
    ImGui::TextUnformatted("Deadlock checks:");
    for (int i = 0; i < 4; ++i) {  // two a row: the panel is narrow
        if (i % 2 == 1) ImGui::SameLine(ImGui::GetContentRegionAvail().x * 0.5f);
        changed |= ImGui::Checkbox(names[i], &on[i]);
    }
    if (!changed) return;
    std::string list;
    int count = 0;
    for (int i = 0; i < 4; ++i)
        if (on[i]) {
            list += (list.empty() ? "" : ",") + std::string(names[i]);
            ++count;
        }
    deadlocks = count == 4 ? "all" : count == 0 ? "none" : list;
}

// Every CONTRACTS status, said plainly.
const char* status_words(const std::string& status) {
    if (status == "idle") return "Idle: press Solve.";
    if (status == "running") return "Running...";
    if (status == "solved") return "Solved: the answer was replayed and checked.";
    if (status == "unsolvable") return "Unsolvable: the complete search proved there is no solution.";
    if (status == "exhausted") return "Exhausted: this incomplete search ran out of options (a solution may still exist).";
    if (status == "timeout") return "Timeout: the time budget ran out.";
    if (status == "memout") return "Memout: the memory budget ran out.";
    if (status == "invalid") return "Invalid: the level is bad, or the answer failed the replay check.";
    return "Unknown status.";
}

}  // namespace

void ui_solver_panel(AppModel& model) {
    ImGui::Spacing();
    ImGui::Separator();
    ImGui::TextUnformatted("Solver");
    static const char* const algos[] = {"auto", "bfs", "dfs", "ucs", "greedy", "astar", "wastar", "idastar"};
    static const char* const heuristics[] = {"hungarian", "pull", "pull-keeper", "manhattan", "euclid"};
    static const char* const objectives[] = {"any", "pushes", "moves"};
    static const char* const rush_algos[] = {"auto", "bfs", "ucs", "astar", "greedy", "dfs"};
    static const char* const metrics[] = {"moves", "steps", "cursor"};
    SolveSettings& s = model.settings;
    const bool rush = model.kind() == PuzzleKind::RushHour;
    if (rush) {
        combo("Algorithm", s.algo, rush_algos, 6);
        combo("Metric", s.metric, metrics, 3);
    } else {
        combo("Algorithm", s.algo, algos, 8);
        combo("Heuristic", s.heuristic, heuristics, 5);
        combo("Objective", s.objective, objectives, 3);
        deadlock_switches(s.deadlocks);
    }
    float seconds = static_cast<float>(s.time_limit_s);
    if (ImGui::SliderFloat("Time (s)", &seconds, 1, 600, "%.0f", ImGuiSliderFlags_Logarithmic)) s.time_limit_s = seconds;
    float mib = static_cast<float>(s.memory_limit_mib);
    if (ImGui::SliderFloat("Memory (MiB)", &mib, 16, 2048, "%.0f", ImGuiSliderFlags_Logarithmic)) s.memory_limit_mib = mib;

    const SolverState& solver = model.solver();
    const bool running = solver.status == "running";
    if (!running) {
        if (ImGui::Button("Solve", ImVec2(120, 0))) model.start_solve(model.settings);
    } else {
        if (ImGui::Button("Cancel", ImVec2(120, 0))) model.cancel_solve();
    }
    ImGui::TextWrapped("%s", status_words(solver.status));
    if (running && !solver.phase.empty()) ImGui::TextDisabled("phase: %s", solver.phase.c_str());
    ImGui::Text("Expanded %llu  Generated %llu", static_cast<unsigned long long>(solver.expanded),
                static_cast<unsigned long long>(solver.generated));
    ImGui::Text("Frontier %llu  Depth %u", static_cast<unsigned long long>(solver.frontier), solver.depth);
    ImGui::Text("Time %.1f s  Memory %.1f MiB", solver.time_ms / 1000.0, solver.memory_bytes / 1048576.0);
    if (solver.time_ms > 0) ImGui::Text("%.0f nodes/s", solver.expanded / (solver.time_ms / 1000.0));
    if (!solver.error.empty() && !running) ImGui::TextWrapped("Error: %s", solver.error.c_str());
}

}  // namespace boxcar::app
