// Hints and "solve from here" (app/hint/hint.hpp, hints.hpp), with the worker protocol run
// in-process: the hint is the first push of a replay-verified solution from the position on screen; a
// deadlocked position is reported lost with the deadlock check's reason; the worker's other answers
// become messages; solve from here loads the rest into playback, verified from the level's start.
#include "api_call.hpp"
#include "app/api/state_json.hpp"
#include "app_levels.hpp"
#include "in_process_port.hpp"
#include "app/builtin_levels.hpp"
#include "app/hint/hint.hpp"
#include "rush/solver.hpp"
#include "sokoban/rules/rules.hpp"
#include "protocol/solve_protocol.hpp"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include <string>

using boxcar::app::test::kTwoBoxes;
using boxcar::app::test::kRoom;
using boxcar::app::AppModel;
using boxcar::app::Hint;
using boxcar::app::test::call;
using boxcar::app::test::InProcessPort;
using nlohmann::json;
namespace sk = boxcar::sokoban;

namespace {

struct Fixture {
    InProcessPort port;
    AppModel model{&port};
    Fixture() { port.model = &model; }
    std::string message() const { return model.message.text(); }
    int request_id() const { return json::parse(port.requests.back())["id"].get<int>(); }
};

}  // namespace

TEST_CASE("first_push skips the walk and names the box, the direction and where it lands") {
    const sk::Level level = *sk::parse_collection(kRoom).levels.at(0).level;
    const sk::Position start = sk::initial_position(level);
    const auto steps = sk::parse_lurd("rdrU");  // walk right, down, right, then push the box up
    REQUIRE(steps);
    const auto push = boxcar::app::first_push(level, start, *steps);
    REQUIRE(push);
    CHECK(push->box == level.index(3, 2));
    CHECK(push->target == level.index(3, 1));
    CHECK(push->dir == sk::Dir::Up);
    CHECK(push->step == 3);
    CHECK_FALSE(boxcar::app::first_push(level, start, *sk::parse_lurd("dr")));  // no push at all
    CHECK_FALSE(boxcar::app::first_push(level, start, *sk::parse_lurd("L")));   // into the wall: not legal
}

TEST_CASE("level_at moves the boxes and the player and keeps walls and goals") {
    const sk::Level level = *sk::parse_collection(kRoom).levels.at(0).level;
    sk::Position pos = sk::initial_position(level);
    const auto steps = sk::parse_lurd("rR");
    REQUIRE(steps);
    for (sk::Dir d : *steps) sk::apply_move(level, pos, d);
    const sk::Level moved = boxcar::app::level_at(level, pos);
    CHECK(sk::to_xsb(moved) == "#######\n#     #\n#  @$.#\n#     #\n#######");
    CHECK(sk::initial_position(moved) == pos);
}

TEST_CASE("a hint from the position on screen is the first push of a verified solution from that position") {
    Fixture f;
    REQUIRE(f.model.load(kTwoBoxes).ok);
    REQUIRE(f.model.play.move_lurd("rd").ok);  // somewhere else than the start
    const sk::Position here = f.model.play.game().position();
    REQUIRE(f.model.request_hint());
    CHECK(f.model.hints.running());
    CHECK(boxcar::app::model_state_json(f.model)["hint"]["status"] == "running");
    // The request is the position on screen, as a level, with the short time limit.
    const json request = json::parse(f.port.requests.back());
    const sk::Level asked = *sk::parse_collection(request["level"].get<std::string>()).levels.at(0).level;
    CHECK(sk::initial_position(asked) == here);
    CHECK(request["options"]["timeLimit"].get<double>() == doctest::Approx(boxcar::app::kHintTimeLimitS));
    f.port.run_last();

    const Hint& hint = f.model.hints.hint();
    REQUIRE(hint.status == Hint::Status::Ready);
    CHECK(f.model.hints.on_screen());
    // The solution it came from replays from the position on screen to a solved position...
    const sk::ReplayResult replay = sk::replay(asked, hint.rest);
    CHECK(replay.legal);
    CHECK(replay.solved);
    CHECK(replay.pushes == hint.pushes_left);
    // ...and the hint is its first push.
    const auto push = boxcar::app::first_push(f.model.play.level(), here, hint.rest);
    REQUIRE(push);
    CHECK(hint.push.box == push->box);
    CHECK(hint.push.dir == push->dir);
    const json h = boxcar::app::model_state_json(f.model)["hint"];
    CHECK(h["status"] == "ready");
    CHECK(h["current"] == true);
    CHECK(h["box"] == json::array({push->box % 7, push->box / 7}));
    CHECK(h["dir"].get<std::string>().size() == 1);
    CHECK(f.message().rfind("Hint: push the box at column", 0) == 0);
    // Nothing was played: the position and the moves are unchanged.
    CHECK(f.model.play.game().position() == here);
    CHECK(f.model.play.game().moves() == 2);

    // Moving on takes the hint off the board; undo brings the same position back, and with it the hint,
    // without a new request.
    f.model.play.move(sk::Dir::Up);
    CHECK_FALSE(f.model.hints.on_screen());
    f.model.play.undo();
    CHECK(f.model.hints.on_screen());
    const std::size_t requests = f.port.requests.size();
    CHECK(f.model.request_hint());
    CHECK(f.port.requests.size() == requests);
}

