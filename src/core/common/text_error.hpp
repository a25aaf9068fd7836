// A problem found in an input text (a Sokoban level, a Rush Hour board), with where it is.
#pragma once
#include <string>

namespace boxcar {

struct TextError {
    int line = 0;    // 1-based line in the input text (0 = unknown)
    int column = 0;  // 1-based column (0 = whole line)
    std::string message;
    bool whole_level = false;  // a problem of the whole level (a count, no player), which starts at `line`
    // "line 3, column 7: two players (first at line 2, column 4)"; "line 3: ..." without a column; "the
    // level at line 3: 2 boxes but 1 goal" for the whole level's; the message alone without a line.
    std::string to_string() const;
};

}  // namespace boxcar
