// Pinch-zoom and pan of the board (board_zoom.cpp): the fitted board unchanged at scale 1, a pinch about
// the fingers' midpoint, the pan kept so the board covers its view, the view following a point.
#include "app/board/board_zoom.hpp"

#include <doctest/doctest.h>

using boxcar::app::BoardPinch;
using boxcar::app::BoardZoom;
using boxcar::app::zoom_board;
using boxcar::app::zoom_follow;

namespace {

// A 10 x 20 board fitted at 20 px a square, its corner at (50, 100), in a 300 x 500 view at (0, 80).
constexpr float kFitCell = 20, kFitOx = 50, kFitOy = 100;
constexpr int kFitCols = 10, kFitRows = 20;
const BoardZoom::Rect kZoomView{0, 80, 300, 500};

}  // namespace

TEST_CASE("zoom: at scale 1 the board is the fitted one") {
    BoardZoom zoom;
    const auto b = zoom_board(zoom, kFitCell, kFitOx, kFitOy, kFitCols, kFitRows, kZoomView);
    CHECK(b.cell == kFitCell);
    CHECK(b.ox == kFitOx);
    CHECK(b.oy == kFitOy);
    CHECK_FALSE(zoom.zoomed());
}

TEST_CASE("zoom: fingers spread to twice their distance double the squares, the point between them stays put") {
    BoardZoom zoom;
    BoardPinch pinch;
    pinch.start(zoom, 140, 300, 160, 300);  // midpoint (150, 300): the board's point (5, 10) in squares
    pinch.update(zoom, kFitCell, kFitOx, kFitOy, 130, 300, 170, 300);
    const auto b = zoom_board(zoom, kFitCell, kFitOx, kFitOy, kFitCols, kFitRows, kZoomView);
    CHECK(zoom.scale == doctest::Approx(2));
    CHECK(b.cell == doctest::Approx(40));
    CHECK(b.ox + 5 * b.cell == doctest::Approx(150));
    CHECK(b.oy + 10 * b.cell == doctest::Approx(300));
    SUBCASE("moved together, they pan the board with them") {
        pinch.start(zoom, 130, 300, 170, 300);
        pinch.update(zoom, kFitCell, kFitOx, kFitOy, 100, 280, 140, 280);
        const auto moved = zoom_board(zoom, kFitCell, kFitOx, kFitOy, kFitCols, kFitRows, kZoomView);
        CHECK(moved.cell == doctest::Approx(40));
        CHECK(moved.ox == doctest::Approx(b.ox - 30));
        CHECK(moved.oy == doctest::Approx(b.oy - 20));
    }
    SUBCASE("pinched back together, the whole board again") {
        pinch.start(zoom, 130, 300, 170, 300);
        pinch.update(zoom, kFitCell, kFitOx, kFitOy, 145, 300, 155, 300);
        const auto whole = zoom_board(zoom, kFitCell, kFitOx, kFitOy, kFitCols, kFitRows, kZoomView);
        CHECK_FALSE(zoom.zoomed());
        CHECK(whole.ox == kFitOx);
        CHECK(whole.oy == kFitOy);
    }
}

TEST_CASE("zoom: squares stop at kMaxCellPx and the board always covers the view") {
    BoardZoom zoom;
    zoom.scale = 50;
    zoom.pan_x = 1000;  // far right: the board's left edge would leave the view empty
    zoom.pan_y = -5000;
    const auto b = zoom_board(zoom, kFitCell, kFitOx, kFitOy, kFitCols, kFitRows, kZoomView);
    CHECK(b.cell == doctest::Approx(BoardZoom::kMaxCellPx));
    CHECK(b.ox == doctest::Approx(kZoomView.x));                                // left edge on the view's
    CHECK(b.oy + kFitRows * b.cell == doctest::Approx(kZoomView.y + kZoomView.h));  // bottom edge on the view's
}

TEST_CASE("zoom: the view follows a point that leaves it, keeping the margin") {
    BoardZoom zoom;
    zoom.scale = 4;  // 80-px squares: 800 x 1600 over a 300 x 500 view
    auto b = zoom_board(zoom, kFitCell, kFitOx, kFitOy, kFitCols, kFitRows, kZoomView);
    const float px = b.ox + 9.5f * b.cell, py = b.oy + 0.5f * b.cell;  // square (9, 0), off the view
    CHECK_FALSE(kZoomView.contains(px, py));
    zoom_follow(zoom, b, px, py, 1.5f * b.cell);
    b = zoom_board(zoom, kFitCell, kFitOx, kFitOy, kFitCols, kFitRows, kZoomView);
    const float nx = b.ox + 9.5f * b.cell, ny = b.oy + 0.5f * b.cell;
    CHECK(kZoomView.contains(nx, ny));
    CHECK(nx <= kZoomView.x + kZoomView.w - 0.5f * b.cell);  // the board's edge stops the margin at the last square
}
