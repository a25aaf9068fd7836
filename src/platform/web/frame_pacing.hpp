// Idle means idle: the page draws a frame only while something changes. frame() asks frame_wanted()
// first and skips ImGui entirely when it says no; a skipping main loop pauses (no requestAnimationFrame
// at all). Anything that changes the app calls wake(): the page's input listeners (every event SDL would
// queue), a window.boxcar call, text from the page's editor. Work that only reports progress (a solve, a
// hint, a compare run: worker messages) calls refresh() and is drawn at a bounded low rate, so that the
// main thread stays free for input while a worker searches.
#pragma once

namespace boxcar::app { struct App; }

namespace boxcar::web {

// What the app does now, as far as drawing goes.
enum class Activity {
    Idle,       // nothing changes by itself
    Waiting,    // work that reports back runs (solve, hint, compare) or a message waits to fade: a frame
                // now and then shows its progress (waiting_frame_interval_ms())
    Animating,  // something moves (playback, a board animation, the search watch, the agent demo, a message
                // fading out): every frame is drawn
};

// Frames drawn while only progress changes: at most one per kMinWaitingFrameMs, and at most a quarter of
// the main thread's time (a frame that took 200 ms, as software WebGL under load does, is followed by
// 800 ms without one), but at least one per kMaxWaitingFrameMs.
constexpr double kMinWaitingFrameMs = 250;
constexpr double kMaxWaitingFrameMs = 3000;
double waiting_frame_interval_ms();

// Something changed outside SDL's events (input, an API call): draw the next few frames.
void wake();

// A worker reported progress: the loop runs again, but draws only when a Waiting frame is due (or at
// once when the report ended the work: the activity changed).
void refresh();

// Whether this frame must be drawn: `had_events` (SDL delivered input, a resize, ...), something
// animates, the activity changed, fewer than a few frames were drawn since the last change (ImGui needs
// a frame or two to settle hover and click state, and the result of a change must reach the screen), or
// a Waiting frame is due. `now_ms` is a monotonic clock.
bool frame_wanted(bool had_events, Activity activity, double now_ms);

// The time step of a drawn frame: the measured one, except after an idle pause, where the time the page
// stood idle must not count (playback would jump ahead): one 60 Hz frame then. Between Waiting frames
// the measured step counts (a message's fade timer keeps real time).
float paced_delta_time(float measured_seconds);

Activity activity(const app::App& app);

// Nothing is pending in the UI module and the frame showing the last change has been drawn
// (boxcar.idle() also waits on the page's own pending work, web/boxcar_api.js).
bool settled();

}  // namespace boxcar::web
