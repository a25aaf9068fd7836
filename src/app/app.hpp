// The one owner of the page's state: the app model, the compare session, what the page does for the
// panels, and the state of every view. The platform's main loop creates one App and passes it to
// ui_frame() each frame; the platform's bridge functions (window.boxcar, worker messages) reach the same
// App through the pointer the main loop hands them. Only the frame and the drawer (frame/) see the whole
// App: they give each view the owners it draws (the bundles below for the views that drive several).
#pragma once
#include "app/app_model.hpp"
#include "app/compare/compare.hpp"
#include "app/compare/compare_panel.hpp"
#include "app/editor/editor_state.hpp"
#include "app/editor/editor_view.hpp"
#include "app/library/library.hpp"
#include "app/library/library_view.hpp"
#include "app/ui.hpp"
#include "app/view_state.hpp"

namespace boxcar::app {

struct App {
    explicit App(SolverPort* solver_port = nullptr) : model(solver_port) {}
    App(const App&) = delete;
    App& operator=(const App&) = delete;

    AppModel model;
    CompareSession compare;  // the page's one comparison: the Compare window and window.boxcar.compare
    PageActions page;        // file dialog, clipboard, share link (set by the platform)
    UiState ui;              // text of the panels' fields
    Library library;         // the level library as far as it was fetched (library.hpp)

    TouchInput touch;  // finger events for the boards (board_gestures.hpp)
    BoardViewState board;
    RushBoardViewState rush_board;
    PlayStatusState status;
    StyleState style;
    LayoutState layout;
    MessageStripState message_strip;
    FirstVisitState first_visit;
    CompareWindowState compare_window;
    GeneratorWindowState generator_window;
    PresenterState presenter;  // presentation mode's panel (lecture/presenter_panel.hpp)
    EditorState editor;  // the level editor (src/app/editor/)
    LibraryViewState library_view;

    LibraryBrowser library_browser() { return {library, library_view, model, page, layout}; }
    EditorView editor_view() { return {editor, model, page, layout, touch}; }
    CompareWindows compare_windows() { return {compare, compare_window, generator_window, model, page, layout}; }
};

}  // namespace boxcar::app
