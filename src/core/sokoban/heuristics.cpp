// Push-count estimates: greedy assignments, pull sums, Hungarian matching, bipartite matching test.
#include "sokoban/heuristics.hpp"

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
constexpr long long kBig = 1LL << 40;  // "unreachable" edge; a matching using one is no matching
constexpr long long kInf = std::numeric_limits<long long>::max() / 4;
}  // namespace

template <class Row>
void Estimator::insert_row(int i, int m, Row&& row) {
    long long* const u = u_.data();
    long long* const v = v_.data();
    long long* const minv = minv_.data();
    int* const p = p_.data();
    int* const way = way_.data();
    std::uint8_t* const used = used_.data();
    p[0] = i;
    int j0 = 0;
    std::fill(minv, minv + m + 1, kInf);
    std::fill(used, used + m + 1, std::uint8_t{0});
    do {
        used[j0] = 1;
        const int i0 = p[j0];
        const long long* const c = row(i0);
        const long long ui0 = u[i0];
        long long delta = kInf;
        int j1 = 0;
        for (int j = 1; j <= m; ++j) {
            if (used[j]) continue;
            const long long cur = c[j] - ui0 - v[j];
            if (cur < minv[j]) {
                minv[j] = cur;
                way[j] = j0;
            }
            if (minv[j] < delta) {
                delta = minv[j];
                j1 = j;
            }
        }
        for (int j = 0; j <= m; ++j) {
            if (used[j]) {
                u[p[j]] += delta;
                v[j] -= delta;
            } else {
                minv[j] -= delta;
            }
        }
        j0 = j1;
    } while (p[j0] != 0);
    do {
        const int j1 = way[j0];
        p[j0] = p[j1];
        j0 = j1;
    } while (j0);
}

int Estimator::hungarian(std::span<const int> boxes) {
    // Rows = boxes (n), columns = goals (m >= n); classic potentials method, 1-based.
    // The hot loop reads one row of a cost matrix built first (contiguous, no per-goal table lookups) and
    // works on raw pointers the compiler can keep in registers: the search's hottest function (about 40 %
    // of `auto`'s time on hard levels), so this layout is worth 5-10 % nodes per second, native and WASM.
    const int n = static_cast<int>(boxes.size()), m = static_cast<int>(b_.goals.size());
    if (n == 0) return 0;
    if (n > m) return kNoMatching;
    cost_.resize(static_cast<std::size_t>(n) * m);
    for (int j = 0; j < m; ++j) {
        const std::uint16_t* dist = b_.goal_dist[j].data();
        for (int i = 0; i < n; ++i) {
            const std::uint16_t d = dist[boxes[i]];
            cost_[static_cast<std::size_t>(i) * m + j] = d == kFar ? kBig : d;
        }
    }
    u_.assign(n + 1, 0);
    v_.assign(m + 1, 0);
    p_.assign(m + 1, 0);
    way_.assign(m + 1, 0);
    minv_.assign(m + 1, kInf);
    used_.assign(m + 1, 0);
    // cost(i, j) for 1-based i, j: row(i)[j].
    auto row = [&](int i) { return cost_.data() + static_cast<std::size_t>(i - 1) * m - 1; };
    for (int i = 1; i <= n; ++i) insert_row(i, m, row);
    const int* const p = p_.data();
    long long total = 0;
    for (int j = 1; j <= m; ++j)
        if (p[j]) total += row(p[j])[j];
    return total >= kBig ? kNoMatching : static_cast<int>(total);
}

void Estimator::set_base(std::span<const int> boxes) {
    const int n = static_cast<int>(boxes.size()), m = static_cast<int>(b_.goals.size());
    base_ok_ = false;
    if (n == 0 || n != m || hungarian(boxes) == kNoMatching) return;
    base_n_ = n;
    base_cost_ = cost_;
    base_u_ = u_;
    base_v_ = v_;
    base_p_ = p_;
    if (base_row_of_.size() != static_cast<std::size_t>(b_.n)) base_row_of_.assign(b_.n, 0);
    for (int i = 0; i < n; ++i) base_row_of_[boxes[i]] = i + 1;
    base_ok_ = true;
}

int Estimator::moved(int from, int to) {
    // With as many boxes as goals the assignment is a square problem with equality constraints: any
    // potentials with u_i + v_j <= c_ij, tight on the matched edges, prove a perfect matching optimal,
    // and each augmentation along a shortest path keeps that (the free column may keep any v).
    const int n = base_n_, m = n;
    const int r = base_row_of_[from];
    moved_row_.resize(static_cast<std::size_t>(m));
    for (int j = 0; j < m; ++j) {
        const std::uint16_t d = b_.goal_dist[j][to];
        moved_row_[j] = d == kFar ? kBig : d;
    }
    u_ = base_u_;
    v_ = base_v_;
    p_ = base_p_;
    way_.assign(m + 1, 0);
    minv_.resize(m + 1);
    used_.resize(m + 1);
    u_[r] = 0;  // feasible: costs are >= 0 and potentials v only ever decrease from 0
    for (int j = 1; j <= m; ++j)
        if (p_[j] == r) p_[j] = 0;
    auto row = [&](int i) {
        return i == r ? moved_row_.data() - 1 : base_cost_.data() + static_cast<std::size_t>(i - 1) * m - 1;
    };
    insert_row(r, m, row);
    long long total = 0;
    for (int j = 1; j <= m; ++j) total += row(p_[j])[j];
    return total >= kBig ? kNoMatching : static_cast<int>(total);
}

std::vector<int> Estimator::assignment(std::size_t box_count) const {
    std::vector<int> goal_of(box_count, -1);
    for (std::size_t j = 1; j < p_.size(); ++j)
        if (p_[j] > 0 && static_cast<std::size_t>(p_[j]) <= box_count) goal_of[p_[j] - 1] = static_cast<int>(j) - 1;
    return goal_of;
}

bool Estimator::augment(std::span<const int> boxes, int box) {
    const int m = static_cast<int>(b_.goals.size());
    for (int g = 0; g < m; ++g) {
        if (b_.goal_dist[g][boxes[box]] == kFar || seen_[g] == seen_stamp_) continue;
        seen_[g] = seen_stamp_;
        if (match_goal_[g] < 0 || augment(boxes, match_goal_[g])) {
            match_goal_[g] = box;
            return true;
        }
    }
    return false;
}

bool Estimator::has_perfect_matching(std::span<const int> boxes) {
    const int m = static_cast<int>(b_.goals.size());
    if (static_cast<int>(boxes.size()) > m) return false;
    match_goal_.assign(m, -1);
    seen_.assign(m, 0);
    seen_stamp_ = 0;
    for (int i = 0; i < static_cast<int>(boxes.size()); ++i) {
        ++seen_stamp_;
        if (!augment(boxes, i)) return false;
    }
    return true;
}

}  // namespace boxcar::sokoban
