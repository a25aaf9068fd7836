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
// Each cell keeps its own open list, least weight first (weight = pushes, a packing macro weighing 0) (then the pull distance of the nearest free box
// to the next square of the plan, then the domain's heuristic: `auto` gives this order the pull-sum bound,
// not Hungarian, which only broke ties here and cost a fifth of the time; the domain, uninformed, runs
// the bipartite test itself). The search
// cycles through the non-empty cells, expanding the best state of each in turn, so progress along any
// feature (more boxes packed, the floor opened up) gets searched at once instead of waiting behind a
// heuristic plateau, which is what makes plain greedy best-first stall on big levels. As in Festival, a
// state goes into the best cell on its path (set_best_cell_selection) and every other pick comes from
// the best cell seen so far.
// Packing macro: unless a child already packs more (the pack advisor, fess_advisors.cpp), an expansion
// also tries to push one box, the others standing still, all the way onto the next square of the plan;
// that whole push sequence is one extra child (a macro move, expanded back to single pushes in the
// solution).
// Deferred corral test: box macros make some 40 children an expansion, most never expanded; a child's
// corral test runs where the search first relies on it being alive (set_deferred_corral_test).
// Learned deadlocks: where a node's subtree reaches kLearnAt expansions, a heavier test of the node
// (stuck_patterns.hpp) may prove it dead and learn a pattern of boxes that prunes children anywhere.
// States, moves and deadlock pruning (including PI-corrals) come from PushDomain, which must use
// objective `any` (the keeper normalized to its area's smallest square; the macro children rely on it);
// a state reached again is dropped (no re-opening): solutions are not optimal.
// Memory: every state is kept (state words + 12 bytes + index + open entry); the budget of
// search::Limits is honoured (Memout). Runs in slices like search::Search (step(), search_run.hpp).
// Hotspots (hotspots.hpp, set_hotspots) break ties between children and drive one more advisor; the
// opener (set_opener) is a further advisor, off by default.
// Files: fess_search.cpp (cells, nodes, the slice loop), fess_advisors.cpp, fess_macros.cpp.
#pragma once
#include "search/budget.hpp"
#include "search/node_store.hpp"
#include "search/search_run.hpp"
#include "sokoban/fess/hotspots.hpp"
#include "sokoban/fess/packing_order.hpp"
#include "sokoban/domains/push_domain.hpp"
#include "sokoban/board/room_links.hpp"
#include "sokoban/deadlocks/stuck_patterns.hpp"

#include <array>
#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <unordered_map>
#include <vector>

namespace boxcar::sokoban {

class PackingPlanner;  // packing_search.hpp

// Positions another search has already joined to the solved position (auto's backward search): a child
// found there ends the search as Solved (FessSearch::set_meeting).
class MeetingPositions {
public:
    virtual ~MeetingPositions() = default;
    virtual bool contains(const search::Word* state) const = 0;
};

class FessSearch {
public:
    // In-cell order: fewest pushes first (default), or greedy (`greedy_cells`: the next plan goal's
    // distance, then the Hungarian bound), which solves some small levels much faster (auto runs both).
    FessSearch(const PushDomain& domain, const search::Limits& limits, bool greedy_cells = false);

