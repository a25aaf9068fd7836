// Internal to the sokoban library: validation with the source position of every square, shared by
// the XSB/RLE parser (xsb_parser.cpp) and the public validate() (level.cpp).
#pragma once
#include "sokoban/level.hpp"

#include <optional>
#include <vector>

namespace boxcar::sokoban::detail {

struct SourcePos {
    int line = 0;    // 1-based line in the input text
    int column = 0;  // 1-based column in that line (tabs count as one character)
};

// Checks everything that needs the whole board: sizes, one player, boxes == goals >= 1, closed,
// boxes the player can never reach standing on goals. `positions` has width*height entries, or is
// empty (then square (x, y) is reported as line y+1, column x+1). `first_line` is where the board
// starts, used for problems of the whole level ("4 boxes but 3 goals").
std::optional<ParseError> validate_level(const Level& level, const std::vector<SourcePos>& positions,
                                         int first_line);

}  // namespace boxcar::sokoban::detail
