// Drag-to-scroll for touch (ImGui 1.86 has no touch scrolling): a finger pressed in the current window
// (the drawer, the level browser) that moves more than kDragSlop pixels vertically scrolls the innermost
// window under it that can scroll, and no longer clicks, drags or edits the control it started on. An
// inner list that reaches its end passes the rest of the drag on to the window (the drawer, the browser).
// Call once a frame right after ImGui::Begin of the window; `s` keeps the gesture between frames.
#pragma once
#include "app/view_state.hpp"

namespace boxcar::app {

void drag_to_scroll(LayoutState::Scroll& s);

// The mouse wheel over an inner list (the drawer's level list) that is at its end in the wheel's
// direction scrolls the current window instead (ImGui gives the wheel to any list that can scroll, even
// at its end). Call once a frame right after ImGui::Begin of the window.
void wheel_past_inner_lists();

}  // namespace boxcar::app
