// The level browser: a grid of thumbnails of one collection of the library (library.hpp), drawn by the
// app for the visible rows only, with each level's title, size, boxes or cars, tier or optimal count,
// solved mark and best moves/pushes; filters (collection, solved or not, size), search by title,
// "Next unsolved", the collection's credits and terms, and the records files (export, import).
// It covers the board area (on phones: the whole space between the bars, like the drawer).
// Keys: arrows move the selection, Enter opens it, Escape closes, typed letters search (Backspace erases).
// Touch: tap a card, drag the grid to scroll.
#pragma once
#include "app/app_model.hpp"
#include "app/library/library.hpp"
#include "app/ui.hpp"
#include "app/view_state.hpp"

#include <string>
#include <vector>

namespace boxcar::app {

struct LibraryViewState {
    bool open = false;
    LibraryFilter filter;
    int selected = 0;              // index into the filtered list
    bool follow_selection = false; // scroll the selected card into view in the next frame
    bool chose_collection = false; // the collection shown was chosen (else: the one on screen, when known)
    int select_level = 0;          // the level on screen, to select once its collection's cards are listed
    LayoutState::Scroll scroll;    // drag-to-scroll of the grid
    std::vector<int> shown;        // the filtered list of the last frame
    int columns = 1;               // cards a row, in the last frame (the arrow keys move by rows)
    int grid_collection = -1;      // the collection the grid's scroll belongs to
    float footer_h = 0;            // height of the footer in the last frame (the grid takes the rest)
    float message_y = 0;           // where the message strip goes while the browser is open (screen y)
};

// What the browser draws and drives: the library and the browser's state; the app model, to open a level
// (and read which are solved, from the record); the page, which fetches the library's files and saves
// records files; the drawer, which the browser replaces on phones.
struct LibraryBrowser {
    Library& library;
    LibraryViewState& view;
    AppModel& model;
    const PageActions& page;
    LayoutState& layout;
};

// Opens the browser (the platform fetches the library's index and files on demand).
void ui_open_library(const LibraryBrowser& browser);
void ui_library(const LibraryBrowser& browser, Rect area);
// Keys of the open browser (instead of the play keys).
void ui_library_keys(const LibraryBrowser& browser);

// The "random puzzle of N moves" controls of a Rush Hour collection (rush_moves_view.cpp): they fetch the
// list of move counts and open a random puzzle of the chosen count (closing the browser). A row of its own
// on wide windows; on phones a list of `width` in the place of the Size filter.
void ui_rush_moves_row(const LibraryBrowser& browser);
void ui_rush_moves_combo(const LibraryBrowser& browser, float width);

// Draws the thumbnail of a level of the library inside [min, max), centred, as large as fits.
void draw_library_thumbnail(const LibraryLevel& level, bool rush, float min_x, float min_y, float max_x, float max_y);

// The footer of the browser: the collection's credits and terms, and the records files (export, copy,
// import; what they did is said on the message line).
void ui_library_footer(RecordsBook& records, MessageLine& message, const PageActions& page, const LibraryCollection& collection);

}  // namespace boxcar::app
