// FessSearch's macro moves that are one child each: the packing macro (a box, the others standing still,
// all the way onto the next square of the plan) and tunnel macros; and the pushes of any one-box macro
// found again when a solution passes through it. Children come with the keeper normalized to the smallest
// square of its area (PushDomain's objective `any`).
#pragma once
#include "search/node_store.hpp"
#include "sokoban/board/push_board.hpp"
#include "sokoban/domains/box_state.hpp"
#include "sokoban/fess/kept_squares.hpp"
#include "sokoban/fess/packing_order.hpp"

#include <cstdint>
#include <vector>

namespace boxcar::sokoban {

class MacroMoves {
public:
    using Word = search::Word;
    // A macro child: its pushes (square * 4 + direction, the box's square before the push) and its state.
    struct Macro {
        std::vector<std::uint32_t> pushes;
        std::vector<Word> child;
    };
    // `tunnels`: tunnel() extends pushes (off: it never does).
    MacroMoves(const PushBoard& board, const BoxState& layout, bool tunnels);

    // The packing macro from `s` under `order`'s plan, or null when there is none; valid until the next call.
    const Macro* packing(const Word* s, const PackingOrder& order);
    // Tunnel macro: a push along a one-wide, goal-free tunnel (walls on both sides across the push) goes
    // on to the tunnel's last square. With the box anywhere inside such a tunnel the keeper reaches the
    // same squares outside it, and from further in every position further on is still reachable, so the
    // shortcut loses no solution the single pushes had (Junghanns' tunnel macros). `child` is the position
    // after push `mv`; the macro (its pushes starting with mv) or null when the push is not extended;
    // valid until the next call.
    const Macro* tunnel(const Word* child, std::uint32_t mv);
    // The fewest pushes taking `parent` to `child` by moving the box of push `first` alone.
    std::vector<std::uint32_t> pushes_between(const Word* parent, const Word* child, std::uint32_t first) const;
    std::uint64_t memory_bytes() const;

private:
    // Floods the keeper's area from `from` with occ_ as walls and writes its smallest square into s.
    void normalize_keeper(Word* s, int from);

    const PushBoard& b_;
    BoxState layout_;
    std::size_t words_;
    bool tunnels_;
    std::vector<std::uint8_t> tunnel_;  // per square: bit d set when a push in direction d is a tunnel push
    static constexpr std::size_t kMacroWork = 400000;  // squares one packing-macro search may flood
    Macro packing_, tunnel_macro_;
    std::vector<std::uint8_t> occ_;
    std::vector<int> mark_, stack_, targets_, rev_dist_, rev_parent_, rev_queue_, reach_, reach_queue_;
    int stamp_ = 0, reach_stamp_ = 0;
    KeptSquares kept_;
};

}  // namespace boxcar::sokoban
