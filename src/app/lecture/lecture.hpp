// Lecture mode of the app: watch the search, the Sokoban overlays,
// presentation mode and the Rush Hour agent demo. AppModel holds one Lecture (AppModel::lecture); the
// functions taking the AppModel live in lecture.cpp (frame tick, window.boxcar calls, state() fields).
#pragma once
#include "app/lecture/overlays.hpp"
#include "app/lecture/rush_agent_demo.hpp"
#include "app/lecture/search_watch.hpp"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace boxcar::app {

class AppModel;

struct Lecture {
    SearchWatch watch;
    WatchOptions watch_options;      // what the next watch starts with (panel / searchWatch options)
    double watch_speed = 20;         // nodes per second of the Run button
    OverlayFlags overlays;
    OverlayCache overlay_cache;
    bool presentation = false;
    std::string theme_before_presentation;  // restored when presentation mode ends
    RushAgentDemo agent;
    AgentDemoOptions agent_options;
};

// Once a frame: animates the watched search and the agent demo; ends them when the level changes.
void lecture_tick(AppModel& model, double seconds);

// Watch-the-search controls (panel, keys and API share them). false + message on the model when refused.
bool lecture_watch_start(AppModel& model);
bool lecture_watch_step(AppModel& model, int nodes);  // starts the watch first when needed
bool lecture_watch_run(AppModel& model, double nodes_per_second);  // 0 pauses
void lecture_set_presentation(AppModel& model, bool on);
bool lecture_agent_start(AppModel& model);

// The overlay data of the Sokoban position on screen (nullptr when no Sokoban level).
const OverlayData* lecture_overlay_data(AppModel& model);

// window.boxcar calls of lecture mode: searchStep, searchRun, searchWatch, overlay, presentation,
// agentDemo. nullopt when `method` is not one of them.
std::optional<nlohmann::json> lecture_call(AppModel& model, std::string_view method, const nlohmann::json& args);
// state() fields: search, overlays, presentation, agent.
void add_lecture_state(AppModel& model, nlohmann::json& state);

}  // namespace boxcar::app
