// Where a board view drew the board in the last frame, in CSS pixels of the canvas: what pointer input
// (board_gesture.hpp, the editor's pointer) and state().board read to find the squares.
// A phone may draw a level wider than tall turned a quarter clockwise (board_view.cpp): then the drawn
// grid is `level_h` squares wide and `level_w` tall, `origin` and `cell_px` describe that drawn grid, and
// the level's square (x, y) is drawn at grid square (level_h - 1 - y, x). Moves, texts and records stay
// in the level's own orientation; only drawing and the pointer's squares and directions go through here.
#pragma once

#include <cmath>

namespace boxcar::app {

struct BoardGeometry {
    float cell_px = 0, origin_x = 0, origin_y = 0;
    bool turned = false;        // drawn turned a quarter clockwise
    int level_w = 0, level_h = 0;  // the level's own width and height (squares), when turned
    float zoom = 1;                // pinch-zoom over the whole board's fit (board_zoom.hpp)
    float view_x = 0, view_y = 0, view_w = 0, view_h = 0;  // the board is drawn clipped to this (0 x 0: unclipped)

    bool in_view(float x, float y) const {
        return view_w <= 0 || (x >= view_x && y >= view_y && x < view_x + view_w && y < view_y + view_h);
    }

    struct Point {
        float x, y;
    };
    // A point of the level in squares (0..level_w, 0..level_h; (0.5, 0.5) is square (0,0)'s centre) on screen.
    Point screen_of(float lx, float ly) const {
        if (!turned) return {origin_x + lx * cell_px, origin_y + ly * cell_px};
        return {origin_x + (level_h - ly) * cell_px, origin_y + lx * cell_px};
    }
    // The inverse: a screen point in the level's squares.
    Point level_of(float x, float y) const {
        const float gx = (x - origin_x) / cell_px, gy = (y - origin_y) / cell_px;
        if (!turned) return {gx, gy};
        return {gy, level_h - gx};
    }
    // A movement on screen (dx, dy) as a movement in the level's orientation.
    Point level_delta(float dx, float dy) const {
        if (!turned) return {dx, dy};
        return {dy, -dx};
    }
};

}  // namespace boxcar::app
