// Rooms of a board (rooms.hpp): 2x2 floor blocks joined into rooms, corridors between them, the
// "different places" test the packing search's sinks use, and goal holes.
#include "core/sokoban/level_fixture.hpp"
#include "sokoban/board/push_board.hpp"
#include "sokoban/board/rooms.hpp"

#include <doctest/doctest.h>

#include <vector>

using namespace boxcar::sokoban;

namespace {

// Two 3x3 rooms joined by a two-square corridor on the middle row.
constexpr const char* kTwoRooms = "##########\n"
                                  "#@  ##   #\n"
                                  "# $     .#\n"
                                  "#   ##   #\n"
                                  "##########\n";

int at(const PushBoard& board, int x, int y) {
    const int q = board.square_of[y * board.width + x];
    REQUIRE(q >= 0);
    return q;
}

}  // namespace

TEST_CASE("rooms: two open rooms, the corridor between them belongs to neither") {
    const PushBoard board = build_push_board(level_from(kTwoRooms));
    const Rooms rooms = find_rooms(board);
    CHECK(rooms.count == 2);
    const int left = rooms.room[at(board, 1, 1)], right = rooms.room[at(board, 8, 3)];
    CHECK(left >= 0);
    CHECK(right >= 0);
    CHECK(left != right);
    for (int y = 1; y <= 3; ++y)
        for (int x : {1, 2, 3}) CHECK(rooms.room[at(board, x, y)] == left);
    for (int y = 1; y <= 3; ++y)
        for (int x : {6, 7, 8}) CHECK(rooms.room[at(board, x, y)] == right);
    CHECK_FALSE(rooms.in_room(at(board, 4, 2)));
    CHECK_FALSE(rooms.in_room(at(board, 5, 2)));
    CHECK(rooms.touches(board, left, at(board, 4, 2)));
    CHECK_FALSE(rooms.touches(board, left, at(board, 5, 2)));
}

TEST_CASE("rooms: a lone 2x2 block is too small to be a room") {
    const PushBoard board = build_push_board(level_from("#######\n"
                                                        "#  ####\n"
                                                        "#  $ .#\n"
                                                        "#@#####\n"
                                                        "#######\n"));
    const Rooms rooms = find_rooms(board);
    CHECK(rooms.count == 0);
    for (int q = 0; q < board.n; ++q) CHECK_FALSE(rooms.in_room(q));
}

TEST_CASE("rooms: different places are far apart, in other rooms, or off a room's row and column") {
    const PushBoard board = build_push_board(level_from(kTwoRooms));
    const Rooms rooms = find_rooms(board);
    std::vector<int> marks(board.n, 0), queue;
    int stamp = 0;
    auto different = [&](int x1, int y1, int x2, int y2) {
        return in_different_places(board, rooms, at(board, x1, y1), at(board, x2, y2), marks, stamp, queue);
    };
    CHECK_FALSE(different(1, 1, 2, 1));  // one room, a step apart
    CHECK(different(3, 2, 6, 2));        // two rooms, 3 steps apart
    CHECK_FALSE(different(3, 2, 4, 2));  // a room and the corridor square beside it
    CHECK_FALSE(different(1, 2, 5, 2));  // a room and a corridor square on the same row
    CHECK(different(1, 1, 5, 2));        // ... on another row and column, 5 steps apart
    CHECK(different(1, 1, 8, 3));        // 9 steps apart
    CHECK(walk_distance_capped(board, at(board, 1, 1), at(board, 8, 3), 100, marks, stamp, queue) == 9);
    CHECK(walk_distance_capped(board, at(board, 1, 1), at(board, 8, 3), 6, marks, stamp, queue) == 6);
    CHECK(walk_distance_capped(board, at(board, 2, 2), at(board, 2, 2), 6, marks, stamp, queue) == 0);
}

TEST_CASE("goal holes: a dead-end corridor of goals, filled from its end") {
    const PushBoard board = build_push_board(level_from("#########\n"
                                                        "#@ $$$..#\n"
                                                        "#     .##\n"
                                                        "#########\n"));
    const std::vector<std::uint8_t> holes = find_goal_holes(board);
    CHECK(holes[at(board, 7, 1)] == 1);  // three walls
    CHECK(holes[at(board, 6, 1)] == 0);  // open below
    CHECK(holes[at(board, 6, 2)] == 0);
    const PushBoard corridor = build_push_board(level_from("########\n"
                                                           "#@ $$..#\n"
                                                           "########\n"));
    const std::vector<std::uint8_t> corridor_holes = find_goal_holes(corridor);
    CHECK(corridor_holes[at(corridor, 6, 1)] == 1);
    CHECK(corridor_holes[at(corridor, 5, 1)] == 1);  // a hole once the goal behind it counts as wall
    CHECK(corridor_holes[at(corridor, 4, 1)] == 0);  // not a goal
}
