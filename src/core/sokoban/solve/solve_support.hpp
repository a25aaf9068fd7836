// Pieces every Sokoban solve driver shares (the session of solve_session.hpp and the backward and
// bidirectional solves of bidirectional_search.hpp): the search engine of an option, the search limits
// of the options, and the replay-verified result of a push sequence.
#pragma once
#include "search/budget.hpp"
#include "search/graph_search.hpp"
#include "sokoban/level/level.hpp"
#include "sokoban/board/push_board.hpp"
#include "sokoban/solve/solver.hpp"

#include <cstdint>
#include <vector>

namespace boxcar::sokoban {

// The generic engine of a plain algorithm; Auto and Fess (which are no single engine) give A*.
search::Algorithm search_algorithm(Algo a);

// Limits of one search: `seconds` and `mib`, with the options' cancel flag and clock.
search::Limits search_limits(const SolveOptions& options, double seconds, double mib);

// Walks the pushes into LURD, replays them with the rules and fills a Solved result (moves, pushes,
// solution); a sequence that does not walk or replay (a solver bug) gives Invalid with the reason.
void finish_solution(const Level& level, const PushBoard& board, const std::vector<std::uint32_t>& pushes,
                     SolveResult& result);

}  // namespace boxcar::sokoban
