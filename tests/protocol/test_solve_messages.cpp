// The typed solve messages (solve_request.hpp, solve_progress.hpp, solve_answer.hpp): each round-trips
// through its JSON form, and a bad field of a request is refused with a message that names it.
#include "protocol/run_status.hpp"
#include "protocol/solve_answer.hpp"
#include "protocol/solve_progress.hpp"
#include "protocol/solve_request.hpp"
#include "protocol/stats_json.hpp"
#include "sokoban/solve/portfolio.hpp"

#include <doctest/doctest.h>

using namespace boxcar;
using namespace boxcar::protocol;
using nlohmann::json;

TEST_CASE("solve request: Sokoban with portfolio lanes and Rush Hour round-trip through JSON") {
    SolveRequest r;
    r.id = 42;
    r.text = "#####\n#@$.#\n#####\n";
    r.sokoban.algo = sokoban::Algo::Astar;
    r.sokoban.heuristic = sokoban::Heuristic::Pull;
    r.sokoban.time_limit_s = 7.5;
    r.sokoban.memory_limit_mib = 300;
    r.sokoban.auto_phases = {"fess-boxes"};
    r.lane = 1;
    r.direction = sokoban::Direction::Backward;
    std::string error;
    std::optional<std::int64_t> id;
    const auto back = read_solve_request(to_json(r), error, id);
    REQUIRE_MESSAGE(back, error);
    CHECK(id == 42);
    CHECK(back->id == 42);
    CHECK(back->puzzle == Puzzle::Sokoban);
    CHECK(back->text == r.text);
    CHECK(back->sokoban.algo == sokoban::Algo::Astar);
    CHECK(back->sokoban.heuristic == sokoban::Heuristic::Pull);
    CHECK(back->sokoban.time_limit_s == 7.5);
    CHECK(back->sokoban.memory_limit_mib == 300);
    CHECK(back->sokoban.auto_phases == std::vector<std::string>{"fess-boxes"});
    CHECK(back->lane == 1);
    CHECK(back->direction == sokoban::Direction::Backward);
    CHECK(to_json(*back) == to_json(r));

    SolveRequest rush;
    rush.id = 3;
    rush.puzzle = Puzzle::RushHour;
    rush.text = "IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM";
    rush.rush.metric = rush::Metric::Steps;
    const auto rush_back = read_solve_request(to_json(rush), error, id);
    REQUIRE_MESSAGE(rush_back, error);
    CHECK(rush_back->puzzle == Puzzle::RushHour);
    CHECK(rush_back->text == rush.text);
    CHECK(rush_back->rush.metric == rush::Metric::Steps);
    CHECK_FALSE(to_json(rush).contains("lane"));
    CHECK(to_json(*rush_back) == to_json(rush));
}

TEST_CASE("solve request: a bad field is refused, naming it; the id is kept for the answer") {
    auto refused = [](const json& j) {
        std::string error;
        std::optional<std::int64_t> id;
        const auto r = read_solve_request(j, error, id);
        CHECK_FALSE(r);
        CHECK(id == 5);
        return error;
    };
    const std::string level = "#####\n#@$.#\n#####\n";
    CHECK(refused({{"id", 5}, {"kind", "chess"}, {"level", level}}) == "unknown puzzle kind 'chess'");
    CHECK(refused({{"id", 5}, {"kind", 7}, {"level", level}}) == "unknown puzzle kind '?'");
    CHECK(refused({{"id", 5}, {"kind", "sokoban"}}) == "the request has no level text");
    CHECK(refused({{"id", 5}, {"kind", "rushhour"}}) == "the request has no board");
    CHECK(refused({{"id", 5}, {"level", level}, {"options", {{"algo", "quantum"}}}}).find("quantum") != std::string::npos);
    CHECK(refused({{"id", 5}, {"level", level}, {"lane", 4}}).find("bad portfolio lane") == 0);
    CHECK(refused({{"id", 5}, {"level", level}, {"lane", -1}}).find("bad portfolio lane") == 0);
    CHECK(refused({{"id", 5}, {"level", level}, {"lane", "two"}}).find("bad portfolio lane") == 0);
    CHECK(refused({{"id", 5}, {"level", level}, {"direction", "sideways"}}).find("bad direction") == 0);
    CHECK(refused({{"id", 5}, {"level", level}, {"direction", "bidirectional"}}).find("bad direction") == 0);
    CHECK(refused({{"id", 5}, {"level", level}, {"options", {{"phases", json::array({1})}}}}) == "phases must be a list of names");
}

