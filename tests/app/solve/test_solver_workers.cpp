// The app model's side of the parallel portfolio: a Sokoban `auto` solve on a port with 4 workers is one
// job of 4 requests, lane k's with "lane":k and the lane's own phases and memory share; each worker's progress and answer are kept apart and added up; the first
// verified solution wins and the others are stopped; a forged answer does not win; Cancel stops all.
#include "api_call.hpp"
#include "app_levels.hpp"
#include "app/api/api.hpp"
#include "app/api/state_json.hpp"
#include "protocol/solve_protocol.hpp"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include <string>
#include <vector>

using boxcar::app::test::kTwoBoxes;
using boxcar::app::AppModel;
using boxcar::app::test::call;
using nlohmann::json;

namespace {

// A port of 4 workers that runs a lane when the test says so (the worker protocol in-process).
struct FourWorkers : boxcar::app::SolverPort {
    AppModel* model = nullptr;
    boxcar::app::WorkerJob job;
    int cancels = 0;
    void post(const boxcar::app::WorkerJob& j) override { job = j; }
    void cancel() override { ++cancels; }
    int workers() const override { return 4; }
    void run_lane(int lane) {
        model->on_solver_event(boxcar::protocol::handle_request(
            job.requests.at(lane), [&](const boxcar::protocol::SolveProgress& p) { model->on_solver_event(p); }));
    }
    void send(json event) {
        event["id"] = job.id;
        model->on_solver_event(boxcar::protocol::decode_worker_event(event.dump()));
    }
};

}  // namespace

TEST_CASE("a Sokoban auto solve runs on every worker; the first verified solution wins, the others stop") {
    FourWorkers port;
    AppModel m(&port);
    port.model = &m;
    json final_solver;
    m.solve.on_finished = [&](int) { final_solver = boxcar::app::solver_state_json(m.solve, m.play); };
    call(m, "load", json::array({kTwoBoxes}));
    REQUIRE(call(m, "solve", json::array({json{{"timeLimit", 10}, {"memoryLimit", 512}}}))["ok"] == true);
    REQUIRE(port.job.requests.size() == 4);
    for (int lane = 0; lane < 4; ++lane) {  // every lane's request carries what that lane runs
        const json r = json::parse(boxcar::protocol::encode_worker_request(port.job.requests[lane]));
        CHECK(r["id"] == port.job.id);
        CHECK(r["lane"] == lane);
        CHECK(r["options"]["memoryLimit"] == doctest::Approx(128.0));
        CHECK(r.contains("direction") == (lane == 3));
        if (lane == 1) CHECK(r["options"]["phases"] == json::array({"fess-boxes"}));
        if (lane == 2) CHECK(r["options"]["phases"] == json::array({"fess-greedy"}));
    }
    CHECK(json::parse(boxcar::protocol::encode_worker_request(port.job.requests[3]))["direction"] == "backward");
    json s = call(m, "state")["solver"];
    REQUIRE(s["workers"].size() == 4);
    for (const auto& w : s["workers"]) CHECK(w["status"] == "running");

    // Progress of two workers adds up.
    port.send({{"type", "progress"}, {"lane", 1}, {"expanded", 100}, {"generated", 300}, {"time_ms", 50.0},
               {"memory_bytes", 1000}, {"phase", "fess-boxes/hungarian"}});
    port.send({{"type", "progress"}, {"lane", 2}, {"expanded", 40}, {"generated", 90}, {"time_ms", 70.0},
               {"memory_bytes", 500}, {"phase", "fess-greedy/hungarian"}});
    s = call(m, "state")["solver"];
    CHECK(s["expanded"] == 140);
    CHECK(s["memory_bytes"] == 1500);
    CHECK(s["time_ms"] == doctest::Approx(70.0));
    CHECK(s["workers"][1]["expanded"] == 100);
    CHECK(s["workers"][1]["phase"] == "fess-boxes/hungarian");

    // A forged answer does not win: that worker is marked invalid and the others go on.
    port.send({{"type", "result"}, {"lane", 3}, {"status", "solved"}, {"solution", "RRRR"}, {"moves", 4}, {"pushes", 4}});
    s = call(m, "state")["solver"];
    CHECK(s["status"] == "running");
    CHECK(s["workers"][3]["status"] == "invalid");
    CHECK(port.cancels == 0);

    // Worker 2 (a real lane) answers first: verified, it wins; 0 and 1 are stopped (terminated).
    port.run_lane(2);
    CHECK(final_solver["status"] == "solved");
    s = call(m, "state")["solver"];
    CHECK(s["status"] == "solved");
    CHECK(s["workers"][2]["status"] == "solved");
    CHECK(s["workers"][0]["status"] == "stopped");
    CHECK(s["workers"][1]["status"] == "stopped");
    CHECK(s["workers"][3]["status"] == "invalid");
    CHECK(port.cancels == 1);
    CHECK(s["solution_length"].get<int>() > 0);
    CHECK(s["phase"].get<std::string>().rfind("fess-greedy", 0) == 0);
    // A late answer of a stopped worker changes nothing.
    port.run_lane(0);
    CHECK(call(m, "state")["solver"]["workers"][0]["status"] == "stopped");
}

