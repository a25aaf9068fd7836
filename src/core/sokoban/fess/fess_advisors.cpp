// FessSearch's advisors (see fess_advisors.hpp).
#include "sokoban/fess/fess_advisors.hpp"

#include "common/flood_fill.hpp"

#include <algorithm>

namespace boxcar::sokoban {

FessAdvisors::FessAdvisors(const PushBoard& board, const BoxState& layout, const FessDesc& desc, bool hotspots,
                           Fits fits)
    : b_(board), layout_(layout), desc_(desc), hotspots_(hotspots), fits_(std::move(fits)) {
    occ_.assign(b_.n, 0);
    mark_.assign(b_.n, 0);
}

void FessAdvisors::start(const PackingOrder& order) {
    order_ = &order;
    kept_.reset(b_.n);
    if (desc_.festival_advisors) {
        ex_reach_.assign(b_.n, 0);
        back_dist_.assign(b_.n, {});
        oop_dist_.assign(order.steps.size() + 1, {});
    }
    on_path_.assign(b_.n, 0);
}

std::uint64_t FessAdvisors::memory_bytes() const {
    std::uint64_t bytes = occ_.capacity() + on_path_.capacity() + kept_.memory_bytes() +
                          (mark_.capacity() + stack_.capacity() + targets_.capacity() + ex_reach_.capacity() +
                           ex_boxes_.capacity() + opener_dist_.capacity() + rev_dist_.capacity() +
                           rev_parent_.capacity() + rev_queue_.capacity() + reach_queue_.capacity()) *
                                  sizeof(int);
    for (const auto& dist : back_dist_) bytes += dist.capacity() * sizeof(std::uint16_t);
    for (const auto& dist : oop_dist_) bytes += dist.capacity() * sizeof(std::uint16_t);
    return bytes;
}

bool FessAdvisors::better_child(const Child& a, const Child& b) const {
    if (desc_.festival_advisors) return a.f.score < b.f.score;
    if (a.f.key != b.f.key) return cell_key::better(a.f.key, b.f.key);
    if (!hotspots_) return false;
    if (a.f.hotspots != b.f.hotspots) return a.f.hotspots < b.f.hotspots;
    return a.f.next_dist < b.f.next_dist;
}

FessAdvisors::Picks FessAdvisors::pick(const Word* parent, const CellFeatures& parent_features,
                                       std::span<const Child> children) {
    return desc_.festival_advisors ? festival_set(parent, parent_features, children)
                                   : fess_set(parent, parent_features, children);
}

// FESS's set:
//   pack          the best child (better_child) that packs more than its parent;
//   connectivity  the child that joins the most empty floor areas (fewer than its parent has; ties: the
//                 better child with hotspots on, else the first);
//   out of plan   the best child with fewer boxes out of plan than its parent, no less packed and no
//                 more areas;
//   hotspots      the best child with fewer hotspots than its parent and no less packed;
//   blocker       see blocker_advice.
FessAdvisors::Picks FessAdvisors::fess_set(const Word* parent, const CellFeatures& parent_features,
                                           std::span<const Child> children) {
    Picks picks;
    const std::uint32_t parent_key = parent_features.key;
    int connect = -1, pack = -1, oop = -1, hot = -1;
    std::uint32_t best_areas = cell_key::areas(parent_key);
    for (std::size_t i = 0; i < children.size(); ++i) {
        const Child& p = children[i];
        const std::uint32_t key = p.f.key;
        const int at = static_cast<int>(i);
        if (desc_.connectivity_advisor &&
            (cell_key::areas(key) < best_areas ||
             (connect >= 0 && cell_key::areas(key) == best_areas && hotspots_ && better_child(p, children[connect])))) {
            best_areas = cell_key::areas(key);
            connect = at;
        }
        const bool no_less_packed = cell_key::packed(key) >= cell_key::packed(parent_key);
        picks.packs_more = picks.packs_more || cell_key::packed(key) > cell_key::packed(parent_key);
        if (desc_.pack_advisor && cell_key::packed(key) > cell_key::packed(parent_key) &&
            (pack < 0 || better_child(p, children[pack])))
            pack = at;
        if (desc_.out_of_plan_advisor && cell_key::out_of_plan(key) < cell_key::out_of_plan(parent_key) &&
            no_less_packed && cell_key::areas(key) <= cell_key::areas(parent_key) &&
            (oop < 0 || better_child(p, children[oop])))
            oop = at;
        if (hotspots_ && p.f.hotspots < parent_features.hotspots && no_less_packed &&
            (hot < 0 || better_child(p, children[hot])))
            hot = at;
    }
    const int blocker = desc_.blocker_advisor ? blocker_advice(parent, children) : -1;
    picks.at = {connect, pack, oop, hot, blocker};
    picks.count = 5;
    picks.pack = pack >= 0;
    return picks;
}

// Festival's set: each advisor picks at most one child, never one that packs less than the parent (the
// best by full score): pack, connectivity, rooms, hotspots (the child improving that feature), out of
// plan, explorer, opener (when nothing packs more), and the first child of a position with two at most.
FessAdvisors::Picks FessAdvisors::festival_set(const Word* parent, const CellFeatures& parent_features,
                                               std::span<const Child> children) {
    Picks picks;
    const std::uint32_t parent_key = parent_features.key;
    const std::uint32_t parent_packed = cell_key::packed(parent_key);
    int pack = -1, connect = -1, rooms = -1, hot = -1;
    for (std::size_t i = 0; i < children.size(); ++i) {
        const Child& p = children[i];
        if (cell_key::packed(p.f.key) < parent_packed) continue;
        auto take = [&](int& advice) {
            if (advice < 0 || p.f.score < children[advice].f.score) advice = static_cast<int>(i);
        };
        if (cell_key::packed(p.f.key) > parent_packed) picks.packs_more = true, take(pack);
        if (cell_key::areas(p.f.key) < cell_key::areas(parent_key)) take(connect);
        if (p.f.rooms < parent_features.rooms) take(rooms);
        if (p.f.hotspots < parent_features.hotspots) take(hot);
    }
    const int oop = oop_advice(parent, parent_features, children);
    const int explorer = explorer_advice(parent, parent_key, children);
    const int open = picks.packs_more ? -1 : opener(parent, parent_key, parent_features.rooms, children);
    const int first = !children.empty() && children.size() <= 2 ? 0 : -1;
    picks.at = {pack, connect, rooms, hot, oop, explorer, open, first};
    picks.count = 8;
    picks.pack = pack >= 0;
    return picks;
}

bool FessAdvisors::reversible(int from, int to) {
    auto& dist = back_dist_[from];
    // Built on first use, within the memory budget (else taken as irreversible).
    if (dist.empty() && !fits_(b_.n * sizeof(std::uint16_t))) return false;
    if (dist.empty()) dist = pull_distances(b_, from);
    return dist[to] != kFar;
}

const std::vector<std::uint16_t>& FessAdvisors::oop_distance(int packed) {
    auto& dist = oop_dist_[packed];
    if (!dist.empty()) return dist;
    dist.assign(b_.n, kFar);
    const auto& zone = order_->oop_zone[packed < order_->fixed_count ? 0 : packed];
    std::vector<int>& queue = rev_queue_;
    queue.clear();
    for (int q = 0; q < b_.n; ++q)
        if (zone[static_cast<std::size_t>(q) / 64] >> (q % 64) & 1) dist[q] = 0, queue.push_back(q);
    for (std::size_t head = 0; head < queue.size(); ++head)
        for (int t : b_.next[queue[head]])
            if (t >= 0 && dist[t] == kFar) dist[t] = static_cast<std::uint16_t>(dist[queue[head]] + 1), queue.push_back(t);
    return dist;
}

// Festival's out-of-plan advisor: with boxes out of plan, the move that takes the box nearest to the zone
// (walking distance on the empty board) farther from it, reversibly, and worsens no area, room link, out of
// plan or packed count; ties: the farthest destination.
int FessAdvisors::oop_advice(const Word* parent_state, const CellFeatures& parent,
                             std::span<const Child> children) {
    const std::uint32_t parent_key = parent.key;
    if (cell_key::out_of_plan(parent_key) == 0 || order_->oop_zone.empty()) return -1;
    if (oop_dist_[cell_key::step(parent_key)].empty() && !fits_(b_.n * sizeof(std::uint16_t))) return -1;
    const auto& dist = oop_distance(static_cast<int>(cell_key::step(parent_key)));
    int advice = -1, best_from = kFar, best_to = -1;
    for (std::size_t i = 0; i < children.size(); ++i) {
        const Child& p = children[i];
        const std::uint32_t key = p.f.key;
        if (cell_key::areas(key) > cell_key::areas(parent_key) || p.f.rooms > parent.rooms || cell_key::out_of_plan(key) > cell_key::out_of_plan(parent_key) ||
            cell_key::packed(key) < cell_key::packed(parent_key))
            continue;
        int from = -1, to = -1;
        if (!layout_.one_box_moved(parent_state, p.state, from, to) || !reversible(from, to)) continue;
        const int df = dist[from], dt = dist[to];
        if (df == kFar || dt == kFar || dt <= df) continue;
        if (df < best_from || (df == best_from && dt > best_to)) advice = static_cast<int>(i), best_from = df, best_to = dt;
    }
    return advice;
}

// Festival's explorer: a reversible move, packing no less, after which the keeper reaches a side of a box
// that did not move, a side it could not reach before and from which it can push that box; the best such
// child.
int FessAdvisors::explorer_advice(const Word* parent, std::uint32_t parent_key, std::span<const Child> children) {
    layout_.occupancy(parent, occ_);
    flood_fill(b_.next, layout_.keeper(parent), [&](int t) { return occ_[t] != 0; }, ex_reach_, ++ex_stamp_,
               reach_queue_);
    const int before = ex_stamp_;
    ex_boxes_.clear();
    layout_.for_each_box(parent, [&](int q) { ex_boxes_.push_back(q); });
    int advice = -1;
    for (std::size_t i = 0; i < children.size(); ++i) {
        const Child& p = children[i];
        if (cell_key::packed(p.f.key) < cell_key::packed(parent_key)) continue;
        if (advice >= 0 && !(p.f.score < children[advice].f.score)) continue;
        int from = -1, to = -1;
        if (!layout_.one_box_moved(parent, p.state, from, to) || !reversible(from, to)) continue;
        // The keeper can only gain squares through `from` (a box's path may pass its new square too):
        // when every side of `from` is a wall or a square the keeper reached before, `from` is its one
        // new square, and it is a side of no box.
        bool may_open = false;
        for (int u : b_.next[from]) may_open = may_open || (u >= 0 && (occ_[u] || ex_reach_[u] != before));
        if (!may_open) continue;
        occ_[from] = 0;
        occ_[to] = 1;
        flood_fill(b_.next, layout_.keeper(p.state), [&](int t) { return occ_[t] != 0; }, mark_, ++stamp_,
                   stack_);
        bool opens = false;
        for (int q : ex_boxes_) {
            if (q == from || opens) continue;
            for (int k = 0; k < 4 && !opens; ++k) {
                const int side = b_.next[q][k];
                if (side < 0 || occ_[side] || ex_reach_[side] == before || mark_[side] != stamp_) continue;
                const int ahead = b_.next[q][opposite(k)];
                opens = ahead >= 0 && !occ_[ahead];
            }
        }
        occ_[to] = 0;
        occ_[from] = 1;
        if (opens) advice = static_cast<int>(i);
    }
    return advice;
}

int FessAdvisors::opener(const Word* parent, std::uint32_t parent_key, int parent_rooms,
                         std::span<const Child> children) {
    const int parent_step = static_cast<int>(cell_key::step(parent_key));
    layout_.occupancy(parent, occ_);
    plan_targets(*order_, parent_step, occ_, targets_);
    if (children.empty() || targets_.empty()) return -1;
    kept_.mark(*order_, parent_step, occ_);
    opener_dist_.assign(b_.n, -1);
    std::vector<int>& queue = rev_queue_;
    queue.clear();
    for (int target : targets_) {
        opener_dist_[target] = 0;
        queue.push_back(target);
    }
    for (std::size_t head = 0; head < queue.size(); ++head)
        for (int t : b_.next[queue[head]]) {
            if (t < 0 || opener_dist_[t] >= 0) continue;
            if (occ_[t] && kept_(t)) continue;  // a box the plan keeps: a wall
            opener_dist_[t] = opener_dist_[queue[head]] + 1;
            queue.push_back(t);
        }
    int advice = -1, advice_from = 0, advice_to = 0;
    for (std::size_t i = 0; i < children.size(); ++i) {
        const Child& p = children[i];
        int from = -1, to = -1;
        if (!layout_.one_box_moved(parent, p.state, from, to)) continue;
        const int df = opener_dist_[from], dt = opener_dist_[to];
        if (df < 0 || (dt >= 0 && dt < df)) continue;  // not a box near the goal, or brought nearer
        if (cell_key::packed(p.f.key) < cell_key::packed(parent_key) || cell_key::areas(p.f.key) > cell_key::areas(parent_key)) continue;
        if (desc_.festival_advisors && p.f.rooms > parent_rooms) continue;
        const int far = dt < 0 ? b_.n : dt;  // cut off from the goal: farthest
        if (advice < 0 || df < advice_from || (df == advice_from && far > advice_to) ||
            (df == advice_from && far == advice_to && better_child(p, children[advice]))) {
            advice = static_cast<int>(i);
            advice_from = df;
            advice_to = far;
        }
    }
    return advice;
}

int FessAdvisors::blocker_advice(const Word* s, std::span<const Child> children) {
    layout_.occupancy(s, occ_);
    const int progress = plan_packed(*order_, occ_);
    plan_targets(*order_, progress, occ_, targets_);
    if (targets_.empty()) return -1;
    kept_.mark(*order_, progress, occ_);
    const int n = b_.n;
    auto wall = [&](int q) { return q < 0 || (occ_[q] && kept_(q)); };
    // Reverse search over (box square, keeper side) from the next plan squares, walls and kept boxes only.
    rev_dist_.assign(static_cast<std::size_t>(n) * 4, -1);
    rev_parent_.resize(static_cast<std::size_t>(n) * 4);
    rev_queue_.clear();
    for (int goal : targets_)
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
        for (std::size_t i = 0; i < children.size() && advice < 0; ++i) {
            const std::uint32_t push = children[i].push;
            if (static_cast<int>(push >> 2) != blocker) continue;
            const int to = b_.next[blocker][push & 3];
            if (!on_path_[to]) advice = static_cast<int>(i);
        }
    for (int q : path) on_path_[q] = 0;
    return advice;
}

}  // namespace boxcar::sokoban
