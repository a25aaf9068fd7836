// Whether every left item 0..n-1 can have a right item 0..m-1 of its own, `allowed(i, j)` saying which
// pairs may be matched: Kuhn's augmenting paths, O(n * pairs tested). The matcher keeps its buffers between
// calls, so a search can ask once per state without allocating.
#pragma once
#include <vector>

namespace boxcar {

class BipartiteMatcher {
public:
    template <class Allowed>
    bool perfect(int n, int m, Allowed&& allowed) {
        if (n > m) return false;
        left_of_.assign(m, -1);
        seen_.assign(m, 0);
        stamp_ = 0;
        // A greedy first pass (each left item takes the first free right item it may have) leaves only a
        // few items to augmentation: a board with thousands of boxes on goals is matched in O(n * m)
        // tests instead of one exhaustive augmenting search per box.
        unmatched_.clear();
        for (int i = 0; i < n; ++i) {
            int j = 0;
            while (j < m && (left_of_[j] >= 0 || !allowed(i, j))) ++j;
            if (j < m) left_of_[j] = i;
            else unmatched_.push_back(i);
        }
        for (int i : unmatched_) {
            ++stamp_;
            if (!augment(i, m, allowed)) return false;
        }
        return true;
    }

private:
    template <class Allowed>
    bool augment(int i, int m, Allowed& allowed) {
        for (int j = 0; j < m; ++j) {
            if (seen_[j] == stamp_ || !allowed(i, j)) continue;
            seen_[j] = stamp_;
            if (left_of_[j] < 0 || augment(left_of_[j], m, allowed)) {
                left_of_[j] = i;
                return true;
            }
        }
        return false;
    }

    std::vector<int> left_of_, seen_;  // the left item matched to each right one (-1: none); visit stamps
    std::vector<int> unmatched_;       // left items the greedy pass left free
    int stamp_ = 0;
};

}  // namespace boxcar