TEST_CASE("without a solution the first worker's answer counts once every worker has ended") {
    FourWorkers port;
    AppModel m(&port);
    port.model = &m;
    call(m, "load", json::array({kTwoBoxes}));
    REQUIRE(call(m, "solve")["ok"] == true);
    port.send({{"type", "result"}, {"lane", 3}, {"status", "invalid"}, {"error", "backward search needs goals"}});
    port.send({{"type", "result"}, {"lane", 0}, {"status", "timeout"}});
    port.send({{"type", "error"}, {"lane", 1}, {"message", "Aborted(OOM)"}, {"out_of_memory", true}});  // the worker says so
    json s = call(m, "state")["solver"];
    CHECK(s["status"] == "running");
    port.send({{"type", "result"}, {"lane", 2}, {"status", "exhausted"}});
    s = call(m, "state")["solver"];
    CHECK(s["status"] == "timeout");
    CHECK(s["workers"][1]["status"] == "memout");
    CHECK(s["error"].is_null());
    CHECK(port.cancels == 0);  // nothing left to stop
}

TEST_CASE("a proof of unsolvability from any worker ends the solve; cancel stops every worker") {
    FourWorkers port;
    AppModel m(&port);
    port.model = &m;
    call(m, "load", json::array({kTwoBoxes}));
    REQUIRE(call(m, "solve")["ok"] == true);
    port.send({{"type", "result"}, {"lane", 3}, {"status", "unsolvable"}});
    json s = call(m, "state")["solver"];
    CHECK(s["status"] == "unsolvable");
    CHECK(s["workers"][0]["status"] == "stopped");
    CHECK(port.cancels == 1);

    REQUIRE(call(m, "solve")["ok"] == true);
    call(m, "cancel");
    s = call(m, "state")["solver"];
    CHECK(s["status"] == "idle");
    for (const auto& w : s["workers"]) CHECK(w["status"] == "stopped");
    CHECK(port.cancels == 2);
}

TEST_CASE("options that are one search run on one worker") {
    FourWorkers port;
    AppModel m(&port);
    port.model = &m;
    call(m, "load", json::array({kTwoBoxes}));
    REQUIRE(call(m, "solve", json::array({json{{"algo", "astar"}}}))["ok"] == true);
    REQUIRE(port.job.requests.size() == 1);
    CHECK_FALSE(json::parse(boxcar::protocol::encode_worker_request(port.job.requests[0])).contains("lane"));
    CHECK(call(m, "state")["solver"]["workers"].size() == 1);
    port.model->on_solver_event(boxcar::protocol::handle_request(port.job.requests[0], nullptr));
    CHECK(call(m, "state")["solver"]["status"] == "solved");
}
