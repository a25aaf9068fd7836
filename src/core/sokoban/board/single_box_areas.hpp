// The keeper's areas while one box moves and every other box stands still (the feature-space search's
// box macros): one depth-first numbering (Tarjan) of the floor without the other boxes, from the moving
// box's square. With the box on a square b, the keeper's area is one piece of that floor less b: the
// subtree of a tree child of b whose subtree reaches no higher than b, or the rest of b's component. The
// piece holding a square, and the piece's smallest square (the normalized keeper), then cost no flood:
// subtree minima, and minima of the entry order before and after b's subtree.
#pragma once
#include "sokoban/board/push_board.hpp"

#include <array>
#include <cstdint>
#include <vector>

namespace boxcar::sokoban {

class SingleBoxAreas {
public:
    // Pieces of square b: kRest, or the direction (0-3) of the tree child whose subtree it is.
    static constexpr int kRest = 4;

    // Numbers the floor reachable from `root` where wall[q] is zero (the other boxes are walls; the
    // moving box's own square is floor).
    void build(const PushBoard& board, const std::vector<std::uint8_t>& wall, int root);
    // True for the squares numbered by build (root's area of the floor without the other boxes).
    bool reached(int q) const { return seen_[q] == stamp_; }
    // The piece of the floor less b that holds x (both reached, x != b).
    int piece(int b, int x) const;
    // The smallest square of that piece.
    int smallest(int b, int piece) const;
    std::uint64_t memory_bytes() const;

private:
    const PushBoard* board_ = nullptr;
    // Per square: build's stamp, entry time, last entry time in its subtree, lowest entry time its
    // subtree reaches by one edge, tree parent (-1: the root), smallest square of its subtree.
    std::vector<int> seen_, in_, last_, low_, up_, sub_min_;
    // By entry time t (1..count_): the smallest square entered at or before t / at or after t.
    std::vector<int> prefix_min_, suffix_min_, order_;
    std::vector<std::array<int, 2>> stack_;  // (square, next direction to try)
    int stamp_ = 0;
    bool is_child(int b, int c) const { return c >= 0 && reached(c) && up_[c] == b; }
};

}  // namespace boxcar::sokoban
