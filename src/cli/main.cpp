// `boxcar` command-line entry: dispatches to the subcommands of commands.hpp.
#include "cli/commands.hpp"
#include "search/budget.hpp"

#include <cstdio>
#include <string>

#if defined(__EMSCRIPTEN__)
#include <emscripten.h>
// The WASM CLI runs under node (boxcar_cli_node): --cpu-time limits use node's CPU time of the process
// (user + system), since emscripten's clock() counts wall time. The process is single-threaded apart from
// node's own helpers (GC, compilation), so this is close to the solving thread's CPU time.
EM_JS(double, boxcar_node_cpu_ms, (), {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
});
#endif

namespace {
void print_usage(std::FILE* out) {
    std::fputs(
        "usage: boxcar solve FILE|TEXT [--level N] [--algo A] [--heuristic H] [--deadlocks D]\n"
        "                    [--objective any|pushes|moves] [--time-limit S] [--memory-limit MIB] [--json]\n"
        "       boxcar bench FILE [options]            benchmark table (markdown) of solver configurations\n"
        "       boxcar rush solve FILE|BOARD [--metric moves|steps|cursor] [--goal exit|clear] [--json]\n"
        "       boxcar rush bench|agent|cluster|enumerate ...   (boxcar rush --help)\n"
        "       boxcar generate sokoban|rush [options]  verified levels of a chosen difficulty (boxcar generate --help)\n"
        "       boxcar merge FILE... [--out FILE]       joins the outputs of a run's shards (--shard K/N)\n"
        "       boxcar library verify|grade FILE...     checks or grades a level collection (boxcar library --help)\n",
        out);
}
}  // namespace

int main(int argc, char** argv) {
#if defined(__EMSCRIPTEN__)
    boxcar::search::cpu_clock_override() = &boxcar_node_cpu_ms;
#endif
    if (argc < 2) {
        print_usage(stderr);
        return 2;
    }
    const std::string command = argv[1];
    boxcar::cli::Args args(argv + 2, argv + argc);
    if (command == "solve") return boxcar::cli::run_solve(args);
    if (command == "bench") return boxcar::cli::run_bench(args);
    if (command == "rush") return boxcar::cli::run_rush(args);
    if (command == "generate") return boxcar::cli::run_generate(args);
    if (command == "merge") return boxcar::cli::run_merge(args);
    if (command == "library") return boxcar::cli::run_library(args);
    if (command == "--help" || command == "-h" || command == "help") {
        print_usage(stdout);
        return 0;
    }
    std::fprintf(stderr, "boxcar: unknown command '%s'\n", command.c_str());
    print_usage(stderr);
    return 2;
}
