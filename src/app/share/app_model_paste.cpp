// AppModel::paste: what a paste on the board means. A records file (JSON) is imported; other text is read, in order, as a solution for the
// level on screen (LURD for Sokoban, "A+1 C-2 ..." for Rush Hour; replayed by the rules before it is
// loaded into playback), then as a level, a collection or Rush Hour boards. Anything else gets one error
// that names what both puzzles expect, with the parser's own complaint when the text looked like a level.
#include "app/app_model.hpp"
#include "app/share/input_limits.hpp"

#include <cctype>

namespace boxcar::app {
namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

// Only LURD letters (any case), run-length digits and groups: a Sokoban solution as rules.hpp reads it.
bool looks_like_lurd(std::string_view text) {
    bool letter = false;
    for (char c : text) {
        if (is_space(c) || std::isdigit(static_cast<unsigned char>(c)) || c == '(' || c == ')') continue;
        switch (c) {
            case 'l': case 'u': case 'r': case 'd': case 'L': case 'U': case 'R': case 'D': letter = true; break;
            default: return false;
        }
    }
    return letter;
}

// Moves like "A+1 C-2" (spaces, commas, semicolons or line breaks between them).
bool looks_like_rush_moves(std::string_view text) {
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
        while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j]))) ++j;
        if (j == i + 2 || (j < text.size() && !is_space(text[j]) && text[j] != ',' && text[j] != ';')) return false;
        ++moves;
        i = j;
    }
    return moves > 0;
}

// One line of 30 to 40 characters without spaces: meant as a Rush Hour board string.
bool looks_like_board_string(std::string_view text) {
    std::size_t from = 0, to = text.size();
    while (from < to && is_space(text[from])) ++from;
    while (to > from && is_space(text[to - 1])) --to;
    const std::string_view line = text.substr(from, to - from);
    if (line.size() < 30 || line.size() > 40) return false;
    for (char c : line)
        if (is_space(c)) return false;
    return true;
}

const char* const kWhatPasteTakes =
    "Paste one of these. Sokoban: a level (XSB or RLE), a collection of levels, or a solution for the "
    "level on screen in LURD (like \"rRdL\"). Rush Hour: a board of 36 characters (like "
    "IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM; one per line for several) or a solution for the board on "
    "screen (like \"A+1 C-2\").";

}  // namespace

bool AppModel::paste(std::string_view text) {
    if (text.size() > kMaxPageText) {
        set_error("The pasted text is too large (" + std::to_string(text.size() / 1024) + " KiB; the limit is " +
                  std::to_string(kMaxPageText / 1024) + " KiB).");
        return false;
    }
    bool blank = true;
    for (char c : text) blank = blank && is_space(c);
    if (blank) {
        set_error("The clipboard holds no text to paste.");
        return false;
    }
    // A records file (JSON): its solutions and collections are imported (app_model_records_file.cpp).
    const std::size_t first = text.find_first_not_of(" \t\r\n");
    if (first != std::string_view::npos && text[first] == '{') return import_records(text).ok;
    // A solution for the level on screen.
    const bool lurd = looks_like_lurd(text), rush_moves = !lurd && looks_like_rush_moves(text);
    if (lurd || rush_moves) {
        const PuzzleKind wanted = lurd ? PuzzleKind::Sokoban : PuzzleKind::RushHour;
        if (kind_ == wanted) {
            const bool ok = replay_solution_text(text);
            if (ok) set_message(message_);
            else set_error("The pasted solution does not work: " + message_);
            return ok;
        }
        if (kind_ == PuzzleKind::None) set_error("That is a solution: open its level first, then paste it.");
        else if (lurd) set_error("That is a Sokoban solution (LURD), but a Rush Hour board is on screen: open its Sokoban level first.");
        else set_error("That is a Rush Hour solution (\"A+1 C-2\"), but a Sokoban level is on screen: open its board first.");
        return false;
    }
    // A level, collection or board.
    const LoadResult loaded = load(text);
    if (loaded.ok) {
        set_message(message_);
        return true;
    }
    std::string error = "The pasted text is not a solution, level or board. ";
    error += kWhatPasteTakes;
    if (text.find('#') != std::string_view::npos) error += " (As a Sokoban level: " + loaded.error + ")";
    else if (looks_like_board_string(text)) error += " (As a Rush Hour board: " + loaded.error + ")";
    set_error(std::move(error));
    return false;
}

}  // namespace boxcar::app
