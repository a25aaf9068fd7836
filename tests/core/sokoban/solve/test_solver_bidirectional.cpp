// Backward (pull) and bidirectional solving (bidirectional_search.hpp): solutions replay-verified, backward
// A* push-optimal (the same push counts as forward A* with objective pushes), unsolvable proofs, and the
// levels the backward search refuses.
#include "core/sokoban/level_fixture.hpp"
#include "sokoban/solve/bidirectional_search.hpp"
#include "sokoban/domains/pull_domain.hpp"
#include "sokoban/board/push_board.hpp"
#include "sokoban/rules/rules.hpp"
#include "sokoban/solve/solver.hpp"

#include <doctest/doctest.h>

#include <string>
#include <vector>

using namespace boxcar::sokoban;
using boxcar::search::Status;

namespace {

SolveOptions quick(Algo a = Algo::Auto) {
    SolveOptions o;
    o.algo = a;
    o.time_limit_s = 20;
    o.memory_limit_mib = 256;
    return o;
}

}  // namespace

TEST_CASE("backward A* is push-optimal: the same push counts as forward A* on Microban 1-30") {
    const auto levels = microban_levels();
    REQUIRE(levels.size() >= 30);
    for (int n = 1; n <= 30; ++n) {
        CAPTURE(n);
        const Level& level = levels[n - 1];
        SolveOptions forward = quick(Algo::Astar);
        forward.objective = Objective::Pushes;
        const SolveResult f = solve(level, forward);
        const SolveResult b = solve_in_direction(level, quick(Algo::Astar), Direction::Backward);
        check_replayed(level, f);
        check_replayed(level, b);
        CHECK(b.pushes == f.pushes);
    }
}

TEST_CASE("bidirectional solves Microban 1-30 with replay-verified solutions") {
    const auto levels = microban_levels();
    for (int n = 1; n <= 30; ++n) {
        CAPTURE(n);
        check_replayed(levels[n - 1], solve_in_direction(levels[n - 1], quick(), Direction::Bidirectional));
    }
}

TEST_CASE("bidirectional joins the two searches: a forward path and a pull path meet") {
    // A pull search capped at a handful of expansions cannot reach the start of these levels, so the
    // forward search must meet it: the solution is stitched from both halves and must still replay.
    const auto levels = microban_levels();
    int joined = 0;
    for (int n : {10, 20, 30, 40, 60}) {
        CAPTURE(n);
        DirectionTuning tune;
        tune.backward_max_expanded = 5;
        const SolveResult r = solve_in_direction(levels[n - 1], quick(), Direction::Bidirectional, &tune);
        check_replayed(levels[n - 1], r);
        joined += tune.joined;
    }
    CHECK(joined >= 4);
}

TEST_CASE("backward search proves a level without any legal push unsolvable") {
    const Level level = level_from(
        "######\n"
        "#@$$.#\n"
        "#   .#\n"
        "######\n");
    const SolveResult b = solve_in_direction(level, quick(Algo::Astar), Direction::Backward);
    CHECK(b.status == Status::Unsolvable);
    const SolveResult bi = solve_in_direction(level, quick(), Direction::Bidirectional);
    CHECK(bi.status == Status::Unsolvable);
}

TEST_CASE("backward search: objective moves is refused with a message; a one-push level") {
    const Level simple = level_from("#####\n#@$.#\n#####\n");
    SolveOptions moves = quick();
    moves.objective = Objective::Moves;
    const SolveResult refused = solve_in_direction(simple, moves, Direction::Backward);
    CHECK(refused.status == Status::Invalid);
    CHECK(refused.error.find("pushes only") != std::string::npos);
    check_replayed(simple, solve_in_direction(simple, quick(), Direction::Backward));
    CHECK(solve_in_direction(simple, quick(), Direction::Backward).pushes == 1);

    CHECK(parse_direction("bidirectional") == Direction::Bidirectional);
    CHECK(!parse_direction("sideways"));
}

TEST_CASE("backward search stays within a small memory budget (memout, not a crash)") {
    const auto levels = microban_levels();
    SolveOptions o = quick(Algo::Bfs);
    o.memory_limit_mib = 1;
    const SolveResult r = solve_in_direction(levels[152], o, Direction::Backward);  // Microban 153: big
    CHECK(r.status == Status::Memout);
    CHECK(r.stats.memory_bytes <= (1u << 20));
}
