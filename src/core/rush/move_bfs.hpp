// Breadth-first search over packed states: optimal in moves (slides of any distance) or, with
// max_step = 1, optimal in steps (one cell per edge). The fast path of `boxcar rush solve`.
// With the exit goal and whole slides, a state whose path to the exit is clear is a goal one move early
// (the final slide of A), tested when states are generated; this is still optimal (see move_bfs.cpp).
#pragma once
#include "rush/key_map.hpp"
#include "rush/solver.hpp"
#include "rush/state_codec.hpp"
#include "search/budget.hpp"

#include <array>
#include <vector>

namespace boxcar::rush {

class MoveBfs {
public:
    // Finds a shortest path from `start`; on Solved, `out` holds the slides (single-cell slides merged
    // when max_step = 1). Updates `stats` (generated, expanded, duplicates, frontier, depth, memory).
    search::Status run(const StateCodec& codec, StateKey start, Goal goal, int max_step,
                       search::BudgetGuard& guard, search::SearchStats& stats, std::vector<SlideMove>& out);

private:
    struct Node {
        StateKey key;
        std::uint32_t parent;  // index of the parent node
    };
    struct Child {
        StateKey key;
        int vehicle, delta;
    };
    KeyMap seen_;
    std::vector<Node> nodes_;  // BFS order; the open list is nodes_[head..]
    // Per node: vehicles not to move from it (bit per vehicle; see move_bfs.cpp). Apart from the nodes
    // so that the random updates of same-level duplicates touch a compact array.
    std::vector<std::uint32_t> skip_;
    struct Occupancy {
        std::uint64_t occ, occ_t;  // StateCodec::occupancy_both, derived from the parent's (one slide)
    };
    std::vector<Occupancy> occ_;  // per node
    std::vector<std::uint32_t> lookahead_;  // nodes of the level being generated with a one-slide clearing
    // One node's children: at most (vehicles) x (2 directions) x (board size) slides.
    std::array<Child, kMaxVehicles * 2 * kMaxBoardSize> children_;

    std::uint64_t memory() const {
        return seen_.memory_bytes() + nodes_.capacity() * sizeof(Node) + skip_.capacity() * sizeof(std::uint32_t) +
               occ_.capacity() * sizeof(Occupancy);
    }
};

// Merges consecutive slides of one vehicle (as single-cell BFS paths produce) into one slide each.
std::vector<SlideMove> merge_slides(const std::vector<SlideMove>& moves);

}  // namespace boxcar::rush
