// Pointer gestures on the Sokoban board (board_gesture.cpp): taps, swipes, holds and box drags by touch,
// clicks and drags by mouse, each checked through what the model then says (moves, pushes, player, boxes).
#include "app/play/board_gesture.hpp"
#include "app/api/state_json.hpp"
#include "app_levels.hpp"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

using boxcar::app::test::kRoom;
using boxcar::app::AppModel;
using boxcar::app::BoardGesture;
using nlohmann::json;
using Source = BoardGesture::Source;

namespace {

constexpr float kCell = 40;  // the board drawn with 40-px cells, its corner at (100, 50)

// The room loaded and drawn (the model is not copied: its owners refer to each other).
struct Room {
    AppModel m;
    Room() {
        REQUIRE(m.load(kRoom).ok);
        m.geometry = {kCell, 100, 50};
    }
};
float cx(int x) { return 100 + (x + 0.5f) * kCell; }
float cy(int y) { return 50 + (y + 0.5f) * kCell; }
json player(const AppModel& m) { return boxcar::app::model_state_json(m)["player"]; }
int moves(const AppModel& m) { return boxcar::app::model_state_json(m)["moves"]; }
int pushes(const AppModel& m) { return boxcar::app::model_state_json(m)["pushes"]; }

// A finger going from (x0, y0) to (x1, y1) in `n` moves 16 ms apart; returns the time at the end.
double slide(BoardGesture& g, AppModel& m, float x0, float y0, float x1, float y1, double t, int n = 8) {
    for (int i = 1; i <= n; ++i) {
        t += 0.016;
        g.move(m, x0 + (x1 - x0) * i / n, y0 + (y1 - y0) * i / n, t);
        g.tick(m, t);
    }
    return t;
}

}  // namespace

TEST_CASE("board_cell_at maps CSS pixels to level squares, -1 off the board") {
    Room room;
    AppModel& m = room.m;
    CHECK(boxcar::app::board_cell_at(m, cx(3), cy(2)) == m.play.level().index(3, 2));
    CHECK(boxcar::app::board_cell_at(m, 99, 60) == -1);
    CHECK(boxcar::app::board_cell_at(m, 100 + 7 * kCell + 1, 60) == -1);
}

TEST_CASE("a board drawn turned a quarter: squares, swipes and keys' ways follow the drawn board") {
    Room room;  // 7 x 5: drawn 5 squares wide and 7 tall, the level's (x, y) at grid square (4 - y, x)
    AppModel& m = room.m;
    m.geometry = {kCell, 100, 50, true, 7, 5};
    const auto grid_centre = [](int gx, int gy) { return std::pair{100 + (gx + 0.5f) * kCell, 50 + (gy + 0.5f) * kCell}; };
    for (auto [x, y] : {std::pair{0, 0}, {3, 2}, {6, 4}, {1, 3}}) {
        const auto [px, py] = grid_centre(4 - y, x);
        CHECK(boxcar::app::board_cell_at(m, px, py) == m.play.level().index(x, y));
    }
    CHECK(boxcar::app::board_cell_at(m, 100 + 5 * kCell + 1, 60) == -1);  // right of the turned grid
    using boxcar::sokoban::Dir;
    CHECK(boxcar::app::level_way(m.geometry, 1, 0) == Dir::Up);     // right on screen: the level's up
    CHECK(boxcar::app::level_way(m.geometry, 0, 1) == Dir::Right);  // down on screen: the level's right
    CHECK(boxcar::app::level_way(m.geometry, -1, 0) == Dir::Down);
    CHECK(boxcar::app::level_way(m.geometry, 0, -1) == Dir::Left);
    // A swipe down on screen moves the player right in the level, recorded as the level's move "r".
    BoardGesture g;
    const auto [px, py] = grid_centre(4 - 2, 1);  // the player's square (1, 2)
    g.press(m, Source::Touch, px, py, 1.0);
    slide(g, m, px, py, px, py + 30, 1.0);
    g.release(m, px, py + 30, 1.2);
    CHECK(player(m) == json::array({2, 2}));
    CHECK(boxcar::app::model_state_json(m)["board"]["rotation"] == 90);
}

