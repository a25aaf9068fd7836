// Rush Hour boards: the model, parsing (Fogleman's string, database line `moves board cluster`,
// multi-line ASCII grid), validation and writing. Rules of ../shared/FORMATS.md "Rush Hour boards".
// Parsing never throws; every problem becomes a BoardError naming the line and column (1-based) of the
// offending character in the input text.
#pragma once
#include "common/text_error.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace boxcar::rush {

inline constexpr int kMinBoardSize = 4;
inline constexpr int kMaxBoardSize = 8;  // cells fit one uint64 bitboard
inline constexpr int kMinVehicleLength = 2;
inline constexpr int kMaxVehicleLength = 3;
// The packed state (see state_codec.hpp) must fit 57 bits so that a cursor cell (6 bits) fits beside it
// and the all-ones key stays free as the hash tables' empty marker.
inline constexpr int kMaxStateBits = 57;

struct Vehicle {
    char label = 'A';       // 'A'..'Z'; 'A' is the primary (red) car
    bool horizontal = true;
    int length = 2;
    int row = 0, col = 0;   // top/left cell
    // Position along the vehicle's axis: col for horizontal vehicles, row for vertical ones.
    int position() const { return horizontal ? col : row; }
};

struct Board {
    int size = 6;                    // n: the board is n x n
    std::uint64_t walls = 0;         // bit r*n+c set = fixed wall cell ('x')
    std::vector<Vehicle> vehicles;   // vehicles[0] is 'A'; the others in order of first appearance

    int cell(int row, int col) const { return row * size + col; }
    // Label of the vehicle covering (row, col), 'x' for a wall, 0 for an empty cell.
    char at(int row, int col) const;
    // Index into `vehicles` of the vehicle with this label, or -1.
    int find(char label) const;
    // Bitboard of the cells covered by vehicle i.
    std::uint64_t vehicle_mask(int i) const;
    std::uint64_t occupied() const;  // walls and vehicles
    const Vehicle& primary() const { return vehicles[0]; }
    bool operator==(const Board&) const = default;
};

// An invalid board: where and what, e.g. "line 2, column 14: unknown character '?' (position 14 of the board)".
using BoardError = TextError;

// One board of a text: a valid board or the error that made it invalid, plus the database fields.
struct BoardEntry {
    std::optional<Board> board;
    std::optional<BoardError> error;
    int line = 0;                  // 1-based first line of the board in the input
    int known_moves = -1;          // `moves` field of a database line, -1 if absent
    long long cluster_size = -1;   // `cluster` field of a database line, -1 if absent
    std::string text;              // the board text as given (trimmed line; grid rows joined by '\n')
};

// Parses one board: a Fogleman string (n*n chars, n = 4..8), a database line `moves board cluster`,
// or a multi-line ASCII grid (n rows of n chars). `first_line` numbers the text's first line.
BoardEntry parse_board(std::string_view text, int first_line = 1);

// Parses a collection: blank lines and lines starting with '#' are skipped and take no number; any
// other line is a board (valid or not). A text that is exactly one n x n grid is one board.
std::vector<BoardEntry> parse_boards(std::string_view text);

// Builds a board from vehicles and walls, checking the same rules as the parser (for generators).
std::optional<BoardError> validate(const Board& board);

// Writers: Fogleman's one-line string (`o` empty, `x` wall) and the multi-line grid (`.` empty).
std::string board_string(const Board& board);
std::string board_grid(const Board& board);

}  // namespace boxcar::rush
