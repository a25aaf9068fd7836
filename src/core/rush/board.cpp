// Rush Hour board parsing, validation and writing (see board.hpp).
#include "rush/board.hpp"

#include "common/bits.hpp"

#include <array>
#include <cctype>
#include <cstdio>

namespace boxcar::rush {
namespace {

bool is_empty_char(char c) { return c == 'o' || c == '.'; }
bool is_vehicle_char(char c) { return c >= 'A' && c <= 'Z'; }

std::string printable(char c) {
    if (std::isprint(static_cast<unsigned char>(c))) return std::string("'") + c + "'";
    char buf[16];
    std::snprintf(buf, sizeof buf, "byte 0x%02x", static_cast<unsigned char>(c));
    return buf;
}

std::string trim(std::string_view s) {
    std::size_t b = 0, e = s.size();
    while (b < e && (s[b] == ' ' || s[b] == '\t' || s[b] == '\r')) ++b;
    while (e > b && (s[e - 1] == ' ' || s[e - 1] == '\t' || s[e - 1] == '\r')) --e;
    return std::string(s.substr(b, e - b));
}

// Where each board cell came from in the input text, to name positions in errors.
struct CellSource {
    int line, column;
};

// Builds and validates a board from n*n cell characters; `src[i]` locates cell i in the input.
BoardEntry build(const std::string& cells, int n, const std::vector<CellSource>& src, bool one_line) {
    BoardEntry e;
    auto fail = [&](int i, std::string msg) {
        e.error = BoardError{i >= 0 ? src[i].line : src[0].line, i >= 0 ? src[i].column : 0, std::move(msg)};
        return e;
    };
    auto where = [&](int i) {
        char buf[96];
        if (one_line)
            std::snprintf(buf, sizeof buf, " (position %d of the board: row %d, column %d)", i + 1, i / n + 1,
                          i % n + 1);
        else
            std::snprintf(buf, sizeof buf, " (row %d, column %d)", i / n + 1, i % n + 1);
        return std::string(buf);
    };
    Board b;
    b.size = n;
    std::array<int, 26> first{}, count{};
    first.fill(-1);
    std::string order;
    for (int i = 0; i < n * n; ++i) {
        const char c = cells[i];
        if (is_empty_char(c)) continue;
        if (c == 'x') {
            b.walls |= std::uint64_t{1} << i;
            continue;
        }
        if (!is_vehicle_char(c)) return fail(i, "unknown character " + printable(c) + where(i));
        const int v = c - 'A';
        if (first[v] < 0) {
            first[v] = i;
            order += c;
        }
        ++count[v];
    }
    if (first[0] < 0) return fail(-1, "no primary car 'A' on the board");
    // 'A' first, then the other vehicles in order of first appearance.
    std::string labels = "A";
    for (char c : order)
        if (c != 'A') labels += c;
    for (char c : labels) {
        const int v = c - 'A';
        const int start = first[v];
        const int r = start / n, col = start % n;
        const int len = count[v];
        Vehicle veh;
        veh.label = c;
        veh.row = r;
        veh.col = col;
        veh.length = len;
        // Straight: all cells in one row run or one column run starting at the first cell.
        bool horiz_ok = col + len <= n, vert_ok = r + len <= n;
        for (int k = 0; k < len; ++k) {
            if (horiz_ok && cells[r * n + col + k] != c) horiz_ok = false;
            if (vert_ok && cells[(r + k) * n + col] != c) vert_ok = false;
        }
        if (len == 1) {
            if (c == 'A') return fail(start, "primary car 'A' covers one cell; vehicles are 2 or 3 cells long" + where(start));
            return fail(start, std::string("vehicle '") + c + "' covers one cell; vehicles are 2 or 3 cells long" +
                                   where(start));
        }
        if (!horiz_ok && !vert_ok) {
            // The stray cell: the first cell of c after the start that does not continue a run from it.
            bool same_row = true, same_col = true;
            int stray = -1, run_h = start, run_v = start;
            for (int i = start + 1; i < n * n; ++i) {
                if (cells[i] != c) continue;
                if (i / n != r) same_row = false;
                if (i % n != col) same_col = false;
                const bool continues = (i == run_h + 1 && i / n == r) || (i == run_v + n);
                if (i == run_h + 1 && i / n == r) run_h = i;
                if (i == run_v + n) run_v = i;
                if (!continues && stray < 0) stray = i;
            }
            if (stray < 0) stray = start;
            if (same_row || same_col)
                return fail(stray, std::string("vehicle '") + c + "' is split: its cells are not contiguous" + where(stray));
            return fail(stray, std::string("vehicle '") + c +
                                   "' is not straight: its cells are not in one row or column" + where(stray));
        }
        veh.horizontal = horiz_ok;
        if (len > kMaxVehicleLength)
            return fail(start, std::string("vehicle '") + c + "' is " + std::to_string(len) +
                                   " cells long; vehicles are 2 or 3 cells long" + where(start));
        if (c == 'A' && !veh.horizontal)
            return fail(start, "primary car 'A' is vertical; it must be horizontal" + where(start));
        b.vehicles.push_back(veh);
    }
    int bits = 0;
    for (const Vehicle& v : b.vehicles) bits += bits::bits_for(n - v.length + 1);
    if (bits > kMaxStateBits)
        return fail(-1, "too many pieces: " + std::to_string(b.vehicles.size()) +
                            " vehicles need " + std::to_string(bits) + " state bits, at most " +
                            std::to_string(kMaxStateBits) + " are supported");
    e.board = std::move(b);
    return e;
}

bool valid_size(std::size_t cells, int& n) {
    for (int k = kMinBoardSize; k <= kMaxBoardSize; ++k)
        if (cells == static_cast<std::size_t>(k * k)) {
            n = k;
            return true;
        }
    return false;
}

// Parses a one-line board, optionally preceded by a move count and followed by a cluster size.
BoardEntry parse_line(std::string_view raw, int line) {
    BoardEntry e;
    e.line = line;
    e.text = trim(raw);
    // Split into whitespace-separated fields, remembering their columns.
    std::vector<std::pair<std::string, int>> fields;
    for (std::size_t i = 0; i < raw.size();) {
        if (raw[i] == ' ' || raw[i] == '\t' || raw[i] == '\r') {
            ++i;
            continue;
        }
        std::size_t j = i;
        while (j < raw.size() && raw[j] != ' ' && raw[j] != '\t' && raw[j] != '\r') ++j;
        fields.emplace_back(std::string(raw.substr(i, j - i)), static_cast<int>(i) + 1);
        i = j;
    }
    auto fail = [&](int column, std::string msg) {
        e.error = BoardError{line, column, std::move(msg)};
        return e;
    };
    if (fields.empty()) return fail(0, "empty board");
    auto all_digits = [](const std::string& s) {
        if (s.empty() || s.size() > 9) return false;
        for (char c : s)
            if (c < '0' || c > '9') return false;
        return true;
    };
    std::size_t board_field = 0;
    if (fields.size() == 3) {
        if (!all_digits(fields[0].first))
            return fail(fields[0].second, "database line: the first field '" + fields[0].first.substr(0, 20) +
                                              "' is not a move count (expected `moves board cluster_size`)");
        if (!all_digits(fields[2].first))
            return fail(fields[2].second, "database line: the third field '" + fields[2].first.substr(0, 20) +
                                              "' is not a cluster size (expected `moves board cluster_size`)");
        e.known_moves = std::stoi(fields[0].first);
        e.cluster_size = std::stoll(fields[2].first);
        board_field = 1;
    } else if (fields.size() == 2 && all_digits(fields[0].first)) {
        e.known_moves = std::stoi(fields[0].first);
        board_field = 1;
    } else if (fields.size() != 1) {
        return fail(fields[1].second, "expected one board string or a database line `moves board cluster_size`, "
                                      "found " + std::to_string(fields.size()) + " fields");
    }
    const std::string& s = fields[board_field].first;
    const int col0 = fields[board_field].second;
    int n = 0;
    if (!valid_size(s.size(), n)) {
        // Name the first character that cannot be a board character, if any: a clearer message.
        for (std::size_t i = 0; i < s.size(); ++i) {
            const char c = s[i];
            if (!is_empty_char(c) && c != 'x' && !is_vehicle_char(c))
                return fail(col0 + static_cast<int>(i), "unknown character " + printable(c) + " at position " +
                                                          std::to_string(i + 1) + " of the board");
        }
        return fail(col0, "board has " + std::to_string(s.size()) +
                              " characters; expected n*n for n = 4..8 (16, 25, 36, 49 or 64)");
    }
    std::vector<CellSource> src(s.size());
    for (std::size_t i = 0; i < s.size(); ++i) src[i] = {line, col0 + static_cast<int>(i)};
    BoardEntry built = build(s, n, src, true);
    e.board = std::move(built.board);
    e.error = std::move(built.error);
    return e;
}

// Splits text into lines (without '\n'), keeping '\r' trimmed later.
std::vector<std::string_view> split_lines(std::string_view text) {
    std::vector<std::string_view> lines;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        if (i == text.size() || text[i] == '\n') {
            if (i < text.size() || start < text.size()) lines.push_back(text.substr(start, i - start));
            start = i + 1;
        }
    }
    return lines;
}

// Grid rows may hold any visible character: build() names a bad one with its row and column.
bool is_grid_row(const std::string& s) {
    if (s.empty()) return false;
    for (char c : s)
        if (c == ' ' || c == '\t') return false;
    return true;
}

// A text is a grid when its non-blank lines are n rows of n board characters (n = 4..8), contiguous.
bool try_grid(const std::vector<std::string_view>& lines, int first_line, BoardEntry& out) {
    std::vector<std::string> rows;
    std::vector<int> row_lines;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        std::string t = trim(lines[i]);
        if (t.empty()) continue;
        rows.push_back(t);
        row_lines.push_back(first_line + static_cast<int>(i));
    }
    const int n = static_cast<int>(rows.size());
    if (n < kMinBoardSize || n > kMaxBoardSize) return false;
    for (const std::string& r : rows)
        if (static_cast<int>(r.size()) != n || !is_grid_row(r)) return false;
    std::string cells;
    std::vector<CellSource> src;
    for (int r = 0; r < n; ++r) {
        // Columns: position of the row's text within its original line.
        const std::string_view line = lines[row_lines[r] - first_line];
        const int offset = static_cast<int>(line.find(rows[r][0]));
        for (int c = 0; c < n; ++c) src.push_back({row_lines[r], offset + c + 1});
        cells += rows[r];
    }
    out = build(cells, n, src, false);
    out.line = row_lines[0];
    for (int r = 0; r < n; ++r) out.text += (r ? "\n" : "") + rows[r];
    return true;
}

}  // namespace

