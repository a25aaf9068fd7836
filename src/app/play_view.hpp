// Shared pieces of the play views (board_view.cpp, rush_board_view.cpp): the ImGui style of each theme,
// the status strip above the board (counters, deadlock warning, solved celebration) and the play bar below
// it (undo/redo/restart buttons for touch, the undo-history slider, dead squares, theme toggle).
#pragma once
#include "app/model/app_model.hpp"
#include "app/theme.hpp"

#include <imgui.h>

#include <string>

namespace boxcar::app {

// Layout of the board area: the strip on top, the bar at the bottom, the board in between.
struct PlayArea {
    float x, y, w, h;               // the whole area given to the board view
    float strip_h, bar_h;           // heights of the status strip and the play bar
    float board_y() const { return y + strip_h; }
    float board_h() const { return h - strip_h - bar_h; }
};
PlayArea play_area(float x, float y, float w, float h);

struct StyleState;
struct PlayStatusState;

void play_apply_style(const std::string& theme);  // ImGui colours, rounding and spacing of "dark"/"light"
void play_sync_style(StyleState& style, const AppModel& model);  // applies the model's theme when it changed

// Fonts loaded by the platform (main_web.cpp): 0 = text, 1 = large bold (banners). Falls back to the
// default font. The size is in display pixels.
ImFont* play_font(bool large);
float play_font_size(bool large);

// The status strip: counters, or a red deadlock banner, or a green "Solved" banner (pulsing briefly
// after the solve, with confetti drawn *behind* the board so cell centres keep their colours).
// `board_min`/`board_max` bound the drawn board. Call before drawing the board (confetti goes under it).
void play_status_strip(PlayStatusState& state, AppModel& model, const PlayArea& area, ImVec2 board_min,
                       ImVec2 board_max);

// The play bar (an ImGui window, so clicks on it don't reach the board).
void play_bar(AppModel& model, const PlayArea& area);

}  // namespace boxcar::app
