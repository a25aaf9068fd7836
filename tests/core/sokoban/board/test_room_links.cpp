// Room links (room_links.hpp): the links of the empty board a position's boxes cut, computed in one pass
// and, after a one-box move, by walking again only the rooms the move can change; both against a walk per room
// piece written here from the definition.
#include "core/sokoban/level_fixture.hpp"
#include "sokoban/board/push_board.hpp"
#include "sokoban/board/room_links.hpp"
#include "sokoban/board/rooms.hpp"

#include <doctest/doctest.h>

#include <random>
#include <set>
#include <vector>

using namespace boxcar::sokoban;

namespace {

// Per room, the rooms every piece sees, and whether it has a free square: one walk per piece.
int lost_by_definition(const PushBoard& board, const Rooms& rooms, const std::vector<std::uint8_t>& occ,
                       const std::vector<std::vector<bool>>& base) {
    const int r = rooms.count;
    std::vector<std::vector<bool>> every(r, std::vector<bool>(r, true));
    std::vector<bool> done(r, false), in_piece(board.n, false);
    for (int s = 0; s < board.n; ++s) {
        const int c = rooms.room[s];
        if (c < 0 || occ[s] || in_piece[s]) continue;
        done[c] = true;
        std::vector<bool> seen(r, false), walked(board.n, false);
        std::vector<int> stack{s};
        walked[s] = in_piece[s] = true;
        while (!stack.empty()) {
            const int q = stack.back();
            stack.pop_back();
            for (int t : board.next[q]) {
                if (t < 0) continue;
                const int k = rooms.room[t];
                if (k >= 0 && k != c) seen[k] = true;
                else if (!occ[t] && !walked[t]) {
                    walked[t] = true;
                    if (k == c) in_piece[t] = true;
                    stack.push_back(t);
                }
            }
        }
        for (int k = 0; k < r; ++k) every[c][k] = every[c][k] && seen[k];
    }
    int lost = 0;
    for (int i = 0; i < r; ++i)
        for (int j = i + 1; j < r; ++j)
            lost += base[i][j] && !(done[i] && done[j] && every[i][j] && every[j][i]);
    return lost;
}

std::vector<std::vector<bool>> base_links(const PushBoard& board, const Rooms& rooms) {
    const int r = rooms.count;
    std::vector<std::vector<bool>> all(r, std::vector<bool>(r, true)), base = all;
    // On the empty board a pair is linked when it loses nothing against a base of that pair alone.
    const std::vector<std::uint8_t> empty(board.n, 0);
    for (int i = 0; i < r; ++i)
        for (int j = i + 1; j < r; ++j) {
            std::vector<std::vector<bool>> one(r, std::vector<bool>(r, false));
            one[i][j] = true;
            base[i][j] = lost_by_definition(board, rooms, empty, one) == 0;
        }
    return base;
}

}  // namespace

TEST_CASE("room links: a box in the only corridor between two rooms cuts their link") {
    const PushBoard board = build_push_board(level_from("##########\n"
                                                        "#@  ##   #\n"
                                                        "# $     .#\n"
                                                        "#   ##   #\n"
                                                        "##########\n"));
    RoomLinks links(board);
    REQUIRE(links.rooms().count == 2);
    std::vector<std::uint8_t> occ(board.n, 0);
    CHECK(links.lost(board, occ) == 0);
    occ[square_at(board, 4, 2)] = 1;
    CHECK(links.lost(board, occ) == 1);
    occ[square_at(board, 4, 2)] = 0;
    occ[square_at(board, 2, 2)] = 1;  // inside the left room: the keeper walks around it
    CHECK(links.lost(board, occ) == 0);
}

TEST_CASE("room links: one pass and the walk after a one-box move agree with a walk per piece") {
    for (const auto& level : std::vector<std::pair<std::string, int>>{
                 {"sokoban/XSokoban.xsb", 69}, {"sokoban/XSokoban.xsb", 29}, {"sokoban/generality50.xsb", 38}, {"sokoban/generality50.xsb", 30}}) {
        const std::string& file = level.first;  // not a structured binding: clang 14 cannot capture one
        const int number = level.second;
        CAPTURE(file);
        CAPTURE(number);
        const PushBoard board = build_push_board(shared_level(file, number));
        RoomLinks links(board);
        const Rooms& rooms = links.rooms();
        REQUIRE(rooms.count >= 2);
        const auto base = base_links(board, rooms);
        std::mt19937 rng(number);
        std::set<int> lost_seen;
        int same_room = 0, two_rooms = 0, corridor = 0;
        for (int round = 0; round < 300; ++round) {
            // Random boxes, as many as the level's, then one of them moved to a random free square.
            std::vector<std::uint8_t> occ(board.n, 0);
            std::vector<int> boxes;
            while (boxes.size() < board.start_boxes.size()) {
                const int q = static_cast<int>(rng() % board.n);
                if (!occ[q]) {
                    occ[q] = 1;
                    boxes.push_back(q);
                }
            }
            const int parent_lost = lost_by_definition(board, rooms, occ, base);
            CHECK(links.lost(board, occ, true) == parent_lost);
            lost_seen.insert(parent_lost);
            for (int move = 0; move < 4; ++move) {
                const int from = boxes[rng() % boxes.size()];
                // Even moves stay in the box's room where they can (the walk of one room), odd ones anywhere.
                int to = from;
                for (int tries = 0; tries < 200 && (occ[to] || (move % 2 == 0 && rooms.room[to] != rooms.room[from])); ++tries)
                    to = static_cast<int>(rng() % board.n);
                while (occ[to]) to = static_cast<int>(rng() % board.n);
                same_room += rooms.room[from] >= 0 && rooms.room[to] == rooms.room[from];
                two_rooms += rooms.room[from] >= 0 && rooms.room[to] >= 0 && rooms.room[to] != rooms.room[from];
                corridor += rooms.room[from] < 0 || rooms.room[to] < 0;
                occ[from] = 0;
                occ[to] = 1;
                CHECK(links.lost_after_move(board, occ, from, to) == lost_by_definition(board, rooms, occ, base));
                occ[to] = 0;
                occ[from] = 1;
            }
        }
        CHECK(lost_seen.size() >= 3);  // the positions cut different numbers of links
        CHECK(same_room >= 100);       // and the one-room walk ran
        CHECK(two_rooms >= 50);        // and the walk of two rooms
        CHECK(corridor >= 50);         // and the corridor areas flooded again
    }
}
