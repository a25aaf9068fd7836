// The Rush Hour editor's board, drawn as the play board (frame, exit, walls, vehicles). A tap applies the
// tool (place a car or truck with its top/left cell there, place or remove a wall, move the red car along
// the exit row, erase); a press on a piece that moves past a small slop drags it, and it lands where the
// pointer ends (off the board: removed). Records model.geometry, so tests find the cells.
#include "app/board/board_fit.hpp"
#include "app/board/board_pieces.hpp"
#include "app/editor/editor_view.hpp"
#include "app/theme.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>

namespace boxcar::app {
namespace {

// A tap on (row, col) with the chosen tool; a refusal goes to the message strip.
void apply_tool(AppModel& model, EditorState& ed, int row, int col) {
    RushEditor& editor = ed.board;
    const rush::Board& board = editor.board();
    const char there = board.at(row, col);
    std::string why;
    bool done = false;
    switch (ed.tool) {
        case RushTool::Car:
        case RushTool::Truck:
            if (there != 0) {
                why = "That cell is taken: drag a piece to move it, or pick Erase to remove it.";
                break;
            }
            done = editor.place_vehicle(ed.tool == RushTool::Car ? 2 : 3, !ed.vertical, row, col, &why);
            break;
        case RushTool::Wall:
            done = there == 'x' ? editor.erase(row, col, &why) : editor.place_wall(row, col, &why);
            break;
        case RushTool::RedCar:
            if (row != editor.exit_row()) {
                why = "The red car stays on the exit row (row " + std::to_string(editor.exit_row() + 1) +
                      "): tap a cell of that row.";
                break;
            }
            done = editor.place_red_car(std::min(col, editor.size() - board.primary().length), &why);
            break;
        case RushTool::Erase: done = editor.erase(row, col, &why); break;
    }
    if (!done && !why.empty()) model.message.set_error(why);
}

}  // namespace

void ui_rush_editor_board(const EditorView& ev, Rect area, ImDrawList* draw, const theme::Palette& pal) {
    AppModel& model = ev.model;
    EditorState& ed = ev.editor;
    RushEditor& editor = ed.board;
    EditorState::Pointer& p = ed.pointer;

    const int n = editor.size();
    const float margin = board_margin(area.w, area.h) + 8;  // and room for the frame
    const float cell = std::floor(std::max(4.0f, std::min({(area.w - 2 * margin) / (n + 1.0f), (area.h - 2 * margin) / n, 110.0f})));
    const float ox = std::floor(area.x + (area.w - cell * n) / 2), oy = std::floor(area.y + (area.h - cell * n) / 2);
    const float slop = std::max(6.0f, cell * 0.25f);

    // Input.
    for (const EditorPointerEvent& e : editor_pointer_events(ev, cell, ox, oy)) {
        const int col = e.col, row = e.row;
        const bool on_board = row >= 0 && col >= 0 && row < n && col < n;
        if (e.kind == EditorPointerEvent::Down) {
            const bool touch = p.touch;  // set by editor_pointer_events for this press
            p = EditorState::Pointer{};
            p.touch = touch;
            if (!on_board) continue;
            p.down = true;
            p.row = row;
            p.col = col;
            p.start_x = p.x = e.x;
            p.start_y = p.y = e.y;
            continue;
        }
        if (!p.down) continue;
        p.x = e.x;
        p.y = e.y;
        const bool on_piece = editor.board().at(p.row, p.col) != 0;
        if (!p.dragging && on_piece && std::hypot(p.x - p.start_x, p.y - p.start_y) > slop) p.dragging = true;
        if (e.kind != EditorPointerEvent::Up) continue;
        p.down = false;
        std::string why;
        if (p.dragging) {
            p.dragging = false;
            if (!on_board) {
                if (!editor.erase(p.row, p.col, &why) && !why.empty()) model.message.set_error(why);
                continue;
            }
            const int d_row = static_cast<int>(std::lround((p.y - p.start_y) / cell));
            const int d_col = static_cast<int>(std::lround((p.x - p.start_x) / cell));
            if (!editor.move_piece(p.row, p.col, d_row, d_col, &why) && !why.empty()) model.message.set_error(why);
        } else if (on_board && row == p.row && col == p.col) {
            apply_tool(model, ed, row, col);
        }
    }

    // The board; the dragged piece follows the pointer.
    const rush::Board& board = editor.board();
    draw_rush_grid(draw, board, ox, oy, cell, pal);
    const char dragged = p.dragging ? board.at(p.row, p.col) : 0;
    const float dx = p.dragging ? p.x - p.start_x : 0, dy = p.dragging ? p.y - p.start_y : 0;
    if (dragged == 'x')
        draw->AddRectFilled(ImVec2(ox + p.col * cell + 2 + dx, oy + p.row * cell + 2 + dy),
                            ImVec2(ox + (p.col + 1) * cell - 2 + dx, oy + (p.row + 1) * cell - 2 + dy), theme::kWall, 4);
    for (const rush::Vehicle& car : board.vehicles) {
        const bool lifted = car.label == dragged;
        const float vx = ox + car.col * cell + (lifted ? dx : 0);
        const float vy = oy + car.row * cell + (lifted && car.label != 'A' ? dy : 0);
        const float vw = (car.horizontal ? car.length : 1) * cell, vh = (car.horizontal ? 1 : car.length) * cell;
        draw_rush_vehicle(draw, vx, vy, vw, vh, cell, car.label, lifted);
    }
}

}  // namespace boxcar::app
