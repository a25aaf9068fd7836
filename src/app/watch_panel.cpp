// The side panel's "Lecture" section (see lecture_view.hpp): presentation mode, and for Sokoban the
// watch-the-search controls and the overlay toggles (the agent demo is rush_agent_panel.cpp).
#include "app/lecture_view.hpp"

#include <imgui.h>

#include <cmath>
#include <cstdio>
#include <string>

namespace boxcar::app {
namespace {

const char* const kAlgos[] = {"bfs", "dfs", "ucs", "greedy", "astar", "wastar", "idastar"};
const char* const kHeuristics[] = {"manhattan", "euclid", "pull", "pull-keeper", "hungarian"};

// A combo over names; true when the choice changed.
bool name_combo(const char* label, std::string& value, const char* const* names, int count) {
    bool changed = false;
    if (ImGui::BeginCombo(label, value.c_str())) {
        for (int i = 0; i < count; ++i)
            if (ImGui::Selectable(names[i], value == names[i])) {
                changed = value != names[i];
                value = names[i];
            }
        ImGui::EndCombo();
    }
    return changed;
}

void overlay_controls(AppModel& model) {
    Lecture& l = model.lecture;
    bool dead = model.show_dead_squares();
    if (ImGui::Checkbox("Dead squares", &dead)) model.set_show_dead_squares(dead);
    ImGui::SameLine();
    ImGui::Checkbox("Keeper's reach", &l.overlays.reach);
    ImGui::Checkbox("Goal-pull distances", &l.overlays.pull);
    ImGui::SameLine();
    ImGui::Checkbox("Assignment", &l.overlays.assignment);
    if (l.overlays.pull) {
        const OverlayData* d = lecture_overlay_data(model);
        const int w = model.level().width;
        char current[48] = "minimum over goals";
        if (l.overlays.pull_goal >= 0)
            std::snprintf(current, sizeof current, "goal at column %d, row %d", l.overlays.pull_goal % w + 1,
                          l.overlays.pull_goal / w + 1);
        if (d && ImGui::BeginCombo("Pull to", current)) {
            if (ImGui::Selectable("minimum over goals", l.overlays.pull_goal < 0)) l.overlays.pull_goal = -1;
            for (int g : d->goals) {
                char name[48];
                std::snprintf(name, sizeof name, "goal at column %d, row %d", g % w + 1, g / w + 1);
                if (ImGui::Selectable(name, l.overlays.pull_goal == g)) l.overlays.pull_goal = g;
            }
            ImGui::EndCombo();
        }
    }
    if (l.overlays.assignment) {
        const OverlayData* d = lecture_overlay_data(model);
        if (d && d->assignment_cost >= 0) ImGui::TextDisabled("Hungarian matching: %d pushes at least", d->assignment_cost);
        else if (d) ImGui::TextDisabled("No box-to-goal matching: the position is lost");
    }
}

}  // namespace

void ui_watch_panel(AppModel& model) {
    Lecture& l = model.lecture;
    SearchWatch& w = l.watch;
    ImGui::TextUnformatted("Watch the search");
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.45f);
    bool changed = name_combo("##watch_algo", l.watch_options.algo, kAlgos, 7);
    ImGui::SameLine();
    ImGui::SetNextItemWidth(-1);
    changed |= name_combo("##watch_heuristic", l.watch_options.heuristic, kHeuristics, 5);
    if (changed && w.active()) lecture_watch_start(model);  // restart with the new choice
    if (ImGui::Button(w.active() ? "Restart" : "Start")) lecture_watch_start(model);
    ImGui::SameLine();
    if (ImGui::Button("Step")) lecture_watch_step(model, 1);
    ImGui::SameLine();
    if (ImGui::Button("+10")) lecture_watch_step(model, 10);
    ImGui::SameLine();
    const bool running = w.active() && w.speed() > 0;
    if (ImGui::Button(running ? "Pause" : "Run")) lecture_watch_run(model, running ? 0 : l.watch_speed);
    if (w.active()) {
        ImGui::SameLine();
        if (ImGui::Button("Stop")) w.stop();
    }
    float speed = static_cast<float>(l.watch_speed);
    ImGui::SetNextItemWidth(-1);
    if (ImGui::SliderFloat("##watch_speed", &speed, 1.0f, static_cast<float>(SearchWatch::kMaxSpeed), "%.0f nodes/s",
                           ImGuiSliderFlags_Logarithmic)) {
        l.watch_speed = speed;
        if (running) w.set_speed(speed);
    }
    if (w.active()) {
        const SearchWatch::Node& n = w.node();
        const nlohmann::json j = w.to_json();
        if (n.valid)
            ImGui::Text("node: g %lld + h %lld = f %lld, depth %u", n.g, n.h, n.f, n.depth);
        else
            ImGui::TextDisabled("node: (not stepped yet)");
        ImGui::Text("frontier %llu   closed %llu   %s", static_cast<unsigned long long>(j["frontier"].get<std::uint64_t>()),
                    static_cast<unsigned long long>(j["closed"].get<std::uint64_t>()), w.status().c_str());
        if (!w.message().empty()) ImGui::TextWrapped("%s", w.message().c_str());
        ImGui::TextDisabled(w.is_rush() ? "Heatmap: how often a car covered each cell."
                                        : "Heatmap: how often a box stood on each square.");
    }
    if (!model.has_level()) return;  // overlays: Sokoban only
    ImGui::Spacing();
    ImGui::TextUnformatted("Overlays");
    overlay_controls(model);
}

void ui_lecture_panel(AppModel& model) {
    ImGui::Spacing();
    if (!ImGui::CollapsingHeader("Lecture: watch the search, overlays, agent")) return;
    if (ImGui::Button("Presentation mode (F5)")) lecture_set_presentation(model, true);
    if (model.kind() == PuzzleKind::None) return;
    ui_watch_panel(model);
    if (model.kind() == PuzzleKind::RushHour) {
        ImGui::Spacing();
        ui_rush_agent_panel(model);
    }
}

}  // namespace boxcar::app
