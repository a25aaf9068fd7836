// The solver's memory budget: the accounting covers the search tables and the domain's own tables
// (deadlock caches, scratch, the push board), stays under the budget, and a solve that reaches the budget
// ends with memout instead of crashing. Fast: the budgets are a few MiB.
#include "core/sokoban/level_fixture.hpp"
#include "search/search.hpp"
#include "sokoban/board/push_board.hpp"
#include "sokoban/domains/push_domain.hpp"
#include "sokoban/solve/solver.hpp"

#include <doctest/doctest.h>

#include <string>

using namespace boxcar::sokoban;
using boxcar::search::Status;

namespace {

Level xsokoban(int number) {
    return shared_level("sokoban/XSokoban.xsb", number);
}

}  // namespace

TEST_CASE("memory: the push domain reports its own tables and the search counts them") {
    const Level level = xsokoban(1);
    const PushBoard board = build_push_board(level);
    PushDomain domain(board, {});
    const std::uint64_t own = domain.memory_bytes();
    // At least the goal distance tables: goals x squares x 2 bytes.
    CHECK(own >= board.goals.size() * static_cast<std::size_t>(board.n) * 2);

    boxcar::search::Config cfg;
    cfg.algorithm = boxcar::search::Algorithm::Astar;
    cfg.limits.max_expanded = 500;
    boxcar::search::Search<PushDomain> search(domain, cfg);
    search.run();
    // The corral test has filled its cache by now: the search's figure includes it.
    CHECK(search.stats().memory_bytes >= domain.memory_bytes());
    CHECK(domain.memory_bytes() > own);
}

TEST_CASE("memory: auto at a small budget ends with memout and its accounting stays under the budget") {
    // XSokoban 29: far beyond a few MiB for any configuration (Festival 3.1 fails it at 60 s).
    const Level level = xsokoban(29);
    for (double mib : {3.0, 6.0}) {
        CAPTURE(mib);
        SolveOptions o;  // auto, every deadlock test
        o.memory_limit_mib = mib;
        o.time_limit_s = 600;  // the budget, not the clock, must end it (generous: ASan on a loaded machine)
        const SolveResult r = solve(level, o);
        CHECK(r.status == Status::Memout);
        CHECK(r.stats.memory_bytes > 0);
        CHECK(r.stats.memory_bytes <= static_cast<std::uint64_t>(mib * 1048576));
        CHECK(r.solution.empty());
    }
}

TEST_CASE("memory: a budget smaller than the domain's own tables is a clean memout") {
    const Level level = xsokoban(29);
    for (Algo a : {Algo::Astar, Algo::Greedy, Algo::Bfs, Algo::IdaStar, Algo::Auto}) {
        CAPTURE(static_cast<int>(a));
        SolveOptions o;
        o.algo = a;
        o.memory_limit_mib = 0.05;  // 50 KiB: less than the corral cache alone
        o.time_limit_s = 20;
        const SolveResult r = solve(level, o);
        CHECK(r.status == Status::Memout);
        CHECK(r.solution.empty());
    }
}
