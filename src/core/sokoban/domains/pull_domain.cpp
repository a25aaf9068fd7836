// The backward (pull) Sokoban domain (see pull_domain.hpp).
#include "sokoban/domains/pull_domain.hpp"

#include "common/flood_fill.hpp"
#include "common/rng.hpp"

#include <algorithm>
#include <deque>

namespace boxcar::sokoban {
namespace {

// Fewest pushes that move a box alone from `from` to every square (the keeper needs the square behind
// the box, as in the forward rules; its walk is not checked, so this is a lower bound).
std::vector<std::uint16_t> push_distances(const PushBoard& b, int from) {
    std::vector<std::uint16_t> dist(b.n, kFar);
    std::deque<int> queue{from};
    dist[from] = 0;
    while (!queue.empty()) {
        const int q = queue.front();
        queue.pop_front();
        for (int d = 0; d < 4; ++d) {
            const int to = b.next[q][d], behind = b.next[q][opposite(d)];
            if (to < 0 || behind < 0 || dist[to] != kFar) continue;
            dist[to] = static_cast<std::uint16_t>(dist[q] + 1);
            queue.push_back(to);
        }
    }
    return dist;
}

}  // namespace

PullDomain::PullDomain(const PushBoard& board) : b_(board), layout_(board.n), estimator_(reverse_) {
    words_ = layout_.words();
    usable_ = b_.unsolvable_reason.empty() && b_.n > 0 && b_.n < (1 << 16) - 1 &&
              b_.goals.size() == b_.start_boxes.size() && !b_.start_boxes.empty();
    if (!usable_) return;
    SplitMix64 rng(kZobristSeed);  // the same keys as PushDomain (not required, but harmless)
    zobrist_box_.resize(b_.n);
    zobrist_keeper_.resize(b_.n);
    for (auto& z : zobrist_box_) z = rng.next();
    for (auto& z : zobrist_keeper_) z = rng.next();

    // The reverse board: the start squares play the goals' part for the estimator.
    reverse_.width = b_.width;
    reverse_.height = b_.height;
    reverse_.n = b_.n;
    reverse_.cell_of = b_.cell_of;
    reverse_.next = b_.next;
    reverse_.goals = b_.start_boxes;
    reverse_.min_goal_dist.assign(b_.n, kFar);
    for (int s : b_.start_boxes) {
        reverse_.goal_dist.push_back(push_distances(b_, s));
        for (int q = 0; q < b_.n; ++q)
            reverse_.min_goal_dist[q] = std::min(reverse_.min_goal_dist[q], reverse_.goal_dist.back()[q]);
    }
    reverse_.dead.assign(b_.n, 0);
    for (int q = 0; q < b_.n; ++q) reverse_.dead[q] = reverse_.min_goal_dist[q] == kFar;

    occ_.assign(b_.n, 0);
    reach_.assign(b_.n, 0);
    child_.assign(words_, 0);
    start_boxes_mask_.assign(words_, 0);
    for (int s : b_.start_boxes) {
        layout_.add_box(start_boxes_mask_.data(), s);
        occ_[s] = 1;
    }
    start_keeper_ = smallest_in_area(b_.start_keeper);
    for (int s : b_.start_boxes) occ_[s] = 0;

    // The solved position: boxes on the goals, the keeper in each empty area next to a box (elsewhere it
    // could not have made the last push).
    for (int g : b_.goals) occ_[g] = 1;
    std::vector<std::uint8_t> seen(b_.n, 0);
    for (int start = 0; start < b_.n; ++start) {
        if (occ_[start] || seen[start]) continue;
        bool next_to_box = false;
        std::vector<int> area{start};
        seen[start] = 1;
        for (std::size_t h = 0; h < area.size(); ++h)
            for (int d = 0; d < 4; ++d) {
                const int t = b_.next[area[h]][d];
                if (t < 0) continue;
                if (occ_[t]) next_to_box = true;
                else if (!seen[t]) {
                    seen[t] = 1;
                    area.push_back(t);
                }
            }
        if (!next_to_box) continue;
        std::vector<Word> state(words_, 0);
        for (int g : b_.goals) layout_.add_box(state.data(), g);
        layout_.set_keeper(state.data(), *std::min_element(area.begin(), area.end()));
        solved_children_.push_back(std::move(state));
    }
    for (int g : b_.goals) occ_[g] = 0;
}

bool PullDomain::is_root(const Word* s) const { return layout_.keeper(s) == kRootKeeper; }

void PullDomain::initial_state(Word* out) const {
    std::fill(out, out + words_, 0);
    layout_.set_keeper(out, kRootKeeper);
}

std::uint64_t PullDomain::hash(const Word* s) const {
    const int keeper = layout_.keeper(s);
    std::uint64_t h = keeper < b_.n ? zobrist_keeper_[keeper] : 0x7007ULL;
    layout_.for_each_box(s, [&](int q) { h ^= zobrist_box_[q]; });
    return h;
}

bool PullDomain::is_goal(const Word* s) const {
    if (is_root(s) || layout_.keeper(s) != start_keeper_) return false;
    const std::size_t full = static_cast<std::size_t>(b_.n) / 64;
    for (std::size_t w = 0; w < full; ++w)
        if (s[w] != start_boxes_mask_[w]) return false;
    const std::size_t rest = static_cast<std::size_t>(b_.n) % 64;
    if (rest) {
        const Word mask = (Word(1) << rest) - 1;
        if ((s[full] & mask) != (start_boxes_mask_[full] & mask)) return false;
    }
    return true;
}

search::Cost PullDomain::heuristic(const Word* s, search::SearchStats& stats) const {
    if (is_root(s)) return 0;
    h_boxes_.clear();
    layout_.for_each_box(s, [&](int q) { h_boxes_.push_back(q); });
    const int pulls = estimator_.hungarian(h_boxes_);
    if (pulls == kNoMatching) {
        ++stats.pruned_bipartite;
        return search::kDeadEnd;
    }
    return pulls;
}

void PullDomain::decode(const Word* s) const {
    boxes_.clear();
    box_hash_ = 0;
    layout_.for_each_box(s, [&](int q) {
        boxes_.push_back(q);
        occ_[q] = 1;
        box_hash_ ^= zobrist_box_[q];
    });
    flood_fill(b_.next, layout_.keeper(s), [&](int t) { return occ_[t] != 0; }, reach_, ++stamp_, queue_);
}

void PullDomain::clear_occ() const {
    for (int s : boxes_) occ_[s] = 0;
}

int PullDomain::smallest_in_area(int from) const {
    // A separate flood with its own marks: reach_ keeps the parent's area for the other pulls.
    if (seen_.size() < static_cast<std::size_t>(b_.n)) seen_.assign(b_.n, 0);
    // h_boxes_ as the queue: heuristic() is not running during a flood.
    return flood_fill(b_.next, from, [&](int t) { return occ_[t] != 0; }, seen_, ++seen_stamp_, h_boxes_);
}

bool PullDomain::try_pull(const Word* s, std::size_t i, int d, search::SearchStats& stats) const {
    // The keeper stands at k (next to the box in direction d) and steps back to k2; the box follows to k.
    const int box = boxes_[i];
    const int k = b_.next[box][d];
    if (k < 0 || occ_[k] || reach_[k] != stamp_) return false;
    const int k2 = b_.next[k][d];
    if (k2 < 0 || occ_[k2]) return false;
    if (reverse_.dead[k]) {
        ++stats.pruned_dead;
        return false;
    }
    occ_[box] = 0;
    occ_[k] = 1;
    const int keeper = smallest_in_area(k2);
    occ_[k] = 0;
    occ_[box] = 1;
    std::copy(s, s + words_, child_.begin());
    layout_.move_box(child_.data(), box, k);
    layout_.set_keeper(child_.data(), keeper);
    child_hash_ = box_hash_ ^ zobrist_box_[box] ^ zobrist_box_[k] ^ zobrist_keeper_[keeper];
    // The push this pull undoes: the box on k pushed back towards `box` (direction opposite(d)).
    child_move_ = static_cast<std::uint32_t>(k * 4 + opposite(d));
    return true;
}

std::vector<std::uint32_t> PullDomain::pushes_from_pulls(const std::vector<std::uint32_t>& pull_moves) {
    std::vector<std::uint32_t> pushes;
    for (auto it = pull_moves.rbegin(); it != pull_moves.rend(); ++it)
        if (*it != kRootMove) pushes.push_back(*it);
    return pushes;
}

std::uint64_t PullDomain::memory_bytes() const {
    std::uint64_t bytes = (zobrist_box_.capacity() + zobrist_keeper_.capacity() + start_boxes_mask_.capacity() +
                           child_.capacity()) * 8 +
                          occ_.capacity() + (boxes_.capacity() + h_boxes_.capacity() + reach_.capacity() +
                                             queue_.capacity() + seen_.capacity()) * sizeof(int);
    for (const auto& g : reverse_.goal_dist) bytes += g.capacity() * 2;
    for (const auto& c : solved_children_) bytes += c.capacity() * 8;
    bytes += reverse_.next.capacity() * sizeof(reverse_.next[0]) + reverse_.cell_of.capacity() * sizeof(int) +
             reverse_.min_goal_dist.capacity() * 2 + reverse_.dead.capacity();
    return bytes;
}

}  // namespace boxcar::sokoban
