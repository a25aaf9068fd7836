// Side panel section: playback of the verified solution (play/pause, step, scrub).
#include "app/ui.hpp"

#include <imgui.h>

namespace boxcar::app {

void ui_playback_panel(AppModel& model) {
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

}  // namespace boxcar::app
