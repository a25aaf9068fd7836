// Backward and bidirectional Sokoban solving, on top of the generic search framework (src/core/search):
//
//   backward       a search over pulls from the solved position (pull_domain.hpp) to the start. With A*
//                  (`auto` or astar; Hungarian matching on push distances from the start squares) the
//                  push count is optimal. BFS, greedy, weighted A*, IDA* work too.
//   bidirectional  a perimeter search: first a breadth-first pull search from the solved position for a
//                  share of the time and memory (kBackwardShare), then the forward push search (PushDomain;
//                  `auto` = greedy best-first on Hungarian with PI-corrals, or the configured algorithm)
//                  whose goal test also accepts any position the pull search reached; the solution is the
//                  forward path followed by that position's pull path played forwards. Not optimal.
//                  If the pull search alone reaches the start, that solution is used (optimal pushes).
//
// Both need as many goals as boxes; otherwise the result is Invalid with a message. Objective `moves` is
// not supported (pushes only). Every solution is replay-verified like solve()'s. The memory budget covers
// both searches' tables; the time limit (wall or CPU, as SolveOptions says) covers both phases.
// The parallel portfolio (portfolio.hpp) runs a backward lane; the CLI and bench take --direction.
#pragma once
#include "sokoban/solve/solver.hpp"

#include <cstdint>
#include <optional>
#include <string_view>

namespace boxcar::sokoban {

enum class Direction { Forward, Backward, Bidirectional };

inline constexpr double kBackwardShare = 0.25;  // bidirectional: share of time and memory of the pull search

inline constexpr NameTable<Direction, 3> kDirectionNames{
    {{{"forward", Direction::Forward}, {"backward", Direction::Backward}, {"bidirectional", Direction::Bidirectional}}}};
inline std::optional<Direction> parse_direction(std::string_view name) { return kDirectionNames.parse(name); }
inline std::string_view direction_name(Direction d) { return kDirectionNames.name(d, "forward"); }

// Knobs of the pull phase (tests and experiments), and what happened.
struct DirectionTuning {
    double backward_share = kBackwardShare;   // bidirectional: share of time and memory of the pull search
    std::uint64_t backward_max_expanded = 0;  // bidirectional: also stop the pull search after this many (0 = no cap)
    bool joined = false;                      // out: the solution was stitched from a forward and a pull path
};

// Forward is solve(level, options); the others are described above.
SolveResult solve_in_direction(const Level& level, const SolveOptions& options, Direction direction,
                               DirectionTuning* tuning = nullptr);

}  // namespace boxcar::sokoban
