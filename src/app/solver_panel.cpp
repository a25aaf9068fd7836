// Side panel section: solver settings, Solve / Cancel, live progress and the result.
#include "app/ui.hpp"

#include <imgui.h>

namespace boxcar::app {

void ui_solver_panel(AppModel& model) {
    ImGui::Spacing();
    ImGui::Separator();
    ImGui::TextUnformatted("Solver");
    static const char* const algos[] = {"auto", "bfs", "dfs", "ucs", "greedy", "astar", "wastar", "idastar"};
    static const char* const heuristics[] = {"hungarian", "pull", "pull-keeper", "manhattan", "euclid"};
    static const char* const objectives[] = {"any", "pushes", "moves"};
    auto combo = [](const char* label, std::string& value, const char* const* items, int n) {
        if (ImGui::BeginCombo(label, value.c_str())) {
            for (int i = 0; i < n; ++i)
                if (ImGui::Selectable(items[i], value == items[i])) value = items[i];
            ImGui::EndCombo();
        }
    };
    static const char* const rush_algos[] = {"auto", "bfs", "ucs", "astar", "greedy", "dfs"};
    SolveSettings& s = model.settings;
    if (model.kind() == PuzzleKind::RushHour) {
        combo("Algorithm", s.algo, rush_algos, 6);
    } else {
        combo("Algorithm", s.algo, algos, 8);
        combo("Heuristic", s.heuristic, heuristics, 5);
        combo("Objective", s.objective, objectives, 3);
    }
    float seconds = static_cast<float>(s.time_limit_s);
    if (ImGui::SliderFloat("Time (s)", &seconds, 1, 600, "%.0f", ImGuiSliderFlags_Logarithmic)) s.time_limit_s = seconds;

    const SolverState& solver = model.solver();
    const bool running = solver.status == "running";
    if (!running) {
        if (ImGui::Button("Solve", ImVec2(120, 0))) model.start_solve(model.settings);
    } else {
        if (ImGui::Button("Cancel", ImVec2(120, 0))) model.cancel_solve();
    }
    ImGui::Text("Status: %s", solver.status.c_str());
    ImGui::Text("Expanded %llu  Generated %llu", static_cast<unsigned long long>(solver.expanded),
                static_cast<unsigned long long>(solver.generated));
    ImGui::Text("Frontier %llu  Depth %u", static_cast<unsigned long long>(solver.frontier), solver.depth);
    ImGui::Text("Time %.1f s  Memory %.1f MiB", solver.time_ms / 1000.0, solver.memory_bytes / 1048576.0);
    if (running && solver.time_ms > 0)
        ImGui::Text("%.0f nodes/s", solver.expanded / (solver.time_ms / 1000.0));
}

}  // namespace boxcar::app
