// Runs one benchmark level and measures it: wall and thread CPU time, the solver's own memory accounting,
// and the peak resident set size (RSS) the solve really used.
//
// Natively (Linux) the level can run in a forked child process: its peak RSS (wait4's ru_maxrss) then
// belongs to that level alone, and a crash or an OOM kill ends only that level (status "crashed" with the
// signal in `error`). The child sends the result back through a pipe; the parent replays the solution with
// the rules once more before counting it. In WASM (no fork) the level runs in-process and `peak_rss_bytes`
// is the WASM heap size (memory.grow never shrinks, so it is the peak so far of the whole run).
#pragma once
#include "sokoban/solve/bidirectional_search.hpp"
#include "sokoban/level/level.hpp"
#include "sokoban/solve/solver.hpp"

#include <cstdint>
#include <string>

namespace boxcar::cli {

struct LevelRun {
    int number = 0;
    std::string title;
    sokoban::SolveResult result;
    double wall_ms = 0;  // wall-clock time of the solve
    double cpu_ms = 0;   // CPU time of the solving thread (of every solving thread with --threads)
    std::uint64_t peak_rss_bytes = 0;  // see above; 0 when unknown
    bool crashed = false;              // the child process died (signal or OOM kill); result.error says how
};

// CPU time of the calling thread in ms.
double thread_cpu_ms();

// Peak RSS of this process so far (getrusage), or the WASM heap size; 0 when unknown.
std::uint64_t process_peak_rss_bytes();

// True when run_level can isolate a level in a child process on this platform.
bool can_fork_levels();

// Solves `level` with `options` (in `direction`) and fills the timing, result and memory fields of `run`.
// threads > 1: the parallel portfolio (parallel_solve.hpp, forward only); cpu_ms is then every lane's CPU.
void run_level(const sokoban::Level& level, const sokoban::SolveOptions& options, sokoban::Direction direction,
               bool in_child, LevelRun& run, int threads = 1);

}  // namespace boxcar::cli
