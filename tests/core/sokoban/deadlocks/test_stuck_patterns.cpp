// Learned deadlock patterns (stuck_patterns.hpp): a hand-made lost position is proven dead and its
// pattern met elsewhere; on real levels every position the test calls dead is checked by a breadth-first
// search with no deadlock test at all (never a false positive).
#include "core/sokoban/level_fixture.hpp"
#include "sokoban/board/push_board.hpp"
#include "sokoban/deadlocks/stuck_patterns.hpp"
#include "sokoban/solve/solver.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <vector>

using namespace boxcar::sokoban;
using boxcar::search::Status;

namespace {

// The level with its boxes on `boxes` and the keeper on `keeper` (squares of `b`).
Level position_level(const Level& level, const PushBoard& b, const std::vector<int>& boxes, int keeper) {
    Level out = level;
    for (auto& c : out.cells) c = static_cast<std::uint8_t>(c & ~kBox);
    for (int q : boxes) out.cells[b.cell_of[q]] |= kBox;
    out.player = b.cell_of[keeper];
    return out;
}

Status bfs_without_tests(const Level& level) {
    SolveOptions bfs;
    bfs.algo = Algo::Bfs;
    bfs.deadlocks = 0;
    bfs.time_limit_s = 30;
    return solve(level, bfs).status;
}

// One random legal push from (boxes, keeper) of `b`, applied in place; false when there is none.
bool random_push(const PushBoard& b, std::vector<int>& boxes, int& keeper, std::mt19937& rng) {
    std::vector<char> occ(b.n, 0), reach(b.n, 0);
    for (int q : boxes) occ[q] = 1;
    std::vector<int> stack{keeper};
    reach[keeper] = 1;
    while (!stack.empty()) {
        const int q = stack.back();
        stack.pop_back();
        for (int t : b.next[q])
            if (t >= 0 && !occ[t] && !reach[t]) reach[t] = 1, stack.push_back(t);
    }
    std::vector<std::pair<int, int>> pushes;
    for (std::size_t i = 0; i < boxes.size(); ++i)
        for (int d = 0; d < 4; ++d) {
            const int from = b.next[boxes[i]][d ^ 2], to = b.next[boxes[i]][d];
            if (from >= 0 && to >= 0 && reach[from] && !occ[to]) pushes.push_back({static_cast<int>(i), d});
        }
    if (pushes.empty()) return false;
    const auto [i, d] = pushes[rng() % pushes.size()];
    keeper = boxes[i];
    boxes[i] = b.next[boxes[i]][d];
    return true;
}

}  // namespace

TEST_CASE("stuck patterns: a lost position is proven dead, distilled to the boxes that lock it, met again") {
    // The two boxes at the bottom can never leave their row (no square below them for the keeper); the
    // box in the open room is free and is not part of the pattern.
    const Level level = level_from(
        "#########\n"
        "#..  @  #\n"
        "#.  $   #\n"
        "###   ###\n"
        "  #   #  \n"
        "  #$$ #  \n"
        "  #####  \n");
    const PushBoard b = build_push_board(level);
    StuckPatterns patterns(b);
    const int keeper = square_at(b, 5, 1);
    const std::vector<int> lost{square_at(b, 4, 2), square_at(b, 3, 5), square_at(b, 4, 5)};
    CHECK(patterns.learn(lost, keeper));
    CHECK(bfs_without_tests(position_level(level, b, lost, keeper)) == Status::Unsolvable);
    REQUIRE(patterns.count() == 1);
    auto holds = [&](const std::vector<int>& boxes, int k, int pushed) {
        return patterns.matches([&](int q) { return std::find(boxes.begin(), boxes.end(), q) != boxes.end(); }, k,
                                pushed);
    };
    // The free box elsewhere, the keeper anywhere in its area: the pattern holds (through either box).
    const std::vector<int> moved{square_at(b, 6, 1), square_at(b, 3, 5), square_at(b, 4, 5)};
    CHECK(holds(moved, square_at(b, 2, 2), -1));
    CHECK(holds(moved, square_at(b, 5, 4), square_at(b, 4, 5)));
    // Only the patterns through the pushed square are tried with `pushed`: none through (6, 1).
    CHECK_FALSE(holds(moved, square_at(b, 2, 2), square_at(b, 6, 1)));
    // Both one row higher up: solvable, and the pattern does not hold.
    const std::vector<int> fine{square_at(b, 4, 2), square_at(b, 3, 4), square_at(b, 4, 4)};
    CHECK_FALSE(holds(fine, keeper, -1));
    CHECK_FALSE(patterns.learn(fine, keeper));
    CHECK(bfs_without_tests(position_level(level, b, fine, keeper)) == Status::Solved);
}

