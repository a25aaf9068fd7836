// The Sokoban level editor's model, without any UI: a grid of XSB squares that a person paints (wall,
// floor, goal, box, box on goal, player, player on goal), fills, resizes, and undoes; the level checked
// after every change by the core's own validation (the messages a pasted level gets: "no player",
// "3 boxes but 2 goals", "level is not closed: ..."), and its export as XSB, RLE or a share link.
// The editor view (src/app/editor/) draws it and turns clicks, drags and taps into these calls.
#pragma once
#include "sokoban/level/level.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace boxcar::app {

// What a paint stroke puts on a square. Painting sets the square exactly (a box painted on a goal
// square is a plain box: BoxOnGoal is the item for that). There is one player: painting it moves it.
enum class EditItem : std::uint8_t { Wall, Floor, Goal, Box, BoxOnGoal, Player, PlayerOnGoal };
inline constexpr int kEditItemCount = 7;

char edit_item_char(EditItem item);         // '#', ' ', '.', '$', '*', '@', '+'
const char* edit_item_name(EditItem item);  // "Wall", "Floor", "Goal", "Box", "Box on goal", ...

class LevelEditor {
public:
    static constexpr int kMinSide = 3;                  // smallest width and height
    static constexpr int kMaxSide = sokoban::kMaxWidth;  // what the parser accepts
    static constexpr std::size_t kMaxUndo = 500;         // edits kept for undo

    LevelEditor() { reset(); }

    // A new level: a room of `width` x `height` squares, walls around floor. Clears the undo history.
    void reset(int width = 8, int height = 7);
    // Edits the start position of `level` (its squares, boxes and player). Clears the undo history.
    void load(const sokoban::Level& level);

    int width() const { return width_; }
    int height() const { return height_; }
    bool inside(int x, int y) const { return x >= 0 && y >= 0 && x < width_ && y < height_; }
    char at(int x, int y) const { return grid_[static_cast<std::size_t>(y) * width_ + x]; }  // XSB character
    int player() const;  // index y*width+x of the player, -1 when none
    std::string title;   // used by the exports; empty is allowed
    // The name test play and the share link give a level left untitled.
    static constexpr const char* kUntitled = "Edited level";
    std::string shown_title() const { return title.empty() ? kUntitled : title; }

    // Paint strokes: every square painted between begin_stroke() and end_stroke() is one undo step.
    // paint() outside a stroke is a step of its own. false when nothing changed (or outside the grid).
    void begin_stroke();
    bool paint(int x, int y, EditItem item);
    void end_stroke();
    bool in_stroke() const { return stroke_; }

    // Fills the 4-connected region of squares equal to (x, y) with `item` (not the player: there is one).
    // false when nothing changed; `why` then says what was wrong, when something was.
    bool fill(int x, int y, EditItem item, std::string* why = nullptr);

    // Resizing: a row (column) of floor inserted before row (column) `at` (0..height, 0..width), or
    // removed. Within kMinSide..kMaxSide; false (nothing changed) outside it. Each is one undo step.
    bool insert_row(int at);
    bool remove_row(int at);
    bool insert_column(int at);
    bool remove_column(int at);

    bool undo();
    bool redo();
    bool can_undo() const { return !undo_.empty(); }
    bool can_redo() const { return !redo_.empty(); }
    int revision() const { return revision_; }  // grows with every change (undo and redo included)

    // The level as the parser checks it (the whole grid). `message` is the core's validation message;
    // x, y the square it names (-1 when it names the whole level).
    struct Check {
        bool ok = false;
        std::string message;
        int x = -1, y = -1;
        std::string text() const;  // "Row 2, column 5: level is not closed: ..." or the message alone
    };
    const Check& check() const;

    sokoban::Level grid_level() const;                // the whole grid as a Level (maybe invalid)
    std::optional<sokoban::Level> level() const;      // the valid level, cropped to its squares; or none
    std::string xsb() const;   // XSB board, then "Title: ..." when titled; "" when invalid
    std::string rle() const;   // one RLE line; "" when invalid
    // The share link's fragment (share_link.hpp: the RLE and the title) of the valid level; "" and `why`
    // when the level is invalid or too big to share.
    std::string share_fragment(std::string* why = nullptr) const;

private:
    struct Snapshot {
        int width, height;
        std::vector<char> grid;
    };
    void remember();  // the state before a change goes onto the undo list (once per stroke)
    void changed();
    void set(int x, int y, char c) { grid_[static_cast<std::size_t>(y) * width_ + x] = c; }
    Snapshot snapshot() const { return {width_, height_, grid_}; }
    void restore(const Snapshot& s);

    int width_ = 0, height_ = 0;
    std::vector<char> grid_;
    std::vector<Snapshot> undo_, redo_;
    bool stroke_ = false, stroke_remembered_ = false;
    int revision_ = 0;
    mutable int checked_revision_ = -1;
    mutable Check check_;
};

}  // namespace boxcar::app
