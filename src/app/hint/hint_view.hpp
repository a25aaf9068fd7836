// The hint on the board (model: app/hint/hint.hpp): Sokoban, an arrow from the box across the edge into
// the square it is pushed to; Rush Hour, the car to move outlined, its destination outlined thinly and an
// arrow at its leading end. Drawn only while the hint's position is on screen and nothing slides. The
// arrow stays off the cell centres (tests read their flat colours); its middle lies on the edge between
// the box's square and the target square.
#pragma once
#include "app/app_model.hpp"

#include <imgui.h>

namespace boxcar::app {

void draw_sokoban_hint(const AppModel& model, ImDrawList* draw, float ox, float oy, float cell_px);
void draw_rush_hint(const AppModel& model, ImDrawList* draw, float ox, float oy, float cell_px);

}  // namespace boxcar::app
