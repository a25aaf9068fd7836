// The side panel: level (title, counters, collection navigation, import box), solver (settings, Solve /
// Cancel, live progress, result) and playback (play/pause, step, scrub, speed).
#include "app/ui.hpp"

#include <imgui.h>

#include <cstdio>

namespace boxcar::app {
namespace {

void level_section(AppModel& model, UiState& ui) {
    ImGui::TextUnformatted("Boxcar");
    ImGui::Separator();
    if (model.kind() == PuzzleKind::RushHour) {
        const RushSession& rush = model.rush();
        ImGui::Text("Rush Hour board %d of %d", rush.number(), rush.count());
        if (rush.optimal() >= 0) ImGui::Text("Moves %d / optimal %d", rush.moves(), rush.optimal());
        else ImGui::Text("Moves %d", rush.moves());
        if (rush.solved()) ImGui::TextColored(ImVec4(0.4f, 0.9f, 0.5f, 1), "Solved!");
    }
    if (model.kind() != PuzzleKind::None) {
        if (model.has_level()) {
            const auto& entry = model.collection().levels[model.level_number() - 1];
            ImGui::Text("Level %d of %d", model.level_number(), model.level_count());
            if (!entry.title.empty()) ImGui::TextWrapped("%s", entry.title.c_str());
            ImGui::Text("Moves %d   Pushes %d", model.game().moves(), model.game().pushes());
            if (model.game().solved()) ImGui::TextColored(ImVec4(0.4f, 0.9f, 0.5f, 1), "Solved!");
        }
        if (ImGui::Button("< Prev")) model.select(model.level_number() - 1);
        ImGui::SameLine();
        if (ImGui::Button("Next >")) model.select(model.level_number() + 1);
        ImGui::SameLine();
        if (ImGui::Button("Restart")) model.restart();
        if (ImGui::Button("Undo")) model.undo();
        ImGui::SameLine();
        if (ImGui::Button("Redo")) model.redo();
    }
    ImGui::Spacing();
    ImGui::TextUnformatted("Paste a level (XSB, RLE or a Rush Hour board):");
    char buffer[16384];
    std::snprintf(buffer, sizeof buffer, "%s", ui.import_text.c_str());
    if (ImGui::InputTextMultiline("##import", buffer, sizeof buffer, ImVec2(-1, ImGui::GetTextLineHeight() * 5)))
        ui.import_text = buffer;
    if (ImGui::Button("Load pasted level")) model.load(ui.import_text);
}

void solver_section(AppModel& model) {
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

void playback_section(AppModel& model) {
    const SolverState& solver = model.solver();
    if (solver.solution_length == 0) return;
    ImGui::Spacing();
    ImGui::Separator();
    ImGui::Text("Solution: %d moves, %d pushes", solver.moves, solver.pushes);
    const Playback& p = model.playback();
    if (ImGui::Button("|<")) model.seek(0);
    ImGui::SameLine();
    if (ImGui::Button("<")) model.step(-1);
    ImGui::SameLine();
    if (p.playing ? ImGui::Button("Pause") : ImGui::Button("Play")) p.playing ? model.pause() : model.play();
    ImGui::SameLine();
    if (ImGui::Button(">")) model.step(1);
    ImGui::SameLine();
    if (ImGui::Button(">|")) model.seek(solver.solution_length);
    int position = p.position;
    if (ImGui::SliderInt("Step", &position, 0, solver.solution_length)) model.seek(position);
}

}  // namespace

void ui_side_panel(AppModel& model, UiState& ui, float width, float height) {
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImVec2(width, height));
    ImGui::Begin("Boxcar", nullptr,
                 ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                     ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoBringToFrontOnFocus);
    level_section(model, ui);
    solver_section(model);
    playback_section(model);
    ImGui::Spacing();
    ImGui::Separator();
    ImGui::TextDisabled("Keys: arrows/WASD move, U/Z undo, Y redo, R restart");
    if (!model.message().empty()) ImGui::TextWrapped("%s", model.message().c_str());
    ImGui::End();
}

void ui_frame(AppModel& model, UiState& ui) {
    const ImGuiIO& io = ImGui::GetIO();
    model.tick(io.DeltaTime);
    const float panel = std::min(340.0f * ui.ui_scale, io.DisplaySize.x * 0.45f);
    ui_side_panel(model, ui, panel, io.DisplaySize.y);
    if (model.kind() == PuzzleKind::RushHour) ui_draw_rush_board(model, panel, 0, io.DisplaySize.x - panel, io.DisplaySize.y);
    else ui_draw_board(model, panel, 0, io.DisplaySize.x - panel, io.DisplaySize.y);
    ui_handle_keys(model);
}

}  // namespace boxcar::app
