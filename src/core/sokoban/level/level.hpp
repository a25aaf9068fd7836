// Sokoban levels: the board model, XSB/RLE collection parsing, validation and writing.
// Rules of ../shared/FORMATS.md. Parsing never throws and never allocates without bound:
// every problem becomes a ParseError naming the line and column (1-based) in the input text.
#pragma once
#include "common/text_error.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace boxcar::sokoban {

// Limits (FORMATS.md: accept at least 100x100; real sets have 47x41 and 288 boxes).
inline constexpr int kMaxWidth = 128;
inline constexpr int kMaxHeight = 128;
inline constexpr std::size_t kMaxInputBytes = 8u << 20;  // whole pasted/loaded text
inline constexpr std::size_t kMaxRleExpansion = 64u << 10; // characters one RLE level may expand to
inline constexpr std::size_t kMaxLevels = 100000;          // level blocks read from one text
inline constexpr std::size_t kMaxTitleBytes = 256;         // longer titles/authors are cut

enum Cell : std::uint8_t { kWall = 1, kGoal = 2, kBox = 4 };

// An invalid level text: where and what, e.g. "line 3, column 7: two players (first at line 2, column 4)".
using ParseError = TextError;

struct Level {
    std::string title;   // may be empty
    std::string author;  // may be empty
    int width = 0, height = 0;
    std::vector<std::uint8_t> cells;  // width*height, Cell flags, row-major; squares outside the
                                      // walls are floor with no flags (never reachable)
    int player = -1;                  // index y*width+x

    int index(int x, int y) const { return y * width + x; }
    bool wall(int i) const { return cells[i] & kWall; }
    bool goal(int i) const { return cells[i] & kGoal; }
    bool box(int i) const { return cells[i] & kBox; }
    int box_count() const;
    int goal_count() const;
    bool solved() const;  // every box on a goal
};

// One level-shaped block of a collection: either a valid level or the error that made it invalid.
struct LevelEntry {
    std::optional<Level> level;
    std::optional<ParseError> error;
    std::string title;   // also set for invalid entries when a title was found
    int first_line = 0;  // 1-based line where the board starts
    // The lines after the board (up to a blank line): each "Solution" section's text as written, spaces
    // and line breaks removed (not checked: replay it), and the "Pushes: N ..." / "Moves: N ..." values.
    std::vector<std::string> solutions;
    std::string pushes_note, moves_note;
};

struct Collection {
    std::string title;   // collection-level title/author when the file has them
    std::string author;
    std::vector<LevelEntry> levels;
};

// Parses XSB collections (titles in every convention of FORMATS.md, comments, aliases p P b B - _,
// CRLF, tabs to 8 columns), single boards, and RLE (digits, groups "2(3(#-)#)", '|' rows).
// A text with no board at all gives an empty collection plus `error` describing why; `error` is
// cleared otherwise (except "more than kMaxLevels levels", where the levels read so far are kept).
// Title of a level, first found: "Title:" before or after it, the last ';' line before it (blank
// lines between allowed), a .sok title line right above it (a text line alone in its paragraph), a
// plain text line right after it, a .sok title line separated from it by blank lines.
// Error positions: `line`/`column` hold where the problem is (column in characters of the original
// line, a tab counting as one); problems of a whole level ("4 boxes but 3 goals", "no player") give
// the board's first line and column 0. Show errors with to_string().
// Cost: linear in the text; 8 MB of hostile text parses in about a second at most.
Collection parse_collection(std::string_view text, ParseError* error = nullptr);

// Validates one board already split into rows (the parser, the level editor and the solvers call it).
std::optional<ParseError> validate(const Level& level);

std::string to_xsb(const Level& level);  // rows joined by '\n', trailing floor trimmed, no title
std::string to_rle(const Level& level);  // '-' floors, '|' between rows, counts for runs >= 2

}  // namespace boxcar::sokoban