    bool step(std::uint64_t max_expansions);  // true when finished
    bool finished() const { return run_.finished(); }
    void set_memory_limit(std::uint64_t bytes) { run_.set_memory_limit(bytes); }
    // The packing search's budget (set_packing_search) in seconds; default a share of the time limit
    // (kPackingSearchShare). Set before the first step.
    void set_packing_search_seconds(double seconds) { packing_search_s_ = seconds; }
    search::Status status() const { return run_.status(); }
    const search::SearchStats& stats() const { return run_.stats(); }
    std::vector<std::uint32_t> solution_moves() const;
    // With set_meeting: the position the solution ends on (the solved one, or a meeting position).
    const search::Word* solution_state() const { return goal_ == kNone ? nullptr : state(goal_); }
    // A child found among `meeting`'s positions is a solution too (solution_state() says which one). The
    // positions must outlive the search. Set before the first step or between two.
    void set_meeting(const MeetingPositions* meeting) { meeting_ = meeting; }
    // The node holding `state` (PushDomain's words), or kNone; the pushes from the start to a node.
    std::uint32_t find(const search::Word* state) const;
    std::vector<std::uint32_t> moves_to(std::uint32_t id) const;
    std::uint64_t memory_bytes() const;
    std::size_t cell_count() const { return cells_.size(); }
    const PackingOrder& packing_order() const { return order_; }
    void set_tunnel_macros(bool on) { use_tunnels_ = on; }  // tests: compare with single pushes
    void set_box_macros(bool on) { use_box_macros_ = on; }
    // Box macros: the corral test of a child runs when the child comes to be expanded, not when it is
    // made (on by default: a position's box macros make some 40 children, most never expanded). The
    // same positions are pruned; a box's path may now go on through a dead position to live ones.
    void set_deferred_corral_test(bool on) { defer_corral_ = on; }
    void set_connectivity_advisor(bool on) { use_connectivity_advisor_ = on; }
    void set_pack_advisor(bool on) { use_pack_advisor_ = on; }
    void set_out_of_plan_advisor(bool on) { use_oop_advisor_ = on; }
    void set_blocker_advisor(bool on) { use_blocker_advisor_ = on; }
    // Festival's hotspots (hotspots.hpp), computed at the start: they break ties between children of equal
    // cell key (fewer hotspots, then the next plan goal's distance) in the advisors, and a hotspot advisor
    // lets the best child with fewer hotspots and no less packed weigh nothing. Set before the first step.
    void set_hotspots(bool on) { use_hotspots_ = on; }
    // Festival's opener: when no child and no packing macro packs more, the child that moves the box nearest
    // to the next plan squares no nearer to them (clearing the way), no less packed and no more areas, weighs
    // nothing. Off by default: beside the blocker advisor or instead of it, it won some XSokoban levels and
    // lost others (git: docs/bench/sokoban_fess.md at commit f21a218).
    void set_opener(bool on) { use_opener_ = on; }
    // Festival's forward search with a packing plan (its strategy A): every child gets a full score (more
    // packed, fewer areas, fewer lost room links, fewer out of plan, fewer hotspots, then nearer the goals),
    // which also orders the states of a cell after their weight; the advisors run as a set, each letting
    // one child weigh nothing, none of them a child that packs less: pack, connectivity, rooms and hotspots
    // (the best child improving that feature), out of plan (a box next to the zone moved reversibly away
    // from it), explorer (a reversible move after which the keeper reaches a new pushing side of a box
    // that did not move) and the opener (when nothing packs more); a position with two children at most
    // has its first one free. Replaces the blocker advisor and the packing macro, turns hotspots on. Set
    // before the first step.
    void set_festival_advisors(bool on) { festival_ = on; }
    // Festival's cell selection: a state goes into the best cell on its path from the root (a line that
    // packed more stays there when it dips), and every other pick takes the best cell seen so far instead
    // of the next one in the round robin. Off: the state's own cell, plain round robin.
    void set_best_cell_selection(bool on) { best_cells_ = on; }
    // Out-of-plan boxes (packing_order.hpp) as the third feature of a cell. Set before the first step.
    void set_out_of_plan_feature(bool on) { use_oop_ = on; }
    // The packing order from the backward packing search (packing_search.hpp), run at the start with a
    // share of the time limit (kPackingSearchShare) and a node cap; the greedy order when it finds no
    // plan. Set before the first step. Its states (PackingSearchLimits::max_nodes, some 20 MiB at most on
    // XSokoban) are freed before the forward search starts and are not in the memory accounting.
    void set_packing_search(bool on) { use_packing_search_ = on; }
    // With the packing search: this planner instead of one of its own (auto shares one among its plan
    // strategies, with no time cap but its node and work budgets). The search's first steps run the
    // planner a packing expansion at a time until it is done, then the forward search starts; the
    // planner's time counts as this search's. Set before the first step.
    void set_packing_planner(std::shared_ptr<PackingPlanner> planner) { planner_ = std::move(planner); }
    // Learned deadlocks (stuck_patterns.hpp): a node whose subtree reaches kLearnAt expansions gets the
    // heavier test; a node proven dead is never expanded below, and children holding a learned pattern
    // are never opened. On by default (each search learns its own: shared among `auto`'s strategies they
    // lost XSokoban 18 and 87 at 10 s). Set before the first step.
    void set_learned_deadlocks(bool on) { learn_deadlocks_ = on; }
    std::uint64_t stuck_pruned() const { return stuck_pruned_; }  // children and nodes pruned by them
    static constexpr std::uint32_t kLearnAt = 64;
    void dump_cells() const;  // debugging: cell keys and open-list sizes on stderr
    // Tests: nodes (0 is the root), their parents (kNoParent for the root), weights, the cell key a node
    // was opened with (best_cells_: the best on its path; 0 if never opened) and its own cell key.
    static constexpr std::uint32_t kNoParent = search::FlatTable::kMissing;
    std::uint32_t node_count() const { return static_cast<std::uint32_t>(g_.size()); }
    std::uint32_t parent_of(std::uint32_t id) const { return nodes_.parent(id); }
    std::uint32_t weight_of(std::uint32_t id) const { return g_[id]; }
    std::uint32_t opened_key(std::uint32_t id) const { return path_key_[id]; }
    std::uint32_t own_key(std::uint32_t id) { return feature_key(state(id)); }
    // A cell key's plan step (packed), below its flag kOnPlanFlag: no box in the plan's trap zone.
    static constexpr std::uint32_t kOnPlanFlag = 0x80000000u;
    static std::uint32_t key_step(std::uint32_t k) { return (k >> 16) & 0x7fff; }
    std::vector<int> boxes_of(std::uint32_t id) const {
        std::vector<int> boxes;
        layout_.for_each_box(state(id), [&](int q) { boxes.push_back(q); });
        return boxes;
    }

private:
    using Word = search::Word;
    static constexpr std::uint32_t kNone = search::FlatTable::kMissing;
    struct Entry {
        std::uint32_t key, id;  // smallest key first, then smallest tie, then oldest
        std::uint64_t tie;
    };
    struct Cell {
        std::vector<Entry> heap;
    };
    static bool worse(const Entry& a, const Entry& b) {
        if (a.key != b.key) return a.key > b.key;
        if (a.tie != b.tie) return a.tie > b.tie;
        return a.id > b.id;
    }

