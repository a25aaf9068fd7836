// One pointer gesture on the Sokoban board, from press to release, for the mouse and for a finger: what
// it means (tap, swipe, hold, box drag) and what it does to the AppModel. No UI toolkit: positions are CSS
// pixels of the canvas (model.geometry says where the board is), times are seconds on one clock.
//
// Touch (thresholds in CSS px and seconds, independent of the cell size):
//  - tap: the finger travels less than kSlopPx (12 px) and lifts within kTapMaxS (0.8 s); it acts as a
//    click on the square where it went down: walk there by a shortest path, select or deselect a box,
//    or push the selected box to one of its targets. A longer still press does nothing (a way to back out).
//  - swipe: starting anywhere but on a box, as soon as the finger has travelled kSlopPx the player steps
//    one square the dominant way (one swipe is one step, however long). If the finger then rests (stays
//    within kRestPx, 8 px, of one spot) for kHoldDelayS (0.5 s, a keyboard's repeat delay; shorter, a slow
//    swipe on a busy phone would read as a hold), the step repeats every kRepeatS (1/6 s) until the finger
//    lifts or moves on; a blocked step ends the repeat.
//  Times count only when the page saw them: a still press or a rest must also last kMinFrames (12) frames,
//  since a page drawing a few frames a second (a busy phone, a loaded test machine) gets the finger's
//  moves in bursts, with gaps that are not rests.
//  - drag: starting on a box, which is selected at once so its push targets show; once the finger has
//    travelled kSlopPx the box follows it, and lifted on one of the targets it is pushed there along a
//    push path (fewest pushes, then moves).
// Mouse (the desktop behaviour): a press on a box selects it; the box is dragged once the pointer has
// travelled 0.4 of a cell; a release on the pressed square without dragging is a click; no swipes.
#pragma once
#include "app/app_model.hpp"

namespace boxcar::app {

class BoardGesture {
public:
    enum class Source { Mouse, Touch };
    static constexpr float kSlopPx = 12;
    static constexpr float kRestPx = 8;
    static constexpr double kTapMaxS = 0.8;
    static constexpr double kHoldDelayS = 0.5;
    static constexpr double kRepeatS = 1.0 / 6.0;
    static constexpr int kMinFrames = 12;

    void press(AppModel& model, Source source, float x, float y, double t);
    void move(AppModel& model, float x, float y, double t);
    void release(AppModel& model, float x, float y, double t);
    void tick(AppModel& model, double t);  // once a frame while active(), after the frame's events
    void cancel() { *this = BoardGesture{}; }

    // Whether a touch lifted at (x, y) at time t ends this gesture as a tap.
    bool is_tap(float x, float y, double t) const;
    bool active() const { return active_; }
    Source source() const { return source_; }
    bool dragging_box() const { return dragging_ && box_ >= 0; }  // the box on box() follows the pointer
    int box() const { return box_; }
    float x() const { return x_; }  // the pointer's last position
    float y() const { return y_; }
    int steps() const { return steps_; }  // swipe and repeat steps made by this gesture

private:
    bool step(AppModel& model);  // one swipe step in dir_; false when blocked
    float travel() const;

    bool active_ = false;
    Source source_ = Source::Mouse;
    int press_cell_ = -1;
    int box_ = -1;               // the pressed box (-1: the press was not on a box)
    bool was_selected_ = false;  // the pressed box was already selected (a click then deselects it)
    bool dragging_ = false;
    float press_x_ = 0, press_y_ = 0, x_ = 0, y_ = 0;
    double press_t_ = 0;
    int frames_ = 0;             // frames since the press
    // Swipes (touch only).
    bool swiped_ = false;
    int dir_ = 0;                // sokoban::Dir of the swipe
    int steps_ = 0;
    bool repeating_ = true;      // false once a step was blocked
    float rest_x_ = 0, rest_y_ = 0;
    double rest_since_ = 0, next_repeat_ = -1;
    int rest_frames_ = 0;        // frames since the finger came to rest
};

// The level square under a point in CSS px of the canvas (model.geometry), -1 off the board.
int board_cell_at(const AppModel& model, float x, float y);

// The way in the level of a movement (dx, dy) on screen, its larger part: on a turned board (phones,
// board_geometry.hpp) a swipe or an arrow key moves the player the way it points on screen.
sokoban::Dir level_way(const BoardGeometry& geometry, float dx, float dy);

}  // namespace boxcar::app
