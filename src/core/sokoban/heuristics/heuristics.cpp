// Push-count estimates: greedy assignments, pull sums, Hungarian matching, bipartite matching test.
#include "sokoban/heuristics/heuristics.hpp"

#include "sokoban/heuristics/matching_scan.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace boxcar::sokoban {

int Estimator::greedy(std::span<const int> boxes, bool euclid) {
    const int nb = static_cast<int>(boxes.size()), ng = static_cast<int>(b_.goals.size());
    pairs_.clear();
    for (int i = 0; i < nb; ++i)
        for (int g = 0; g < ng; ++g) {
            const int dx = b_.x(boxes[i]) - b_.x(b_.goals[g]), dy = b_.y(boxes[i]) - b_.y(b_.goals[g]);
            const int d = euclid ? static_cast<int>(std::floor(std::sqrt(double(dx * dx + dy * dy))))
                                 : std::abs(dx) + std::abs(dy);
            pairs_.push_back({d, i * ng + g});
        }
    std::sort(pairs_.begin(), pairs_.end());
    used_.assign(nb + ng, 0);
    int sum = 0, assigned = 0;
    for (auto [d, code] : pairs_) {
        const int i = code / ng, g = code % ng;
        if (used_[i] || used_[nb + g]) continue;
        used_[i] = used_[nb + g] = 1;
        sum += d;
        if (++assigned == nb) break;
    }
    return sum;
}

int Estimator::pull_sum(std::span<const int> boxes) const {
    int sum = 0;
    for (int s : boxes) {
        if (b_.min_goal_dist[s] == kFar) return kNoMatching;
        sum += b_.min_goal_dist[s];
    }
    return sum;
}

namespace {

// Value ranges of the matching in cost type T, chosen so that no sum below can overflow T:
//   every potential, the path search's distance offset and the "no pull path" cost stay within kLimit
//   (checked; beyond it the int32 matching is redone in int64), a real relaxed distance is below
//   kUnset = 4 kLimit + 1, and a closed column's v is lowered by kClosed so it never relaxes.
template <class T>
struct MatchingRange {
    static constexpr T kLimit = T{1} << (sizeof(T) * 8 - 6);
    static constexpr T kUnset = 4 * kLimit + 1;
    static constexpr T kClosed = T{1} << (sizeof(T) * 8 - 3);
};

}  // namespace

// Minimum-cost matching of rows (boxes) to columns (goals), shortest augmenting paths with potentials
// (the Hungarian method in its Jonker-Volgenant form): rows are added one by one (add_row). Returns false
// when a value left the range of T.
template <class T>
bool Estimator::match_rows(MatchingScratch<T>& w, int n, int m, int columns) {
    using R = MatchingRange<T>;
    w.u.assign(n, 0);
    w.v.assign(columns, 0);
    w.dist.assign(columns, R::kUnset);
    w.way.assign(columns, -1);
    row_of_.assign(columns, -1);
    for (int j = m; j < columns; ++j) w.v[j] = -R::kClosed;  // padding: never relaxes, never chosen
    for (int i = 0; i < n; ++i)
        if (!add_row(w, i, m, columns)) return false;
    return true;
}

// Matches row i, unmatched, into w and row_of_, whose other rows are matched with feasible potentials
// (reduced costs cost - u - v >= 0, tight on matched pairs); w.dist is all unset on entry and on return.
// A Dijkstra search over the reduced costs; the potentials are settled once, at its end, so a step is one
// pass over a row (matching_scan_row).
template <class T>
bool Estimator::add_row(MatchingScratch<T>& w, int i, int m, int columns) {
    using R = MatchingRange<T>;
    T* const v = w.v.data();
    T* const dist = w.dist.data();
    int* const way = w.way.data();
    int* const row_of = row_of_.data();
    // `shift` is the distance of the last column reached (the sum of the deltas of the textbook version).
    // Reached columns are closed (v lowered by kClosed, dist unset) and remembered with their distance for
    // the potential update.
    T shift = 0;
    int row = i, from = -1, j1 = 0;
    tree_.clear();
    for (;;) {
        j1 = matching_scan_row<T>(w.cost.data() + static_cast<std::size_t>(row) * columns, v, dist, way, columns,
                                  shift - w.u[row], from);
        shift = dist[j1];
        if (shift > R::kLimit) return false;
        if (row_of[j1] < 0) break;  // a free column: augment along `way`
        tree_.push_back({j1, shift});
        dist[j1] = R::kUnset;
        v[j1] -= R::kClosed;
        from = j1;
        row = row_of[j1];
    }
    w.u[i] += shift;
    for (const auto& [j, reached] : tree_) {
        const T delta = shift - static_cast<T>(reached);
        v[j] += R::kClosed - delta;
        w.u[row_of[j]] += delta;
        if (v[j] < -R::kLimit || w.u[row_of[j]] > R::kLimit) return false;
    }
    if (w.u[i] > R::kLimit) return false;
    std::fill(dist, dist + m, R::kUnset);
    for (int j = j1; j >= 0;) {
        const int prev = way[j];
        row_of[j] = prev < 0 ? i : row_of[prev];
        j = prev;
    }
    return true;
}

