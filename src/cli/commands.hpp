// The `boxcar` CLI's subcommands (../shared/CONTRACTS.md), on one CLI11 parser (command_line.hpp).
// Each add_* function declares its subcommand, its flags and its positional arguments on `parent`, and
// registers in `runs` what runs when that subcommand is the one given. A run returns the process exit
// code: 0 the run completed (whatever the levels' statuses), 1 the input could not be read, 2 usage error
// (one found after parsing; the parser reports the others itself).
#pragma once
#include "common/text_kind.hpp"

#include <functional>
#include <map>
#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace boxcar::cli {

using Args = std::vector<std::string>;
// A subcommand's run; `command_line` is every argument after the program name, as given (for the
// command lines that reports print).
using Run = std::function<int(const Args& command_line)>;
using Runs = std::map<const CLI::App*, Run>;

void add_solve(CLI::App& parent, Runs& runs);     // boxcar solve FILE|TEXT [options]        (solve_command.cpp)
void add_bench(CLI::App& parent, Runs& runs);     // boxcar bench FILE... [options]          (bench_command.cpp)
void add_rush(CLI::App& parent, Runs& runs);      // boxcar rush solve|bench|agent|...       (rush_command.cpp)
void add_generate(CLI::App& parent, Runs& runs);  // boxcar generate sokoban|rush [options]  (generate_command.cpp)
void add_merge(CLI::App& parent, Runs& runs);     // boxcar merge FILE... [--out FILE]       (merge_command.cpp)
void add_library(CLI::App& parent, Runs& runs);   // boxcar library verify|grade|moves ...    (library_command.cpp; exit 3: a bad entry)
// boxcar library moves DB... --out DIR: the Rush Hour puzzles by move count (library_moves.cpp), on `library`.
void add_library_moves(CLI::App& library, Runs& runs);

// Reads a positional FILE|TEXT argument by the contract's rule: an existing file is read as a file;
// text made only of level characters (Sokoban XSB/RLE or Rush Hour board characters) is level text;
// anything else is a file name. Returns false (and prints a message to stderr) when a file can't be read.
bool read_level_argument(const std::string& arg, Puzzle puzzle, std::string& text);

// Whether an argument that begins with '-' is level text (Sokoban XSB/RLE: a row may begin with the floor
// square '-'), to be read as a positional argument rather than as an option.
bool is_dash_level_text(const std::string& arg);

}  // namespace boxcar::cli
