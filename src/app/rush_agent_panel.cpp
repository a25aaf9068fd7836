// The agent-demo controls of the Lecture section (Rush Hour boards): seed and crazy-step knobs,
// start / pause / stop, the counters and the log of perturbations and re-plans.
#include "app/lecture_view.hpp"

#include <imgui.h>

#include <algorithm>

namespace boxcar::app {

void ui_rush_agent_panel(AppModel& model) {
    Lecture& l = model.lecture;
    RushAgentDemo& demo = l.agent;
    ImGui::TextUnformatted("Agent demo (cursor agent, crazy steps)");
    int every = l.agent_options.crazy_every;
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.5f);
    if (ImGui::SliderInt("crazy every", &every, 0, 40, every ? "%d actions" : "never")) l.agent_options.crazy_every = every;
    int seed = static_cast<int>(l.agent_options.seed);
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.5f);
    if (ImGui::InputInt("seed", &seed)) l.agent_options.seed = static_cast<std::uint64_t>(std::max(0, seed));
    if (ImGui::Button(demo.active() ? "Restart" : "Start")) lecture_agent_start(model);
    if (demo.active()) {
        ImGui::SameLine();
        if (ImGui::Button(demo.paused() ? "Resume" : "Pause")) demo.set_paused(!demo.paused());
        ImGui::SameLine();
        if (ImGui::Button("Stop")) demo.stop();
    }
    if (!demo.active()) return;
    ImGui::Text("actions %d   perturbations %d   re-plans %d   %s", demo.actions_done(), demo.perturbations(),
                demo.replans(), demo.status().c_str());
    ImGui::BeginChild("agent_log", ImVec2(0, 150), true);
    for (const std::string& line : demo.log()) ImGui::TextUnformatted(line.c_str());
    if (ImGui::GetScrollY() >= ImGui::GetScrollMaxY() - 4) ImGui::SetScrollHereY(1.0f);  // follow the newest line
    ImGui::EndChild();
}

}  // namespace boxcar::app
