// The hint on the board (model: hints.hpp): Sokoban, an arrow from the box across the edge into
// the square it is pushed to; Rush Hour, the car to move outlined, its destination outlined thinly and an
// arrow at its leading end. Drawn only while the hint's position is on screen and nothing slides. The
// arrow stays off the cell centres (tests read their flat colours); its middle lies on the edge between
// the box's square and the target square.
#pragma once
#include "app/hint/hints.hpp"
#include "app/play/looks.hpp"
#include "app/play/play_session.hpp"

#include <imgui.h>

namespace boxcar::app {

// (ox, oy) = cell (0,0)'s corner, cell_px = its size. Nothing while pieces slide (looks.animating()).
void draw_sokoban_hint(const Hints& hints, const PlaySession& play, const Looks& looks, ImDrawList* draw, float ox,
                       float oy, float cell_px);
void draw_rush_hint(const Hints& hints, const PlaySession& play, const Looks& looks, ImDrawList* draw, float ox, float oy,
                    float cell_px);

}  // namespace boxcar::app
