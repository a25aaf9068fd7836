// Feature-space search (see fess_search.hpp).
#include "sokoban/fess/fess_search.hpp"

#include "common/flood_fill.hpp"
#include "sokoban/fess/packing_search.hpp"
#include "sokoban/board/ring_connectivity.hpp"

#include <algorithm>
#include <bit>
#include <cstring>
#include <cstdio>
#include <new>

namespace boxcar::sokoban {

using search::Status;

FessSearch::FessSearch(const PushDomain& domain, const search::Limits& limits, bool greedy_cells)
    : d_(domain), b_(domain.board()), layout_(domain.layout()), words_(domain.state_words()), run_(limits),
      greedy_cells_(greedy_cells), time_limit_s_(limits.time_limit_s), cpu_clock_(limits.cpu_clock),
      cancel_(limits.cancel), nodes_(words_) {
    parent_buf_.resize(words_);
    occ_.assign(b_.n, 0);
    key_occ_.assign(b_.n, 0);
    area_label_.assign(b_.n, 0);
    mark_.assign(b_.n, 0);
    dfs_.resize(b_.n);
    corner_ = ring_corners(b_);
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
    std::uint64_t bytes = key_occ_.capacity() + (key_boxes_.capacity() + area_label_.capacity()) * sizeof(int) +
                          corner_.capacity() * sizeof(corner_[0]) +
                          (bm_states_.capacity() + bm_cur_.capacity()) * sizeof(Word) +
                          (bm_parent_.capacity() + bm_first_.capacity() + bm_move_.capacity() + bm_path_.capacity()) * 4 +
                          tunnel_pushes_.capacity() * 4 +
                          pending_.capacity() * sizeof(Pending) + on_path_.capacity() +
                          tunnel_.capacity() + tunnel_child_.capacity() * sizeof(Word) + nodes_.memory_bytes() +
                          (g_.capacity() + path_key_.capacity() + below_.capacity()) * sizeof(std::uint32_t) + cells_.capacity() * sizeof(Cell) + cell_of_key_.size() * 32;
    for (const Cell& c : cells_) bytes += c.heap.capacity() * sizeof(Entry);
    bytes += (targets_.capacity() + kept_.capacity() + kept_mark_.capacity() + park_index_.capacity()) * sizeof(int);
    for (const auto& dist : park_dist_) bytes += dist.capacity() * sizeof(std::uint16_t);
    for (const auto& dist : back_dist_) bytes += dist.capacity() * sizeof(std::uint16_t);
    for (const auto& dist : oop_dist_) bytes += dist.capacity() * sizeof(std::uint16_t);
    bytes += ex_reach_.capacity() * sizeof(int) + room_links_.memory_bytes() +
             dfs_.memory_bytes();
    if constexpr (requires(const PushDomain& d) { d.memory_bytes(); }) bytes += d_.memory_bytes();
    if (stuck_) bytes += stuck_->memory_bytes() + (learn_queue_.capacity() + learn_boxes_.capacity()) * 4;
    return bytes;
}

// Cell of a state: (packed prefix, out-of-plan boxes, connectivity), packed in one key.
std::uint32_t FessSearch::feature_key(const Word* s, bool label_areas) {
    // Its own occupancy (the advisors keep theirs in occ_), rewritten box by box.
    for (int q : key_boxes_) key_occ_[q] = 0;
    key_boxes_.clear();
    layout_.for_each_box(s, [&](int q) {
        key_occ_[q] = 1;
        key_boxes_.push_back(q);
    });
    int areas = 0;
    ++stamp_;
    for (int start = 0; start < b_.n; ++start) {
        if (key_occ_[start] || mark_[start] == stamp_) continue;
        ++areas;
        flood_fill(b_.next, start, [&](int t) { return key_occ_[t] != 0; }, mark_, stamp_, stack_);
        if (label_areas)
            for (int q : stack_) area_label_[q] = areas;
    }
    parent_areas_ = label_areas ? areas : -1;
    parent_numbered_ = false;
    return key_from_occupancy(areas);
}

void FessSearch::mark_kept(int packed, const std::vector<std::uint8_t>& occ) {
    plan_kept_squares(order_, packed, occ, kept_);
    ++kept_stamp_;
    for (int q : kept_) kept_mark_[q] = kept_stamp_;
}

std::uint32_t FessSearch::key_from_occupancy(int areas) {
    const int packed = plan_packed(order_, key_occ_);
    // Pull distance of the nearest box the plan does not keep to the next plan square (the nearest of
    // the first few when the fixed set has several to fill).
    next_dist_ = 0;
    plan_targets(order_, packed, key_occ_, targets_);
    if (!targets_.empty()) {
        constexpr std::size_t kMaxTargets = 8;
        int best = kFar;
        if (strict_plan_) {  // the kept boxes are the packed prefix of the goals: no marking per state
            const std::uint16_t* dist = dist_to(targets_[0]);
            for (int q : key_boxes_)
                if (order_.rank[q] < 0 || order_.rank[q] >= packed) best = std::min<int>(best, dist[q]);
        } else {
            mark_kept(packed, key_occ_);
            for (std::size_t i = 0; i < targets_.size() && i < kMaxTargets; ++i) {
                const std::uint16_t* dist = dist_to(targets_[i]);
                for (int q : key_boxes_)
                    if (!kept(q)) best = std::min<int>(best, dist[q]);
            }
        }
        next_dist_ = best;
    }
    const int oop = use_oop_ ? out_of_plan_count(order_, packed, key_occ_) : 0;
    hot_ = use_hotspots_ ? hotspots_.count(key_boxes_) : 0;
    // Festival's order: a box the plan can no longer take (its trap zone) puts the position below every
    // one on the plan. (fess-plan keeps such positions at their packed count: there the rank lost as many
    // levels as it won, docs/design/auto_solver.md.)
    const bool on_plan = !use_oop_ || !festival_ || trapped_count(order_, packed, key_occ_) == 0;
    const std::uint32_t key = (on_plan ? kOnPlanFlag : 0u) | (static_cast<std::uint32_t>(packed) << 16) |
                              (static_cast<std::uint32_t>(std::min(oop, 255)) << 8) |
                              static_cast<std::uint32_t>(std::min(areas, 255));
    if (festival_) {
        // A child of child_key: from the parent's links. A labelled parent (feature_key(s, true)) becomes
        // the anchor its children are computed from; any other position is computed whole.
        rooms_score_ = moved_to_ >= 0 ? room_links_.lost_after_move(b_, key_occ_, moved_from_, moved_to_)
                                      : room_links_.lost(b_, key_occ_, parent_areas_ >= 0);
        dist_score_ = 0;
        for (int q : key_boxes_) dist_score_ += std::min<int>(b_.min_goal_dist[q], 1000);
        full_score_ = festival_score(key, rooms_score_, hot_, dist_score_);
    }
    return key;
}

std::uint64_t FessSearch::festival_score(std::uint32_t key, int rooms, int hot, int dist) {
    auto cap = [](int v, int max) { return static_cast<std::uint64_t>(std::clamp(v, 0, max)); };
    const std::uint64_t packed = cap(static_cast<int>(key_step(key)), 127) + ((key & kOnPlanFlag) ? 128 : 0);
    return (255 - packed) << 56 | cap(static_cast<int>(key_areas(key)), 255) << 48 |
           cap(rooms, 255) << 40 | cap(static_cast<int>(key_oop(key)), 255) << 32 | cap(hot, 255) << 24 |
           cap(dist, 0xffffff);
}

std::uint32_t FessSearch::child_key(const Word* parent, const Word* child) {
    // The one box that moved, from `a` to `t` (anything else: the whole computation).
    int a = -1, t = -1;
    if (!layout_.one_box_moved(parent, child, a, t)) {
        const std::uint32_t key = feature_key(child);
        parent_areas_ = -1;  // key_occ_ no longer holds the parent
        return key;
    }
    if (parent_areas_ < 0) feature_key(parent, true);
    // Areas with `a` emptied: its empty neighbours' areas merge (or `a` is an area of its own).
    int labels[4], k = 0;
    for (int q : b_.next[a])
        if (q >= 0 && !key_occ_[q] && std::find(labels, labels + k, area_label_[q]) == labels + k)
            labels[k++] = area_label_[q];
    const int with_a = parent_areas_ + 1 - k;
    // Then `t` filled: t's area loses t and falls apart into as many pieces as t's empty neighbours
    // have separate areas without t.
    key_occ_[a] = 0;
    key_occ_[t] = 1;
    int near[4], m = 0;
    for (int q : b_.next[t])
        if (q >= 0 && !key_occ_[q]) near[m++] = q;
    int pieces = m;
    if (m >= 2 && ring_connected(b_, corner_, t, [&](int q) { return !key_occ_[q]; })) pieces = 1;
    else if (m >= 2) pieces = pieces_around(a, t);
    const int areas = with_a - 1 + pieces;
    std::replace(key_boxes_.begin(), key_boxes_.end(), a, t);
    moved_from_ = a;
    moved_to_ = t;
    const std::uint32_t key = key_from_occupancy(areas);
    moved_from_ = moved_to_ = -1;
    std::replace(key_boxes_.begin(), key_boxes_.end(), t, a);
    key_occ_[t] = 0;
    key_occ_[a] = 1;
    return key;
}

// Tarjan's depth-first numbering of the parent's empty squares (key_occ_ holds the parent), every area:
// entry time, the last entry time in the square's subtree, the lowest entry time its subtree reaches by
// one edge out of it, and its parent in the tree (-1 for the first square of an area).
void FessSearch::number_parent_areas() {
    std::fill(dfs_.in.begin(), dfs_.in.end(), 0);
    int timer = 0;
    for (int root = 0; root < b_.n; ++root) {
        if (key_occ_[root] || dfs_.in[root]) continue;
        dfs_.in[root] = dfs_.low[root] = ++timer;
        dfs_.up[root] = -1;
        dfs_.stack.assign(1, {root, 0});
        while (!dfs_.stack.empty()) {
            auto& [v, dir] = dfs_.stack.back();
            if (dir < 4) {
                const int w = b_.next[v][dir++];
                if (w < 0 || key_occ_[w]) continue;
                if (dfs_.in[w]) {
                    dfs_.low[v] = std::min(dfs_.low[v], dfs_.in[w]);
                    continue;
                }
                dfs_.in[w] = dfs_.low[w] = ++timer;
                dfs_.up[w] = v;
                dfs_.stack.push_back({w, 0});
                continue;
            }
            const int done = v;
            dfs_.last[done] = timer;
            dfs_.stack.pop_back();
            if (!dfs_.stack.empty()) {
                const int up = dfs_.stack.back().first;
                dfs_.low[up] = std::min(dfs_.low[up], dfs_.low[done]);
            }
        }
    }
    parent_numbered_ = true;
}

// The parent's box on `a` moved to `t` (key_occ_ holds the child): the separate areas t's empty
// neighbours fall into. In the parent, removing t cuts its area into the subtrees of its tree children
// whose subtree reaches no higher than t, plus the rest when t is not the first square of its area; `a`,
// now empty, joins the pieces it touches into one (a piece of its own when it touches t alone).
int FessSearch::pieces_around(int a, int t) {
    if (!parent_numbered_) {
        key_occ_[a] = 1;
        key_occ_[t] = 0;
        number_parent_areas();
        key_occ_[a] = 0;
        key_occ_[t] = 1;
    }
    int cut[4], cuts = 0;
    for (int c : b_.next[t])
        if (c >= 0 && c != a && !key_occ_[c] && dfs_.up[c] == t && dfs_.low[c] >= dfs_.in[t]) cut[cuts++] = c;
    const int pieces = cuts + (dfs_.up[t] >= 0 ? 1 : 0);
    auto piece_of = [&](int u) {
        for (int i = 0; i < cuts; ++i)
            if (dfs_.in[cut[i]] <= dfs_.in[u] && dfs_.in[u] <= dfs_.last[cut[i]]) return i;
        return cuts;  // the rest
    };
    bool touched[5] = {false, false, false, false, false}, next_to_t = false;
    int joined = 0;
    for (int u : b_.next[a]) {
        if (u < 0) continue;
        if (u == t) {
            next_to_t = true;
            continue;
        }
        if (key_occ_[u] || area_label_[u] != area_label_[t]) continue;
        const int piece = piece_of(u);
        if (!touched[piece]) {
            touched[piece] = true;
            ++joined;
        }
    }
    return pieces - joined + (joined > 0 || next_to_t ? 1 : 0);
}

std::uint32_t FessSearch::add_node(const Word* s, std::uint64_t mixed, std::uint32_t parent, std::uint32_t move,
                                   std::uint32_t g) {
    const std::uint32_t id = nodes_.add(s, mixed, parent, move, run_.guard(), [&] { return memory_bytes(); },
                                        3 * sizeof(std::uint32_t), [&](std::size_t cap) {
                                            g_.reserve(cap);
                                            path_key_.reserve(cap);
                                            below_.reserve(cap);
                                        });
    if (id != kNone) {
        g_.push_back(g);
        path_key_.push_back(0);
        below_.push_back(0);
    }
    return id;
}

bool FessSearch::open(std::uint32_t id, const Word* s, std::uint32_t h) {
    const std::uint32_t key = feature_key(s);
    return open_keyed(id, key, h);
}

bool FessSearch::open_keyed(std::uint32_t id, std::uint32_t key, std::uint32_t h) {
    if (best_cells_) {
        const std::uint32_t parent = nodes_.parent(id);
        if (parent != kNone && better_key(path_key_[parent], key)) key = path_key_[parent];
        if (!have_best_ || better_key(key, best_key_)) {
            if (corral_dead(id)) return true;  // a dead position never becomes the best cell
            best_key_ = key, have_best_ = true;
        }
    }
    path_key_[id] = key;
    // The budget must hold what this push adds before it is added: a new cell (its key and a slot in
    // cells_) and the growth of the cell's heap.
    auto it = cell_of_key_.find(key);
    std::uint64_t extra = 0;
    if (it == cell_of_key_.end()) {
        extra += 32 + 64;
        if (cells_.size() == cells_.capacity()) extra += std::max<std::size_t>(cells_.capacity(), 1) * sizeof(Cell);
    } else if (cells_[it->second].heap.size() == cells_[it->second].heap.capacity()) {
        extra += cells_[it->second].heap.capacity() * sizeof(Entry) + 64;
    }
    if (extra > 0 && !run_.guard().fits(memory_bytes() + extra)) return false;
    if (it == cell_of_key_.end()) {
        it = cell_of_key_.emplace(key, static_cast<std::uint32_t>(cells_.size())).first;
        cells_.emplace_back();
    }
    auto& heap = cells_[it->second].heap;
    // In a cell: fewest pushes first (FESS picks the state of least accumulated weight; measured here,
    // this beat greedy orders by far), ties: the next plan goal's distance, then the heuristic (pull sum
    // in `auto`'s fewest-pushes phase, Hungarian in the greedy one).
    // Festival mode: the state's own full score (set by key_from_occupancy or open_pending) instead.
    const std::uint32_t plan = static_cast<std::uint32_t>(next_dist_) * 4096 + h;
    if (festival_) heap.push_back({g_[id], id, full_score_});
    else if (greedy_cells_) heap.push_back({plan, id, g_[id]});
    else heap.push_back({g_[id], id, plan});
    std::push_heap(heap.begin(), heap.end(), worse);
    ++open_count_;
    return true;
}

void FessSearch::start() {
    if (use_packing_search_ && !planner_) {
        PackingSearchLimits limits;
        limits.max_ms = (packing_search_s_ >= 0 ? packing_search_s_ : time_limit_s_ * kPackingSearchShare) * 1000;
        limits.cpu_clock = cpu_clock_;
        limits.cancel = cancel_;
        planner_ = std::make_shared<PackingPlanner>(b_, order_, limits);
    }
    if (!use_packing_search_) planner_.reset();
    if (!planner_ || planner_->finished()) start_forward();
}

void FessSearch::start_forward() {
    forward_started_ = true;
    if (planner_) {
        if (const std::optional<PackingPlan>& plan = planner_->plan()) order_ = plan->order;
        planner_.reset();
    }
    strict_plan_ = order_.fixed_count == 0 &&
                   std::all_of(order_.steps.begin(), order_.steps.end(), [](const PlanStep& p) { return p.until < 0; });
    kept_mark_.assign(b_.n, 0);
    park_index_.assign(b_.n, -1);
    for (const PlanStep& step : order_.steps)
        if (goal_index_[step.to] < 0 && park_index_[step.to] < 0) {
            park_index_[step.to] = static_cast<int>(park_dist_.size());
            park_dist_.push_back(pull_distances(b_, step.to));
        }
    if (use_oop_) compute_out_of_plan_zones(b_, order_);
    if (festival_) {
        use_hotspots_ = true;
        room_links_ = RoomLinks(b_);
        ex_reach_.assign(b_.n, 0);
        back_dist_.assign(b_.n, {});
        oop_dist_.assign(order_.steps.size() + 1, {});
    }
    if (use_hotspots_) hotspots_ = Hotspots::compute(b_);
    // Scratch at its full size now, so that it is in the accounting from the start and never grows.
    pending_.reserve(b_.start_boxes.size() * 4 + 4);
    tunnel_pushes_.reserve(static_cast<std::size_t>(b_.n));
    tunnel_child_.reserve(words_);
    on_path_.assign(b_.n, 0);
    if (learn_deadlocks_) stuck_ = std::make_unique<StuckPatterns>(b_);
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

// Round robin over the cells: the best state of the next non-empty cell; with best_cells_ every other
// pick is the best state of the best cell seen (when it has one).
std::uint32_t FessSearch::next_open() {
    // The best state of the cell that is not a corral deadlock (deferred test), or kNone.
    auto pop = [&](std::vector<Entry>& heap) {
        while (!heap.empty()) {
            std::pop_heap(heap.begin(), heap.end(), worse);
            const Entry e = heap.back();
            heap.pop_back();
            --open_count_;
            if (!corral_dead(e.id)) return e.id;
        }
        return kNone;
    };
    pick_best_ = best_cells_ && !pick_best_;
    if (pick_best_) {
        const std::uint32_t id = pop(cells_[cell_of_key_.at(best_key_)].heap);
        if (id != kNone) return id;
    }
    for (;;) {
        if (open_count_ == 0) {
            finish(d_.pruning_is_sound() ? Status::Unsolvable : Status::Exhausted);
            return kNone;
        }
        if (cursor_ >= cells_.size()) cursor_ = 0;
        const std::uint32_t id = pop(cells_[cursor_++].heap);
        if (id != kNone) return id;
    }
}

bool FessSearch::step(std::uint64_t max_expansions) {
    // While the packing plan is searched, a step is one packing expansion (they are much longer).
    return run_.slice(
        forward_started_ || !use_packing_search_ ? max_expansions : 1, [&] { start(); },
        [&] {
            if (!forward_started_) {
                if (planner_->step(1)) start_forward();
                return true;
            }
            const std::uint32_t id = next_open();
            if (id == kNone) return false;  // the open lists are empty: the status says why
            expand(id);
            return true;
        },
        [&] { return open_count_; }, [&] { return memory_bytes(); });
}

bool FessSearch::corral_dead(std::uint32_t id) {
    if (!(below_[id] & kUntestedBit)) return (below_[id] & kLostBit) != 0;
    below_[id] &= ~kUntestedBit;
    int from = -1, to = -1;
    const std::uint32_t parent = nodes_.parent(id);
    if (parent == kNone || !layout_.one_box_moved(state(parent), state(id), from, to)) return false;
    if (!d_.corral_dead(state(id), to, stats_)) return false;
    below_[id] |= kLostBit;
    return true;
}

bool FessSearch::drop_if_dead(std::size_t i) {
    if (!corral_dead(pending_[i].id)) return false;
    pending_.erase(pending_.begin() + static_cast<std::ptrdiff_t>(i));
    return true;
}

bool FessSearch::drop_dead_pick(std::span<const int> picks) {
    return std::any_of(picks.begin(), picks.end(),
                       [&](int advised) { return advised >= 0 && drop_if_dead(static_cast<std::size_t>(advised)); });
}

void FessSearch::test_first_children(std::size_t count) {
    for (std::size_t i = 0; i < pending_.size() && i < count;)
        if (!drop_if_dead(i)) ++i;
}

bool FessSearch::still_alive(std::uint32_t id) {
    learn_queue_.clear();
    for (std::uint32_t a = id; a != kNone; a = nodes_.parent(a)) {
        if (below_[a] & kLostBit) return false;
        if (++below_[a] == kLearnAt) learn_queue_.push_back(a);
    }
    bool lost = false;
    for (std::uint32_t a : learn_queue_) {
        // The heavier test is optional: never run it where what it may add would pass the budget.
        if (!run_.guard().fits(memory_bytes() + stuck_->learn_bytes_bound())) break;
        learn_boxes_.clear();
        layout_.for_each_box(state(a), [&](int q) { learn_boxes_.push_back(q); });
        if (stuck_->learn(learn_boxes_, layout_.keeper(state(a)))) {
            below_[a] |= kLostBit;
            lost = true;
        }
    }
    const Word* s = state(id);
    if (!lost && stuck_->count() > 0)
        lost = stuck_->matches([&](int q) { return layout_.has_box(s, q); }, layout_.keeper(s), -1);
    if (lost) ++stuck_pruned_;
    return !lost;
}

void FessSearch::expand(std::uint32_t id) {
    if (stuck_ && !still_alive(id)) return;
    ++stats_.expanded;
    std::memcpy(parent_buf_.data(), state(id), words_ * sizeof(Word));
    d_.set_heuristic_parent(parent_buf_.data());  // every child below moves one box of this state
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
    if (run_.finished()) return;
    rank_pending(parent_buf_.data(), id);
    // A child packs more already: no macro needed. Festival mode has no packing macro (its advisors run
    // the opener).
    const bool macro = !festival_ && !pack_advised_ && (packing_macro(parent_buf_.data()), macro_.size() > 1);
    if (use_opener_ && !festival_ && !packs_more_ && !macro) {
        int opener = opener_advice(parent_buf_.data(), parent_key_);
        while (opener >= 0 && drop_if_dead(static_cast<std::size_t>(opener)))
            opener = opener_advice(parent_buf_.data(), parent_key_);
        if (opener >= 0) g_[pending_[opener].id] = g_[id];
    }
    if (!open_pending()) return finish(Status::Memout);
    // An advisor's move weighs nothing (FESS): the macro child keeps its parent's weight.
    if (macro) on_child(macro_child_.data(), d_.hash(macro_child_.data()), id, g_[id], 0, &macro_);
}

bool FessSearch::on_child(const Word* child, std::uint64_t hash, std::uint32_t parent, std::uint32_t g,
                          std::uint32_t mv, const std::vector<std::uint32_t>* macro) {
    if (run_.finished() || run_.poll_generated([&] { return memory_bytes(); })) return false;
    const std::uint64_t mixed = search::mix_hash(hash);
    const std::uint32_t old = nodes_.find(mixed, child);
    if (old != kNone) {
        ++stats_.duplicates;
        return true;
    }
    bool stuck = false;
    if (stuck_ && stuck_->count() > 0) {
        int from = -1, to = -1;
        const int pushed = layout_.one_box_moved(parent_buf_.data(), child, from, to) ? to : -1;
        stuck = stuck_->matches([&](int q) { return layout_.has_box(child, q); }, layout_.keeper(child), pushed);
        stuck_pruned_ += stuck;
    }
    const search::Cost h = stuck ? search::kDeadEnd : d_.child_heuristic(child, stats_);
    if (macro) mv = kMacroFlag | (*macro)[0];
    const std::uint32_t id = add_node(child, mixed, parent, mv, g);
    if (id == kNone) {
        finish(Status::Memout);
        return false;
    }
    if (deferring_) below_[id] |= kUntestedBit;
    if (h >= search::kDeadEnd) return true;  // kept in the index, never opened
    if (d_.is_goal(child) || (meeting_ && meeting_->contains(child))) {
        goal_ = id;
        finish(Status::Solved);
        return false;
    }
    stats_.depth = std::max(stats_.depth, g);
    if (defer_open_) {
        pending_.push_back({id, static_cast<std::uint32_t>(h), 0, 0, macro ? (*macro)[0] : mv, 0, 0, 0});
        return true;
    }
    if (!open(id, child, static_cast<std::uint32_t>(h))) {
        finish(Status::Memout);
        return false;
    }
    return true;
}

std::vector<std::uint32_t> FessSearch::solution_moves() const { return goal_ == kNone ? std::vector<std::uint32_t>{} : moves_to(goal_); }

std::uint32_t FessSearch::find(const search::Word* s) const {
    return nodes_.size() == 0 ? kNone : nodes_.find(search::mix_hash(d_.hash(s)), s);
}

std::vector<std::uint32_t> FessSearch::moves_to(std::uint32_t goal) const {
    std::vector<std::uint32_t> moves;
    for (std::uint32_t id = goal; id != kNone && nodes_.parent(id) != kNone; id = nodes_.parent(id)) {
        const std::uint32_t mv = nodes_.move(id);
        if (!(mv & kMacroFlag)) {
            moves.push_back(mv);
            continue;
        }
        const std::vector<std::uint32_t> pushes = macro_pushes(state(nodes_.parent(id)), state(id), mv & ~kMacroFlag);
        moves.insert(moves.end(), pushes.rbegin(), pushes.rend());
    }
    std::reverse(moves.begin(), moves.end());
    return moves;
}

void FessSearch::dump_cells() const {
    for (const auto& [key, index] : cell_of_key_)
        std::fprintf(stderr, "cell packed %u%s areas %u out of plan %u: %zu open\n", key_step(key),
                     (key & kOnPlanFlag) ? "" : " (trapped)", key_areas(key), key_oop(key), cells_[index].heap.size());
}
}  // namespace boxcar::sokoban
