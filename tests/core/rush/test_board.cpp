// Rush Hour board formats: Fogleman strings, database lines, grids, writers and exact error messages.
#include "rush/board.hpp"
#include "rush/state_codec.hpp"

#include <doctest/doctest.h>

using namespace boxcar::rush;

namespace {
std::string error_of(std::string_view text) {
    const BoardEntry e = parse_board(text);
    REQUIRE(e.error.has_value());
    return e.error->to_string();
}
}  // namespace

TEST_CASE("Fogleman string parses into vehicles, walls and round-trips") {
    const BoardEntry e = parse_board("IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM");
    REQUIRE(e.board);
    const Board& b = *e.board;
    CHECK(b.size == 6);
    CHECK(b.vehicles[0].label == 'A');
    CHECK(b.vehicles[0].horizontal);
    CHECK(b.vehicles[0].row == 2);
    CHECK(b.vehicles[0].col == 1);
    CHECK(b.walls == (std::uint64_t{1} << 3));
    CHECK(b.vehicles.size() == 12);
    const Vehicle& h = b.vehicles[b.find('H')];
    CHECK(h.length == 3);
    CHECK(h.horizontal);
    const Vehicle& i = b.vehicles[b.find('I')];
    CHECK(!i.horizontal);
    CHECK(i.length == 2);
    CHECK(board_string(b) == "IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM");
    CHECK(board_grid(b) == "IBBx..\nI..LDD\nJAAL..\nJ.KEEM\nFFK..M\nGGHHHM\n");
}

TEST_CASE("grid writer uses '.' and the grid parses back") {
    const Board b = *parse_board("GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo").board;
    const std::string grid = board_grid(b);
    CHECK(grid == "GBB.L.\nGHI.LM\nGHIAAM\nCCCK.M\n..JKDD\nEEJFF.\n");
    const BoardEntry back = parse_board(grid);
    REQUIRE(back.board);
    CHECK(board_string(*back.board) == "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo");
}

TEST_CASE("database line gives moves and cluster size") {
    const BoardEntry e = parse_board("51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780");
    REQUIRE(e.board);
    CHECK(e.known_moves == 51);
    CHECK(e.cluster_size == 4780);
}

TEST_CASE("boards of 4 to 8 cells a side") {
    CHECK(parse_board("AAooooooooooooBB").board);           // 4x4
    CHECK(parse_board(std::string("AAo") + std::string(61, 'o')).board);  // 8x8
    CHECK(error_of("AAooo") ==
          "line 1, column 1: board has 5 characters; expected n*n for n = 4..8 (16, 25, 36, 49 or 64)");
}

TEST_CASE("bad input: exact messages with positions") {
    CHECK(error_of("ooooooooooooAAooo?oooooooooooooooooo") ==
          "line 1, column 18: unknown character '?' (position 18 of the board: row 3, column 6)");
    CHECK(error_of("ooooooooooooBBoooooooooooooooooooooo") == "line 1: no primary car 'A' on the board");
    CHECK(error_of("ooAoooooAoooooooooooooooooooooooooooo").find("board has 37 characters") != std::string::npos);
    CHECK(error_of("ooAoooooAooooooooooooooooooooooooooo") ==
          "line 1, column 3: primary car 'A' is vertical; it must be horizontal (position 3 of the board: row 1, "
          "column 3)");
    CHECK(error_of("ooooooooooooAAoBoBoooooooooooooooooo") ==
          "line 1, column 18: vehicle 'B' is split: its cells are not contiguous (position 18 of the board: row 3, "
          "column 6)");
    CHECK(error_of("ooooooBoooooAABooooooooooooooooooooo") ==
          "line 1, column 15: vehicle 'B' is not straight: its cells are not in one row or column (position 15 of "
          "the board: row 3, column 3)");
    CHECK(error_of("ooooooooooooAABBBBoooooooooooooooooo") ==
          "line 1, column 15: vehicle 'B' is 4 cells long; vehicles are 2 or 3 cells long (position 15 of the "
          "board: row 3, column 3)");
    CHECK(error_of("ooooooooooooAAooBooooooooooooooooooo") ==
          "line 1, column 17: vehicle 'B' covers one cell; vehicles are 2 or 3 cells long (position 17 of the "
          "board: row 3, column 5)");
    CHECK(error_of("not a board") ==
          "line 1, column 1: database line: the first field 'not' is not a move count (expected `moves board "
          "cluster_size`)");
    CHECK(error_of("ooooooooooooAAoooooooooooooooooooooo extra") ==
          "line 1, column 38: expected one board string or a database line `moves board cluster_size`, found 2 "
          "fields");
}

