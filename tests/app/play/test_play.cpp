// Mouse play, the history slider, themes and the live deadlock check (play_session.hpp, play_assist.hpp,
// looks.hpp), driven through the app model.
#include "app/app_model.hpp"
#include "app/api/state_json.hpp"
#include "app_levels.hpp"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <string>

using boxcar::app::test::kRoom;
using boxcar::app::AppModel;
using nlohmann::json;

namespace {

int cell(const AppModel& m, int x, int y) { return m.play.level().index(x, y); }

}  // namespace

TEST_CASE("click a free square: the player walks there by a shortest path, one undo step for the walk") {
    AppModel m;
    REQUIRE(m.load(kRoom).ok);
    CHECK(m.assist.click_cell(cell(m, 5, 3)));
    json s = boxcar::app::model_state_json(m);
    CHECK(s["moves"] == 5);
    CHECK(s["pushes"] == 0);
    CHECK(s["player"] == json::array({5, 3}));
    CHECK(s["history"]["position"] == 5);  // the slider still counts steps
    CHECK(m.play.undo());
    CHECK(boxcar::app::model_state_json(m)["moves"] == 0);
    CHECK(boxcar::app::model_state_json(m)["player"] == json::array({1, 2}));
    CHECK_FALSE(m.play.can_undo());
    CHECK(m.play.redo());
    CHECK(boxcar::app::model_state_json(m)["moves"] == 5);
    CHECK_FALSE(m.play.can_redo());
    // A wall is not a target; a square behind boxes and walls can't be reached.
    CHECK_FALSE(m.assist.click_cell(cell(m, 0, 0)));
    CHECK(boxcar::app::model_state_json(m)["moves"] == 5);
}

TEST_CASE("walking to a square the player cannot reach says so") {
    AppModel m;
    REQUIRE(m.load("#######\n#@$ . #\n#######\n").ok);
    CHECK_FALSE(m.assist.walk_to(cell(m, 3, 1)));
    CHECK(m.message.text().find("can't walk") != std::string::npos);
    CHECK(boxcar::app::model_state_json(m)["moves"] == 0);
}

TEST_CASE("click a box, then a highlighted square: the box is pushed there along a push path") {
    AppModel m;
    REQUIRE(m.load(kRoom).ok);
    CHECK(m.assist.click_cell(cell(m, 3, 2)));
    json s = boxcar::app::model_state_json(m);
    CHECK(s["selected_box"] == json::array({3, 2}));
    const auto& targets = s["push_targets"];
    CHECK(targets.size() == 14);  // every other square of the open room
    CHECK(std::find(targets.begin(), targets.end(), json::array({5, 2})) != targets.end());
    CHECK(m.assist.click_cell(cell(m, 5, 2)));
    s = boxcar::app::model_state_json(m);
    CHECK(s["selected_box"].is_null());
    CHECK(s["pushes"] == 2);
    CHECK(s["moves"] == 3);  // walk one step, push twice
    CHECK(s["solved"] == true);
    CHECK(s["message"] == "Solved!");
    // One undo takes the whole push back (the walk to the box and both pushes): one action.
    REQUIRE(m.play.undo());
    s = boxcar::app::model_state_json(m);
    CHECK(s["moves"] == 0);
    CHECK(s["boxes"] == json::array({json::array({3, 2})}));
    // Clicking the selected box again drops the selection; moving also makes it stale.
    REQUIRE(m.assist.select_box(cell(m, 3, 2)));
    CHECK(m.assist.selected_box() == cell(m, 3, 2));
    CHECK(m.assist.click_cell(cell(m, 3, 2)));
    CHECK(m.assist.selected_box() == -1);
    REQUIRE(m.assist.select_box(cell(m, 3, 2)));
    m.play.move(boxcar::sokoban::Dir::Up);
    CHECK(m.assist.selected_box() == -1);
}

