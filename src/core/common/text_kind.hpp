// What a piece of text is meant as: a records file, a solution, a level or board. One set of rules for
// every place that takes text from a person (paste, load, share links, the CLI's FILE|TEXT arguments),
// so that the same text is read the same way everywhere.
#pragma once
#include "common/names.hpp"

#include <string_view>

namespace boxcar {

enum class Puzzle { Sokoban, RushHour };

// What a paste is, in the order the page tries it: a records file, then a solution for the level on
// screen, then level/board text (which the parsers then accept or refuse).
enum class TextKind {
    Blank,            // only white space
    RecordsFile,      // JSON: its first non-blank character is '{'
    SokobanSolution,  // LURD letters, run-length digits and groups, e.g. "3r(ul)2D"
    RushSolution,     // moves such as "A+1 C-2" (spaces, commas, semicolons or line breaks between)
    PuzzleText,       // anything else: a level, collection or Rush Hour boards, or text that is none
};
TextKind detect_text_kind(std::string_view text);
inline constexpr NameTable<TextKind, 5> kTextKindNames{{{{"blank", TextKind::Blank},
                                                         {"records", TextKind::RecordsFile},
                                                         {"sokoban-solution", TextKind::SokobanSolution},
                                                         {"rush-solution", TextKind::RushSolution},
                                                         {"puzzle", TextKind::PuzzleText}}}};

bool is_blank(std::string_view text);
bool is_records_file(std::string_view text);
bool is_sokoban_solution(std::string_view text);
bool is_rush_solution(std::string_view text);

// Exactly one Rush Hour board string: a square number of characters (4x4 to 8x8) from A-Z, o, x and '.'.
// The form of a Fogleman-style link "#<board>".
bool is_rush_board_string(std::string_view text);

// Text with no '#' that was meant as Rush Hour boards: a run of board characters (A-Z, o, x, '.') as long
// as a 4x4 board or longer, or a grid row of 4 to 8 of them. Its Rush Hour error is then the useful one.
bool meant_as_rush_boards(std::string_view text);

// Whether a command-line argument is level text rather than a file name: only the characters of the
// puzzle's level formats (Sokoban: XSB and RLE, several rows; Rush Hour: boards, several lines).
bool is_level_text_argument(std::string_view text, Puzzle puzzle);

}  // namespace boxcar
