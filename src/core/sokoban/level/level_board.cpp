// BoardBuilder: the rows of one board (plain or RLE lines) become a Level, or the first problem in
// text order (row too wide, bad RLE, unknown character, second player, too high), then validation.
#include "sokoban/level/level_internal.hpp"

#include <algorithm>
#include <string>

namespace boxcar::sokoban::detail {
namespace {

bool is_floor(char c) { return c == ' ' || c == '-' || c == '_'; }

std::string describe_char(char c) {
    const auto u = static_cast<unsigned char>(c);
    if (u >= 0x21 && u < 0x7F) return std::string("unknown character '") + c + "'";
    static const char* hex = "0123456789ABCDEF";
    return std::string("unknown character (byte 0x") + hex[u >> 4] + hex[u & 15] + ")";
}

std::string too_wide() { return "level is wider than " + std::to_string(kMaxWidth) + " squares"; }
std::string too_high() { return "level is more than " + std::to_string(kMaxHeight) + " rows high"; }

}  // namespace

void BoardBuilder::add_square(Row& row, char c, int column) {
    if (row.squares.size() < static_cast<std::size_t>(kMaxWidth)) {
        row.squares.push_back(rle::Square{c, column});
    } else if (!is_floor(c) && !row.error) {
        row.error = ParseError{row.line, column, too_wide()};  // trailing floor is no square
    }
}

void BoardBuilder::add_row(Row row) {
    while (!row.squares.empty() && is_floor(row.squares.back().c)) row.squares.pop_back();
    if (rows_.size() <= static_cast<std::size_t>(kMaxHeight)) {
        rows_.push_back(std::move(row));
    } else if (!overflow_line_ && (!row.squares.empty() || row.error)) {
        overflow_line_ = row.line;
    }
}

void BoardBuilder::add_plain_line(std::string_view text, int line) {
    Row row;
    row.line = line;
    std::size_t x = 0;
    for (std::size_t b = 0; b < text.size() && !row.error; ++b) {
        const int column = static_cast<int>(b) + 1;
        if (text[b] == '\t') {
            do add_square(row, ' ', column);
            while (++x % 8 != 0 && !row.error);
        } else {
            add_square(row, text[b], column);
            ++x;
        }
    }
    add_row(std::move(row));
}

void BoardBuilder::add_rle_line(std::string_view text, int line) {
    std::vector<std::vector<rle::Square>> expanded;
    if (auto e = rle::expand_line(text, expanded, rle_budget_)) {
        Row row;
        row.line = line;
        row.error = ParseError{line, e->column, e->message};
        add_row(std::move(row));
        return;
    }
    for (const auto& squares : expanded) {
        Row row;
        row.line = line;
        for (const rle::Square& s : squares) add_square(row, s.c, s.column);
        add_row(std::move(row));
    }
}

LevelEntry BoardBuilder::finish() {
    LevelEntry entry;
    entry.first_line = first_line_;

    // All-floor rows at the top and bottom are not part of the level.
    std::size_t top = 0, bottom = rows_.size();
    while (top < bottom && rows_[top].squares.empty() && !rows_[top].error) ++top;
    while (bottom > top && rows_[bottom - 1].squares.empty() && !rows_[bottom - 1].error) --bottom;
    const bool too_high_board = bottom - top > static_cast<std::size_t>(kMaxHeight) || overflow_line_;
    const std::size_t height = std::min<std::size_t>(bottom - top, kMaxHeight);
    std::size_t width = 0;
    for (std::size_t r = top; r < top + height; ++r) width = std::max(width, rows_[r].squares.size());

    Level level;
    level.width = static_cast<int>(width);
    level.height = static_cast<int>(height);
    level.cells.assign(width * height, 0);
    std::vector<SourcePos> positions(width * height);
    std::optional<ParseError> error;
    for (std::size_t r = top; r < top + height && !error; ++r) {
        const Row& row = rows_[r];
        const int y = static_cast<int>(r - top);
        for (std::size_t x = 0; x < width && !error; ++x) {
            const int i = level.index(static_cast<int>(x), y);
            if (x >= row.squares.size()) {  // padding past the end of the row
                const int last = row.squares.empty() ? 0 : row.squares.back().column;
                positions[i] = {row.line, last + static_cast<int>(x - row.squares.size()) + 1};
                continue;
            }
            const rle::Square s = row.squares[x];
            positions[i] = {row.line, s.column};
            bool player = false;
            std::uint8_t cell = 0;
            switch (s.c) {
                case '#': cell = kWall; break;
                case '@': case 'p': player = true; break;
                case '+': case 'P': player = true; cell = kGoal; break;
                case '$': case 'b': cell = kBox; break;
                case '*': case 'B': cell = kBox | kGoal; break;
                case '.': cell = kGoal; break;
                case ' ': case '-': case '_': break;
                default: error = ParseError{row.line, s.column, describe_char(s.c)}; continue;
            }
            if (player && level.player >= 0) {
                const SourcePos first = positions[level.player];
                error = ParseError{row.line, s.column, "second player (first at line " + std::to_string(first.line) +
                                                           ", column " + std::to_string(first.column) + ")"};
                continue;
            }
            if (player) level.player = i;
            level.cells[i] = cell;
        }
        if (!error) error = row.error;  // the row's own problem comes after its kept squares
    }
    if (!error && too_high_board) {
        const int line = top + kMaxHeight < rows_.size() ? rows_[top + kMaxHeight].line : *overflow_line_;
        error = ParseError{line, 0, too_high()};
    }
    if (!error) error = validate_level(level, positions, first_line_);

    rows_.clear();
    if (error) entry.error = std::move(error);
    else entry.level = std::move(level);
    return entry;
}

}  // namespace boxcar::sokoban::detail
