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
    tunnel_.assign(b_.n, 0);
    for (int q = 0; q < b_.n; ++q) {
        if (b_.is_goal[q]) continue;
        for (int d = 0; d < 4; ++d)
            if (b_.next[q][(d + 1) & 3] < 0 && b_.next[q][(d + 3) & 3] < 0) tunnel_[q] |= std::uint8_t(1u << d);
    }
}

std::uint64_t FessSearch::memory_bytes() const {
    std::uint64_t bytes = (bm_states_.capacity() + bm_cur_.capacity()) * sizeof(Word) +
                          (bm_parent_.capacity() + bm_move_.capacity() + bm_path_.capacity()) * 4 +
                          (macro_pushes_.capacity() + macro_start_.capacity() + tunnel_pushes_.capacity()) * 4 +
                          pending_.capacity() * sizeof(Pending) + on_path_.capacity() +
                          tunnel_.capacity() + tunnel_child_.capacity() * sizeof(Word) + states_.capacity() * sizeof(Word) +
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
    return open_keyed(id, key, h);
}

bool FessSearch::open_keyed(std::uint32_t id, std::uint32_t key, std::uint32_t h) {
    auto [it, inserted] = cell_of_key_.try_emplace(key, static_cast<std::uint32_t>(cells_.size()));
    if (inserted) cells_.emplace_back();
    auto& heap = cells_[it->second].heap;
    if (heap.size() == heap.capacity() && !guard_.fits(memory_bytes() + heap.capacity() * sizeof(Entry) + 64))
        return false;
    // In a cell: fewest pushes first (FESS picks the state of least accumulated weight; measured here,
    // this beat greedy orders by far), ties: the next plan goal's distance, then the heuristic (pull sum
    // in `auto`'s fewest-pushes phase, Hungarian in the greedy one).
    const std::uint32_t plan = static_cast<std::uint32_t>(next_dist_) * 4096 + h;
    if (greedy_cells_) heap.push_back({plan, g_[id], id});
    else heap.push_back({g_[id], plan, id});
    std::push_heap(heap.begin(), heap.end(), worse);
    ++open_count_;
    return true;
}

