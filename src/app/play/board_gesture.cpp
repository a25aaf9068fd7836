#include "app/play/board_gesture.hpp"

#include <algorithm>
#include <cmath>

namespace boxcar::app {

using sokoban::Dir;
using sokoban::MoveKind;

int board_cell_at(const AppModel& model, float x, float y) {
    if (!model.play.has_level() || model.geometry.cell_px <= 0) return -1;
    const sokoban::Level& level = model.play.level();
    if (!model.geometry.in_view(x, y)) return -1;  // a zoomed board's squares outside its view are hidden
    const BoardGeometry::Point at = model.geometry.level_of(x, y);
    const int cx = static_cast<int>(std::floor(at.x)), cy = static_cast<int>(std::floor(at.y));
    if (cx < 0 || cy < 0 || cx >= level.width || cy >= level.height) return -1;
    return level.index(cx, cy);
}

sokoban::Dir level_way(const BoardGeometry& geometry, float dx, float dy) {
    const auto [lx, ly] = geometry.level_delta(dx, dy);
    return std::abs(lx) >= std::abs(ly) ? (lx < 0 ? Dir::Left : Dir::Right) : (ly < 0 ? Dir::Up : Dir::Down);
}

float BoardGesture::travel() const { return std::hypot(x_ - press_x_, y_ - press_y_); }

bool BoardGesture::is_tap(float x, float y, double t) const {
    return active_ && source_ == Source::Touch && !swiped_ && !dragging_ && std::hypot(x - press_x_, y - press_y_) < kSlopPx &&
           (t - press_t_ <= kTapMaxS || frames_ < kMinFrames);
}

void BoardGesture::press(AppModel& model, Source source, float x, float y, double t) {
    cancel();
    if (!model.play.has_level()) return;
    const int cell = board_cell_at(model, x, y);
    if (source == Source::Mouse && cell < 0) return;  // the mouse acts on squares only
    active_ = true;
    source_ = source;
    press_cell_ = cell;
    press_x_ = x_ = x;
    press_y_ = y_ = y;
    press_t_ = t;
    if (cell >= 0 && model.play.game().position().boxes[cell]) {
        box_ = cell;
        was_selected_ = model.assist.selected_box() == cell;
        if (!was_selected_) model.assist.select_box(cell);  // its targets show while it is dragged
    }
}

void BoardGesture::move(AppModel& model, float x, float y, double t) {
    if (!active_) return;
    x_ = x;
    y_ = y;
    if (box_ >= 0) {
        const float slop = source_ == Source::Mouse ? model.geometry.cell_px * 0.4f : kSlopPx;
        if (!dragging_ && model.assist.selected_box() == box_ && travel() > slop) dragging_ = true;
        return;
    }
    if (source_ != Source::Touch) return;
    if (!swiped_) {
        if (travel() < kSlopPx) return;
        const Dir d = level_way(model.geometry, x - press_x_, y - press_y_);
        swiped_ = true;
        dir_ = static_cast<int>(d);
        step(model);
        rest_x_ = x;
        rest_y_ = y;
        rest_since_ = t;
        rest_frames_ = 0;
        return;
    }
    if (std::hypot(x - rest_x_, y - rest_y_) > kRestPx) {  // moving on: the hold starts again where it rests
        rest_x_ = x;
        rest_y_ = y;
        rest_since_ = t;
        rest_frames_ = 0;
        next_repeat_ = -1;
    }
}

void BoardGesture::release(AppModel& model, float x, float y, double t) {
    if (!active_) return;
    move(model, x, y, t);  // a quick flick may bring nothing but its end
    const int cell = board_cell_at(model, x, y);
    // A click (or tap) on `at`: a box toggles its selection, anything else goes to click_cell.
    auto click = [&](int at) {
        if (at < 0) {
            model.assist.clear_selection();
        } else if (model.play.game().position().boxes[at]) {
            if (was_selected_) model.assist.clear_selection();
        } else {
            model.assist.click_cell(at);
        }
    };
    if (dragging_box()) {
        const auto& reachable = model.assist.push_targets().reachable;
        if (cell >= 0 && cell != box_ && model.assist.selected_box() == box_ && cell < static_cast<int>(reachable.size()) &&
            reachable[cell])
            model.assist.push_box_to(box_, cell);
    } else if (source_ == Source::Mouse) {
        if (cell == press_cell_) click(cell);
    } else if (is_tap(x, y, t)) {
        click(press_cell_);
    }
    cancel();
}

void BoardGesture::tick(AppModel& model, double t) {
    if (!active_) return;
    ++frames_;
    ++rest_frames_;
    if (!swiped_ || !repeating_) return;
    if (next_repeat_ < 0) {
        if (t - rest_since_ < kHoldDelayS || rest_frames_ < kMinFrames) return;
        next_repeat_ = t;
    }
    if (t < next_repeat_) return;
    step(model);
    next_repeat_ += kRepeatS;
    if (next_repeat_ < t) next_repeat_ = t + kRepeatS;  // after a slow frame: no burst of steps
}

bool BoardGesture::step(AppModel& model) {
    if (model.play.move(static_cast<Dir>(dir_)) == MoveKind::Blocked) {
        repeating_ = false;
        return false;
    }
    ++steps_;
    return true;
}

}  // namespace boxcar::app