char Board::at(int row, int col) const {
    const int i = cell(row, col);
    if (walls >> i & 1) return 'x';
    for (const Vehicle& v : vehicles) {
        if (v.horizontal ? (row == v.row && col >= v.col && col < v.col + v.length)
                         : (col == v.col && row >= v.row && row < v.row + v.length))
            return v.label;
    }
    return 0;
}

int Board::find(char label) const {
    for (std::size_t i = 0; i < vehicles.size(); ++i)
        if (vehicles[i].label == label) return static_cast<int>(i);
    return -1;
}

std::uint64_t Board::vehicle_mask(int i) const {
    const Vehicle& v = vehicles[i];
    std::uint64_t m = 0;
    for (int k = 0; k < v.length; ++k)
        m |= std::uint64_t{1} << (v.horizontal ? cell(v.row, v.col + k) : cell(v.row + k, v.col));
    return m;
}

std::uint64_t Board::occupied() const {
    std::uint64_t m = walls;
    for (std::size_t i = 0; i < vehicles.size(); ++i) m |= vehicle_mask(static_cast<int>(i));
    return m;
}


BoardEntry parse_board(std::string_view text, int first_line) {
    const std::vector<std::string_view> lines = split_lines(text);
    BoardEntry grid;
    if (try_grid(lines, first_line, grid)) return grid;
    // Otherwise exactly one non-blank line.
    int found = -1;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (trim(lines[i]).empty()) continue;
        if (found >= 0) {
            BoardEntry e;
            e.line = first_line + found;
            e.error = BoardError{first_line + static_cast<int>(i), 0,
                                 "more than one line, and the lines are not an n x n grid (n = 4..8)"};
            return e;
        }
        found = static_cast<int>(i);
    }
    if (found < 0) {
        BoardEntry e;
        e.line = first_line;
        e.error = BoardError{first_line, 0, "empty board"};
        return e;
    }
    return parse_line(lines[found], first_line + found);
}

