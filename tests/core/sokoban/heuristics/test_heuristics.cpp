// The Hungarian matching of heuristics.hpp against an exhaustive minimum assignment (dynamic programming
// over the subsets of goals) on random box sets of real levels, including sets with no perfect matching.
#include "core/sokoban/level_fixture.hpp"
#include "sokoban/heuristics/heuristics.hpp"
#include "sokoban/board/push_board.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <vector>

using namespace boxcar::sokoban;

namespace {

// The least total pull distance over every assignment of the boxes to distinct goals (kNoMatching when
// every assignment uses a pair with no pull path). Exhaustive: O(boxes * 2^goals).
int exhaustive_minimum(const PushBoard& b, const std::vector<int>& boxes) {
    const int m = static_cast<int>(b.goals.size());
    constexpr int kNone = 1 << 30;
    std::vector<int> best(std::size_t{1} << m, kNone);  // best[set of goals used by the first k boxes]
    best[0] = 0;
    for (std::size_t mask = 0; mask < best.size(); ++mask) {
        if (best[mask] == kNone) continue;
        const int k = __builtin_popcountll(mask);
        if (k == static_cast<int>(boxes.size())) continue;
        for (int g = 0; g < m; ++g) {
            const std::uint16_t d = b.goal_dist[g][boxes[k]];
            if ((mask >> g & 1) || d == kFar) continue;
            int& to = best[mask | std::size_t{1} << g];
            to = std::min(to, best[mask] + d);
        }
    }
    int answer = kNone;
    for (std::size_t mask = 0; mask < best.size(); ++mask)
        if (__builtin_popcountll(mask) == static_cast<int>(boxes.size())) answer = std::min(answer, best[mask]);
    return answer == kNone ? kNoMatching : answer;
}

}  // namespace

TEST_CASE("hungarian equals the exhaustive minimum assignment on random box sets of Microban levels") {
    const std::vector<Level> levels = shared_levels("sokoban/Microban.xsb");
    REQUIRE(levels.size() >= 60);
    std::mt19937 rng(12345);
    int compared = 0, without_matching = 0;
    for (std::size_t li = 0; li < 60; ++li) {
        const PushBoard b = build_push_board(levels[li]);
        const int m = static_cast<int>(b.goals.size());
        if (m == 0 || m > 12 || b.n < m) continue;
        Estimator est(b);
        std::vector<int> squares(b.n);
        for (int s = 0; s < b.n; ++s) squares[s] = s;
        for (int trial = 0; trial < 20; ++trial) {
            std::shuffle(squares.begin(), squares.end(), rng);
            const int count = 1 + static_cast<int>(rng() % static_cast<unsigned>(m));  // 1..m boxes
            std::vector<int> boxes(squares.begin(), squares.begin() + count);
            std::sort(boxes.begin(), boxes.end());
            CAPTURE(li + 1);
            CAPTURE(count);
            const int expected = exhaustive_minimum(b, boxes);
            CHECK(est.hungarian(boxes) == expected);
            CHECK(est.has_perfect_matching(boxes) == (expected != kNoMatching));
            ++compared;
            without_matching += expected == kNoMatching;
        }
    }
    CHECK(compared >= 600);
    CHECK(without_matching > 0);  // the "no matching" answer was exercised too
}

TEST_CASE("hungarian after one box move from a kept base equals hungarian from scratch") {
    // Microban (up to 12 goals: also against the exhaustive minimum) and XSokoban (up to 34 boxes).
    std::mt19937 rng(777);
    int compared = 0, without_matching = 0, bases = 0;
    for (const char* file : {"sokoban/Microban.xsb", "sokoban/XSokoban.xsb"}) {
        const std::vector<Level> levels = shared_levels(file);
        REQUIRE(levels.size() >= 40);
        for (std::size_t li = 0; li < 40; ++li) {
            const PushBoard b = build_push_board(levels[li]);
            const int m = static_cast<int>(b.goals.size());
            if (m == 0 || b.n <= m) continue;
            Estimator est(b), scratch(b);
            std::vector<int> squares(b.n);
            for (int s = 0; s < b.n; ++s) squares[s] = s;
            for (int trial = 0; trial < 40; ++trial) {
                std::shuffle(squares.begin(), squares.end(), rng);
                std::vector<int> base(squares.begin(), squares.begin() + m);
                std::sort(base.begin(), base.end());
                est.set_base(base);
                CHECK(est.has_base() == (scratch.hungarian(base) != kNoMatching));
                if (!est.has_base()) continue;
                ++bases;
                // Moves of random boxes to random free squares, each from the same base.
                for (int move = 0; move < 8; ++move) {
                    const int from = base[rng() % static_cast<unsigned>(m)];
                    const int to = squares[m + rng() % static_cast<unsigned>(b.n - m)];
                    std::vector<int> child = base;
                    *std::find(child.begin(), child.end(), from) = to;
                    std::sort(child.begin(), child.end());
                    CAPTURE(file);
                    CAPTURE(li + 1);
                    const int expected = scratch.hungarian(child);
                    CHECK(est.moved(from, to) == expected);
                    if (m <= 12) CHECK(expected == exhaustive_minimum(b, child));
                    ++compared;
                    without_matching += expected == kNoMatching;
                }
            }
        }
    }
    CHECK(bases >= 200);
    CHECK(compared >= 1600);
    CHECK(without_matching > 0);
}
