// Rooms of a board (see rooms.hpp).
#include "sokoban/board/rooms.hpp"

#include <algorithm>

namespace boxcar::sokoban {
namespace {

constexpr int kLeft = 0, kUp = 1, kRight = 2, kDown = 3;  // kDx/kDy order

// The top-left square of a 2x2 block of floor squares, or -1.
int block_at(const PushBoard& board, int q) {
    const int right = board.next[q][kRight], down = board.next[q][kDown];
    if (right < 0 || down < 0 || board.next[right][kDown] < 0) return -1;
    return q;
}

}  // namespace

bool Rooms::touches(const PushBoard& board, int r, int q) const {
    if (room[q] == r) return true;
    for (int d = 0; d < 4; ++d) {
        const int t = board.next[q][d];
        if (t >= 0 && room[t] == r) return true;
    }
    return false;
}

Rooms find_rooms(const PushBoard& board) {
    const int n = board.n;
    std::vector<std::uint8_t> block(n, 0);
    for (int q = 0; q < n; ++q) block[q] = block_at(board, q) >= 0;
    // Drop blocks with no block sharing an edge (the blocks one square left, right, up or down).
    std::vector<std::uint8_t> kept(n, 0);
    for (int q = 0; q < n; ++q) {
        if (!block[q]) continue;
        for (int d = 0; d < 4; ++d) {
            const int t = board.next[q][d];
            if (t >= 0 && block[t]) kept[q] = 1;
        }
    }
    // Rooms: components of the kept blocks, neighbours as above.
    std::vector<int> block_room(n, -1), queue;
    Rooms rooms;
    rooms.room.assign(n, -1);
    for (int q = 0; q < n; ++q) {
        if (!kept[q] || block_room[q] >= 0) continue;
        const int r = rooms.count++;
        queue.assign(1, q);
        block_room[q] = r;
        for (std::size_t head = 0; head < queue.size(); ++head)
            for (int d = 0; d < 4; ++d) {
                const int t = board.next[queue[head]][d];
                if (t >= 0 && kept[t] && block_room[t] < 0) {
                    block_room[t] = r;
                    queue.push_back(t);
                }
            }
    }
    // A block's four squares join its room; a square claimed by two rooms belongs to neither.
    constexpr int kShared = -2;
    for (int q = 0; q < n; ++q) {
        const int r = block_room[q];
        if (r < 0) continue;
        const int right = board.next[q][kRight], down = board.next[q][kDown];
        for (int t : {q, right, down, board.next[right][kDown]}) {
            if (rooms.room[t] == -1) rooms.room[t] = r;
            else if (rooms.room[t] != r) rooms.room[t] = kShared;
        }
    }
    std::replace(rooms.room.begin(), rooms.room.end(), kShared, -1);
    return rooms;
}

int walk_distance_capped(const PushBoard& board, int a, int b, int cap, std::vector<int>& marks, int& stamp,
                         std::vector<int>& queue) {
    if (a == b) return 0;
    ++stamp;
    queue.assign(1, a);
    marks[a] = stamp;
    // Level by level: `level_end` is where the squares at distance `dist` end in the queue.
    std::size_t head = 0;
    for (int dist = 1; dist < cap && head < queue.size(); ++dist) {
        const std::size_t level_end = queue.size();
        for (; head < level_end; ++head)
            for (int d = 0; d < 4; ++d) {
                const int t = board.next[queue[head]][d];
                if (t < 0 || marks[t] == stamp) continue;
                if (t == b) return dist;
                marks[t] = stamp;
                queue.push_back(t);
            }
    }
    return cap;
}

bool in_different_places(const PushBoard& board, const Rooms& rooms, int a, int b, std::vector<int>& marks,
                         int& stamp, std::vector<int>& queue) {
    constexpr int kFarApart = 6;
    if (walk_distance_capped(board, a, b, kFarApart, marks, stamp, queue) >= kFarApart) return true;
    const int ra = rooms.room[a], rb = rooms.room[b];
    if (ra == rb) return false;  // the same room, or both corridor squares
    if (ra >= 0 && rb >= 0) return true;
    // One in a room, the other a corridor square.
    if (ra >= 0 && rooms.touches(board, ra, b)) return false;
    if (rb >= 0 && rooms.touches(board, rb, a)) return false;
    return board.x(a) != board.x(b) && board.y(a) != board.y(b);
}

std::vector<std::uint8_t> find_goal_holes(const PushBoard& board) {
    std::vector<std::uint8_t> hole(board.n, 0);
    for (bool changed = true; changed;) {
        changed = false;
        for (int q = 0; q < board.n; ++q) {
            if (!board.is_goal[q] || hole[q]) continue;
            int walls = 0;
            for (int d = 0; d < 4; ++d) {
                const int t = board.next[q][d];
                walls += t < 0 || hole[t];
            }
            if (walls == 3) hole[q] = 1, changed = true;
        }
    }
    return hole;
}

}  // namespace boxcar::sokoban