TEST_CASE("lane requests: the portfolio's lanes are made once, each request with what its worker runs") {
    SolveRequest r;
    r.id = 8;
    r.text = "#####\n#@$.#\n#####\n";
    r.sokoban.memory_limit_mib = 400;
    const std::vector<LaneRequest> lanes = lane_requests(r, 4);
    const std::vector<sokoban::PortfolioLane> plan = sokoban::portfolio_lanes(r.sokoban, 4);
    REQUIRE(lanes.size() == plan.size());
    for (std::size_t k = 0; k < lanes.size(); ++k) {
        CHECK(lanes[k].name == plan[k].name);
        CHECK(lanes[k].request.id == 8);
        CHECK(lanes[k].request.lane == static_cast<int>(k));
        CHECK(lanes[k].request.sokoban.auto_phases == plan[k].options.auto_phases);
        CHECK(lanes[k].request.sokoban.memory_limit_mib == plan[k].options.memory_limit_mib);
        CHECK(lanes[k].request.direction == plan[k].direction);
    }
    // One worker, or another algorithm on four: the request alone, as it was, no lane.
    SolveRequest bfs = r;
    bfs.sokoban.algo = sokoban::Algo::Bfs;
    for (const SolveRequest& alone : {r, bfs}) {
        const std::vector<LaneRequest> one = lane_requests(alone, alone.sokoban.algo == sokoban::Algo::Bfs ? 4 : 1);
        REQUIRE(one.size() == 1);
        CHECK_FALSE(one[0].request.lane);
        CHECK(to_json(one[0].request) == to_json(alone));
    }
    SolveRequest rush;
    rush.puzzle = Puzzle::RushHour;
    rush.text = "IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM";
    CHECK(lane_requests(rush, 4).size() == 1);
}

TEST_CASE("solve progress round-trips, lane included; a malformed field reads as zero") {
    SolveProgress p;
    p.id = 9;
    p.lane = 1;
    p.stats.expanded = 1234;
    p.stats.generated = 5678;
    p.stats.frontier = 90;
    p.stats.depth = 12;
    p.stats.elapsed_ms = 250.5;
    p.stats.memory_bytes = 1 << 20;
    p.phase = "fess/hungarian";
    const SolveProgress back = read_solve_progress(to_json(p));
    CHECK(to_json(back) == to_json(p));
    CHECK(back.lane == 1);
    json broken = to_json(p);
    broken["expanded"] = "many";
    broken.erase("lane");
    const SolveProgress lenient = read_solve_progress(broken);
    CHECK(lenient.stats.expanded == 0);
    CHECK_FALSE(lenient.lane);
    CHECK(lenient.stats.generated == 5678);
}

