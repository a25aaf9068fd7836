#include "app/board/board_gestures.hpp"

#include <imgui.h>

#include <algorithm>
#include <chrono>

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
    if (kind == TouchInput::Down && at == touch.down.end()) touch.down.push_back(finger);
    if (kind == TouchInput::Up && at != touch.down.end()) touch.down.erase(at);
    if (kind == TouchInput::Down && touch.primary < 0) touch.primary = finger;
    if (finger != touch.primary) return;  // a second finger: the board follows the first one only
    if (kind == TouchInput::Up) touch.primary = -1;
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
            case TouchInput::Up: gesture.release(model, e.x, e.y, e.time); break;
        }
    }
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
