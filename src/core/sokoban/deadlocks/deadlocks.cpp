// Freeze and corral deadlock tests (see deadlocks.hpp).
#include "sokoban/deadlocks/deadlocks.hpp"

#include "common/rng.hpp"

#include <algorithm>

namespace boxcar::sokoban {
namespace {
constexpr std::uint8_t kAsWall = 2;
  // occupancy marker: a box treated as a wall during the freeze test

// A well-mixed 64-bit value per (square, role) for order-independent hashing of square sets.
std::uint64_t square_key(int square, int role) {
    return splitmix64_mix(static_cast<std::uint64_t>(square) * 4 + static_cast<std::uint64_t>(role) + kGoldenGamma);
}
}

bool DeadlockDetector::blocked_on_axis(std::vector<std::uint8_t>& occ, int s, int axis) {
    // axis 0: horizontal (Left=0/Right=2), axis 1: vertical (Up=1/Down=3)
    const int a = b_.next[s][axis], c = b_.next[s][axis + 2];
    if (a < 0 || c < 0) return true;
    if (occ[a] == kAsWall || occ[c] == kAsWall) return true;
    if (dead_squares_ && b_.dead[a] && b_.dead[c]) return true;
    if (occ[a] == 1 && frozen(occ, a)) return true;
    if (occ[c] == 1 && frozen(occ, c)) return true;
    return false;
}

bool DeadlockDetector::frozen(std::vector<std::uint8_t>& occ, int s) {
    // Boxes proven frozen below this call assumed `s` is a wall; if `s` turns out movable, forget them.
    const std::size_t mark = frozen_.size();
    const std::uint8_t saved = occ[s];
    occ[s] = kAsWall;
    const bool result = blocked_on_axis(occ, s, 0) && blocked_on_axis(occ, s, 1);
    occ[s] = saved;
    if (result) frozen_.push_back(s);
    else frozen_.resize(mark);
    return result;
}

bool DeadlockDetector::freeze_deadlock(std::vector<std::uint8_t>& occ, int square, bool dead_squares_known) {
    dead_squares_ = dead_squares_known;
    frozen_.clear();
    if (!frozen(occ, square)) return false;
    for (int s : frozen_)
        if (!b_.is_goal[s]) return true;
    return false;
}

void DeadlockDetector::collect_corral(const std::vector<std::uint8_t>& occ, const std::vector<int>& reach,
                                      int stamp, int start) {
    if (mark_.size() != static_cast<std::size_t>(b_.n)) mark_.assign(b_.n, 0);
    ++mark_stamp_;
    area_.clear();
    border_.clear();
    stack_.assign(1, start);
    mark_[start] = mark_stamp_;
    while (!stack_.empty()) {
        const int q = stack_.back();
        stack_.pop_back();
        area_.push_back(q);
        for (int d = 0; d < 4; ++d) {
            const int t = b_.next[q][d];
            if (t < 0 || mark_[t] == mark_stamp_) continue;
            mark_[t] = mark_stamp_;
            if (occ[t]) border_.push_back(t);
            else if (reach[t] != stamp) stack_.push_back(t);
        }
    }
    std::sort(border_.begin(), border_.end());
}

// Breadth-first search over `boxes` alone (keeper starting at `keeper`), never pushing a box onto a dead
// square or freezing it off a goal (such a position has no solution, so it is no escape). Returns true
// only when the whole reduced space was searched and no position lets the keeper into the corral area
// (area_) or puts every one of those boxes on a goal.
bool DeadlockDetector::corral_sub_search_fails(const std::vector<int>& boxes, int keeper, const RootFlood* root) {
    ++corral_searches;
    if (sub_occ_.size() != static_cast<std::size_t>(b_.n)) {
        sub_occ_.assign(b_.n, 0);
        sub_reach_.assign(b_.n, 0);
    }
    if (sub_area_.size() != static_cast<std::size_t>(b_.n)) sub_area_.assign(b_.n, 0);
    ++sub_area_stamp_;
    for (int s : area_) sub_area_[s] = sub_area_stamp_;
    // The queue: per position its boxes (sorted, k of them) in sub_boxes_ and its keeper in sub_keepers_.
    const std::size_t k = boxes.size();
    sub_boxes_.assign(boxes.begin(), boxes.end());
    sub_keepers_.assign(1, keeper);
    // Positions seen: open addressing over the keys (boxes, then the normalized keeper) in sub_seen_keys_;
    // a slot is empty unless its stamp is this search's.
    if (sub_slot_stamp_.empty()) {
        sub_slot_stamp_.assign(kSeenSlots, 0);
        sub_slot_index_.assign(kSeenSlots, 0);
    }
    ++sub_seen_stamp_;
    sub_seen_keys_.clear();
    auto seen_insert = [&](const int* node_boxes, int normalized) {
        std::uint64_t h = static_cast<std::uint64_t>(normalized) * 0x9E3779B97F4A7C15ULL;
        for (std::size_t j = 0; j < k; ++j) h = (h ^ static_cast<std::uint64_t>(node_boxes[j])) * 0x100000001B3ULL;
        h ^= h >> 29;
        for (std::size_t slot = h & (kSeenSlots - 1);; slot = (slot + 1) & (kSeenSlots - 1)) {
            if (sub_slot_stamp_[slot] != sub_seen_stamp_) {
                sub_slot_stamp_[slot] = sub_seen_stamp_;
                sub_slot_index_[slot] = static_cast<std::uint32_t>(sub_seen_keys_.size());
                sub_seen_keys_.insert(sub_seen_keys_.end(), node_boxes, node_boxes + k);
                sub_seen_keys_.push_back(normalized);
                return true;
            }
            const int* key = sub_seen_keys_.data() + sub_slot_index_[slot];
            if (key[k] == normalized && std::equal(node_boxes, node_boxes + k, key)) return false;
        }
    };
    // Budget: kCorralBudget positions, fewer on big boards (each position floods the board); the seen
    // table holds them all at most half full.
    const std::size_t budget =
            std::clamp<std::size_t>(kCorralWork / static_cast<std::size_t>(b_.n + 1), 8, kCorralBudget);
    static_assert(kSeenSlots >= 2 * kCorralBudget);
    for (std::size_t head = 0; head < sub_keepers_.size(); ++head) {
        if (head >= budget) return false;  // out of budget: unknown
        sub_node_.assign(sub_boxes_.begin() + static_cast<std::ptrdiff_t>(head * k),
                         sub_boxes_.begin() + static_cast<std::ptrdiff_t>((head + 1) * k));
        const int node_keeper = sub_keepers_[head];
        for (int s : sub_node_) sub_occ_[s] = 1;
        // Keeper flood; success as soon as it touches the corral area. The start position's flood may
        // have been made by the caller (`root`: its marks are sub_reach_ == sub_stamp_).
        bool entered = false;
        int normalized = node_keeper;
        if (head == 0 && root) {
            entered = root->entered;
            normalized = root->smallest;
        } else {
            ++sub_stamp_;
            sub_queue_.assign(1, node_keeper);
            sub_reach_[node_keeper] = sub_stamp_;
        }
        for (std::size_t i = (head == 0 && root) ? sub_queue_.size() : 0; i < sub_queue_.size() && !entered; ++i) {
            const int q = sub_queue_[i];
            normalized = std::min(normalized, q);
            if (sub_area_[q] == sub_area_stamp_) entered = true;
            for (int d = 0; d < 4; ++d) {
                const int t = b_.next[q][d];
                if (t < 0 || sub_occ_[t] || sub_reach_[t] == sub_stamp_) continue;
                sub_reach_[t] = sub_stamp_;
                sub_queue_.push_back(t);
            }
        }
        bool all_on_goals = true;
        for (int s : sub_node_) all_on_goals = all_on_goals && b_.is_goal[s];
        if (entered || all_on_goals) {
            for (int s : sub_node_) sub_occ_[s] = 0;
            return false;
        }
        if (!seen_insert(sub_node_.data(), normalized)) {
            for (int s : sub_node_) sub_occ_[s] = 0;
            continue;
        }
        for (std::size_t i = 0; i < k; ++i)
            for (int d = 0; d < 4; ++d) {
                const int box = sub_node_[i];
                const int from = b_.next[box][d ^ 2], to = b_.next[box][d];
                if (from < 0 || to < 0 || sub_occ_[to] || sub_reach_[from] != sub_stamp_) continue;
                // A push onto a dead square or freezing a box off a goal leads nowhere: it is no way
                // out (without this, a box pushed into the corral to die opened it).
                if (b_.dead[to]) continue;
                sub_occ_[box] = 0;
                sub_occ_[to] = 1;
                const bool frozen_off_goal = freeze_deadlock(sub_occ_, to, true);
                sub_occ_[to] = 0;
                sub_occ_[box] = 1;
                if (frozen_off_goal) continue;
                const std::size_t at = sub_boxes_.size();
                sub_boxes_.insert(sub_boxes_.end(), sub_node_.begin(), sub_node_.end());
                sub_boxes_[at + i] = to;
                std::sort(sub_boxes_.begin() + static_cast<std::ptrdiff_t>(at), sub_boxes_.end());
                sub_keepers_.push_back(box);
            }
        for (int s : sub_node_) sub_occ_[s] = 0;
    }
    return true;
}

bool DeadlockDetector::corral_deadlock(std::vector<std::uint8_t>& occ, const std::vector<int>& reach, int stamp,
                                       int pushed_to) {
    // The keeper stands next to the pushed box, on the square the box left.
    int keeper = -1;
    for (int d = 0; d < 4 && keeper < 0; ++d) {
        const int t = b_.next[pushed_to][d];
        if (t >= 0 && !occ[t] && reach[t] == stamp) keeper = t;
    }
    if (keeper < 0) return false;
    // Corrals next to the pushed box or next to a box touching it (the push may have sealed those).
    std::vector<int>& starts = starts_;
    starts.clear();
    auto add_starts_around = [&](int box) {
        for (int d = 0; d < 4; ++d) {
            const int t = b_.next[box][d];
            if (t >= 0 && !occ[t] && reach[t] != stamp) starts.push_back(t);
        }
    };
    add_starts_around(pushed_to);
    for (int d = 0; d < 4; ++d) {
        const int t = b_.next[pushed_to][d];
        if (t >= 0 && occ[t]) add_starts_around(t);
    }
    if (starts.empty()) return false;
    // The squares of the corrals already tested in this call: done_[s] == done_stamp_.
    if (done_.size() != static_cast<std::size_t>(b_.n)) done_.assign(b_.n, 0);
    ++done_stamp_;
    for (int start : starts) {
        if (done_[start] == done_stamp_) continue;
        collect_corral(occ, reach, stamp, start);
        for (int s : area_) done_[s] = done_stamp_;
        // Already solved corrals (boxes on goals, no empty goal inside) need nothing.
        bool needs_work = false;
        for (int s : border_) needs_work = needs_work || !b_.is_goal[s];
        for (int s : area_) needs_work = needs_work || b_.is_goal[s];
        if (!needs_work) continue;
        // The reduced problem keeps the border boxes, the pushed box and the boxes touching the border;
        // any subset of the boxes gives a sound test, more boxes a stronger one.
        std::vector<int>& kept = kept_;
        kept.assign(border_.begin(), border_.end());
        auto keep = [&](int box) {
            if (std::find(kept.begin(), kept.end(), box) == kept.end()) kept.push_back(box);
        };
        keep(pushed_to);
        for (int box : border_)
            for (int d = 0; d < 4; ++d) {
                const int t = b_.next[box][d];
                if (t >= 0 && occ[t]) keep(t);
            }
        std::sort(kept.begin(), kept.end());
        // Cache of "not dead" verdicts, keyed by a hash of (kept boxes, corral area, keeper square). A hash
        // collision can only skip a test (less pruning), never prune: dead verdicts are not cached.
        std::uint64_t key = 0;
        for (int v : kept) key ^= square_key(v, 1);
        for (int v : area_) key ^= square_key(v, 2);
        key ^= square_key(keeper, 3);
        key |= 1;  // 0 marks an empty slot
        if (alive_cache_.empty()) alive_cache_.assign(kAliveCacheSize, 0);
        std::uint64_t& slot = alive_cache_[(key >> 1) & (kAliveCacheSize - 1)];
        if (slot == key) continue;
        std::uint64_t pattern_hash = 0;
        const bool learn = !pattern_index_.empty();
        RootFlood root{};  // the keeper's flood among the kept boxes, when the pattern key made it
        if (learn) {
            // Exact key: kept boxes, the corral area (sorted), the keeper (2 bytes a square: n < 65535).
            sorted_area_.assign(area_.begin(), area_.end());
            std::sort(sorted_area_.begin(), sorted_area_.end());
            pattern_key_.clear();
            auto put = [&](int v) { pattern_key_.push_back(static_cast<std::uint16_t>(v)); };
            put(static_cast<int>(kept.size()));
            for (int v : kept) put(v);
            // The sub-search sees the keeper only through its area among the kept boxes: key on that
            // area's smallest square, so every keeper square of the area meets the same pattern.
            if (sub_occ_.size() != static_cast<std::size_t>(b_.n)) {
                sub_occ_.assign(b_.n, 0);
                sub_reach_.assign(b_.n, 0);
            }
            for (int v : kept) sub_occ_[v] = 1;
            ++sub_stamp_;
            sub_queue_.assign(1, keeper);
            sub_reach_[keeper] = sub_stamp_;
            int smallest = keeper;
            bool entered = false;  // the keeper reaches the corral area (marked by collect_corral)
            for (std::size_t i = 0; i < sub_queue_.size(); ++i) {
                const int q = sub_queue_[i];
                smallest = std::min(smallest, q);
                entered = entered || mark_[q] == mark_stamp_;
                for (int d = 0; d < 4; ++d) {
                    const int t = b_.next[q][d];
                    if (t < 0 || sub_occ_[t] || sub_reach_[t] == sub_stamp_) continue;
                    sub_reach_[t] = sub_stamp_;
                    sub_queue_.push_back(t);
                }
            }
            for (int v : kept) sub_occ_[v] = 0;
            root = {entered, smallest};
            put(smallest);
            for (int v : sorted_area_) put(v);
            for (std::uint16_t v : pattern_key_) pattern_hash = (pattern_hash ^ v) * 0x100000001B3ULL + 0x9E37;
            pattern_hash ^= pattern_hash >> 29;
            if (find_pattern(pattern_hash)) {
                ++dead_pattern_hits;
                return true;
            }
        }
        const bool dead = corral_sub_search_fails(kept, keeper, learn ? &root : nullptr);
        if (!dead) slot = key;
        if (dead) {
            if (learn) add_pattern(pattern_hash);
            return true;
        }
    }
    return false;
}

void DeadlockDetector::enable_dead_patterns(std::size_t bytes) {
    // A quarter for the index (4 bytes a slot, power of two), the rest for the keys.
    std::size_t slots = 1024;
    while (slots * 2 * sizeof(std::uint32_t) <= bytes / 4) slots *= 2;
    if (bytes < slots * sizeof(std::uint32_t) * 2) return;  // too small to be worth it
    pattern_index_.assign(slots, 0);
    pattern_arena_.clear();
    pattern_arena_.reserve((bytes - slots * sizeof(std::uint32_t)) / sizeof(std::uint16_t));
    pattern_count_ = 0;
    pattern_key_.reserve(static_cast<std::size_t>(b_.n) * 2 + 4);  // scratch at full size now: no growth later
    sorted_area_.reserve(static_cast<std::size_t>(b_.n));
}

bool DeadlockDetector::find_pattern(std::uint64_t hash) const {
    const std::size_t mask = pattern_index_.size() - 1;
    for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
        const std::uint32_t at = pattern_index_[i];
        if (at == 0) return false;
        const std::size_t off = at - 1;
        const std::size_t len = pattern_arena_[off];
        if (len == pattern_key_.size() &&
            std::equal(pattern_key_.begin(), pattern_key_.end(), pattern_arena_.begin() + static_cast<std::ptrdiff_t>(off + 1)))
            return true;
    }
}

