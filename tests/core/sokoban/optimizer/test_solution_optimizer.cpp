// The solution optimizer: never longer, always replay-verified; finds the moves-optimal count (checked by
// an independent breadth-first search over the rules' moves) where the first solution is not; off leaves
// the solution as the search found it.
#include "core/sokoban/level_fixture.hpp"
#include "sokoban/board/push_board.hpp"
#include "sokoban/rules/rules.hpp"
#include "sokoban/optimizer/solution_optimizer.hpp"
#include "sokoban/solve/solver.hpp"

#include <doctest/doctest.h>

#include <string>
#include <unordered_set>
#include <vector>

using namespace boxcar::sokoban;
using boxcar::search::Status;

namespace {


// Fewest moves, by breadth-first search over single steps with the rules (apply_move): independent of the
// push graph the solver and the optimizer use. -1 when unsolvable.
int optimal_moves_by_bfs(const Level& level) {
    auto key = [](const Position& p) {
        std::string k(p.boxes.begin(), p.boxes.end());
        k += std::to_string(p.player);
        return k;
    };
    std::vector<Position> layer{initial_position(level)};
    std::unordered_set<std::string> seen{key(layer[0])};
    for (int depth = 0; !layer.empty(); ++depth) {
        std::vector<Position> next;
        for (const Position& p : layer) {
            if (is_solved(level, p)) return depth;
            for (Dir d : {Dir::Left, Dir::Up, Dir::Right, Dir::Down}) {
                Position q = p;
                if (apply_move(level, q, d) == MoveKind::Blocked) continue;
                if (seen.insert(key(q)).second) next.push_back(std::move(q));
            }
        }
        layer = std::move(next);
    }
    return -1;
}

SolveOptions auto_options(std::optional<Optimize> optimize) {
    SolveOptions o;
    o.time_limit_s = 20;
    o.cpu_time_limit = true;
    o.optimize = optimize;
    return o;
}

// Runs the optimizer on `lurd` (a verified solution of `level`) to the end.
OptimizedSolution optimize(const Level& level, const std::string& lurd, Optimize goal) {
    const ReplayResult r = replay(level, lurd);
    REQUIRE(r.legal);
    REQUIRE(r.solved);
    const PushBoard board = build_push_board(level);
    SolutionOptimizer optimizer(level, board, {r.lurd, r.moves, r.pushes}, goal, 256);
    while (!optimizer.step(4096)) {
    }
    return optimizer.best();
}

}  // namespace

TEST_CASE("auto's first solution of Microban 4 is not moves-optimal; the optimizer reaches the optimum") {
    const Level& level = microban_levels()[3];
    const int optimum = optimal_moves_by_bfs(level);
    REQUIRE(optimum > 0);
    const SolveResult r = solve(level, auto_options(std::nullopt));  // default: moves for auto
    check_replayed(level, r);
    CHECK(r.first_moves > optimum);  // what makes this level a test of the optimizer
    CHECK(r.moves == optimum);
    CHECK(r.moves < r.first_moves);
    CHECK(r.first_solution_ms <= r.stats.elapsed_ms);
}

TEST_CASE("optimize off leaves auto's solution as the search found it") {
    const Level& level = microban_levels()[3];
    const SolveResult off = solve(level, auto_options(Optimize::Off));
    const SolveResult moves = solve(level, auto_options(Optimize::Moves));
    check_replayed(level, off);
    check_replayed(level, moves);
    CHECK(off.moves == off.first_moves);
    CHECK(off.pushes == off.first_pushes);
    CHECK(off.moves == moves.first_moves);  // the same first solution, not shortened
    CHECK(off.pushes == moves.first_pushes);
    CHECK(moves.moves < off.moves);
}

TEST_CASE("the optimizer never returns a longer or unverified solution") {
    // Small Microban levels, each optimized moves-first and pushes-first from auto's unoptimized solution.
    for (int n : {1, 2, 4, 5, 6, 7, 10, 13, 15, 17, 20, 21}) {
        CAPTURE(n);
        const Level& level = microban_levels()[n - 1];
        const SolveResult first = solve(level, auto_options(Optimize::Off));
        REQUIRE(first.status == Status::Solved);
        for (Optimize goal : {Optimize::Moves, Optimize::Pushes}) {
            CAPTURE(optimize_name(goal));
            const OptimizedSolution best = optimize(level, first.solution, goal);
            const ReplayResult replayed = replay(level, best.lurd);
            CHECK(replayed.legal);
            CHECK(replayed.solved);
            CHECK(replayed.moves == best.moves);
            CHECK(replayed.pushes == best.pushes);
            const OptimizedSolution old{first.solution, first.moves, first.pushes};
            CHECK_FALSE(shorter_solution(old, best, goal));  // never worse in its own order
            if (goal == Optimize::Moves) CHECK(best.moves <= first.moves);
            else CHECK(best.pushes <= first.pushes);
        }
    }
}

TEST_CASE("a solution with a wasteful push order and detours is cut to the optimum") {
    // Two boxes in a corridor room: the given solution walks around and pushes the boxes in a poor order.
    const Level level = level_from(
        "########\n"
        "#      #\n"
        "# $  $ #\n"
        "#.@   .#\n"
        "########\n");
    const int optimum = optimal_moves_by_bfs(level);
    REQUIRE(optimum > 0);
    // Walk to the right box first and bring it to the right goal, then come back for the left one, with a
    // pointless loop on the way.
    const std::string wasteful = "rruurDldRurlduulllDrdL";
    const ReplayResult given = replay(level, wasteful);
    REQUIRE(given.legal);
    REQUIRE(given.solved);
    REQUIRE(given.moves > optimum);
    const OptimizedSolution best = optimize(level, wasteful, Optimize::Moves);
    CHECK(best.moves == optimum);
    CHECK(replay(level, best.lurd).solved);
}

TEST_CASE("objectives other than any, and other algorithms by default, are not optimized") {
    SolveOptions o;
    CHECK(effective_optimize(o) == Optimize::Moves);
    o.objective = Objective::Moves;
    CHECK(effective_optimize(o) == Optimize::Off);
    o.optimize = Optimize::Pushes;
    CHECK(effective_optimize(o) == Optimize::Off);  // the optimal objectives are left as they are
    o.objective = Objective::Any;
    CHECK(effective_optimize(o) == Optimize::Pushes);
    SolveOptions greedy;
    greedy.algo = Algo::Greedy;
    CHECK(effective_optimize(greedy) == Optimize::Off);
    greedy.optimize = Optimize::Moves;
    CHECK(effective_optimize(greedy) == Optimize::Moves);
    CHECK(parse_optimize("pushes") == Optimize::Pushes);
    CHECK_FALSE(parse_optimize("fast"));
}
