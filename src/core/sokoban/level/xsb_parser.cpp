// parse_collection: XSB/SOK collections, single boards and RLE text (FORMATS.md).
//
// The text is read line by line (streaming: memory stays proportional to one board plus the levels
// found). A line made only of board characters with a '#' is a board row (so is an RLE line, and a
// '#...#' row with a stray character next to other board rows, which then reports that character);
// next to board rows, a line of board characters without a '#' is a row too (a decorative "*" outside
// the walls, a "----" empty row, several such lines above the first row with a '#'); consecutive board
// rows form one board. The lines between two
// boards are split into the previous level's "after" part (up to the first blank line) and the next
// level's "before" part (its last paragraph); lines before the first board that are not the first
// level's paragraph describe the collection. A level's title is, in order of preference: a `Title:`
// key (before or after), the last `;` comment line before it, a .sok title line directly above it (a
// text line alone in its paragraph), a plain text line just after it, a .sok title line separated
// from it by blank lines.
#include "sokoban/level/level.hpp"
#include "sokoban/level/level_internal.hpp"

#include <algorithm>
#include <string>
#include <vector>

namespace boxcar::sokoban {
namespace {

constexpr std::string_view kPlainChars = "#@+$*.-_ pPbB\t";
constexpr std::string_view kRleChars = "#@+$*.-_ pPbB0123456789()|";
constexpr std::string_view kFloorChars = "-_ \t";

bool only(std::string_view s, std::string_view allowed) {
    for (char c : s)
        if (allowed.find(c) == std::string_view::npos) return false;
    return true;
}
bool has(std::string_view s, char c) { return s.find(c) != std::string_view::npos; }
bool is_space(char c) { return c == ' ' || c == '\t' || c == '\v' || c == '\f'; }

std::string_view trim(std::string_view s) {
    while (!s.empty() && is_space(s.front())) s.remove_prefix(1);
    while (!s.empty() && is_space(s.back())) s.remove_suffix(1);
    return s;
}

// Cuts a title to kMaxTitleBytes without splitting a UTF-8 sequence.
std::string clip(std::string_view s) {
    if (s.size() <= kMaxTitleBytes) return std::string(s);
    std::size_t n = kMaxTitleBytes;
    while (n > 0 && (static_cast<unsigned char>(s[n]) & 0xC0) == 0x80) --n;
    return std::string(s.substr(0, n));
}

// ---- lines -------------------------------------------------------------------------------------

struct Line {
    std::string_view text;  // without the line break
    int number = 0;         // 1-based
};

// Splits at "\n", "\r\n" and a lone "\r".
class LineReader {
public:
    explicit LineReader(std::string_view text) : text_(text) {}
    bool next(Line& line) {
        if (pos_ >= text_.size()) return false;
        std::size_t end = pos_;
        while (end < text_.size() && text_[end] != '\n' && text_[end] != '\r') ++end;
        line = Line{text_.substr(pos_, end - pos_), ++number_};
        if (end < text_.size() && text_[end] == '\r' && end + 1 < text_.size() && text_[end + 1] == '\n') ++end;
        pos_ = end + 1;
        return true;
    }
    // The line after the one last returned, without consuming it.
    std::string_view peek() const {
        LineReader copy = *this;
        Line line;
        return copy.next(line) ? line.text : std::string_view{};
    }

private:
    std::string_view text_;
    std::size_t pos_ = 0;
    int number_ = 0;
};

// ---- line kinds ----------------------------------------------------------------------------------

enum class Kind { Blank, Board, Ignored, Semicolon, Key, Text };

struct Classified {
    Kind kind = Kind::Text;
    bool rle = false;     // a board line in RLE syntax
    std::string key;      // lowercase key name for Kind::Key
    std::string_view value;  // comment text, key value or trimmed text
};

bool is_plain_board(std::string_view s) { return has(s, '#') && only(s, kPlainChars); }
bool is_rle_charset(std::string_view s) { return has(s, '#') && only(s, kRleChars) && rle::uses_rle_syntax(s); }
bool is_clean_board(std::string_view s) {
    return is_plain_board(s) || (is_rle_charset(s) && !rle::check_syntax(s));
}

// "Title: X" and the other keys of the .sok format; nullopt when the line is not a known key.
std::optional<std::string> key_name(std::string_view trimmed, std::string_view& value) {
    const std::size_t colon = trimmed.find(':');
    if (colon == std::string_view::npos || colon == 0 || colon > 24) return std::nullopt;
    std::string key;
    for (char c : trim(trimmed.substr(0, colon))) {
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == ' ' || c == '-')) return std::nullopt;
        key += static_cast<char>((c >= 'A' && c <= 'Z') ? c - 'A' + 'a' : c);
    }
    static const char* known[] = {"title", "author", "collection", "comment", "comment-end", "comment end",
                                  "date", "date created", "date of last change", "difficulty", "email",
                                  "e-mail", "homepage", "url", "copyright", "set", "pushes", "moves"};
    for (const char* k : known)
        if (key == k) {
            value = trim(trimmed.substr(colon + 1));
            return key;
        }
    return std::nullopt;
}

