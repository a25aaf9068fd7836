// Deadlock detectors and heuristics on hand-made positions, and the soundness of every deadlock test on
// real levels (BFS with no pruning and A* with all of them agree on push counts).
#include "core/sokoban/level_fixture.hpp"
#include "sokoban/deadlocks/deadlocks.hpp"
#include "sokoban/heuristics/heuristics.hpp"
#include "sokoban/board/push_board.hpp"
#include "sokoban/solve/solver.hpp"

#include <doctest/doctest.h>

#include <string>
#include <vector>

using namespace boxcar::sokoban;
using boxcar::search::Status;

namespace {

// Occupancy with boxes at the given (x, y) squares only.
std::vector<std::uint8_t> occupancy(const PushBoard& b, std::initializer_list<std::pair<int, int>> boxes) {
    std::vector<std::uint8_t> occ(b.n, 0);
    for (auto [x, y] : boxes) occ[square_at(b, x, y)] = 1;
    return occ;
}

// Keeper's squares from (x, y) with `occ` as obstacles, marked with stamp 1.
std::vector<int> reach_from(const PushBoard& b, const std::vector<std::uint8_t>& occ, int x, int y) {
    std::vector<int> reach(b.n, 0);
    std::vector<int> stack{square_at(b, x, y)};
    reach[stack[0]] = 1;
    while (!stack.empty()) {
        const int q = stack.back();
        stack.pop_back();
        for (int d = 0; d < 4; ++d) {
            const int t = b.next[q][d];
            if (t >= 0 && !occ[t] && !reach[t]) {
                reach[t] = 1;
                stack.push_back(t);
            }
        }
    }
    return reach;
}

}  // namespace

TEST_CASE("dead squares: corners and wall lines without a goal, but not squares that lead to a goal") {
    const Level level = level_from(
        "######\n"
        "#    #\n"
        "# $@ #\n"
        "#   .#\n"
        "######\n");
    const PushBoard b = build_push_board(level);
    CHECK(b.dead[square_at(b, 1, 1)]);  // corner
    CHECK(b.dead[square_at(b, 2, 1)]);  // top wall line: can never come down
    CHECK(b.dead[square_at(b, 4, 1)]);  // corner
    CHECK(b.dead[square_at(b, 1, 2)]);  // left wall line
    CHECK(b.dead[square_at(b, 1, 3)]);  // corner
    CHECK_FALSE(b.dead[square_at(b, 2, 2)]);
    CHECK_FALSE(b.dead[square_at(b, 4, 2)]);  // pushed down onto the goal
    CHECK_FALSE(b.dead[square_at(b, 2, 3)]);  // pushed right along the bottom to the goal
    CHECK_FALSE(b.dead[square_at(b, 4, 3)]);  // the goal
    CHECK(b.goal_dist[0][square_at(b, 2, 2)] == 3);
}

TEST_CASE("freeze: a 2x2 block and two boxes along a wall are frozen; boxes on goals are not a deadlock") {
    const Level level = level_from(
        "########\n"
        "#      #\n"
        "# ..   #\n"
        "# ..@  #\n"
        "#  $$  #\n"
        "#  $$  #\n"
        "#      #\n"
        "########\n");
    const PushBoard b = build_push_board(level);
    DeadlockDetector det(b);
    auto block = occupancy(b, {{3, 4}, {4, 4}, {3, 5}, {4, 5}});
    CHECK(det.freeze_deadlock(block, square_at(b, 4, 5), false));
    CHECK(block == occupancy(b, {{3, 4}, {4, 4}, {3, 5}, {4, 5}}));  // restored
    auto on_goals = occupancy(b, {{2, 2}, {3, 2}, {2, 3}, {3, 3}});
    CHECK_FALSE(det.freeze_deadlock(on_goals, square_at(b, 3, 3), false));
    auto three = occupancy(b, {{3, 4}, {4, 4}, {3, 5}});  // an L of three boxes can still move
    CHECK_FALSE(det.freeze_deadlock(three, square_at(b, 3, 5), false));
    auto wall_pair = occupancy(b, {{3, 1}, {4, 1}});  // side by side against the top wall
    CHECK(det.freeze_deadlock(wall_pair, square_at(b, 4, 1), false));
    auto single = occupancy(b, {{4, 1}});  // alone on the wall it can still slide
    CHECK_FALSE(det.freeze_deadlock(single, square_at(b, 4, 1), false));
}

TEST_CASE("corral: a closed pocket with goals the boxes can never fill is dead; an openable one is not") {
    const Level level = level_from(
        "##########\n"
        "#..$ $ @ #\n"
        "##########\n");
    const PushBoard b = build_push_board(level);
    DeadlockDetector det(b);
    // After pushing the right box left: two boxes in a row close the pocket with both goals.
    auto stuck = occupancy(b, {{3, 1}, {4, 1}});
    auto reach = reach_from(b, stuck, 5, 1);
    CHECK(det.corral_deadlock(stuck, reach, 1, square_at(b, 4, 1)));
    // One box closing the pocket can be pushed in: not dead.
    auto open = occupancy(b, {{3, 1}, {6, 1}});
    reach = reach_from(b, open, 4, 1);
    CHECK_FALSE(det.corral_deadlock(open, reach, 1, square_at(b, 3, 1)));
    CHECK(det.corral_searches >= 2);
}

