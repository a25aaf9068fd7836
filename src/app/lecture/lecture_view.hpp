// The ImGui side of lecture mode (model: lecture.hpp): watch_panel.cpp (watch the search, overlays),
// rush_agent_panel.cpp (agent demo), overlay_draw.cpp (what they draw on the boards) and presentation.cpp
// (presentation mode's strip and font scale, the lecture keys).
#pragma once
#include "app/lecture/lecture.hpp"
#include "app/play/looks.hpp"
#include "app/play/play_session.hpp"
#include "app/ui.hpp"

#include <imgui.h>

namespace boxcar::app {

struct StyleState;

// The drawer's "Lecture tools" section, and its parts: watch the search with the overlays (Sokoban;
// the dead-square overlay is the looks'), and the agent demo (Rush Hour).
void ui_lecture_panel(Lecture& lecture, const PlaySession& play, Looks& looks);
void ui_watch_panel(Lecture& lecture, const PlaySession& play, Looks& looks);
void ui_rush_agent_panel(Lecture& lecture);
// The race (race_panel.cpp): its preset, controls, panes side by side, winner and table.
void ui_race_panel(Lecture& lecture, const PlaySession& play);

// Sokoban board layers. lecture_draw_watch draws the watched node (heatmap, boxes, keeper) instead of
// the position played and returns true while a watch is active; lecture_draw_overlays draws the toggled
// overlays on top. (ox, oy) = cell (0,0)'s corner, cell = its size in pixels.
bool lecture_draw_watch(const Lecture& lecture, ImDrawList* draw, float ox, float oy, float cell);
void lecture_draw_overlays(Lecture& lecture, const PlaySession& play, ImDrawList* draw, float ox, float oy, float cell);
// Rush Hour board layer of the agent demo: the cursor and the car moved last (crazy steps in magenta).
void lecture_draw_agent(const Lecture& lecture, const PlaySession& play, ImDrawList* draw, float ox, float oy, float cell);

// Presentation mode (the frame draws the board and the presenter's panel above the strip): fonts scaled with
// the screen (w x h CSS px) while it is on, and the strip at the bottom with the result line (the
// frame's progress line), the counters, the way out, the playback transport and the shortcuts.
void sync_presentation_scale(StyleState& style, bool on, float screen_w, float screen_h);
float presentation_strip_height();
void ui_presentation_strip(Lecture& lecture, PlaySession& play, const std::string& result_line, Rect area);
// Lecture keys: F5/P presentation, Escape leaves it, Space steps the watched search (the race while it is
// shown: Lecture::race_keys), Enter runs/pauses it.
void ui_lecture_keys(Lecture& lecture, const PlaySession& play);

}  // namespace boxcar::app
