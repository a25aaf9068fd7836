// The solver worker's message protocol: plain C++ (no Emscripten), so it is unit-tested natively and the
// same code runs inside the Web Worker (solver_wasm.cpp) and in tests (an in-process "worker").
//
// Request (JSON):  {"id":n, "kind":"sokoban", "level":"<XSB text of one level>",
//                   "options":{"algo":"auto","heuristic":"hungarian","deadlocks":"all","objective":"any",
//                              "timeLimit":60,"memoryLimit":1024}}    (keys and names: options_codec.hpp)
// A Sokoban request may run one lane of the parallel portfolio (sokoban/solve/portfolio.hpp): "lanes":N (the
// portfolio's width, 1-4) and "lane":k (0-based); the page sends the same request to N workers, one lane
// each. Progress and answer then carry "lane":k too.
// Progress (JSON): {"id":n, "type":"progress", "expanded":n, "generated":n, "frontier":n, "depth":n,
//                   "elapsed_ms":x, "memory_bytes":n, "phase":"..."}
// Answer (JSON):   {"id":n, "type":"result", "status":"solved"|..., "solution":"LURD"|null, "moves":n,
//                   "pushes":n, "expanded":n, "generated":n, "frontier_peak":n, "time_ms":x, "error":...,
//                   "phase":"..." (Sokoban: the part of `auto` that solved it)}
// The Rush Hour editor's count ("kind":"rushcount") has typed forms of its own: rush_count.hpp.
// The page never trusts an answer: it replays the solution with the rules engine before showing it.
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
