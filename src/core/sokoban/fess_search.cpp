// Feature-space search (see fess_search.hpp).
#include "sokoban/fess_search.hpp"

#include <algorithm>
#include <cstring>
#include <cstdio>
#include <new>

namespace boxcar::sokoban {

using search::Status;

FessSearch::FessSearch(const PushDomain& domain, const search::Limits& limits, bool greedy_cells)
    : d_(domain), b_(domain.board()), words_(domain.state_words()), limits_(limits), guard_(limits),
      greedy_cells_(greedy_cells) {
    parent_buf_.resize(words_);
    occ_.assign(b_.n, 0);
    mark_.assign(b_.n, 0);
    order_ = compute_packing_order(b_);
    goal_index_.assign(b_.n, -1);
    for (std::size_t i = 0; i < b_.goals.size(); ++i) goal_index_[b_.goals[i]] = static_cast<int>(i);
}

std::uint64_t FessSearch::memory_bytes() const {
    std::uint64_t bytes = (macro_pushes_.capacity() + macro_start_.capacity()) * 4 + states_.capacity() * sizeof(Word) +
                          (parent_.capacity() + move_.capacity() + g_.capacity()) * sizeof(std::uint32_t) +
                          table_.memory_bytes() + cells_.capacity() * sizeof(Cell) + cell_of_key_.size() * 32;
    for (const Cell& c : cells_) bytes += c.heap.capacity() * sizeof(Entry);
    if constexpr (requires(const PushDomain& d) { d.memory_bytes(); }) bytes += d_.memory_bytes();
    return bytes;
}

// Cell of a state: (packed prefix, connectivity), packed in one key.
std::uint32_t FessSearch::feature_key(const Word* s) {
    for (int q = 0; q < b_.n; ++q) occ_[q] = static_cast<std::uint8_t>((s[q >> 6] >> (q & 63)) & 1);
    const int packed = packed_prefix(order_, occ_);
    // Pull distance of the nearest box not yet packed to the next goal of the plan.
    next_dist_ = 0;
    if (packed < static_cast<int>(order_.goals.size())) {
        const auto& dist = b_.goal_dist[goal_index_[order_.goals[packed]]];
        int best = kFar;
        for (int q = 0; q < b_.n; ++q)
            if (occ_[q] && (order_.rank[q] < 0 || order_.rank[q] >= packed)) best = std::min<int>(best, dist[q]);
        next_dist_ = best;
    }
    int areas = 0;
    ++stamp_;
    for (int start = 0; start < b_.n; ++start) {
        if (occ_[start] || mark_[start] == stamp_) continue;
        ++areas;
        stack_.assign(1, start);
        mark_[start] = stamp_;
        while (!stack_.empty()) {
            const int q = stack_.back();
            stack_.pop_back();
            for (int d = 0; d < 4; ++d) {
                const int t = b_.next[q][d];
                if (t < 0 || occ_[t] || mark_[t] == stamp_) continue;
                mark_[t] = stamp_;
                stack_.push_back(t);
            }
        }
    }
    return (static_cast<std::uint32_t>(packed) << 8) | static_cast<std::uint32_t>(std::min(areas, 255));
}

std::uint32_t FessSearch::add_node(const Word* s, std::uint64_t mixed, std::uint32_t parent, std::uint32_t move,
                                   std::uint32_t g) {
    if (table_.needs_growth()) {
        if (!guard_.fits(memory_bytes() - table_.memory_bytes() + table_.bytes_after_growth())) return kNone;
        table_.grow();
    }
    if (parent_.size() == parent_.capacity()) {
        const std::size_t n = parent_.capacity();
        std::size_t cap = std::max<std::size_t>(n * 2, 1024);
        const std::size_t per_node = words_ * sizeof(Word) + 12;
        const std::uint64_t now = memory_bytes();
        if (!guard_.fits(now + (cap - n) * per_node)) {
            const std::uint64_t room = guard_.fits(now) ? (limits_.memory_bytes - now) / per_node : 0;
            cap = n + static_cast<std::size_t>(room);
            if (cap <= parent_.size()) return kNone;
        }
        if (cap >= kNone) return kNone;
        states_.reserve(cap * words_);
        parent_.reserve(cap);
        move_.reserve(cap);
        g_.reserve(cap);
    }
    const auto id = static_cast<std::uint32_t>(parent_.size());
    states_.insert(states_.end(), s, s + words_);
    parent_.push_back(parent);
    move_.push_back(move);
    g_.push_back(g);
    table_.insert(mixed, id);
    return id;
}

bool FessSearch::open(std::uint32_t id, const Word* s, std::uint32_t h) {
    const std::uint32_t key = feature_key(s);
    auto [it, inserted] = cell_of_key_.try_emplace(key, static_cast<std::uint32_t>(cells_.size()));
    if (inserted) cells_.emplace_back();
    auto& heap = cells_[it->second].heap;
    if (heap.size() == heap.capacity() && !guard_.fits(memory_bytes() + heap.capacity() * sizeof(Entry) + 64))
        return false;
    // In a cell: fewest pushes first (FESS picks the state of least accumulated weight; measured here,
    // this beat greedy orders by far), ties: the next plan goal's distance, then the Hungarian bound.
    const std::uint32_t plan = static_cast<std::uint32_t>(next_dist_) * 4096 + h;
    if (greedy_cells_) heap.push_back({plan, g_[id], id});
    else heap.push_back({g_[id], plan, id});
    std::push_heap(heap.begin(), heap.end(), worse);
    ++open_count_;
    return true;
}

void FessSearch::start() {
    started_ = true;
    std::vector<Word> root(words_);
    d_.initial_state(root.data());
    const search::Cost h = d_.heuristic(root.data(), stats_);
    const std::uint32_t id = add_node(root.data(), search::mix_hash(d_.hash(root.data())), kNone, 0, 0);
    if (id == kNone) return finish(Status::Memout);
    if (d_.is_goal(root.data())) {
        goal_ = id;
        return finish(Status::Solved);
    }
    if (h >= search::kDeadEnd) return finish(d_.pruning_is_sound() ? Status::Unsolvable : Status::Exhausted);
    if (!open(id, root.data(), static_cast<std::uint32_t>(h))) finish(Status::Memout);
}

// Round robin over the cells: the best state of the next non-empty cell.
std::uint32_t FessSearch::next_open() {
    if (open_count_ == 0) {
        finish(d_.pruning_is_sound() ? Status::Unsolvable : Status::Exhausted);
        return kNone;
    }
    for (;;) {
        if (cursor_ >= cells_.size()) cursor_ = 0;
        auto& heap = cells_[cursor_++].heap;
        if (heap.empty()) continue;
        std::pop_heap(heap.begin(), heap.end(), worse);
        const Entry e = heap.back();
        heap.pop_back();
        --open_count_;
        return e.id;
    }
}

bool FessSearch::step(std::uint64_t max_expansions) {
    if (status_) return true;
    guard_.resume();
    try {
        if (!started_) start();
        for (std::uint64_t i = 0; i < max_expansions && !status_; ++i) {
            if (++since_check_ >= 128) {
                since_check_ = 0;
                if (auto s = guard_.check(stats_, memory_bytes())) {
                    finish(*s);
                    break;
                }
            }
            const std::uint32_t id = next_open();
            if (id == kNone) break;
            ++stats_.expanded;
            std::memcpy(parent_buf_.data(), state(id), words_ * sizeof(Word));
            const std::uint32_t g = g_[id] + 1;
            d_.expand(parent_buf_.data(), stats_,
                      [&](const Word* child, std::uint64_t hash, search::Cost, std::uint32_t mv) -> bool {
                          return on_child(child, hash, id, g, mv);
                      });
            if (!status_) {
                packing_macro(parent_buf_.data());
                if (macro_.size() > 1) {
                    if (macro_start_.empty()) macro_start_.push_back(0);
                    const auto index = static_cast<std::uint32_t>(macro_start_.size() - 1);
                    macro_pushes_.insert(macro_pushes_.end(), macro_.begin(), macro_.end());
                    macro_start_.push_back(static_cast<std::uint32_t>(macro_pushes_.size()));
                    const std::uint32_t code = kMacroFlag | index;
                    // An advisor's move weighs nothing (FESS): the macro child keeps its parent's weight.
                    on_child(macro_child_.data(), d_.hash(macro_child_.data()), id, g_[id], code);
                }
            }
        }
    } catch (const std::bad_alloc&) {
        finish(Status::Memout);
    }
    stats_.frontier = open_count_;
    stats_.frontier_peak = std::max(stats_.frontier_peak, stats_.frontier);
    stats_.memory_bytes = memory_bytes();
    guard_.pause(stats_);
    return status_.has_value();
}

bool FessSearch::on_child(const Word* child, std::uint64_t hash, std::uint32_t parent, std::uint32_t g,
                          std::uint32_t mv) {
    if (status_) return false;
    if ((++stats_.generated & 15) == 0) {
        if (auto s = guard_.check(stats_, memory_bytes())) {
            finish(*s);
            return false;
        }
    }
    const std::uint64_t mixed = search::mix_hash(hash);
    const std::uint32_t old = table_.find(
        mixed, [&](std::uint32_t o) { return std::memcmp(state(o), child, words_ * sizeof(Word)) == 0; });
    if (old != kNone) {
        ++stats_.duplicates;
        return true;
    }
    const search::Cost h = d_.heuristic(child, stats_);
    const std::uint32_t id = add_node(child, mixed, parent, mv, g);
    if (id == kNone) {
        finish(Status::Memout);
        return false;
    }
    if (h >= search::kDeadEnd) return true;  // kept in the index, never opened
    if (d_.is_goal(child)) {
        goal_ = id;
        finish(Status::Solved);
        return false;
    }
    stats_.depth = std::max(stats_.depth, g);
    if (!open(id, child, static_cast<std::uint32_t>(h))) {
        finish(Status::Memout);
        return false;
    }
    return true;
}

std::vector<std::uint32_t> FessSearch::solution_moves() const {
    std::vector<std::uint32_t> moves;
    for (std::uint32_t id = goal_; id != kNone && parent_[id] != kNone; id = parent_[id]) {
        const std::uint32_t mv = move_[id];
        if (!(mv & kMacroFlag)) {
            moves.push_back(mv);
            continue;
        }
        const std::uint32_t i = mv & ~kMacroFlag;
        for (std::uint32_t k = macro_start_[i + 1]; k > macro_start_[i]; --k) moves.push_back(macro_pushes_[k - 1]);
    }
    std::reverse(moves.begin(), moves.end());
    return moves;
}

// Reverse (pull) search from the next plan goal with every box as a wall until the pulled box lands on a
// box that is not packed yet while the keeper stands where it can really be now; the pulls read
// backwards are the pushes. States are (box square, keeper side), one keeper flood each.
void FessSearch::packing_macro(const Word* s) {
    macro_.clear();
    for (int q = 0; q < b_.n; ++q) occ_[q] = static_cast<std::uint8_t>((s[q >> 6] >> (q & 63)) & 1);
    const int packed = packed_prefix(order_, occ_);
    if (packed >= static_cast<int>(order_.goals.size())) return;
    const int goal = order_.goals[packed];
    const int n = b_.n;
    // The keeper's area now (boxes as walls).
    if (reach_.size() != static_cast<std::size_t>(n)) reach_.assign(n, 0);
    ++reach_stamp_;
    const int keeper = d_.keeper_of(s);
    reach_queue_.assign(1, keeper);
    reach_[keeper] = reach_stamp_;
    for (std::size_t h = 0; h < reach_queue_.size(); ++h)
        for (int d = 0; d < 4; ++d) {
            const int t = b_.next[reach_queue_[h]][d];
            if (t < 0 || occ_[t] || reach_[t] == reach_stamp_) continue;
            reach_[t] = reach_stamp_;
            reach_queue_.push_back(t);
        }
    rev_dist_.assign(static_cast<std::size_t>(n) * 4, -1);
    rev_parent_.resize(static_cast<std::size_t>(n) * 4);
    rev_queue_.clear();
    for (int d = 0; d < 4; ++d) {
        const int k = b_.next[goal][d];
        if (k < 0 || occ_[k]) continue;
        rev_dist_[goal * 4 + d] = 0;
        rev_parent_[goal * 4 + d] = -1;
        rev_queue_.push_back(goal * 4 + d);
    }
    int found = -1;
    std::size_t work = kMacroWork;  // squares flooded: bounds one expansion on huge boards
    for (std::size_t head = 0; head < rev_queue_.size() && found < 0; ++head) {
        const int st = rev_queue_[head];
        const int box = st / 4, side = b_.next[box][st % 4];
        ++stamp_;
        stack_.assign(1, side);
        mark_[side] = stamp_;
        while (!stack_.empty()) {
            if (work-- == 0) return;
            const int q = stack_.back();
            stack_.pop_back();
            for (int d = 0; d < 4; ++d) {
                const int t = b_.next[q][d];
                if (t < 0 || occ_[t] || t == box || mark_[t] == stamp_) continue;
                mark_[t] = stamp_;
                stack_.push_back(t);
            }
        }
        for (int e = 0; e < 4 && found < 0; ++e) {
            const int to = b_.next[box][e];
            if (to < 0) continue;
            const int behind = b_.next[to][e];
            if (behind < 0 || occ_[behind]) continue;
            const int next = to * 4 + e;
            if (rev_dist_[next] >= 0) continue;
            if (occ_[to]) {
                // A box: the start if it is not packed and the keeper can stand behind it now.
                // After its first push the keeper stands on `to`, the box's old square, and must walk
                // from there to the side this state needs: a neighbour of `to` in that side's area.
                const bool packed_box = order_.rank[to] >= 0 && order_.rank[to] < packed;
                bool walk = false;
                for (int k = 0; k < 4 && !walk; ++k) {
                    const int t = b_.next[to][k];
                    walk = t >= 0 && mark_[t] == stamp_;
                }
                if (!packed_box && walk && reach_[behind] == reach_stamp_) {
                    rev_dist_[next] = rev_dist_[st] + 1;
                    rev_parent_[next] = st;
                    found = next;
                }
                continue;
            }
            if (mark_[to] != stamp_) continue;  // the keeper must stand on `to` to pull
            rev_dist_[next] = rev_dist_[st] + 1;
            rev_parent_[next] = st;
            rev_queue_.push_back(next);
        }
    }
    if (found < 0) return;
    // Forward pushes: from state (b, e) the box is pushed from b in direction opposite(e).
    const int start_box = found / 4;
    int final_side = -1;
    for (int st = found; st >= 0; st = rev_parent_[st]) {
        if (rev_parent_[st] < 0) {
            final_side = b_.next[st / 4][st % 4];
            break;
        }
        macro_.push_back(static_cast<std::uint32_t>((st / 4) * 4 + opposite(st % 4)));
    }
    // The child state: the box moved from start_box to goal, keeper normalized from where it ends.
    macro_child_.assign(s, s + words_);
    macro_child_[start_box >> 6] &= ~(Word(1) << (start_box & 63));
    macro_child_[goal >> 6] |= Word(1) << (goal & 63);
    occ_[start_box] = 0;
    occ_[goal] = 1;
    ++stamp_;
    stack_.assign(1, final_side);
    mark_[final_side] = stamp_;
    int smallest = final_side;
    while (!stack_.empty()) {
        const int q = stack_.back();
        stack_.pop_back();
        smallest = std::min(smallest, q);
        for (int d = 0; d < 4; ++d) {
            const int t = b_.next[q][d];
            if (t < 0 || occ_[t] || mark_[t] == stamp_) continue;
            mark_[t] = stamp_;
            stack_.push_back(t);
        }
    }
    // Keeper bits follow the box bits (push_domain.hpp); objective any: the smallest square of its area.
    for (int k = 0; k < 16; ++k) {
        const std::size_t at = static_cast<std::size_t>(b_.n) + k;
        const Word mask = Word(1) << (at & 63);
        if ((smallest >> k) & 1) macro_child_[at >> 6] |= mask;
        else macro_child_[at >> 6] &= ~mask;
    }
}

}  // namespace boxcar::sokoban

namespace boxcar::sokoban {
void FessSearch::dump_cells() const {
    for (const auto& [key, index] : cell_of_key_)
        std::fprintf(stderr, "cell packed %u areas %u: %zu open\n", key >> 8, key & 255, cells_[index].heap.size());
}
}  // namespace boxcar::sokoban
