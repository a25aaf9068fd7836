// Where a board view drew cell (0,0) in the last frame, in CSS pixels of the canvas: what pointer input
// (board_gesture.hpp, the editor's pointer) and state().board read to find the squares.
#pragma once

namespace boxcar::app {

struct BoardGeometry {
    float cell_px = 0, origin_x = 0, origin_y = 0;
};

}  // namespace boxcar::app
