// `--threads N`: the parallel portfolio of `auto` (sokoban/solve/portfolio.hpp) on N std::threads. Every lane
// runs on its own thread with its share of the memory budget and the whole time limit, on its own clock
// (with --cpu-time: that thread's CPU time). The first lane with a replay-verified solution or a proof of
// unsolvability wins; the others are stopped through their cancel flag and joined before it returns.
#pragma once
#include "sokoban/solve/bidirectional_search.hpp"
#include "sokoban/level/level.hpp"
#include "sokoban/solve/solver.hpp"

#include <string>
#include <vector>

namespace boxcar::cli {

struct LaneReport {
    std::string name;  // the lane (portfolio.hpp), e.g. "fess-boxes"
    sokoban::SolveResult result;
    double cpu_ms = 0;  // CPU time of the lane's thread
};

struct ParallelSolve {
    // The winner's result (or lane 0's when none won) with the statistics of every lane added up (nodes,
    // peak memory summed; elapsed time the longest lane's).
    sokoban::SolveResult result;
    std::vector<LaneReport> lanes;
    int winner = -1;    // index into lanes, -1 when no lane solved or proved unsolvable
    double cpu_ms = 0;  // CPU time of all lanes together
};

// True when this build can run lanes on threads (natively; the WASM CLI runs one lane).
bool threads_available();

// Checks --threads against --direction: false (with a message naming `command`) when both are given;
// a build without threads falls back to one lane with a note.
bool settle_threads(int& threads, sokoban::Direction direction, const char* command);

// Runs `options` as the portfolio on `threads` threads (1 = one lane on the calling thread, as solve()).
// options.cancel, if set, is checked by the lanes as well as the portfolio's own stop flag.
ParallelSolve solve_parallel(const sokoban::Level& level, const sokoban::SolveOptions& options, int threads);

}  // namespace boxcar::cli
