// The enumerator's work on one seed (enumerator.hpp): its cluster, the hardest state and the checks
// that keep only minimal puzzles.
#include "rush/enumerator.hpp"

#include <algorithm>
#include <bit>

namespace boxcar::rush::enumeration {

void Enumerator::leaf(std::uint64_t mask) {
    if (stopped_) return;
    if (index_ < first_seed_) {  // before the requested range: skipped, but counted for the index
        ++index_;
        return;
    }
    if (max_positions_ && index_ >= first_seed_ + max_positions_) {
        stopped_ = true;
        sum_.complete = false;
        return;
    }
    const std::uint64_t index = index_++;
    if (mask == locate_mask_ && worker_ == 0 && board_string(make_board()) == locate_) sum_.located = index;
    if (worker_ == 0 && progress_ && (index & ((std::uint64_t{1} << 22) - 1)) == 0) progress_(index);
    if (index % sample_every_ != sample_offset_) return;
    if ((index / sample_every_) % static_cast<std::uint64_t>(workers_) != static_cast<std::uint64_t>(worker_)) return;
    if (skip_idle_ && has_idle_piece()) {  // the cluster reports nothing: not explored
        ++sum_.rejected_idle;
        return;
    }
    if (count_only_) return;
    ++sum_.positions;
    make_board(board_);
    codec_.assign(board_, false);
    const StateCodec& codec = codec_;
    const StateKey start = codec.encode(board_);
    if (smaller_goal_nearby(codec, start)) {  // cheap proof that the seed is not canonical
        ++sum_.rejected_early;
        return;
    }
    if (!explorer_.explore_from_goal_seed(codec, start)) {  // not the cluster's canonical seed
        sum_.partial_states += explorer_.size();
        return;
    }
    ++sum_.canonical;
    sum_.cluster_states += explorer_.size();
    explorer_.compute_distances(Goal::Exit);
    ++sum_.solvable;  // the cluster holds its seed, a goal state
    int max_d = -1;
    std::size_t best = 0;
    for (std::size_t i = 0; i < explorer_.size(); ++i) {
        const int d = explorer_.distance_at(i);
        if (d > max_d || (d == max_d && codec.canonical_less(explorer_.key(i), explorer_.key(best)))) {
            max_d = d;
            best = i;
        }
    }
    const Board hardest = codec.decode(explorer_.key(best));
    if (minimal(hardest, max_d, explorer_.vehicles_on_shortest_paths(best))) {
        ++sum_.puzzles;
        if (max_d > sum_.max_moves) sum_.max_moves = max_d;
        found_.push_back({index, {max_d, hardest, explorer_.size()}});
    }
    if (derive_walls_ > 0) derive_wall_clusters(codec, index);
}

// A cheap, sound pre-test of non-canonical seeds: slide one piece (not A) up/right, then let every
// piece but A fall left/up as far as it can, repeatedly. A resulting key below the seed's is a goal
// state of the same cluster (A never moved) with a smaller key, so the seed is not canonical; no
// result proves nothing (the exploration decides).
bool Enumerator::smaller_goal_nearby(const StateCodec& codec, StateKey seed) const {
    std::uint64_t occ0, occ0_t;
    codec.occupancy_both(seed, occ0, occ0_t);
    const int count = codec.vehicle_count();
    for (int v = 1; v < count; ++v) {
        const int p = codec.position(seed, v);
        int lo, hi;
        codec.free_range(v, p, occ0, occ0_t, lo, hi);
        for (int q = p + 1; q <= hi; ++q) {
            StateKey k = codec.with_position(seed, v, q);
            std::uint64_t occ = occ0 ^ codec.cells(v, p) ^ codec.cells(v, q);
            std::uint64_t occ_t = occ0_t ^ codec.cells_transposed(v, p) ^ codec.cells_transposed(v, q);
            for (bool moved = true; moved;) {
                moved = false;
                for (int u = 1; u < count; ++u) {
                    const int pu = codec.position(k, u);
                    int ulo, uhi;
                    codec.free_range(u, pu, occ, occ_t, ulo, uhi);
                    if (ulo == pu) continue;
                    k = codec.with_position(k, u, ulo);
                    occ ^= codec.cells(u, pu) ^ codec.cells(u, ulo);
                    occ_t ^= codec.cells_transposed(u, pu) ^ codec.cells_transposed(u, ulo);
                    moved = true;
                }
            }
            if (k < seed) return true;
        }
    }
    return false;
}

// Removing any vehicle but A and those of `essential` must lower the optimal move count.
bool Enumerator::minimal_vehicles(const Board& hardest, int moves, std::uint32_t essential) {
    SolveOptions o;
    o.time_limit_s = 0;
    o.memory_limit_mib = 0;
    for (std::size_t i = 1; i < hardest.vehicles.size(); ++i) {
        if (essential >> i & 1) continue;
        Board b = hardest;
        b.vehicles.erase(b.vehicles.begin() + static_cast<long>(i));
        const Solution s = solver_.solve(b, o);
        if (s.status == search::Status::Solved && s.move_count == moves) return false;
    }
    return true;
}

// Removing any piece but A (walls included) must lower the optimal move count. The vehicles of
// `essential` (bit i: they slide on a shortest path, ClusterExplorer::vehicles_on_shortest_paths)
// lower it for sure; the others and the walls are removed one by one and solved.
bool Enumerator::minimal(const Board& hardest, int moves, std::uint32_t essential) {
    if (!minimal_vehicles(hardest, moves, essential)) return false;
    SolveOptions o;
    o.time_limit_s = 0;
    o.memory_limit_mib = 0;
    for (int c = 0; c < n_ * n_; ++c) {
        if (!(hardest.walls >> c & 1)) continue;
        Board b = hardest;
        b.walls &= ~(std::uint64_t{1} << c);
        const Solution s = solver_.solve(b, o);
        if (s.status == search::Status::Solved && s.move_count == moves) return false;
    }
    return true;
}

}  // namespace boxcar::rush::enumeration