void FessSearch::start() {
    started_ = true;
    // Scratch at its full size now, so that it is in the accounting from the start and never grows.
    pending_.reserve(b_.start_boxes.size() * 4 + 4);
    tunnel_pushes_.reserve(static_cast<std::size_t>(b_.n));
    tunnel_child_.reserve(words_);
    on_path_.assign(b_.n, 0);
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
            pending_.clear();
            defer_open_ = true;
            if (use_box_macros_) {
                expand_box_macros(id, g);
            } else {
                d_.expand(parent_buf_.data(), stats_,
                          [&](const Word* child, std::uint64_t hash, search::Cost, std::uint32_t mv) -> bool {
                              if (tunnel_macro(child, mv))
                                  return on_child(tunnel_child_.data(), d_.hash(tunnel_child_.data()), id, g, 0,
                                                  &tunnel_pushes_);
                              return on_child(child, hash, id, g, mv);
                          });
            }
            defer_open_ = false;
            if (!status_ && !open_pending(parent_buf_.data(), id)) finish(Status::Memout);
            if (!status_) {
                packing_macro(parent_buf_.data());
                if (macro_.size() > 1) {
                    // An advisor's move weighs nothing (FESS): the macro child keeps its parent's weight.
                    on_child(macro_child_.data(), d_.hash(macro_child_.data()), id, g_[id], 0, &macro_);
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

void FessSearch::expand_box_macros(std::uint32_t id, std::uint32_t g) {
    const std::size_t cap = kBoxMacroStates;
    bm_states_.clear();
    bm_parent_.clear();
    bm_move_.clear();
    auto visit = [&](const Word* child, std::uint64_t hash, std::uint32_t mv, int from) {
        const std::uint64_t mixed = search::mix_hash(hash);
        if (table_.find(mixed, [&](std::uint32_t o) { return std::memcmp(state(o), child, words_ * sizeof(Word)) == 0; }) != kNone) {
            ++stats_.duplicates;
            return;
        }
        if (from < 0) {
            on_child(child, hash, id, g, mv);
        } else {
            bm_path_.clear();
            bm_path_.push_back(mv);
            for (int k = from; k >= 0; k = bm_parent_[k]) bm_path_.push_back(bm_move_[k]);
            std::reverse(bm_path_.begin(), bm_path_.end());
            on_child(child, hash, id, g, 0, &bm_path_);
        }
        if (status_ || bm_move_.size() >= cap) return;
        bm_states_.insert(bm_states_.end(), child, child + words_);
        bm_parent_.push_back(from);
        bm_move_.push_back(mv);
    };
    d_.expand(parent_buf_.data(), stats_, [&](const Word* child, std::uint64_t hash, search::Cost, std::uint32_t mv) -> bool {
        visit(child, hash, mv, -1);
        return !status_;
    });
    bm_cur_.resize(words_);
    for (std::size_t head = 0; head < bm_move_.size() && !status_; ++head) {
        std::memcpy(bm_cur_.data(), bm_states_.data() + head * words_, words_ * sizeof(Word));
        const int box = b_.next[static_cast<int>(bm_move_[head] >> 2)][bm_move_[head] & 3];
        d_.expand_box(bm_cur_.data(), box, stats_, [&](const Word* child, std::uint64_t hash, search::Cost, std::uint32_t mv) -> bool {
            visit(child, hash, mv, static_cast<int>(head));
            return !status_;
        });
    }
}

bool FessSearch::on_child(const Word* child, std::uint64_t hash, std::uint32_t parent, std::uint32_t g,
                          std::uint32_t mv, const std::vector<std::uint32_t>* macro) {
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
    if (macro) {
        // The macro store grows by doubling: check the budget before it does.
        const std::size_t need = macro_pushes_.size() + macro->size();
        std::uint64_t extra = 0;
        if (need > macro_pushes_.capacity()) extra += std::max(need, macro_pushes_.capacity() * 2) * 4;
        if (macro_start_.size() + 2 > macro_start_.capacity()) extra += (macro_start_.capacity() * 2 + 2) * 4;
        if (extra > 0 && !guard_.fits(memory_bytes() + extra)) {
            finish(Status::Memout);
            return false;
        }
        if (need > macro_pushes_.capacity()) macro_pushes_.reserve(std::max(need, macro_pushes_.capacity() * 2));
        if (macro_start_.size() + 2 > macro_start_.capacity()) macro_start_.reserve(macro_start_.capacity() * 2 + 2);
        if (macro_start_.empty()) macro_start_.push_back(0);
        mv = kMacroFlag | static_cast<std::uint32_t>(macro_start_.size() - 1);
    }
    const std::uint32_t id = add_node(child, mixed, parent, mv, g);
    if (id == kNone) {
        finish(Status::Memout);
        return false;
    }
    if (macro) {
        macro_pushes_.insert(macro_pushes_.end(), macro->begin(), macro->end());
        macro_start_.push_back(static_cast<std::uint32_t>(macro_pushes_.size()));
    }
    if (h >= search::kDeadEnd) return true;  // kept in the index, never opened
    if (d_.is_goal(child)) {
        goal_ = id;
        finish(Status::Solved);
        return false;
    }
    stats_.depth = std::max(stats_.depth, g);
    if (defer_open_) {
        pending_.push_back({id, static_cast<std::uint32_t>(h), 0, 0, macro ? (*macro)[0] : mv});
        return true;
    }
    if (!open(id, child, static_cast<std::uint32_t>(h))) {
        finish(Status::Memout);
        return false;
    }
    return true;
}

// Opens the children of one expansion. Connectivity advisor (FESS): the child that joins the most
// empty floor areas (fewer than its parent has) weighs nothing, like an advisor's move.
bool FessSearch::open_pending(const Word* parent, std::uint32_t parent_id) {
    if (pending_.empty()) return true;
    int best = -1;
    std::uint32_t best_areas = 0;
    if (use_connectivity_advisor_) {
        const std::uint32_t parent_areas = feature_key(parent) & 255;
        best_areas = parent_areas;
        for (std::size_t i = 0; i < pending_.size(); ++i) {
            Pending& p = pending_[i];
            p.key = feature_key(state(p.id));
            p.next_dist = static_cast<std::uint32_t>(next_dist_);
            if ((p.key & 255) < best_areas) {
                best_areas = p.key & 255;
                best = static_cast<int>(i);
            }
        }
    } else {
        for (Pending& p : pending_) {
            p.key = feature_key(state(p.id));
            p.next_dist = static_cast<std::uint32_t>(next_dist_);
        }
    }
    if (best >= 0) g_[pending_[best].id] = g_[parent_id];
    if (use_blocker_advisor_) {
        const int blocker = blocker_advice(parent);
        if (blocker >= 0) g_[pending_[blocker].id] = g_[parent_id];
    }
    for (const Pending& p : pending_) {
        next_dist_ = static_cast<int>(p.next_dist);
        if (!open_keyed(p.id, p.key, p.h)) return false;
    }
    return true;
}

int FessSearch::blocker_advice(const Word* s) {
    for (int q = 0; q < b_.n; ++q) occ_[q] = static_cast<std::uint8_t>((s[q >> 6] >> (q & 63)) & 1);
    const int packed = packed_prefix(order_, occ_);
    if (packed >= static_cast<int>(order_.goals.size())) return -1;
    const int goal = order_.goals[packed];
    const int n = b_.n;
    auto wall = [&](int q) { return q < 0 || (occ_[q] && order_.rank[q] >= 0 && order_.rank[q] < packed); };
    // Reverse search over (box square, keeper side), walls and packed boxes only.
    rev_dist_.assign(static_cast<std::size_t>(n) * 4, -1);
    rev_parent_.resize(static_cast<std::size_t>(n) * 4);
    rev_queue_.clear();
    for (int d = 0; d < 4; ++d) {
        if (wall(b_.next[goal][d])) continue;
        rev_dist_[goal * 4 + d] = 0;
        rev_parent_[goal * 4 + d] = -1;
        rev_queue_.push_back(goal * 4 + d);
    }
    int found = -1;
    for (std::size_t head = 0; head < rev_queue_.size() && found < 0; ++head) {
        const int st = rev_queue_[head];
        const int box = st / 4;
        for (int e = 0; e < 4 && found < 0; ++e) {
            const int to = b_.next[box][e];  // the pulled box's next square; the keeper goes one further
            if (wall(to)) continue;
            const int behind = b_.next[to][e];
            if (wall(behind)) continue;
            const int next = to * 4 + e;
            if (rev_dist_[next] >= 0) continue;
            rev_dist_[next] = rev_dist_[st] + 1;
            rev_parent_[next] = st;
            if (occ_[to]) found = next;
            else rev_queue_.push_back(next);
        }
    }
    if (found < 0) return -1;
    // Forward along the path: the first box other than the travelling one on a box or keeper square.
    const int traveller = found / 4;
    if (on_path_.size() != static_cast<std::size_t>(n)) on_path_.assign(n, 0);
    std::vector<int>& path = stack_;
    path.clear();
    for (int st = found; st >= 0; st = rev_parent_[st]) {
        path.push_back(st / 4);
        if (rev_parent_[st] >= 0) path.push_back(b_.next[st / 4][st % 4]);  // the keeper pushes from here
    }
    int blocker = -1;
    for (int q : path) {
        on_path_[q] = 1;
        if (blocker < 0 && q != traveller && occ_[q]) blocker = q;
    }
    int advice = -1;
    if (blocker >= 0)
        for (std::size_t i = 0; i < pending_.size() && advice < 0; ++i) {
            const std::uint32_t push = pending_[i].push;
            if (static_cast<int>(push >> 2) != blocker) continue;
            const int to = b_.next[blocker][push & 3];
            if (!on_path_[to]) advice = static_cast<int>(i);
        }
    for (int q : path) on_path_[q] = 0;
    return advice;
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
    set_normalized_keeper(macro_child_.data(), final_side);
}

void FessSearch::set_normalized_keeper(Word* s, int from) {
    ++stamp_;
    stack_.assign(1, from);
    mark_[from] = stamp_;
    int smallest = from;
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
        if ((smallest >> k) & 1) s[at >> 6] |= mask;
        else s[at >> 6] &= ~mask;
    }
}

bool FessSearch::tunnel_macro(const Word* child, std::uint32_t mv) {
    if (!use_tunnels_) return false;
    const int d = static_cast<int>(mv & 3);
    int box = b_.next[static_cast<int>(mv >> 2)][d];  // where the push left the box
    if (!(tunnel_[box] >> d & 1)) return false;
    auto has_box = [&](int q) { return (child[q >> 6] >> (q & 63)) & 1; };
    int to = b_.next[box][d];
    if (to < 0 || !(tunnel_[to] >> d & 1) || has_box(to)) return false;
    tunnel_pushes_.assign(1, mv);
    const int first = box;
    while (to >= 0 && (tunnel_[to] >> d & 1) && !has_box(to)) {
        tunnel_pushes_.push_back(static_cast<std::uint32_t>(box * 4 + d));
        box = to;
        to = b_.next[box][d];
    }
    tunnel_child_.assign(child, child + words_);
    tunnel_child_[first >> 6] &= ~(Word(1) << (first & 63));
    tunnel_child_[box >> 6] |= Word(1) << (box & 63);
    for (int q = 0; q < b_.n; ++q) occ_[q] = static_cast<std::uint8_t>((tunnel_child_[q >> 6] >> (q & 63)) & 1);
    set_normalized_keeper(tunnel_child_.data(), b_.next[box][opposite(d)]);
    return true;
}

}  // namespace boxcar::sokoban

namespace boxcar::sokoban {
void FessSearch::dump_cells() const {
    for (const auto& [key, index] : cell_of_key_)
        std::fprintf(stderr, "cell packed %u areas %u: %zu open\n", key >> 8, key & 255, cells_[index].heap.size());
}
}  // namespace boxcar::sokoban
