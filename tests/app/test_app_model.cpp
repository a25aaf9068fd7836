// The app model and the window.boxcar dispatcher, driven natively with an in-process solver "worker"
// (the same worker protocol code the Web Worker runs).
#include "api_call.hpp"
#include "app/api/state_json.hpp"
#include "app_levels.hpp"
#include "in_process_port.hpp"
#include "app/api/api.hpp"
#include "app/builtin_levels.hpp"
#include "protocol/solve_protocol.hpp"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include <string>
#include <vector>

using boxcar::app::test::kTwoBoxes;
using boxcar::app::AppModel;
using boxcar::app::api_call;
using nlohmann::json;

namespace {

using boxcar::app::test::InProcessPort;
using boxcar::app::test::call;

const char* kSmall = "#####|#@$.#|#####";

}  // namespace

TEST_CASE("built-in levels all load and are valid") {
    AppModel m;
    json r = call(m, "load", json::array({std::string(boxcar::app::builtin_sokoban_levels())}));
    REQUIRE(r["ok"] == true);
    CHECK(r["kind"] == "sokoban");
    CHECK(r["levels"].get<int>() >= 4);
    for (const auto& entry : m.play.collection().levels) {
        CHECK_MESSAGE(entry.level.has_value(), entry.title);
        CHECK_FALSE(entry.title.empty());
    }
}

TEST_CASE("load reports bad text and keeps the previous level") {
    AppModel m;
    REQUIRE(call(m, "load", json::array({kSmall}))["ok"] == true);
    json bad = call(m, "load", json::array({"#####\n#@@.#\n#$  #\n#####"}));
    CHECK(bad["ok"] == false);
    CHECK(bad["error"].get<std::string>().find("line") != std::string::npos);
    json s = call(m, "state");
    CHECK(s["width"] == 5);
    CHECK(s["message"].get<std::string>().find("Could not load") != std::string::npos);
}

TEST_CASE("state has the contract's fields") {
    AppModel m;
    call(m, "load", json::array({kSmall}));
    json s = call(m, "state");
    for (const char* key : {"kind", "level", "title", "width", "height", "moves", "pushes", "solved", "deadlocked",
                            "message", "solver", "playback", "frames", "board"})
        CHECK_MESSAGE(s.contains(key), key);
    CHECK(s["kind"] == "sokoban");
    CHECK(s["level"] == 1);
    CHECK(s["solver"]["status"] == "idle");
    for (const char* key : {"status", "expanded", "time_ms", "solution_length"}) CHECK(s["solver"].contains(key));
    for (const char* key : {"position", "length", "playing"}) CHECK(s["playback"].contains(key));
    CHECK(s["board"].contains("cell_px"));
    CHECK(s["board"]["origin"].size() == 2);
}

TEST_CASE("move, undo, redo and restart as a player would") {
    AppModel m;
    call(m, "load", json::array({kTwoBoxes}));
    json r = call(m, "move", json::array({"r"}));
    CHECK(r["ok"] == true);
    CHECK(call(m, "state")["pushes"] == 1);
    CHECK(call(m, "undo")["ok"] == true);
    CHECK(call(m, "state")["moves"] == 0);
    CHECK(call(m, "redo")["ok"] == true);
    CHECK(call(m, "state")["moves"] == 1);
    json blocked = call(m, "move", json::array({"u"}));  // row above the player is floor: legal
    CHECK(blocked["ok"] == true);
    json wall = call(m, "move", json::array({"u"}));  // now a wall
    CHECK(wall["ok"] == false);
    CHECK(wall["error"].get<std::string>().find("blocked") != std::string::npos);
    json garbage = call(m, "move", json::array({"rx"}));
    CHECK(garbage["ok"] == false);
}

TEST_CASE("solve through the worker protocol, verify, and play back to the solved position") {
    InProcessPort port;
    AppModel m(&port);
    port.model = &m;
    int finished = 0;
    json final_solver;
    m.solve.on_finished = [&](int) {
        ++finished;
        final_solver = boxcar::app::solver_state_json(m.solve, m.play);
    };
    call(m, "load", json::array({kTwoBoxes}));
    json r = call(m, "solve", json::array({json{{"algo", "bfs"}, {"timeLimit", 10}}}));
    REQUIRE(r["ok"] == true);
    CHECK(call(m, "state")["solver"]["status"] == "running");
    port.run_last();
    CHECK(finished == 1);
    CHECK(final_solver["status"] == "solved");
    json s = call(m, "state");
    const int length = s["playback"]["length"];
    CHECK(length > 0);
    CHECK(s["solver"]["solution_length"] == length);
    call(m, "seek", json::array({length}));
    CHECK(call(m, "state")["solved"] == true);
    call(m, "seek", json::array({0}));
    CHECK(call(m, "state")["solved"] == false);
    call(m, "play");
    for (int i = 0; i < 100; ++i) m.play.tick(0.5);
    s = call(m, "state");
    CHECK(s["solved"] == true);
    CHECK(s["playback"]["playing"] == false);
    CHECK(s["playback"]["position"] == length);
}

