// The solve client on its own (solve_client.hpp) over a play session and a port that records what it is
// sent: what it refuses to start, the job it posts, worker events of its request only, an answer loaded
// into playback only after the rules replayed it, cancel, and state().solver.
#include "app/message_line.hpp"
#include "app/api/state_json.hpp"
#include "app_levels.hpp"
#include "recording_port.hpp"
#include "app/play/play_session.hpp"
#include "app/solve/solve_client.hpp"
#include "protocol/solve_protocol.hpp"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include <string>
#include <vector>

using boxcar::app::test::kTwoBoxes;
using boxcar::app::MessageLevel;
using boxcar::app::MessageLine;
using boxcar::app::PlaySession;
using boxcar::app::PuzzleKind;
using boxcar::app::SolveClient;
using boxcar::app::SolveSettings;
using boxcar::app::test::RecordingPort;
using nlohmann::json;

namespace {

struct Client {
    MessageLine message;
    PlaySession play{message};
    RecordingPort port;
    SolveClient solve{play, message, &port};
    std::vector<json> finished;
    Client() {
        solve.on_finished = [this](int) { finished.push_back(boxcar::app::solver_state_json(solve, play)); };
        auto read = boxcar::app::read_levels(kTwoBoxes);
        play.open_collection(std::move(read.collection));
        play.open_level(1);
    }
    // The worker's own answer to the last request.
    std::string answer() const { return boxcar::protocol::handle_request_text(boxcar::protocol::encode_worker_request(port.jobs.back().requests.front()), {}); }
};

}  // namespace

TEST_CASE("a solve starts only with a level, a port and positive limits; each refusal is said") {
    MessageLine message;
    PlaySession play(message);
    SolveClient none(play, message, nullptr);
    std::string error;
    CHECK_FALSE(none.can_start(SolveSettings{}, &error));
    CHECK(error == "Load a level first.");
    Client c;
    SolveClient portless(c.play, c.message, nullptr);
    CHECK_FALSE(portless.can_start(SolveSettings{}, &error));
    CHECK(error == "The solver is not available.");
    SolveSettings bad;
    bad.sokoban.time_limit_s = 0;
    CHECK_FALSE(c.solve.can_start(bad, &error));
    CHECK(error == "Time and memory limits must be positive.");
    CHECK(c.message.level() == MessageLevel::Error);
    CHECK(c.solve.can_start(SolveSettings{}, &error));
}

TEST_CASE("start posts one job with a fresh id; the verified answer is loaded into the session's playback") {
    Client c;
    c.solve.start(SolveSettings{});
    REQUIRE(c.port.jobs.size() == 1);
    CHECK(c.solve.running());
    const int id = c.solve.state().request_id;
    CHECK(c.port.jobs[0].id == id);
    CHECK(boxcar::app::new_request_id() == id + 1);  // hints draw from the same counter
    c.solve.on_event(boxcar::protocol::decode_worker_event(c.answer()));
    CHECK_FALSE(c.solve.running());
    CHECK(c.solve.state().ended(boxcar::search::Status::Solved));
    CHECK(c.play.solution().length > 0);
    CHECK(c.message.text().rfind("Solved in ", 0) == 0);
    REQUIRE(c.finished.size() == 1);
    CHECK(c.finished[0] == boxcar::app::solver_state_json(c.solve, c.play));
    CHECK(c.finished[0]["solution_length"] == c.play.solution().length);
    c.play.seek(c.play.solution().length);
    CHECK(c.play.solved());
}

TEST_CASE("events of another request are ignored; a forged answer is rejected and loads nothing") {
    Client c;
    c.solve.start(SolveSettings{});
    json other = json::parse(c.answer());
    other["id"] = c.solve.state().request_id + 7;
    c.solve.on_event(boxcar::protocol::decode_worker_event(other.dump()));
    CHECK(c.solve.running());
    json forged{{"id", c.solve.state().request_id}, {"type", "result"}, {"status", "solved"}, {"solution", "LLLL"},
                {"expanded", 1}, {"generated", 1}, {"time_ms", 1}};
    c.solve.on_event(boxcar::protocol::decode_worker_event(forged.dump()));
    CHECK(c.solve.state().ended(boxcar::search::Status::Invalid));
    CHECK(c.play.solution().length == 0);
    CHECK(c.message.text().rfind("Rejected: ", 0) == 0);
}

TEST_CASE("cancel stops the worker and says so; reset and a hint's solution set what state() shows") {
    Client c;
    c.solve.cancel();  // nothing runs: nothing happens
    CHECK(c.port.cancels == 0);
    c.solve.start(SolveSettings{});
    c.solve.cancel();
    CHECK(c.port.cancels == 1);
    CHECK(c.message.text() == "Solver cancelled.");
    CHECK(boxcar::app::solver_state_json(c.solve, c.play)["status"] == "idle");
    CHECK(c.solve.state().workers.front().status == boxcar::protocol::RunStatus::Stopped);
    c.solve.show_solved_by_hint(42, 5);
    CHECK(boxcar::app::solver_state_json(c.solve, c.play)["status"] == "solved");
    CHECK(boxcar::app::solver_state_json(c.solve, c.play)["expanded"] == 42);
    c.solve.reset();
    CHECK(boxcar::app::solver_state_json(c.solve, c.play)["status"] == "idle");
    c.solve.start(SolveSettings{});
    c.solve.on_event(boxcar::protocol::decode_worker_event("not json"));  // a malformed message
    CHECK(c.solve.state().ended(boxcar::search::Status::Invalid));
    CHECK(c.message.text() == "Solver error: the solver sent a malformed message");
}

// Presentation mode names the solver that found the solution on screen: the algorithm of the request,
// not the panel's setting changed after it.
TEST_CASE("the solved request keeps the name of the algorithm it ran, whatever the settings say later") {
    Client c;
    SolveSettings astar;
    astar.sokoban.algo = boxcar::sokoban::Algo::Astar;
    c.solve.start(astar);
    CHECK(c.solve.state().solver == "astar");
    c.solve.on_event(boxcar::protocol::decode_worker_event(c.answer()));
    REQUIRE(c.solve.state().ended(boxcar::search::Status::Solved));
    c.solve.settings.sokoban.algo = boxcar::sokoban::Algo::Bfs;
    CHECK(c.solve.state().solver == "astar");
    c.solve.reset();
    CHECK(c.solve.state().solver.empty());
}
