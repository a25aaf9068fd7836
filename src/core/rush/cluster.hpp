// Cluster analysis: the whole state space reachable from a board (its "cluster"), each state's distance
// in moves to the nearest goal state (a multi-source BFS from every goal state: slides are reversible, so
// the move graph is undirected), and the hardest state (largest distance; ties: StateCodec::canonical_less).
// ClusterExplorer keeps its tables between calls (the enumerator explores ~10^5..10^8 clusters).
// explore() records the move graph as adjacency lists (node indices), so compute_distances() is a plain
// array BFS with no hashing and no move generation (it was the enumeration's largest single cost).
#pragma once
#include "rush/board.hpp"
#include "rush/key_map.hpp"
#include "rush/solver.hpp"
#include "rush/state_codec.hpp"

#include <cstdint>
#include <vector>

namespace boxcar::rush {

struct ClusterInfo {
    bool complete = true;     // false: more than max_states states, nothing else is filled in
    std::uint64_t states = 0;
    std::uint64_t goal_states = 0;
    bool solvable = false;
    int start_distance = -1;  // moves from the analysed board to the goal (-1 if unsolvable)
    int max_distance = -1;
    Board hardest;            // a state at max_distance
    std::vector<std::uint64_t> distance_counts;  // states per distance 0..max_distance
    double elapsed_ms = 0;
};

class ClusterExplorer {
public:
    static constexpr std::uint8_t kUnknown = 0xff;

    // Explores every state reachable from `start`. With `stop_below_start`, stops (returns false) as
    // soon as a state with a smaller key than `start` turns up (the enumerator's canonical test).
    // `max_states` (0 = none) stops the exploration too (returns false).
    bool explore(const StateCodec& codec, StateKey start, bool stop_below_start = false, std::size_t max_states = 0);
    // The enumerator's test from a goal seed (A at the exit): explores the whole cluster unless a goal
    // state with a smaller key than `seed` turns up (returns false: the seed is not the cluster's smallest
    // goal state, so another seed reports this cluster).
    bool explore_from_goal_seed(const StateCodec& codec, StateKey seed);
    // After explore(): distances to the goal for every state (kUnknown if unreachable). Returns the
    // number of goal states.
    std::uint64_t compute_distances(Goal goal);

    // After compute_distances(): the vehicles (bit v) that slide on some shortest path from node `from`
    // to a goal state (every step goes one distance lower). Such a vehicle is essential to the state:
    // without it, the path's other slides remain legal (cells only get freer) and reach the goal in fewer
    // moves. The enumerator's minimality test skips these vehicles.
    std::uint32_t vehicles_on_shortest_paths(std::size_t from);

    std::size_t size() const { return nodes_.size(); }
    // The move graph recorded by explore(): node i's neighbours are edge_target(e) for e in
    // [edge_begin(i), edge_begin(i + 1)); occupancy_at(i) is node i's occupied cells (walls included).
    std::uint32_t edge_begin(std::size_t i) const { return edge_begin_[i]; }
    std::uint32_t edge_target(std::uint32_t e) const { return edges_[e]; }
    std::size_t edge_count() const { return edges_.size(); }
    std::uint64_t occupancy_at(std::size_t i) const { return occ_[i].occ; }
    StateKey key(std::size_t i) const { return nodes_[i]; }
    std::uint8_t distance_at(std::size_t i) const { return dist_[i]; }
    // Distance of any state of the cluster (kUnknown if not in it or unsolvable).
    int distance(StateKey key) const;
    const StateCodec& codec() const { return *codec_; }

private:
    enum class Stop { Never, BelowStart, GoalBelowStart };
    template <Stop stop>
    bool explore_impl(const StateCodec& codec, StateKey start, std::size_t max_states);

    const StateCodec* codec_ = nullptr;
    KeyMap index_;
    std::vector<StateKey> nodes_;
    struct Occupancy {
        std::uint64_t occ, occ_t;  // StateCodec::occupancy_both of the node (only used while exploring)
    };
    std::vector<Occupancy> occ_;
    std::vector<std::uint8_t> dist_;
    std::vector<std::uint32_t> queue_;
    std::vector<std::uint32_t> seen_;  // visit stamps of vehicles_on_shortest_paths
    std::uint32_t stamp_ = 0;
    std::vector<std::uint32_t> edge_begin_;  // node i's neighbours: edges_[edge_begin_[i] .. edge_begin_[i+1])
    std::vector<std::uint32_t> edges_;
};

// Explores at most `max_states` states (about 40 bytes each), so a huge 8x8 cluster ends with
// complete = false instead of exhausting memory.
ClusterInfo analyse_cluster(const Board& board, Goal goal = Goal::Exit, std::size_t max_states = 10'000'000);

}  // namespace boxcar::rush
