#include "platform/web/frame_pacing.hpp"

#include "app/app.hpp"
#include "app/app_model.hpp"
#include "app/compare/compare.hpp"

#include <emscripten/emscripten.h>

#include <algorithm>
#include <cfloat>

namespace boxcar::web {
namespace {

// Frames drawn after the last change: ImGui settles hover/active state over two frames, and a click
// handled in one frame shows its result in the next.
constexpr int kSettleFrames = 3;
// Skipped frames after which an idle main loop stops (no requestAnimationFrame at all) until wake():
// the page's input listeners (web/boxcar_api.js) wake it for every event SDL would queue.
constexpr int kSkipsBeforePause = 30;
// A waiting loop pauses after this many skipped frames and a timer resumes it when the next frame is due
// (so no requestAnimationFrame runs between two progress frames either).
constexpr int kWaitingSkipsBeforePause = 2;
// The longest time step a frame after Waiting frames counts.
constexpr float kMaxWaitingStep = static_cast<float>(kMaxWaitingFrameMs / 1000);

// A drawn frame's cost counts this many times in the Waiting interval (a quarter of the main thread).
constexpr double kWaitingCostFactor = 4;

int frames_to_draw = kSettleFrames;  // the first frames of the page are drawn
Activity last_activity = Activity::Animating;
double last_drawn_ms = -DBL_MAX;
bool drew_last_call = false;  // the previous frame() drew
double frame_cost_ms = 0;     // wall time of the last drawn frame: from its start to the next frame() call
bool idle_gap = false;       // frames were skipped while idle since the last drawn frame
int skips = 0;               // frames skipped in a row
bool paused = false;         // the main loop is paused
bool timer_pending = false;  // a timer will resume the main loop for the next Waiting frame

void resume() {
    if (!paused) return;
    paused = false;
    emscripten_resume_main_loop();
}

void pause() {
    if (paused) return;
    paused = true;
    emscripten_pause_main_loop();
}

void on_timer(void*) {
    timer_pending = false;
    resume();
}

}  // namespace

void wake() {
    frames_to_draw = kSettleFrames;
    skips = 0;
    resume();
}

void refresh() {
    skips = 0;
    resume();
}

double waiting_frame_interval_ms() {
    return std::clamp(kWaitingCostFactor * frame_cost_ms, kMinWaitingFrameMs, kMaxWaitingFrameMs);
}

bool frame_wanted(bool had_events, Activity activity, double now_ms) {
    // The next call after a drawn frame comes when the browser is done with it (WebGL flushed, the frame
    // committed): the time in between is what the frame cost the main thread.
    if (drew_last_call) frame_cost_ms = now_ms - last_drawn_ms;
    drew_last_call = false;
    const bool changed = activity != last_activity;
    last_activity = activity;
    if (had_events || changed || activity == Activity::Animating) frames_to_draw = kSettleFrames;
    bool draw = frames_to_draw > 0;
    if (draw) --frames_to_draw;
    const double due_ms = last_drawn_ms + waiting_frame_interval_ms();
    if (!draw && activity == Activity::Waiting && now_ms >= due_ms) draw = true;
    if (draw) {
        skips = 0;
        last_drawn_ms = now_ms;
        drew_last_call = true;
        return true;
    }
    ++skips;
    if (activity == Activity::Idle) {
        idle_gap = true;
        if (skips >= kSkipsBeforePause) pause();
    } else if (skips >= kWaitingSkipsBeforePause) {  // Waiting: sleep until the next frame is due
        if (!timer_pending) {
            timer_pending = true;
            emscripten_async_call(on_timer, nullptr, std::max(1, static_cast<int>(due_ms - now_ms)));
        }
        pause();
    }
    return false;
}

float paced_delta_time(float measured_seconds) {
    const bool after_idle = idle_gap;
    idle_gap = false;
    if (after_idle || !(measured_seconds > 0)) return 1.0f / 60.0f;
    return std::min(measured_seconds, kMaxWaitingStep);
}

Activity activity(const app::App& app) {
    const app::AppModel& model = app.model;
    const app::Lecture& lecture = model.lecture;
    if (model.play.playback().playing || model.looks.animating() || lecture.watch.animating() || lecture.race.speed() > 0 ||
        lecture.agent.status() == "running" || app.message_strip.fading)
        return Activity::Animating;
    if (model.solve.state().running || model.hints.running() || app.compare.running() || app.message_strip.shown_to_fade)
        return Activity::Waiting;
    return Activity::Idle;
}

bool settled() { return last_activity == Activity::Idle && frames_to_draw <= 0; }

}  // namespace boxcar::web

// boxcar.idle() polls this: 1 once nothing is pending and the last change is on screen.
extern "C" EMSCRIPTEN_KEEPALIVE int boxcar_settled() { return boxcar::web::settled() ? 1 : 0; }
