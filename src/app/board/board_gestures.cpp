#include "app/board/board_gestures.hpp"

#include <imgui.h>

#include <algorithm>
#include <chrono>
#include <cmath>

namespace boxcar::app {

namespace {
constexpr std::size_t kMaxPending = 512;  // a page that draws no frame for a long while keeps the latest
}

double touch_clock() {
    using namespace std::chrono;
    return duration<double>(steady_clock::now().time_since_epoch()).count();
}

void touch_event(TouchInput& touch, TouchInput::Kind kind, std::int64_t finger, float x, float y, double age_s) {
    touch.arrived = true;
    const auto at = std::find(touch.down.begin(), touch.down.end(), finger);
    const std::size_t i = static_cast<std::size_t>(at - touch.down.begin());
    const TouchInput::Event spot{kind, x, y, 0};
    if (kind == TouchInput::Down && at == touch.down.end()) {
        touch.down.push_back(finger);
        touch.at.push_back(spot);
    } else if (kind == TouchInput::Up && at != touch.down.end()) {
        touch.down.erase(at);
        touch.at.erase(touch.at.begin() + static_cast<std::ptrdiff_t>(i));
    } else if (at != touch.down.end()) {
        touch.at[i] = spot;
    }
    if (touch.down.size() >= 2 && !touch.several) {  // two fingers: a pinch or a pan, no tap or swipe
        touch.several = true;
        touch.pending.clear();
    }
    if (kind == TouchInput::Down && touch.primary < 0) touch.primary = finger;
    const bool followed = finger == touch.primary && !touch.several;
    if (finger == touch.primary && kind == TouchInput::Up) touch.primary = -1;
    if (touch.down.empty()) touch.several = false;
    if (!followed) return;  // the board follows the first finger only, and none while two were down
    if (touch.pending.size() >= kMaxPending) touch.pending.erase(touch.pending.begin());
    touch.pending.push_back({kind, x, y, touch_clock() - std::max(0.0, age_s)});
}

TouchFrame take_touches(TouchInput& touch) {
    TouchFrame frame;
    frame.touching = touch.arrived || !touch.down.empty();
    frame.events.swap(touch.pending);
    touch.arrived = false;
    return frame;
}

namespace {

// Two fingers on the board pinch and pan it (board_zoom.hpp); a pair that lands off the board does nothing.
void pinch_input(const AppModel& model, const TouchInput& touch, BoardViewState& view) {
    if (touch.down.size() < 2) {
        view.pinch_fingers[0] = view.pinch_fingers[1] = -1;
        return;
    }
    const TouchInput::Event &a = touch.at[0], &b = touch.at[1];
    if (view.pinch_fingers[0] != touch.down[0] || view.pinch_fingers[1] != touch.down[1]) {  // a new pair
        view.pinch_fingers[0] = touch.down[0];
        view.pinch_fingers[1] = touch.down[1];
        view.pinching = model.geometry.cell_px > 0 && model.geometry.in_view(a.x, a.y) && model.geometry.in_view(b.x, b.y);
        if (view.pinching) view.pinch.start(view.zoom, a.x, a.y, b.x, b.y);
        return;
    }
    if (view.pinching) view.pinch.update(view.zoom, view.fitted_cell, view.fitted_ox, view.fitted_oy, a.x, a.y, b.x, b.y);
}

}  // namespace

void sokoban_board_input(AppModel& model, TouchInput& touch, BoardViewState& view) {
    BoardGesture& gesture = view.gesture;
    const ImGuiIO& io = ImGui::GetIO();
    const TouchFrame touches = take_touches(touch);
    for (const TouchInput::Event& e : touches.events) {
        switch (e.kind) {
            case TouchInput::Down:
                // A touch that lands on a panel or window belongs to ImGui (it sees it as a mouse press).
                if (io.WantCaptureMouse) gesture.cancel();
                else gesture.press(model, BoardGesture::Source::Touch, e.x, e.y, e.time);
                break;
            case TouchInput::Move: gesture.move(model, e.x, e.y, e.time); break;
            case TouchInput::Up:
                if (gesture.is_tap(e.x, e.y, e.time)) {
                    // A second tap soon after one, near it, on a zoomed board: back to the whole board.
                    const bool second = e.time - view.last_tap_t <= BoardZoom::kDoubleTapS &&
                                        std::hypot(e.x - view.last_tap_x, e.y - view.last_tap_y) <= BoardZoom::kDoubleTapPx;
                    view.last_tap_t = e.time;
                    view.last_tap_x = e.x;
                    view.last_tap_y = e.y;
                    if (second && view.zoom.zoomed()) {
                        view.zoom.reset();
                        view.last_tap_t = -1;
                        gesture.cancel();
                        break;
                    }
                }
                gesture.release(model, e.x, e.y, e.time);
                break;
        }
    }
    if (touch.several) gesture.cancel();  // two fingers: whatever the first began is not a tap or swipe
    pinch_input(model, touch, view);
    if (!touches.touching) {  // the mouse, as on the desktop
        const double now = touch_clock();
        if (!io.WantCaptureMouse && ImGui::IsMouseClicked(0))
            gesture.press(model, BoardGesture::Source::Mouse, io.MousePos.x, io.MousePos.y, now);
        if (gesture.active() && gesture.source() == BoardGesture::Source::Mouse) {
            gesture.move(model, io.MousePos.x, io.MousePos.y, now);
            if (!ImGui::IsMouseDown(0)) gesture.release(model, io.MousePos.x, io.MousePos.y, now);
        }
    }
    if (gesture.active()) gesture.tick(model, touch_clock());
}

}  // namespace boxcar::app
