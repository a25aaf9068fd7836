// The play session on its own (play_session.hpp): levels read from text, opening a level, moves by hand
// with undo/redo, the loaded solution and its playback, and what state() takes from it. No solver, no
// record: only a message line.
#include "app/api/state_json.hpp"
#include "app/message_line.hpp"
#include "app_levels.hpp"
#include "app/play/play_session.hpp"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include <string>
#include <vector>

using boxcar::app::test::kOneMove;
using boxcar::app::test::kRoom;
using boxcar::app::LoadedSolution;
using boxcar::app::MessageLevel;
using boxcar::app::MessageLine;
using boxcar::app::PlaySession;
using boxcar::app::PuzzleKind;
using boxcar::app::read_levels;
using boxcar::app::SolutionOrigin;
using nlohmann::json;
namespace sk = boxcar::sokoban;

namespace {

// One box two squares left of its goal; the second level is invalid (two players), the third is fine.
const char* kThreeWithBroken = "; first\n#######\n#@$ .#\n#######\n\n; broken\n#####\n#@@.#\n#$  #\n#####\n\n; third\n######\n#@$.#\n######\n";

// A session with the text opened as AppModel::load opens it (the first valid level).
struct Session {
    MessageLine message;
    PlaySession play{message};
    explicit Session(const char* text) {
        auto read = read_levels(text);
        REQUIRE(read.kind != PuzzleKind::None);
        if (read.kind == PuzzleKind::RushHour) {
            play.open_rush(std::move(read.rush));
        } else {
            play.open_collection(std::move(read.collection));
            REQUIRE(play.open_problem(read.first_valid).empty());
            play.open_level(read.first_valid);
        }
    }
};

std::vector<sk::Dir> steps(const char* lurd) { return *sk::parse_lurd(lurd); }

}  // namespace

TEST_CASE("read_levels: Sokoban first, then Rush Hour boards; nothing readable says why") {
    auto sokoban = read_levels(kThreeWithBroken);
    CHECK(sokoban.kind == PuzzleKind::Sokoban);
    CHECK(sokoban.collection.levels.size() == 3);
    CHECK(sokoban.first_valid == 1);
    auto rush = read_levels(kOneMove);
    CHECK(rush.kind == PuzzleKind::RushHour);
    CHECK(rush.rush.count() == 1);
    auto nothing = read_levels("hello");
    CHECK(nothing.kind == PuzzleKind::None);
    CHECK(nothing.error.find("no Sokoban level") == 0);
    auto broken = read_levels("#####\n#@@.#\n#$  #\n#####\n");  // one level, invalid: refused
    CHECK(broken.kind == PuzzleKind::None);
    CHECK_FALSE(broken.error.empty());
    CHECK(read_levels(std::string(sk::kMaxInputBytes + 1, '#')).error.rfind("the text is too large", 0) == 0);
}

TEST_CASE("opening: the problem of a level is said before anything changes; a level opens afresh") {
    Session s(kThreeWithBroken);
    CHECK(s.play.kind() == PuzzleKind::Sokoban);
    CHECK(s.play.level_count() == 3);
    CHECK(s.play.level_number() == 1);
    CHECK(s.play.loads() == 1);
    CHECK(s.play.opens() == 1);
    CHECK(s.play.open_problem(2).find("Level 2 is invalid") == 0);
    CHECK(s.play.open_problem(4) == "There is no level 4 (the collection has 3).");
    CHECK(s.play.open_problem(3).empty());
    REQUIRE(s.play.move_lurd("R").ok);
    s.play.open_level(3);
    CHECK(s.play.level_number() == 3);
    CHECK(s.play.opens() == 2);
    CHECK(s.play.game().moves() == 0);
    s.play.set_level_title("Shared");
    CHECK(s.play.collection().levels[2].title == "Shared");
}

TEST_CASE("moves by hand: undo, redo, restart, the history slider, and Solved! on the message line") {
    Session s(kThreeWithBroken);
    CHECK_FALSE(s.play.can_undo());
    CHECK(s.play.move(sk::Dir::Right) == sk::MoveKind::Push);
    CHECK(s.play.can_undo());
    CHECK(s.play.undo());
    CHECK(s.play.can_redo());
    CHECK(s.play.history_length() == 1);
    CHECK(s.play.seek_history(1));
    CHECK(s.play.game().pushes() == 1);
    s.play.restart();
    CHECK_FALSE(s.play.can_restart());
    const auto r = s.play.move_lurd("RR");
    CHECK(r.ok);
    CHECK(r.applied == 2);
    CHECK(s.play.solved());
    CHECK(s.message.text() == "Solved!");
    CHECK(s.play.current_moves() == "RR");
    const auto blocked = s.play.move_lurd("R");
    CHECK_FALSE(blocked.ok);
    CHECK(blocked.error == "move 1 ('r') is blocked");
    CHECK(s.message.level() == MessageLevel::Error);
}

