// How large a board is drawn in the area the layout gives it, and the legend of the push-target rings.
// The board gets the largest whole-pixel cells that fit (up to a cap: huge cells only waste a desktop
// screen), with a thin margin on a phone and a wider one on a desktop. The legend never covers the board
// and never moves anything: its place (under the board, beside it, or a band kept under it) depends only on
// the area and the level, not on whether a box is selected.
#pragma once
#include "app/theme.hpp"

#include <imgui.h>

namespace boxcar::app {

struct BoardFit {
    float cell = 0;          // px per square
    float ox = 0, oy = 0;    // the board's top-left corner
    ImVec2 legend{0, 0};     // the legend's top-left corner
    bool legend_stacked = false;  // one entry per line (beside the board) or both on one line (under it)
};

// Margin around a board in an area `w` x `h` (CSS px): 2 px on a phone, up to 16 on a desktop.
float board_margin(float w, float h);

// Fits `cols` x `rows` squares into (x, y, w, h), centred, cells at most `max_cell`. With `legend`, keeps
// room for push_legend() outside the board.
BoardFit fit_board(float x, float y, float w, float h, int cols, int rows, float max_cell, bool legend);

// What the rings round the selected box's targets mean; `any_dead` adds the red ring's entry.
void draw_push_legend(ImDrawList* draw, const BoardFit& fit, bool any_dead, const theme::Palette& pal);

}  // namespace boxcar::app
