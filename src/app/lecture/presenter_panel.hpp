// Presentation mode's panel (presenter_panel.cpp): beside the board, never over it, the view a lecture
// shows — the solver's result, the watched search, the comparison or the generators — chosen with its
// own buttons and keys 1-5 (5: the race). Its content slot draws the same views as the drawer and the docked windows
// (ui_watch_panel, ui_compare_contents, ui_generator_contents) at presentation mode's font.
#pragma once
#include "app/compare/compare_panel.hpp"
#include "app/ui.hpp"
#include "app/view_state.hpp"

#include <string>

namespace boxcar::app {

// What the panel draws and drives: the compare bundle (it holds the app model) and the panel's view.
struct PresenterPanel {
    const CompareWindows& compare;
    PresenterState& state;
};

// The panel's width on a screen `screen_w` CSS px wide with body text of `text_px`.
float presenter_panel_width(float screen_w, float text_px);
// Draws the panel at `area` (result_line: the strip's result line, shown whole here). true when the
// generator loaded a level this frame.
bool ui_presenter_panel(const PresenterPanel& panel, const std::string& result_line, Rect area);
// Keys 1-5 choose the views (1 also solves), in presentation mode.
void ui_presenter_keys(const PresenterPanel& panel);
// "Play the path found" once the watched search found a solution (watch_playback.hpp); nothing before.
void ui_watch_playback(AppModel& model);

}  // namespace boxcar::app
