#include "app/board/board_zoom.hpp"

#include <algorithm>
#include <cmath>

namespace boxcar::app {
namespace {

// The pan along one axis: a board larger than the view covers it, a smaller one is centred where it fits.
float clamp_pan(float pan, float fitted_o, float size, float view_o, float view_size, float fitted_size) {
    if (size <= view_size) return (fitted_size - size) / 2;  // keep the fitted board's centre
    const float lo = view_o + view_size - size - fitted_o, hi = view_o - fitted_o;
    return std::clamp(pan, lo, hi);
}

}  // namespace

ZoomedBoard zoom_board(BoardZoom& zoom, float cell, float ox, float oy, int cols, int rows, BoardZoom::Rect view) {
    zoom.scale = std::clamp(zoom.scale, 1.0f, std::max(1.0f, BoardZoom::kMaxCellPx / std::max(cell, 1.0f)));
    if (!zoom.zoomed()) zoom.reset();
    ZoomedBoard b;
    b.view = view;
    b.cell = cell * zoom.scale;
    zoom.pan_x = clamp_pan(zoom.pan_x, ox, b.cell * cols, view.x, view.w, cell * cols);
    zoom.pan_y = clamp_pan(zoom.pan_y, oy, b.cell * rows, view.y, view.h, cell * rows);
    b.ox = ox + zoom.pan_x;
    b.oy = oy + zoom.pan_y;
    return b;
}

void BoardPinch::start(const BoardZoom& zoom, float ax, float ay, float bx, float by) {
    scale0_ = zoom.scale;
    pan_x0_ = zoom.pan_x;
    pan_y0_ = zoom.pan_y;
    dist0_ = std::max(1.0f, std::hypot(bx - ax, by - ay));
    mid_x0_ = (ax + bx) / 2;
    mid_y0_ = (ay + by) / 2;
}

void BoardPinch::update(BoardZoom& zoom, float fitted_cell, float fitted_ox, float fitted_oy, float ax, float ay,
                        float bx, float by) const {
    const float max_scale = std::max(1.0f, BoardZoom::kMaxCellPx / std::max(fitted_cell, 1.0f));
    const float scale = std::clamp(scale0_ * std::max(1.0f, std::hypot(bx - ax, by - ay)) / dist0_, 1.0f, max_scale);
    const float mid_x = (ax + bx) / 2, mid_y = (ay + by) / 2;
    // The board's point that was under the fingers' midpoint stays under it.
    const float ox0 = fitted_ox + pan_x0_, oy0 = fitted_oy + pan_y0_, k = scale / scale0_;
    zoom.scale = scale;
    zoom.pan_x = mid_x - (mid_x0_ - ox0) * k - fitted_ox;
    zoom.pan_y = mid_y - (mid_y0_ - oy0) * k - fitted_oy;
}

void zoom_follow(BoardZoom& zoom, const ZoomedBoard& board, float px, float py, float margin) {
    const BoardZoom::Rect& v = board.view;
    const float mx = std::min(margin, v.w / 2), my = std::min(margin, v.h / 2);
    if (px < v.x + mx) zoom.pan_x += v.x + mx - px;
    if (px > v.x + v.w - mx) zoom.pan_x -= px - (v.x + v.w - mx);
    if (py < v.y + my) zoom.pan_y += v.y + my - py;
    if (py > v.y + v.h - my) zoom.pan_y -= py - (v.y + v.h - my);
}

}  // namespace boxcar::app
