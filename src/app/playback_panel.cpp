// Side panel section: playback of the verified solution (play/pause, step, scrub, speed), copy the
// solution, paste a solution to replay it (verified by the rules first), and the share link.
#include "app/text_field.hpp"
#include "app/ui.hpp"

#include <imgui.h>

#include <cstdio>

namespace boxcar::app {

void ui_playback_panel(AppModel& model, UiState& ui, const PageActions& page) {
    const SolverState& solver = model.solver();
    ImGui::Spacing();
    ImGui::Separator();
    if (solver.solution_length > 0) {
        if (model.kind() == PuzzleKind::RushHour) ImGui::Text("Solution: %d moves, %d steps", solver.moves, solver.pushes);
        else ImGui::Text("Solution: %d moves, %d pushes", solver.moves, solver.pushes);
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
        float speed = static_cast<float>(p.steps_per_second);
        if (ImGui::SliderFloat("Speed", &speed, 0.5f, 60.0f, "%.1f steps/s", ImGuiSliderFlags_Logarithmic))
            model.set_playback_speed(speed);
        if (page.copy_text && ImGui::Button("Copy solution"))
            page.copy_text(model.solution_text(), model.kind() == PuzzleKind::RushHour ? "the solution (moves)" : "the solution (LURD)");
    } else {
        ImGui::TextUnformatted("Playback");
    }
    if (model.kind() != PuzzleKind::None) {
        ImGui::TextUnformatted(model.kind() == PuzzleKind::RushHour ? "Paste a solution (A+1 C-2 ...):" : "Paste a solution (LURD):");
        ui_text_field("##solution", ui.solution_text);
        ImGui::SameLine();
        if (ImGui::Button("Replay")) model.replay_solution_text(ui.solution_text);
        if (page.copy_share_link && ImGui::Button("Copy link")) page.copy_share_link();
        if (page.copy_share_link && ImGui::IsItemHovered())
            ImGui::SetTooltip("A link to this level%s", solver.solution_length > 0 ? ", its solution and the step shown" : " and the moves played");
    }
}

}  // namespace boxcar::app
