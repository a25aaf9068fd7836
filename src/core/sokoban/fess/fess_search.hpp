// Feature-space search in the style of Festival's FESS (Shoham & Schaeffer, "The FESS Algorithm: A
// Feature Based Approach to Single-Agent Search", 2020), simplified. The strong, non-optimal phase of
// `auto` (and `--algo fess`).
//
// Every generated state is projected to a cell of a small feature space:
//   packed        progress along the packing plan (packing_order.hpp, plan_packed): its fixed set filled
//                 in any order, then the longest prefix of its steps with every box still needed there
//   connectivity  number of separate empty areas the boxes cut the floor into (fewer = more freedom)
//   out of plan   boxes standing where they can no longer reach a goal the plan still has to fill
//                 (or will not once its next wall is set); with Festival's advisors (fess-festival) a
//                 box already cut off from every goal the plan has left (its trap zone) ranks the
//                 position below every one still on the plan
// Each cell keeps its own open list (cell_queue.hpp), least weight first (weight = pushes, a packing macro
// weighing 0), then the pull distance of the nearest free box to the next square of the plan, then the
// domain's heuristic (`auto` gives this order the cheap pull-sum bound: here Hungarian only breaks ties).
// The search cycles through the non-empty cells, expanding the best state of each in turn, so progress along any
// feature (more boxes packed, the floor opened up) gets searched at once instead of waiting behind a
// heuristic plateau, which is what makes plain greedy best-first stall on big levels. As in Festival, a
// state goes into the best cell on its path (FessDesc::best_cell_selection) and every other pick comes from
// the best cell seen so far.
// Packing macro: unless a child already packs more (the pack advisor, fess_advisors.hpp), an expansion
// also tries to push one box, the others standing still, all the way onto the next square of the plan;
// that whole push sequence is one extra child (a macro move, expanded back to single pushes in the
// solution).
// Deferred corral test: box macros make some 40 children an expansion, most never expanded; a child's
// corral test runs where the search first relies on it being alive (FessDesc::deferred_corral_test).
// Learned deadlocks: where a node's subtree reaches kLearnAt expansions, a heavier test of the node
// (stuck_patterns.hpp) may prove it dead and learn a pattern of boxes that prunes children anywhere.
// States, moves and deadlock pruning (including PI-corrals) come from PushDomain, which must use
// objective `any` (the keeper normalized to its area's smallest square; the macro children rely on it);
// a state reached again is dropped (no re-opening): solutions are not optimal.
// Memory: every state is kept (state words + 12 bytes + index + open entry); the budget of
// search::Limits is honoured (Memout). Runs in slices like search::Search (step(), search_run.hpp).
// Configured whole at construction by a FessDesc (fess_desc.hpp). Its parts: the feature keys
// (feature_keys.hpp), the open lists per cell (cell_queue.hpp), the advisors (fess_advisors.hpp), the
// packing and tunnel macros (macro_moves.hpp); the nodes, the learned deadlocks, the deferred corral test
// and the box-macro expansion (fess_macros.cpp) are FessSearch's own.
#pragma once
#include "search/budget.hpp"
#include "search/node_store.hpp"
#include "search/search_run.hpp"
#include "sokoban/fess/cell_queue.hpp"
#include "sokoban/fess/feature_keys.hpp"
#include "sokoban/fess/fess_advisors.hpp"
#include "sokoban/fess/fess_desc.hpp"
#include "sokoban/fess/macro_moves.hpp"
#include "sokoban/fess/packing_order.hpp"
#include "sokoban/domains/push_domain.hpp"
#include "sokoban/deadlocks/stuck_patterns.hpp"

#include <atomic>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

namespace boxcar::sokoban {

// Positions another search has already joined to the solved position (auto's backward search): a child
// found there ends the search as Solved (FessDesc::meeting).
class MeetingPositions {
public:
    virtual ~MeetingPositions() = default;
    virtual bool contains(const search::Word* state) const = 0;
};

class FessSearch {
public:
    FessSearch(const PushDomain& domain, const search::Limits& limits, FessDesc desc = {});