void DeadlockDetector::add_pattern(std::uint64_t hash) {
    // At most half the slots used, and the arena never reallocates (its capacity was reserved).
    if ((pattern_count_ + 1) * 2 > pattern_index_.size()) return;
    if (pattern_key_.size() >= 0xffff) return;
    if (pattern_arena_.size() + pattern_key_.size() + 1 > pattern_arena_.capacity()) return;
    if (pattern_arena_.size() + 1 >= 0xffffffffu) return;
    const std::size_t mask = pattern_index_.size() - 1;
    std::size_t i = hash & mask;
    while (pattern_index_[i] != 0) i = (i + 1) & mask;
    pattern_index_[i] = static_cast<std::uint32_t>(pattern_arena_.size() + 1);
    pattern_arena_.push_back(static_cast<std::uint16_t>(pattern_key_.size()));
    pattern_arena_.insert(pattern_arena_.end(), pattern_key_.begin(), pattern_key_.end());
    ++pattern_count_;
}

void DeadlockDetector::allocate_caches() {
    if (alive_cache_.empty()) alive_cache_.assign(kAliveCacheSize, 0);
}

std::uint64_t DeadlockDetector::memory_bytes() const {
    return alive_cache_.capacity() * sizeof(std::uint64_t) + sub_occ_.capacity() +
           pattern_arena_.capacity() * sizeof(std::uint16_t) + pattern_index_.capacity() * sizeof(std::uint32_t) +
           pattern_key_.capacity() * sizeof(std::uint16_t) + sorted_area_.capacity() * sizeof(int) +
           (frozen_.capacity() + mark_.capacity() + stack_.capacity() + area_.capacity() + border_.capacity() +
            sub_reach_.capacity() + sub_queue_.capacity() + sub_area_.capacity() + sub_boxes_.capacity() +
            sub_keepers_.capacity() + sub_node_.capacity() + sub_seen_keys_.capacity() + sub_slot_stamp_.capacity() +
            starts_.capacity() + kept_.capacity() + done_.capacity()) *
                   sizeof(int) +
           sub_slot_index_.capacity() * sizeof(std::uint32_t);
}