TEST_CASE("a corrupted worker answer is rejected by the replay check") {
    InProcessPort port;
    AppModel m(&port);
    port.model = &m;
    call(m, "load", json::array({kTwoBoxes}));
    REQUIRE(call(m, "solve")["ok"] == true);
    const int id = m.solve.state().request_id;
    json forged{{"id", id}, {"type", "result"}, {"status", "solved"}, {"solution", "RRRR"}, {"moves", 4},
                {"pushes", 4}, {"expanded", 1}, {"generated", 1}, {"time_ms", 1}, {"error", nullptr}};
    m.on_solver_event(boxcar::protocol::decode_worker_event(forged.dump()));
    json s = call(m, "state");
    CHECK(s["solver"]["status"] == "invalid");
    CHECK(s["solver"]["solution_length"] == 0);
    CHECK(s["message"].get<std::string>().find("replay") != std::string::npos);
}

TEST_CASE("cancel ends the request, ignores its late answer, and a new solve works") {
    InProcessPort port;
    AppModel m(&port);
    port.model = &m;
    json cancelled_solver;
    m.solve.on_finished = [&](int) { cancelled_solver = boxcar::app::solver_state_json(m.solve, m.play); };
    call(m, "load", json::array({kTwoBoxes}));
    REQUIRE(call(m, "solve")["ok"] == true);
    call(m, "cancel");
    CHECK(port.cancels == 1);
    CHECK(cancelled_solver["status"] == "idle");
    port.run_last();  // the late answer of the cancelled request
    CHECK(call(m, "state")["solver"]["solution_length"] == 0);
    REQUIRE(call(m, "solve")["ok"] == true);
    port.run_last();
    CHECK(call(m, "state")["solver"]["status"] == "solved");
}

TEST_CASE("bad calls answer with an error instead of throwing") {
    AppModel m;
    CHECK(call(m, "nope")["ok"] == false);
    CHECK(call(m, "select", json::array({3}))["ok"] == false);
    CHECK(call(m, "solve")["ok"] == false);  // no level, no port
    CHECK(json::parse(api_call(m, "load", "{not json"))["ok"] == false);
    call(m, "load", json::array({kSmall}));
    CHECK(call(m, "solve", json::array({json{{"algo", "magic"}}}))["ok"] == false);
    CHECK(call(m, "solve", json::array({json{{"colour", "red"}}}))["ok"] == false);
}

// The AppModel's own operations: those that coordinate several owners (app_model.hpp).

TEST_CASE("the owners share the model's one message line") {
    AppModel m;
    m.play.move_lurd("x");  // the play session's error
    CHECK(m.message.level() == boxcar::app::MessageLevel::Error);
    const int serial = m.message.serial();
    m.looks.set_theme("purple");  // the looks' error
    CHECK(m.message.serial() == serial + 1);
    CHECK(m.message.text().find("Unknown theme") == 0);
}

TEST_CASE("a new collection or level stops the running solve and hint and starts afresh") {
    InProcessPort port;
    AppModel m(&port);
    port.model = &m;
    REQUIRE(m.load(kTwoBoxes).ok);
    REQUIRE(m.start_solve(m.solve.settings));
    REQUIRE(m.load(kSmall).ok);  // the solve of the old level is cancelled
    CHECK(port.cancels == 1);
    CHECK_FALSE(m.solve.running());
    CHECK(boxcar::app::solver_state_json(m.solve, m.play)["status"] == "idle");
    CHECK(m.message.text() == "Loaded 1 level.");
    REQUIRE(m.request_hint());
    CHECK(m.hints.running());
    REQUIRE(m.select(1));  // the same level again, afresh: the hint is cancelled too
    CHECK(port.cancels == 2);
    CHECK_FALSE(m.hints.running());
    CHECK(m.message.text().empty());
    CHECK(m.play.opens() == 3);
}

TEST_CASE("worker events go to the hint or to the solve by request id; a malformed one ends what runs") {
    using boxcar::search::Status;
    InProcessPort port;
    AppModel m(&port);
    port.model = &m;
    REQUIRE(m.load(kTwoBoxes).ok);
    REQUIRE(m.request_hint());
    const int hint_id = m.hints.request_id();
    REQUIRE(m.start_solve(m.solve.settings));  // a solve cancels the hint first
    CHECK_FALSE(m.hints.running());
    CHECK(m.solve.state().request_id == hint_id + 1);  // one counter for both
    port.run_last();
    CHECK(m.solve.state().ended(Status::Solved));
    REQUIRE(m.request_hint(true));  // solve from here, asked of the worker
    port.run_last();                // its answer goes to the hint, and the rest is played
    CHECK(m.hints.hint().status == boxcar::app::Hint::Status::Ready);
    CHECK(m.play.playback().playing);
    CHECK(m.play.playback().position == 0);
    CHECK(m.solve.state().ended(Status::Solved));  // state().solver shows the hint's solution
    CHECK(m.solve.state().request_id == 0);
    REQUIRE(m.start_solve(m.solve.settings));
    m.on_solver_event(boxcar::protocol::decode_worker_event("not json"));
    CHECK(m.solve.state().ended(Status::Invalid));
    CHECK(m.message.level() == boxcar::app::MessageLevel::Error);
}
