// Breadth-first flood over a graph of squares whose neighbours are given as a table next[q][d]
// (-1: no neighbour that way): the keeper's area in Sokoban, the empty areas a position cuts the floor into.
// The caller owns the marks (one stamp per flood, so nothing is cleared between floods) and the queue.
#pragma once
#include <algorithm>
#include <vector>

namespace boxcar {

struct NoReachHook {
    void operator()(int, int) const {}
};

// Floods from `from` through the squares t with !blocked(t); afterwards marks[t] == stamp for every square
// reached and `queue` holds them in visit order. on_reach(t, q) is called for each square t reached after
// `from`, q being the square it was reached from. Returns the smallest square reached.
template <class Next, class Blocked, class OnReach = NoReachHook>
inline int flood_fill(const Next& next, int from, Blocked&& blocked, std::vector<int>& marks, int stamp,
                      std::vector<int>& queue, OnReach&& on_reach = {}) {
    queue.clear();
    queue.push_back(from);
    marks[from] = stamp;
    int smallest = from;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const int q = queue[head];
        smallest = std::min(smallest, q);
        for (const int t : next[q]) {
            if (t < 0 || blocked(t) || marks[t] == stamp) continue;
            marks[t] = stamp;
            on_reach(t, q);
            queue.push_back(t);
        }
    }
    return smallest;
}

// The number of connected areas of the squares 0..n-1 that are not blocked: one flood per area, all marked
// with `stamp`.
template <class Next, class Blocked>
inline int count_areas(const Next& next, int n, Blocked&& blocked, std::vector<int>& marks, int stamp,
                       std::vector<int>& queue) {
    int areas = 0;
    for (int q = 0; q < n; ++q) {
        if (blocked(q) || marks[q] == stamp) continue;
        ++areas;
        flood_fill(next, q, blocked, marks, stamp, queue);
    }
    return areas;
}

}  // namespace boxcar
