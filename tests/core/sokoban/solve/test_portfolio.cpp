// The parallel portfolio's lanes (portfolio.hpp) and the selection of `auto`'s phases they run
// (SolveOptions::auto_phases): every lane solves on its own, replay-verified; bad selections are Invalid.
#include "core/sokoban/level_fixture.hpp"
#include "sokoban/solve/portfolio.hpp"
#include "sokoban/rules/rules.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <atomic>
#include <set>
#include <string>

using namespace boxcar::sokoban;
using boxcar::search::Status;

namespace {

const char* kTwoBoxes =
    "#######\n"
    "#     #\n"
    "#@$ $ #\n"
    "#  .. #\n"
    "#######\n";

}  // namespace

TEST_CASE("auto's phases by name, and the selection of some of them") {
    SolveOptions o;
    const auto names = auto_phase_names(o);
    REQUIRE(names.size() >= 2);
    CHECK(std::find(names.begin(), names.end(), "fess-boxes") != names.end());
    // the plan features after every forward phase they could slow down: with the searched packing order
    // (fess-plan, then Festival's advisors on the same plan), then with the removal order; the backward
    // search last
    REQUIRE(names.size() >= 5);
    CHECK(names[names.size() - 4] == "fess-plan");
    CHECK(names[names.size() - 3] == "fess-festival");
    CHECK(names[names.size() - 2] == "fess-plan-removal");
    CHECK(names.back() == "backward");
    SolveOptions removal_only;
    removal_only.packing_search = false;
    const auto without_search = auto_phase_names(removal_only);
    CHECK(std::count(without_search.begin(), without_search.end(), "fess-plan") == 0);
    CHECK(std::count(without_search.begin(), without_search.end(), "fess-festival") == 0);
    CHECK(without_search[without_search.size() - 2] == "fess-plan-removal");
    SolveOptions astar;
    astar.algo = Algo::Astar;
    CHECK(auto_phase_names(astar).empty());

    const Level level = level_from(kTwoBoxes);
    for (const std::string& name : names) {
        SolveOptions one;
        one.time_limit_s = 10;
        one.auto_phases = {name};
        const SolveResult r = solve(level, one);
        INFO(name);
        REQUIRE(r.status == Status::Solved);
        CHECK(replay(level, r.solution).solved);
        CHECK(r.phase.rfind(name + "/", 0) == 0);  // the phase that solved it is the one selected
    }
    SolveOptions unknown;
    unknown.auto_phases = {"no-such-phase"};
    const SolveResult bad = solve(level, unknown);
    CHECK(bad.status == Status::Invalid);
    CHECK(bad.error.find("no-such-phase") != std::string::npos);
    SolveOptions not_auto;
    not_auto.algo = Algo::Astar;
    not_auto.auto_phases = {names.front()};
    CHECK(solve(level, not_auto).status == Status::Invalid);
}

TEST_CASE("portfolio lanes split auto's phases, each phase once, and share the memory") {
    SolveOptions o;
    o.memory_limit_mib = 1024;
    const auto phases = auto_phase_names(o);
    for (int workers = 1; workers <= kMaxPortfolioWorkers + 2; ++workers) {
        const auto lanes = portfolio_lanes(o, workers);
        INFO("workers " << workers);
        CHECK(static_cast<int>(lanes.size()) == std::min(workers, kMaxPortfolioWorkers));
        std::multiset<std::string> covered;
        std::set<std::string> names;
        for (const PortfolioLane& lane : lanes) {
            names.insert(lane.name);
            CHECK(lane.options.memory_limit_mib == doctest::Approx(1024.0 / lanes.size()));
            CHECK(lane.options.time_limit_s == o.time_limit_s);  // each lane has the whole time
            if (lane.direction == Direction::Forward)
                for (const auto& p : lane.options.auto_phases.empty() ? phases : lane.options.auto_phases) covered.insert(p);
        }
        CHECK(names.size() == lanes.size());
        for (const auto& p : phases) CHECK(covered.count(p) == 1);  // every phase runs, on one lane only
    }
    const auto four = portfolio_lanes(o, 4);
    CHECK(four[1].name == "fess-boxes");
    CHECK(four[2].name == "fess-greedy");
    CHECK(four[3].direction == Direction::Backward);

    SolveOptions optimal;
    optimal.objective = Objective::Pushes;  // one optimal search: not split
    CHECK(portfolio_lanes(optimal, 4).size() == 1);
    SolveOptions plain;
    plain.algo = Algo::Greedy;
    CHECK(portfolio_lanes(plain, 4).size() == 1);
}