    const PushDomain& d_;
    const PushBoard& b_;
    const MeetingPositions* meeting_ = nullptr;
    BoxState layout_;
    std::size_t words_;
    search::SearchRun run_;
    search::SearchStats& stats_ = run_.stats();
    std::uint32_t goal_ = kNone;
    PackingOrder order_;
    bool greedy_cells_ = false;
    bool use_tunnels_ = true;
    bool use_packing_search_ = false;
    std::shared_ptr<PackingPlanner> planner_;  // while planning (the forward search starts when it is done)
    bool forward_started_ = false;
    static constexpr double kPackingSearchShare = 0.15;
    double time_limit_s_ = 0;  // the limits' time, for the packing search's share
    double packing_search_s_ = -1;  // set_packing_search_seconds; < 0: the share of time_limit_s_
    bool cpu_clock_ = false;
    const std::atomic<bool>* cancel_ = nullptr;

    search::NodeStore nodes_;      // states, parents, moves (see kMacroFlag), index
    std::vector<std::uint32_t> g_;  // weight per node
    // Learned deadlocks: per node, the expansions in its subtree (kLostBit once it is proven dead).
    bool learn_deadlocks_ = true;
    std::unique_ptr<StuckPatterns> stuck_;
    std::vector<std::uint32_t> below_;
    std::vector<std::uint32_t> learn_queue_;
    std::vector<int> learn_boxes_;
    std::uint64_t stuck_pruned_ = 0;
    static constexpr std::uint32_t kLostBit = 0x80000000u;
    // Counts an expansion of `id` on its path, runs the heavier test where a subtree reaches kLearnAt;
    // false when `id` is lost (a node on its path proven dead, or it holds a learned pattern).
    bool still_alive(std::uint32_t id);
    // Deferred corral test (set_deferred_corral_test): a box-macro child is made without it
    // (PushDomain::set_corral_deferred) and marked kUntestedBit; it is tested where the search first
    // relies on it being alive: when it is picked for expansion, when an advisor picks it, when it would
    // raise the best cell key, or when it is one of the first three children (Festival's rule for a
    // position with two children at most). corral_dead() runs the test once (true: the node is now lost).
    bool defer_corral_ = true;
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
    std::vector<std::uint32_t> path_key_;  // per opened node: the best cell key on its path (best_cells_)
    bool best_cells_ = true;
    bool use_oop_ = true;
    bool pick_best_ = false;              // next_open alternates: round robin, then the best cell
    std::uint32_t best_key_ = 0;          // best cell key opened so far (valid once have_best_)
    bool have_best_ = false;
    // A cell key is on-plan flag << 31 | packed << 16 | out-of-plan boxes << 8 | areas; keys compare as
    // (on the plan, more packed, then fewer areas, then fewer boxes out of plan): Festival's order, with
    // Festival's advisors below every position on the plan those with a box in the plan's trap zone
    // (packing_order.hpp); otherwise every key has the flag.
    static std::uint32_t key_packed(std::uint32_t k) { return k >> 16; }  // on-plan flag, then plan step
    static std::uint32_t key_oop(std::uint32_t k) { return (k >> 8) & 255; }
    static std::uint32_t key_areas(std::uint32_t k) { return k & 255; }
    static bool better_key(std::uint32_t a, std::uint32_t b) {
        if (key_packed(a) != key_packed(b)) return key_packed(a) > key_packed(b);
        if (key_areas(a) != key_areas(b)) return key_areas(a) < key_areas(b);
        return key_oop(a) < key_oop(b);
    }
    // A macro child's move: flag | its first push. Its pushes are not stored (a macro moves one box, the
    // others standing still): moves_to searches them again from the parent (macro_pushes).
    static constexpr std::uint32_t kMacroFlag = 0x80000000u;
    std::vector<std::uint32_t> macro_pushes(const Word* parent, const Word* child, std::uint32_t first) const;
    std::vector<Cell> cells_;
    std::unordered_map<std::uint32_t, std::uint32_t> cell_of_key_;
    std::size_t cursor_ = 0;
    std::uint64_t open_count_ = 0;
    std::vector<Word> parent_buf_;

