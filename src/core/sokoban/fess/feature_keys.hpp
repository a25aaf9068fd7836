// The features of a FESS position (cell_key.hpp): progress along the packing plan, out-of-plan boxes,
// the empty areas the boxes cut the floor into, and the tie-breaks the advisors and the in-cell order read
// (the next plan square's distance, hotspots, lost room links, Festival's full score).
// A child that moves one box of the parent is computed from the parent's areas (of_child): a box leaving
// a square joins the areas around it; a box arriving splits its area only where the areas next to it do
// not meet again around it (ring_connectivity.hpp) or by the parent's depth-first numbering.
#pragma once
#include "search/node_store.hpp"
#include "sokoban/board/push_board.hpp"
#include "sokoban/board/room_links.hpp"
#include "sokoban/domains/box_state.hpp"
#include "sokoban/fess/cell_key.hpp"
#include "sokoban/fess/hotspots.hpp"
#include "sokoban/fess/kept_squares.hpp"
#include "sokoban/fess/packing_order.hpp"

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

namespace boxcar::sokoban {

class FeatureKeys {
public:
    struct Options {
        bool out_of_plan = true;  // out-of-plan boxes as the third feature
        bool festival = false;    // trap-zone rank, room links and the full score (Festival's advisors)
        bool hotspots = true;
    };
    FeatureKeys(const PushBoard& board, const BoxState& layout, Options options);
    // Once the plan is known (before any key): its tables (distances to its parking squares, the
    // out-of-plan zones' use, hotspots, room links). `order` must outlive this.
    void start(const PackingOrder& order);

    using Word = search::Word;
    CellFeatures of(const Word* s);
    // As of(s), and s becomes the parent that of_child computes from.
    CellFeatures of_parent(const Word* s);
    // of(child), from `parent`'s areas when the child moves one of its boxes (`parent` becomes the anchor
    // when it is not one already).
    CellFeatures of_child(const Word* parent, const Word* child);
    std::uint64_t memory_bytes() const;

private:
    CellFeatures of_position(const Word* s, bool anchor);
    // The features of occ_ (boxes_) with that many areas; `moved`: the anchor's box that moved (from, to).
    CellFeatures from_occupancy(int areas, std::pair<int, int> moved);
    // The anchor's depth-first numbering (number_anchor_areas), made on the first child that needs it.
    void number_anchor_areas();
    int pieces_around(int a, int t);
    const std::uint16_t* dist_to(int square) const {
        return goal_index_[square] >= 0 ? b_.goal_dist[goal_index_[square]].data()
                                         : park_dist_[park_index_[square]].data();
    }

    const PushBoard& b_;
    BoxState layout_;
    Options opt_;
    const PackingOrder* order_ = nullptr;
    bool strict_plan_ = true;  // no fixed set, no parking: the plan is its goal order (strict_steps)
    std::vector<int> goal_index_;  // per square: index into board.goals, -1 for non-goals
    // Pull distances to the plan's parking squares (steps' `to` off the goals): park_dist_[park_index_[q]].
    std::vector<int> park_index_;
    std::vector<std::vector<std::uint16_t>> park_dist_;
    Hotspots hotspots_;
    RoomLinks room_links_;  // Festival's room connectivity: the links a position's boxes cut
    std::vector<std::array<int, 4>> corner_;  // per square, the diagonal square between sides k and k+1

    // The position being keyed: occupancy and boxes, rewritten box by box.
    std::vector<std::uint8_t> occ_;
    std::vector<int> boxes_;
    std::vector<int> mark_, stack_, targets_;
    int stamp_ = 0;
    KeptSquares kept_;
    std::vector<int> area_label_;  // per empty square of the anchor: its area, 1..anchor_areas_
    int anchor_areas_ = -1;        // -1: occ_ does not hold a labelled anchor
    bool anchor_numbered_ = false;
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
};

}  // namespace boxcar::sokoban
