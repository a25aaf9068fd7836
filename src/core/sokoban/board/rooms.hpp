// Rooms of a board, after Festival's: the open parts of the floor, as opposed to corridors. Every 2x2 block
// of floor squares is a piece of room; pieces sharing an edge (two squares) form one room, a piece with no
// such neighbour is dropped (too small), and a square covered by pieces of two different rooms belongs to
// neither. Every other floor square is corridor. Computed on the empty board (boxes ignored), once.
#pragma once
#include "sokoban/board/push_board.hpp"

#include <cstdint>
#include <vector>

namespace boxcar::sokoban {

struct Rooms {
    std::vector<int> room;  // per square: its room, or -1 (corridor)
    int count = 0;

    bool in_room(int q) const { return room[q] >= 0; }
    // q is a square of room r or a floor neighbour of one (Festival's "room with its corridors").
    bool touches(const PushBoard& board, int r, int q) const;
};

Rooms find_rooms(const PushBoard& board);

// Fewest keeper steps from a to b on the empty board, or `cap` when it is `cap` or more (a BFS that stops
// there). `marks`/`queue` are scratch of board.n entries (marks reused through `stamp`).
int walk_distance_capped(const PushBoard& board, int a, int b, int cap, std::vector<int>& marks, int& stamp,
                         std::vector<int>& queue);

// Festival's test that a box on `a` and a box on `b` are in different places of the level: 6 or more keeper
// steps apart, or in two different rooms, or one in a room and the other a corridor square that does not
// border that room and shares neither row nor column with the first. The packing search sinks a box on a start square
// only when this holds for the box's square before the pull and the start square (a box does not "leave"
// through the room it is in).
bool in_different_places(const PushBoard& board, const Rooms& rooms, int a, int b, std::vector<int>& marks,
                         int& stamp, std::vector<int>& queue);

// Goal "holes": a goal with three walls around it, then again with those goals counted as walls (the
// inner goals of a dead-end corridor of goals). Per square, 1 for a hole.
std::vector<std::uint8_t> find_goal_holes(const PushBoard& board);

}  // namespace boxcar::sokoban
