// The Level model: counts, validation (sizes, player, boxes/goals, closedness, outside boxes) and the
// XSB/RLE writers. Parsing lives in xsb_parser.cpp, RLE expansion in rle.cpp.
#include "sokoban/level/level.hpp"

#include "common/count_words.hpp"
#include "sokoban/level/level_internal.hpp"
#include "sokoban/level/rle.hpp"

#include <string>
#include <vector>

namespace boxcar::sokoban {
namespace {

char square_char(const Level& level, int i, bool player) {
    const std::uint8_t c = level.cells[i];
    if (c & kWall) return '#';
    if (player) return (c & kGoal) ? '+' : '@';
    if (c & kBox) return (c & kGoal) ? '*' : '$';
    if (c & kGoal) return '.';
    return ' ';
}

// Board rows with trailing floor removed; floor written as `floor`.
std::vector<std::string> board_rows(const Level& level, char floor) {
    std::vector<std::string> rows;
    if (level.width <= 0 || level.height <= 0 ||
        level.cells.size() != static_cast<std::size_t>(level.width) * static_cast<std::size_t>(level.height))
        return rows;  // not a board: nothing to write
    for (int y = 0; y < level.height; ++y) {
        std::string row;
        for (int x = 0; x < level.width; ++x) {
            const int i = level.index(x, y);
            const char c = square_char(level, i, i == level.player);
            row += c == ' ' ? floor : c;
        }
        while (!row.empty() && row.back() == floor) row.pop_back();
        rows.push_back(std::move(row));
    }
    return rows;
}

}  // namespace

int Level::box_count() const {
    int n = 0;
    for (std::uint8_t c : cells) n += (c & kBox) ? 1 : 0;
    return n;
}

int Level::goal_count() const {
    int n = 0;
    for (std::uint8_t c : cells) n += (c & kGoal) ? 1 : 0;
    return n;
}

bool Level::solved() const {
    for (std::uint8_t c : cells)
        if ((c & kBox) && !(c & kGoal)) return false;
    return true;
}

namespace detail {

std::optional<ParseError> validate_level(const Level& level, const std::vector<SourcePos>& positions,
                                         int first_line) {
    const int w = level.width, h = level.height;
    auto whole = [&](std::string message) { return ParseError{first_line, 0, std::move(message), true}; };
    auto at = [&](int i, std::string message) {
        if (!positions.empty() && i >= 0 && static_cast<std::size_t>(i) < positions.size())
            return ParseError{positions[i].line, positions[i].column, std::move(message)};
        return ParseError{first_line + i / w, i % w + 1, std::move(message)};
    };

    if (w <= 0 || h <= 0) return whole("the board is empty");
    if (w > kMaxWidth)
        return whole("level is " + std::to_string(w) + " squares wide (at most " + std::to_string(kMaxWidth) + ")");
    if (h > kMaxHeight)
        return whole("level is " + std::to_string(h) + " rows high (at most " + std::to_string(kMaxHeight) + ")");
    const int size = w * h;
    if (level.cells.size() != static_cast<std::size_t>(size))
        return whole("board has " + std::to_string(level.cells.size()) + " squares but should have " +
                     std::to_string(size));
    if (level.player < 0 || level.player >= size) return whole("no player (no '@' or '+' on the board)");
    if (level.wall(level.player)) return at(level.player, "the player stands on a wall");
    if (level.box(level.player)) return at(level.player, "the player stands on a box");

    const int boxes = level.box_count(), goals = level.goal_count();
    if (boxes == 0 && goals == 0) return whole("no boxes and no goals");
    if (boxes == 0) return whole("no boxes");
    if (boxes != goals) return whole(count_of(boxes, "box", "boxes") + " but " + count_of(goals, "goal", "goals"));

    // Flood fill from the player with boxes removed; the first border square reached (BFS order,
    // so the nearest one) proves the level open.
    std::vector<std::uint8_t> seen(size, 0);
    std::vector<int> queue{level.player};
    seen[level.player] = 1;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const int i = queue[head];
        const int x = i % w, y = i / w;
        if (x == 0 || y == 0 || x == w - 1 || y == h - 1)
            return at(i, "level is not closed: the player can reach the border");
        const int next[4] = {i - 1, i - w, i + 1, i + w};
        for (int j : next)
            if (!seen[j] && !level.wall(j)) {
                seen[j] = 1;
                queue.push_back(j);
            }
    }
    for (int i = 0; i < size; ++i)
        if (level.box(i) && !level.goal(i) && !seen[i])
            return at(i, "a box the player can never reach is not on a goal");
    return std::nullopt;
}

}  // namespace detail

std::optional<ParseError> validate(const Level& level) { return detail::validate_level(level, {}, 1); }

std::string to_xsb(const Level& level) {
    std::string out;
    for (const std::string& row : board_rows(level, ' ')) {
        if (!out.empty()) out += '\n';
        out += row.empty() ? "-" : row;  // an empty row would read as a blank line between levels
    }
    return out;
}

std::string to_rle(const Level& level) {
    std::string out;
    bool first = true;
    for (const std::string& row : board_rows(level, '-')) {
        if (!first) out += '|';
        first = false;
        out += rle::encode_row(row);
    }
    return out;
}

}  // namespace boxcar::sokoban
