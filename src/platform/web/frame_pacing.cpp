#include "platform/web/frame_pacing.hpp"

#include "app/app.hpp"
#include "app/model/app_model.hpp"
#include "app/model/compare.hpp"

#include <emscripten/emscripten.h>

namespace boxcar::web {
namespace {

// Frames drawn after the last change: ImGui settles hover/active state over two frames, and a click
// handled in one frame shows its result in the next.
constexpr int kSettleFrames = 3;
// Skipped frames after which the main loop itself stops (no requestAnimationFrame at all) until wake():
// the page's input listeners (web/boxcar_api.js) wake it for every event SDL would queue.
constexpr int kSkipsBeforePause = 30;

int frames_to_draw = kSettleFrames;  // the first frames of the page are drawn
bool last_busy = true;
bool skipped = false;  // the last frame was skipped
int skips = 0;         // frames skipped in a row
bool paused = false;   // the main loop is paused

}  // namespace

void wake() {
    frames_to_draw = kSettleFrames;
    skips = 0;
    if (paused) {
        paused = false;
        emscripten_resume_main_loop();
    }
}

bool frame_wanted(bool had_events, bool is_busy) {
    last_busy = is_busy;
    if (had_events || is_busy) frames_to_draw = kSettleFrames;
    if (frames_to_draw <= 0) {
        skipped = true;
        if (++skips >= kSkipsBeforePause && !paused) {
            paused = true;
            emscripten_pause_main_loop();
        }
        return false;
    }
    skips = 0;
    --frames_to_draw;
    return true;
}

float paced_delta_time(float measured_seconds) {
    const bool resumed = skipped;
    skipped = false;
    return resumed || !(measured_seconds > 0) ? 1.0f / 60.0f : measured_seconds;
}

bool busy(const app::App& app) {
    const app::AppModel& model = app.model;
    const app::Lecture& lecture = model.lecture;
    return model.playback().playing || model.animating() ||
           model.solver().running || model.hint_running() || app.compare.running() ||
           lecture.watch.status() == "running" || lecture.agent.status() == "running" ||
           app.message_strip.fading;
}

bool settled() { return !last_busy && frames_to_draw <= 0; }

}  // namespace boxcar::web

// boxcar.idle() polls this: 1 once nothing is pending and the last change is on screen.
extern "C" EMSCRIPTEN_KEEPALIVE int boxcar_settled() { return boxcar::web::settled() ? 1 : 0; }
