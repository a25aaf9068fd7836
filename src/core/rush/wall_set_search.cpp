// Many wall sets' clusters at once over one move graph (see wall_set_search.hpp).
#include "rush/wall_set_search.hpp"

#include <bit>

namespace boxcar::rush::enumeration {

void WallSetSearch::start_cluster(const ClusterExplorer& graph, const StateCodec& codec,
                                  const std::vector<std::uint64_t>& swept, const std::vector<std::uint32_t>& goals) {
    graph_ = &graph;
    swept_ = &swept;
    goals_ = &goals;
    const std::size_t count = graph.size();
    horizontal_.resize(count);
    vertical_.resize(count);
    for (std::size_t i = 0; i < count; ++i) {
        horizontal_[i] = codec.horizontal_cells(graph.key(i));
        vertical_[i] = codec.vertical_cells(graph.key(i));
    }
    is_goal_.assign(count, 0);
    for (std::uint32_t i : goals) is_goal_[i] = 1;
    if (reached_.size() < count) {
        reached_.resize(count, 0);
        next_.resize(count, 0);
    }
}

std::uint64_t WallSetSearch::blocked(std::uint64_t cells) const {
    std::uint64_t sets = 0;
    for (cells &= wall_cells_; cells; cells &= cells - 1) sets |= sets_with_cell_[std::countr_zero(cells)];
    return sets;
}

template <class Visit>
void WallSetSearch::spread(Visit&& visit) {
    const ClusterExplorer& g = *graph_;
    const std::vector<std::uint64_t>& swept = *swept_;
    for (const Entry& s : frontier_) {
        if (!reached_[s.node]) touched_.push_back(s.node);
        reached_[s.node] |= s.sets;
        visit(s.node, s.sets, 0);
    }
    for (int depth = 1; !frontier_.empty(); ++depth) {
        next_nodes_.clear();
        for (const Entry& s : frontier_)
            for (std::uint32_t e = g.edge_begin(s.node); e < g.edge_begin(s.node + 1); ++e) {
                const std::uint32_t j = g.edge_target(e);
                std::uint64_t sets = s.sets & ~reached_[j];
                if (!sets) continue;
                sets &= ~blocked(swept[e]);
                if (!sets) continue;
                if (!next_[j]) next_nodes_.push_back(j);
                next_[j] |= sets;
            }
        layer_.clear();
        for (std::uint32_t j : next_nodes_) {
            const std::uint64_t sets = next_[j];
            next_[j] = 0;
            if (!reached_[j]) touched_.push_back(j);
            reached_[j] |= sets;
            layer_.push_back({j, sets});
            visit(j, sets, depth);
        }
        frontier_.swap(layer_);
    }
}

template <bool goals_only>
void WallSetSearch::reach() {
    const ClusterExplorer& g = *graph_;
    const std::vector<std::uint64_t>& swept = *swept_;
    next_nodes_.clear();
    for (const Entry& s : frontier_) {
        if (!reached_[s.node]) touched_.push_back(s.node);
        reached_[s.node] |= s.sets;
        if (!next_[s.node]) next_nodes_.push_back(s.node);
        next_[s.node] |= s.sets;
    }
    for (std::size_t head = 0; head < next_nodes_.size(); ++head) {
        const std::uint32_t i = next_nodes_[head];
        const std::uint64_t pending = next_[i];
        next_[i] = 0;
        for (std::uint32_t e = g.edge_begin(i); e < g.edge_begin(i + 1); ++e) {
            const std::uint32_t j = g.edge_target(e);
            if constexpr (goals_only)
                if (!is_goal_[j]) continue;
            std::uint64_t sets = pending & ~reached_[j];
            if (!sets) continue;
            sets &= ~blocked(swept[e]);
            if (!sets) continue;
            if (!reached_[j]) touched_.push_back(j);
            reached_[j] |= sets;
            if (!next_[j]) next_nodes_.push_back(j);
            next_[j] |= sets;
        }
    }
}

void WallSetSearch::clear_reached() {
    for (std::uint32_t i : touched_) reached_[i] = 0;
    touched_.clear();
}

void WallSetSearch::search(const std::vector<std::uint64_t>& wall_sets,
                           std::vector<std::vector<WallSetCluster>>& clusters,
                           const std::vector<std::uint8_t*>& distances) {
    const std::size_t n = wall_sets.size();
    clusters.resize(n);
    for (auto& c : clusters) c.clear();
    wall_cells_ = 0;
    sets_with_cell_.fill(0);
    for (std::size_t b = 0; b < n; ++b) {
        wall_cells_ |= wall_sets[b];
        for (std::uint64_t w = wall_sets[b]; w; w &= w - 1) sets_with_cell_[std::countr_zero(w)] |= std::uint64_t{1} << b;
    }
    const std::uint64_t all = n == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1;
    const std::vector<std::uint32_t>& goals = *goals_;
    goal_done_.assign(goals.size(), 0);
    goal_open_.resize(goals.size());
    for (std::size_t k = 0; k < goals.size(); ++k) goal_open_[k] = all & ~blocked(graph_->occupancy_at(goals[k]));
    std::array<WallSetCluster, kMaxSets> current{};

    // One round finds, for every set that has one left, the cluster of its first goal state not yet in
    // a cluster: the goal states that reach it, then the distances from them.
    for (std::uint64_t active = all; active;) {
        std::uint64_t need = active;
        frontier_.clear();
        for (std::size_t k = 0; k < goals.size() && need; ++k) {
            const std::uint64_t sets = need & goal_open_[k] & ~goal_done_[k];
            if (!sets) continue;
            frontier_.push_back({goals[k], sets});
            for (std::uint64_t s = sets; s; s &= s - 1) current[std::countr_zero(s)] = {goals[k], 0, 0, -1};
            need &= ~sets;
        }
        active &= ~need;  // sets with every open goal state in a cluster already: done
        if (!active) break;
        // The goal states that reach the seed through goal states only are in its cluster; where that
        // leaves an open goal state out, the cluster's goal states are found through every state.
        seeds_ = frontier_;
        reach<true>();
        std::uint64_t unsure = 0;
        for (std::size_t k = 0; k < goals.size(); ++k) unsure |= goal_open_[k] & ~goal_done_[k] & ~reached_[goals[k]];
        unsure &= active;
        if (unsure) {
            for (std::uint32_t i : touched_) reached_[i] &= ~unsure;
            frontier_.clear();
            for (const Entry& s : seeds_)
                if (s.sets & unsure) frontier_.push_back({s.node, s.sets & unsure});
            reach<false>();
        }
        frontier_.clear();
        for (std::size_t k = 0; k < goals.size(); ++k)
            if (const std::uint64_t sets = reached_[goals[k]] & active) {
                frontier_.push_back({goals[k], sets});
                goal_done_[k] |= sets;
            }
        clear_reached();
        spread([&](std::uint32_t node, std::uint64_t sets, int depth) {
            for (; sets; sets &= sets - 1) {
                const int b = std::countr_zero(sets);
                WallSetCluster& c = current[b];
                ++c.size;
                if (distances[b]) distances[b][node] = static_cast<std::uint8_t>(depth);
                if (depth > c.max_distance) {
                    c.max_distance = depth;
                    c.hardest = node;
                } else if (depth == c.max_distance) {
                    const std::uint32_t h = c.hardest;
                    if (horizontal_[node] < horizontal_[h] ||
                        (horizontal_[node] == horizontal_[h] && vertical_[node] < vertical_[h]))
                        c.hardest = node;
                }
            }
        });
        clear_reached();
        for (std::uint64_t s = active; s; s &= s - 1) {
            const int b = std::countr_zero(s);
            clusters[b].push_back(current[b]);
        }
    }
}

}  // namespace boxcar::rush::enumeration
