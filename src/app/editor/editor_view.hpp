// The level editor on the page. While it is open, the board area holds the editor strip (tools, then the
// live validation or the Rush Hour numbers) over the editor's board, and the action bar holds the
// editor's actions (undo, redo, test play, solve, copy as XSB/RLE, copy link, close). Test play loads the
// edited level into the app as a paste would and shows the normal board and action bar; the strip then
// leads back to the editor. The drawer's "Level editor" section opens it.
#pragma once
#include "app/app_model.hpp"
#include "app/editor/editor_state.hpp"
#include "app/theme.hpp"
#include "app/ui.hpp"
#include "app/view_state.hpp"

#include <vector>

namespace boxcar::app {

// What the editor's views draw and drive: the editor; the app model (test play loads the edited level
// and may solve it; errors and notices go to the message line; the board's geometry); the page (copy as
// text, copy a link); the drawer (closed on phones when the editor opens); the fingers on the canvas.
struct EditorView {
    EditorState& editor;
    AppModel& model;
    const PageActions& page;
    LayoutState& layout;
    TouchInput& touch;
};

// Which level the editor starts from.
enum class EditorStart { Current, NewSokoban, NewRush };
void editor_open(const EditorView& view, EditorStart start);

// The frame's parts (frame_layout.cpp): the strip's height, the strip,
// the editor's board (while editing), the editor's action bar, and its keys.
float editor_strip_height(const EditorState& editor, bool touch);
void ui_editor_strip(const EditorView& view, Rect area);
void ui_editor_board(const EditorView& view, Rect area);
void ui_editor_action_bar(const EditorView& view, Rect area);
void ui_editor_keys(const EditorView& view);
// The drawer section "Level editor".
void ui_editor_section(const EditorView& view);

// The pointer on the editor's board in one frame: finger events, or the mouse when no touch is going
// on (board_gestures.hpp: one touch is one action). A press on a panel or window is not the board's.
// Each event carries the cell under it on the board's grid (squares `cell` px wide from (ox, oy));
// the grid is recorded in model.geometry, so tests find the cells as on the play board.
struct EditorPointerEvent {
    enum Kind { Down, Move, Up } kind;
    float x, y;
    int col, row;  // may lie off the board
};
std::vector<EditorPointerEvent> editor_pointer_events(const EditorView& view, float cell, float ox, float oy);

// The two boards (sokoban_editor_view.cpp, rush_editor_view.cpp), drawn into `draw` over the background
// ui_editor_board filled.
void ui_sokoban_editor_board(const EditorView& view, Rect area, ImDrawList* draw, const theme::Palette& pal);
void ui_rush_editor_board(const EditorView& view, Rect area, ImDrawList* draw, const theme::Palette& pal);

}  // namespace boxcar::app
