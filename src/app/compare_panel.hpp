// The lecture windows of the compare table and the generators (issue 6): a side-panel section with the
// buttons that open them, and the two floating windows drawn over the board.
#pragma once
#include "app/app.hpp"

namespace boxcar::app {

void ui_compare_section(App& app);  // side panel: "Compare…" and "Generate…" buttons
void ui_compare_windows(App& app);  // after the board: the Compare and Generator windows when open

}  // namespace boxcar::app
