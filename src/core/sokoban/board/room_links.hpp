// Room links, after Festival's room connectivity: which rooms (rooms.hpp) the keeper can walk between through
// corridors alone, and how many of the links of the empty board a set of boxes cuts. A room is seen from a
// piece of another room (its free squares joined through themselves and free corridor squares) when one
// of the piece's squares borders it; two rooms are linked when every piece of each sees the other.
#pragma once
#include "sokoban/board/push_board.hpp"
#include "sokoban/board/rooms.hpp"

#include <cstdint>
#include <vector>

namespace boxcar::sokoban {

class RoomLinks {
public:
    RoomLinks() = default;
    explicit RoomLinks(const PushBoard& board);  // the rooms and the links of the empty board

    // Pairs of rooms linked on the empty board that are not linked with boxes on the squares where `occ`
    // is non-zero: one pass over the floor, each free corridor area walked once. With `anchor`, the
    // position is kept for lost_after_move().
    int lost(const PushBoard& board, const std::vector<std::uint8_t>& occ, bool anchor = false);
    // lost(occ) for `occ` = the anchor's boxes with the one on `from` moved to `to`: only the rooms whose
    // pieces the move can change are walked again (when both squares are in rooms, those two rooms with
    // the anchor's corridor areas; otherwise the rooms next to the corridor areas around the squares,
    // flooded again).
    int lost_after_move(const PushBoard& board, const std::vector<std::uint8_t>& occ, int from, int to);

    const Rooms& rooms() const { return rooms_; }
    std::uint64_t memory_bytes() const;

private:
    // The links of one position: per room, the rooms every piece of it sees (acc, all ones for a room
    // with no free square) and whether it has a free square (done); the free corridor areas (area_of per
    // square, the rooms next to each in area_mask, the free room squares around each in area_rooms from
    // area_start).
    struct Linkage {
        std::vector<std::uint64_t> acc, area_mask;
        std::vector<std::uint8_t> done;
        std::vector<int> area_of, area_start, area_rooms;
        std::uint64_t memory_bytes() const;
    };
    void link(const PushBoard& board, const std::vector<std::uint8_t>& occ, Linkage& out);
    // Walks the piece of room c from its free square s (areas of `areas`; `extra` a free square of c
    // that the areas' lists lack, joined through the areas `extra_areas`) and returns what it sees in seen_.
    void walk_piece(const PushBoard& board, const std::vector<std::uint8_t>& occ, const Linkage& areas, int c,
                    int s, int extra, const int* extra_areas, int extra_count);
    // A room walked again after a move: the rooms every piece of it sees, whether it has a free square.
    struct Rewalked {
        int room = -1;
        const std::uint64_t* acc = nullptr;
        bool done = false;
    };
    // Room c's pieces on `occ` against the corridor areas of `areas` (walk_piece's extra squares), into acc.
    Rewalked rewalk(const PushBoard& board, const std::vector<std::uint8_t>& occ, const Linkage& areas, int c,
                    std::uint64_t* acc, int extra, const int* extra_areas, int extra_count);
    // lost_after_move when `from` or `to` is a corridor square: the anchor's linkage with the corridor
    // areas around the two squares flooded again and the rooms next to them walked again.
    int lost_after_corridor_move(const PushBoard& board, const std::vector<std::uint8_t>& occ, int from, int to);
    // Appends the free corridor area of q (unmarked) to out: its squares' area_of, rooms and room squares.
    void add_area(const PushBoard& board, const std::vector<std::uint8_t>& occ, int q, Linkage& out);
    // The links lost, the rooms in `moved` as walked again and the others as in l.
    int count_lost(const Linkage& l, const Rewalked* moved, int moved_count) const;
    std::uint64_t* mask(std::vector<std::uint64_t>& v, int i) const {
        return v.data() + static_cast<std::size_t>(i) * words_;
    }
    const std::uint64_t* mask(const std::vector<std::uint64_t>& v, int i) const {
        return v.data() + static_cast<std::size_t>(i) * words_;
    }
    static bool has(const std::uint64_t* m, int bit) { return (m[bit >> 6] >> (bit & 63)) & 1; }

    Rooms rooms_;
    int words_ = 0;  // 64-bit words of a set of rooms
    bool any_base_ = false;
    std::vector<std::uint64_t> near_;  // per square: the rooms of its neighbours
    std::vector<std::uint64_t> base_;  // per room i: the rooms j > i linked to it on the empty board
    std::vector<int> room_start_, room_squares_;  // the squares of room r: room_squares_[room_start_[r]..]
    Linkage anchor_, scratch_;
    // Walk scratch: square marks (mark_ for areas, piece_mark_ for pieces, both against stamp_), the
    // piece that last took in each area (pieces numbered across calls), the piece's rooms seen.
    std::vector<int> mark_, piece_mark_, stack_;
    std::vector<std::uint32_t> area_piece_;
    std::vector<std::uint64_t> seen_, moved_acc_;  // moved_acc_: two rooms' sets (rewalk)
    int stamp_ = 0;
    std::uint32_t piece_serial_ = 0;
};

}  // namespace boxcar::sokoban
