// Feature-space search (see fess_search.hpp).
#include "sokoban/fess/fess_search.hpp"

#include "sokoban/fess/packing_search.hpp"

#include <algorithm>
#include <cstring>
#include <new>
#include <utility>

namespace boxcar::sokoban {

using search::Status;

FessSearch::FessSearch(const PushDomain& domain, const search::Limits& limits, FessDesc desc)
    : d_(domain), b_(domain.board()), desc_(std::move(desc)), use_hotspots_(desc_.hotspots || desc_.festival_advisors),
      layout_(domain.layout()), words_(domain.state_words()), run_(limits), time_limit_s_(limits.time_limit_s),
      cpu_clock_(limits.cpu_clock), cancel_(limits.cancel), nodes_(words_),
      keys_(b_, layout_,
            {.out_of_plan = desc_.out_of_plan_feature, .festival = desc_.festival_advisors, .hotspots = use_hotspots_}),
      macros_(b_, layout_, desc_.tunnel_macros),
      advisors_(b_, layout_, desc_, use_hotspots_,
                [this](std::uint64_t extra) { return run_.guard().fits(memory_bytes() + extra); }) {
    parent_buf_.resize(words_);
    order_ = compute_packing_order(b_);
    if (desc_.packing_search) planner_ = desc_.packing_planner;
}

std::uint64_t FessSearch::memory_bytes() const {
    std::uint64_t bytes = keys_.memory_bytes() + cells_.memory_bytes() + macros_.memory_bytes() + advisors_.memory_bytes() +
                          (bm_states_.capacity() + bm_cur_.capacity()) * sizeof(Word) +
                          (bm_parent_.capacity() + bm_first_.capacity() + bm_move_.capacity() + bm_path_.capacity()) * 4 +
                          pending_.capacity() * sizeof(Pending) + children_.capacity() * sizeof(FessAdvisors::Child) +
                          nodes_.memory_bytes() +
                          (g_.capacity() + path_key_.capacity() + below_.capacity()) * sizeof(std::uint32_t);
    if constexpr (requires(const PushDomain& d) { d.memory_bytes(); }) bytes += d_.memory_bytes();
    if (stuck_) bytes += stuck_->memory_bytes() + (learn_queue_.capacity() + learn_boxes_.capacity()) * 4;
    return bytes;
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

bool FessSearch::open(std::uint32_t id, const CellFeatures& features, std::uint32_t h) {
    std::uint32_t key = features.key;
    if (desc_.best_cell_selection) {
        const std::uint32_t parent = nodes_.parent(id);
        if (parent != kNone && cell_key::better(path_key_[parent], key)) key = path_key_[parent];
        if (cells_.beats_best(key)) {
            if (corral_dead(id)) return true;  // a dead position never becomes the best cell
            cells_.note_best(key);
        }
    }
    path_key_[id] = key;
    // The budget must hold what this push adds before it is added: a new cell (its key and a slot in
    // the cells) and the growth of the cell's heap.
    const std::uint64_t extra = cells_.growth_bytes(key);
    if (extra > 0 && !run_.guard().fits(memory_bytes() + extra)) return false;
    // In a cell: fewest pushes first (FESS picks the state of least accumulated weight, which beat greedy
    // orders by far here), ties: the next plan goal's distance, then the heuristic (pull sum in `auto`'s
    // fewest-pushes phase, Hungarian in the greedy one). Festival's advisors: the state's full score.
    const std::uint32_t plan = static_cast<std::uint32_t>(features.next_dist) * 4096 + h;
    if (desc_.festival_advisors) cells_.push(key, {g_[id], id, features.score});
    else if (desc_.greedy_cells) cells_.push(key, {plan, id, g_[id]});
    else cells_.push(key, {g_[id], id, plan});
    return true;
}

void FessSearch::start() {
    if (desc_.packing_search && !planner_) {
        PackingSearchLimits limits;
        const double seconds = desc_.packing_search_seconds;
        limits.max_ms = (seconds >= 0 ? seconds : time_limit_s_ * kPackingSearchShare) * 1000;
        limits.cpu_clock = cpu_clock_;
        limits.cancel = cancel_;
        planner_ = std::make_shared<PackingPlanner>(b_, order_, limits);
    }
    if (!planner_ || planner_->finished()) start_forward();
}

void FessSearch::start_forward() {
    forward_started_ = true;
    if (planner_) {
        if (const std::optional<PackingPlan>& plan = planner_->plan()) order_ = plan->order;
        planner_.reset();
    }
    if (desc_.out_of_plan_feature) compute_out_of_plan_zones(b_, order_);
    keys_.start(order_);
    advisors_.start(order_);
    // Scratch at its full size now, so that it is in the accounting from the start and never grows.
    pending_.reserve(b_.start_boxes.size() * 4 + 4);
    children_.reserve(pending_.capacity());
    if (desc_.learned_deadlocks) stuck_ = std::make_unique<StuckPatterns>(b_);
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
    if (!open(id, keys_.of(root.data()), static_cast<std::uint32_t>(h))) finish(Status::Memout);
}

// The next state to expand (cell_queue.hpp); a corral deadlock found on the way (deferred test) is dropped.
std::uint32_t FessSearch::next_open() {
    const std::uint32_t id = cells_.pop_next(desc_.best_cell_selection, [&](std::uint32_t id) { return corral_dead(id); });
    if (id == kNone) finish(d_.pruning_is_sound() ? Status::Unsolvable : Status::Exhausted);
    return id;
}

bool FessSearch::step(std::uint64_t max_expansions) {
    // While the packing plan is searched, a step is one packing expansion (they are much longer).
    return run_.slice(
        forward_started_ || !desc_.packing_search ? max_expansions : 1, [&] { start(); },
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
        [&] { return cells_.open_count(); }, [&] { return memory_bytes(); });
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
    if (desc_.box_macros) {
        expand_box_macros(id, g);
    } else {
        d_.expand(parent_buf_.data(), stats_,
                  [&](const Word* child, std::uint64_t hash, search::Cost, std::uint32_t mv) -> bool {
                      if (const MacroMoves::Macro* tunnel = macros_.tunnel(child, mv))
                          return on_child(tunnel->child.data(), d_.hash(tunnel->child.data()), id, g, 0,
                                          &tunnel->pushes);
                      return on_child(child, hash, id, g, mv);
                  });
    }
    defer_open_ = false;
    if (run_.finished()) return;
    const Ranking ranking = rank_pending(parent_buf_.data(), id);
    // A child packs more already: no macro needed. Festival's advisors have no packing macro (they run
    // the opener).
    const MacroMoves::Macro* macro =
            desc_.festival_advisors || ranking.pack_advised ? nullptr : macros_.packing(parent_buf_.data(), order_);
    if (macro && macro->pushes.size() <= 1) macro = nullptr;
    if (desc_.opener && !desc_.festival_advisors && !ranking.packs_more && !macro) {
        const std::uint32_t parent_key = ranking.parent.key;
        int opener = advisors_.opener(parent_buf_.data(), parent_key, 0, children());
        while (opener >= 0 && drop_if_dead(static_cast<std::size_t>(opener)))
            opener = advisors_.opener(parent_buf_.data(), parent_key, 0, children());
        if (opener >= 0) g_[pending_[opener].id] = g_[id];
    }
    if (!open_pending()) return finish(Status::Memout);
    // An advisor's move weighs nothing (FESS): the macro child keeps its parent's weight.
    if (macro) on_child(macro->child.data(), d_.hash(macro->child.data()), id, g_[id], 0, &macro->pushes);
}

std::span<const FessAdvisors::Child> FessSearch::children() {
    children_.clear();
    for (const Pending& p : pending_) children_.push_back({state(p.id), p.push, p.f});
    return children_;
}

FessSearch::Ranking FessSearch::rank_pending(const Word* parent, std::uint32_t parent_id) {
    Ranking ranking;
    if (pending_.empty()) return ranking;
    ranking.parent = keys_.of_parent(parent);
    for (Pending& p : pending_) p.f = keys_.of_child(parent, state(p.id));
    // Festival's set frees the first child of a position with at most two live children.
    if (desc_.festival_advisors) test_first_children(3);
    for (;;) {
        const FessAdvisors::Picks picks = advisors_.pick(parent, ranking.parent, children());
        if (drop_dead_pick(picks.all())) continue;
        for (int advised : picks.all())
            if (advised >= 0) g_[pending_[advised].id] = g_[parent_id];
        ranking.pack_advised = picks.pack;
        ranking.packs_more = picks.packs_more;
        return ranking;
    }
}

bool FessSearch::open_pending() {
    for (const Pending& p : pending_)
        if (!open(p.id, p.f, p.h)) return false;
    return true;
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
    if (d_.is_goal(child) || (desc_.meeting && desc_.meeting->contains(child))) {
        goal_ = id;
        finish(Status::Solved);
        return false;
    }
    stats_.depth = std::max(stats_.depth, g);
    if (defer_open_) {
        pending_.push_back({id, static_cast<std::uint32_t>(h), macro ? (*macro)[0] : mv, {}});
        return true;
    }
    if (!open(id, keys_.of(child), static_cast<std::uint32_t>(h))) {
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
        const std::vector<std::uint32_t> pushes =
                macros_.pushes_between(state(nodes_.parent(id)), state(id), mv & ~kMacroFlag);
        moves.insert(moves.end(), pushes.rbegin(), pushes.rend());
    }
    std::reverse(moves.begin(), moves.end());
    return moves;
}

}  // namespace boxcar::sokoban
