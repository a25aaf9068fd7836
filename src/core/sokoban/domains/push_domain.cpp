// The push-level Sokoban domain (see push_domain.hpp).
#include "sokoban/domains/push_domain.hpp"

#include "common/flood_fill.hpp"
#include "common/rng.hpp"
#include "sokoban/board/ring_connectivity.hpp"

#include <algorithm>
#include <cstdlib>

namespace boxcar::sokoban {

PushDomain::PushDomain(const PushBoard& board, const PushDomainOptions& options)
    : b_(board), opt_(options), layout_(board.n), estimator_(board), detector_(board) {
    words_ = layout_.words();
    SplitMix64 rng(kZobristSeed);
    zobrist_box_.resize(b_.n);
    zobrist_keeper_.resize(b_.n);
    for (auto& z : zobrist_box_) z = rng.next();
    for (auto& z : zobrist_keeper_) z = rng.next();
    nongoal_mask_.assign(words_, 0);
    for (int s = 0; s < b_.n; ++s)
        if (!b_.is_goal[s]) layout_.add_box(nongoal_mask_.data(), s);
    occ_.assign(b_.n, 0);
    reach_.assign(b_.n, 0);
    reach2_.assign(b_.n, 0);
    disc_.assign(b_.n, 0);
    low_.assign(b_.n, 0);
    art_.assign(b_.n, 0);
    dist_.assign(b_.n, 0);
    child_.assign(words_, 0);
    corner_ = ring_corners(b_);
    if (opt_.deadlocks & kCorral) {
        detector_.allocate_caches();  // counted in memory_bytes() from the start
        if (opt_.dead_pattern_bytes > 0) detector_.enable_dead_patterns(opt_.dead_pattern_bytes);
    }
}

std::vector<int> PushDomain::boxes_of(const Word* s) const {
    std::vector<int> boxes;
    layout_.for_each_box(s, [&](int q) { boxes.push_back(q); });
    return boxes;
}

int PushDomain::normalized_keeper(int from) const {
    return flood_fill(b_.next, from, [&](int t) { return occ_[t] != 0; }, reach2_, ++stamp2_, queue_);
}

void PushDomain::find_articulations(int root) const {
    ++art_stamp_;  // art_ == art_stamp_ marks articulation points; reach2_ == -art_stamp_ marks visited
    int timer = 0;
    dfs_.clear();
    auto visit = [&](int v, int parent) {
        disc_[v] = ++timer;
        low_[v] = timer;
        reach2_[v] = -art_stamp_;  // visited mark in this pass (reach2_ stamps are positive)
        dfs_.push_back({v, parent, 0});
    };
    visit(root, -1);
    int root_children = 0;
    while (!dfs_.empty()) {
        DfsFrame& f = dfs_.back();
        if (f.dir < 4) {
            const int w = b_.next[f.v][f.dir++];
            if (w < 0 || reach_[w] != stamp_) continue;
            if (reach2_[w] != -art_stamp_) {
                if (f.v == root) ++root_children;
                visit(w, f.v);
            } else if (w != f.parent) {
                low_[f.v] = std::min(low_[f.v], disc_[w]);
            }
            continue;
        }
        const int v = f.v;
        dfs_.pop_back();
        if (dfs_.empty()) break;
        const int p = dfs_.back().v;
        low_[p] = std::min(low_[p], low_[v]);
        if (p != root && low_[v] >= disc_[p]) art_[p] = art_stamp_;
    }
    if (root_children > 1) art_[root] = art_stamp_;
}

void PushDomain::initial_state(Word* out) const {
    std::fill(out, out + words_, 0);
    for (int s : b_.start_boxes) layout_.add_box(out, s);
    int keeper = b_.start_keeper;
    if (opt_.objective == Objective::Any) {
        for (int s : b_.start_boxes) occ_[s] = 1;
        keeper = normalized_keeper(keeper);
        for (int s : b_.start_boxes) occ_[s] = 0;
    }
    layout_.set_keeper(out, keeper);
}

std::uint64_t PushDomain::hash(const Word* s) const {
    std::uint64_t h = zobrist_keeper_[layout_.keeper(s)];
    layout_.for_each_box(s, [&](int q) { h ^= zobrist_box_[q]; });
    return h;
}

bool PushDomain::is_goal(const Word* s) const {
    for (std::size_t w = 0; w < words_; ++w)
        if (s[w] & nongoal_mask_[w]) return false;
    return true;
}

std::uint64_t PushDomain::prepare_boxes(const Word* s) const {
    boxes_.clear();
    std::uint64_t h = 0;
    layout_.for_each_box(s, [&](int q) {
        boxes_.push_back(q);
        occ_[q] = 1;
        h ^= zobrist_box_[q];
    });
    return h;
}

std::uint64_t PushDomain::prepare(const Word* s) const {
    const std::uint64_t h = prepare_boxes(s);
    // Keeper's area, with walking distances when the objective counts moves (BFS).
    const int keeper = layout_.keeper(s);
    if (opt_.objective == Objective::Any) {
        flood_fill(b_.next, keeper, [&](int t) { return occ_[t] != 0; }, reach_, ++stamp_, area_);
    } else {
        dist_[keeper] = 0;
        flood_fill(b_.next, keeper, [&](int t) { return occ_[t] != 0; }, reach_, ++stamp_, area_,
                   [&](int t, int q) { dist_[t] = dist_[q] + 1; });
    }
    area_min1_ = area_min2_ = -1;
    for (int q : area_) {
        if (area_min1_ < 0 || q < area_min1_) {
            area_min2_ = area_min1_;
            area_min1_ = q;
        } else if (area_min2_ < 0 || q < area_min2_) {
            area_min2_ = q;
        }
    }
    art_root_ = keeper;
    art_ready_ = false;  // find_articulations runs on the first push that needs it
    return h;
}

bool PushDomain::corral_dead(const Word* s, int pushed_to, search::SearchStats& stats) const {
    if (!(opt_.deadlocks & kCorral) || opt_.objective != Objective::Any) return false;
    prepare(s);
    const bool dead = detector_.corral_deadlock(occ_, reach_, stamp_, pushed_to);
    finish_expand();
    if (dead) ++stats.pruned_corral;
    return dead;
}

void PushDomain::finish_expand() const {
    for (int s : boxes_) occ_[s] = 0;
}

bool PushDomain::try_push(const Word* s, std::size_t i, int d, std::uint64_t box_hash,
                          search::SearchStats& stats, Cost& cost, KnownFn known, void* known_ctx) const {
    const int box = boxes_[i];
    const int from = b_.next[box][opposite(d)], to = b_.next[box][d];
    if (from < 0 || to < 0 || reach_[from] != stamp_ || occ_[to]) return false;
    const unsigned dl = opt_.deadlocks;
    if ((dl & kDeadSquares) && b_.dead[to]) {
        ++stats.pruned_dead;
        note_pruned(box, to, search::PrunedBy::Dead);
        return false;
    }
    occ_[box] = 0;
    occ_[to] = 1;
    bool pruned = false;
    if ((dl & kFreeze) && detector_.freeze_deadlock(occ_, to, (dl & kDeadSquares) != 0)) {
        ++stats.pruned_freeze;
        note_pruned(box, to, search::PrunedBy::Freeze);
        pruned = true;
    }
    // The child's keeper: the smallest square of its area (objective any), found without a flood when
    // the push cannot change the area's shape much (fast path below); the corral test needs the area.
    int keeper = box;
    const bool needs_area = opt_.objective == Objective::Any || (dl & kCorral);
    bool fast = false;
    if (!pruned && needs_area) {
        // Fast path: the target does not split the keeper's area and the box's old square opens no pocket.
        const bool target_in_area = reach_[to] == stamp_;
        // A target whose area neighbours are joined around it splits nothing; otherwise ask Tarjan.
        fast = !target_in_area || ring_connected(b_, corner_, to, [&](int q) { return reach_[q] == stamp_; });
        if (!fast) {
            if (!art_ready_) {
                find_articulations(art_root_);
                art_ready_ = true;
            }
            fast = art_[to] != art_stamp_;
        }
        for (int k = 0; k < 4 && fast; ++k) {
            const int u = b_.next[box][k];
            if (u >= 0 && !occ_[u] && reach_[u] != stamp_) fast = false;
        }
        int smallest;
        if (fast) {
            ++fast_path_used_;
            const int rest = (target_in_area && to == area_min1_) ? area_min2_ : area_min1_;
            smallest = rest < 0 ? box : std::min(rest, box);
            if (verify_fast_path_ && normalized_keeper(box) != smallest) ++fast_path_mismatches_;
        } else {
            smallest = normalized_keeper(box);
        }
        if (opt_.objective == Objective::Any) keeper = smallest;
    }
    if (!pruned) pruned = !make_child(s, i, to, keeper, box_hash, stats, known, known_ctx);
    if (!pruned && needs_area && (dl & kCorral) && !defer_corral_) {
        bool dead;
        if (fast) {
            // The child's area as marks: the parent's area without the target, plus the old box square.
            const int saved_to = reach_[to], saved_box = reach_[box];
            reach_[to] = 0;
            reach_[box] = stamp_;
            dead = detector_.corral_deadlock(occ_, reach_, stamp_, to);
            reach_[to] = saved_to;
            reach_[box] = saved_box;
        } else {
            dead = detector_.corral_deadlock(occ_, reach2_, stamp2_, to);
        }
        if (dead) {
            ++stats.pruned_corral;
            note_pruned(box, to, search::PrunedBy::Corral);
            pruned = true;
        }
    }
    occ_[to] = 0;
    occ_[box] = 1;
    if (pruned) return false;
    const Cost walk = dist_[from];
    switch (opt_.objective) {
    case Objective::Any: cost = 1; break;  // walk unused (dist_ is not filled for `any`)
    case Objective::Pushes: cost = kTie + walk + 1; break;
    case Objective::Moves: cost = (walk + 1) * kTie + 1; break;
    }
    return true;
}

void PushDomain::begin_box_moves(const Word* parent) const {
    parent_box_hash_ = prepare_boxes(parent);
    if (moving_areas_.size() < boxes_.size()) {
        moving_areas_.resize(boxes_.size());
        built_.assign(boxes_.size(), 0);
    }
    ++moves_stamp_;
}

std::size_t PushDomain::moving_box_slot(int origin) const {
    return static_cast<std::size_t>(std::lower_bound(boxes_.begin(), boxes_.end(), origin) - boxes_.begin());
}

const SingleBoxAreas& PushDomain::moving_box_areas(std::size_t i) const {
    SingleBoxAreas& areas = moving_areas_[i];
    if (built_[i] != moves_stamp_) {
        built_[i] = moves_stamp_;
        const int origin = boxes_[i];
        occ_[origin] = 0;
        areas.build(b_, occ_, origin);
        occ_[origin] = 1;
    }
    return areas;
}

bool PushDomain::try_moved_push(const Word* s, std::size_t i, const SingleBoxAreas& areas, int keeper_piece, int d,
                                std::uint64_t box_hash, search::SearchStats& stats, KnownFn known,
                                void* known_ctx) const {
    const int box = boxes_[i];
    const int from = b_.next[box][opposite(d)], to = b_.next[box][d];
    if (from < 0 || to < 0 || occ_[to] || !areas.reached(from) || areas.piece(box, from) != keeper_piece) return false;
    const unsigned dl = opt_.deadlocks;
    if ((dl & kDeadSquares) && b_.dead[to]) {
        ++stats.pruned_dead;
        note_pruned(box, to, search::PrunedBy::Dead);
        return false;
    }
    occ_[box] = 0;
    occ_[to] = 1;
    bool pruned = false;
    if ((dl & kFreeze) && detector_.freeze_deadlock(occ_, to, (dl & kDeadSquares) != 0)) {
        ++stats.pruned_freeze;
        note_pruned(box, to, search::PrunedBy::Freeze);
        pruned = true;
    }
    // The keeper, on the box's old square: the smallest square of its piece around the box's new one.
    const int keeper = pruned ? box : areas.smallest(to, areas.piece(to, box));
    if (!pruned) pruned = !make_child(s, i, to, keeper, box_hash, stats, known, known_ctx);
    if (!pruned && (dl & kCorral) && !defer_corral_) {
        normalized_keeper(box);  // the child's area as reach2_ marks
        if (detector_.corral_deadlock(occ_, reach2_, stamp2_, to)) {
            ++stats.pruned_corral;
            note_pruned(box, to, search::PrunedBy::Corral);
            pruned = true;
        }
    }
    occ_[to] = 0;
    occ_[box] = 1;
    return !pruned;
}

bool PushDomain::make_child(const Word* s, std::size_t i, int to, int keeper, std::uint64_t box_hash,
                            search::SearchStats& stats, KnownFn known, void* known_ctx) const {
    const int box = boxes_[i];
    std::copy(s, s + words_, child_.begin());
    layout_.move_box(child_.data(), box, to);
    layout_.set_keeper(child_.data(), keeper);
    child_hash_ = box_hash ^ zobrist_box_[box] ^ zobrist_box_[to] ^ zobrist_keeper_[keeper];
    // A child the caller has already seen is dropped before the costlier tests below: it was tested
    // when it was first reached (the caller drops it either way).
    if (known && known(known_ctx, child_.data(), child_hash_)) return false;
    if ((opt_.deadlocks & kBipartite) && !(opt_.informed && opt_.heuristic == Heuristic::Hungarian) &&
        loses_a_goal(box, to)) {
        boxes_[i] = to;
        const bool ok = estimator_.has_perfect_matching(boxes_);
        boxes_[i] = box;
        if (!ok) {
            ++stats.pruned_bipartite;
            note_pruned(box, to, search::PrunedBy::Bipartite);
            return false;
        }
    }
    return true;
}

void PushDomain::report_pruned(int box, int to, search::PrunedBy test) const {
    for (int d = 0; d < 4; ++d)
        if (b_.next[box][d] == to) prune_listener_->pruned(static_cast<std::uint32_t>(box * 4 + d), test);
}

bool PushDomain::loses_a_goal(int from, int to) const {
    for (const auto& dist : b_.goal_dist)
        if (dist[from] != kFar && dist[to] == kFar) return true;
    return false;
}

search::Cost PushDomain::heuristic(const Word* s, search::SearchStats& stats) const {
    h_boxes_.clear();
    layout_.for_each_box(s, [&](int q) { h_boxes_.push_back(q); });
    int pushes = 0;
    switch (opt_.heuristic) {
    case Heuristic::Manhattan: pushes = estimator_.greedy_manhattan(h_boxes_); break;
    case Heuristic::Euclid: pushes = estimator_.greedy_euclid(h_boxes_); break;
    case Heuristic::Pull:
    case Heuristic::PullKeeper: pushes = estimator_.pull_sum(h_boxes_); break;
    case Heuristic::Hungarian: pushes = estimator_.hungarian(h_boxes_); break;
    }
    return finish_heuristic(pushes, s, stats);
}

search::Cost PushDomain::finish_heuristic(int pushes, const Word* s, search::SearchStats& stats) const {
    if (pushes == kNoMatching) {
        if (opt_.heuristic == Heuristic::Hungarian) ++stats.pruned_bipartite;
        else ++stats.pruned_dead;
        return search::kDeadEnd;
    }
    Cost walk = 0;  // lower bound on walking moves still needed (pull-keeper only; h_boxes_ holds s's boxes)
    if (opt_.heuristic == Heuristic::PullKeeper && !is_goal(s)) {
        const int k = layout_.keeper(s);
        int best = 1 << 30;
        for (int box : h_boxes_)
            best = std::min(best, std::abs(b_.x(box) - b_.x(k)) + std::abs(b_.y(box) - b_.y(k)));
        walk = std::max(0, best - 1);
    }
    switch (opt_.objective) {
    case Objective::Any: return pushes + walk;
    case Objective::Pushes: return Cost(pushes) * kTie + pushes + walk;
    case Objective::Moves: return (Cost(pushes) + walk) * kTie + pushes;
    }
    return pushes;
}

void PushDomain::set_heuristic_parent(const Word* parent) const {
    heuristic_parent_.assign(parent, parent + words_);
    heuristic_base_ = BaseState::Unset;
}

search::Cost PushDomain::child_heuristic(const Word* child, search::SearchStats& stats) const {
    if (opt_.heuristic != Heuristic::Hungarian || heuristic_parent_.empty()) return heuristic(child, stats);
    // The one box that moved: its square in the parent (from) and in the child (to).
    int from = -1, to = -1;
    if (!layout_.one_box_moved(heuristic_parent_.data(), child, from, to)) return heuristic(child, stats);
    if (heuristic_base_ == BaseState::Unset) {
        h_boxes_.clear();
        layout_.for_each_box(heuristic_parent_.data(), [&](int q) { h_boxes_.push_back(q); });
        estimator_.set_base(h_boxes_);
        heuristic_base_ = estimator_.has_base() ? BaseState::Kept : BaseState::None;
    }
    if (heuristic_base_ == BaseState::None) return heuristic(child, stats);
    return finish_heuristic(estimator_.moved(from, to), child, stats);
}

std::uint64_t PushDomain::memory_bytes() const {
    std::uint64_t bytes = detector_.memory_bytes();
    bytes += (zobrist_box_.capacity() + zobrist_keeper_.capacity() + nongoal_mask_.capacity() + child_.capacity()) * 8;
    bytes += heuristic_parent_.capacity() * 8;
    for (const SingleBoxAreas& areas : moving_areas_) bytes += areas.memory_bytes();
    bytes += built_.capacity() * sizeof(int);
    bytes += occ_.capacity() + pi_pushes_.capacity() * 4 + dfs_.capacity() * sizeof(DfsFrame) +
             corner_.capacity() * sizeof(corner_[0]);
    bytes += (boxes_.capacity() + h_boxes_.capacity() + reach_.capacity() + dist_.capacity() + queue_.capacity() + area_.capacity() +
              reach2_.capacity() + disc_.capacity() + low_.capacity() + art_.capacity()) * sizeof(int);
    // The push board: neighbour table, goal distances (the biggest part: goals x squares), flags.
    bytes += b_.next.capacity() * sizeof(b_.next[0]) + (b_.cell_of.capacity() + b_.goals.capacity()) * sizeof(int);
    for (const auto& g : b_.goal_dist) bytes += g.capacity() * sizeof(std::uint16_t);
    bytes += b_.square_of.capacity() * sizeof(int) + b_.min_goal_dist.capacity() * 2 + b_.is_goal.capacity() +
             b_.dead.capacity();
    return bytes;
}

std::pair<long long, long long> PushDomain::split_cost(Cost c) const {
    switch (opt_.objective) {
    case Objective::Any: return {c, -1};
    case Objective::Pushes: return {c / kTie, c % kTie};
    case Objective::Moves: return {c % kTie, c / kTie};
    }
    return {c, -1};
}

}  // namespace boxcar::sokoban
