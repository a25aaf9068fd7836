// Boxcar's own built-in levels (assets/levels/), embedded into the app at build time.
#pragma once
#include <string_view>

namespace boxcar::app {
std::string_view builtin_sokoban_levels();  // XSB collection text
std::string_view builtin_rush_boards();     // Rush Hour database lines: optimal moves, board, cluster size
}
