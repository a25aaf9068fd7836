// The agent-demo controls of the Lecture section (Rush Hour boards): seed and crazy-step knobs,
// start / pause / stop, the counters and the log of perturbations and re-plans.
#include "app/widgets/control_registry.hpp"
#include "app/lecture/lecture_view.hpp"

#include <imgui.h>

#include <algorithm>

namespace boxcar::app {

void ui_rush_agent_panel(Lecture& l) {
    RushAgentDemo& demo = l.agent;
    ControlSection section("Agent demo");
    ImGui::TextUnformatted("Agent demo (cursor agent, crazy steps)");
    int every = l.agent_options.crazy_every;
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.5f);
    if (ctl_slider_int("crazy every", &every, 0, 40, every ? "%d actions" : "never")) l.agent_options.crazy_every = every;
    int seed = static_cast<int>(l.agent_options.seed);
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.5f);
    if (ctl_input_int("seed", &seed)) l.agent_options.seed = static_cast<std::uint64_t>(std::max(0, seed));
    if (ctl_button(demo.active() ? "Restart###start" : "Start###start", "Start the cursor agent on the board on screen"))
        l.agent_start();
    ImGui::SameLine();
    if (ctl_button(demo.paused() ? "Resume###pause" : "Pause###pause", "Pause or resume the agent", ImVec2(0, 0), demo.active()))
        demo.set_paused(!demo.paused());
    ImGui::SameLine();
    if (ctl_button("Stop", "Stop the agent", ImVec2(0, 0), demo.active())) demo.stop();
    if (!demo.active()) return;
    ImGui::Text("actions %d   perturbations %d   re-plans %d   %s", demo.actions_done(), demo.perturbations(),
                demo.replans(), demo.status().c_str());
    ImGui::BeginChild("agent_log", ImVec2(0, 150), true);
    for (const std::string& line : demo.log()) ImGui::TextUnformatted(line.c_str());
    if (ImGui::GetScrollY() >= ImGui::GetScrollMaxY() - 4) ImGui::SetScrollHereY(1.0f);  // follow the newest line
    ImGui::EndChild();
}

}  // namespace boxcar::app
