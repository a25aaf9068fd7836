// The draw of the library's Rush Hour puzzles by move count (rush/moves_draw.hpp): checked lines,
// a per-count cap, all puzzles where fewer exist, the same draw whatever the input order, and a fair
// share of boards with walls.
#include "rush/board.hpp"
#include "rush/moves_draw.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <set>

using namespace boxcar::rush;

namespace {

// Distinct valid 6x6 boards: the red car at the left of row 3 and two vertical cars B and C of length 2
// anywhere else (never on the bottom-left cell); with a wall on that cell when `wall`.
std::vector<std::string> distinct_boards(int want, bool wall) {
    std::vector<std::string> out;
    for (int b = 0; b < 30 && static_cast<int>(out.size()) < want; ++b)
        for (int c = b + 1; c < 30 && static_cast<int>(out.size()) < want; ++c) {
            std::string s(36, 'o');
            s[12] = s[13] = 'A';
            const auto place = [&](int top, char label) {
                if (s[top] != 'o' || s[top + 6] != 'o' || top + 6 == 30) return false;
                s[top] = s[top + 6] = label;
                return true;
            };
            if (!place(b, 'B') || !place(c, 'C')) continue;
            if (wall) s[30] = 'x';
            out.push_back(s);
        }
    return out;
}

DatabasePuzzle puzzle(int moves, const std::string& board, long long cluster = 10) {
    std::string error;
    const auto p = read_database_line(std::to_string(moves) + " " + board + " " + std::to_string(cluster), error);
    REQUIRE_MESSAGE(p, error);
    return *p;
}

std::vector<std::string> boards_of(const MovesDraw::Count& c) {
    std::vector<std::string> out;
    for (const auto& p : c.drawn) out.push_back(p.board);
    return out;
}

}  // namespace

TEST_CASE("a database line is read and checked") {
    std::string error;
    const auto p = read_database_line("51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780", error);
    REQUIRE(p);
    CHECK(p->moves == 51);
    CHECK(p->board == "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo");
    CHECK(p->cluster == 4780);
    CHECK_FALSE(p->walls);
    CHECK(read_database_line("60 HBBxooHooKCCIAAKooIoJDDLEEJooLFFGGGL 2332", error)->walls);

    CHECK_FALSE(read_database_line("GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo", error));
    CHECK(error == "not a database line `moves board cluster_size` (only a board)");
    CHECK_FALSE(read_database_line("51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFF? 4780", error));
    CHECK(error == "column 39: unknown character '?' (position 36 of the board: row 6, column 6)");
    CHECK_FALSE(read_database_line("x1 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780", error));
    CHECK(error.rfind("column 1: database line: the first field 'x1' is not a move count", 0) == 0);
    CHECK_FALSE(read_database_line("0 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780", error));
    CHECK(error == "column 1: a move count of 0: the red car is already out");
}

TEST_CASE("each count keeps at most N puzzles, all of them where fewer exist") {
    const auto boards = distinct_boards(40, false);
    REQUIRE(boards.size() == 40);
    MovesDraw draw(10, 7);
    for (const auto& b : boards) draw.add(puzzle(3, b));          // 40 of 3 moves
    for (int i = 0; i < 4; ++i) draw.add(puzzle(1, boards[i]));  // 4 of 1 move; none of 2
    const auto counts = draw.counts();
    REQUIRE(counts.size() == 3);
    CHECK(counts[0].moves == 1);
    CHECK(counts[0].total == 4);
    CHECK(counts[0].drawn.size() == 4);
    CHECK(counts[1].moves == 2);
    CHECK(counts[1].total == 0);
    CHECK(counts[1].drawn.empty());
    CHECK(counts[2].total == 40);
    CHECK(counts[2].drawn.size() == 10);
    const auto drawn = boards_of(counts[2]);
    CHECK(std::is_sorted(drawn.begin(), drawn.end()));
    CHECK(std::set<std::string>(drawn.begin(), drawn.end()).size() == 10);
    for (const auto& p : counts[2].drawn) CHECK(p.moves == 3);
}

TEST_CASE("the draw depends on the seed and the input, not on the input's order") {
    const auto boards = distinct_boards(40, false);
    MovesDraw forward(8, 1), backward(8, 1), other_seed(8, 2);
    for (const auto& b : boards) forward.add(puzzle(5, b));
    for (auto it = boards.rbegin(); it != boards.rend(); ++it) backward.add(puzzle(5, *it));
    for (const auto& b : boards) other_seed.add(puzzle(5, b));
    const auto a = boards_of(forward.counts().back()), b = boards_of(backward.counts().back());
    CHECK(a == b);
    CHECK(a != boards_of(other_seed.counts().back()));
    // A board given twice is drawn once.
    MovesDraw twice(40, 1);
    for (const auto& board : boards) twice.add(puzzle(5, board));
    twice.add(puzzle(5, boards[0]));
    CHECK(twice.counts().back().drawn.size() == 40);
    CHECK(twice.duplicates() == 1);
}

TEST_CASE("boards with and without walls are drawn in the proportion the input has them") {
    // Equal numbers of each: over many seeds, about half of the drawn boards have walls.
    const auto plain = distinct_boards(40, false), walled = distinct_boards(40, true);
    long long walls = 0, drawn = 0;
    for (std::uint64_t seed = 1; seed <= 50; ++seed) {
        MovesDraw draw(10, seed);
        for (int i = 0; i < 40; ++i) {
            draw.add(puzzle(4, plain[i]));
            draw.add(puzzle(4, walled[i]));
        }
        const auto c = draw.counts().back();
        CHECK(c.total == 80);
        CHECK(c.total_walls == 40);
        for (const auto& p : c.drawn) walls += p.walls ? 1 : 0;
        drawn += static_cast<long long>(c.drawn.size());
    }
    CHECK(drawn == 500);
    CHECK(walls > 200);  // 250 expected; the spread of 500 fair draws is about 11
    CHECK(walls < 300);
}

TEST_CASE("file names and lines as the shipped library writes them") {
    CHECK(moves_file_name(7) == "07.txt");
    CHECK(moves_file_name(51) == "51.txt");
    CHECK(moves_file_line(puzzle(7, "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo", 4780)) ==
          "07 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780");
}
