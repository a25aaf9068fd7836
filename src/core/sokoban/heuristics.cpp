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

int Estimator::hungarian(std::span<const int> boxes) {
    // Rows = boxes (n), columns = goals (m >= n); classic potentials method, 1-based.
    const int n = static_cast<int>(boxes.size()), m = static_cast<int>(b_.goals.size());
    if (n == 0) return 0;
    if (n > m) return kNoMatching;
    constexpr long long kBig = 1LL << 40;  // "unreachable" edge; a matching using one is no matching
    constexpr long long kInf = std::numeric_limits<long long>::max() / 4;
    auto cost = [&](int i, int j) -> long long {
        const std::uint16_t d = b_.goal_dist[j - 1][boxes[i - 1]];
        return d == kFar ? kBig : d;
    };
    u_.assign(n + 1, 0);
    v_.assign(m + 1, 0);
    p_.assign(m + 1, 0);
    way_.assign(m + 1, 0);
    for (int i = 1; i <= n; ++i) {
        p_[0] = i;
        int j0 = 0;
        minv_.assign(m + 1, kInf);
        used_.assign(m + 1, 0);
        do {
            used_[j0] = 1;
            const int i0 = p_[j0];
            long long delta = kInf;
            int j1 = 0;
            for (int j = 1; j <= m; ++j) {
                if (used_[j]) continue;
                const long long cur = cost(i0, j) - u_[i0] - v_[j];
                if (cur < minv_[j]) {
                    minv_[j] = cur;
                    way_[j] = j0;
                }
                if (minv_[j] < delta) {
                    delta = minv_[j];
                    j1 = j;
                }
            }
            for (int j = 0; j <= m; ++j) {
                if (used_[j]) {
                    u_[p_[j]] += delta;
                    v_[j] -= delta;
                } else {
                    minv_[j] -= delta;
                }
            }
            j0 = j1;
        } while (p_[j0] != 0);
        do {
            const int j1 = way_[j0];
            p_[j0] = p_[j1];
            j0 = j1;
        } while (j0);
    }
    long long total = 0;
    for (int j = 1; j <= m; ++j)
        if (p_[j]) total += cost(p_[j], j);
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