TEST_CASE("a tap walks the player to the tapped square by a shortest path") {
    Room room;
    AppModel& m = room.m;
    BoardGesture g;
    g.press(m, Source::Touch, cx(5), cy(3), 1.0);
    g.move(m, cx(5) + 3, cy(3) + 2, 1.05);  // finger jitter stays a tap
    g.release(m, cx(5) + 3, cy(3) + 2, 1.1);
    CHECK(player(m) == json::array({5, 3}));
    CHECK(moves(m) == 5);
    CHECK_FALSE(g.active());
}

TEST_CASE("a press held still for longer than a tap does nothing") {
    Room room;
    AppModel& m = room.m;
    BoardGesture g;
    g.press(m, Source::Touch, cx(5), cy(3), 1.0);
    double t = 1.0;
    for (; t < 1.0 + BoardGesture::kTapMaxS + 0.1; t += 0.016) g.tick(m, t);
    g.release(m, cx(5), cy(3), t);
    CHECK(moves(m) == 0);
    // On a page drawing two frames a second the same press is still a tap: the page saw too little of it.
    g.press(m, Source::Touch, cx(5), cy(3), 2.0);
    g.tick(m, 2.5);
    g.release(m, cx(5), cy(3), 2.9);
    CHECK(player(m) == json::array({5, 3}));
}

TEST_CASE("a swipe from the player or from floor moves one square, however long it is") {
    Room room;
    AppModel& m = room.m;
    BoardGesture g;
    g.press(m, Source::Touch, cx(1), cy(2), 1.0);  // on the player
    double t = slide(g, m, cx(1), cy(2), cx(1) + 5, cy(2) + 60, 1.0);  // down, mostly
    g.release(m, cx(1) + 5, cy(2) + 60, t);
    CHECK(player(m) == json::array({1, 3}));
    CHECK(moves(m) == 1);
    // From a floor square far from the player, a long swipe right: still one step.
    g.press(m, Source::Touch, cx(4), cy(1), 2.0);
    t = slide(g, m, cx(4), cy(1), cx(4) + 3 * kCell, cy(1), 2.0);
    g.release(m, cx(4) + 3 * kCell, cy(1), t);
    CHECK(player(m) == json::array({2, 3}));
    CHECK(moves(m) == 2);
}

TEST_CASE("a quick flick whose only event is its end still makes its step") {
    Room room;
    AppModel& m = room.m;
    BoardGesture g;
    g.press(m, Source::Touch, cx(2), cy(1), 1.0);
    g.release(m, cx(2), cy(1) - 30, 1.05);  // up: (1,2) -> (1,1)
    CHECK(player(m) == json::array({1, 1}));
}

TEST_CASE("holding the finger at the end of a swipe repeats the step about six times a second") {
    AppModel m;
    REQUIRE(m.load("##############\n#@           #\n#.$ ##########\n##############\n").ok);  // a corridor, 12 squares
    m.geometry = {kCell, 100, 50};
    BoardGesture g;
    g.press(m, Source::Touch, cx(1), cy(1), 1.0);
    double t = slide(g, m, cx(1), cy(1), cx(1) + 30, cy(1), 1.0);
    CHECK(moves(m) == 1);
    // Held still (a finger's jitter of a few px): nothing for 0.45 s, then a step at 0.5 s and every 1/6 s.
    const double held = t;
    auto hold_until = [&](double end) {
        for (; t < end; t += 0.016) {
            g.move(m, cx(1) + 30 + 2, cy(1) + 1, t);
            g.tick(m, t);
        }
    };
    hold_until(held + 0.45);
    CHECK(moves(m) == 1);
    hold_until(held + 1.05);
    CHECK(moves(m) == 5);  // at 0.5, 0.67, 0.83, 1.0 s after the finger came to rest
    hold_until(held + 3.5);  // on to the far wall, then the blocked step ends the repeat
    CHECK(player(m) == json::array({12, 1}));
    CHECK(moves(m) == 11);
    g.release(m, cx(1) + 32, cy(1) + 1, t);
    CHECK(moves(m) == 11);
}

TEST_CASE("on a slow page the gaps between a swipe's moves are not rests") {
    Room room;
    AppModel& m = room.m;
    BoardGesture g;
    g.press(m, Source::Touch, cx(1), cy(3), 1.0);
    double t = 1.0;
    for (int i = 1; i <= 4; ++i) {  // a move every 0.7 s, one frame each
        t += 0.7;
        g.move(m, cx(1) + 10.0f * i, cy(3), t);
        g.tick(m, t);
    }
    t += 0.7;
    g.tick(m, t);
    g.release(m, cx(1) + 40, cy(3), t);
    CHECK(moves(m) == 1);
}

