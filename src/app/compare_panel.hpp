// The lecture windows of the compare table and the generators: a side-panel section with the
// buttons that open them, and the two floating windows drawn over the board.
#pragma once
#include "app/model/app_model.hpp"

namespace boxcar::app {

void ui_compare_section(AppModel& model);  // side panel: "Compare…" and "Generate…" buttons
void ui_compare_windows(AppModel& model);  // after the board: the Compare and Generator windows when open

}  // namespace boxcar::app
