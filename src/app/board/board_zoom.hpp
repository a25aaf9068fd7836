// Pinch-zoom and pan of the Sokoban board on a touch screen. The board is first fitted whole into its
// area (board_fit.hpp); two fingers then scale it about the point between them (up to kMaxCellPx a
// square) and move it with them. The zoomed board is drawn clipped to its view (the fitted area), always
// covering the view along an axis where it is larger than the view, centred along one where it is not.
// Zoom is per level view: another level, or a new fit (a rotated or resized screen), shows the whole board.
// No UI toolkit: positions are CSS px of the canvas.
#pragma once

namespace boxcar::app {

struct BoardZoom {
    static constexpr float kMaxCellPx = 96;   // the largest square a pinch makes
    static constexpr double kDoubleTapS = 0.4;  // two taps this close in time (and kDoubleTapPx in space)...
    static constexpr float kDoubleTapPx = 40;   // ...return to the whole board

    struct Rect {
        float x = 0, y = 0, w = 0, h = 0;
        bool contains(float px, float py) const { return px >= x && py >= y && px < x + w && py < y + h; }
    };

    float scale = 1;             // the square's size over the fitted square's; 1 shows the whole board
    float pan_x = 0, pan_y = 0;  // the zoomed board's top-left corner minus the fitted board's

    bool zoomed() const { return scale > 1.0001f; }
    void reset() { scale = 1, pan_x = pan_y = 0; }
};

// What a frame draws: the fitted board (cell, top-left corner, drawn grid size in squares) with the zoom.
struct ZoomedBoard {
    float cell = 0, ox = 0, oy = 0;
    BoardZoom::Rect view;  // where it is drawn (clipped)
};

// The fitted board (`cell`, `ox`, `oy`, `cols` x `rows` drawn squares) in `view` with `zoom` applied;
// clamps zoom.pan_* so the board covers the view (or is centred in it).
ZoomedBoard zoom_board(BoardZoom& zoom, float cell, float ox, float oy, int cols, int rows, BoardZoom::Rect view);

// Two fingers on the board: a pinch from its start to now. Call start() when the second finger lands
// (with the board as last drawn), update() as they move.
class BoardPinch {
public:
    void start(const BoardZoom& zoom, float ax, float ay, float bx, float by);
    void update(BoardZoom& zoom, float fitted_cell, float fitted_ox, float fitted_oy, float ax, float ay, float bx,
                float by) const;

private:
    float scale0_ = 1, pan_x0_ = 0, pan_y0_ = 0, dist0_ = 1, mid_x0_ = 0, mid_y0_ = 0;
};

// Keeps the point (px, py) of the zoomed board (screen, CSS px) at least `margin` inside the view, moving
// the pan as little as needed: the view follows the keeper.
void zoom_follow(BoardZoom& zoom, const ZoomedBoard& board, float px, float py, float margin);

}  // namespace boxcar::app
