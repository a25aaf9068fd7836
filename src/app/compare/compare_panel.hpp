// The lecture views of the compare table and the generators: the buttons that open them (in the drawer's
// "Lecture tools"); Compare and Generate docked beside the board (wide windows) or floating over it
// (phones); their contents alone for presentation mode's panel.
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

void ui_compare_section(const CompareWindows& windows);  // the drawer's "Compare..." and "Generate..." buttons
// Whether Compare or Generate is open (a run started here or through window.boxcar.compare opens Compare).
bool compare_windows_open(const CompareWindows& windows);
// Wide windows: Compare above Generate, docked in `area` beside the board (never over it); its width for
// a board area `area_w` wide. Phones: the two floating windows over the board, kept inside `bounds`. Both
// return true when the generator loaded a level this frame: it is what the person asked to see, so the
// page closes an open editor (which would keep drawing its own board over it).
float compare_dock_width(float area_w);
bool ui_compare_dock(const CompareWindows& windows, Rect area);
bool ui_compare_windows(const CompareWindows& windows, Rect bounds);
// The contents alone, in the current window (presentation mode's panel), in their sections "Compare" and
// "Generate"; compact: the table's main columns only (large type in a narrow panel).
void ui_compare_contents(const CompareWindows& windows, bool compact);
bool ui_generator_contents(const CompareWindows& windows);

}  // namespace boxcar::app