bool DeadlockDetector::pi_corral_pushes(const std::vector<std::uint8_t>& occ, const std::vector<int>& reach,
                                        int stamp, std::vector<std::uint32_t>& pushes) {
    if (mark_.size() != static_cast<std::size_t>(b_.n)) mark_.assign(b_.n, 0);
    std::vector<int> visited(b_.n, 0);
    std::vector<std::uint32_t> best, candidate;
    bool found = false;
    for (int start = 0; start < b_.n; ++start) {
        if (occ[start] || reach[start] == stamp || visited[start]) continue;
        collect_corral(occ, reach, stamp, start);
        for (int s : area_) visited[s] = 1;
        bool needs_work = false;
        for (int s : border_) needs_work = needs_work || !b_.is_goal[s];
        for (int s : area_) needs_work = needs_work || b_.is_goal[s];
        if (!needs_work) continue;
        candidate.clear();
        bool pi = true;
        for (int box : border_) {
            for (int d = 0; d < 4 && pi; ++d) {
                const int from = b_.next[box][d ^ 2], to = b_.next[box][d];
                if (from < 0 || to < 0 || occ[to]) continue;
                const bool into = mark_[to] == mark_stamp_;
                if (reach[from] == stamp) {
                    if (!into) pi = false;  // I: a legal push out of / along the corral
                    else candidate.push_back(static_cast<std::uint32_t>(box * 4 + d));
                } else if (into) {
                    pi = false;  // P: a push into the corral the keeper cannot make now
                }
            }
            if (!pi) break;
        }
        if (!pi || candidate.empty()) continue;
        if (!found || candidate.size() < best.size()) best = candidate;
        found = true;
    }
    if (found) pushes = best;
    return found;
}

}  // namespace boxcar::sokoban