// ---- metadata summaries --------------------------------------------------------------------------

// A line whose first word is "Solution" (any case, anything after it) starts a solution section.
bool starts_solution(std::string_view t) {
    constexpr std::string_view word = "solution";
    if (t.size() < word.size()) return false;
    for (std::size_t i = 0; i < word.size(); ++i)
        if ((t[i] | 0x20) != word[i]) return false;
    return t.size() == word.size() || !((t[word.size()] | 0x20) >= 'a' && (t[word.size()] | 0x20) <= 'z');
}

// A line of a solution: LURD letters, RLE counts and groups, spaces.
bool is_lurd_text(std::string_view t) { return !t.empty() && only(t, "lurdLURD0123456789() \t"); }

// What one paragraph (non-blank, non-board lines between blank lines) says.
struct Paragraph {
    bool empty = true;
    std::string title_key, author_key, collection_key;
    std::string first_comment, last_comment;  // ';' lines
    std::string first_text, last_text;        // plain text lines
    bool ends_with_comment = false;           // its last line is a ';' line (last_comment)
    bool ends_with_text = false;              // its last line is a plain text line (last_text)
    int text_lines = 0;
    std::vector<std::string> solutions;       // "Solution" sections: the word, then LURD lines
    bool in_solution = false;                 // the last line was part of a solution section
    std::string pushes_key, moves_key;

    void add(const Classified& c) {
        empty = false;
        ends_with_comment = false;
        ends_with_text = false;
        if (c.kind == Kind::Text && starts_solution(c.value)) {
            solutions.emplace_back();
            in_solution = true;
            return;
        }
        if (c.kind == Kind::Text && in_solution && is_lurd_text(c.value)) {
            for (char ch : c.value)
                if (ch != ' ' && ch != '\t') solutions.back() += ch;
            return;
        }
        in_solution = false;
        if (c.kind == Kind::Semicolon) {
            if (first_comment.empty()) first_comment = clip(c.value);
            last_comment = clip(c.value);
            ends_with_comment = true;
        } else if (c.kind == Kind::Key) {
            if (c.key == "title" && title_key.empty()) title_key = clip(c.value);
            if (c.key == "author" && author_key.empty()) author_key = clip(c.value);
            if (c.key == "collection" && collection_key.empty()) collection_key = clip(c.value);
            if (c.key == "pushes" && pushes_key.empty()) pushes_key = clip(c.value);
            if (c.key == "moves" && moves_key.empty()) moves_key = clip(c.value);
        } else if (c.kind == Kind::Text) {
            if (first_text.empty()) first_text = clip(c.value);
            last_text = clip(c.value);
            ends_with_text = true;
            ++text_lines;
        }
    }
};

class CollectionParser {
public:
    Collection run(std::string_view text, ParseError& error);

private:
    Collection out_;
    ParseError error_;
    bool stopped_ = false;

    // Board being read.
    bool in_board_ = false;
    std::optional<detail::BoardBuilder> board_;
    Paragraph before_;   // what the paragraph before the board says
    bool before_adjacent_ = false;  // ...and whether it touches the board (no blank line between)

    // Lines between boards.
    bool after_part_ = false;  // no blank line since the last board ended
    Paragraph current_, last_;
    bool header_done_ = false;  // a board has been seen
    Paragraph header_;          // collection-level lines (before the first level's paragraph)
    bool header_has_ = false;
    std::optional<ParseError> first_rle_error_;  // an RLE-looking line that was not valid RLE
    std::string collection_key_;                 // a "Collection:" key next to a level
    // Whether the lines up to a row with a '#' are board rows without a wall, remembered for the lines
    // of that run so a long run of them is scanned once, not once per line.
    int wallless_run_end_ = 0;
    bool wallless_run_is_board_ = false;

    bool board_row_follows(const LineReader& reader, int line_number);
    void blank_line();
    void board_line(const Line& line, const Classified& c);
    void start_board(int line);
    void end_board();
    void finish_after_part(const Paragraph& after);
    void add_header(const Paragraph& p);
};

