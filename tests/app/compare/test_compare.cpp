// The compare table's model (CompareSession) and the generate call, with the worker protocol run in-process:
// rows fill in as answers arrive, solved answers are replay-verified (a forged one is rejected), BFS and A*
// agree on the optimal push count, CSV/markdown, presets and bad configurations, cancel, generate + load.
#include "app/api/api_compare.hpp"
#include "app_levels.hpp"
#include "app/compare/compare.hpp"
#include "app/api/state_json.hpp"
#include "protocol/solve_protocol.hpp"
#include "protocol/worker_event.hpp"

#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

using boxcar::app::test::kTwoBoxes;
using boxcar::app::AppModel;
using boxcar::app::CompareConfig;
using boxcar::app::CompareSession;
using nlohmann::json;

namespace {

// Collects the requests; the test runs them through the real worker protocol.
struct PoolPort : boxcar::app::SolverPort {
    std::vector<std::string> requests;
    int cancels = 0;
    void post(const boxcar::app::WorkerJob& job) override { for (const auto& r : job.requests) requests.push_back(boxcar::protocol::encode_worker_request(r)); }
    void cancel() override { ++cancels; }
};

json call(AppModel& m, CompareSession& c, const char* method, const json& args = json::array()) {
    return json::parse(boxcar::app::compare_api_call(m, c, method, args.dump()));
}

// A level loaded and a comparison whose requests the test answers.
struct Comparing {
    AppModel model;
    CompareSession compare;
    PoolPort port;
    Comparing() {
        REQUIRE(model.load(kTwoBoxes).ok);
        compare.set_port(&port);
    }
};

}  // namespace

TEST_CASE("compare: BFS and A* rows, verified, same optimal pushes, A* expands fewer; CSV and markdown") {
    AppModel model;
    REQUIRE(model.load(kTwoBoxes).ok);
    CompareSession compare;
    PoolPort port;
    compare.set_port(&port);
    int finished_run = 0;
    json finished_rows;
    compare.on_finished = [&](int run) {
        finished_run = run;
        finished_rows = boxcar::app::compare_rows_json(compare);
    };
    const json started = call(model, compare, "compare",
                              json::array({json::array({{{"algo", "bfs"}}, {{"algo", "astar"}, {"heuristic", "hungarian"}}})}));
    REQUIRE(started["ok"] == true);
    REQUIRE(port.requests.size() == 2);
    CHECK(started["rows"][0]["status"] == "queued");
    CHECK(compare.running());
    // Answers arrive one by one; the first row is done while the second still runs.
    for (std::size_t i = 0; i < port.requests.size(); ++i) {
        compare.on_event(boxcar::protocol::decode_worker_event(boxcar::protocol::handle_request_text(port.requests[i], nullptr)));
        if (i == 0) {
            CHECK(compare.rows()[0].status_name() == "solved");
            CHECK(compare.rows()[1].status_name() == "queued");
            CHECK(finished_run == 0);
        }
    }
    CHECK(!compare.running());
    CHECK(finished_run == compare.run_id());
    REQUIRE(finished_rows.size() == 2);
    CHECK(finished_rows[0]["label"] == "bfs");
    CHECK(finished_rows[1]["label"] == "astar/hungarian");
    CHECK(finished_rows[0]["solved"] == true);
    CHECK(finished_rows[0]["pushes"] == finished_rows[1]["pushes"]);
    CHECK(finished_rows[1]["expanded"].get<int>() <= finished_rows[0]["expanded"].get<int>());
    const std::string csv = compare.csv();
    CHECK(csv.rfind("config,status,moves,pushes,expanded,generated,frontier_peak,time_ms\n", 0) == 0);
    CHECK(csv.find("\nbfs,solved,") != std::string::npos);
    CHECK(csv.find("\nastar/hungarian,solved,") != std::string::npos);
    const std::string md = compare.markdown();
    CHECK(md.find("| bfs | solved |") != std::string::npos);
    CHECK(call(model, compare, "compareTable", json::array({"markdown"}))["text"] == md);
}

