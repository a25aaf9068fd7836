// The enumerator's clusters with walls (enumerator.hpp), derived from the no-wall cluster just explored.
#include "rush/enumerator.hpp"

#include <algorithm>
#include <array>
#include <bit>

namespace boxcar::rush::enumeration {

void Enumerator::derive_wall_clusters(const StateCodec& codec, std::uint64_t index) {
    const std::size_t count = explorer_.size();
    swept_.resize(explorer_.edge_count());
    goals_.clear();
    std::uint64_t always = ~std::uint64_t{0}, ever = 0;
    std::array<std::uint8_t, 64> vehicle_of_bit{};  // key bit -> the vehicle whose field holds it
    for (int v = 0, b = 0; b < 64; ++b) {
        while (v + 1 < codec.vehicle_count() && codec.with_position(0, v + 1, 1) <= (StateKey{1} << b)) ++v;
        vehicle_of_bit[b] = static_cast<std::uint8_t>(v);
    }
    for (std::size_t i = 0; i < count; ++i) {
        const std::uint64_t occ = explorer_.occupancy_at(i);
        always &= occ;
        ever |= occ;
        if (explorer_.distance_at(i) == 0) goals_.push_back(static_cast<std::uint32_t>(i));
        const StateKey k = explorer_.key(i);
        for (std::uint32_t e = explorer_.edge_begin(i); e < explorer_.edge_begin(i + 1); ++e) {
            const StateKey to = explorer_.key(explorer_.edge_target(e));
            const int v = vehicle_of_bit[std::countr_zero(k ^ to)];
            const int a = codec.position(k, v), b = codec.position(to, v);
            std::uint64_t sw = 0;
            for (int q = std::min(a, b); q <= std::max(a, b); ++q) sw |= codec.cells(v, q);
            swept_[e] = sw;
        }
    }
    if (mark_.size() < count) mark_.resize(count, 0);
    if (dist_w_.size() < count) dist_w_.resize(count, 0);
    if (seen_.size() < count) seen_.resize(count, 0);
    // Cells that may hold a wall: off A's row, not in every state, and a wall there is not idle (its
    // cell meets no track of the pieces linked to A: such a cluster is never minimal, see
    // has_idle_piece; walls only shrink tracks, so it stays idle beside a second wall). Rows must keep
    // an empty cell (walls count as their cells).
    fill_items();
    std::uint64_t reach = 0;
    linked_to_a(chosen_rows_[primary_row_]->tracks, nullptr, -1, &reach);
    std::array<int, 8> row_cells{};
    for (const Vehicle& v : board_.vehicles)
        if (v.horizontal) row_cells[v.row] += v.length;
    std::vector<int> cells;
    for (int c = 0; c < n_ * n_; ++c) {
        const int r = c / n_;
        // (not `ever` occupied: no vehicle ever reaches the cell, a wall there changes nothing)
        if (r == primary_row_ || (always >> c & 1) || !(ever >> c & 1) || !(reach >> c & 1) ||
            row_cells[r] + 1 >= n_)
            continue;
        cells.push_back(c);
    }
    if (derive_walls_ >= 2) one_wall_.resize(n_ * n_);
    for (int c : cells) {
        if (derive_walls_ >= 2) one_wall_[c].assign(count, ClusterExplorer::kUnknown);
        wall_set_clusters(codec, index, std::uint64_t{1} << c, c, -1);
    }
    if (derive_walls_ < 2) return;
    for (std::size_t i = 0; i < cells.size(); ++i)
        for (std::size_t j = i + 1; j < cells.size(); ++j) {
            const int c1 = cells[i], c2 = cells[j];
            if (c1 / n_ == c2 / n_ && row_cells[c1 / n_] + 2 >= n_) continue;
            wall_set_clusters(codec, index, (std::uint64_t{1} << c1) | (std::uint64_t{1} << c2), c1, c2);
        }
}

// Every solvable cluster of the layout with walls W = {c1} or {c1, c2} (c2 = -1: one wall).
void Enumerator::wall_set_clusters(const StateCodec& codec, std::uint64_t index, std::uint64_t walls, int c1, int c2) {
    if (++mark_stamp_ == 0) {
        std::fill(mark_.begin(), mark_.end(), 0);
        mark_stamp_ = 1;
    }
    const std::uint32_t stamp = mark_stamp_;
    for (std::uint32_t g : goals_) {
        if ((explorer_.occupancy_at(g) & walls) || mark_[g] == stamp) continue;
        // The component of g.
        comp_.clear();
        comp_.push_back(g);
        mark_[g] = stamp;
        for (std::size_t h = 0; h < comp_.size(); ++h) {
            const std::uint32_t i = comp_[h];
            for (std::uint32_t e = explorer_.edge_begin(i); e < explorer_.edge_begin(i + 1); ++e) {
                if (swept_[e] & walls) continue;
                const std::uint32_t j = explorer_.edge_target(e);
                if (mark_[j] != stamp) {
                    mark_[j] = stamp;
                    comp_.push_back(j);
                }
            }
        }
        // Distances from its goal states.
        bfs_.clear();
        for (std::uint32_t i : comp_) {
            const bool goal = explorer_.distance_at(i) == 0;
            dist_w_[i] = goal ? 0 : ClusterExplorer::kUnknown;
            if (goal) bfs_.push_back(i);
        }
        for (std::size_t h = 0; h < bfs_.size(); ++h) {
            const std::uint32_t i = bfs_[h];
            const std::uint8_t nd = dist_w_[i] + 1;
            for (std::uint32_t e = explorer_.edge_begin(i); e < explorer_.edge_begin(i + 1); ++e) {
                if (swept_[e] & walls) continue;
                const std::uint32_t j = explorer_.edge_target(e);
                if (dist_w_[j] == ClusterExplorer::kUnknown) {
                    dist_w_[j] = nd;
                    bfs_.push_back(j);
                }
            }
        }
        ++sum_.canonical;
        ++sum_.solvable;
        sum_.cluster_states += comp_.size();
        int max_d = -1;
        if (c2 < 0 && derive_walls_ >= 2)
            for (std::uint32_t i : comp_) one_wall_[c1][i] = dist_w_[i];
        for (std::uint32_t i : comp_) max_d = std::max<int>(max_d, dist_w_[i]);
        // The hardest state: ties broken by the smallest (horizontal, vertical) cells.
        std::uint32_t best = 0;
        std::uint64_t best_h = ~std::uint64_t{0}, best_v = ~std::uint64_t{0};
        for (std::uint32_t i : comp_) {
            if (dist_w_[i] != max_d) continue;
            const StateKey k = explorer_.key(i);
            const std::uint64_t h = codec.horizontal_cells(k);
            if (h > best_h) continue;
            const std::uint64_t v = codec.vertical_cells(k);
            if (h < best_h || v < best_v) {
                best = i;
                best_h = h;
                best_v = v;
            }
        }
        // Minimality: each wall (the distance of the hardest state with that wall away is known), then
        // the vehicles that slide on no shortest path.
        const int without_c1 = c2 < 0 ? explorer_.distance_at(best) : one_wall_[c2][best];
        if (without_c1 == max_d) continue;
        if (c2 >= 0 && one_wall_[c1][best] == max_d) continue;
        Board hardest = codec.decode(explorer_.key(best));
        hardest.walls = walls;
        if (!minimal_vehicles(hardest, max_d, shortest_path_vehicles(codec, best, walls))) continue;
        ++sum_.puzzles;
        if (max_d > sum_.max_moves) sum_.max_moves = max_d;
        found_.push_back({index, {max_d, hardest, comp_.size()}});
    }
}

// The vehicles (bit v) that slide on some shortest path from `from` within the current wall set.
std::uint32_t Enumerator::shortest_path_vehicles(const StateCodec& codec, std::uint32_t from, std::uint64_t walls) {
    std::uint32_t moved = 0;
    bfs_.clear();
    bfs_.push_back(from);
    seen_[from] = 1;
    for (std::size_t h = 0; h < bfs_.size(); ++h) {
        const std::uint32_t i = bfs_[h];
        const std::uint8_t d = dist_w_[i];
        if (d == 0) continue;
        for (std::uint32_t e = explorer_.edge_begin(i); e < explorer_.edge_begin(i + 1); ++e) {
            if (swept_[e] & walls) continue;
            const std::uint32_t j = explorer_.edge_target(e);
            if (dist_w_[j] != d - 1) continue;
            moved |= std::uint32_t{1} << codec.diff(explorer_.key(i), explorer_.key(j)).vehicle;
            if (!seen_[j]) {
                seen_[j] = 1;
                bfs_.push_back(j);
            }
        }
    }
    for (std::uint32_t i : bfs_) seen_[i] = 0;
    return moved;
}

}  // namespace boxcar::rush::enumeration
