// Idle means idle: the page draws a frame only while something changes. frame() asks frame_wanted()
// first and skips ImGui entirely when it says no; after half a second of that the main loop pauses
// (no requestAnimationFrame at all). Anything that changes the app calls wake(): the page's input
// listeners (every event SDL would queue), a window.boxcar call, a worker message, text from the
// page's editor.
#pragma once

namespace boxcar::app { struct App; }

namespace boxcar::web {

// Something changed outside SDL's events: draw the next few frames.
void wake();

// Whether this frame must be drawn: `had_events` (SDL delivered input, a resize, ...) or the app is
// busy (busy()), or fewer than a few frames were drawn since the last change (ImGui needs a frame or
// two to settle hover and click state, and the result of a change must reach the screen).
bool frame_wanted(bool had_events, bool busy);

// The time step of a drawn frame: the measured one, except after skipped frames, where the time the page
// stood idle must not count (playback would jump ahead): one 60 Hz frame then.
float paced_delta_time(float measured_seconds);

// The app animates or waits on work that reports back: playback, an animation of the board, a solve,
// a compare run, a watched search or the agent demo running, an information message fading out.
bool busy(const app::App& app);

// Nothing is pending in the UI module and the frame showing the last change has been drawn
// (boxcar.idle() also waits on the page's own pending work, web/boxcar_api.js).
bool settled();

}  // namespace boxcar::web