// True when the lines after this one, while they are made of board characters, reach a row with a
// '#' (plain or clean RLE): then this wall-less line is the top of that board, not text.
bool CollectionParser::board_row_follows(const LineReader& reader, int line_number) {
    if (line_number < wallless_run_end_) return wallless_run_is_board_;
    LineReader scan = reader;
    Line next;
    int end = line_number + 1;
    bool board = false;
    while (scan.next(next)) {
        end = next.number;
        if (is_clean_board(next.text)) {
            board = true;
            break;
        }
        if (trim(next.text).empty() || !only(next.text, kPlainChars)) break;
    }
    wallless_run_end_ = end;
    wallless_run_is_board_ = board;
    return board;
}

void CollectionParser::add_header(const Paragraph& p) {
    if (!header_has_) {
        header_ = p;
        header_has_ = true;
        return;
    }
    if (header_.title_key.empty()) header_.title_key = p.title_key;
    if (header_.author_key.empty()) header_.author_key = p.author_key;
    if (header_.collection_key.empty()) header_.collection_key = p.collection_key;
}

void CollectionParser::blank_line() {
    if (in_board_) end_board();
    if (!current_.empty) {
        if (after_part_) {
            finish_after_part(current_);
        } else {
            if (!header_done_ && !last_.empty) add_header(last_);
            last_ = current_;
        }
    } else if (after_part_) {
        finish_after_part(Paragraph{});
    }
    after_part_ = false;
    if (!current_.empty) current_ = Paragraph{};
}

void CollectionParser::start_board(int line) {
    if (after_part_) {
        // No blank line since the previous board: a trailing ';' line names this board, and so does
        // a trailing text line when the previous board was named by a line before it (.sok files
        // without blank lines); the rest belongs to the previous board.
        Paragraph after = current_;
        Paragraph next;
        if (current_.ends_with_comment) {
            next.empty = false;
            next.last_comment = current_.last_comment;
            after.last_comment.clear();
        } else if (current_.ends_with_text && (!before_.last_text.empty() || !before_.last_comment.empty())) {
            next.empty = false;
            next.last_text = current_.last_text;
            next.text_lines = 1;
            if (current_.text_lines == 1) after.first_text.clear();
        }
        finish_after_part(after);  // uses before_ of the previous board
        before_ = next;
        before_adjacent_ = true;
        after_part_ = false;
    } else if (!current_.empty) {
        if (!header_done_ && !last_.empty) add_header(last_);
        before_ = current_;
        before_adjacent_ = true;
    } else {
        before_ = last_;
        before_adjacent_ = false;
    }
    current_ = last_ = Paragraph{};
    header_done_ = true;
    in_board_ = true;
    board_.emplace(line);
}

void CollectionParser::board_line(const Line& line, const Classified& c) {
    if (!in_board_) start_board(line.number);
    if (c.rle) board_->add_rle_line(line.text, line.number);
    else board_->add_plain_line(line.text, line.number);
}

void CollectionParser::end_board() {
    in_board_ = false;
    after_part_ = true;
    out_.levels.push_back(board_->finish());
    board_.reset();
    // The title is decided when the lines after the board are known (finish_after_part).
}

void CollectionParser::finish_after_part(const Paragraph& after) {
    if (out_.levels.empty()) return;
    LevelEntry& entry = out_.levels.back();
    const Paragraph& b = before_;
    // A text line before the board is a title line only when it is alone in its paragraph (the .sok
    // rule: preceded by a blank line); text right after the board names it in many XSB files, but
    // a title line directly above the board wins (then the text after it is the level's notes).
    const std::string before_text = b.text_lines == 1 ? b.last_text : std::string();
    std::string title;
    bool titled_by_before = true;
    if (!b.title_key.empty()) title = b.title_key;
    else if (!after.title_key.empty()) title = after.title_key, titled_by_before = false;
    else if (!b.last_comment.empty()) title = b.last_comment;
    else if (!before_text.empty() && before_adjacent_) title = before_text;
    else if (!after.first_text.empty()) title = after.first_text, titled_by_before = false;
    else if (!before_text.empty()) title = before_text;
    else titled_by_before = false;
    // The first board's paragraph describes the collection when it does not name the board.
    if (out_.levels.size() == 1 && !titled_by_before && !header_has_ && !b.empty) add_header(b);

    std::string author = !b.author_key.empty() ? b.author_key : after.author_key;
    if (collection_key_.empty()) collection_key_ = !b.collection_key.empty() ? b.collection_key : after.collection_key;
    entry.title = title;
    entry.solutions = after.solutions;
    entry.pushes_note = !after.pushes_key.empty() ? after.pushes_key : b.pushes_key;
    entry.moves_note = !after.moves_key.empty() ? after.moves_key : b.moves_key;
    if (entry.level) {
        entry.level->title = std::move(title);
        entry.level->author = std::move(author);
    }
}

