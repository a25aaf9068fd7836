// Flag parsing shared by `boxcar solve` and `boxcar bench`: solver options (--algo, --heuristic, ...),
// numbers, level ranges, and loading a Sokoban collection from a FILE|TEXT argument.
#pragma once
#include "sokoban/level/level.hpp"
#include "sokoban/solve/solver.hpp"

#include <optional>
#include <string>
#include <vector>

namespace boxcar::cli {

// Parses "1.5" as a positive number; nullopt for anything else (including "nan", "-1", "2x").
std::optional<double> parse_positive(const std::string& text);
// Parses a 1-based level list: "7", "1-20", "1,3,5-9". Numbers must be >= 1.
std::optional<std::vector<int>> parse_level_list(const std::string& text);

// Tries to consume one solver flag at args[i] (and its value): --algo, --heuristic, --deadlocks, --objective,
// --optimize, --time-limit, --memory-limit, --cpu-time, --weight, --depth-limit, --pi-corrals,
// --packing-search. Returns:
//   1 consumed (i advanced past the value), 0 not a solver flag, -1 usage error (message printed).
int parse_solver_flag(const std::vector<std::string>& args, std::size_t& i, sokoban::SolveOptions& options);

// Reads FILE|TEXT and parses it as a Sokoban collection. Returns false after printing the reason
// (unreadable file, no level in it); `collection` has at least one entry when true.
bool load_sokoban(const std::string& arg, sokoban::Collection& collection);

}  // namespace boxcar::cli
