// The ids of what the page remembers (docs/STORAGE.md): a 64-bit FNV-1a hash of content, so the same
// level or collection pasted again, or opened from the library, finds its record. `s:` a Sokoban level
// (its canonical XSB), `r:` a Rush Hour board (its board string), `c:` a collection (every level's
// canonical XSB, or every board string). Stable and dependency-free; not cryptographic.
#pragma once
#include "rush/board.hpp"
#include "sokoban/level/level.hpp"

#include <string>
#include <vector>

namespace boxcar::app {

std::string sokoban_level_id(const sokoban::Level& level);
std::string rush_board_id(const rush::Board& board);
std::string sokoban_collection_id(const sokoban::Collection& collection);
std::string rush_collection_id(const std::vector<rush::BoardEntry>& boards);

}  // namespace boxcar::app