    // Feature scratch: occ_ for the advisors and macros, key_occ_ (boxes key_boxes_) for feature_key.
    std::vector<std::uint8_t> occ_, key_occ_;
    std::vector<int> key_boxes_;
    std::vector<int> mark_, stack_;
    int stamp_ = 0;
    std::vector<int> goal_index_;  // per square: index into board.goals, -1 for non-goals
    int next_dist_ = 0;            // set by feature_key: pull distance of a free box to the next plan square
    // Pull distances to the plan's parking squares (steps' `to` off the goals): park_dist_[park_index_[q]].
    std::vector<int> park_index_;
    std::vector<std::vector<std::uint16_t>> park_dist_;
    const std::uint16_t* dist_to(int square) const {
        return goal_index_[square] >= 0 ? b_.goal_dist[goal_index_[square]].data()
                                         : park_dist_[park_index_[square]].data();
    }
    // Plan scratch: the next squares to fill and the squares whose box the plan keeps (packing_order.hpp),
    // kept_mark_[q] == kept_stamp_ for a kept square (mark_kept()).
    std::vector<int> targets_, kept_, kept_mark_;
    int kept_stamp_ = 0;
    bool strict_plan_ = true;  // no fixed set, no parking: the plan is its goal order (strict_steps)
    void mark_kept(int packed, const std::vector<std::uint8_t>& occ);
    bool kept(int q) const { return kept_mark_[q] == kept_stamp_; }
    int hot_ = 0;                  // set by feature_key: hotspots (0 unless use_hotspots_)
    Hotspots hotspots_;
    bool use_hotspots_ = true;
    bool use_opener_ = false;
    // Festival mode (set_festival_advisors): the scores of the position key_from_occupancy saw last.
    bool festival_ = false;
    int rooms_score_ = 0;  // room links lost (room_links_)
    int dist_score_ = 0;   // sum over boxes of the pull distance to the nearest goal
    std::uint64_t full_score_ = 0;  // festival_score of that position
    // Festival's order of positions as one number, smaller better: packed, areas, room links, out of plan,
    // hotspots, then the boxes' pull distance to the goals (smaller better: the other way round lost every
    // level measured here).
    static std::uint64_t festival_score(std::uint32_t key, int rooms, int hot, int dist);
    RoomLinks room_links_;  // Festival's room connectivity: the links a position's boxes cut
    // Festival's advisors (rank_pending in festival mode); the out-of-plan and explorer advisors return an
    // index into pending_ or -1.
    void festival_advisors(const Word* parent, std::uint32_t parent_id);
    int oop_advice(int parent_rooms);
    int explorer_advice(const Word* parent);
    // A box on `to` can be pushed back to `from` on the empty board (pull distances to `from`, kept).
    bool reversible(int from, int to);
    std::vector<std::vector<std::uint16_t>> back_dist_;
    // Per plan progress: walking distance on the empty board from the out-of-plan zone (kept once built).
    const std::vector<std::uint16_t>& oop_distance(int packed);
    std::vector<std::vector<std::uint16_t>> oop_dist_;
    std::vector<int> ex_reach_, ex_boxes_;
    int parent_rooms_ = 0;  // set by festival_advisors
    int ex_stamp_ = 0;

