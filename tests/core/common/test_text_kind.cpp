// The one text-kind rule (common/text_kind.hpp) that paste, load, share links and the CLI share.
#include "common/text_kind.hpp"

#include <doctest/doctest.h>

using namespace boxcar;

TEST_CASE("text kind: records, solutions and puzzle text in the paste's order") {
    CHECK(detect_text_kind("") == TextKind::Blank);
    CHECK(detect_text_kind(" \n\t\r") == TextKind::Blank);
    CHECK(detect_text_kind("  \n{\"version\": 1}") == TextKind::RecordsFile);
    CHECK(detect_text_kind("rRdL") == TextKind::SokobanSolution);
    CHECK(detect_text_kind("3r(ul)2D\n") == TextKind::SokobanSolution);
    CHECK(detect_text_kind("A+1 C-2, X+3;B-1\n") == TextKind::RushSolution);
    CHECK(detect_text_kind("#####\n#@$.#\n#####\n") == TextKind::PuzzleText);
    CHECK(detect_text_kind("IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM") == TextKind::PuzzleText);
    CHECK(detect_text_kind("12 3") == TextKind::PuzzleText);      // digits alone are no solution
    CHECK(detect_text_kind("A+ C-2") == TextKind::PuzzleText);    // a move needs its distance
    CHECK(detect_text_kind("A+1x") == TextKind::PuzzleText);
    CHECK(kTextKindNames.name(TextKind::RecordsFile) == "records");
}

TEST_CASE("text kind: a Rush Hour board string is a square of board characters") {
    CHECK(is_rush_board_string("IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM"));  // 6x6
    CHECK(is_rush_board_string("AAoooooooooooooo"));                      // 4x4
    CHECK_FALSE(is_rush_board_string("IBBxooIooLDDJAALooJoKEEMFFKooMGGHHH"));   // 35
    CHECK_FALSE(is_rush_board_string("IBBxooIooLDDJAALooJoKEEMFFKooMGGHH#M"));  // a wall
    CHECK_FALSE(is_rush_board_string(""));
}

TEST_CASE("text kind: text meant as Rush Hour boards, not as a Sokoban level or prose") {
    CHECK(meant_as_rush_boards("oooooooooBooAAoBoooooooooooooooooooZZZ"));   // a board of the wrong length
    CHECK(meant_as_rush_boards("AAoB\nooob\n"));                              // grid rows
    CHECK_FALSE(meant_as_rush_boards("#####\n#@$.#\n#####\n"));
    CHECK_FALSE(meant_as_rush_boards("Hello, this is a shopping list: milk, eggs"));
}

TEST_CASE("text kind: a CLI argument is level text only in the puzzle's own characters") {
    CHECK(is_level_text_argument("#####\n#@$.#\n#####", Puzzle::Sokoban));
    CHECK(is_level_text_argument("-#$@.|3#", Puzzle::Sokoban));  // RLE may begin with '-'
    CHECK_FALSE(is_level_text_argument("levels/x.xsb", Puzzle::Sokoban));
    CHECK_FALSE(is_level_text_argument("", Puzzle::Sokoban));
    CHECK(is_level_text_argument("IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM\nAAoooooooooooooo", Puzzle::RushHour));
    CHECK_FALSE(is_level_text_argument("boards.txt", Puzzle::RushHour));
}
