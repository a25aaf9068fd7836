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
// Names come from the enum tables (sokoban/solve/solve_options.hpp, rush/solver.hpp).
//
// One rule wherever options come in (a worker request, the page API's solve, a compare configuration;
// read_option_object): every key must be one the entry point offers, names are strings the tables know,
// "phases" a list of names, limits numbers > 0; the first problem is refused with a text naming the key.
// set_option alone (the CLI's flags, which check their own values first) refuses only unknown names.
#pragma once
#include "rush/solver.hpp"
#include "sokoban/solve/solve_options.hpp"

#include <nlohmann/json.hpp>

#include <functional>
#include <span>
#include <string>
#include <string_view>

namespace boxcar::protocol {

// Sets the option `key` from `value`. Returns an error text for a name the table does not know
// ("unknown algorithm 'x'"), empty otherwise (an unknown key or a value of the wrong type is ignored:
// read_option_object checks those first).
std::string set_option(sokoban::SolveOptions& options, std::string_view key, const nlohmann::json& value);
std::string set_option(rush::SolveOptions& options, std::string_view key, const nlohmann::json& value);

// Reads an options object by the one rule (its keys: the puzzle's list above); the first error wins. Not an
// object: "options must be an object".
std::string read_options(const nlohmann::json& object, sokoban::SolveOptions& options);
std::string read_options(const nlohmann::json& object, rush::SolveOptions& options);

// The one rule, for an entry point that offers its own keys: checks each key of `object` (which must be an
// object) against `offered` and the key's type, then hands it to `set` (which returns set_option's error).
// `noun` names an option in the texts: "unknown <noun> 'k'", "<noun> 'k' has the wrong type".
std::string read_option_object(const nlohmann::json& object, std::span<const std::string_view> offered,
                               std::string_view noun,
                               const std::function<std::string(std::string_view key, const nlohmann::json& value)>& set);

// The keys of each puzzle's options, in the order read_options reads them.
std::span<const std::string_view> sokoban_option_keys();
std::span<const std::string_view> rush_option_keys();

// The options object that read_options reads back into the same options.
nlohmann::json write_options(const sokoban::SolveOptions& options);
nlohmann::json write_options(const rush::SolveOptions& options);

}  // namespace boxcar::protocol
