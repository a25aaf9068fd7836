// The `boxcar` CLI's subcommands (../shared/CONTRACTS.md). Each returns the process exit code:
// 0 the run completed (whatever the levels' statuses), 1 the input could not be read, 2 usage error.
#pragma once
#include "common/text_kind.hpp"

#include <string>
#include <vector>

namespace boxcar::cli {

using Args = std::vector<std::string>;  // arguments after the subcommand name

int run_solve(const Args& args);   // boxcar solve FILE|TEXT [options]        (solve_command.cpp)
int run_bench(const Args& args);   // boxcar bench FILE... [options]          (bench_command.cpp)
int run_rush(const Args& args);    // boxcar rush solve|bench|agent|...       (rush_command.cpp)
int run_generate(const Args& args);  // boxcar generate sokoban|rush [options]  (generate_command.cpp)
int run_merge(const Args& args);   // boxcar merge FILE... [--out FILE]       (merge_command.cpp)
int run_library(const Args& args);  // boxcar library verify|grade FILE...    (library_command.cpp; exit 3: a bad entry)

// Reads a positional FILE|TEXT argument by the contract's rule: an existing file is read as a file;
// text made only of level characters (Sokoban XSB/RLE or Rush Hour board characters) is level text;
// anything else is a file name. Returns false (and prints a message to stderr) when a file can't be read.
bool read_level_argument(const std::string& arg, Puzzle puzzle, std::string& text);

}  // namespace boxcar::cli
