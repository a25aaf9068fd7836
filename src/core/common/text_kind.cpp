#include "common/text_kind.hpp"

#include <cctype>

namespace boxcar {
namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_board_char(char c) { return (c >= 'A' && c <= 'Z') || c == 'o' || c == 'x' || c == '.'; }

}  // namespace

bool is_blank(std::string_view text) {
    for (char c : text)
        if (!is_space(c)) return false;
    return true;
}

bool is_records_file(std::string_view text) {
    const std::size_t first = text.find_first_not_of(" \t\r\n");
    return first != std::string_view::npos && text[first] == '{';
}

bool is_sokoban_solution(std::string_view text) {
    bool letter = false;
    for (char c : text) {
        if (is_space(c) || is_digit(c) || c == '(' || c == ')') continue;
        switch (c) {
            case 'l': case 'u': case 'r': case 'd': case 'L': case 'U': case 'R': case 'D': letter = true; break;
            default: return false;
        }
    }
    return letter;
}

bool is_rush_solution(std::string_view text) {
    int moves = 0;
    std::size_t i = 0;
    while (i < text.size()) {
        const char c = text[i];
        if (is_space(c) || c == ',' || c == ';') {
            ++i;
            continue;
        }
        if (!std::isalpha(static_cast<unsigned char>(c)) || i + 2 >= text.size() ||
            (text[i + 1] != '+' && text[i + 1] != '-'))
            return false;
        std::size_t j = i + 2;
        while (j < text.size() && is_digit(text[j])) ++j;
        if (j == i + 2 || (j < text.size() && !is_space(text[j]) && text[j] != ',' && text[j] != ';')) return false;
        ++moves;
        i = j;
    }
    return moves > 0;
}

TextKind detect_text_kind(std::string_view text) {
    if (is_blank(text)) return TextKind::Blank;
    if (is_records_file(text)) return TextKind::RecordsFile;
    if (is_sokoban_solution(text)) return TextKind::SokobanSolution;
    if (is_rush_solution(text)) return TextKind::RushSolution;
    return TextKind::PuzzleText;
}

bool is_rush_board_string(std::string_view text) {
    const std::size_t n = text.size();
    bool square = false;
    for (std::size_t side = 4; side <= 8; ++side) square = square || side * side == n;
    if (!square) return false;
    for (char c : text)
        if (!is_board_char(c)) return false;
    return true;
}

bool meant_as_rush_boards(std::string_view text) {
    if (text.find('#') != std::string_view::npos) return false;
    std::size_t run = 0;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        const char c = i < text.size() ? text[i] : ' ';
        if (is_board_char(c)) {
            ++run;
            continue;
        }
        if (run >= 16 || (run >= 4 && run <= 8 && (c == '\n' || c == '\r' || i == text.size()))) return true;
        run = 0;
    }
    return false;
}

bool is_level_text_argument(std::string_view text, Puzzle puzzle) {
    if (text.empty()) return false;
    for (char c : text) {
        const bool ok = puzzle == Puzzle::Sokoban
                            ? is_digit(c) || std::string_view("#@+$*.-_ pPbB()|\n\r").find(c) != std::string_view::npos
                            : is_board_char(c) || c == '\n' || c == '\r';
        if (!ok) return false;
    }
    return true;
}

}  // namespace boxcar
