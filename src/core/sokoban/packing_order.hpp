// Goal packing order, computed backwards (Festival-style "reverse packing"): start from the solved
// position (every goal holds a box) and repeatedly take out the goal box that can be pulled, the other
// remaining goal boxes standing still as walls, to a square a box starts on (off goal), preferring the
// one that gets out with the fewest pulls. The box taken out first is the one packed last, so the
// packing order is the removal order reversed: deep goals of a goal room come first, its entrance last.
// Goals that cannot be taken out at some step (blocked in every order tried) go first, by pull distance.
// Used by the feature-space search (fess_search.hpp) as its "packed boxes" feature. A heuristic plan:
// it ignores the boxes off goals and may be wrong; the search only uses it to rank states.
#pragma once
#include "sokoban/push_board.hpp"

#include <cstdint>
#include <vector>

namespace boxcar::sokoban {

struct PackingOrder {
    std::vector<int> goals;   // goal squares, first to pack first
    std::vector<int> rank;    // per square: position of that goal in `goals`, -1 for non-goals
    int removable_steps = 0;  // how many removals found a real pull path (the rest were forced)
    // Out-of-plan zones (Festival's OOP feature), one per packed count k = 0..goals.size(), as bitsets
    // over the squares: with goals[0..k) as walls, the live squares from which a lone box can no longer
    // be pushed onto any of goals[k..]. A box there is out of the plan. Each zone also holds the zone of
    // the next step that changes it (look-ahead: a box is flagged as soon as the next packed goal will
    // trap it). Empty when not computed (out of work).
    std::vector<std::vector<std::uint64_t>> oop_zone;
};

// Fills order.oop_zone; `work` bounds the squares flooded (on running out the zones stay empty).
void compute_out_of_plan_zones(const PushBoard& board, PackingOrder& order, std::uint64_t work = 20'000'000);

// Boxes in the out-of-plan zone of `packed` (0 without zones). `occ` as for packed_prefix.
int out_of_plan_count(const PackingOrder& order, int packed, const std::vector<std::uint8_t>& occ);

// `work` bounds the squares flooded in total (huge boards: hundreds of goals on thousands of squares);
// once it is used up the goals not taken out yet are ordered as the blocked ones.
PackingOrder compute_packing_order(const PushBoard& board, std::uint64_t work = 20'000'000);

// Boxes packed by the plan: the length of the longest prefix of `order.goals` whose goals all hold a box.
// `occ` is an occupancy array over the board's squares (non-zero = box).
int packed_prefix(const PackingOrder& order, const std::vector<std::uint8_t>& occ);

}  // namespace boxcar::sokoban