TEST_CASE("a path made by one action is one undo step and one redo step; key moves and move strings one each") {
    Session s(kRoom);  // the player at (1,2), a box at (3,2), its goal at (5,2)
    REQUIRE(s.play.move(sk::Dir::Up) == sk::MoveKind::Walk);  // a key move, to (1,1)
    CHECK(s.play.move_path(steps("rrrrr")) == 4);  // to (5,1); the fifth step is blocked by the wall: stops there
    CHECK(s.play.game().moves() == 5);
    REQUIRE(s.play.move_lurd("dl").ok);  // a move string: two steps, one undo each
    CHECK(s.play.game().moves() == 7);
    CHECK(s.play.history_length() == 7);  // the slider counts steps
    CHECK(s.play.undo());
    CHECK(s.play.game().moves() == 6);
    CHECK(s.play.undo());
    CHECK(s.play.game().moves() == 5);
    CHECK(s.play.undo());  // the path, whole
    CHECK(s.play.game().moves() == 1);
    CHECK(s.play.redo());  // the path again, whole
    CHECK(s.play.game().moves() == 5);
    CHECK(s.play.undo());
    CHECK(s.play.undo());  // the key move
    CHECK_FALSE(s.play.can_undo());
    CHECK(s.play.redo());
    CHECK(s.play.game().moves() == 1);
    CHECK(s.play.redo());
    CHECK(s.play.game().moves() == 5);
    CHECK(s.play.current_moves() == "urrrr");
    // A path pushing the box onto its goal: solved by hand; one undo takes it back to the restart before it.
    s.play.restart();
    CHECK(s.play.move_path(steps("RRRR")) == 3);  // the fourth would push the box into the wall
    CHECK(s.play.game().pushes() == 2);
    CHECK(s.play.solved());
    CHECK(s.message.text() == "Solved!");
    CHECK(s.play.line_origin() == SolutionOrigin::Player);
    CHECK(s.play.undo());
    CHECK(s.play.game().moves() == 0);
    CHECK(s.play.undo());  // the restart
    CHECK(s.play.game().moves() == 5);
    // A path played from the middle of another (the history slider) drops the redo list, as a key move does.
    CHECK(s.play.seek_history(2));
    CHECK(s.play.move_path(steps("dd")) == 2);
    CHECK_FALSE(s.play.can_redo());
    CHECK(s.play.undo());
    CHECK(s.play.game().moves() == 2);
    CHECK(s.play.move_path({}) == 0);
}

TEST_CASE("a loaded solution plays back; a move by hand stops it; seek and step stay in range") {
    Session s(kThreeWithBroken);
    s.play.play_solution();
    CHECK(s.message.text() == "Nothing to play: solve the level first.");
    REQUIRE(s.play.load_solution(steps("RR"), SolutionOrigin::Solver).ok());
    CHECK(s.play.solution().length == 2);
    CHECK(s.play.solution_text() == "RR");
    s.play.play_solution();
    CHECK(s.play.playback().playing);
    s.play.tick(1.0 / 8);  // 8 steps a second: one step
    CHECK(s.play.playback().position == 1);
    CHECK(s.play.game().pushes() == 1);
    s.play.undo();  // by hand: playback stops
    CHECK_FALSE(s.play.playback().playing);
    s.play.seek(99);
    CHECK(s.play.playback().position == 2);
    CHECK(s.play.solved());
    s.play.step(-5);
    CHECK(s.play.playback().position == 0);
    CHECK(s.play.game().moves() == 0);
    s.play.set_playback_speed(1000);
    CHECK(s.play.playback().steps_per_second == 60);
    s.play.play_solution();
    s.play.tick(1);
    CHECK_FALSE(s.play.playback().playing);  // at the end
    CHECK(s.message.text() == "Solved!");
    s.play.clear_solution();
    CHECK(s.play.solution().length == 0);
    CHECK(s.play.playback().steps_per_second == 60);  // the person's speed is kept for the next solution
    s.play.open_level(3);
    CHECK(s.play.playback().steps_per_second == 60);  // and the next level
    CHECK(s.play.solution_text().empty());
}

TEST_CASE("Rush Hour: slides, a solution replayed by the rules, playback slower than Sokoban steps") {
    Session s(kOneMove);
    CHECK(s.play.kind() == PuzzleKind::RushHour);
    CHECK_FALSE(s.play.has_level());
    const boxcar::app::SolutionReplay short_of_exit = s.play.load_solution(std::vector<std::string>{"A+1"}, SolutionOrigin::Solver);
    CHECK_FALSE(short_of_exit.ok());  // not to the exit
    CHECK_FALSE(short_of_exit.error.empty());
    CHECK(s.play.solution().length == 0);
    REQUIRE(s.play.load_solution(std::vector<std::string>{"A+4"}, SolutionOrigin::Solver).ok());
    const LoadedSolution& solution = s.play.solution();
    CHECK(solution.length == 1);
    CHECK(solution.moves == 1);
    CHECK(solution.pushes == 4);
    CHECK(s.play.solution_text() == "A+4");
    s.play.play_solution();
    s.play.tick(1.0 / 8);  // a third of a slide
    CHECK(s.play.rush().moves() == 0);
    s.play.tick(3.0 / 8);
    CHECK(s.play.rush().solved());
    s.play.seek(0);
    CHECK(s.play.rush_slide(0, 4));
    CHECK(s.message.text() == "Solved in 1 moves!");
}

TEST_CASE("state(): the session's fields") {
    Session s(kThreeWithBroken);
    REQUIRE(s.play.move_lurd("R").ok);
    json state;
    boxcar::app::add_play_state(s.play, state);
    CHECK(state["kind"] == "sokoban");
    CHECK(state["level"] == 1);
    CHECK(state["title"] == "first");
    CHECK(state["width"] == 7);
    CHECK(state["moves"] == 1);
    CHECK(state["pushes"] == 1);
    CHECK(state["solved"] == false);
    CHECK(state["levels"] == 3);
    CHECK(state["history"] == json{{"position", 1}, {"length", 1}});
    CHECK(state["player"] == json::array({2, 1}));
    CHECK(state["boxes"] == json::array({json::array({3, 1})}));
    CHECK(state["playback"] == json{{"position", 0}, {"length", 0}, {"playing", false}});
}