TEST_CASE("a deadlocked position is reported lost with the deadlock check's reason, without asking the solver") {
    Fixture f;
    REQUIRE(f.model.load(kRoom).ok);
    REQUIRE(f.model.play.move_lurd("drrU").ok);  // the box against the top wall, no goal there
    REQUIRE(f.model.assist.deadlocked());
    CHECK_FALSE(f.model.request_hint());
    CHECK(f.port.requests.empty());
    CHECK(f.model.hints.hint().status == Hint::Status::Lost);
    const json h = boxcar::app::model_state_json(f.model)["hint"];
    CHECK(h["status"] == "lost");
    CHECK(h["reason"].get<std::string>().find("dead square") != std::string::npos);
    CHECK(f.message().rfind("Lost: ", 0) == 0);
    CHECK(f.message().find("dead square") != std::string::npos);
    CHECK_FALSE(f.model.hints.on_screen());  // nothing to draw
}

TEST_CASE("the worker's other answers: no solution from here, nothing within the time, a bad answer") {
    Fixture f;
    REQUIRE(f.model.load(kTwoBoxes).ok);
    auto answer = [&](const std::string& status, const std::string& solution = "") {
        json a{{"id", f.request_id()}, {"type", "result"}, {"status", status}, {"expanded", 10}, {"time_ms", 3.0}};
        if (!solution.empty()) a["solution"] = solution;
        f.model.on_solver_event(boxcar::protocol::decode_worker_event(a.dump()));
    };
    REQUIRE(f.model.request_hint());
    answer("unsolvable");
    CHECK(f.model.hints.hint().status == Hint::Status::Lost);
    CHECK(f.message().find("no solution from here (the search was complete)") != std::string::npos);

    f.model.play.move(sk::Dir::Right);  // a new position: a new request
    REQUIRE(f.model.request_hint(false, 0.25));
    answer("timeout");
    CHECK(f.model.hints.hint().status == Hint::Status::NotFound);
    CHECK(f.message() == "No hint: the solver found nothing within 0.25 s.");

    f.model.play.move(sk::Dir::Down);
    REQUIRE(f.model.request_hint());
    answer("solved", "LLLL");  // a "solution" that walks into the wall: the replay check refuses it
    CHECK(f.model.hints.hint().status == Hint::Status::NotFound);
    CHECK(f.message().find("replay check") != std::string::npos);
    CHECK_FALSE(f.model.hints.on_screen());
}

TEST_CASE("an answer for a position the player has left is dropped, and Cancel stops a running hint") {
    Fixture f;
    REQUIRE(f.model.load(kTwoBoxes).ok);
    REQUIRE(f.model.request_hint());
    f.model.play.move(sk::Dir::Right);
    f.port.run_last();
    CHECK(f.model.hints.hint().status == Hint::Status::None);
    CHECK(f.message().find("position changed") != std::string::npos);

    REQUIRE(f.model.request_hint());
    CHECK_FALSE(f.model.hints.can_hint());  // one at a time
    f.model.cancel_solve();
    CHECK(f.port.cancels == 1);
    CHECK_FALSE(f.model.hints.running());
    CHECK(f.message() == "Hint cancelled.");
    // A Solve while a hint runs stops the hint first.
    REQUIRE(f.model.request_hint());
    REQUIRE(f.model.start_solve(f.model.solve.settings));
    CHECK(f.port.cancels == 2);
    CHECK_FALSE(f.model.hints.running());
    CHECK(f.model.solve.state().running);
}