TEST_CASE("state().deadlocked follows the position: a box pushed against a goal-less wall") {
    AppModel m;
    REQUIRE(m.load(kRoom).ok);
    CHECK(boxcar::app::model_state_json(m)["deadlocked"] == false);
    CHECK(boxcar::app::model_state_json(m)["deadlock_reason"].is_null());
    REQUIRE(m.play.move_lurd("drrU").ok);  // box from (3,2) up to (3,1), against the top wall
    json s = boxcar::app::model_state_json(m);
    CHECK(s["deadlocked"] == true);
    CHECK(s["deadlock_reason"].get<std::string>().find("dead square") != std::string::npos);
    REQUIRE(m.play.undo());
    CHECK(boxcar::app::model_state_json(m)["deadlocked"] == false);
    // The dead squares of the level come with every analysis.
    CHECK(m.assist.analysis().dead_squares[cell(m, 1, 1)] == 1);
    CHECK(m.assist.analysis().dead_squares[cell(m, 5, 2)] == 0);
}

TEST_CASE("history slider: jump to move n and back, keeping the redo list") {
    AppModel m;
    REQUIRE(m.load(kRoom).ok);
    REQUIRE(m.play.move_lurd("rrdrr").ok);  // pushes once, then walks around
    CHECK(m.play.history_length() == 5);
    CHECK(m.play.seek_history(2));
    json s = boxcar::app::model_state_json(m);
    CHECK(s["moves"] == 2);
    CHECK(s["history"]["position"] == 2);
    CHECK(s["history"]["length"] == 5);
    CHECK(m.play.seek_history(5));
    CHECK(boxcar::app::model_state_json(m)["moves"] == 5);
    CHECK(boxcar::app::model_state_json(m)["pushes"] == 1);
    CHECK(m.play.seek_history(99));  // clamped to the end
    CHECK(boxcar::app::model_state_json(m)["moves"] == 5);
    CHECK(m.play.seek_history(0));
    CHECK(boxcar::app::model_state_json(m)["moves"] == 0);
    CHECK(m.play.history_length() == 5);
}

TEST_CASE("themes and the dead-square overlay are state() fields") {
    AppModel m;
    REQUIRE(m.load(kRoom).ok);
    CHECK(boxcar::app::model_state_json(m)["theme"] == "dark");
    CHECK(m.looks.set_theme("light"));
    CHECK(boxcar::app::model_state_json(m)["theme"] == "light");
    CHECK_FALSE(m.looks.set_theme("purple"));
    CHECK(m.message.text().find("purple") != std::string::npos);
    CHECK(boxcar::app::model_state_json(m)["theme"] == "light");
    CHECK(boxcar::app::model_state_json(m)["dead_squares_shown"] == false);
    m.looks.set_show_dead_squares(true);
    CHECK(boxcar::app::model_state_json(m)["dead_squares_shown"] == true);
}

TEST_CASE("Rush Hour boards are never called deadlocked and have no selection") {
    AppModel m;
    REQUIRE(m.load("GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo").ok);
    json s = boxcar::app::model_state_json(m);
    CHECK(s["deadlocked"] == false);
    CHECK(s["selected_box"].is_null());
    CHECK_FALSE(m.assist.click_cell(0));
}

TEST_CASE("the message line says when the position is deadlocked, and clears after undo") {
    AppModel m;
    REQUIRE(m.load(kRoom).ok);
    m.assist.update_play_message();
    CHECK(m.message.text().find("Deadlocked") == std::string::npos);
    REQUIRE(m.play.move_lurd("drrU").ok);
    m.assist.update_play_message();
    CHECK(m.message.text().rfind("Deadlocked: a box is on a dead square (column 4, row 2)", 0) == 0);
    CHECK(boxcar::app::model_state_json(m)["message"] == m.message.text());
    REQUIRE(m.play.undo());
    m.assist.update_play_message();
    CHECK(m.message.text().empty());
}
