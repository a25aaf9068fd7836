// The Sokoban solver entry point (solver.hpp): a SolveSession (solve_session.hpp) run to the end.
#include "sokoban/solve/solver.hpp"

#include "sokoban/solve/solve_session.hpp"

namespace boxcar::sokoban {

SolveResult solve(const Level& level, const SolveOptions& options) {
    SolveSession session(level, options);
    while (!session.step(1u << 14)) {
    }
    return session.result();
}

}  // namespace boxcar::sokoban