TEST_CASE_FIXTURE(Comparing, "compare: a forged answer fails the replay check; worker death and hard timeout") {
    REQUIRE(call(model, compare, "compare", json::array({"heuristics"}))["ok"] == true);
    REQUIRE(port.requests.size() == 4);
    const int id0 = json::parse(port.requests[0])["id"], id1 = json::parse(port.requests[1])["id"];
    const int id2 = json::parse(port.requests[2])["id"];
    compare.on_event(boxcar::protocol::decode_worker_event(json{{"id", id0}, {"type", "result"}, {"status", "solved"}, {"solution", "RRRR"}}.dump()));
    CHECK(compare.rows()[0].status_name() == "invalid");
    CHECK(compare.rows()[0].error.find("replay") != std::string::npos);
    compare.on_event(boxcar::protocol::decode_worker_event(json{{"id", id1}, {"type", "error"}, {"message", "Aborted(OOM)"}}.dump()));
    CHECK(compare.rows()[1].status_name() == "invalid");
    // The pool hands a message over as its JSON text (web/compare_pool.js), through "compareEvent".
    const std::string timed_out = json{{"id", id2}, {"type", "error"}, {"timeout", true}, {"message", "hard limit"}}.dump();
    CHECK(call(model, compare, "compareEvent", json::array({json::parse(timed_out)}))["ok"] == true);  // not text: ignored
    CHECK(compare.rows()[2].status_name() == "queued");
    CHECK(call(model, compare, "compareEvent", json::array({timed_out}))["ok"] == true);
    CHECK(compare.rows()[2].status_name() == "timeout");
    CHECK(compare.running());
    // Cancel: the last row becomes idle, the port is told, late answers are ignored.
    compare.cancel();
    CHECK(port.cancels == 1);
    CHECK(compare.rows()[3].status_name() == "idle");
    compare.on_event(boxcar::protocol::decode_worker_event(boxcar::protocol::handle_request_text(port.requests[3], nullptr)));
    CHECK(compare.rows()[3].status_name() == "idle");
}

TEST_CASE("compare: presets and bad configurations") {
    for (const auto& name : CompareSession::preset_names(false)) CHECK(CompareSession::preset(name).has_value());
    for (const auto& name : CompareSession::preset_names(true)) CHECK(CompareSession::preset(name).has_value());
    CHECK(CompareSession::preset("deadlocks")->size() == 5);
    AppModel model;
    CompareSession compare;
    PoolPort port;
    compare.set_port(&port);
    CHECK(call(model, compare, "compare", json::array({"heuristics"}))["error"] == "load a level first");
    REQUIRE(model.load(kTwoBoxes).ok);
    json r = call(model, compare, "compare", json::array({json::array({{{"algo", "fastest"}}})}));
    CHECK(r["error"] == "configuration 1: unknown algorithm 'fastest'");
    r = call(model, compare, "compare", json::array({json::array({{{"algo", "bfs"}, {"colour", "red"}}})}));
    CHECK(r["error"] == "configuration 1: unknown option 'colour'");
    r = call(model, compare, "compare", json::array({"rush-metrics"}));
    CHECK(r["ok"] == false);
    CHECK(port.requests.empty());
}

TEST_CASE("compare on Rush Hour: heuristics reach the worker, rows verified with the move rules") {
    AppModel model;
    REQUIRE(model.load("GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo").ok);
    CompareSession compare;
    PoolPort port;
    compare.set_port(&port);
    REQUIRE(call(model, compare, "compare", json::array({"rush-heuristics"}))["ok"] == true);
    REQUIRE(port.requests.size() == 3);
    CHECK(json::parse(port.requests[0])["options"]["heuristic"] == "distance");
    for (const auto& request : port.requests) compare.on_event(boxcar::protocol::decode_worker_event(boxcar::protocol::handle_request_text(request, nullptr)));
    for (const auto& row : compare.rows()) {
        CHECK(row.status_name() == "solved");
        CHECK(row.moves == 51);
    }
    CHECK(compare.csv().rfind("config,status,moves,steps,", 0) == 0);
}

