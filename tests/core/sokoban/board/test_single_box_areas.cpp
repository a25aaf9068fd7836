// SingleBoxAreas (single_box_areas.hpp): with one box moved anywhere among fixed others, the piece that
// holds a square and the piece's smallest square agree with floods of the floor, on random positions.
#include "core/sokoban/level_fixture.hpp"
#include "sokoban/board/push_board.hpp"
#include "sokoban/board/single_box_areas.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <vector>

using namespace boxcar::sokoban;

namespace {

// The area of `from` with boxes on occ (and on `extra`): marks[q] = 1 on it; returns its smallest square.
int flood(const PushBoard& board, const std::vector<std::uint8_t>& occ, int extra, int from, std::vector<int>& marks) {
    std::fill(marks.begin(), marks.end(), 0);
    std::vector<int> stack{from};
    marks[from] = 1;
    int smallest = from;
    while (!stack.empty()) {
        const int q = stack.back();
        stack.pop_back();
        smallest = std::min(smallest, q);
        for (int t : board.next[q])
            if (t >= 0 && !occ[t] && t != extra && !marks[t]) {
                marks[t] = 1;
                stack.push_back(t);
            }
    }
    return smallest;
}

}  // namespace

TEST_CASE("single box areas: pieces and their smallest squares match floods") {
    for (const auto& level : std::vector<std::pair<std::string, int>>{{"sokoban/XSokoban.xsb", 1},
                                                                      {"sokoban/XSokoban.xsb", 50},
                                                                      {"sokoban/generality50.xsb", 38},
                                                                      {"sokoban/Microban.xsb", 155}}) {
        const std::string& file = level.first;  // not a structured binding: clang 14 cannot capture one
        const int number = level.second;
        CAPTURE(file);
        CAPTURE(number);
        const PushBoard board = build_push_board(shared_level(file, number));
        std::mt19937 rng(static_cast<unsigned>(number));
        SingleBoxAreas areas;
        std::vector<int> in_x(board.n), in_y(board.n);
        int checked = 0, splits = 0;
        for (int round = 0; round < 60; ++round) {
            // Random other boxes (a third of the level's squares at most), the moving box's start among the rest.
            std::vector<std::uint8_t> wall(board.n, 0);
            const int others = static_cast<int>(rng() % std::max<std::size_t>(1, std::min<std::size_t>(board.start_boxes.size(), board.n / 3)));
            for (int k = 0; k < others; ++k) wall[rng() % board.n] = 1;
            int root = static_cast<int>(rng() % board.n);
            while (wall[root]) root = static_cast<int>(rng() % board.n);
            areas.build(board, wall, root);
            std::vector<int> reach(board.n);
            flood(board, wall, -1, root, reach);
            for (int q = 0; q < board.n; ++q) REQUIRE(areas.reached(q) == (reach[q] == 1));
            // The box on every reached square b, every pair of its reached neighbours.
            for (int b = 0; b < board.n; ++b) {
                if (!areas.reached(b)) continue;
                for (int x : board.next[b]) {
                    if (x < 0 || !areas.reached(x)) continue;
                    const int smallest = flood(board, wall, b, x, in_x);
                    CHECK(areas.smallest(b, areas.piece(b, x)) == smallest);
                    ++checked;
                    for (int y : board.next[b]) {
                        if (y < 0 || y == x || !areas.reached(y)) continue;
                        const bool together = in_x[y] == 1;
                        splits += !together;
                        CHECK((areas.piece(b, x) == areas.piece(b, y)) == together);
                    }
                }
                // A square far from b: its piece too.
                const int far = static_cast<int>(rng() % board.n);
                if (far != b && areas.reached(far)) {
                    const int smallest = flood(board, wall, b, far, in_y);
                    CHECK(areas.smallest(b, areas.piece(b, far)) == smallest);
                    for (int x : board.next[b])
                        if (x >= 0 && areas.reached(x)) CHECK((areas.piece(b, x) == areas.piece(b, far)) == (in_y[x] == 1));
                }
            }
        }
        CHECK(checked > 1000);
        CHECK(splits > 50);  // boxes that cut their area apart were among them
    }
}
