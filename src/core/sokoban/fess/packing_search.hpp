// Packing plan by a backward (pull) search, after Festival's packing search: instead of taking goal boxes
// out one at a time with the others as walls (compute_packing_order, packing_order.hpp), search the
// reverse game in which every box may move, so a box can be parked aside for a deeper one to get out.
//
// The reverse board: every goal holds a box; every square a box starts on is a "base". The keeper starts
// in each floor area next to a box (a root per area). A move pulls one box, the others standing still,
// to any square it can reach by pulls (one child per destination and keeper area), only onto squares a
// box pushed from some remaining base can reach. A pull that lands a box on a remaining base may "sink"
// it: box and base both leave the board, so each start square feeds one goal. Festival's sink rules: the
// base is in the largest group of free bases that can push a box to each other (the other boxes standing
// still), the keeper's area holds every base of that group, the box comes from another place of the level
// (rooms.hpp: another room, or 6 or more steps away), and the boxes left can still be matched one-to-one
// to the bases left (push distances from the bases, empty board). When a state has sinks, its children
// are only the sinks (one per box, the fewest pulls); a pull onto a base that is no sink leaves the box
// standing there (home, unless it moves on).
//
// The search is a small FESS (fess_search.hpp): cells (boxes not yet home, empty floor areas, boxes on
// goals), every other pick from the best cell seen, least weight first in a cell. A pull weighs 1; a sink
// and the advisor's pull weigh 0. The advisor (Festival's, without rooms) pulls a box off a goal onto a
// non-goal square without adding empty areas, preferring a box not in a goal hole, then a landing square
// the sink bases reach and 6 or more steps from each of them, then fewer areas, then more pulls. It stops
// when every box is home (on a base), or at its node or time budget, and keeps the best state seen: fewest
// boxes not home, then fewest areas. Festival's sink rules can leave nothing to sink for long (a group of
// bases that only boxes from far away reach), so they get half the budget; without a complete plan, the
// rest goes to a search whose sinks need only the matching.
//
// The plan is the path to that state played forwards (plan_from_moves): the boxes left at that state are
// there when the plan starts (those on goals the plan never moves are the fixed set), then the moves, a
// box moved on at once by the next move being one step. The forward search uses these steps
// (PackingOrder::steps, packing_order.hpp); PackingPlan::steps records the raw moves (tests, diagnostics).
// Needs as many boxes as goals (PullDomain::usable); otherwise, or when no box got home, no plan.
#pragma once
#include "sokoban/fess/backward_tree.hpp"
#include "sokoban/fess/packing_order.hpp"
#include "sokoban/board/push_board.hpp"

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace boxcar::sokoban {

// One move of the plan, forwards: the box on `from` goes to `to` by its own pushes, the other boxes
// standing still. from_base: this is the box's first move, from the square it starts the level on (each
// start square is used by one step at most). A `to` off the goals is a parking square: a later step
// moves on from it.
struct PackingStep {
    int from = -1;
    int to = -1;
    bool from_base = false;
};

struct PackingSearchLimits {
    std::uint64_t max_expanded = 20000;  // states expanded
    std::uint64_t max_nodes = 200000;    // states stored: about 100 bytes each on XSokoban's boards
    std::uint64_t max_work = 200'000'000;  // squares flooded (huge boards)
    double max_ms = 0;                   // 0: no time limit
    bool cpu_clock = false;              // max_ms in CPU time of the thread (search::clock_ms)
    const std::atomic<bool>* cancel = nullptr;
};

struct PackingPlan {
    PackingOrder order;              // the plan as steps, its goals first to pack first (oop_zone not filled)
    std::vector<PackingStep> steps;  // forwards, first move first
    int boxes_left = 0;              // boxes the best state still has away from the start squares
    int sunk = 0;                    // boxes brought home along the plan
    bool complete = false;           // every box home: the plan is a full (macro) solution path
    std::uint64_t expanded = 0, nodes = 0;
};

// The plan (PackingOrder) from the boxes on the board when it starts (`initial`, the squares) and the moves
// played forwards, as packing_order.hpp describes it: a step per initial box (from PlanStep::kInit), then
// the moves, a move taking on the box the step before it just put down merged into that step (dropped when
// the box comes back to where it was). The initial boxes on goals that no later step moves are the fixed
// set, first, in the order of `greedy.goals`. A step's `until` is the next step whose `from` is its `to`.
PackingOrder plan_from_moves(const PushBoard& board, const std::vector<int>& initial,
                             const std::vector<PackingStep>& moves, const PackingOrder& greedy);

// `greedy` orders the goals the plan never empties (compute_packing_order's order). nullopt: no plan
// (unusable board, no box brought home within the budget).
std::optional<PackingPlan> search_packing_plan(const PushBoard& board, const PackingOrder& greedy,
                                               const PackingSearchLimits& limits);

// search_packing_plan in steps, so that other work can run between them (auto's rotation): step() runs up
// to max_expansions more expansions and returns true when the plan is final (plan()). Its time budget
// (limits.max_ms) counts only the time spent inside step(). The board must outlive it.
class PackingPlanner {
public:
    PackingPlanner(const PushBoard& board, PackingOrder greedy, const PackingSearchLimits& limits);
    ~PackingPlanner();
    PackingPlanner(const PackingPlanner&) = delete;
    PackingPlanner& operator=(const PackingPlanner&) = delete;
    bool step(std::uint64_t max_expansions);
    bool finished() const;
    const std::optional<PackingPlan>& plan() const;  // nullopt: no plan (as search_packing_plan)
    // The positions of its searches that still hold every box, growing with each step (kept to the end).
    const BackwardTree& backward_tree() const;

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

// One search with one set of sink rules (search_packing_plan runs Festival's, then the plain ones when
// those found no complete plan). festival_sinks: the largest-group and different-place sink tests.
std::optional<PackingPlan> search_packing_plan_once(const PushBoard& board, const PackingOrder& greedy,
                                                    const PackingSearchLimits& limits, bool festival_sinks);

}  // namespace boxcar::sokoban