TEST_CASE("stuck patterns: never a false positive on positions of real levels") {
    // Random pushes from the start of the small Microban levels; every position the test (or a learned
    // pattern) calls dead is unsolvable for a breadth-first search with no deadlock test.
    std::mt19937 rng(12345);
    int dead = 0, alive = 0, matched = 0;
    for (const Level& level : microban_levels()) {
        if (level.box_count() > 5) continue;
        const PushBoard b = build_push_board(level);
        if (b.n > 40 || !b.unsolvable_reason.empty()) continue;
        StuckPatterns patterns(b);
        for (int walk = 0; walk < 8; ++walk) {
            std::vector<int> boxes = b.start_boxes;
            int keeper = b.start_keeper;
            for (int step = 0; step < 16; ++step) {
                if (!random_push(b, boxes, keeper, rng)) break;
                const bool known = patterns.matches(
                    [&](int q) { return std::find(boxes.begin(), boxes.end(), q) != boxes.end(); }, keeper, -1);
                const bool lost = known || patterns.learn(boxes, keeper);
                if (!lost) {
                    ++alive;
                    continue;
                }
                ++dead;
                matched += known;
                INFO(level.title, " after ", step + 1, " random pushes");
                CHECK(bfs_without_tests(position_level(level, b, boxes, keeper)) == Status::Unsolvable);
                break;  // below a lost position everything is lost
            }
        }
    }
    MESSAGE("positions called dead: ", dead, " (", matched, " by a learned pattern), not dead: ", alive);
    CHECK(dead >= 20);
    CHECK(matched >= 1);
    CHECK(alive >= 100);
}

TEST_CASE("stuck patterns: a small problem not proven dead is searched once, whatever node it comes from") {
    // The box can only move along its row: it is kept, and with the keeper on its left it can reach the goal.
    const Level level = level_from(
        "########\n"
        "#@  $ .#\n"
        "########\n");
    const PushBoard b = build_push_board(level);
    StuckPatterns patterns(b);
    const std::vector<int> box{square_at(b, 4, 1)};
    CHECK_FALSE(patterns.learn(box, square_at(b, 1, 1)));
    CHECK(patterns.searches == 1);
    // The keeper elsewhere in the same area: the same problem, not searched again.
    CHECK_FALSE(patterns.learn(box, square_at(b, 3, 1)));
    CHECK(patterns.searches == 1);
    // The keeper on the box's right is another problem (and a lost one).
    CHECK(patterns.learn(box, square_at(b, 5, 1)));
    CHECK(patterns.searches >= 2);
    CHECK(patterns.count() == 1);
}

TEST_CASE("stuck patterns: one learn() never adds more memory than learn_bytes_bound() said it could") {
    // The searches call learn() only where the budget holds that bound (fess_search.cpp): positions of
    // random pushes on XSokoban levels, the accounting before and after every call.
    std::mt19937 rng(777);
    int calls = 0, grew = 0;
    for (int number = 1; number <= 12; ++number) {
        const Level level = shared_level("sokoban/XSokoban.xsb", number);
        const PushBoard b = build_push_board(level);
        StuckPatterns patterns(b);
        for (int walk = 0; walk < 6; ++walk) {
            std::vector<int> boxes = b.start_boxes;
            int keeper = b.start_keeper;
            for (int step = 0; step < 40 && random_push(b, boxes, keeper, rng); ++step) {
                const std::uint64_t before = patterns.memory_bytes(), bound = patterns.learn_bytes_bound();
                patterns.learn(boxes, keeper);
                const std::uint64_t after = patterns.memory_bytes();
                INFO("XSokoban ", number, ", walk ", walk, ", push ", step + 1);
                CHECK(after <= before + bound);
                ++calls;
                grew += after > before;
            }
        }
    }
    CHECK(calls > 500);
    CHECK(grew > 10);  // the accounting did grow: the bound was put to the test
}
