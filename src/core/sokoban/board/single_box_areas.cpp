// The keeper's areas while one box moves (see single_box_areas.hpp).
#include "sokoban/board/single_box_areas.hpp"

#include <algorithm>
#include <climits>

namespace boxcar::sokoban {

void SingleBoxAreas::build(const PushBoard& board, const std::vector<std::uint8_t>& wall, int root) {
    board_ = &board;
    const auto n = static_cast<std::size_t>(board.n);
    if (seen_.size() != n) {
        for (auto* v : {&seen_, &in_, &last_, &low_, &up_, &sub_min_}) v->assign(n, 0);
        prefix_min_.assign(n + 2, INT_MAX);
        suffix_min_.assign(n + 2, INT_MAX);
        order_.assign(n + 1, 0);
        stack_.reserve(n);
        stamp_ = 0;
    }
    ++stamp_;
    int timer = 0;
    auto enter = [&](int v, int up) {
        seen_[v] = stamp_;
        in_[v] = low_[v] = ++timer;
        order_[timer] = v;
        up_[v] = up;
        sub_min_[v] = v;
        stack_.push_back({v, 0});
    };
    stack_.clear();
    enter(root, -1);
    while (!stack_.empty()) {
        auto& [v, dir] = stack_.back();
        if (dir < 4) {
            const int w = board.next[v][dir++];
            if (w < 0 || wall[w]) continue;
            if (seen_[w] == stamp_) low_[v] = std::min(low_[v], in_[w]);
            else enter(w, v);
            continue;
        }
        const int done = v;
        last_[done] = timer;
        stack_.pop_back();
        if (!stack_.empty()) {
            const int up = stack_.back()[0];
            low_[up] = std::min(low_[up], low_[done]);
            sub_min_[up] = std::min(sub_min_[up], sub_min_[done]);
        }
    }
    prefix_min_[0] = INT_MAX;
    for (int t = 1; t <= timer; ++t) prefix_min_[t] = std::min(prefix_min_[t - 1], order_[t]);
    suffix_min_[timer + 1] = INT_MAX;
    for (int t = timer; t >= 1; --t) suffix_min_[t] = std::min(suffix_min_[t + 1], order_[t]);
}

int SingleBoxAreas::piece(int b, int x) const {
    if (in_[b] < in_[x] && in_[x] <= last_[b])
        for (int k = 0; k < 4; ++k) {
            const int c = board_->next[b][k];
            if (is_child(b, c) && in_[c] <= in_[x] && in_[x] <= last_[c]) return low_[c] >= in_[b] ? k : kRest;
        }
    return kRest;
}

int SingleBoxAreas::smallest(int b, int piece) const {
    if (piece != kRest) return sub_min_[board_->next[b][piece]];
    int m = std::min(prefix_min_[in_[b] - 1], suffix_min_[last_[b] + 1]);
    for (int k = 0; k < 4; ++k) {
        const int c = board_->next[b][k];
        if (is_child(b, c) && low_[c] < in_[b]) m = std::min(m, sub_min_[c]);
    }
    return m;
}

std::uint64_t SingleBoxAreas::memory_bytes() const {
    return (seen_.capacity() + in_.capacity() + last_.capacity() + low_.capacity() + up_.capacity() +
            sub_min_.capacity() + prefix_min_.capacity() + suffix_min_.capacity() + order_.capacity()) *
               sizeof(int) +
           stack_.capacity() * sizeof(stack_[0]);
}

}  // namespace boxcar::sokoban
