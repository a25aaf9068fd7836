// Rush Hour in the app model: loading boards, sliding with legal ranges, undo/redo, optimal counts,
// solving through the worker protocol with a verified answer, and rejecting a forged one.
#include "api_call.hpp"
#include "app_levels.hpp"
#include "app/api/api.hpp"
#include "protocol/solve_protocol.hpp"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

using boxcar::app::test::kOneMove;
using boxcar::app::AppModel;
using nlohmann::json;

namespace {

struct InProcessPort : boxcar::app::SolverPort {
    AppModel* model = nullptr;
    std::string last;
    void post(const boxcar::app::WorkerJob& job) override { last = boxcar::protocol::encode_worker_request(job.requests.back()); }
    void cancel() override {}
    void run() { model->on_solver_event(boxcar::protocol::decode_worker_event(boxcar::protocol::handle_request_text(last, nullptr))); }
};

using boxcar::app::test::call;

const char* kTwoMoves = "02 ooBoooooBoooAABooooooooooooooooooooo 14";
const char* kHard51 = "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo";

}  // namespace

TEST_CASE("a Rush Hour board loads as kind rushhour with its optimal count") {
    AppModel m;
    json r = call(m, "load", json::array({kTwoMoves}));
    REQUIRE(r["ok"] == true);
    CHECK(r["kind"] == "rushhour");
    CHECK(r["levels"] == 1);
    json s = call(m, "state");
    CHECK(s["kind"] == "rushhour");
    CHECK(s["width"] == 6);
    CHECK(s["optimal"] == 2);  // from the database line
    CHECK(s["solved"] == false);
    r = call(m, "load", json::array({kHard51}));
    REQUIRE(r["ok"] == true);
    CHECK(call(m, "state")["optimal"] == 51);  // computed by BFS
}

TEST_CASE("slides respect the legal range; undo, redo and restart") {
    AppModel m;
    call(m, "load", json::array({kOneMove}));
    const auto range = m.play.rush().slide_range(0);
    CHECK(range.first == 0);
    CHECK(range.second == 4);
    CHECK_FALSE(m.play.rush_slide(0, 5));
    CHECK(m.play.rush_slide(0, 2));
    CHECK(call(m, "state")["moves"] == 1);
    CHECK(call(m, "state")["steps"] == 2);
    CHECK(call(m, "undo")["ok"] == true);
    CHECK(call(m, "state")["moves"] == 0);
    CHECK(call(m, "redo")["ok"] == true);
    json r = call(m, "move", json::array({"A+2"}));
    CHECK(r["ok"] == true);
    CHECK(call(m, "state")["solved"] == true);
    call(m, "restart");
    CHECK(call(m, "state")["moves"] == 0);
    json bad = call(m, "move", json::array({"Q+1"}));
    CHECK(bad["ok"] == false);
    json blocked = call(m, "move", json::array({"A-1"}));
    CHECK(blocked["ok"] == false);
}

TEST_CASE("a bad Rush Hour board says what is wrong") {
    AppModel m;
    json r = call(m, "load", json::array({"ooooooooooooAAoooooooooooooooooooooQ?"}));
    CHECK(r["ok"] == false);
    CHECK(r["error"].get<std::string>().size() > 5);
}

TEST_CASE("solve a Rush Hour board in the worker protocol and play it back") {
    InProcessPort port;
    AppModel m(&port);
    port.model = &m;
    call(m, "load", json::array({kHard51}));
    REQUIRE(call(m, "solve")["ok"] == true);
    CHECK(json::parse(port.last)["kind"] == "rushhour");
    port.run();
    json s = call(m, "state");
    CHECK(s["solver"]["status"] == "solved");
    CHECK(s["solver"]["solution_length"] == 51);
    call(m, "seek", json::array({51}));
    CHECK(call(m, "state")["solved"] == true);
}

TEST_CASE("a forged Rush Hour answer is rejected") {
    InProcessPort port;
    AppModel m(&port);
    port.model = &m;
    call(m, "load", json::array({kTwoMoves}));
    REQUIRE(call(m, "solve")["ok"] == true);
    json forged{{"id", m.solve.state().request_id}, {"type", "result"}, {"status", "solved"},
                {"solution", {"A+4"}}, {"expanded", 1}, {"generated", 1}, {"time_ms", 1}};
    m.on_solver_event(boxcar::protocol::decode_worker_event(forged.dump()));
    CHECK(call(m, "state")["solver"]["status"] == "invalid");
}