TEST_CASE("corral: a box pushed into the corral to die does not open it") {
    // Two boxes close a pocket whose squares are all dead: pushing the right box down into it lets the
    // keeper touch the pocket, but that box can never reach a goal, so it is no way out.
    const Level level = level_from(
        "########\n"
        "#.    .#\n"
        "#      #\n"
        "#  @ ###\n"
        "## $$ ##\n"
        "###   ##\n"
        "########\n");
    const PushBoard b = build_push_board(level);
    REQUIRE(b.dead[square_at(b, 4, 5)]);
    DeadlockDetector det(b);
    auto occ = occupancy(b, {{3, 4}, {4, 4}});
    const auto reach = reach_from(b, occ, 3, 3);
    CHECK(det.corral_deadlock(occ, reach, 1, square_at(b, 3, 4)));
    // Sound: a breadth-first search with no deadlock test at all finds no solution either.
    SolveOptions bfs;
    bfs.algo = Algo::Bfs;
    bfs.deadlocks = 0;
    bfs.time_limit_s = 20;
    CHECK(solve(level, bfs).status == Status::Unsolvable);
}

TEST_CASE("corral: a dead corral is learned as a pattern and met again without a search, never a false positive") {
    const Level pocket = level_from(
        "############\n"
        "#..$ $ @   #\n"
        "####### $  #\n"
        "      #  . #\n"
        "      ######\n");
    const PushBoard p = build_push_board(pocket);
    DeadlockDetector learner(p);
    learner.enable_dead_patterns(1 << 20);
    // The two boxes side by side close the pocket with both goals: dead, learned once.
    auto stuck = occupancy(p, {{3, 1}, {4, 1}, {8, 2}});
    auto stuck_reach = reach_from(p, stuck, 5, 1);
    CHECK(learner.corral_deadlock(stuck, stuck_reach, 1, square_at(p, 4, 1)));
    const auto searches = learner.corral_searches;
    CHECK(learner.dead_pattern_count() == 1);
    // The same corral with the third box elsewhere: matched without a sub-search.
    auto again = occupancy(p, {{3, 1}, {4, 1}, {9, 3}});
    auto again_reach = reach_from(p, again, 5, 1);
    CHECK(learner.corral_deadlock(again, again_reach, 1, square_at(p, 4, 1)));
    CHECK(learner.corral_searches == searches);
    CHECK(learner.dead_pattern_hits == 1);
    // A solvable position after learning: one box closing the pocket can still be pushed in.
    auto fine = occupancy(p, {{3, 1}, {6, 1}, {9, 3}});
    auto fine_reach = reach_from(p, fine, 4, 1);
    CHECK_FALSE(learner.corral_deadlock(fine, fine_reach, 1, square_at(p, 3, 1)));
    CHECK(learner.memory_bytes() > 0);
}

TEST_CASE("bipartite: two boxes that can only reach the same goal have no perfect matching") {
    const Level level = level_from(
        "#######\n"
        "#.    #\n"
        "#  $$ #\n"
        "#  .@ #\n"
        "#######\n");
    const PushBoard b = build_push_board(level);
    Estimator est(b);
    const std::vector<int> top_row{square_at(b, 2, 1), square_at(b, 4, 1)};  // neither can leave the top row
    CHECK_FALSE(est.has_perfect_matching(top_row));
    CHECK(est.hungarian(top_row) == kNoMatching);
    const std::vector<int> fine{square_at(b, 2, 1), square_at(b, 3, 2)};
    CHECK(est.has_perfect_matching(fine));
    // Box (2,1) -> goal (1,1): 1 push; box (3,2) -> goal (3,3): 1 push.
    CHECK(est.hungarian(fine) == 2);
    CHECK(est.pull_sum(fine) == 2);
    CHECK(est.greedy_manhattan(fine) == 2);
}

TEST_CASE("every deadlock test is sound: BFS without pruning and A* with all tests agree on 40 Microban levels") {
    const Collection c = shared_collection("sokoban/Microban.xsb");
    const int levels[] = {1,  2,  3,  4,  6,  8,  9,  10, 11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 22, 23,
                          24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46};
    std::uint64_t pruned_corral = 0, pruned_freeze = 0;
    for (int n : levels) {
        CAPTURE(n);
        const Level& level = *c.levels[n - 1].level;
        SolveOptions bfs;
        bfs.algo = Algo::Bfs;
        bfs.deadlocks = 0;
        SolveOptions astar;
        astar.algo = Algo::Astar;
        const SolveResult r1 = solve(level, bfs), r2 = solve(level, astar);
        REQUIRE(r1.status == Status::Solved);
        REQUIRE(r2.status == Status::Solved);
        CHECK(r1.pushes == r2.pushes);
        CHECK(r1.stats.pruned_dead + r1.stats.pruned_freeze + r1.stats.pruned_corral + r1.stats.pruned_bipartite == 0);
        pruned_corral += r2.stats.pruned_corral;
        pruned_freeze += r2.stats.pruned_freeze;
    }
    CHECK(pruned_corral > 0);
    CHECK(pruned_freeze > 0);
}
