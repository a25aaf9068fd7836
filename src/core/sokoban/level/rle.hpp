// Run-length encoded board text ("4#|#@$.#|4#", groups "2(3(#-)#)"): the expander used by the XSB
// parser for one line of RLE, and the encoder used by to_rle. Internal to the sokoban library.
// Caveat: expansion is bounded by a caller-supplied budget (kMaxRleExpansion per level), counts
// saturate instead of overflowing, and nesting is limited, so hostile text cannot hang or exhaust memory.
#pragma once
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace boxcar::sokoban::rle {

inline constexpr int kMaxNesting = 32;               // parentheses deeper than this are rejected
inline constexpr std::size_t kMaxLineChars = 1u << 18;  // one RLE line longer than this is rejected

// One expanded square and the 1-based column of the source character that produced it.
struct Square {
    char c;
    int column;
};

struct Error {
    int column = 0;  // 1-based column in the line
    std::string message;
};

// True when `line` uses RLE syntax (a digit, a parenthesis or '|'); plain XSB rows have none.
bool uses_rle_syntax(std::string_view line);

// Checks the syntax only (characters, counts, parentheses), without expanding.
std::optional<Error> check_syntax(std::string_view line);

// Expands one line into rows appended to `rows` (split at '|'; a '|' at the very end of the line is
// optional and makes no extra row). Squares keep their raw characters (aliases are the caller's).
// `budget` is the number of characters still allowed for this level; it is decreased by what the
// line expands to, and exceeding it is an error ("RLE expands beyond N squares").
std::optional<Error> expand_line(std::string_view line, std::vector<std::vector<Square>>& rows,
                                 std::size_t& budget);

// Encodes one row of board characters: runs of two or more become "<count><char>".
std::string encode_row(std::string_view row);

}  // namespace boxcar::sokoban::rle
