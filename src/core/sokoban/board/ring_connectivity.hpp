// A local test for "does filling square q cut its open neighbours apart?": the 8 squares around q
// (its ring) taken clockwise, side k then the corner between sides k and k+1 (Dir order), are neighbours
// one after the next, so q's open neighbours stay connected without q when they all lie in one run of
// open ring squares. True is exact (no split); false only means "maybe": a flood or Tarjan must decide.
// The keeper-area fast path of PushDomain and the empty-area count of FessSearch's cell key use it.
#pragma once
#include "sokoban/board/push_board.hpp"

#include <array>
#include <vector>

namespace boxcar::sokoban {

// Per square, the diagonal square between side k and side k+1, or -1 (both sides walls, or no square).
inline std::vector<std::array<int, 4>> ring_corners(const PushBoard& b) {
    std::vector<std::array<int, 4>> corners(static_cast<std::size_t>(b.n));
    for (int q = 0; q < b.n; ++q)
        for (int k = 0; k < 4; ++k) {
            const int a = b.next[q][k], c = b.next[q][(k + 1) & 3];
            corners[q][k] = a >= 0 ? b.next[a][(k + 1) & 3] : c >= 0 ? b.next[c][k] : -1;
        }
    return corners;
}

// open(square) for squares >= 0: part of the graph (q itself is not asked).
template <class Open>
bool ring_connected(const PushBoard& b, const std::vector<std::array<int, 4>>& corners, int q, Open&& open) {
    bool is_open[8];
    int closed_at = -1, sides = 0;
    for (int k = 0; k < 4; ++k) {
        const int side = b.next[q][k], corner = corners[q][k];
        is_open[2 * k] = side >= 0 && open(side);
        is_open[2 * k + 1] = corner >= 0 && open(corner);
        sides += is_open[2 * k];
        if (!is_open[2 * k]) closed_at = 2 * k;
        else if (!is_open[2 * k + 1]) closed_at = 2 * k + 1;
    }
    if (sides <= 1 || closed_at < 0) return true;
    int runs_with_sides = 0;
    bool in_run = false, run_has_side = false;
    for (int i = 1; i <= 8; ++i) {
        const int at = (closed_at + i) & 7;
        if (is_open[at]) {
            in_run = true;
            run_has_side = run_has_side || at % 2 == 0;
        } else if (in_run) {
            runs_with_sides += run_has_side;
            in_run = run_has_side = false;
        }
    }
    return runs_with_sides <= 1;
}

}  // namespace boxcar::sokoban
