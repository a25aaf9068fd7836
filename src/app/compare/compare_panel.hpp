// The lecture windows of the compare table and the generators: the buttons that open them (in the
// drawer's "Lecture tools"), and the two floating windows drawn over the board, kept inside it.
#pragma once
#include "app/app.hpp"

namespace boxcar::app {

void ui_compare_section(App& app);  // the drawer's "Compare…" and "Generate…" buttons
// ui_compare_windows(App&, Rect) (ui.hpp): after the board, the Compare and Generator windows when open.

}  // namespace boxcar::app