TEST_CASE("generate: a Sokoban level and a Rush Hour puzzle load, with their optimal cost and seed") {
    AppModel model;
    CompareSession compare;
    json r = call(model, compare, "generate",
                  json::array({{{"kind", "sokoban"}, {"width", 7}, {"height", 7}, {"boxes", 2}, {"minPushes", 4}, {"maxPushes", 10}, {"seed", 3}}}));
    REQUIRE(r["ok"] == true);
    CHECK(r["seed"] == 3);
    CHECK(r["optimal"].get<int>() >= 4);
    CHECK(r["optimal"].get<int>() <= 10);
    CHECK(model.play.has_level());
    CHECK(model.play.level().box_count() == 2);
    const json again = call(model, compare, "generate",
                            json::array({{{"kind", "sokoban"}, {"width", 7}, {"height", 7}, {"boxes", 2}, {"minPushes", 4}, {"maxPushes", 10}, {"seed", 3}}}));
    CHECK(again["text"] == r["text"]);

    r = call(model, compare, "generate", json::array({{{"kind", "rushhour"}, {"minMoves", 8}, {"maxMoves", 12}, {"seed", 5}}}));
    REQUIRE(r["ok"] == true);
    CHECK(model.play.kind() == boxcar::app::PuzzleKind::RushHour);
    CHECK(model.play.rush().optimal() == r["optimal"].get<int>());

    CHECK(call(model, compare, "generate", json::array({{{"kind", "sokoban"}, {"boxes", 0}}}))["error"] ==
          "generate option 'boxes' must be a whole number in 1..8");
    CHECK(call(model, compare, "generate", json::array({{{"kind", "chess"}}}))["ok"] == false);
    CHECK(call(model, compare, "generate", json::array({{{"kind", "rushhour"}, {"boxes", 2}}}))["error"] ==
          "unknown generate option 'boxes' for rushhour");
}

TEST_CASE_FIXTURE(Comparing, "compare: a row out of time runs again with 4x the time; the other rows stay") {
    REQUIRE(call(model, compare, "compare", json::array({"bfs-vs-astar"}))["ok"] == true);
    REQUIRE(port.requests.size() == 2);
    const int id0 = json::parse(port.requests[0])["id"];
    compare.on_event(boxcar::protocol::decode_worker_event(json{{"id", id0}, {"type", "result"}, {"status", "timeout"}}.dump()));
    compare.on_event(boxcar::protocol::decode_worker_event(boxcar::protocol::handle_request_text(port.requests[1], nullptr)));
    REQUIRE(!compare.running());
    REQUIRE(compare.rows()[0].status_name() == "timeout");
    const json kept = boxcar::app::compare_rows_json(compare)[1];
    std::string error;
    CHECK(!compare.retry(5, 4, error));
    CHECK(error.find("no row 6") != std::string::npos);
    REQUIRE(boxcar::app::compare_retry(model, compare, 0, 4, error));
    CHECK(compare.running());
    REQUIRE(port.requests.size() == 3);
    const json again = json::parse(port.requests[2]);
    CHECK(again["id"].get<int>() == compare.rows()[0].request_id);
    CHECK(again["options"]["timeLimit"].get<double>() == doctest::Approx(40));
    CHECK(compare.rows()[0].status_name() == "queued");
    CHECK(compare.rows()[0].config.time_limit_s == doctest::Approx(40));
    CHECK(model.message.text().find("again with 40 s") != std::string::npos);
    CHECK(!compare.retry(0, 4, error));  // still running
    // The worker answers the new request: the row is solved, the other row is what it was.
    compare.on_event(boxcar::protocol::decode_worker_event(boxcar::protocol::handle_request_text(port.requests[2], nullptr)));
    CHECK(!compare.running());
    CHECK(compare.rows()[0].status_name() == "solved");
    CHECK(boxcar::app::compare_rows_json(compare)[1] == kept);
}

TEST_CASE("compare: the workers note says how many workers and that watch runs on the page") {
    CHECK(boxcar::app::workers_note(1, 2) ==
          "This machine gives Compare 1 worker: the configurations take turns, each with its own time. Watch runs on the page itself.");
    CHECK(boxcar::app::workers_note(3, 2) == "This machine gives Compare 3 workers. Watch runs on the page itself.");
}
