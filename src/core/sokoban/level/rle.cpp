// RLE board text: parse one line into a small tree (counts, characters, groups), measure its
// expanded length with saturating arithmetic, and only then expand it within the budget.
#include "sokoban/level/rle.hpp"

#include "sokoban/level/level.hpp"

#include <algorithm>
#include <cstdint>

namespace boxcar::sokoban::rle {
namespace {

constexpr std::string_view kSquareChars = "#@+$*.-_ pPbB";
constexpr std::uint64_t kSaturated = std::uint64_t{1} << 40;  // "more than any budget"

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_square_char(char c) { return kSquareChars.find(c) != std::string_view::npos; }

std::uint64_t saturating_mul(std::uint64_t a, std::uint64_t b) {
    if (a == 0 || b == 0) return 0;
    if (a >= kSaturated || b >= kSaturated || a > kSaturated / b) return kSaturated;
    return a * b;
}

struct Item {
    char c = 0;                 // a square character or '|'; 0 for a group
    std::uint64_t count = 1;    // repetitions (saturated)
    int column = 0;             // 1-based column of the count (or of the character)
    std::vector<Item> body;     // group contents
    std::uint64_t length = 0;   // expanded length (saturated)
};

class Parser {
public:
    explicit Parser(std::string_view text) : s_(text) {}

    std::optional<Error> parse(std::vector<Item>& items) {
        if (s_.size() > kMaxLineChars)
            return Error{1, "RLE line is " + std::to_string(s_.size()) + " characters long (at most " +
                                std::to_string(kMaxLineChars) + ")"};
        if (!parse_sequence(items, 0)) return error_;
        if (i_ < s_.size()) return Error{column(), "')' without a matching '('"};
        return std::nullopt;
    }

private:
    std::string_view s_;
    std::size_t i_ = 0;
    Error error_;

    int column() const { return static_cast<int>(i_) + 1; }
    bool fail(int col, std::string message) {
        error_ = Error{col, std::move(message)};
        return false;
    }

    // Parses items until the end of the text or a ')' (left for the caller).
    bool parse_sequence(std::vector<Item>& items, int depth) {
        while (i_ < s_.size() && s_[i_] != ')') {
            Item item;
            item.column = column();
            if (is_digit(s_[i_])) {
                std::uint64_t count = 0;
                while (i_ < s_.size() && is_digit(s_[i_])) {
                    count = count * 10 + static_cast<std::uint64_t>(s_[i_] - '0');
                    if (count >= kSaturated) count = kSaturated;
                    ++i_;
                }
                if (count == 0) return fail(item.column, "a count of 0 repeats nothing");
                if (i_ >= s_.size() || s_[i_] == ')')
                    return fail(item.column, "count without a square to repeat");
                item.count = count;
            }
            const char c = s_[i_];
            if (c == '(') {
                if (depth + 1 > kMaxNesting)
                    return fail(column(), "parentheses nested deeper than " + std::to_string(kMaxNesting));
                const int open_column = column();
                ++i_;
                if (!parse_sequence(item.body, depth + 1)) return false;
                if (i_ >= s_.size()) return fail(open_column, "'(' is never closed");
                ++i_;  // ')'
                std::uint64_t body_length = 0;
                for (const Item& child : item.body) body_length = std::min(kSaturated, body_length + child.length);
                item.length = saturating_mul(item.count, body_length);
            } else if (is_square_char(c) || c == '|') {
                item.c = c;
                item.length = item.count;
                ++i_;
            } else {
                return fail(column(), std::string("unknown character '") + c + "' in RLE");
            }
            items.push_back(std::move(item));
        }
        return true;
    }
};

void emit(const std::vector<Item>& items, std::vector<Square>& out) {
    for (const Item& item : items) {
        if (item.length == 0) continue;  // empty groups: never loop over nothing
        for (std::uint64_t k = 0; k < item.count; ++k) {
            if (item.c) out.push_back(Square{item.c, item.column});
            else emit(item.body, out);
        }
    }
}

}  // namespace

bool uses_rle_syntax(std::string_view line) {
    for (char c : line)
        if (is_digit(c) || c == '(' || c == ')' || c == '|') return true;
    return false;
}

std::optional<Error> check_syntax(std::string_view line) {
    std::vector<Item> items;
    return Parser(line).parse(items);
}

std::optional<Error> expand_line(std::string_view line, std::vector<std::vector<Square>>& rows,
                                 std::size_t& budget) {
    std::vector<Item> items;
    if (auto error = Parser(line).parse(items)) return error;
    std::uint64_t total = 0;
    for (const Item& item : items) {
        total = std::min(kSaturated, total + item.length);
        if (total > budget)
            return Error{item.column, "RLE expands beyond " + std::to_string(kMaxRleExpansion) + " squares"};
    }
    std::vector<Square> flat;
    flat.reserve(static_cast<std::size_t>(total));
    emit(items, flat);
    budget -= static_cast<std::size_t>(total);

    rows.emplace_back();
    for (std::size_t k = 0; k < flat.size(); ++k) {
        if (flat[k].c != '|') {
            rows.back().push_back(flat[k]);
        } else if (k + 1 < flat.size()) {
            rows.emplace_back();  // a '|' at the very end of the line makes no extra row
        }
    }
    return std::nullopt;
}

std::string encode_row(std::string_view row) {
    std::string out;
    for (std::size_t i = 0; i < row.size();) {
        std::size_t j = i;
        while (j < row.size() && row[j] == row[i]) ++j;
        if (j - i >= 2) out += std::to_string(j - i);
        out += row[i];
        i = j;
    }
    return out;
}

}  // namespace boxcar::sokoban::rle