int Estimator::hungarian(std::span<const int> boxes) {
    const int n = static_cast<int>(boxes.size()), m = static_cast<int>(b_.goals.size());
    if (n == 0) return 0;
    if (n > m) return kNoMatching;
    // The cost matrix, a row per box, padded to a multiple of 4 columns (the vector width of the scan).
    // A pair with no pull path costs `big`, more than any matching of real paths, so a matching that
    // needs one is no matching.
    const int columns = (m + 3) & ~3;
    int longest = 0;
    cost32_.cost.assign(static_cast<std::size_t>(n) * columns, 0);
    for (int j = 0; j < m; ++j) {
        const std::uint16_t* dist = b_.goal_dist[j].data();
        for (int i = 0; i < n; ++i) {
            const std::uint16_t d = dist[boxes[i]];
            if (d != kFar) longest = std::max<int>(longest, d);
            cost32_.cost[static_cast<std::size_t>(i) * columns + j] = d;
        }
    }
    const long long big = static_cast<long long>(longest) * n + 1;
    auto cost_of = [&](const auto& w, int i, int j) { return static_cast<long long>(w.cost[static_cast<std::size_t>(i) * columns + j]); };
    auto total_of = [&](const auto& w) {
        long long total = 0;
        for (int j = 0; j < m; ++j)
            if (row_of_[j] >= 0) total += cost_of(w, row_of_[j], j);
        return total >= big ? kNoMatching : static_cast<int>(total);
    };
    last32_ = false;
    if (big <= MatchingRange<std::int32_t>::kLimit) {
        for (auto& c : cost32_.cost)
            if (c == kFar) c = static_cast<std::int32_t>(big);
        if (match_rows(cost32_, n, m, columns)) {
            last32_ = true;
            last_longest_ = longest;
            return total_of(cost32_);
        }
    }
    // Distances too long for 32 bits (never on real levels): the same in 64 bits.
    cost64_.cost.assign(static_cast<std::size_t>(n) * columns, 0);
    for (int j = 0; j < m; ++j)
        for (int i = 0; i < n; ++i) {
            const std::uint16_t d = b_.goal_dist[j][boxes[i]];
            cost64_.cost[static_cast<std::size_t>(i) * columns + j] = d == kFar ? big : d;
        }
    match_rows(cost64_, n, m, columns);
    return total_of(cost64_);
}

void Estimator::set_base(std::span<const int> boxes) {
    const int n = static_cast<int>(boxes.size()), m = static_cast<int>(b_.goals.size());
    base_ok_ = false;
    if (n == 0 || n != m || hungarian(boxes) == kNoMatching || !last32_) return;
    base_ = cost32_;
    base_row_of_goal_ = row_of_;
    base_longest_ = last_longest_;
    base_boxes_.assign(boxes.begin(), boxes.end());
    if (base_row_.size() != static_cast<std::size_t>(b_.n)) base_row_.assign(b_.n, -1);
    for (int i = 0; i < n; ++i) base_row_[boxes[i]] = i;
    base_ok_ = true;
}

int Estimator::moved(int from, int to) {
    // With as many boxes as goals the assignment is a square problem with equality constraints: any
    // potentials with u_i + v_j <= c_ij, tight on the matched edges, prove a perfect matching optimal,
    // and each augmentation along a shortest path keeps that (the free column may keep any v).
    using R = MatchingRange<std::int32_t>;
    const int n = static_cast<int>(base_boxes_.size()), m = n;
    const int columns = (m + 3) & ~3;
    const int r = base_row_[from];
    const long long big = static_cast<long long>(base_longest_) * n + 1;  // the base's "no path" cost
    bool fits = true;
    for (int j = 0; j < m && fits; ++j) {
        const std::uint16_t d = b_.goal_dist[j][to];
        fits = d == kFar || d <= base_longest_;  // else `big` no longer exceeds every real matching
    }
    if (fits) {
        MatchingScratch<std::int32_t>& w = cost32_;
        w.cost = base_.cost;
        w.u = base_.u;
        w.v = base_.v;
        w.dist.assign(columns, R::kUnset);
        w.way.assign(columns, -1);
        row_of_ = base_row_of_goal_;
        std::int32_t* const row = w.cost.data() + static_cast<std::size_t>(r) * columns;
        for (int j = 0; j < m; ++j) {
            const std::uint16_t d = b_.goal_dist[j][to];
            row[j] = d == kFar ? static_cast<std::int32_t>(big) : d;
        }
        w.u[r] = 0;  // feasible: costs are >= 0 and the potentials v only ever decrease from 0
        for (int j = 0; j < m; ++j)
            if (row_of_[j] == r) row_of_[j] = -1;
        if (add_row(w, r, m, columns)) {
            long long total = 0;
            for (int j = 0; j < m; ++j) total += w.cost[static_cast<std::size_t>(row_of_[j]) * columns + j];
            return total >= big ? kNoMatching : static_cast<int>(total);
        }
    }
    std::vector<int> boxes = base_boxes_;  // out of the int32 range: the whole matching again
    boxes[r] = to;
    return hungarian(boxes);
}

std::vector<int> Estimator::assignment(std::size_t box_count) const {
    std::vector<int> goal_of(box_count, -1);
    for (std::size_t j = 0; j < row_of_.size(); ++j)
        if (row_of_[j] >= 0 && static_cast<std::size_t>(row_of_[j]) < box_count) goal_of[row_of_[j]] = static_cast<int>(j);
    return goal_of;
}

bool Estimator::has_perfect_matching(std::span<const int> boxes) {
    return matcher_.perfect(static_cast<int>(boxes.size()), static_cast<int>(b_.goals.size()),
                            [&](int box, int g) { return b_.goal_dist[g][boxes[box]] != kFar; });
}

}  // namespace boxcar::sokoban