TEST_CASE("database line errors name the field") {
    CHECK(error_of("xx ooooooooooooAAoooooooooooooooooooooo 5") ==
          "line 1, column 1: database line: the first field 'xx' is not a move count (expected `moves board "
          "cluster_size`)");
    CHECK(error_of("3 ooooooooooooAAoooo?ooooooooooooooooo 5") ==
          "line 1, column 21: unknown character '?' (position 19 of the board: row 4, column 1)");
}

TEST_CASE("too many pieces for the packed state") {
    // 8x8 with 26 vehicles of length 2 (3 bits each) needs 78 bits.
    std::string s(64, 'o');
    int v = 0;
    s[0] = s[1] = 'A';
    for (int r = 0; r < 8 && v < 25; ++r)
        for (int c = (r == 0 ? 2 : 0); c + 1 < 8 && v < 25; c += 2) {
            if (r == 0 && c >= 6) break;
            s[r * 8 + c] = s[r * 8 + c + 1] = static_cast<char>('B' + v++);
        }
    const std::string err = error_of(s);
    CHECK(err.find("too many pieces: 26 vehicles need 78 state bits, at most 57 are supported") != std::string::npos);
}

TEST_CASE("collections: comments and blanks take no number, bad lines stay boards") {
    const auto entries = parse_boards("# comment\n01 ooooooooooooAAoooooooooooooooooooooo 5\n\n"
                                      "02 ooBoooooBoooAABooooooooooooooooooooo 14\nnot a board\n");
    REQUIRE(entries.size() == 3);
    CHECK(entries[0].board);
    CHECK(entries[0].line == 2);
    CHECK(entries[1].board);
    CHECK(entries[1].line == 4);
    CHECK(!entries[2].board);
    CHECK(entries[2].line == 5);
    CHECK(entries[2].error->line == 5);
}

TEST_CASE("a text that is one grid is one board, CRLF allowed") {
    const auto entries = parse_boards("BBBCDE\r\nFGGCDE\r\nF.AADE\r\nHHI...\r\n.JI.KK\r\n.JLLMM\r\n");
    REQUIRE(entries.size() == 1);
    REQUIRE(entries[0].board);
    CHECK(board_string(*entries[0].board) == "BBBCDEFGGCDEFoAADEHHIooooJIoKKoJLLMM");
}

TEST_CASE("grid errors give the row's line and column") {
    const auto e = parse_board("......\n..B...\nAA?...\n......\n......\n......\n");
    REQUIRE(e.error);
    CHECK(e.error->to_string() == "line 3, column 3: unknown character '?' (row 3, column 3)");
}

TEST_CASE("move notation round-trips and replay enforces the rules") {
    const Board b = *parse_board("ooBoooooBoooAABooooooooooooooooooooo").board;
    SlideMove m;
    REQUIRE(parse_move(b, "B+2", m));
    CHECK(m.vehicle == b.find('B'));
    CHECK(m.delta == 2);
    CHECK(move_name(b, m) == "B+2");
    CHECK(!parse_move(b, "Q+1", m));
    CHECK(!parse_move(b, "B*1", m));
    Board out;
    int bad = -1;
    CHECK(replay(b, {{b.find('B'), 3}, {0, 4}}, out, &bad));
    CHECK(out.vehicles[0].col == 4);
    CHECK(!replay(b, {{0, 1}}, out, &bad));  // A runs into B
    CHECK(bad == 0);
    CHECK(!replay(b, {{b.find('B'), -1}}, out, &bad));  // off the board
}