    const Word* state(std::uint32_t id) const { return nodes_.state(id); }
    void finish(search::Status s) { run_.finish(s); }
    void start();
    void start_forward();  // after the packing plan (if any): the plan's tables, the root
    void expand(std::uint32_t id);  // one expansion: children, advisors, packing macro
    // label_areas: also number the empty areas in area_label_ and keep the position as the parent of
    // child_key's children.
    std::uint32_t feature_key(const Word* s, bool label_areas = false);
    std::uint32_t key_from_occupancy(int areas);  // the key of key_occ_ with that many areas; sets next_dist_
    // feature_key(child), from the parent's areas when the child moves one of its boxes (a box leaving a
    // square joins the areas around it; a box arriving splits its area only where the areas next to it do
    // not meet again around it or by a flood).
    std::uint32_t child_key(const Word* parent, const Word* child);
    std::vector<int> area_label_;      // per empty square of the parent: its area, 1..parent_areas_
    int parent_areas_ = -1;            // -1: key_occ_ does not hold a labelled parent
    // The labelled parent's depth-first numbering (number_parent_areas), made on the first child that needs it.
    void number_parent_areas();
    int pieces_around(int a, int t);
    bool parent_numbered_ = false;
    // Per square: entry time (0: not numbered), lowest entry time its subtree reaches by one edge out of
    // it, the last entry time in its subtree, its tree parent (-1: the first square of an area).
    struct DepthFirstNumbering {
        std::vector<int> in, low, last, up;
        std::vector<std::pair<int, int>> stack;  // (square, next side to try)
        void resize(int n) {
            in.assign(n, 0);
            low.assign(n, 0);
            last.assign(n, 0);
            up.assign(n, -1);
        }
        std::uint64_t memory_bytes() const {
            return (in.capacity() + low.capacity() + last.capacity() + up.capacity()) * sizeof(int) +
                   stack.capacity() * sizeof(stack[0]);
        }
    };
    DepthFirstNumbering dfs_;
    int moved_from_ = -1, moved_to_ = -1;  // during child_key: the parent's box that moved, from and to
    std::vector<std::array<int, 4>> corner_;  // per square, the diagonal square between sides k and k+1
    std::uint32_t add_node(const Word* s, std::uint64_t mixed, std::uint32_t parent, std::uint32_t move,
                           std::uint32_t g);
    bool open(std::uint32_t id, const Word* s, std::uint32_t h);
    bool open_keyed(std::uint32_t id, std::uint32_t key, std::uint32_t h);  // next_dist_ must be set
    struct Pending {
        std::uint32_t id, h, key, next_dist, push;  // push: the (first) push leading to the child
        std::uint32_t hot, rooms;
        std::uint64_t score;  // festival_score (festival mode)
    };
    // Festival's order of children: the better cell key, then (with hotspots) fewer hotspots, then the
    // nearer next plan goal.
    bool better_child(const Pending& a, const Pending& b) const;
    std::vector<Pending> pending_;  // children of the expansion in progress, opened after it
    bool defer_open_ = false;
    bool use_connectivity_advisor_ = true;
    bool use_pack_advisor_ = true;
    bool use_oop_advisor_ = true;
    bool pack_advised_ = false;  // set by rank_pending: the pack advisor found a child
    bool packs_more_ = false;    // set by rank_pending: a child packs more than its parent
    // rank_pending computes the keys of the expansion's children and lets the advised ones weigh nothing;
    // open_pending then opens them (false on Memout).
    void rank_pending(const Word* parent, std::uint32_t parent_id);
    std::uint32_t parent_key_ = 0;  // set by rank_pending
    bool open_pending();
    // Opener advisor (set_opener); the index into pending_ of the advised child, or -1.
    int opener_advice(const Word* parent, std::uint32_t parent_key);
    std::vector<int> opener_dist_;
    // Blocker advisor (after FESS's hotspot/opener advisors): the nearest box that could be pulled back
    // from the next plan square(s) if only the boxes the plan keeps were walls, and the first other box on that
    // path (its squares or the keeper's squares behind them); the advice pushes that box off the path.
    // Returns the index into pending_ of the advised child, or -1.
    int blocker_advice(const Word* parent);
    bool use_blocker_advisor_ = true;
    std::vector<std::uint8_t> on_path_;
    std::uint32_t next_open();
    // Packing advisor: fills macro_ with the pushes bringing a box to the next plan square (empty if none).
    void packing_macro(const Word* s);
    std::vector<std::uint32_t> macro_;
    static constexpr std::size_t kMacroWork = 400000;  // squares one packing-macro search may flood
    std::vector<int> rev_dist_, rev_parent_, rev_queue_, reach_, reach_queue_;
    std::vector<Word> macro_child_;
    int reach_stamp_ = 0;
    // A new child with a macro (`macro` non-null: its pushes, of which only the first is read) gets move
    // code kMacroFlag | that first push.
    bool on_child(const Word* child, std::uint64_t hash, std::uint32_t parent, std::uint32_t g, std::uint32_t mv,
                  const std::vector<std::uint32_t>* macro = nullptr);
    // Tunnel macro: a push along a one-wide, goal-free tunnel (walls on both sides across the push) goes
    // on to the tunnel's last square. With the box anywhere inside such a tunnel the keeper reaches the
    // same squares outside it, and from further in every position further on is still reachable, so the
    // shortcut loses no solution the single pushes had (Junghanns' tunnel macros). Fills tunnel_child_
    // and tunnel_pushes_ (the first push included) and returns true when the push was extended.
    bool tunnel_macro(const Word* child, std::uint32_t mv);
    std::vector<std::uint8_t> tunnel_;  // per square: bit d set when a push in direction d is a tunnel push
    std::vector<Word> tunnel_child_;
    std::vector<std::uint32_t> tunnel_pushes_;
    // Box macros (Festival's moves): an expansion's children are the positions where one box, the others
    // standing still, reaches any square by its own pushes (breadth-first, at most kBoxMacroStates per
    // expansion), each of weight 1 and stored as a macro. Then tunnel macros are not needed (a box runs
    // through a tunnel within one move). Off: single pushes (with tunnel macros).
    void expand_box_macros(std::uint32_t id, std::uint32_t g);
    bool use_box_macros_ = true;
    static constexpr std::size_t kBoxMacroStates = 2000;
    std::vector<Word> bm_states_;
    std::vector<int> bm_parent_, bm_first_;  // per queued state: the state it came from, its path's first
    std::vector<std::uint32_t> bm_move_, bm_path_;
    std::vector<Word> bm_cur_;
    // Floods the keeper's area from `from` with occ_ as walls and writes its smallest square into s.
    void set_normalized_keeper(Word* s, int from);
};

}  // namespace boxcar::sokoban
