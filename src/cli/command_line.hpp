// The `boxcar` command line: one CLI11 parser for every subcommand (commands.hpp), the usage errors in the
// CLI's words (flags.hpp), and the run of the subcommand given.
#pragma once

namespace boxcar::cli {

// Parses the arguments and runs the subcommand they name; returns the process exit code. `--help` (`-h`, or
// the word `help` where a subcommand name is expected) prints that command's help to stdout and returns 0;
// a usage error prints "boxcar SUBCOMMAND: PROBLEM" to stderr and returns 2; without arguments the help
// goes to stderr and the exit code is 2.
int run_command_line(int argc, char** argv);

}  // namespace boxcar::cli
