// The Sokoban editor's board: the grid drawn as the play board draws a level (every square, floor
// included, so that each can be painted), the square the validation names outlined in red. A press
// paints the chosen piece, a drag paints every square it crosses (one undo step), a press with Fill on
// fills the area of equal squares. Records model.geometry, so tests find the squares as on the play board.
#include "app/board/board_fit.hpp"
#include "app/board/board_pieces.hpp"
#include "app/editor/editor_view.hpp"
#include "app/theme.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace boxcar::app {
namespace {

// Paints every square on the straight line from (x0, y0) to (x1, y1) (Bresenham), so a fast drag leaves
// no gaps.
void paint_line(LevelEditor& level, int x0, int y0, int x1, int y1, EditItem item) {
    const int dx = std::abs(x1 - x0), dy = -std::abs(y1 - y0);
    const int sx = x0 < x1 ? 1 : -1, sy = y0 < y1 ? 1 : -1;
    int err = dx + dy;
    for (;;) {
        level.paint(x0, y0, item);
        if (x0 == x1 && y0 == y1) return;
        const int e2 = 2 * err;
        if (e2 >= dy) {
            err += dy;
            x0 += sx;
        }
        if (e2 <= dx) {
            err += dx;
            y0 += sy;
        }
    }
}

}  // namespace

void ui_sokoban_editor_board(const EditorView& ev, Rect area, ImDrawList* draw, const theme::Palette& pal) {
    LevelEditor& level = ev.editor.level;
    EditorState::Pointer& p = ev.editor.pointer;
    const EditItem item = ev.editor.item;  // the piece a press paints

    const BoardFit fit = fit_board(area.x, area.y, area.w, area.h, level.width(), level.height(), 96.0f, false);
    const float cell = fit.cell, ox = fit.ox, oy = fit.oy;

    // Input.
    for (const EditorPointerEvent& e : editor_pointer_events(ev, cell, ox, oy)) {
        int x = e.col, y = e.row;
        const bool on_board = level.inside(x, y);
        if (e.kind == EditorPointerEvent::Down) {
            p.down = false;
            if (!on_board) continue;
            if (ev.editor.fill) {
                std::string why;
                if (!level.fill(x, y, item, &why) && !why.empty()) ev.model.message.set_error(why);
                continue;
            }
            p.down = true;
            level.begin_stroke();
            level.paint(x, y, item);
            p.last_x = x;
            p.last_y = y;
        } else if (p.down) {
            x = std::clamp(x, 0, level.width() - 1);
            y = std::clamp(y, 0, level.height() - 1);
            if (on_board && (x != p.last_x || y != p.last_y)) {
                paint_line(level, p.last_x, p.last_y, x, y, item);
                p.last_x = x;
                p.last_y = y;
            }
            if (e.kind == EditorPointerEvent::Up) {
                level.end_stroke();
                p.down = false;
            }
        }
    }

    // The board.
    const int w = level.width(), h = level.height();
    auto wall_at = [&](int x, int y) { return level.inside(x, y) && level.at(x, y) == '#'; };
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            const ImVec2 a(ox + x * cell, oy + y * cell);
            const char c = level.at(x, y);
            if (c == '#') {
                draw_sokoban_wall(draw, a, cell, wall_at(x - 1, y), wall_at(x + 1, y), wall_at(x, y - 1), wall_at(x, y + 1));
                continue;
            }
            draw_sokoban_floor(draw, a, cell, c == '.' || c == '*' || c == '+');
            if (c == '$' || c == '*') draw_sokoban_box(draw, a, cell, c == '*');
            if (c == '@' || c == '+') draw_sokoban_player(draw, ImVec2(a.x + cell / 2, a.y + cell / 2), cell / 2, 3);
            if (c == '+') draw_sokoban_goal_ring(draw, ImVec2(a.x + cell / 2, a.y + cell / 2), cell / 2);
        }
    draw->AddRect(ImVec2(ox - 1, oy - 1), ImVec2(ox + w * cell + 1, oy + h * cell + 1), pal.text_dim);
    const LevelEditor::Check& check = level.check();
    if (!check.ok && level.inside(check.x, check.y)) {  // the square the message names
        const ImVec2 a(ox + check.x * cell, oy + check.y * cell);
        draw->AddRect(ImVec2(a.x + 1, a.y + 1), ImVec2(a.x + cell - 1, a.y + cell - 1), theme::kDeadlockedBox,
                      cell * 0.12f, 0, std::max(2.0f, cell * 0.08f));
    }
}

}  // namespace boxcar::app
