// `boxcar` command-line entry: the one parser of command_line.hpp runs the subcommands of commands.hpp.
#include "cli/command_line.hpp"
#include "search/budget.hpp"

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

int main(int argc, char** argv) {
#if defined(__EMSCRIPTEN__)
    boxcar::search::cpu_clock_override() = &boxcar_node_cpu_ms;
#endif
    return boxcar::cli::run_command_line(argc, argv);
}
