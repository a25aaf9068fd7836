// The solver flags of `boxcar solve` and `boxcar bench`, declared on their CLI11 subcommands (flags.hpp):
// one spelling, range and error text for both. Also level lists and loading a Sokoban collection from a
// FILE|TEXT argument.
#pragma once
#include "cli/flags.hpp"
#include "sokoban/level/level.hpp"
#include "sokoban/solve/bidirectional_search.hpp"
#include "sokoban/solve/solver.hpp"

#include <optional>
#include <string>
#include <vector>

namespace boxcar::cli {

// --time-limit, --memory-limit, --cpu-time: the limits of one level's solve (the defaults shown in --help
// are the values `options` holds when the flags are added).
void add_limit_flags(CLI::App& app, sokoban::SolveOptions& options);
// --optimize, --packing-search, --phases: the optimizer after a solve, and what `auto` runs.
void add_auto_flags(CLI::App& app, sokoban::SolveOptions& options);
// --algo, --heuristic, --deadlocks, --objective, --weight, --depth-limit, --pi-corrals: one search.
void add_search_flags(CLI::App& app, sokoban::SolveOptions& options);
// --direction and --threads (the parallel portfolio, parallel_solve.hpp).
void add_lane_flags(CLI::App& app, sokoban::Direction& direction, int& threads);

// Parses a 1-based level list: "7", "1-20", "1,3,5-9". Numbers must be >= 1.
std::optional<std::vector<int>> parse_level_list(const std::string& text);

// Reads FILE|TEXT and parses it as a Sokoban collection. Returns false after printing the reason
// (unreadable file, no level in it); `collection` has at least one entry when true.
bool load_sokoban(const std::string& arg, sokoban::Collection& collection);

}  // namespace boxcar::cli
