// Hotspots (hotspots.hpp): the blocks table against a plain search over (box, keeper) squares on small
// levels, and the count on a corridor. The search's hotspot and opener advisors: test_fess_search.cpp.
#include "core/sokoban/level_fixture.hpp"
#include "sokoban/fess/hotspots.hpp"
#include "sokoban/board/push_board.hpp"

#include <doctest/doctest.h>

#include <vector>

using namespace boxcar::sokoban;

namespace {

// Goals a lone box at p can be pushed onto with `wall` (-1: none) as a wall, the keeper starting anywhere:
// a breadth-first search over (box square, keeper square) by single keeper steps.
std::vector<std::uint8_t> goals_reached(const PushBoard& b, int p, int wall) {
    const int n = b.n;
    std::vector<std::uint8_t> seen(static_cast<std::size_t>(n) * n, 0), goals(n, 0);
    std::vector<int> queue;
    for (int k = 0; k < n; ++k)
        if (k != p && k != wall) {
            seen[static_cast<std::size_t>(p) * n + k] = 1;
            queue.push_back(p * n + k);
        }
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const int box = queue[head] / n, keeper = queue[head] % n;
        if (b.is_goal[box]) goals[box] = 1;
        for (int d = 0; d < 4; ++d) {
            const int t = b.next[keeper][d];
            if (t < 0 || t == wall) continue;
            int nb = box, nk = t;
            if (t == box) {
                nb = b.next[box][d];
                if (nb < 0 || nb == wall) continue;
            }
            const std::size_t i = static_cast<std::size_t>(nb) * n + nk;
            if (seen[i]) continue;
            seen[i] = 1;
            queue.push_back(nb * n + nk);
        }
    }
    return goals;
}

}  // namespace

TEST_CASE("hotspots: a box in a goal corridor blocks the boxes behind it, not the ones in front") {
    const Level level = level_from("########\n"
                                   "#.   $@#\n"
                                   "########\n");
    const PushBoard board = build_push_board(level);
    const Hotspots h = Hotspots::compute(board);
    REQUIRE(!h.empty());
    auto sq = [&](int x) { return board.square_of[1 * level.width + x]; };
    CHECK(h.blocks(sq(5), sq(3)));   // a wall at column 3 cuts column 5 off the goal
    CHECK(h.blocks(sq(4), sq(2)));
    CHECK(!h.blocks(sq(3), sq(5)));  // behind the box: the keeper may stand between them
    CHECK(!h.blocks(sq(2), sq(4)));
    CHECK(!h.blocks(sq(1), sq(3)));  // on the goal: never counted
    CHECK(h.count({sq(5), sq(3)}) == 1);
    CHECK(h.blocks(sq(4), sq(5)));   // nor from the right: no room for the keeper behind it
    CHECK(h.count({sq(5), sq(4), sq(3)}) == 3);
    CHECK(h.count({sq(2), sq(5)}) == 1);
    CHECK(h.count({sq(1), sq(3)}) == 0);  // the box on the goal is not blocked
    CHECK(h.count({sq(5)}) == 0);
}

TEST_CASE("hotspots: the blocks table equals a plain (box, keeper) search on small Microban levels") {
    std::vector<Level> levels = shared_levels("sokoban/Microban.xsb");
    REQUIRE(levels.size() > 20);
    int checked = 0, blocking = 0;
    for (std::size_t i = 0; i < levels.size() && checked < 8; ++i) {
        const PushBoard board = build_push_board(levels[i]);
        if (board.n > 45) continue;
        ++checked;
        CAPTURE(i);
        const Hotspots h = Hotspots::compute(board);
        REQUIRE(!h.empty());
        for (int p = 0; p < board.n; ++p) {
            if (board.is_goal[p] || board.dead[p]) continue;
            const std::vector<std::uint8_t> free = goals_reached(board, p, -1);
            for (int x = 0; x < board.n; ++x) {
                if (x == p || board.is_goal[x] || board.dead[x]) {
                    CHECK(!h.blocks(p, x));
                    continue;
                }
                const std::vector<std::uint8_t> walled = goals_reached(board, p, x);
                bool lost = false;
                for (int g : board.goals) lost = lost || (free[g] && !walled[g]);
                CAPTURE(p);
                CAPTURE(x);
                CHECK(h.blocks(p, x) == lost);
                blocking += lost;
            }
        }
    }
    CHECK(checked == 8);
    CHECK(blocking > 20);  // the levels do have blocking squares
}

TEST_CASE("hotspots: out of work, the table is empty and counts nothing") {
    const PushBoard board = build_push_board(level_from(kGoalCorridor));
    const Hotspots h = Hotspots::compute(board, 10);
    CHECK(h.empty());
    CHECK(h.count(board.start_boxes) == 0);
}