Collection CollectionParser::run(std::string_view text, ParseError& error) {
    if (text.size() > kMaxInputBytes) {
        error = ParseError{0, 0, "the text is " + std::to_string(text.size()) + " bytes long (at most " +
                                     std::to_string(kMaxInputBytes) + ")"};
        return {};
    }
    if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // UTF-8 byte order mark

    LineReader reader(text);
    Line line;
    bool in_comment_block = false;  // .sok "Comment:" ... "Comment-End:"
    bool any_content = false;
    while (!stopped_ && reader.next(line)) {
        const std::string_view t = trim(line.text);
        Classified c;
        if (t.empty()) {
            c.kind = Kind::Blank;
        } else if (in_comment_block && !is_clean_board(line.text)) {
            std::string_view value;
            auto key = key_name(t, value);
            if (key && (*key == "comment-end" || *key == "comment end")) in_comment_block = false;
            c.kind = Kind::Ignored;
        } else if (t.substr(0, 2) == "::") {
            c.kind = Kind::Ignored;
        } else if (is_plain_board(line.text)) {
            c.kind = Kind::Board;
        } else if (is_rle_charset(line.text)) {
            auto syntax = rle::check_syntax(line.text);
            if (!syntax || in_board_ || is_clean_board(reader.peek())) {
                c.kind = Kind::Board;  // a syntax error is reported by the level
                c.rle = true;
            } else {
                if (!first_rle_error_) first_rle_error_ = ParseError{line.number, syntax->column, syntax->message};
                c.kind = Kind::Text;
                c.value = t;
            }
        } else if (only(line.text, kFloorChars)) {
            c.kind = in_board_ ? Kind::Board : Kind::Ignored;  // "----" rows inside a board
        } else if (only(line.text, kPlainChars) && (in_board_ || board_row_follows(reader, line.number))) {
            c.kind = Kind::Board;  // a row without a wall, e.g. a decorative "*" outside the level
        } else if (in_board_ && only(line.text, kRleChars) && !rle::check_syntax(line.text)) {
            c.kind = Kind::Board;  // the same in RLE
            c.rle = true;
        } else if (t.front() == ';') {
            c.kind = Kind::Semicolon;
            c.value = trim(t.substr(1));
        } else if (std::string_view value; auto key = key_name(t, value)) {
            c.kind = Kind::Key;
            c.key = *key;
            c.value = value;
            if (*key == "comment" && value.empty()) in_comment_block = true;
        } else if (t.size() >= 2 && t.front() == '#' && t.back() == '#' &&
                   (in_board_ || is_clean_board(reader.peek()))) {
            c.kind = Kind::Board;  // a board row with a stray character: the level reports it
        } else {
            c.kind = Kind::Text;
            c.value = t;
        }
        if (c.kind != Kind::Blank) any_content = true;
        in_comment_block = in_comment_block && c.kind != Kind::Board;

        if (c.kind == Kind::Board) {
            if (!in_board_ && out_.levels.size() >= kMaxLevels) {
                error_ = ParseError{line.number, 0, "more than " + std::to_string(kMaxLevels) +
                                                        " levels: the rest of the text was not read"};
                stopped_ = true;
                break;
            }
            board_line(line, c);
            continue;
        }
        if (in_board_) end_board();
        if (c.kind == Kind::Blank) {
            blank_line();
        } else if (c.kind != Kind::Ignored) {
            current_.add(c);
        }
    }
    if (in_board_) end_board();
    if (after_part_) {
        finish_after_part(current_);
        after_part_ = false;
    } else if (!header_done_) {
        if (!last_.empty) add_header(last_);
        if (!current_.empty) add_header(current_);
    }

    if (header_has_) {
        out_.title = !header_.collection_key.empty() ? header_.collection_key
                     : !collection_key_.empty()      ? collection_key_
                     : !header_.title_key.empty()    ? header_.title_key
                     : !header_.first_comment.empty() ? header_.first_comment
                                                      : header_.first_text;
        out_.author = header_.author_key;
    } else {
        out_.title = collection_key_;
    }
    if (!out_.author.empty())
        for (LevelEntry& entry : out_.levels)
            if (entry.level && entry.level->author.empty()) entry.level->author = out_.author;

    if (out_.levels.empty() && !stopped_) {
        if (!any_content) error_ = ParseError{0, 0, "the text is empty"};
        else if (first_rle_error_) error_ = *first_rle_error_;
        else error_ = ParseError{0, 0, "no level found: no line is made of board characters (#@+$*. and spaces) with a '#'"};
    }
    error = error_;
    return std::move(out_);
}

}  // namespace

Collection parse_collection(std::string_view text, ParseError* error) {
    ParseError local;
    Collection collection = CollectionParser().run(text, local);
    if (error) *error = local;
    return collection;
}

}  // namespace boxcar::sokoban
