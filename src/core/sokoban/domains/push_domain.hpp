// Sokoban as a search::Domain whose steps are pushes (the keeper's walks between pushes are implied).
//
// State: box_state.hpp's encoding (a bitset of box squares over PushBoard squares, then the keeper square).
//   Objective any:    the keeper is normalized to the smallest square it can reach, so positions that
//                     differ only by where the keeper stands in one area are one state; cost = pushes.
//   Objective pushes: the keeper is where the last push left it; cost = pushes * kTie + moves.
//   Objective moves:  the same state; cost = moves * kTie + pushes.
// Moves are codes box_square * 4 + direction (Dir order of rules.hpp). Hash: Zobrist (boxes ^ keeper).
// Deadlock tests (solve_options.hpp Deadlock flags) prune pushes and count them in SearchStats; a lecture view
// can also be told which push each test pruned (set_prune_listener; the solvers never set one). The domain
// keeps scratch buffers, so one instance serves one search at a time (one thread).
#pragma once
#include "search/domain.hpp"
#include "sokoban/domains/box_state.hpp"
#include "sokoban/deadlocks/deadlocks.hpp"
#include "sokoban/heuristics/heuristics.hpp"
#include "sokoban/board/push_board.hpp"
#include "sokoban/board/single_box_areas.hpp"
#include "sokoban/solve/solve_options.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <type_traits>
#include <vector>

namespace boxcar::sokoban {

inline constexpr search::Cost kTie = 1 << 20;  // secondary-cost scale (more than any move/push count)

struct PushDomainOptions {
    Objective objective = Objective::Any;
    Heuristic heuristic = Heuristic::Hungarian;
    unsigned deadlocks = kAllDeadlocks;
    bool informed = true;  // the algorithm calls heuristic() (then Hungarian also does the bipartite test)
    // PI-corral move restriction (needs kCorral): keeps solvability, not optimality; with it an exhausted
    // search reports Exhausted rather than Unsolvable.
    bool pi_corrals = false;
    // Bytes for learned corral-deadlock patterns (deadlocks.hpp), allocated up front; 0: none learned.
    std::size_t dead_pattern_bytes = 0;
};

class PushDomain {
public:
    using Word = search::Word;
    using Cost = search::Cost;

    PushDomain(const PushBoard& board, const PushDomainOptions& options);

    std::size_t state_words() const { return words_; }
    void initial_state(Word* out) const;
    std::uint64_t hash(const Word* s) const;
    bool is_goal(const Word* s) const;
    Cost heuristic(const Word* s, search::SearchStats& stats) const;
    bool pruning_is_sound() const { return !opt_.pi_corrals; }
    // For a search that scores the children of one expansion: heuristic() of a child, the same value,
    // computed from the parent's Hungarian matching when the child moves one of its boxes (any other
    // position, or another heuristic, is computed in full). set_heuristic_parent names the parent.
    void set_heuristic_parent(const Word* parent) const;
    Cost child_heuristic(const Word* child, search::SearchStats& stats) const;
    // Bytes of the domain's own tables (Zobrist keys, scratch, the deadlock detector's caches, the push
    // board it reads): the search adds them to its accounting (search/domain.hpp), so the budget covers them.
    std::uint64_t memory_bytes() const;
    // The listener told of every push a deadlock test prunes (search/domain.hpp; move = box_square * 4 +
    // direction); nullptr: none, the default. Only a lecture view sets one: without it a search pays a
    // null test on the pruning path only.
    void set_prune_listener(search::PruneListener* listener) const { prune_listener_ = listener; }

    template <class Sink>
    void expand(const Word* s, search::SearchStats& stats, Sink&& sink) const {
        expand(s, stats, sink, nullptr, nullptr);
    }
    // The same, skipping every child for which known(child, hash) is true (a state the caller has seen:
    // it drops it anyway) before the costlier deadlock tests run on it (bipartite, corral).
    template <class Sink, class Known>
    void expand_unseen(const Word* s, search::SearchStats& stats, Sink&& sink, Known&& known) const {
        expand(s, stats, sink, &call_known<Known>, &known);
    }

