// The views of the search made visible (model: search_watch.hpp), each a self-contained drawing function
// that takes the width it may use (the drawer's watch panel or the presenter's panel) and sizes everything
// from it and the current font: the node being expanded, the next frontier entries as small boards in the
// order the algorithm takes them, the children of the last expansion with their fate, the pseudocode with
// the line executed last, and the search tree of the expanded nodes.
#pragma once
#include "app/lecture/search_watch.hpp"

namespace boxcar::app {

// The node being expanded (the start before the first step) as a board `side` px square with the heat map
// over it, at the cursor (the race's panes).
void draw_watch_board(const SearchWatch& watch, float side);
void draw_watch_pseudocode(const SearchWatch& watch, float width);
// At most `max_boards` of the next frontier entries (SearchWatch::kNextShown at most), ranked; in the class
// mode "What comes next?" (watch.quiz()) all of them, unranked in the order they were reached, each a button
// "Guess A", "Guess B", …: returns the index into watch.next() of the one pressed, or -1.
int draw_watch_frontier(const SearchWatch& watch, float width, int max_boards);
void draw_watch_children(const SearchWatch& watch, float width);
void draw_watch_tree(const SearchWatch& watch, float width);

}  // namespace boxcar::app
