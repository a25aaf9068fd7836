// How a FessSearch runs, given whole at construction (one struct of named fields with their defaults, in
// the style of sokol's *_desc): designated initializers name only what differs from the default, e.g.
// FessSearch(domain, limits, {.box_macros = false, .opener = true}). A new option is one field here and
// its one use in the search. The defaults are `--algo fess`'s configuration without the packing search.
#pragma once

#include <memory>

namespace boxcar::sokoban {

class PackingPlanner;    // packing_search.hpp
class MeetingPositions;  // fess_search.hpp

struct FessDesc {
    // In-cell order: fewest pushes first (false), or greedy (the next plan goal's distance, then the
    // domain's heuristic), which solves some small levels much faster (auto runs both).
    bool greedy_cells = false;

    // Moves. Box macros (Festival's moves): an expansion's children are the positions where one box, the
    // others standing still, reaches any square by its own pushes; off: single pushes, with tunnel macros
    // (a push along a one-wide goal-free tunnel goes on to its end) unless tunnel_macros is off.
    bool box_macros = true;
    bool tunnel_macros = true;
    // Box macros: the corral test of a child runs when the search first relies on it (its expansion, an
    // advisor's pick, a new best cell), not when it is made: the same positions are pruned, and a box's
    // path may go on through a dead position to live ones.
    bool deferred_corral_test = true;

    // Cells. Festival's cell selection: a state goes into the best cell on its path from the root (a line
    // that packed more stays there when it dips), and every other pick takes the best cell seen so far
    // instead of the next one in the round robin. Off: the state's own cell, plain round robin.
    bool best_cell_selection = true;
    // Out-of-plan boxes (packing_order.hpp) as the third feature of a cell.
    bool out_of_plan_feature = true;

    // Advisors (fess_advisors.cpp): each lets the child it picks weigh nothing, like its parent.
    bool connectivity_advisor = true;
    bool pack_advisor = true;  // also: no packing macro when it found a child
    bool out_of_plan_advisor = true;
    bool blocker_advisor = true;
    // Festival's hotspots (hotspots.hpp), computed at the start: they break ties between children of equal
    // cell key (fewer hotspots, then the next plan goal's distance), and a hotspot advisor lets the best
    // child with fewer hotspots and no less packed weigh nothing.
    bool hotspots = true;
    // Festival's opener: when no child and no packing macro packs more, the child that moves the box
    // nearest to the next plan squares no nearer to them (clearing the way), no less packed and no more
    // areas, weighs nothing. Off by default: beside the blocker advisor or instead of it, it won some
    // XSokoban levels and lost others (docs/design/auto_solver.md).
    bool opener = false;
    // Festival's forward search with a packing plan (its strategy A): every child gets a full score (more
    // packed, fewer areas, fewer lost room links, fewer out of plan, fewer hotspots, then nearer the goals),
    // which also orders the states of a cell after their weight; the advisors run as a set, each letting
    // one child weigh nothing, none of them a child that packs less: pack, connectivity, rooms and hotspots
    // (the best child improving that feature), out of plan (a box next to the zone moved reversibly away
    // from it), explorer (a reversible move after which the keeper reaches a new pushing side of a box
    // that did not move) and the opener (when nothing packs more); a position with two children at most
    // has its first one free. Replaces the blocker advisor and the packing macro, turns hotspots on.
    bool festival_advisors = false;

    // The packing order from the backward packing search (packing_search.hpp), run at the start for
    // packing_search_seconds (< 0: kPackingSearchShare of the limits' time; 0: no time cap, its node and
    // work budgets alone) with a node cap; the greedy removal order when it finds no plan or when off. Its
    // states (PackingSearchLimits::max_nodes, some 20 MiB at most on XSokoban) are freed before the forward
    // search starts and are not in the memory accounting.
    bool packing_search = false;
    double packing_search_seconds = -1;
    // With the packing search: this planner instead of one of its own (auto shares one among its plan
    // strategies, with no time cap but its node and work budgets). The search's first steps run the
    // planner a packing expansion at a time until it is done, then the forward search starts; the
    // planner's time counts as this search's.
    std::shared_ptr<PackingPlanner> packing_planner = nullptr;

    // Learned deadlocks (stuck_patterns.hpp): a node whose subtree reaches FessSearch::kLearnAt expansions
    // gets the heavier test; a node proven dead is never expanded below, and children holding a learned
    // pattern are never opened. Each search learns its own (shared among `auto`'s strategies they lost
    // XSokoban levels).
    bool learned_deadlocks = true;

    // Positions another search has joined to the solved position (auto's backward search): a child found
    // there ends the search as Solved. They must outlive the search.
    const MeetingPositions* meeting = nullptr;
};

}  // namespace boxcar::sokoban
