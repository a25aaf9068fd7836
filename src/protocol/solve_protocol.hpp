// The solver worker's side of the solve protocol: plain C++ (no Emscripten), so it is unit-tested natively
// and the same code runs inside the Web Worker (src/worker/solver_wasm.cpp), in the desktop app's solver
// threads and in tests (an in-process "worker"). The messages, typed, with their JSON forms:
// solve_request.hpp (in), solve_progress.hpp and solve_answer.hpp (out); the Rush Hour editor's count
// ("kind":"rushcount"): rush_count.hpp. A Sokoban request may be one lane of the parallel portfolio
// (sokoban/solve/portfolio.hpp, solve_request.hpp's lane_requests): the worker runs the options and the
// direction it is given and tags its messages with the lane.
#pragma once
#include <atomic>
#include <functional>
#include <string>

namespace boxcar::protocol {

using ProgressSink = std::function<void(const std::string& progress_json)>;

// Handles one request and returns the answer; never throws (bad requests give status "invalid").
// `cancel` (optional) set to true stops the search (status "cancelled"); the Web Worker has no such flag
// (the page terminates it), the desktop app's solver threads do.
std::string handle_request(const std::string& request_json, const ProgressSink& progress,
                           const std::atomic<bool>* cancel = nullptr);

}  // namespace boxcar::protocol
