// Sokoban level generator by reverse play (a lecture tool).
//
// A room is drawn (random interior walls, the largest connected floor kept), goals are placed, the boxes
// start on them and the keeper pulls boxes around: a breadth-first search over pulls from the solved
// position (every keeper region counted) gives each discovered position its exact optimal push count,
// since a pull is a push played backwards. A position whose distance lies in the requested range is then
// handed to the push-optimal solver (A* + Hungarian, objective pushes) and its answer replay-verified; the
// level is offered only when the solver's push count equals the search's distance.
//
// Deterministic for a seed: the only randomness is our own SplitMix64 stream (no std distributions, whose
// mappings differ between standard libraries), so native and WASM builds give the same levels.
//
//   GenerateOptions o; o.width = 8; o.height = 8; o.boxes = 3; o.min_pushes = 8; o.max_pushes = 15; o.seed = 7;
//   GeneratedLevel g = generate_level(o);
//   if (g.ok) load(g.text);   // else g.error says why (e.g. the range is too far for this room size)
#pragma once
#include "sokoban/level/level.hpp"

#include <cstdint>
#include <string>

namespace boxcar::sokoban {

struct GenerateOptions {
    int width = 0, height = 0;   // outer size including the wall border, 5..20; 0 = random in 6..9
    int boxes = 3;               // 1..8
    int min_pushes = 4, max_pushes = 30;  // the optimal push count of the level must lie in this range
    std::uint64_t seed = 1;
    double wall_density = 0.18;  // share of interior squares turned into walls before the room is trimmed
    int max_attempts = 60;       // rooms tried before giving up
    std::size_t max_states = 60000;  // positions of the reverse search per room (memory and time bound)
    double solve_time_limit_s = 10;  // the verifying solver's budget per candidate
    double time_limit_s = 0;         // wall-clock bound on the whole run (0 = none); a seed gives the same
                                     // level whenever it is found within the limit
    bool deepest = false;            // take a position at the largest distance in range (the room's hardest
                                     // found) instead of a random distance in range
    bool every_box_moves = false;    // refuse a room whose optimal solution leaves a box where it started
                                     // (a box on a goal that never moves makes the level smaller than it looks)
};

struct GeneratedLevel {
    bool ok = false;
    std::string error;           // why nothing was generated (bad knobs, nothing in range)
    Level level;                 // the level (title set), valid and solvable
    std::string text;            // XSB with a "Title:" line, ready for the parser / the app
    int pushes = 0, moves = 0;   // of the verified push-optimal solution
    std::string solution;        // LURD, replay-verified
    int attempts = 0;            // rooms tried
    std::uint64_t seed = 0;
    std::size_t states = 0;      // reverse-search positions of the accepted room
};

// Checks the knobs; returns an error text or "" when they are usable.
std::string check_generate_options(const GenerateOptions& options);

GeneratedLevel generate_level(const GenerateOptions& options);

}  // namespace boxcar::sokoban