    // Box macros (the feature-space search, fess_macros.cpp; objective any): begin_box_moves(parent), then
    // for positions where one box of the parent has left its square `origin` for `box` by its own pushes
    // (the other boxes where the parent has them), that box's pushes, skipping children for which
    // known(child, hash) is true as expand_unseen does (no PI-corral restriction); end_box_moves() after.
    // The keeper's areas come from one SingleBoxAreas numbering per moving box, not from floods.
    void begin_box_moves(const Word* parent) const;
    template <class Sink, class Known>
    void expand_moved_box(const Word* s, int origin, int box, search::SearchStats& stats, Sink&& sink,
                          Known&& known) const {
        const std::size_t i = moving_box_slot(origin);
        const SingleBoxAreas& areas = moving_box_areas(i);
        const int keeper = layout_.keeper(s);
        if (!areas.reached(keeper)) return;
        const int keeper_piece = areas.piece(box, keeper);
        occ_[origin] = 0;
        occ_[box] = 1;
        boxes_[i] = box;
        const std::uint64_t box_hash = parent_box_hash_ ^ zobrist_box_[origin] ^ zobrist_box_[box];
        for (int d = 0; d < 4; ++d) {
            if (!try_moved_push(s, i, areas, keeper_piece, d, box_hash, stats, &call_known<Known>, &known)) continue;
            if (!sink(static_cast<const Word*>(child_.data()), child_hash_, Cost{1}, static_cast<std::uint32_t>(box * 4 + d)))
                break;
        }
        boxes_[i] = origin;
        occ_[box] = 0;
        occ_[origin] = 1;
    }
    void end_box_moves() const { finish_expand(); }

    // Deferred corral test (the feature-space search's box macros): while on, pushes skip the corral
    // test, and the caller runs corral_dead() on a child when it comes to expand it (most children never
    // are). The pruning is the same; what changes is that a box's path may pass through a dead position.
    void set_corral_deferred(bool on) const { defer_corral_ = on; }
    // The corral test of `s` after a push that put a box on `pushed_to` (as try_push runs it).
    bool corral_dead(const Word* s, int pushed_to, search::SearchStats& stats) const;

    // Helpers for the solver and tests.
    const PushBoard& board() const { return b_; }
    const BoxState& layout() const { return layout_; }
    std::vector<int> boxes_of(const Word* s) const;
    int keeper_of(const Word* s) const { return layout_.keeper(s); }
    static int move_box(std::uint32_t move) { return static_cast<int>(move >> 2); }
    static int move_dir(std::uint32_t move) { return static_cast<int>(move & 3); }
    // Splits a search cost into (pushes, moves) for this objective (any: moves unknown, -1).
    std::pair<long long, long long> split_cost(Cost c) const;

private:
    friend struct PushDomainProbe;  // tests only (tests/core/sokoban): the keeper fast-path check below
    const PushBoard& b_;
    PushDomainOptions opt_;
    BoxState layout_;
    std::size_t words_ = 0;
    std::vector<std::uint64_t> zobrist_box_, zobrist_keeper_;
    std::vector<Word> nongoal_mask_;

    // Scratch (one search at a time).
    mutable std::vector<int> boxes_, h_boxes_;
    mutable std::vector<std::uint8_t> occ_;
    mutable std::vector<int> reach_, dist_, queue_;
    mutable std::vector<int> area_;  // the parent's keeper area (prepare), reach_ == stamp_ on each
    mutable bool defer_corral_ = false;  // set_corral_deferred
    mutable int stamp_ = 0;
    mutable std::vector<int> reach2_;
    mutable int stamp2_ = 0;
    mutable std::vector<Word> child_;
    mutable std::vector<std::uint32_t> pi_pushes_;
    mutable std::uint64_t child_hash_ = 0;
    mutable Estimator estimator_;
    mutable std::vector<Word> heuristic_parent_;  // set_heuristic_parent's state (empty: none)
    enum class BaseState { Unset, Kept, None };    // the estimator's base for it: not yet built, kept, none
    mutable BaseState heuristic_base_ = BaseState::Unset;
    Cost finish_heuristic(int pushes, const Word* s, search::SearchStats& stats) const;
    mutable DeadlockDetector detector_;
    mutable search::PruneListener* prune_listener_ = nullptr;
    // Tells the listener (if any) that the push of the box on `box` to its neighbour `to` failed `test`.
    void note_pruned(int box, int to, search::PrunedBy test) const {
        if (prune_listener_) [[unlikely]]
            report_pruned(box, to, test);
    }
    void report_pruned(int box, int to, search::PrunedBy test) const;

