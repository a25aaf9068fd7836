// The solvable clusters of many wall sets, found at once inside one no-wall cluster's move graph (the
// enumerator's --derive-walls, enumerate_walls.cpp). A state of the layout with walls W is a state of
// the no-wall cluster with W's cells empty, and its slides are the no-wall slides that sweep no cell of
// W, so each wall set's clusters are components of a subgraph of the same move graph. Up to 64 wall
// sets are searched together: bit b of every mask below stands for wall set b of the batch, and one
// breadth-first pass over the graph carries all of them. A node is visited once per distinct distance
// it has across the batch (usually one or two), where one search per wall set visits it once per set.
#pragma once
#include "rush/cluster.hpp"
#include "rush/state_codec.hpp"

#include <array>
#include <cstdint>
#include <vector>

namespace boxcar::rush::enumeration {

// One solvable cluster of one wall set.
struct WallSetCluster {
    std::uint32_t first_goal = 0;  // its goal state of smallest node index
    std::uint32_t hardest = 0;     // a state at max_distance; ties: the smallest (horizontal, vertical) cells
    std::uint32_t size = 0;        // states
    int max_distance = -1;
};

class WallSetSearch {
public:
    static constexpr int kMaxSets = 64;

    // The move graph to search (the explorer's last exploration, with distances computed), each edge's
    // swept cells (both ends included) and the goal states in increasing node order. They must stay
    // alive and unchanged until the next start_cluster.
    void start_cluster(const ClusterExplorer& graph, const StateCodec& codec, const std::vector<std::uint64_t>& swept,
                       const std::vector<std::uint32_t>& goals);

    // Searches the wall sets (cell masks, at most kMaxSets). clusters[b] receives set b's solvable clusters
    // in the order of their first goal state. Where distances[b] is not null, it receives set b's
    // distance to the goal of every state in those clusters (other entries are left as they are).
    void search(const std::vector<std::uint64_t>& wall_sets, std::vector<std::vector<WallSetCluster>>& clusters,
                const std::vector<std::uint8_t*>& distances);

private:
    const ClusterExplorer* graph_ = nullptr;
    const std::vector<std::uint64_t>* swept_ = nullptr;
    const std::vector<std::uint32_t>* goals_ = nullptr;
    std::vector<std::uint64_t> horizontal_, vertical_;  // per node: the tie-break cells
    std::uint64_t wall_cells_ = 0;                        // every cell of the batch's wall sets
    std::array<std::uint64_t, 64> sets_with_cell_{};      // per cell: the sets (bits) holding it
    std::vector<std::uint64_t> blocked_;                  // per edge: the sets whose walls it sweeps
    std::vector<std::uint64_t> reached_, next_;           // per node: sets that reached it / reach it next
    std::vector<std::uint32_t> touched_, next_nodes_;
    struct Entry {
        std::uint32_t node;
        std::uint64_t sets;
    };
    std::vector<Entry> frontier_, layer_, seeds_;
    std::vector<std::uint8_t> is_goal_;                   // per node
    std::vector<std::uint64_t> goal_open_;                // per goal: the sets whose walls leave it free
    std::vector<std::uint64_t> goal_done_;                // per goal: sets whose cluster holding it is done

    // The sets whose walls meet `cells`.
    std::uint64_t blocked(std::uint64_t cells) const;

    // Breadth-first from frontier_ (each entry: a node and the sets that start there), along the edges
    // that each set's walls leave open; visit(node, sets, depth) for every node newly reached by `sets`
    // (the start nodes at depth 0). reached_ holds the sets that reached each node afterwards.
    template <class Visit>
    void spread(Visit&& visit);
    // reached_: the sets that reach each node from frontier_ (through goal states only, or through any
    // state), in any order (no distances: a node is scanned again only when it gained sets since).
    template <bool goals_only>
    void reach();
    void clear_reached();
};

}  // namespace boxcar::rush::enumeration
