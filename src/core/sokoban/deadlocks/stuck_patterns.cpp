// Learned deadlock patterns (see stuck_patterns.hpp).
//
// Why matches(pushed) may try only the patterns through the square a box was pushed to: say the parent
// held no pattern, one box moved (one push or a macro of pushes of that box) and the child holds a
// pattern not through the box's new square. The box's old square is empty in the child, so neither
// square is the pattern's: its boxes stood still in the parent, and the keeper never crossed them, so
// it stayed in the same area among them. The parent held the pattern: a contradiction.
#include "sokoban/deadlocks/stuck_patterns.hpp"

#include "common/flood_fill.hpp"
#include "common/rng.hpp"
#include "sokoban/board/ring_connectivity.hpp"

#include <algorithm>
#include <queue>

namespace boxcar::sokoban {

StuckPatterns::StuckPatterns(const PushBoard& board) : b_(board), detector_(board), corner_(ring_corners(board)) {
    by_square_.resize(b_.n);
    occ_.assign(b_.n, 0);
    reach_.assign(b_.n, 0);
    area_.assign(b_.n, 0);
    free_area_.assign(b_.n, 0);
}

std::size_t StuckPatterns::NodeHash::operator()(const Node& n) const {
    std::uint64_t h = splitmix64_mix(n.keeper + 0x9E3779B97F4A7C15ULL * n.count);
    for (int i = 0; i < n.count; ++i) h = splitmix64_mix(h ^ n.box[i]);
    return static_cast<std::size_t>(h);
}

int StuckPatterns::flood(int keeper) {
    return flood_fill(b_.next, keeper, [&](int t) { return occ_[t] != 0; }, reach_, ++stamp_, queue_);
}

bool StuckPatterns::legal_push(int box, int d) const {
    const int from = b_.next[box][d ^ 2], to = b_.next[box][d];
    return from >= 0 && to >= 0 && reach_[from] == stamp_ && !occ_[to] && !b_.dead[to];
}

int StuckPatterns::flood_area(int keeper) {
    return flood_fill(b_.next, keeper, [&](int t) { return occ_[t] != 0; }, area_, ++area_stamp_, queue_);
}

bool StuckPatterns::is_free(int box, int keeper) {
    // Breadth-first over (square, direction of the last push): the keeper stands where the box was. Before
    // the first push the keeper's area is the one flood_area() marked.
    if (free_seen_.size() != static_cast<std::size_t>(b_.n) * 4) free_seen_.assign(static_cast<std::size_t>(b_.n) * 4, 0);
    ++free_stamp_;
    const int row = b_.y(box), col = b_.x(box);
    bool other_row = false, other_col = false;
    occ_[box] = 0;
    // Taken away, the box leaves an area A that holds every later square of the box and the keeper. Where
    // the box stands on a square that does not cut its open neighbours apart (ring_connected), the keeper's
    // area is A less that square: no flood. A is the first area plus the box's square when that square does
    // not cut, else a flood without the box (free_area_), made when first needed.
    auto open = [&](int q) { return occ_[q] == 0; };
    enum class Whole { NotYet, FirstAreaAndBox, FreeArea };  // where A is held
    Whole whole = ring_connected(b_, corner_, box, open) ? Whole::FirstAreaAndBox : Whole::NotYet;
    free_queue_.clear();
    free_queue_.push_back({box, keeper});
    for (std::size_t head = 0; head < free_queue_.size() && head < kFreeBudget; ++head) {
        // Plain ints, not a structured binding: clang 14 cannot capture one in the lambdas below.
        const int at = free_queue_[head].first, from = free_queue_[head].second;
        const bool uncut = head > 0 && ring_connected(b_, corner_, at, open);
        if (uncut && whole == Whole::NotYet) {
            flood_fill(b_.next, keeper, [&](int t) { return occ_[t] != 0; }, free_area_, ++free_area_stamp_, queue_);
            whole = Whole::FreeArea;
        } else if (head > 0 && !uncut) {
            occ_[at] = 1;
            flood(from);
            occ_[at] = 0;
        }
        auto in_whole = [&](int q) {
            return whole == Whole::FirstAreaAndBox ? q == box || area_[q] == area_stamp_
                                                   : free_area_[q] == free_area_stamp_;
        };
        auto reaches = [&](int q) {
            return head == 0 ? area_[q] == area_stamp_ : uncut ? q != at && in_whole(q) : reach_[q] == stamp_;
        };
        if (head > 0 && reaches(box)) {  // the keeper can still get back to where the box was
            other_row = other_row || b_.y(at) != row;
            other_col = other_col || b_.x(at) != col;
            if (other_row && other_col) break;
        }
        for (int d = 0; d < 4; ++d) {
            const int behind = b_.next[at][d ^ 2], to = b_.next[at][d];
            if (behind < 0 || to < 0 || !reaches(behind) || occ_[to] || b_.dead[to]) continue;
            int& seen = free_seen_[static_cast<std::size_t>(to) * 4 + d];
            if (seen == free_stamp_) continue;
            seen = free_stamp_;
            free_queue_.push_back({to, at});
        }
    }
    occ_[box] = 1;
    return other_row && other_col;
}

void StuckPatterns::reduce(Node& node) {
    for (;;) {
        const int smallest = flood_area(node.keeper);
        int free_at = -1;
        for (int i = 0; i < node.count && free_at < 0; ++i) {
            const int box = node.box[i];
            if (is_free(box, node.keeper)) free_at = i;
        }
        if (free_at < 0) {
            node.keeper = static_cast<std::uint16_t>(smallest);
            return;
        }
        occ_[node.box[free_at]] = 0;
        std::copy(node.box.begin() + free_at + 1, node.box.begin() + node.count, node.box.begin() + free_at);
        --node.count;
    }
}

StuckPatterns::Verdict StuckPatterns::search(const std::vector<int>& boxes, int keeper) {
    ++searches;
    Node start;
    start.count = static_cast<std::uint8_t>(boxes.size());
    for (std::size_t i = 0; i < boxes.size(); ++i) start.box[i] = static_cast<std::uint16_t>(boxes[i]);
    std::sort(start.box.begin(), start.box.begin() + start.count);
    start.keeper = static_cast<std::uint16_t>(keeper);
    auto clear = [&](const Node& n) {
        for (int i = 0; i < n.count; ++i) occ_[n.box[i]] = 0;
    };
    auto solved = [&](const Node& n) {
        for (int i = 0; i < n.count; ++i)
            if (!b_.is_goal[n.box[i]]) return false;
        return true;
    };
    auto on_goals = [&](const Node& n) {
        int k = 0;
        for (int i = 0; i < n.count; ++i) k += b_.is_goal[n.box[i]];
        return k;
    };
    for (int i = 0; i < start.count; ++i) occ_[start.box[i]] = 1;
    reduce(start);
    clear(start);
    if (solved(start)) return Verdict::Alive;
    nodes_.clear();
    seen_.clear();
    // Best first: fewer boxes left, then more of them on goals, then the oldest.
    using Item = std::pair<std::uint32_t, std::uint32_t>;  // (rank, node index), smallest first
    auto rank = [&](const Node& n) {
        return static_cast<std::uint32_t>(n.count) * 64 + static_cast<std::uint32_t>(kMaxBoxes - on_goals(n));
    };
    std::priority_queue<Item, std::vector<Item>, std::greater<Item>> open;
    nodes_.push_back(start);
    seen_.insert(start);
    open.push({rank(start), 0});
    int expanded = 0;
    while (!open.empty()) {
        if (++expanded > kSearchBudget) return Verdict::Unknown;
        const Node node = nodes_[open.top().second];
        open.pop();
        for (int i = 0; i < node.count; ++i) occ_[node.box[i]] = 1;
        flood(node.keeper);
        // The pushes of this node, collected before any child changes occ_ and the flood.
        std::array<std::pair<int, int>, kMaxBoxes * 4> pushes;
        int push_count = 0;
        for (int i = 0; i < node.count; ++i)
            for (int d = 0; d < 4; ++d)
                if (legal_push(node.box[i], d)) pushes[push_count++] = {i, d};
        for (int k = 0; k < push_count; ++k) {
            const auto [i, d] = pushes[k];
            const int box = node.box[i], to = b_.next[box][d];
            occ_[box] = 0;
            occ_[to] = 1;
            const bool frozen_off_goal = detector_.freeze_deadlock(occ_, to, true);
            if (frozen_off_goal) {
                occ_[to] = 0;
                occ_[box] = 1;
                continue;
            }
            Node child = node;
            child.box[i] = static_cast<std::uint16_t>(to);
            std::sort(child.box.begin(), child.box.begin() + child.count);
            child.keeper = static_cast<std::uint16_t>(box);
            // reduce() works on occ_ holding the child's boxes; restore the node's after.
            reduce(child);
            for (int j = 0; j < node.count; ++j) occ_[node.box[j]] = 0;
            for (int j = 0; j < child.count; ++j) occ_[child.box[j]] = 0;
            for (int j = 0; j < node.count; ++j) occ_[node.box[j]] = 1;
            if (solved(child)) {
                clear(node);
                return Verdict::Alive;
            }
            if (!seen_.insert(child).second) continue;
            nodes_.push_back(child);
            open.push({rank(child), static_cast<std::uint32_t>(nodes_.size() - 1)});
        }
        // The children's reduce() flooded over other boxes: the node's own reach is no longer needed.
        clear(node);
    }
    return Verdict::Dead;
}

void StuckPatterns::frozen_on_goals(const std::vector<int>& boxes, std::vector<int>& frozen) {
    // The largest set of boxes on goals each blocked on both axes by walls, a dead square on each side, or
    // boxes of the set: none of them can be the first to move, so none ever moves.
    frozen.clear();
    for (int q : boxes)
        if (b_.is_goal[q]) frozen.push_back(q);
    for (int q : frozen) occ_[q] = 2;
    auto blocked = [&](int q, int axis) {
        const int a = b_.next[q][axis], c = b_.next[q][axis + 2];
        return a < 0 || c < 0 || occ_[a] == 2 || occ_[c] == 2 || (b_.dead[a] && b_.dead[c]);
    };
    for (bool changed = true; changed;) {
        changed = false;
        for (std::size_t i = 0; i < frozen.size();) {
            const int q = frozen[i];
            if (blocked(q, 0) && blocked(q, 1)) {
                ++i;
                continue;
            }
            occ_[q] = 1;
            frozen.erase(frozen.begin() + static_cast<std::ptrdiff_t>(i));
            changed = true;
        }
    }
    for (int q : frozen) occ_[q] = 1;
}

bool StuckPatterns::learn(const std::vector<int>& boxes, int keeper) {
    if (boxes.empty()) return false;
    // Boxes frozen on goals stay where they are as obstacles (they are part of the pattern but not of the
    // search); of the others, the free ones are taken away (the search does the same as it goes).
    for (int q : boxes) occ_[q] = 1;
    frozen_on_goals(boxes, fixed_);
    std::vector<int> kept;
    for (int q : boxes)
        if (std::find(fixed_.begin(), fixed_.end(), q) == fixed_.end()) kept.push_back(q);
    for (bool removed = true; removed;) {
        removed = false;
        flood_area(keeper);
        for (std::size_t i = 0; i < kept.size(); ++i)
            if (is_free(kept[i], keeper)) {
                occ_[kept[i]] = 0;
                kept.erase(kept.begin() + static_cast<std::ptrdiff_t>(i));
                removed = true;
                break;
            }
    }
    // The same small problem (the boxes kept, the frozen ones, the keeper's area) comes up again and again
    // below different nodes; one that was not proven dead is not searched again.
    const bool searched = !kept.empty() && kept.size() <= static_cast<std::size_t>(kMaxBoxes);
    const std::uint64_t key = searched ? problem_key(kept, keeper) : 0;  // while occ_ holds the kept boxes
    for (int q : kept) occ_[q] = 0;
    bool dead = false;
    if (searched && !not_dead_.contains(key)) {
        dead = search(kept, keeper) == Verdict::Dead;
        if (!dead && not_dead_.size() < kMaxNotDead) not_dead_.insert(key);
    }
    if (dead) {
        // Distill: drop each box in turn while the rest is still proven dead.
        for (std::size_t i = 0; i < kept.size();) {
            std::vector<int> trial = kept;
            trial.erase(trial.begin() + static_cast<std::ptrdiff_t>(i));
            if (!trial.empty() && search(trial, keeper) == Verdict::Dead) kept = std::move(trial);
            else ++i;
        }
        if (patterns_.size() < kMaxPatterns) {
            Pattern p;
            p.boxes = kept;
            p.boxes.insert(p.boxes.end(), fixed_.begin(), fixed_.end());
            std::sort(p.boxes.begin(), p.boxes.end());
            p.keeper_area.assign((static_cast<std::size_t>(b_.n) + 63) / 64, 0);
            for (int q : kept) occ_[q] = 1;
            flood(keeper);
            for (int q : queue_) p.keeper_area[q >> 6] |= std::uint64_t{1} << (q & 63);
            for (int q : kept) occ_[q] = 0;
            const auto index = static_cast<std::uint32_t>(patterns_.size());
            for (int q : p.boxes) by_square_[q].push_back(index);
            all_.push_back(index);
            patterns_.push_back(std::move(p));
        }
    }
    for (int q : fixed_) occ_[q] = 0;
    return dead;
}

std::uint64_t StuckPatterns::problem_key(std::vector<int> kept, int keeper) {
    // occ_ holds the kept and the frozen boxes: the keeper's area is what the small search starts from.
    std::uint64_t h = splitmix64_mix(static_cast<std::uint64_t>(flood(keeper)) + 0x9E3779B97F4A7C15ULL);
    std::sort(kept.begin(), kept.end());
    for (int q : kept) h = splitmix64_mix(h ^ static_cast<std::uint64_t>(q));
    h = splitmix64_mix(h ^ 0xFFFFu);  // between the kept and the frozen boxes
    std::vector<int> frozen = fixed_;
    std::sort(frozen.begin(), frozen.end());
    for (int q : frozen) h = splitmix64_mix(h ^ static_cast<std::uint64_t>(q));
    return h;
}

std::uint64_t StuckPatterns::learn_bytes_bound() const {
    // Every expansion of the small search may keep all its children; nodes_ may double once more.
    constexpr std::uint64_t kScratchNodes = std::uint64_t{kSearchBudget} * kMaxBoxes * 4 + 1;
    std::uint64_t bound = kScratchNodes * (3 * sizeof(Node) + 16 + 2 * sizeof(void*));
    // A pattern of at most every square; each index list it joins, and all_, may double.
    std::uint64_t lists = all_.capacity();
    for (const auto& list : by_square_) lists += list.capacity();
    const auto n = static_cast<std::uint64_t>(b_.n);
    bound += n * (sizeof(int) + 2 * sizeof(std::uint32_t)) + (n / 64 + 1) * 8 + 32 + 2 * lists * sizeof(std::uint32_t);
    // A problem key, and not_dead_'s buckets doubling.
    bound += sizeof(std::uint64_t) + 16 + 2 * (not_dead_.bucket_count() + 1) * sizeof(void*);
    return bound;
}

std::uint64_t StuckPatterns::memory_bytes() const {
    std::uint64_t bytes = detector_.memory_bytes() + occ_.capacity() +
                          (reach_.capacity() + area_.capacity() + free_area_.capacity() + queue_.capacity()) *
                                  sizeof(int) +
                          corner_.capacity() * sizeof(corner_[0]) +
                          nodes_.capacity() * sizeof(Node) + seen_.size() * (sizeof(Node) + 16) +
                          seen_.bucket_count() * sizeof(void*) +
                          all_.capacity() * sizeof(std::uint32_t) + not_dead_.size() * (sizeof(std::uint64_t) + 16) +
                          not_dead_.bucket_count() * sizeof(void*);
    for (const Pattern& p : patterns_) bytes += p.boxes.capacity() * sizeof(int) + p.keeper_area.capacity() * 8 + 32;
    for (const auto& list : by_square_) bytes += list.capacity() * sizeof(std::uint32_t) + 24;
    return bytes;
}

}  // namespace boxcar::sokoban