std::vector<BoardEntry> parse_boards(std::string_view text) {
    const std::vector<std::string_view> lines = split_lines(text);
    std::vector<BoardEntry> out;
    // A text whose board lines are exactly one contiguous n x n grid (n = 4..8) is one board.
    std::vector<std::string_view> kept;
    int first = -1, prev = -1;
    bool contiguous = true;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const std::string t = trim(lines[i]);
        if (t.empty() || t[0] == '#') continue;
        if (first < 0) first = static_cast<int>(i);
        if (prev >= 0 && static_cast<int>(i) != prev + 1) contiguous = false;
        prev = static_cast<int>(i);
        kept.push_back(lines[i]);
    }
    BoardEntry grid;
    if (contiguous && kept.size() >= 2 && try_grid(kept, first + 1, grid)) {
        out.push_back(std::move(grid));
        return out;
    }
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const std::string t = trim(lines[i]);
        if (t.empty() || t[0] == '#') continue;
        out.push_back(parse_line(lines[i], static_cast<int>(i) + 1));
    }
    return out;
}

std::optional<BoardError> validate(const Board& board) {
    const int n = board.size;
    if (n < kMinBoardSize || n > kMaxBoardSize)
        return BoardError{0, 0, "board size " + std::to_string(n) + " is outside 4..8"};
    std::string cells(n * n, 'o');
    for (int i = 0; i < n * n; ++i)
        if (board.walls >> i & 1) cells[i] = 'x';
    for (const Vehicle& v : board.vehicles) {
        for (int k = 0; k < v.length; ++k) {
            const int r = v.horizontal ? v.row : v.row + k, c = v.horizontal ? v.col + k : v.col;
            if (r < 0 || c < 0 || r >= n || c >= n)
                return BoardError{0, 0, std::string("vehicle '") + v.label + "' leaves the board"};
            if (cells[r * n + c] != 'o')
                return BoardError{0, 0, std::string("vehicle '") + v.label + "' overlaps another piece"};
            cells[r * n + c] = v.label;
        }
    }
    std::vector<CellSource> src(n * n, CellSource{0, 0});
    BoardEntry e = build(cells, n, src, true);
    if (e.error) return e.error;
    return std::nullopt;
}

std::string board_string(const Board& board) {
    std::string s;
    for (int r = 0; r < board.size; ++r)
        for (int c = 0; c < board.size; ++c) {
            const char ch = board.at(r, c);
            s += ch ? ch : 'o';
        }
    return s;
}

std::string board_grid(const Board& board) {
    std::string s;
    for (int r = 0; r < board.size; ++r) {
        for (int c = 0; c < board.size; ++c) {
            const char ch = board.at(r, c);
            s += ch ? ch : '.';
        }
        s += '\n';
    }
    return s;
}

}  // namespace boxcar::rush