    // Decodes boxes (boxes_, occ_), floods the keeper's area; returns the box hash.
    std::uint64_t prepare(const Word* s) const;
    std::uint64_t prepare_boxes(const Word* s) const;  // the boxes only
    // A caller's "already seen" test, type-erased (known_ctx points at the caller's callable).
    using KnownFn = bool (*)(void* known_ctx, const Word* child, std::uint64_t hash);
    template <class Known>
    static bool call_known(void* known_ctx, const Word* child, std::uint64_t hash) {
        return (*static_cast<std::remove_reference_t<Known>*>(known_ctx))(child, hash);
    }
    template <class Sink>
    void expand(const Word* s, search::SearchStats& stats, Sink& sink, KnownFn known, void* known_ctx) const {
        const std::uint64_t box_hash = prepare(s);
        if (opt_.pi_corrals && (opt_.deadlocks & kCorral) && detector_.pi_corral_pushes(occ_, reach_, stamp_, pi_pushes_)) {
            for (std::uint32_t move : pi_pushes_) {
                const auto at = std::find(boxes_.begin(), boxes_.end(), static_cast<int>(move >> 2));
                Cost cost = 0;
                if (!try_push(s, static_cast<std::size_t>(at - boxes_.begin()), static_cast<int>(move & 3), box_hash,
                              stats, cost, known, known_ctx))
                    continue;
                if (!sink(static_cast<const Word*>(child_.data()), child_hash_, cost, move)) break;
            }
            finish_expand();
            return;
        }
        for (std::size_t i = 0; i < boxes_.size(); ++i)
            for (int d = 0; d < 4; ++d) {
                Cost cost = 0;
                if (!try_push(s, i, d, box_hash, stats, cost, known, known_ctx)) continue;
                const std::uint32_t move = static_cast<std::uint32_t>(boxes_[i] * 4 + d);
                if (!sink(static_cast<const Word*>(child_.data()), child_hash_, cost, move)) {
                    finish_expand();
                    return;
                }
            }
        finish_expand();
    }
    // Applies push d of box i; false when it is illegal, pruned by a deadlock test or known (see expand_unseen).
    bool try_push(const Word* s, std::size_t i, int d, std::uint64_t box_hash, search::SearchStats& stats,
                  Cost& cost, KnownFn known = nullptr, void* known_ctx = nullptr) const;
    void finish_expand() const;
    // For try_push and try_moved_push: child_ and child_hash_ for boxes_[i] pushed to `to` with the
    // keeper normalized to `keeper` (occ_ already moved), then the known and bipartite tests; false when
    // either drops it.
    bool make_child(const Word* s, std::size_t i, int to, int keeper, std::uint64_t box_hash,
                    search::SearchStats& stats, KnownFn known, void* known_ctx) const;
    // begin_box_moves' parent (boxes_ and occ_ hold its boxes) and one numbering per box that has moved
    // (built on its first use after begin_box_moves: built_[i] == moves_stamp_).
    mutable std::uint64_t parent_box_hash_ = 0;
    mutable std::vector<SingleBoxAreas> moving_areas_;
    mutable std::vector<int> built_;
    mutable int moves_stamp_ = 0;
    std::size_t moving_box_slot(int origin) const;
    const SingleBoxAreas& moving_box_areas(std::size_t i) const;
    // try_push for expand_moved_box: push d of boxes_[i] (on its moved square), the keeper in piece
    // keeper_piece of `areas` around it.
    bool try_moved_push(const Word* s, std::size_t i, const SingleBoxAreas& areas, int keeper_piece, int d,
                        std::uint64_t box_hash, search::SearchStats& stats, KnownFn known, void* known_ctx) const;
    // Floods the keeper's area from `from` with occ_ as it is (marks reach2_ with stamp2_); returns its
    // smallest square (the normalized keeper).
    int normalized_keeper(int from) const;
    // Articulation points of the parent's keeper area (Tarjan, iterative), computed at most once per
    // expansion, on the first push into the area that passes the cheap tests (an expansion of one box,
    // as FESS's box macros make, often has none): a push to a square that does not split the area and
    // opens no pocket gives the child's area without a flood: parent area - target + the box's old square.
    void find_articulations(int root) const;
    mutable std::vector<int> disc_, low_, art_;
    mutable int art_stamp_ = 0;
    mutable int art_root_ = 0;        // the parent's keeper (set by prepare)
    std::vector<std::array<int, 4>> corner_;  // ring_connectivity.hpp's corners of each square
    mutable bool art_ready_ = false;  // art_ holds this expansion's articulation points
    mutable int area_min1_ = 0, area_min2_ = 0;  // two smallest squares of the parent's area (-1: none)
    struct DfsFrame { int v, parent, dir; };
    mutable std::vector<DfsFrame> dfs_;

    // Read and set only through PushDomainProbe: when verify_fast_path_ is set, every fast-path keeper is
    // also recomputed by a flood and mismatches are counted.
    bool verify_fast_path_ = false;
    mutable std::uint64_t fast_path_used_ = 0, fast_path_mismatches_ = 0;

    // True when a box moving from `from` to `to` can no longer reach some goal it could reach before;
    // only then can a push break the box/goal matching (the bipartite test is skipped otherwise).
    bool loses_a_goal(int from, int to) const;
};

}  // namespace boxcar::sokoban