TEST_CASE("threads: the forward lanes share one budget, what the backward lane's share leaves") {
    SolveOptions o;
    o.memory_limit_mib = 1024;
    SharedMemoryBudget budget;
    auto four = portfolio_lanes(o, 4);
    share_memory(four, o.memory_limit_mib, budget);
    CHECK(budget.total_bytes() == 768ull * 1024 * 1024);
    std::set<int> indices;
    for (const PortfolioLane& lane : four) {
        INFO(lane.name);
        if (lane.direction == Direction::Backward) {
            CHECK(lane.options.memory_limit_mib == doctest::Approx(256.0));
            CHECK(lane.options.shared_memory == nullptr);
        } else {
            CHECK(lane.options.memory_limit_mib == doctest::Approx(768.0));
            CHECK(lane.options.shared_memory == &budget);
            indices.insert(lane.options.shared_memory_lane);
        }
    }
    CHECK(indices.size() == 3);
    SharedMemoryBudget two_budget;
    auto two = portfolio_lanes(o, 2);
    share_memory(two, o.memory_limit_mib, two_budget);
    CHECK(two_budget.total_bytes() == 1024ull * 1024 * 1024);
    for (const PortfolioLane& lane : two) CHECK(lane.options.memory_limit_mib == doctest::Approx(1024.0));

    // What the others published is what a lane may not hold; what it held is free again when it ends.
    SharedMemoryBudget pool(100);
    pool.publish(1, 30);
    pool.publish(2, 50);
    CHECK(pool.available(0) == 20);
    CHECK(pool.available(1) == 50);
    CHECK(pool.peak_bytes() == 80);
    pool.publish(2, 0);
    CHECK(pool.available(0) == 70);
    CHECK(pool.peak_bytes() == 80);  // the most held at once, not the sum of each lane's most
    pool.publish(2, 40);
    CHECK(pool.peak_bytes() == 80);
    pool.publish(1, 200);
    CHECK(pool.available(0) == 1);
    CHECK(pool.peak_bytes() == 240);
}

TEST_CASE("a lane gets only what the other lanes leave of the shared budget, and gives it back at its end") {
    const Level level = shared_level("sokoban/XSokoban.xsb", 29);
    SolveOptions o;
    o.auto_phases = {"fess-boxes"};
    o.optimize = Optimize::Off;
    o.node_limit = 5000;
    o.time_limit_s = 60;
    o.memory_limit_mib = 64;
    SharedMemoryBudget budget(64ull * 1024 * 1024);
    o.shared_memory = &budget;
    o.shared_memory_lane = 0;
    // Alone in the budget: 5,000 expansions fit.
    const SolveResult alone = solve(level, o);
    CHECK(alone.status == Status::Timeout);
    CHECK(budget.available(1) == 64ull * 1024 * 1024);  // the lane published 0 when it ended
    // Another lane holds 60 of the 64 MiB: the same search ends memout, its tables within the 4 MiB left.
    budget.publish(1, 60ull * 1024 * 1024);
    const SolveResult squeezed = solve(level, o);
    CHECK(squeezed.status == Status::Memout);
    CHECK(squeezed.stats.expanded < alone.stats.expanded);
    CHECK(squeezed.stats.memory_bytes <= 4ull * 1024 * 1024);
}

TEST_CASE("every lane of four solves a small level on its own, replay-verified") {
    const Level level = level_from(kTwoBoxes);
    SolveOptions o;
    o.time_limit_s = 10;
    for (const PortfolioLane& lane : portfolio_lanes(o, 4)) {
        INFO(lane.name);
        const SolveResult r = solve_lane(level, lane);
        REQUIRE(r.status == Status::Solved);
        CHECK(ends_portfolio(r));
        const ReplayResult replayed = replay(level, r.solution);
        CHECK(replayed.solved);
        CHECK(replayed.pushes == r.pushes);
    }
}

TEST_CASE("a lane stops through the shared cancel flag") {
    std::atomic<bool> stop{true};
    SolveOptions o;
    o.cancel = &stop;
    const auto lanes = portfolio_lanes(o, 4);
    const Level level = level_from(
        "    #####\n    #   #\n    #$  #\n  ###  $##\n  #  $ $ #\n### # ## #   ######\n#   # ## #####  ..#\n"
        "# $  $          ..#\n##### ### #@##  ..#\n    #     #########\n    #######\n");  // XSokoban 1
    for (const PortfolioLane& lane : lanes) {
        INFO(lane.name);
        const SolveResult r = solve_lane(level, lane);
        CHECK(r.status == Status::Cancelled);
        CHECK_FALSE(ends_portfolio(r));
    }
}
