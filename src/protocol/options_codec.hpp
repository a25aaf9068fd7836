// The one JSON codec of solver options: the "options" object of a worker request (solve_protocol.hpp) read into
// sokoban::SolveOptions / rush::SolveOptions and written back from them. The worker reads requests with
// it, the CLI's flag table sets options through set_option (its flags name the same keys), and the app
// can build a request's options with write_options.
//
// Keys (camelCase, as window.boxcar.solve's options):
//   Sokoban    algo, heuristic, deadlocks ("all", "none" or "dead,freeze,..."), objective, timeLimit (s),
//              memoryLimit (MiB), optimize ("off", "moves", "pushes"; absent: the default of
//              sokoban::effective_optimize), phases (a list of `auto`'s strategies to run, as
//              SolveOptions::auto_phases; absent or empty: all; a portfolio lane's request carries its own)
//   Rush Hour  metric, goal, algo, heuristic, timeLimit, memoryLimit
// Names come from the enum tables (sokoban/solve/solve_options.hpp, rush/solver.hpp). A missing key, an empty
// or non-string name and a number that is not > 0 leave the option as it was.
#pragma once
#include "rush/solver.hpp"
#include "sokoban/solve/solve_options.hpp"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace boxcar::protocol {

// Sets the option `key` from `value`. Returns an error text for a name the table does not know
// ("unknown algorithm 'x'"), empty otherwise (an unknown key or a value of the wrong type is ignored).
std::string set_option(sokoban::SolveOptions& options, std::string_view key, const nlohmann::json& value);
std::string set_option(rush::SolveOptions& options, std::string_view key, const nlohmann::json& value);

// Reads every key of an options object (in the order of the key lists above); the first error wins.
std::string read_options(const nlohmann::json& object, sokoban::SolveOptions& options);
std::string read_options(const nlohmann::json& object, rush::SolveOptions& options);

// The options object that read_options reads back into the same options.
nlohmann::json write_options(const sokoban::SolveOptions& options);
nlohmann::json write_options(const rush::SolveOptions& options);

}  // namespace boxcar::protocol
