// The play views: the two boards (board_view.cpp, rush_board_view.cpp), the ImGui style of each theme,
// and the banner strip above the board (deadlock warning, solved celebration), whose room is always
// kept so that nothing moves when a banner appears.
#pragma once
#include "app/app_model.hpp"
#include "app/theme.hpp"
#include "app/ui.hpp"
#include "app/view_state.hpp"

#include <imgui.h>

#include <string>

namespace boxcar::app {

// Layout of the board area: the banner strip on top, the board below.
struct PlayArea {
    float x, y, w, h;   // the whole area given to the board view
    float strip_h;      // height of the banner strip
    float message_h = 0;  // the message strip's band under the banner strip: messages never cover a square
    float message_y() const { return y + strip_h; }
    float board_y() const { return y + strip_h + message_h; }
    float board_h() const { return h - strip_h - message_h; }
};
// `messages`: the band for the message strip is kept (presentation mode shows no messages).
PlayArea play_area(Rect area, bool messages = true);

// The boards, drawn inside `area` (a banner strip on top, the board as large as fits below). They draw
// the play session with the assist's selection and deadlock marks, the hint and the lecture's layers, in
// the looks' theme; they turn the pointer and `touch` into play, and record model.geometry.
void ui_draw_board(AppModel& model, BoardViewState& view, PlayStatusState& status, TouchInput& touch, Rect area);
void ui_draw_rush_board(AppModel& model, RushBoardViewState& view, PlayStatusState& status, TouchInput& touch, Rect area);

// The playback transport of the loaded solution (|<, <, Play/Pause, >, >|, scrub, speed): on one row
// (desktop, presentation mode) or with the scrub and speed on rows of their own (phones).
enum class TransportLayout { OneRow, Rows };
// A button beside the transport, when `label` is given (the action bar's "Keep as my solution", "Try again
// with 4x the time"): at the end of the row (desktop), or beside the scrub slider on its own row (phones).
struct TransportAside {
    const char* label = nullptr;
    const char* tooltip = "";
};
// Returns true when the aside button was pressed.
bool ui_playback_transport(PlaySession& play, TransportLayout layout, TransportAside aside = {});

void play_apply_style(const std::string& theme, bool touch);  // ImGui colours, rounding and spacing of a theme
// Applies the theme (and the touch sizes) when they changed.
void play_sync_style(StyleState& style, const Looks& looks, bool touch);

// Fonts loaded by the platform (main_web.cpp): 0 = text, 1 = large bold (banners). Falls back to the
// default font. The size is in display pixels.
ImFont* play_font(bool large);
float play_font_size(bool large);

// The banner strip (`banner`: play_banner.hpp): a red deadlock banner, a green "Solved" banner (pulsing
// briefly after the player's solve, with confetti drawn *behind* the board so cell centres keep their
// colours), a plain one for a solution shown or a box that cannot move, or a selected box's legend.
// `board_min`/`board_max` bound the drawn board. Call before drawing the board (confetti goes under it).
void play_status_strip(PlayStatusState& state, PlayBanner banner, const PlaySession& play, const PlayAssist& assist,
                       const Looks& looks, const PlayArea& area, ImVec2 board_min, ImVec2 board_max);

}  // namespace boxcar::app
