// The solver worker's side of the solve protocol: plain C++ (no Emscripten), so it is unit-tested natively
// and the same code runs inside the Web Worker (src/worker/solver_wasm.cpp), in the desktop app's solver
// threads and in tests (an in-process "worker"). The messages, typed, with their JSON forms:
// worker_request.hpp (in: solve_request.hpp, or the Rush Hour editor's count, rush_count.hpp) and
// worker_event.hpp (out: solve_progress.hpp, solve_answer.hpp, the count's answer). A Sokoban request may be
// one lane of the parallel portfolio (sokoban/solve/portfolio.hpp, solve_request.hpp's lane_requests): the
// worker runs the options and the direction it is given and tags its messages with the lane.
#pragma once
#include "protocol/worker_event.hpp"
#include "protocol/worker_request.hpp"

#include <atomic>
#include <functional>
#include <string>

namespace boxcar::protocol {

using ProgressSink = std::function<void(const SolveProgress& progress)>;

// Handles one request and returns its answer (a SolveAnswer or a RushCount); never throws (a request that
// cannot run gives status "invalid"). `cancel` (optional) set to true stops the search (status
// "cancelled"); the Web Worker has no such flag (the page terminates it), the desktop app's threads do.
WorkerEvent handle_request(const WorkerRequest& request, const ProgressSink& progress,
                           const std::atomic<bool>* cancel = nullptr);

// The Web Worker's form: the request's JSON text in, the answer's out, progress as JSON text. A text that
// is no request answers "invalid" (with the request's id when it has one).
using ProgressTextSink = std::function<void(const std::string& progress_json)>;
std::string handle_request_text(const std::string& request_json, const ProgressTextSink& progress,
                                const std::atomic<bool>* cancel = nullptr);

}  // namespace boxcar::protocol
