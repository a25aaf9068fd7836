// The playback transport of a loaded solution: |<, <, Play/Pause, >, >|, the scrub slider and the speed.
// Drawn disabled while there is no solution, so that nothing moves when one arrives. The action bar and
// presentation mode draw it (play_view.hpp).
#include "app/play/play_view.hpp"
#include "app/widgets/control_registry.hpp"
#include "app/widgets/fonts.hpp"

#include <imgui.h>

#include <algorithm>
#include <cstdio>

namespace boxcar::app {
namespace {

void speed_slider(PlaySession& play, float width, bool has_solution) {
    float speed = static_cast<float>(play.playback().steps_per_second);
    ImGui::SetNextItemWidth(width);
    if (ctl_slider_float("##speed", &speed, 0.5f, 60.0f, "%.1f steps/s", ImGuiSliderFlags_Logarithmic, "Playback speed",
                         has_solution))
        play.set_playback_speed(speed);
}

}  // namespace

bool ui_playback_transport(PlaySession& play, TransportLayout layout, TransportAside aside) {
    const bool rows = layout == TransportLayout::Rows;
    const float unit = std::max(1.0f, ImGui::GetFontSize() / kTextFontPx);  // widths grow with presentation mode's text
    const int length = play.solution().length;
    const bool has_solution = length > 0;
    const Playback& p = play.playback();
    const float step = rows ? 0.0f : 40.0f * unit;
    if (ctl_button("|<###first", "First step of the solution", ImVec2(step, 0), has_solution && p.position > 0)) play.seek(0);
    ImGui::SameLine();
    if (ctl_button("<###back", "One step back", ImVec2(step, 0), has_solution && p.position > 0)) play.step(-1);
    ImGui::SameLine();
    if (ctl_button(p.playing ? "Pause###play" : "Play###play", p.playing ? "Pause the playback" : "Play the solution",
                   ImVec2(rows ? 0.0f : 70.0f * unit, 0), has_solution)) {
        if (p.playing) play.pause();
        else play.play_solution();
    }
    ImGui::SameLine();
    const bool at_end = p.position >= length;
    if (ctl_button(">###forward", "One step forward", ImVec2(step, 0), has_solution && !at_end)) play.step(1);
    ImGui::SameLine();
    if (ctl_button(">|###last", "Last step of the solution", ImVec2(step, 0), has_solution && !at_end)) play.seek(length);
    ImGui::SameLine();
    // One row: the scrub slider between the buttons and the speed. Rows (phones): the speed beside the
    // buttons, and the scrub slider on a row of its own across the whole width (a long solution needs
    // every pixel of it).
    const float speed_w = rows ? -1.0f : 170.0f * unit;
    const char* const keep = aside.label;
    const float keep_w = keep ? ImGui::CalcTextSize(keep).x + ImGui::GetStyle().FramePadding.x * 2 : 0.0f;
    const float beside = keep ? keep_w + ImGui::GetStyle().ItemSpacing.x : 0.0f;
    if (rows) speed_slider(play, speed_w, has_solution);
    int position = p.position;
    char format[48];
    std::snprintf(format, sizeof format, has_solution ? "step %%d of %d" : "no solution", length);
    // The aside button ends the scrub's row: after the speed (one row), or after the scrub slider (phones).
    const float scrub_w = ImGui::GetContentRegionAvail().x - beside - (rows ? 0.0f : speed_w + 8);
    ImGui::SetNextItemWidth(rows && !keep ? -1.0f : std::max(80.0f, scrub_w));
    // Without a solution: a wide range, so the disabled slider shows a small grab at the start.
    if (ctl_slider_int("##scrub", &position, 0, has_solution ? length : 1000, format, ImGuiSliderFlags_AlwaysClamp,
                       "Playback position", has_solution))
        play.seek(position);
    if (!rows) {
        ImGui::SameLine();
        speed_slider(play, speed_w, has_solution);
    }
    bool kept = false;
    if (keep) {
        ImGui::SameLine();
        kept = ctl_button(keep, aside.tooltip, ImVec2(keep_w, 0));
    }
    return kept;
}

}  // namespace boxcar::app
