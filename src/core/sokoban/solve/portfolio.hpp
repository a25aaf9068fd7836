// The parallel portfolio of `auto`: how several workers (threads of the CLI, Web Workers of the page)
// share one solve. Each worker runs one lane: a part of `auto`'s schedule (SolveOptions::auto_phases) or
// a backward search, with its share of the memory budget (threads: share_memory) and the whole time limit
// (each on its own clock: wall time, or its own thread's CPU time with cpu_time_limit). The first
// replay-verified solution (or proof of unsolvability) wins and the drivers stop the other lanes.
//
//   workers 1: auto as it is
//   workers 2: auto without its box-macro search | the box-macro search
//   workers 3: ... without fess-greedy too       | box macros | fess-greedy
//   workers 4: ...                               | box macros | fess-greedy | backward (pull) search
//
// Only `auto` with objective any is split (its other forms are one optimal search): for other options
// there is one lane whatever the number of workers. A phase the schedule does not have is skipped, so the
// plan follows changes of the schedule (solve_session.cpp); lane 0 always runs every phase no other lane
// runs. The drivers: src/cli/parallel_solve.cpp (std::thread), web/solver_client.js (Web Workers).
#pragma once
#include "sokoban/solve/bidirectional_search.hpp"
#include "sokoban/solve/shared_memory_budget.hpp"
#include "sokoban/solve/solver.hpp"

#include <string>
#include <vector>

namespace boxcar::sokoban {

inline constexpr int kMaxPortfolioWorkers = 4;
static_assert(SharedMemoryBudget::kMaxLanes >= kMaxPortfolioWorkers);

struct PortfolioLane {
    std::string name;  // what it runs, e.g. "astar+fess" or "backward"
    SolveOptions options;
    Direction direction = Direction::Forward;
};

// The lanes of `options` on `workers` workers (1..kMaxPortfolioWorkers; more are clamped): at most
// `workers` of them, lane 0 first. Progress callbacks and the cancel flag are copied into every lane.
std::vector<PortfolioLane> portfolio_lanes(const SolveOptions& options, int workers);

// Threads of one process: the forward lanes share one budget (shared_memory_budget.hpp), what the
// backward lane's fixed 1/N leaves, each free to grow into what the others do not hold; `budget` must
// outlive the lanes' runs. Without this call (the page's Web Workers, separate heaps) every lane keeps
// its fixed 1/N of the memory budget.
void share_memory(std::vector<PortfolioLane>& lanes, double memory_limit_mib, SharedMemoryBudget& budget);

// Runs one lane to its end (replay-verified like solve()).
SolveResult solve_lane(const Level& level, const PortfolioLane& lane);

// True when the lane's result ends the whole portfolio: a verified solution or a proof of unsolvability.
bool ends_portfolio(const SolveResult& result);

}  // namespace boxcar::sokoban
