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
    // The wall sets: each cell alone, then the pairs, searched in batches. The single walls come first,
    // and a pair {c1, c2} is searched only if it can give a puzzle: the pair's hardest state must lose
    // moves when c2 is taken away, so every shortest path from it with c1 alone must pass over c2 (a
    // path clear of c2 is a path with both walls too). So c2 must be one of the cells that every
    // shortest path from some state with c1 alone passes over, that state not being on it
    // (passed_over_with), and c1 likewise with c2 alone.
    wall_sets_.start_cluster(explorer_, codec, swept_, goals_);
    std::vector<std::uint64_t> batch, passed_over_with(n_ * n_, 0);
    std::vector<std::uint8_t*> distances;
    if (derive_walls_ >= 2) one_wall_.resize(n_ * n_);
    for (std::size_t first = 0; first < cells.size(); first += WallSetSearch::kMaxSets) {
        const std::size_t last = std::min(cells.size(), first + WallSetSearch::kMaxSets);
        batch.clear();
        distances.clear();
        for (std::size_t k = first; k < last; ++k) {
            batch.push_back(std::uint64_t{1} << cells[k]);
            std::uint8_t* d = nullptr;
            if (derive_walls_ >= 2) {
                one_wall_[cells[k]].assign(count, ClusterExplorer::kUnknown);
                d = one_wall_[cells[k]].data();
            }
            distances.push_back(d);
        }
        wall_sets_.search(batch, batch_clusters_, distances);
        for (std::size_t b = 0; b < batch.size(); ++b) {
            if (derive_walls_ >= 2) passed_over_with[cells[first + b]] = cells_on_every_shortest_path(cells[first + b]);
            report_wall_set(codec, index, batch[b], cells[first + b], -1, batch_clusters_[b]);
        }
    }
    if (derive_walls_ < 2) return;
    std::vector<std::pair<int, int>> pair_cells;
    for (std::size_t i = 0; i < cells.size(); ++i)
        for (std::size_t j = i + 1; j < cells.size(); ++j) {
            const int c1 = cells[i], c2 = cells[j];
            if (c1 / n_ == c2 / n_ && row_cells[c1 / n_] + 2 >= n_) continue;
            if (!(passed_over_with[c1] >> c2 & 1) || !(passed_over_with[c2] >> c1 & 1)) continue;
            pair_cells.push_back({c1, c2});
        }
    for (std::size_t first = 0; first < pair_cells.size(); first += WallSetSearch::kMaxSets) {
        const std::size_t last = std::min(pair_cells.size(), first + WallSetSearch::kMaxSets);
        batch.clear();
        for (std::size_t k = first; k < last; ++k)
            batch.push_back((std::uint64_t{1} << pair_cells[k].first) | (std::uint64_t{1} << pair_cells[k].second));
        distances.assign(batch.size(), nullptr);
        wall_sets_.search(batch, batch_clusters_, distances);
        for (std::size_t b = 0; b < batch.size(); ++b)
            report_wall_set(codec, index, batch[b], pair_cells[first + b].first, pair_cells[first + b].second,
                            batch_clusters_[b]);
    }
}

void Enumerator::report_wall_set(const StateCodec& codec, std::uint64_t index, std::uint64_t walls, int c1, int c2,
                                 const std::vector<WallSetCluster>& clusters) {
    for (const WallSetCluster& c : clusters) {
        ++sum_.canonical;
        ++sum_.solvable;
        sum_.cluster_states += c.size;
        const int max_d = c.max_distance;
        const std::uint32_t best = c.hardest;
        // Minimality: each wall (the distance of the hardest state with that wall away is known), then
        // the vehicles that slide on no shortest path.
        const int without_c1 = c2 < 0 ? explorer_.distance_at(best) : one_wall_[c2][best];
        if (without_c1 == max_d) continue;
        if (c2 >= 0 && one_wall_[c1][best] == max_d) continue;
        Board hardest = codec.decode(explorer_.key(best));
        hardest.walls = walls;
        const std::uint8_t* distances = nullptr;  // within this set: a single wall's are kept already
        if (c2 < 0 && derive_walls_ >= 2) {
            distances = one_wall_[c1].data();
        } else {
            cluster_distances(walls, c.first_goal);
            distances = dist_w_.data();
        }
        if (!minimal_vehicles(hardest, max_d, shortest_path_vehicles(codec, best, walls, distances))) continue;
        ++sum_.puzzles;
        if (max_d > sum_.max_moves) sum_.max_moves = max_d;
        found_.push_back({index, {max_d, hardest, c.size}});
    }
}

