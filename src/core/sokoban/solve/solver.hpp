// The Sokoban solver entry point used by the CLI, the worker, bench and the lecture views.
// Every returned solution has passed the replay verifier (rules.hpp) before it is returned.
#pragma once
#include "search/status.hpp"
#include "sokoban/level/level.hpp"
#include "sokoban/solve/solve_options.hpp"

#include <string>
#include <vector>

namespace boxcar::sokoban {

struct SolveResult {
    search::Status status = search::Status::Invalid;
    std::string solution;  // LURD, case from replay; empty unless Solved
    int moves = 0, pushes = 0;
    search::SearchStats stats;
    std::string error;     // for Invalid and for internal failures
    std::string phase;     // Solved: the configuration (`auto` phase) that found it, e.g. "fess/hungarian"
    // Solved: when the first solution was found and its length, before the optimizer shortened it
    // (solution_optimizer.hpp); the same as moves/pushes when it did not run or found nothing shorter.
    double first_solution_ms = 0;
    int first_moves = 0, first_pushes = 0;
    // Solved by `auto`: how the first solution was found: by one search alone, or a forward search meeting
    // a position of the backward search or of the packing search's backward tree (its last pushes played
    // along that backward path).
    enum class Meeting { None, Backward, PackingTree } meeting = Meeting::None;
    int meeting_pushes = 0;  // the pushes along the backward path (0 with Meeting::None)
};

SolveResult solve(const Level& level, const SolveOptions& options);

// The phases `auto` runs with these options, in order, by name without the heuristic ("astar", "fess",
// "fess-boxes", "fess-greedy", "fess-plan", "fess-festival", "fess-plan-removal", "backward"): what
// SolveOptions::auto_phases selects from. Empty for other algorithms.
std::vector<std::string> auto_phase_names(const SolveOptions& options);

}  // namespace boxcar::sokoban