TEST_CASE("solve from here loads moves so far + the rest into playback, verified, and plays the rest") {
    Fixture f;
    REQUIRE(f.model.load(kTwoBoxes).ok);
    REQUIRE(f.model.play.move_lurd("rdr").ok);
    const std::string played = f.model.play.game().lurd();
    REQUIRE(f.model.request_hint(true));
    f.port.run_last();
    const auto& solver = f.model.solve.state();
    CHECK(solver.ended(boxcar::search::Status::Solved));
    CHECK(f.model.play.playback().position == 3);
    CHECK(f.model.play.playback().playing);
    CHECK(f.model.play.solution().length == 3 + static_cast<int>(f.model.hints.hint().rest.size()));
    // The whole solution replays from the level's start; its first steps are the moves played.
    const sk::ReplayResult whole = sk::replay(f.model.play.level(), f.model.play.solution().steps);
    CHECK(whole.legal);
    CHECK(whole.solved);
    CHECK(whole.lurd.substr(0, 3) == played);
    CHECK(f.message().rfind("Solution from here:", 0) == 0);
    for (int i = 0; i < 200 && f.model.play.playback().playing; ++i) f.model.play.tick(0.25);
    CHECK(f.model.play.game().solved());
    CHECK_FALSE(f.model.hints.can_hint());
    CHECK_FALSE(f.model.request_hint());
    CHECK(f.message().find("solved") != std::string::npos);
}

TEST_CASE("through window.boxcar: hint() and solveFromHere() answer with state().hint") {
    Fixture f;
    REQUIRE(f.model.load(kTwoBoxes).ok);
    json r = call(f.model, "hint", json::array({json{{"timeLimit", 2}}}));
    CHECK(r["ok"] == true);
    CHECK(r["hint"]["status"] == "running");
    CHECK(json::parse(f.port.requests.back())["options"]["timeLimit"] == 2);
    f.port.run_last();
    CHECK(call(f.model, "state")["hint"]["status"] == "ready");
    r = call(f.model, "solveFromHere");
    CHECK(r["ok"] == true);  // the cached hint: no new request
    CHECK(call(f.model, "state")["playback"]["playing"] == true);
    CHECK(call(f.model, "hint", json::array({json{{"timeLimit", "soon"}}}))["ok"] == false);
}

TEST_CASE("Rush Hour: the hint is the first move of an optimal solution from the board on screen") {
    Fixture f;
    REQUIRE(f.model.load_builtin("rushhour"));
    REQUIRE(f.model.select(3));
    const int optimal = f.model.play.rush().optimal();
    REQUIRE(optimal > 1);
    REQUIRE(f.model.request_hint());  // the worker solves the board on screen
    CHECK(f.model.hints.running());
    const json request = json::parse(f.port.requests.back());
    CHECK(request["kind"] == "rushhour");
    CHECK(request["board"] == boxcar::rush::board_string(f.model.play.rush().board()));
    f.port.run_last();
    const Hint& hint = f.model.hints.hint();
    REQUIRE(hint.status == Hint::Status::Ready);
    CHECK(hint.moves_left == optimal);
    CHECK(f.model.hints.on_screen());
    const json h = boxcar::app::model_state_json(f.model)["hint"];
    CHECK(h["move"] == hint.slide_name);
    CHECK(f.message().rfind("Hint: move ", 0) == 0);
    // Playing the hinted move leaves a board one move closer (optimal distance drops by one).
    REQUIRE(f.model.play.rush_slide(hint.slide.vehicle, hint.slide.delta));
    CHECK_FALSE(f.model.hints.on_screen());
    boxcar::rush::SolveOptions options;
    const auto rest = boxcar::rush::solve(f.model.play.rush().board(), options);
    REQUIRE(rest.status == boxcar::search::Status::Solved);
    CHECK(rest.move_count == optimal - 1);
    // Solve from here plays the rest: the moves so far + an optimal rest, verified from the start.
    REQUIRE(f.model.request_hint(true));
    f.port.run_last();
    CHECK(f.model.play.solution().length == optimal);
    CHECK(f.model.play.playback().position == 1);
    for (int i = 0; i < 400 && f.model.play.playback().playing; ++i) f.model.play.tick(0.25);
    CHECK(f.model.play.rush().solved());
}

