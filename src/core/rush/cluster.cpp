// Cluster exploration and distance-to-goal tables (see cluster.hpp).
#include "rush/cluster.hpp"

#include <algorithm>
#include <array>
#include <chrono>

namespace boxcar::rush {

bool ClusterExplorer::explore(const StateCodec& codec, StateKey start, bool stop_below_start, std::size_t max_states) {
    return stop_below_start ? explore_impl<Stop::BelowStart>(codec, start, max_states)
                            : explore_impl<Stop::Never>(codec, start, max_states);
}

bool ClusterExplorer::explore_from_goal_seed(const StateCodec& codec, StateKey seed) {
    return explore_impl<Stop::GoalBelowStart>(codec, seed, 0);
}

// Breadth-first over the cluster. Each node's occupancy bitboards are derived from its parent's (one
// vehicle moved) instead of being rebuilt from the key, and one node's children are buffered with their
// table slots prefetched before probing (as in MoveBfs).
template <ClusterExplorer::Stop stop>
bool ClusterExplorer::explore_impl(const StateCodec& codec, StateKey start, std::size_t max_states) {
    codec_ = &codec;
    index_.reset();
    nodes_.clear();
    occ_.clear();
    dist_.clear();
    edge_begin_.clear();
    edges_.clear();
    index_.insert(start, 0);
    nodes_.push_back(start);
    {
        std::uint64_t occ, occ_t;
        codec.occupancy_both(start, occ, occ_t);
        occ_.push_back({occ, occ_t});
    }
    const int a_exit = codec.max_position(0);
    struct Child {
        StateKey key;
        int vehicle, delta;
    };
    std::array<Child, kMaxVehicles * 2 * kMaxBoardSize> children;
    for (std::size_t head = 0; head < nodes_.size(); ++head) {
        const StateKey k = nodes_[head];
        const Occupancy o = occ_[head];
        edge_begin_.push_back(static_cast<std::uint32_t>(edges_.size()));
        std::size_t count = 0;
        codec.for_each_slide(k, o.occ, o.occ_t, 0, kMaxBoardSize, [&](int v, int delta, StateKey next) {
            children[count++] = {next, v, delta};
            index_.prefetch(next);
        });
        for (std::size_t c = 0; c < count; ++c) {
            const StateKey next = children[c].key;
            if constexpr (stop == Stop::BelowStart) {
                if (next < start) return false;
            } else if constexpr (stop == Stop::GoalBelowStart) {
                if (next < start && codec.position(next, 0) == a_exit) return false;
            }
            const auto [slot, inserted] = index_.insert(next, static_cast<std::uint32_t>(nodes_.size()));
            if (inserted) {
                const int v = children[c].vehicle;
                const int from = codec.position(k, v), to = from + children[c].delta;
                nodes_.push_back(next);
                occ_.push_back({o.occ ^ codec.cells(v, from) ^ codec.cells(v, to),
                                o.occ_t ^ codec.cells_transposed(v, from) ^ codec.cells_transposed(v, to)});
                if (max_states && nodes_.size() > max_states) return false;
            }
            edges_.push_back(*slot);
        }
    }
    edge_begin_.push_back(static_cast<std::uint32_t>(edges_.size()));
    return true;
}

std::uint64_t ClusterExplorer::compute_distances(Goal goal) {
    const StateCodec& codec = *codec_;
    dist_.assign(nodes_.size(), kUnknown);
    queue_.clear();
    for (std::size_t i = 0; i < nodes_.size(); ++i) {
        const StateKey k = nodes_[i];
        const bool g = goal == Goal::Exit ? codec.at_exit(k) : codec.exit_clear(k, codec.occupancy(k));
        if (g) {
            dist_[i] = 0;
            queue_.push_back(static_cast<std::uint32_t>(i));
        }
    }
    const std::uint64_t goals = queue_.size();
    for (std::size_t head = 0; head < queue_.size(); ++head) {
        const std::uint32_t i = queue_[head];
        const std::uint8_t d = dist_[i];
        const std::uint8_t nd = d >= kUnknown - 1 ? kUnknown - 1 : d + 1;
        for (std::uint32_t e = edge_begin_[i]; e < edge_begin_[i + 1]; ++e) {
            const std::uint32_t j = edges_[e];
            if (dist_[j] == kUnknown) {
                dist_[j] = nd;
                queue_.push_back(j);
            }
        }
    }
    return goals;
}

std::uint32_t ClusterExplorer::vehicles_on_shortest_paths(std::size_t from) {
    const StateCodec& codec = *codec_;
    if (seen_.size() < nodes_.size()) seen_.resize(nodes_.size(), 0);
    if (++stamp_ == 0) {  // stamps wrapped: clear
        std::fill(seen_.begin(), seen_.end(), 0);
        stamp_ = 1;
    }
    std::uint32_t moved = 0;
    queue_.clear();
    queue_.push_back(static_cast<std::uint32_t>(from));
    seen_[from] = stamp_;
    for (std::size_t head = 0; head < queue_.size(); ++head) {
        const std::uint32_t i = queue_[head];
        const std::uint8_t d = dist_[i];
        if (d == 0 || d == kUnknown) continue;
        for (std::uint32_t e = edge_begin_[i]; e < edge_begin_[i + 1]; ++e) {
            const std::uint32_t j = edges_[e];
            if (dist_[j] != d - 1) continue;
            moved |= std::uint32_t{1} << codec.diff(nodes_[i], nodes_[j]).vehicle;
            if (seen_[j] != stamp_) {
                seen_[j] = stamp_;
                queue_.push_back(j);
            }
        }
    }
    return moved;
}

int ClusterExplorer::distance(StateKey key) const {
    const std::uint32_t* j = index_.find(key);
    if (!j || *j >= dist_.size()) return kUnknown;
    return dist_[*j];
}

ClusterInfo analyse_cluster(const Board& board, Goal goal, std::size_t max_states) {
    const auto t0 = std::chrono::steady_clock::now();
    ClusterInfo info;
    const StateCodec codec(board);
    ClusterExplorer ex;
    if (!ex.explore(codec, codec.encode(board), false, max_states)) {
        info.complete = false;
        info.states = ex.size();
        info.elapsed_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
        return info;
    }
    info.states = ex.size();
    info.goal_states = ex.compute_distances(goal);
    info.solvable = info.goal_states > 0;
    if (info.solvable) {
        info.start_distance = ex.distance_at(0);
        std::size_t best = 0;
        for (std::size_t i = 0; i < ex.size(); ++i) {
            const int d = ex.distance_at(i);
            if (d == ClusterExplorer::kUnknown) continue;
            if (d >= static_cast<int>(info.distance_counts.size())) info.distance_counts.resize(d + 1, 0);
            ++info.distance_counts[d];
            if (d > info.max_distance || (d == info.max_distance && codec.canonical_less(ex.key(i), ex.key(best)))) {
                info.max_distance = d;
                best = i;
            }
        }
        info.hardest = codec.decode(ex.key(best));
    }
    info.elapsed_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    return info;
}

}  // namespace boxcar::rush
