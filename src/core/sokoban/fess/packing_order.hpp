// Goal packing order, computed backwards (Festival-style "reverse packing"): start from the solved
// position (every goal holds a box) and repeatedly take out the goal box that can be pulled, the other
// remaining goal boxes standing still as walls, to a square a box starts on (off goal), preferring the
// one that gets out with the fewest pulls. The box taken out first is the one packed last, so the
// packing order is the removal order reversed: deep goals of a goal room come first, its entrance last.
// Goals that cannot be taken out at some step (blocked in every order tried) go first, by pull distance.
// Used by the feature-space search (fess_search.hpp) as its "packed boxes" feature. A heuristic plan:
// it ignores the boxes off goals and may be wrong; the search only uses it to rank states.
//
// The plan as steps (Festival's parking plan): a list of PlanStep {from, to, until}, first to do first.
// A step puts a box on `to`; `until` is the later step that moves that box on again (the box is only
// parked on `to` meanwhile), -1 when it stays for good. The first `fixed_count` steps are the fixed set
// (Festival's "mandatory inits"): goals whose box the plan never moves, filled in any order, before the
// rest. The greedy removal's plan is its goal order, all for good, with no fixed set (its blocked goals
// first, farthest first: better than making them a fixed set); the backward packing search
// (packing_search.hpp) has a fixed set and parking steps. `goals` is every goal in
// the order of the step that fills it for good.
//
// Progress along the plan (plan_packed): while the fixed set is incomplete, the number of its goals
// holding a box; then the longest prefix of the steps in which every step whose box must still be there
// (until == -1 or until >= the prefix length) has a box on its `to`. With only steps for good and no fixed
// set this is the longest filled prefix of `goals` (strict_steps).
#pragma once
#include "sokoban/board/push_board.hpp"

#include <cstdint>
#include <vector>

namespace boxcar::sokoban {

struct PlanStep {
    static constexpr int kInit = -2;    // from: the box is on `to` when the plan starts (no move of its own)
    static constexpr int kAnyBox = -1;  // from: any box (one from a square a box starts on)
    int from = kAnyBox;                 // else the square the box comes from (where an earlier step parked it)
    int to = -1;
    int until = -1;                     // the later step moving this box on; -1: it stays for good
};

struct PackingOrder {
    std::vector<int> goals;   // goal squares, first to pack first
    std::vector<int> rank;    // per square: position of that goal in `goals`, -1 for non-goals
    int removable_steps = 0;  // how many removals found a real pull path (the rest were forced)
    std::vector<PlanStep> steps;  // the plan, first step first (see above)
    int fixed_count = 0;          // steps[0, fixed_count): the unordered fixed set
    // Out-of-plan zones (Festival's OOP feature), one per plan_packed value k = 0..steps.size(), as
    // bitsets over the squares: with the for-good squares of steps[0..k) as walls, the live squares from
    // which a lone box can no longer be pushed onto any `to` of steps[k..]. A box there is out of the plan.
    // While the fixed set is incomplete (k < fixed_count) the zone is that of k = 0. Each zone also holds
    // the zone of the next step that changes it (look-ahead: a box is flagged as soon as the next step
    // will trap it). Empty when not computed (out of work).
    std::vector<std::vector<std::uint64_t>> oop_zone;
    // The same zones without the look-ahead: a box there at progress k can no longer follow the plan.
    std::vector<std::vector<std::uint64_t>> trap_zone;
};

// Fills order.oop_zone and order.trap_zone; `work` bounds the squares flooded (on running out the zones stay empty).
void compute_out_of_plan_zones(const PushBoard& board, PackingOrder& order, std::uint64_t work = 20'000'000);

// Boxes in the out-of-plan zone of `packed` (0 without zones). `occ` as for plan_packed.
int out_of_plan_count(const PackingOrder& order, int packed, const std::vector<std::uint8_t>& occ);
// Boxes in the trap zone of `packed` (0 without zones).
int trapped_count(const PackingOrder& order, int packed, const std::vector<std::uint8_t>& occ);

// `work` bounds the squares flooded in total (huge boards: hundreds of goals on thousands of squares);
// once it is used up the goals not taken out yet are ordered as the blocked ones.
PackingOrder compute_packing_order(const PushBoard& board, std::uint64_t work = 20'000'000);

// Progress along the plan (see above). `occ` is an occupancy array over the board's squares (non-zero =
// box). O(steps).
int plan_packed(const PackingOrder& order, const std::vector<std::uint8_t>& occ);

// The squares the plan wants a box on next, at progress `packed` of a position with occupancy `occ`:
// every empty goal of the fixed set while it is incomplete, else steps[packed].to (nothing at the end).
void plan_targets(const PackingOrder& order, int packed, const std::vector<std::uint8_t>& occ,
                  std::vector<int>& targets);

// The squares whose box the plan keeps where it is at progress `packed`: the filled goals of the fixed set
// while it is incomplete, else the `to` of every step of the prefix whose box must still be there.
void plan_kept_squares(const PackingOrder& order, int packed, const std::vector<std::uint8_t>& occ,
                       std::vector<int>& kept);

// Replaces the steps by `goals` in order, all for good, with no fixed set (and `rank` to match, over
// `squares`): plan_packed is then the longest filled prefix of `goals`.
void strict_steps(PackingOrder& order, int squares);

// Fills `goals` and `rank` from the steps: the goals in the order of the step putting a box there for good.
void order_goals_from_steps(PackingOrder& order, int squares);

}  // namespace boxcar::sokoban
