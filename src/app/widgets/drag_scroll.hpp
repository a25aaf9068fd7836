// Drag-to-scroll for touch (ImGui 1.86 has no touch scrolling): a finger pressed in the current window
// (the drawer, the level browser) that moves more than kDragSlop pixels vertically scrolls the innermost
// window under it that can scroll, and no longer clicks, drags or edits the control it started on. An
// inner list that reaches its end passes the rest of the drag on to the window (the drawer, the browser).
// Call once a frame right after ImGui::Begin of the window; `s` keeps the gesture between frames.
#pragma once
#include "app/view_state.hpp"

namespace boxcar::app {

void drag_to_scroll(LayoutState::Scroll& s);

}  // namespace boxcar::app