TEST_CASE("the search counters have one spelling in every message; malformed counts read as zero") {
    search::SearchStats s;
    s.expanded = 7;
    s.generated = 11;
    s.frontier = 3;
    s.frontier_peak = 5;
    s.depth = 2;
    s.memory_bytes = 4096;
    s.elapsed_ms = 1.5;
    json progress = json::object(), answer = json::object();
    write_stats(progress, s, kCountKeys | kLiveKeys);
    write_stats(answer, s, kCountKeys | kPeakKeys);
    CHECK(progress == json{{"expanded", 7}, {"generated", 11}, {"memory_bytes", 4096}, {"time_ms", 1.5}, {"frontier", 3}, {"depth", 2}});
    CHECK(answer == json{{"expanded", 7}, {"generated", 11}, {"memory_bytes", 4096}, {"time_ms", 1.5}, {"frontier_peak", 5}});
    CHECK(to_json(SolveProgress{.stats = s}).contains("time_ms"));
    CHECK_FALSE(to_json(SolveProgress{.stats = s}).contains("elapsed_ms"));
    const search::SearchStats bad = read_stats(json{{"expanded", -1}, {"generated", 1e300}, {"frontier", 2.5},
                                                    {"depth", 1e12}, {"memory_bytes", "x"}, {"time_ms", -3}});
    CHECK(bad.expanded == 0);
    CHECK(bad.generated == 0);
    CHECK(bad.frontier == 0);
    CHECK(bad.depth == 0);
    CHECK(bad.memory_bytes == 0);
    CHECK(bad.elapsed_ms == 0);
    CHECK(read_stats(json{{"expanded", 12.0}}).expanded == 12);
}

TEST_CASE("solve answer round-trips for Sokoban and Rush Hour; an unknown status reads as invalid") {
    SolveAnswer a;
    a.id = 4;
    a.lane = 0;
    a.status = search::Status::Solved;
    a.stats.expanded = 10;
    a.stats.generated = 20;
    a.stats.frontier_peak = 5;
    a.stats.memory_bytes = 4096;
    a.stats.elapsed_ms = 12.5;
    a.solution = "rRdL";
    a.moves = 4;
    a.pushes = 2;
    a.phase = "astar/hungarian";
    CHECK(to_json(read_solve_answer(to_json(a))) == to_json(a));

    SolveAnswer r;
    r.id = 5;
    r.puzzle = Puzzle::RushHour;
    r.status = search::Status::Solved;
    r.slides = {"A+1", "C-2"};
    r.moves = 2;
    r.steps = 3;
    r.cursor = 4;
    const SolveAnswer rush_back = read_solve_answer(to_json(r));
    CHECK(rush_back.puzzle == Puzzle::RushHour);
    CHECK(to_json(rush_back) == to_json(r));

    SolveAnswer failed;
    failed.status = search::Status::Timeout;
    failed.error = "";
    const json j = to_json(failed);
    CHECK(j["id"].is_null());
    CHECK(j["solution"].is_null());
    CHECK(read_solve_answer(j).status == search::Status::Timeout);
    json odd = j;
    odd["status"] = "exploded";
    CHECK(read_solve_answer(odd).status == search::Status::Invalid);
    odd["status"] = "cancelled";
    CHECK(read_solve_answer(odd).status == search::Status::Invalid);
    odd.erase("status");
    CHECK(read_solve_answer(odd).status == search::Status::Invalid);
}

TEST_CASE("run status: one enum from the search's statuses to the page's names") {
    using protocol::RunStatus;
    CHECK(protocol::run_status(search::Status::Solved) == RunStatus::Solved);
    CHECK(protocol::run_status(search::Status::Cancelled) == RunStatus::Idle);
    for (search::Status s : {search::Status::Solved, search::Status::Unsolvable, search::Status::Exhausted,
                             search::Status::Timeout, search::Status::Memout, search::Status::Invalid}) {
        CHECK(protocol::run_status_name(protocol::run_status(s)) == search::status_name(s));  // the contract's names
        CHECK(protocol::search_status(protocol::run_status(s)) == s);
    }
    for (RunStatus s : {RunStatus::Idle, RunStatus::Queued, RunStatus::Running, RunStatus::Stopped})
        CHECK_FALSE(protocol::search_status(s));
    CHECK(protocol::run_status_name(RunStatus::Stopped) == "stopped");
    CHECK(protocol::kRunStatusNames.parse("queued") == RunStatus::Queued);
}
