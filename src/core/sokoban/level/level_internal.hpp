// Internal to the sokoban library: building a Level from the rows of one board (with the source
// position of every square, for error messages), and validation. Used by the collection parser
// (xsb_parser.cpp), level_board.cpp and the public validate() (level.cpp).
#pragma once
#include "sokoban/level/level.hpp"
#include "sokoban/level/rle.hpp"

#include <optional>
#include <string_view>
#include <vector>

namespace boxcar::sokoban::detail {

struct SourcePos {
    int line = 0;    // 1-based line in the input text
    int column = 0;  // 1-based column in that line (tabs count as one character)
};

// Checks everything that needs the whole board: sizes, one player, boxes == goals >= 1, closed,
// boxes the player can never reach standing on goals. `positions` has width*height entries, or is
// empty (then square (x, y) is reported as line first_line+y, column x+1). `first_line` is where the
// board starts, used for problems of the whole level ("4 boxes but 3 goals").
std::optional<ParseError> validate_level(const Level& level, const std::vector<SourcePos>& positions,
                                         int first_line);

// Collects the lines of one board (plain XSB rows, tabs expanded to 8 columns, or RLE lines) and
// turns them into a level. Memory is bounded: at most kMaxHeight+1 rows of kMaxWidth squares are
// kept, and RLE lines share one kMaxRleExpansion budget.
class BoardBuilder {
public:
    explicit BoardBuilder(int first_line) : first_line_(first_line) {}
    void add_plain_line(std::string_view text, int line);
    void add_rle_line(std::string_view text, int line);
    // The level, or the first problem in text order; title fields are left to the caller.
    LevelEntry finish();

private:
    struct Row {
        int line = 0;
        std::vector<rle::Square> squares;  // raw characters (aliases not yet resolved)
        std::optional<ParseError> error;   // too wide, bad RLE
    };
    int first_line_;
    std::vector<Row> rows_;
    std::optional<int> overflow_line_;  // a row with squares beyond the kept rows
    std::size_t rle_budget_ = kMaxRleExpansion;

    void add_row(Row row);
    void add_square(Row& row, char c, int column);
};

}  // namespace boxcar::sokoban::detail