TEST_CASE("a finger still moving does not repeat; only a rest does") {
    Room room;
    AppModel& m = room.m;
    BoardGesture g;
    g.press(m, Source::Touch, cx(1), cy(3), 1.0);
    double t = slide(g, m, cx(1), cy(3), cx(1) + 20, cy(3), 1.0, 4);
    CHECK(moves(m) == 1);
    t = slide(g, m, cx(1) + 20, cy(3), cx(1) + 200, cy(3), t, 40);  // 0.64 s of steady motion
    CHECK(moves(m) == 1);
    g.release(m, cx(1) + 200, cy(3), t);
}

TEST_CASE("a drag from a box pushes it along a push path to where the finger lifts") {
    Room room;
    AppModel& m = room.m;
    BoardGesture g;
    g.press(m, Source::Touch, cx(3), cy(2), 1.0);
    CHECK(m.assist.selected_box() == m.play.level().index(3, 2));  // the targets show at once
    double t = slide(g, m, cx(3), cy(2), cx(5), cy(2), 1.0);
    CHECK(g.dragging_box());
    CHECK(moves(m) == 0);  // nothing moves before the finger lifts
    g.release(m, cx(5), cy(2), t);
    CHECK(pushes(m) == 2);
    CHECK(moves(m) == 3);
    CHECK(boxcar::app::model_state_json(m)["boxes"] == json::array({json::array({5, 2})}));
    CHECK(boxcar::app::model_state_json(m)["solved"] == true);
}

TEST_CASE("a box dropped where it cannot go stays; a tap on a box selects it and a second tap deselects") {
    Room room;
    AppModel& m = room.m;
    BoardGesture g;
    g.press(m, Source::Touch, cx(3), cy(2), 1.0);
    double t = slide(g, m, cx(3), cy(2), cx(0), cy(0), 1.0);  // onto a wall
    g.release(m, cx(0), cy(0), t);
    CHECK(moves(m) == 0);
    m.assist.clear_selection();
    g.press(m, Source::Touch, cx(3), cy(2), 2.0);
    g.release(m, cx(3) + 4, cy(2), 2.1);
    CHECK(m.assist.selected_box() == m.play.level().index(3, 2));
    // With the box selected, a tap on one of its targets pushes it there.
    g.press(m, Source::Touch, cx(3), cy(1), 3.0);
    g.release(m, cx(3), cy(1), 3.1);
    CHECK(pushes(m) == 1);
    CHECK(boxcar::app::model_state_json(m)["boxes"] == json::array({json::array({3, 1})}));
    g.press(m, Source::Touch, cx(3), cy(1), 4.0);
    g.release(m, cx(3), cy(1), 4.1);
    CHECK(m.assist.selected_box() == m.play.level().index(3, 1));
    g.press(m, Source::Touch, cx(3), cy(1), 5.0);
    g.release(m, cx(3), cy(1), 5.1);
    CHECK(m.assist.selected_box() == -1);
}

TEST_CASE("the mouse keeps the desktop behaviour: clicks walk, drags push, a drag from floor does nothing") {
    Room room;
    AppModel& m = room.m;
    BoardGesture g;
    g.press(m, Source::Mouse, cx(1), cy(2), 1.0);
    double t = slide(g, m, cx(1), cy(2), cx(1) + 60, cy(2), 1.0);
    g.release(m, cx(1) + 60, cy(2), t);
    CHECK(moves(m) == 0);
    g.press(m, Source::Mouse, cx(5), cy(3), 2.0);
    g.release(m, cx(5) + 10, cy(3) + 10, 2.1);  // within the square: a click
    CHECK(player(m) == json::array({5, 3}));
    g.press(m, Source::Mouse, cx(3), cy(2), 3.0);
    t = slide(g, m, cx(3), cy(2), cx(3), cy(3), 3.0);
    g.release(m, cx(3), cy(3), t);
    CHECK(boxcar::app::model_state_json(m)["boxes"] == json::array({json::array({3, 3})}));
    // Off the board the mouse starts nothing.
    g.press(m, Source::Mouse, 10, 10, 4.0);
    CHECK_FALSE(g.active());
}
