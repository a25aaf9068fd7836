// The lecture windows of the compare table and the generators: the buttons that open them (in the
// drawer's "Lecture tools"), and the two floating windows drawn over the board, kept inside it.
#pragma once
#include "app/app_model.hpp"
#include "app/compare/compare.hpp"
#include "app/ui.hpp"
#include "app/view_state.hpp"

namespace boxcar::app {

// What the windows draw and drive: the comparison and the windows' states; the app model (the level on
// screen, the solver settings to start from, the message line, a generated level loaded); the page (copy
// the table); the drawer (closed on phones when a window opens).
struct CompareWindows {
    CompareSession& compare;
    CompareWindowState& compare_window;
    GeneratorWindowState& generator_window;
    AppModel& model;
    const PageActions& page;
    LayoutState& layout;
};

void ui_compare_section(const CompareWindows& windows);  // the drawer's "Compare…" and "Generate…" buttons
// After the board: the Compare and Generator windows when open, inside `bounds`. true when the generator
// loaded a level this frame: it is what the person asked to see, so the page closes an open editor (which
// would keep drawing its own board over it).
bool ui_compare_windows(const CompareWindows& windows, Rect bounds);

}  // namespace boxcar::app
