// Hotspots (Festival's hotspot feature): a box is a hotspot when it stands where it would cut another
// present box off a goal that box could otherwise reach.
//
// Precomputed once per level on the empty board: blocks(p, x) holds when a lone box at square p can be
// pushed onto some goal, but not any more once square x is a wall (a box standing there for good). Goal
// squares are left out on both sides (a box on a goal is taken as in place, and a box on a goal is not
// counted as a blocker). The keeper may start on any side of the box: a goal counts as reachable from p
// if it is for some keeper position next to p.
// Cost: for each blocker square one flood per box square (the keeper's sides around it) and one pull
// search per goal: about n^2 (4 + goals) square visits per blocker on n squares; `work` bounds the total,
// and past it the table is left empty (count() is then 0), as Festival gives up past a share of its time.
// Per position count() does O(boxes^2) bit tests.
#pragma once
#include "sokoban/board/push_board.hpp"

#include <cstdint>
#include <vector>

namespace boxcar::sokoban {

class Hotspots {
public:
    Hotspots() = default;
    // Builds the table; empty() afterwards when `work` (squares and pull states visited) ran out.
    static Hotspots compute(const PushBoard& board, std::uint64_t work = 200'000'000);

    bool empty() const { return bits_.empty(); }
    // A wall on `blocker` makes a lone box at `p` lose at least one goal it could reach on the empty board.
    bool blocks(int p, int blocker) const {
        if (bits_.empty()) return false;
        const std::size_t i = static_cast<std::size_t>(blocker) * words_ + static_cast<std::size_t>(p) / 64;
        return (bits_[i] >> (p % 64)) & 1u;
    }
    // Boxes in `boxes` (squares) that block at least one other box of `boxes`; boxes on goals never count.
    int count(const std::vector<int>& boxes) const;

private:
    std::vector<std::uint8_t> is_goal_;
    std::size_t words_ = 0;              // words per blocker row
    std::vector<std::uint64_t> bits_;    // row per blocker square: bit p set when blocks(p, blocker)
};

}  // namespace boxcar::sokoban