TEST_CASE("Rush Hour: a worker answer that does not replay to the exit in its moves is refused") {
    Fixture f;
    REQUIRE(f.model.load_builtin("rushhour"));
    REQUIRE(f.model.select(3));
    REQUIRE(f.model.request_hint());
    json answer = json::parse(boxcar::protocol::handle_request_text(f.port.requests.back(), {}));
    REQUIRE(answer["status"] == "solved");
    answer["moves"] = answer["moves"].get<int>() - 1;  // a count its solution does not have
    f.model.on_solver_event(boxcar::protocol::decode_worker_event(answer.dump()));
    CHECK(f.model.hints.hint().status == Hint::Status::NotFound);
    CHECK(f.message().find("replay check: it does not have the moves it counts") != std::string::npos);
    CHECK_FALSE(f.model.hints.on_screen());

    f.model.play.rush_slide(f.model.play.rush().board().vehicles.size() > 1 ? 1 : 0, 1);  // any other board
    REQUIRE(f.model.request_hint());
    answer = json::parse(boxcar::protocol::handle_request_text(f.port.requests.back(), {}));
    answer["solution"].erase(answer["solution"].size() - 1);  // stops short of the exit
    answer["moves"] = answer["solution"].size();
    f.model.on_solver_event(boxcar::protocol::decode_worker_event(answer.dump()));
    CHECK(f.model.hints.hint().status == Hint::Status::NotFound);
    CHECK(f.message().find("does not reach the goal") != std::string::npos);
}

// The real solver, not a faked answer: a position the live deadlock check does not see as lost, which
// the worker's complete search proves has no solution.
TEST_CASE("no solution from here: the real solver proves a quiet dead position lost") {
    // A corridor to the right of a small room: once the box is pushed into it from the left, the player
    // can never get behind it again, yet the box is not frozen, its squares are not dead, and the corral
    // test sees the player following the box into the corridor as a way in (only the box's last square,
    // the corridor's end, is dead).
    const char* kCorridor = "#########\n#.  $ @ #\n#   #####\n#########\n";
    Fixture f;
    REQUIRE(f.model.load(kCorridor).ok);
    REQUIRE(f.model.play.move_lurd("llldlluRR").ok);  // around the box, then two pushes back into the corridor
    const sk::Level& level = f.model.play.level();
    REQUIRE(f.model.play.game().position().boxes[level.index(4, 1)]);
    REQUIRE_FALSE(f.model.assist.deadlocked());  // the live check does not know
    REQUIRE(f.model.request_hint());
    f.port.run_last();
    CHECK(f.model.hints.hint().status == Hint::Status::Lost);
    CHECK(f.model.hints.hint().reason == "no solution from here (the search was complete)");
    CHECK(f.message() == "Lost: no solution from here (the search was complete). Undo to go back.");
    CHECK(boxcar::app::model_state_json(f.model)["hint"]["status"] == "lost");
    CHECK_FALSE(f.model.hints.on_screen());

    // Undo the last push: the box at the corridor's mouth is still lost (the player is on its left).
    REQUIRE(f.model.play.undo());
    REQUIRE_FALSE(f.model.assist.deadlocked());
    REQUIRE(f.model.request_hint());
    f.port.run_last();
    CHECK(f.model.hints.hint().status == Hint::Status::Lost);
    // Back at the start the same room is solvable: the hint is a push.
    f.model.play.restart();
    REQUIRE(f.model.request_hint());
    f.port.run_last();
    CHECK(f.model.hints.hint().status == Hint::Status::Ready);
    CHECK(boxcar::app::model_state_json(f.model)["hint"]["dir"] == "L");
}

TEST_CASE("no solution from here: Rush Hour, a board the worker's search proves unsolvable") {
    Fixture f;
    // A horizontal car in front of the exit, in the red car's row: it can never leave.
    REQUIRE(f.model.load("oooooooooooo" "oAABBo" "oooooooooooooooooo").ok);
    REQUIRE(f.model.play.kind() == boxcar::app::PuzzleKind::RushHour);
    REQUIRE(f.model.request_hint());
    f.port.run_last();
    CHECK(f.model.hints.hint().status == Hint::Status::Lost);
    CHECK(f.message() == "Lost: no solution from here (the search was complete). Undo to go back.");
}
