// The play assist on its own (play_assist.hpp) over a play session: mouse play as ordinary moves, a
// selection that belongs to its position, and the deadlock message it puts on the message line and takes
// away again.
#include "app/api/state_json.hpp"
#include "app/message_line.hpp"
#include "app_levels.hpp"
#include "app/play/play_assist.hpp"
#include "app/play/play_session.hpp"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include <string>

using boxcar::app::test::kRoom;
using boxcar::app::MessageLine;
using boxcar::app::PlayAssist;
using boxcar::app::PlaySession;
using boxcar::app::PuzzleKind;
using nlohmann::json;

namespace {

struct AssistRoom {
    MessageLine message;
    PlaySession play{message};
    PlayAssist assist{play, message};
    AssistRoom() {
        auto read = boxcar::app::read_levels(kRoom);
        REQUIRE(read.kind == PuzzleKind::Sokoban);
        play.open_collection(std::move(read.collection));
        play.open_level(1);
    }
    int cell(int x, int y) const { return play.level().index(x, y); }
};

}  // namespace

TEST_CASE("mouse play moves the session: one undoable move per step") {
    AssistRoom r;
    CHECK(r.assist.walk_to(r.cell(1, 1)));
    CHECK(r.play.game().moves() == 1);
    CHECK(r.assist.select_box(r.cell(3, 2)));
    CHECK(r.assist.selected_box() == r.cell(3, 2));
    CHECK(r.assist.push_targets().reachable[r.cell(5, 2)]);
    CHECK(r.assist.click_cell(r.cell(5, 2)));  // pushed onto the goal
    CHECK(r.play.solved());
    CHECK(r.assist.selected_box() == -1);
    while (r.play.undo()) {
    }
    CHECK(r.play.game().moves() == 0);
}

TEST_CASE("a selection belongs to its position: a move makes it stale") {
    AssistRoom r;
    REQUIRE(r.assist.select_box(r.cell(3, 2)));
    REQUIRE(r.assist.selected_box() >= 0);
    r.play.move(boxcar::sokoban::Dir::Up);
    CHECK(r.assist.selected_box() == -1);
    CHECK_FALSE(r.assist.select_box(r.cell(2, 2)));  // no box there
    CHECK_FALSE(r.assist.click_cell(-1));
}

TEST_CASE("the deadlock message comes with the deadlock and goes with the undo; another message stays") {
    AssistRoom r;
    REQUIRE(r.play.move_lurd("urrd").ok);  // the box pushed down against the bottom wall, off the goal's row
    CHECK(r.assist.deadlocked());
    r.assist.update_play_message();
    CHECK(r.message.text().rfind("Deadlocked: ", 0) == 0);
    json s;
    boxcar::app::add_assist_state(r.assist, r.play, s);
    CHECK(s["deadlocked"] == true);
    CHECK(s["deadlock_reason"].is_string());
    r.play.undo();
    r.assist.update_play_message();
    CHECK(r.message.text().empty());
    REQUIRE(r.play.move(boxcar::sokoban::Dir::Down) == boxcar::sokoban::MoveKind::Push);
    r.assist.update_play_message();
    r.message.set("Something else.");
    r.play.undo();
    r.assist.update_play_message();
    CHECK(r.message.text() == "Something else.");  // not the assist's to take away
}
