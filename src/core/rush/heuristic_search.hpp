// UCS, A*, greedy best-first and DFS for Rush Hour over the shared search framework (search/search.hpp),
// through RushDomain (rush_domain.hpp). The seed heuristics live in heuristics.hpp.
#pragma once
#include "rush/solver.hpp"
#include "rush/state_codec.hpp"
#include "search/budget.hpp"

#include <vector>

namespace boxcar::rush {

// Runs options.algo (Ucs, Astar, Greedy or Dfs) with options.heuristic in options.metric. `optimal` is set
// when the algorithm/heuristic pair guarantees an optimal answer (A* with an admissible heuristic).
search::Status heuristic_search(const StateCodec& codec, StateKey start, const SolveOptions& options,
                                const search::Limits& limits, search::SearchStats& stats,
                                std::vector<SlideMove>& out, bool& optimal);

}  // namespace boxcar::rush
