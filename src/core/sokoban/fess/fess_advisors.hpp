// FessSearch's advisors (FESS): each looks at the children of one expansion and may pick one, which then
// weighs nothing, like its parent. Two sets (FessDesc): FESS's pack, connectivity, out-of-plan, hotspot
// and blocker advisors (with the opener, FessDesc::opener, asked by the search when nothing packs more),
// or Festival's set (pack, connectivity, rooms, hotspots, out of plan, explorer, opener, and the first
// child of a position with two at most). The advisors only pick: the search drops a pick that is a
// corral deadlock and asks again, and sets the weights.
#pragma once
#include "search/node_store.hpp"
#include "sokoban/board/push_board.hpp"
#include "sokoban/domains/box_state.hpp"
#include "sokoban/fess/cell_key.hpp"
#include "sokoban/fess/fess_desc.hpp"
#include "sokoban/fess/kept_squares.hpp"
#include "sokoban/fess/packing_order.hpp"

#include <array>
#include <cstdint>
#include <functional>
#include <span>
#include <vector>

namespace boxcar::sokoban {

class FessAdvisors {
public:
    using Word = search::Word;
    // One child of the expansion: its position, the (first) push leading to it, its features.
    struct Child {
        const Word* state;
        std::uint32_t push;
        CellFeatures f;
    };
    // The picks (indices into the children, -1: none), in the order the advisors ran.
    struct Picks {
        std::array<int, 8> at;
        std::size_t count = 0;
        bool pack = false;        // the pack advisor picked a child
        bool packs_more = false;  // some child packs more than the parent
        std::span<const int> all() const { return {at.data(), count}; }
    };
    // The memory budget holds this many more bytes (for tables the advisors build on first use).
    using Fits = std::function<bool(std::uint64_t)>;
    // `hotspots`: the children's hotspot counts are set (FessDesc::hotspots, or Festival's set).
    FessAdvisors(const PushBoard& board, const BoxState& layout, const FessDesc& desc, bool hotspots, Fits fits);
    // Once the plan is known, before any pick. `order` must outlive this.
    void start(const PackingOrder& order);

    Picks pick(const Word* parent, const CellFeatures& parent_features, std::span<const Child> children);
    // Festival's opener: the next plan squares and the box nearest to them (floor distance, the boxes the
    // plan keeps as walls) that some child moves without bringing it nearer, packing no less and adding no
    // area (nor, with Festival's set, losing room links: `parent_rooms`); ties: the farthest destination,
    // then the better child. Index of the child, or -1.
    int opener(const Word* parent, std::uint32_t parent_key, int parent_rooms, std::span<const Child> children);
    std::uint64_t memory_bytes() const;

private:
    // The better child: the better cell key, then (with hotspots) fewer hotspots, then the nearer next
    // plan goal; Festival's set: the full score.
    bool better_child(const Child& a, const Child& b) const;
    Picks fess_set(const Word* parent, const CellFeatures& parent_features, std::span<const Child> children);
    Picks festival_set(const Word* parent, const CellFeatures& parent_features, std::span<const Child> children);
    // The advisors below return the index of the child they pick, or -1.
    int oop_advice(const Word* parent, const CellFeatures& parent_features, std::span<const Child> children);
    int explorer_advice(const Word* parent, std::uint32_t parent_key, std::span<const Child> children);
    // The nearest box that could be pulled back from the next plan square(s) if only the boxes the plan
    // keeps were walls, and the first other box on that path (its squares or the keeper's squares behind
    // them); the advice pushes that box off the path.
    int blocker_advice(const Word* parent, std::span<const Child> children);
    // A box on `to` can be pushed back to `from` on the empty board (pull distances to `from`, kept).
    bool reversible(int from, int to);
    // Per plan progress: walking distance on the empty board from the out-of-plan zone (kept once built).
    const std::vector<std::uint16_t>& oop_distance(int packed);

    const PushBoard& b_;
    BoxState layout_;
    const FessDesc& desc_;
    bool hotspots_;
    Fits fits_;
    const PackingOrder* order_ = nullptr;
    std::vector<std::vector<std::uint16_t>> back_dist_, oop_dist_;
    std::vector<std::uint8_t> occ_, on_path_;
    std::vector<int> mark_, stack_, targets_, ex_reach_, ex_boxes_, opener_dist_, rev_dist_, rev_parent_, rev_queue_,
            reach_queue_;
    int stamp_ = 0, ex_stamp_ = 0;
    KeptSquares kept_;
};

}  // namespace boxcar::sokoban