    bool step(std::uint64_t max_expansions);  // true when finished
    bool finished() const { return run_.finished(); }
    // The budget a shared memory budget leaves this search now (between two steps).
    void set_memory_limit(std::uint64_t bytes) { run_.set_memory_limit(bytes); }
    search::Status status() const { return run_.status(); }
    const search::SearchStats& stats() const { return run_.stats(); }
    std::vector<std::uint32_t> solution_moves() const;
    // With FessDesc::meeting: the position the solution ends on (the solved one, or a meeting position).
    const search::Word* solution_state() const { return goal_ == kNone ? nullptr : state(goal_); }
    // The node holding `state` (PushDomain's words), or kNone; the pushes from the start to a node.
    std::uint32_t find(const search::Word* state) const;
    std::vector<std::uint32_t> moves_to(std::uint32_t id) const;
    std::uint64_t memory_bytes() const;
    std::size_t cell_count() const { return cells_.cell_count(); }
    const PackingOrder& packing_order() const { return order_; }
    std::uint64_t stuck_pruned() const { return stuck_pruned_; }  // children and nodes pruned by learned deadlocks
    static constexpr std::uint32_t kLearnAt = 64;
    void dump_cells() const { cells_.dump(); }  // debugging: cell keys and open-list sizes on stderr
    // Tests: nodes (0 is the root), their parents (kNoParent for the root), weights, the cell key a node
    // was opened with (best-cell selection: the best on its path; 0 if never opened) and its own cell key.
    static constexpr std::uint32_t kNoParent = search::FlatTable::kMissing;
    std::uint32_t node_count() const { return static_cast<std::uint32_t>(g_.size()); }
    std::uint32_t parent_of(std::uint32_t id) const { return nodes_.parent(id); }
    std::uint32_t weight_of(std::uint32_t id) const { return g_[id]; }
    std::uint32_t opened_key(std::uint32_t id) const { return path_key_[id]; }
    std::uint32_t own_key(std::uint32_t id) { return keys_.of(state(id)).key; }
    static constexpr std::uint32_t kOnPlanFlag = cell_key::kOnPlanFlag;
    static std::uint32_t key_step(std::uint32_t k) { return cell_key::step(k); }
    std::vector<int> boxes_of(std::uint32_t id) const {
        std::vector<int> boxes;
        layout_.for_each_box(state(id), [&](int q) { boxes.push_back(q); });
        return boxes;
    }

private:
    using Word = search::Word;
    static constexpr std::uint32_t kNone = search::FlatTable::kMissing;

    const PushDomain& d_;
    const PushBoard& b_;
    const FessDesc desc_;
    const bool use_hotspots_;  // desc_.hotspots, or Festival's advisors
    BoxState layout_;
    std::size_t words_;
    search::SearchRun run_;
    search::SearchStats& stats_ = run_.stats();
    std::uint32_t goal_ = kNone;
    PackingOrder order_;
    std::shared_ptr<PackingPlanner> planner_;  // while planning (the forward search starts when it is done)
    bool forward_started_ = false;
    static constexpr double kPackingSearchShare = 0.15;
    double time_limit_s_ = 0;  // the limits' time, for the packing search's share
    bool cpu_clock_ = false;
    const std::atomic<bool>* cancel_ = nullptr;

    search::NodeStore nodes_;      // states, parents, moves (see kMacroFlag), index
    std::vector<std::uint32_t> g_;  // weight per node
    std::vector<std::uint32_t> path_key_;  // per opened node: the cell key it was opened with
    FeatureKeys keys_;
    CellQueue cells_;
    MacroMoves macros_;

