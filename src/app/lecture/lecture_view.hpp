// The ImGui side of lecture mode (the "watch" half; model: app/lecture/lecture.hpp):
// watch_panel.cpp (watch the search, overlays), rush_agent_panel.cpp (agent demo), overlay_draw.cpp
// (what they draw on the boards) and presentation.cpp (presentation mode, lecture keys).
#pragma once
#include "app/app_model.hpp"
#include "app/ui.hpp"

#include <imgui.h>

namespace boxcar::app {

void ui_lecture_panel(AppModel& model);     // the drawer's "Lecture tools" section
void ui_watch_panel(AppModel& model);       // its watch-the-search and overlay controls (Sokoban)
void ui_rush_agent_panel(AppModel& model);  // its agent-demo controls (Rush Hour)

// Sokoban board layers. lecture_draw_watch draws the watched node (heatmap, boxes, keeper) instead of
// the position played and returns true while a watch is active; lecture_draw_overlays draws the toggled
// overlays on top. (ox, oy) = cell (0,0)'s corner, cell = its size in pixels.
bool lecture_draw_watch(AppModel& model, ImDrawList* draw, float ox, float oy, float cell);
void lecture_draw_overlays(AppModel& model, ImDrawList* draw, float ox, float oy, float cell);
// Rush Hour board layer of the agent demo: the cursor and the car moved last (crazy steps in magenta).
void lecture_draw_agent(AppModel& model, ImDrawList* draw, float ox, float oy, float cell);

// Presentation mode: draws the whole frame (board only, large, high contrast, a strip of shortcuts) and
// returns true when it is on. Lecture keys: F5/P presentation, Escape leaves it, Space steps the watched
// search, Enter runs/pauses it.
bool ui_presentation_frame(App& app);
void ui_lecture_keys(AppModel& model);

}  // namespace boxcar::app