// With the wall c alone (its distances in one_wall_[c]): the union over the solvable states x of the cells
// that every shortest path from x passes over (x's own cells, each slide's swept cells), x's own cells
// left out. Computed by distance, nearest first: a goal state's paths cover its own cells; another
// state's, its cells and, over its slides one move nearer that c leaves open, the intersection of the
// slide's swept cells joined with the cells of the state it leads to.
std::uint64_t Enumerator::cells_on_every_shortest_path(int c) {
    const std::vector<std::uint8_t>& d = one_wall_[c];
    const std::size_t count = explorer_.size();
    by_distance_.clear();
    distance_start_.assign(ClusterExplorer::kUnknown + 1, 0);
    for (std::size_t i = 0; i < count; ++i)
        if (d[i] != ClusterExplorer::kUnknown) ++distance_start_[d[i] + 1];
    for (std::size_t k = 1; k < distance_start_.size(); ++k) distance_start_[k] += distance_start_[k - 1];
    by_distance_.resize(distance_start_.back());
    for (std::size_t i = 0; i < count; ++i)
        if (d[i] != ClusterExplorer::kUnknown) by_distance_[distance_start_[d[i]]++] = static_cast<std::uint32_t>(i);
    if (on_every_path_.size() < count) on_every_path_.resize(count);
    const std::uint64_t wall = std::uint64_t{1} << c;
    std::uint64_t passed_over = 0;
    for (std::uint32_t x : by_distance_) {  // (a counting sort: nearest first)
        const std::uint64_t own = explorer_.occupancy_at(x);
        std::uint64_t common = d[x] == 0 ? 0 : ~std::uint64_t{0};
        if (d[x] != 0)
            for (std::uint32_t e = explorer_.edge_begin(x); e < explorer_.edge_begin(x + 1); ++e) {
                const std::uint32_t y = explorer_.edge_target(e);
                if (d[y] + 1 != d[x] || (swept_[e] & wall)) continue;
                common &= swept_[e] | on_every_path_[y];
            }
        on_every_path_[x] = own | common;
        passed_over |= common & ~own;
    }
    return passed_over;
}

// dist_w_: the distances within the wall set `walls` over the cluster of goal state g.
void Enumerator::cluster_distances(std::uint64_t walls, std::uint32_t g) {
    if (++mark_stamp_ == 0) {
        std::fill(mark_.begin(), mark_.end(), 0);
        mark_stamp_ = 1;
    }
    const std::uint32_t stamp = mark_stamp_;
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
}

// The vehicles (bit v) that slide on some shortest path from `from` within the current wall set.
std::uint32_t Enumerator::shortest_path_vehicles(const StateCodec& codec, std::uint32_t from, std::uint64_t walls,
                                                 const std::uint8_t* distances) {
    std::uint32_t moved = 0;
    bfs_.clear();
    bfs_.push_back(from);
    seen_[from] = 1;
    for (std::size_t h = 0; h < bfs_.size(); ++h) {
        const std::uint32_t i = bfs_[h];
        const std::uint8_t d = distances[i];
        if (d == 0) continue;
        for (std::uint32_t e = explorer_.edge_begin(i); e < explorer_.edge_begin(i + 1); ++e) {
            if (swept_[e] & walls) continue;
            const std::uint32_t j = explorer_.edge_target(e);
            if (distances[j] != d - 1) continue;
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
