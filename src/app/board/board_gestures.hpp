// Touch on the boards. SDL (2.26, emscripten backend) turns each touch on the canvas into SDL_FINGER*
// events and also into synthetic mouse events (mouse id SDL_TOUCH_MOUSEID) for the first finger; it calls
// preventDefault on the touch events, so the browser adds no mouse events of its own. ImGui 1.86's SDL
// backend ignores the finger events and reads the mouse state, so the panels' buttons work by touch as by
// mouse. The boards read touches from the finger events instead (for their times and to tell a touch from
// a mouse) and ignore the mouse while a finger is down or touch events came in the frame, so one touch is
// one action.
#pragma once
#include "app/view_state.hpp"

#include <cstdint>

namespace boxcar::app {

// Called by the platform's event loop for every finger event of the canvas: position in CSS px of the
// canvas, `age_s` how long ago the event happened (its timestamp against the clock of now).
void touch_event(TouchInput& touch, TouchInput::Kind kind, std::int64_t finger, float x, float y, double age_s);

// Seconds on the clock of the touch events' times (steady, arbitrary origin).
double touch_clock();

// The frame's events of the primary finger (the first finger down while no other was), drained from the
// queue; `touching` is true when the mouse of this frame is SDL's copy of a touch and must be ignored.
struct TouchFrame {
    std::vector<TouchInput::Event> events;
    bool touching = false;
};
TouchFrame take_touches(TouchInput& touch);

// The Sokoban board's pointer input of one frame (board_view.cpp): finger events, or else the mouse
// through ImGui, fed to view.gesture, then the hold-to-repeat clock. Call after model.geometry is set.
void sokoban_board_input(AppModel& model, TouchInput& touch, BoardViewState& view);

}  // namespace boxcar::app