    // Learned deadlocks: per node, the expansions in its subtree (kLostBit once it is proven dead).
    std::unique_ptr<StuckPatterns> stuck_;
    std::vector<std::uint32_t> below_;
    std::vector<std::uint32_t> learn_queue_;
    std::vector<int> learn_boxes_;
    std::uint64_t stuck_pruned_ = 0;
    static constexpr std::uint32_t kLostBit = 0x80000000u;
    // Counts an expansion of `id` on its path, runs the heavier test where a subtree reaches kLearnAt;
    // false when `id` is lost (a node on its path proven dead, or it holds a learned pattern).
    bool still_alive(std::uint32_t id);
    // Deferred corral test (FessDesc::deferred_corral_test): a box-macro child is made without it
    // (PushDomain::set_corral_deferred) and marked kUntestedBit; it is tested where the search first
    // relies on it being alive: when it is picked for expansion, when an advisor picks it, when it would
    // raise the best cell key, or when it is one of the first three children (Festival's rule for a
    // position with two children at most). corral_dead() runs the test once (true: the node is now lost).
    bool deferring_ = false;  // while box macros make children without the corral test
    static constexpr std::uint32_t kUntestedBit = 0x40000000u;
    bool corral_dead(std::uint32_t id);
    // pending_[i] is a corral deadlock: it leaves pending_ (true), never to be opened.
    bool drop_if_dead(std::size_t i);
    // The advisors' picks (indices into pending_, -1: none): the first dead one leaves pending_ (true: the
    // advisors must choose again).
    bool drop_dead_pick(std::span<const int> picks);
    // The first `count` children in pending_ are tested (the dead ones dropped).
    void test_first_children(std::size_t count);
    // A macro child's move: flag | its first push. Its pushes are not stored (a macro moves one box, the
    // others standing still): moves_to searches them again from the parent (MacroMoves::pushes_between).
    static constexpr std::uint32_t kMacroFlag = 0x80000000u;
    std::vector<Word> parent_buf_;

    const Word* state(std::uint32_t id) const { return nodes_.state(id); }
    void finish(search::Status s) { run_.finish(s); }
    void start();
    void start_forward();  // after the packing plan (if any): the plan's tables, the root
    void expand(std::uint32_t id);  // one expansion: children, advisors, packing macro
    std::uint32_t next_open();
    std::uint32_t add_node(const Word* s, std::uint64_t mixed, std::uint32_t parent, std::uint32_t move,
                           std::uint32_t g);
    bool open(std::uint32_t id, const CellFeatures& features, std::uint32_t h);  // false on Memout
    // A new child with a macro (`macro` non-null: its pushes, of which only the first is read) gets move
    // code kMacroFlag | that first push.
    bool on_child(const Word* child, std::uint64_t hash, std::uint32_t parent, std::uint32_t g, std::uint32_t mv,
                  const std::vector<std::uint32_t>* macro = nullptr);

    // The children of the expansion in progress, opened after the advisors have ranked them.
    struct Pending {
        std::uint32_t id, h, push;  // push: the (first) push leading to the child
        CellFeatures f;
    };
    std::vector<Pending> pending_;
    bool defer_open_ = false;
    // pending_ as the advisors see it (refilled by children()).
    std::vector<FessAdvisors::Child> children_;
    std::span<const FessAdvisors::Child> children();
    // What the advisors found for one expansion.
    struct Ranking {
        CellFeatures parent;        // the expanded position's features
        bool pack_advised = false;  // the pack advisor found a child
        bool packs_more = false;    // a child packs more than its parent
    };
    // Computes the features of the expansion's children and lets the advised ones weigh nothing (a pick
    // whose deferred corral test fails is dropped and the advisors choose again); open_pending then opens
    // them (false on Memout).
    Ranking rank_pending(const Word* parent, std::uint32_t parent_id);
    bool open_pending();
    FessAdvisors advisors_;

    // Box macros (Festival's moves): an expansion's children are the positions where one box, the others
    // standing still, reaches any square by its own pushes (breadth-first, at most kBoxMacroStates per
    // expansion), each of weight 1 and stored as a macro. Then tunnel macros are not needed (a box runs
    // through a tunnel within one move). Off: single pushes (with tunnel macros).
    void expand_box_macros(std::uint32_t id, std::uint32_t g);
    static constexpr std::size_t kBoxMacroStates = 2000;
    std::vector<Word> bm_states_;
    std::vector<int> bm_parent_, bm_first_;  // per queued state: the state it came from, its path's first
    std::vector<std::uint32_t> bm_move_, bm_path_;
    std::vector<Word> bm_cur_;
};

}  // namespace boxcar::sokoban
