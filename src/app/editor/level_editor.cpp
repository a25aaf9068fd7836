// LevelEditor (see level_editor.hpp).
#include "app/editor/level_editor.hpp"

#include "app/share/share_link.hpp"

#include <algorithm>

namespace boxcar::app {
namespace {

bool is_player(char c) { return c == '@' || c == '+'; }

// The square a player leaves behind.
char without_player(char c) { return c == '+' ? '.' : c == '@' ? ' ' : c; }

char square_of(std::uint8_t cell, bool player) {
    if (cell & sokoban::kWall) return '#';
    if (player) return (cell & sokoban::kGoal) ? '+' : '@';
    if (cell & sokoban::kBox) return (cell & sokoban::kGoal) ? '*' : '$';
    return (cell & sokoban::kGoal) ? '.' : ' ';
}

std::uint8_t cell_of(char c) {
    switch (c) {
        case '#': return sokoban::kWall;
        case '.': case '+': return sokoban::kGoal;
        case '$': return sokoban::kBox;
        case '*': return sokoban::kBox | sokoban::kGoal;
        default: return 0;
    }
}

}  // namespace

char edit_item_char(EditItem item) {
    static constexpr char kChars[kEditItemCount] = {'#', ' ', '.', '$', '*', '@', '+'};
    return kChars[static_cast<int>(item)];
}

const char* edit_item_name(EditItem item) {
    static constexpr const char* kNames[kEditItemCount] = {"Wall", "Floor", "Goal", "Box", "Box on goal", "Player",
                                                           "Player on goal"};
    return kNames[static_cast<int>(item)];
}

void LevelEditor::reset(int width, int height) {
    width_ = std::clamp(width, kMinSide, kMaxSide);
    height_ = std::clamp(height, kMinSide, kMaxSide);
    grid_.assign(static_cast<std::size_t>(width_) * height_, ' ');
    for (int y = 0; y < height_; ++y)
        for (int x = 0; x < width_; ++x)
            if (x == 0 || y == 0 || x == width_ - 1 || y == height_ - 1) set(x, y, '#');
    undo_.clear();
    redo_.clear();
    stroke_ = stroke_remembered_ = false;
    changed();
}

void LevelEditor::load(const sokoban::Level& level) {
    if (level.width < 1 || level.height < 1 || level.width > kMaxSide || level.height > kMaxSide ||
        level.cells.size() != static_cast<std::size_t>(level.width) * level.height) {
        reset();
        return;
    }
    // Small levels get floor around them up to kMinSide.
    width_ = std::max(level.width, kMinSide);
    height_ = std::max(level.height, kMinSide);
    grid_.assign(static_cast<std::size_t>(width_) * height_, ' ');
    for (int y = 0; y < level.height; ++y)
        for (int x = 0; x < level.width; ++x) {
            const int i = level.index(x, y);
            set(x, y, square_of(level.cells[i], i == level.player));
        }
    title = level.title;
    undo_.clear();
    redo_.clear();
    stroke_ = stroke_remembered_ = false;
    changed();
}

int LevelEditor::player() const {
    for (std::size_t i = 0; i < grid_.size(); ++i)
        if (is_player(grid_[i])) return static_cast<int>(i);
    return -1;
}

void LevelEditor::remember() {
    if (stroke_ && stroke_remembered_) return;
    undo_.push_back(snapshot());
    if (undo_.size() > kMaxUndo) undo_.erase(undo_.begin());
    redo_.clear();
    stroke_remembered_ = stroke_;
}

void LevelEditor::changed() { ++revision_; }

void LevelEditor::restore(const Snapshot& s) {
    width_ = s.width;
    height_ = s.height;
    grid_ = s.grid;
    changed();
}

void LevelEditor::begin_stroke() {
    stroke_ = true;
    stroke_remembered_ = false;
}

void LevelEditor::end_stroke() { stroke_ = stroke_remembered_ = false; }

bool LevelEditor::paint(int x, int y, EditItem item) {
    if (!inside(x, y)) return false;
    const char c = edit_item_char(item);
    if (at(x, y) == c) return false;
    remember();
    if (is_player(c)) {
        const int old = player();
        if (old >= 0) grid_[old] = without_player(grid_[old]);
    }
    set(x, y, c);
    changed();
    return true;
}

bool LevelEditor::fill(int x, int y, EditItem item, std::string* why) {
    if (!inside(x, y)) return false;
    const char c = edit_item_char(item);
    if (is_player(c)) {
        if (why) *why = "Fill paints walls, floor, goals and boxes: a level has one player (paint it on a square).";
        return false;
    }
    const char from = at(x, y);
    if (from == c) return false;
    remember();
    std::vector<int> stack{y * width_ + x};
    grid_[stack.back()] = c;
    while (!stack.empty()) {
        const int i = stack.back();
        stack.pop_back();
        const int cx = i % width_, cy = i / width_;
        const int next[4][2] = {{cx - 1, cy}, {cx + 1, cy}, {cx, cy - 1}, {cx, cy + 1}};
        for (auto [nx, ny] : next) {
            if (!inside(nx, ny) || at(nx, ny) != from) continue;
            set(nx, ny, c);
            stack.push_back(ny * width_ + nx);
        }
    }
    changed();
    return true;
}

bool LevelEditor::insert_row(int at_row) {
    if (height_ >= kMaxSide || at_row < 0 || at_row > height_) return false;
    remember();
    grid_.insert(grid_.begin() + static_cast<std::ptrdiff_t>(at_row) * width_, static_cast<std::size_t>(width_), ' ');
    ++height_;
    changed();
    return true;
}

bool LevelEditor::remove_row(int at_row) {
    if (height_ <= kMinSide || at_row < 0 || at_row >= height_) return false;
    remember();
    const auto first = grid_.begin() + static_cast<std::ptrdiff_t>(at_row) * width_;
    grid_.erase(first, first + width_);
    --height_;
    changed();
    return true;
}

bool LevelEditor::insert_column(int at_column) {
    if (width_ >= kMaxSide || at_column < 0 || at_column > width_) return false;
    remember();
    std::vector<char> next;
    next.reserve(static_cast<std::size_t>(width_ + 1) * height_);
    for (int y = 0; y < height_; ++y)
        for (int x = 0; x <= width_; ++x) next.push_back(x == at_column ? ' ' : at(x < at_column ? x : x - 1, y));
    grid_ = std::move(next);
    ++width_;
    changed();
    return true;
}

bool LevelEditor::remove_column(int at_column) {
    if (width_ <= kMinSide || at_column < 0 || at_column >= width_) return false;
    remember();
    std::vector<char> next;
    next.reserve(static_cast<std::size_t>(width_ - 1) * height_);
    for (int y = 0; y < height_; ++y)
        for (int x = 0; x < width_; ++x)
            if (x != at_column) next.push_back(at(x, y));
    grid_ = std::move(next);
    --width_;
    changed();
    return true;
}

bool LevelEditor::undo() {
    if (undo_.empty()) return false;
    end_stroke();
    redo_.push_back(snapshot());
    restore(undo_.back());
    undo_.pop_back();
    return true;
}

bool LevelEditor::redo() {
    if (redo_.empty()) return false;
    end_stroke();
    undo_.push_back(snapshot());
    restore(redo_.back());
    redo_.pop_back();
    return true;
}

sokoban::Level LevelEditor::grid_level() const {
    sokoban::Level level;
    level.title = title;
    level.width = width_;
    level.height = height_;
    level.cells.resize(grid_.size());
    for (std::size_t i = 0; i < grid_.size(); ++i) {
        level.cells[i] = cell_of(grid_[i]);
        if (is_player(grid_[i])) level.player = static_cast<int>(i);
    }
    return level;
}

std::string LevelEditor::Check::text() const {
    if (ok || x < 0) return message;
    return "Row " + std::to_string(y + 1) + ", column " + std::to_string(x + 1) + ": " + message;
}

const LevelEditor::Check& LevelEditor::check() const {
    if (checked_revision_ == revision_) return check_;
    checked_revision_ = revision_;
    check_ = {};
    const sokoban::Level level = grid_level();
    // The validation the parser runs on every level it reads; with no source positions it names square
    // (x, y) as line y+1, column x+1, and the whole level as column 0.
    if (const auto error = sokoban::validate(level)) {
        check_.message = error->message;
        if (error->column > 0) {
            check_.x = error->column - 1;
            check_.y = error->line - 1;
        }
        return check_;
    }
    check_.ok = true;
    const int boxes = level.box_count();
    check_.message = "A valid level: " + std::to_string(boxes) + (boxes == 1 ? " box" : " boxes") + " on " +
                     std::to_string(width_) + " x " + std::to_string(height_) + " squares.";
    return check_;
}

std::optional<sokoban::Level> LevelEditor::level() const {
    if (!check().ok) return std::nullopt;
    // Crop to the squares that hold something: the parser drops outer floor rows and columns too.
    int x0 = width_, y0 = height_, x1 = -1, y1 = -1;
    for (int y = 0; y < height_; ++y)
        for (int x = 0; x < width_; ++x)
            if (at(x, y) != ' ') {
                x0 = std::min(x0, x);
                y0 = std::min(y0, y);
                x1 = std::max(x1, x);
                y1 = std::max(y1, y);
            }
    const sokoban::Level whole = grid_level();
    sokoban::Level level;
    level.title = title;
    level.width = x1 - x0 + 1;
    level.height = y1 - y0 + 1;
    level.cells.resize(static_cast<std::size_t>(level.width) * level.height);
    for (int y = y0; y <= y1; ++y)
        for (int x = x0; x <= x1; ++x) {
            const int from = whole.index(x, y), to = level.index(x - x0, y - y0);
            level.cells[to] = whole.cells[from];
            if (from == whole.player) level.player = to;
        }
    return level;
}

std::string LevelEditor::xsb() const {
    const auto valid = level();
    if (!valid) return {};
    std::string text = sokoban::to_xsb(*valid) + "\n";
    if (!title.empty()) {
        std::string line = title;  // one line, whatever the title holds
        for (char& c : line)
            if (c == '\n' || c == '\r') c = ' ';
        text += "Title: " + line + "\n";
    }
    return text;
}

std::string LevelEditor::rle() const {
    const auto valid = level();
    return valid ? sokoban::to_rle(*valid) : std::string{};
}

std::string LevelEditor::share_fragment(std::string* why) const {
    const std::string level_rle = rle();
    if (level_rle.empty()) {
        if (why) *why = "The level is not ready to share: " + check().text();
        return {};
    }
    ShareData data;
    data.level = level_rle;
    data.title = shown_title();  // what test play showed: an untitled level is "Edited level" there too
    std::string fragment = write_share_fragment(data);
    if (fragment.size() > kMaxShareFragment) {
        if (why)
            *why = "This level is too big to share: its link would have " + std::to_string(fragment.size()) +
                   " characters (the limit is " + std::to_string(kMaxShareFragment) + ").";
        return {};
    }
    return fragment;
}

}  // namespace boxcar::app
