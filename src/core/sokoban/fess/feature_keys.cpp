// The features of a FESS position (see feature_keys.hpp).
#include "sokoban/fess/feature_keys.hpp"

#include "common/flood_fill.hpp"
#include "sokoban/board/ring_connectivity.hpp"

#include <algorithm>

namespace boxcar::sokoban {

FeatureKeys::FeatureKeys(const PushBoard& board, const BoxState& layout, Options options)
    : b_(board), layout_(layout), opt_(options) {
    occ_.assign(b_.n, 0);
    area_label_.assign(b_.n, 0);
    mark_.assign(b_.n, 0);
    dfs_.resize(b_.n);
    corner_ = ring_corners(b_);
    goal_index_.assign(b_.n, -1);
    for (std::size_t i = 0; i < b_.goals.size(); ++i) goal_index_[b_.goals[i]] = static_cast<int>(i);
}

void FeatureKeys::start(const PackingOrder& order) {
    order_ = &order;
    strict_plan_ = order.fixed_count == 0 &&
                   std::all_of(order.steps.begin(), order.steps.end(), [](const PlanStep& p) { return p.until < 0; });
    kept_.reset(b_.n);
    park_index_.assign(b_.n, -1);
    for (const PlanStep& step : order.steps)
        if (goal_index_[step.to] < 0 && park_index_[step.to] < 0) {
            park_index_[step.to] = static_cast<int>(park_dist_.size());
            park_dist_.push_back(pull_distances(b_, step.to));
        }
    if (opt_.festival) room_links_ = RoomLinks(b_);
    if (opt_.hotspots) hotspots_ = Hotspots::compute(b_);
}

std::uint64_t FeatureKeys::memory_bytes() const {
    std::uint64_t bytes = occ_.capacity() + (boxes_.capacity() + area_label_.capacity()) * sizeof(int) +
                          corner_.capacity() * sizeof(corner_[0]) +
                          (targets_.capacity() + park_index_.capacity()) * sizeof(int) + kept_.memory_bytes() +
                          room_links_.memory_bytes() + dfs_.memory_bytes();
    for (const auto& dist : park_dist_) bytes += dist.capacity() * sizeof(std::uint16_t);
    return bytes;
}

CellFeatures FeatureKeys::of(const Word* s) { return of_position(s, false); }

CellFeatures FeatureKeys::of_parent(const Word* s) { return of_position(s, true); }

// Cell of a state: (packed prefix, out-of-plan boxes, connectivity), packed in one key.
CellFeatures FeatureKeys::of_position(const Word* s, bool anchor) {
    for (int q : boxes_) occ_[q] = 0;
    boxes_.clear();
    layout_.for_each_box(s, [&](int q) {
        occ_[q] = 1;
        boxes_.push_back(q);
    });
    int areas = 0;
    ++stamp_;
    for (int start = 0; start < b_.n; ++start) {
        if (occ_[start] || mark_[start] == stamp_) continue;
        ++areas;
        flood_fill(b_.next, start, [&](int t) { return occ_[t] != 0; }, mark_, stamp_, stack_);
        if (anchor)
            for (int q : stack_) area_label_[q] = areas;
    }
    anchor_areas_ = anchor ? areas : -1;
    anchor_numbered_ = false;
    return from_occupancy(areas, {-1, -1});
}

CellFeatures FeatureKeys::from_occupancy(int areas, std::pair<int, int> moved) {
    const PackingOrder& order = *order_;
    CellFeatures f;
    const int packed = plan_packed(order, occ_);
    // Pull distance of the nearest box the plan does not keep to the next plan square (the nearest of
    // the first few when the fixed set has several to fill).
    plan_targets(order, packed, occ_, targets_);
    if (!targets_.empty()) {
        constexpr std::size_t kMaxTargets = 8;
        int best = kFar;
        if (strict_plan_) {  // the kept boxes are the packed prefix of the goals: no marking per state
            const std::uint16_t* dist = dist_to(targets_[0]);
            for (int q : boxes_)
                if (order.rank[q] < 0 || order.rank[q] >= packed) best = std::min<int>(best, dist[q]);
        } else {
            kept_.mark(order, packed, occ_);
            for (std::size_t i = 0; i < targets_.size() && i < kMaxTargets; ++i) {
                const std::uint16_t* dist = dist_to(targets_[i]);
                for (int q : boxes_)
                    if (!kept_(q)) best = std::min<int>(best, dist[q]);
            }
        }
        f.next_dist = best;
    }
    const int oop = opt_.out_of_plan ? out_of_plan_count(order, packed, occ_) : 0;
    f.hotspots = opt_.hotspots ? hotspots_.count(boxes_) : 0;
    // Festival's order: a box the plan can no longer take (its trap zone) puts the position below every
    // one on the plan. (fess-plan keeps such positions at their packed count: there the rank lost as many
    // levels as it won, docs/design/auto_solver.md.)
    const bool on_plan = !opt_.out_of_plan || !opt_.festival || trapped_count(order, packed, occ_) == 0;
    f.key = cell_key::make(on_plan, packed, oop, areas);
    if (opt_.festival) {
        // A child of of_child: from the anchor's links. An anchor becomes the one its children are
        // computed from; any other position is computed whole.
        f.rooms = moved.second >= 0 ? room_links_.lost_after_move(b_, occ_, moved.first, moved.second)
                                    : room_links_.lost(b_, occ_, anchor_areas_ >= 0);
        int dist = 0;
        for (int q : boxes_) dist += std::min<int>(b_.min_goal_dist[q], 1000);
        f.score = cell_key::festival_score(f.key, f.rooms, f.hotspots, dist);
    }
    return f;
}

CellFeatures FeatureKeys::of_child(const Word* parent, const Word* child) {
    // The one box that moved, from `a` to `t` (anything else: the whole computation).
    int a = -1, t = -1;
    if (!layout_.one_box_moved(parent, child, a, t)) {
        const CellFeatures f = of(child);
        anchor_areas_ = -1;  // occ_ no longer holds the anchor
        return f;
    }
    if (anchor_areas_ < 0) of_parent(parent);
    // Areas with `a` emptied: its empty neighbours' areas merge (or `a` is an area of its own).
    int labels[4], k = 0;
    for (int q : b_.next[a])
        if (q >= 0 && !occ_[q] && std::find(labels, labels + k, area_label_[q]) == labels + k)
            labels[k++] = area_label_[q];
    const int with_a = anchor_areas_ + 1 - k;
    // Then `t` filled: t's area loses t and falls apart into as many pieces as t's empty neighbours
    // have separate areas without t.
    occ_[a] = 0;
    occ_[t] = 1;
    int m = 0;  // t's empty neighbours
    for (int q : b_.next[t])
        if (q >= 0 && !occ_[q]) ++m;
    int pieces = m;
    if (m >= 2 && ring_connected(b_, corner_, t, [&](int q) { return !occ_[q]; })) pieces = 1;
    else if (m >= 2) pieces = pieces_around(a, t);
    const int areas = with_a - 1 + pieces;
    std::replace(boxes_.begin(), boxes_.end(), a, t);
    const CellFeatures f = from_occupancy(areas, {a, t});
    std::replace(boxes_.begin(), boxes_.end(), t, a);
    occ_[t] = 0;
    occ_[a] = 1;
    return f;
}

// Tarjan's depth-first numbering of the anchor's empty squares (occ_ holds the anchor), every area:
// entry time, the last entry time in the square's subtree, the lowest entry time its subtree reaches by
// one edge out of it, and its parent in the tree (-1 for the first square of an area).
void FeatureKeys::number_anchor_areas() {
    std::fill(dfs_.in.begin(), dfs_.in.end(), 0);
    int timer = 0;
    for (int root = 0; root < b_.n; ++root) {
        if (occ_[root] || dfs_.in[root]) continue;
        dfs_.in[root] = dfs_.low[root] = ++timer;
        dfs_.up[root] = -1;
        dfs_.stack.assign(1, {root, 0});
        while (!dfs_.stack.empty()) {
            auto& [v, dir] = dfs_.stack.back();
            if (dir < 4) {
                const int w = b_.next[v][dir++];
                if (w < 0 || occ_[w]) continue;
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
    anchor_numbered_ = true;
}

// The anchor's box on `a` moved to `t` (occ_ holds the child): the separate areas t's empty neighbours
// fall into. In the anchor, removing t cuts its area into the subtrees of its tree children whose
// subtree reaches no higher than t, plus the rest when t is not the first square of its area; `a`, now
// empty, joins the pieces it touches into one (a piece of its own when it touches t alone).
int FeatureKeys::pieces_around(int a, int t) {
    if (!anchor_numbered_) {
        occ_[a] = 1;
        occ_[t] = 0;
        number_anchor_areas();
        occ_[a] = 0;
        occ_[t] = 1;
    }
    int cut[4], cuts = 0;
    for (int c : b_.next[t])
        if (c >= 0 && c != a && !occ_[c] && dfs_.up[c] == t && dfs_.low[c] >= dfs_.in[t]) cut[cuts++] = c;
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
        if (occ_[u] || area_label_[u] != area_label_[t]) continue;
        const int piece = piece_of(u);
        if (!touched[piece]) {
            touched[piece] = true;
            ++joined;
        }
    }
    return pieces - joined + (joined > 0 || next_to_t ? 1 : 0);
}

}  // namespace boxcar::sokoban
