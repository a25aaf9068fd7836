// The packing search's tree (packing_search.hpp) as positions of the real game: the boxes of a reverse
// position plus one on every start square its path sank a box into (that box has not moved yet). Played
// forwards, such a position leads to the solved position, so `auto`'s forward searches end where they
// reach one (solve_session.cpp), as Festival's forward search finishes along its backward tree. The
// reverse search treats a sunk start square as free floor, so a later pull may have crossed it, and the
// keeper's area there may be split by the unmoved boxes: pushes_to_solved checks every step on the real
// board and says when the way back does not exist.
#pragma once
#include "sokoban/board/push_board.hpp"

#include <cstdint>
#include <optional>
#include <vector>

namespace boxcar::sokoban {

struct BackwardTree {
    struct Position {
        std::uint32_t first_box;  // its boxes: boxes[first_box .. first_box + box_count)
        int keeper;               // a square of the keeper's area
        std::int32_t parent;      // the position it was pulled from (-1: a solved position, a root)
        int from, to;             // that pull: the box on `from` (in the parent) went to `to`
    };
    int box_count = 0;
    std::vector<std::uint16_t> boxes;  // squares, box_count per position
    std::vector<Position> positions;

    std::uint64_t memory_bytes() const { return boxes.capacity() * 2 + positions.capacity() * sizeof(Position); }
};

// The pushes (PushDomain's move codes: box square * 4 + direction) that take position `i` of the tree to
// the solved position: each pull of its path undone, the box pushed back with the others standing still
// and the keeper ending in the area the parent position has. Empty when `i` is a root; nullopt when a step
// cannot be played on the real board (see above).
std::optional<std::vector<std::uint32_t>> pushes_to_solved(const PushBoard& board, const BackwardTree& tree,
                                                           std::size_t i);

// Whether the last pull of position `i`'s path can be undone on the real board: the box pushed back to
// where the parent position has it, the keeper ending in the parent's area (true for a root). Position
// `i` leads home when this holds for it and every position above it.
bool step_leads_to_parent(const PushBoard& board, const BackwardTree& tree, std::size_t i);

}  // namespace boxcar::sokoban
