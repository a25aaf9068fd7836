// Sokoban played backwards as a search::Domain: from the solved position the keeper PULLS boxes until the
// start position is reached. A pull is a push played in reverse, so a pull path from the solved position to
// the start, read backwards, is a push solution; the push count is the same.
//
// State: box_state.hpp's encoding as in PushDomain with objective `any` (the keeper square normalized to
// the smallest square of the keeper's area), so a state of one domain
// can be looked up among the other's (bidirectional search, bidirectional_search.hpp).
// The solved position has several keeper areas, so the search starts from a virtual root (keeper bits all
// ones, no boxes) whose children are the solved boxes with the keeper in each area; that first step costs
// 1 like every pull, so cost = pulls + 1 and optimal stays optimal.
// Move codes are the PUSH a pull undoes: box square * 4 + direction (PushDomain's codes), so the solution
// of a pull search is its move list without the root step, reversed.
//
// Pruning (sound in the backward direction): a box pulled to a square from which no start square can be
// reached by pulls ("pull-dead": no push path from any start box to it) can never go home. The heuristic
// is the minimum matching of boxes to start squares on push distances from the start squares (the reverse
// of the forward Hungarian bound), admissible for pulls. Needs as many goals as boxes (else the solved
// position is not one position): `usable()` says whether the level qualifies.
#pragma once
#include "search/domain.hpp"
#include "sokoban/domains/box_state.hpp"
#include "sokoban/heuristics/heuristics.hpp"
#include "sokoban/board/push_board.hpp"

#include <cstdint>
#include <vector>

namespace boxcar::sokoban {

class PullDomain {
public:
    using Word = search::Word;
    using Cost = search::Cost;
    static constexpr std::uint32_t kRootMove = 0xffffffffu;  // the move code of the virtual root's step

    explicit PullDomain(const PushBoard& board);

    // False when the backward search cannot be used on this board (boxes != goals, or too many squares).
    bool usable() const { return usable_; }

    std::size_t state_words() const { return words_; }
    void initial_state(Word* out) const;  // the virtual root
    std::uint64_t hash(const Word* s) const;
    bool is_goal(const Word* s) const;    // the start position (keeper in the start keeper's area)
    Cost heuristic(const Word* s, search::SearchStats& stats) const;
    bool pruning_is_sound() const { return true; }
    std::uint64_t memory_bytes() const;

    template <class Sink>
    void expand(const Word* s, search::SearchStats& stats, Sink&& sink) const {
        if (is_root(s)) {
            for (const auto& child : solved_children_)
                if (!sink(child.data(), hash(child.data()), 1, kRootMove)) return;
            return;
        }
        decode(s);
        for (std::size_t i = 0; i < boxes_.size(); ++i)
            for (int d = 0; d < 4; ++d) {
                if (!try_pull(s, i, d, stats)) continue;
                if (!sink(static_cast<const Word*>(child_.data()), child_hash_, 1, child_move_)) {
                    clear_occ();
                    return;
                }
            }
        clear_occ();
    }

    // Push moves (PushDomain codes) from the start that a pull path gives: the path's moves (from the search's
    // solution_moves(), root step included) without the root step, reversed.
    static std::vector<std::uint32_t> pushes_from_pulls(const std::vector<std::uint32_t>& pull_moves);
    // Push moves from the position of node `id` of a pull search's graph (search::GraphSearch<PullDomain>)
    // to the solved position: its pull path read backwards.
    template <class Graph>
    static std::vector<std::uint32_t> pushes_home(const Graph& pulls, std::uint32_t id) {
        std::vector<std::uint32_t> pushes;
        for (; id != Graph::kNone && pulls.move(id) != kRootMove; id = pulls.parent(id)) pushes.push_back(pulls.move(id));
        return pushes;
    }
    bool is_root(const Word* s) const;
    const PushBoard& board() const { return b_; }
    // The board with the start squares as its "goals": goal_dist[i][q] = fewest pushes from start square
    // start_boxes[i] to q on the empty board; dead[q] = no start square reaches q (packing_search.hpp).
    const PushBoard& reverse_board() const { return reverse_; }

private:
    static constexpr int kRootKeeper = 0xffff;  // the virtual root's keeper bits
    const PushBoard& b_;
    BoxState layout_;
    PushBoard reverse_;  // the board with the start boxes as "goals": push distances from them, pull-dead squares
    bool usable_ = false;
    std::size_t words_ = 0;
    std::vector<std::uint64_t> zobrist_box_, zobrist_keeper_;
    std::vector<Word> start_boxes_mask_;
    int start_keeper_ = 0;  // normalized
    std::vector<std::vector<Word>> solved_children_;

    mutable std::vector<int> boxes_, h_boxes_, reach_, queue_;
    mutable std::vector<std::uint8_t> occ_;
    mutable int stamp_ = 0;
    mutable std::vector<int> seen_;  // smallest_in_area's marks
    mutable int seen_stamp_ = 0;
    mutable std::vector<Word> child_;
    mutable std::uint64_t child_hash_ = 0, box_hash_ = 0;
    mutable std::uint32_t child_move_ = 0;
    mutable Estimator estimator_;

    void decode(const Word* s) const;  // boxes_, occ_, keeper's area in reach_ (stamp_)
    void clear_occ() const;
    int smallest_in_area(int from) const;  // floods with occ_ as it is
    bool try_pull(const Word* s, std::size_t i, int d, search::SearchStats& stats) const;
};

}  // namespace boxcar::sokoban
