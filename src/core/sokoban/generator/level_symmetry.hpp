// A level's position up to rotation and mirroring: the canonical form used to find duplicates in a
// collection (two levels are the same puzzle when one is the other turned or flipped).
//
// What counts: the squares the player can reach with the boxes removed (the interior), with their goals
// and boxes, and the player's region (the squares he reaches without pushing). Walls, floor outside the
// walls and decorative walls are all "not interior", so the same puzzle drawn with other outer walls
// gives the same form, and so does the player standing elsewhere in the same region.
//
//   if (canonical_form(a) == canonical_form(b)) { /* a duplicate of b up to the 8 symmetries */ }
#pragma once
#include "sokoban/level/level.hpp"

#include <string>

namespace boxcar::sokoban {

// The smallest, over the 8 symmetries of the square, of the interior's bounding box written row by row
// ('#' not interior, ' ' floor, '.' goal, '$' box, '*' box on goal; the player as '@'/'+' on the first
// square of his region in that orientation's row order), prefixed with its width and height.
std::string canonical_form(const Level& level);

}  // namespace boxcar::sokoban
