// What the level editor view remembers (the App owns one): whether it is open and for which puzzle, the
// two editor models (app/editor/level_editor.hpp, rush_editor.hpp), the Rush Hour board's live count
// (rush_count.hpp), the chosen tool, and the pointer gesture in progress on the editor's board.
#pragma once
#include "app/editor/level_editor.hpp"
#include "app/editor/rush_count.hpp"
#include "app/editor/rush_editor.hpp"

namespace boxcar::app {

enum class RushTool : std::uint8_t { Car, Truck, Wall, RedCar, Erase };

struct EditorState {
    bool open = false;     // the editor replaces the board and the action bar
    bool testing = false;  // test play: the edited level is loaded and played; the strip leads back
    bool rush = false;     // which editor: Rush Hour board or Sokoban level

    LevelEditor level;
    EditItem item = EditItem::Wall;
    bool fill = false;  // a press fills the region under it instead of painting

    RushEditor board;
    RushCounter count;  // the board's live optimal count, from a worker of its own (the platform sets its port)
    RushTool tool = RushTool::Car;
    bool vertical = false;

    // The pointer on the editor's board: a paint stroke (Sokoban) or a press that may become a drag of a
    // piece (Rush Hour).
    struct Pointer {
        bool down = false;
        bool touch = false;
        int last_x = -1, last_y = -1;   // Sokoban: the last square painted
        int row = -1, col = -1;         // Rush Hour: the cell pressed
        float start_x = 0, start_y = 0, x = 0, y = 0;
        bool dragging = false;          // Rush Hour: moved past the slop: a drag of the piece
    };
    Pointer pointer;
};

}  // namespace boxcar::app
