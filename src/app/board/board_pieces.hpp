// The pieces of both boards as the play views and the level editor draw them: Sokoban walls, floor,
// goals, boxes and the player; the Rush Hour frame (with its exit), walls and vehicles. Cell centres keep
// their flat theme colours (the browser tests read them).
#pragma once
#include "app/theme.hpp"
#include "rush/board.hpp"

#include <imgui.h>

#include <cstdint>

namespace boxcar::app {

// A wall square at `a` (its top-left corner); l, r, u, d: whether the neighbour on that side is a wall
// (walls join; the edge and rounded corners show on open sides only).
void draw_sokoban_wall(ImDrawList* draw, ImVec2 a, float cell, bool l, bool r, bool u, bool d);
void draw_sokoban_floor(ImDrawList* draw, ImVec2 a, float cell, bool goal);
void draw_sokoban_box(ImDrawList* draw, ImVec2 a, float cell, bool on_goal, std::uint32_t alpha_mask = 0xFFFFFFFFu);
// The player centred at `c` with radius `r` (half a cell), looking 0 left, 1 up, 2 right, 3 down.
void draw_sokoban_player(ImDrawList* draw, ImVec2 c, float r, int facing);
// A goal ring round the player (the editor shows the goal under a player; the play board does not).
void draw_sokoban_goal_ring(ImDrawList* draw, ImVec2 c, float r);

// Rush Hour: the frame round an n x n board at (ox, oy), the floor and grid, the exit on the red car's
// row (a gap and an arrow labelled EXIT), and the walls.
void draw_rush_grid(ImDrawList* draw, const rush::Board& board, float ox, float oy, float cell,
                    const theme::Palette& pal);
std::uint32_t rush_vehicle_colour(char label);
// A vehicle filling (x, y, w, h), its letter in the middle; `lifted` adds the shadow of a dragged piece.
void draw_rush_vehicle(ImDrawList* draw, float x, float y, float w, float h, float cell, char label, bool lifted);

}  // namespace boxcar::app
