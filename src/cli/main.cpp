// `boxcar` command-line entry: dispatches to the subcommands of commands.hpp.
#include "cli/commands.hpp"

#include <cstdio>
#include <string>

namespace {
void print_usage(std::FILE* out) {
    std::fputs(
        "usage: boxcar solve FILE|TEXT [--level N] [--algo A] [--heuristic H] [--deadlocks D]\n"
        "                    [--objective any|pushes|moves] [--time-limit S] [--memory-limit MIB] [--json]\n"
        "       boxcar bench FILE [options]            benchmark table (markdown) of solver configurations\n"
        "       boxcar rush solve FILE|BOARD [--metric moves|steps|cursor] [--goal exit|clear] [--json]\n"
        "       boxcar rush bench|agent|cluster|enumerate ...   (boxcar rush --help)\n",
        out);
}
}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        print_usage(stderr);
        return 2;
    }
    const std::string command = argv[1];
    boxcar::cli::Args args(argv + 2, argv + argc);
    if (command == "solve") return boxcar::cli::run_solve(args);
    if (command == "bench") return boxcar::cli::run_bench(args);
    if (command == "rush") return boxcar::cli::run_rush(args);
    if (command == "--help" || command == "-h" || command == "help") {
        print_usage(stdout);
        return 0;
    }
    std::fprintf(stderr, "boxcar: unknown command '%s'\n", command.c_str());
    print_usage(stderr);
    return 2;
}
