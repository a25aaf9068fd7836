// One message of a solver worker to the app, typed: what the app's clients (the solve, hints, compare, the
// Rush Hour count) read. The platform decodes a worker's JSON text into it once, at its edge (the page's
// bridge); the desktop app's threads and the tests pass it as it is. The JSON forms, by "type":
//   "started"   {"id":n, "type":"started"}                 a queued request began (desktop and compare pool)
//   "progress"  solve_progress.hpp
//   "result"    solve_answer.hpp, or the Rush Hour count's answer ("kind":"rushcount", rush_count.hpp)
//   "error"     {"id":n|null, "type":"error", "message":"...", "out_of_memory":bool, "timeout":bool[, "lane":k]}
//               the worker died: its allocator failed (out_of_memory, set by the worker), the compare
//               pool's hard time limit stopped it (timeout), or it broke otherwise.
// Text that is not one of these decodes as a MalformedEvent.
#pragma once
#include "protocol/rush_count.hpp"
#include "protocol/solve_answer.hpp"
#include "protocol/solve_progress.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace boxcar::protocol {

struct WorkerStarted {
    std::int64_t id = 0;
};

// A worker that stopped without an answer.
struct WorkerFailure {
    std::optional<std::int64_t> id;  // none when the worker failed before it knew its request
    std::optional<int> lane;
    std::string message;         // empty when the worker gave none (each client words its own default)
    bool out_of_memory = false;  // the worker's allocator failed
    bool timeout = false;        // stopped by a hard wall-clock limit (the compare pool's)
};

// A message that is no worker event: not a JSON object (unreadable), or an object of no known type or
// wrong inside (readable; a client ignores it unless `id` names its request).
struct MalformedEvent {
    std::string error;
    bool readable = false;
    std::optional<std::int64_t> id;  // a readable message's id, when it has one
};

using WorkerEvent = std::variant<MalformedEvent, WorkerStarted, SolveProgress, SolveAnswer, RushCount, WorkerFailure>;

// The request the event answers; none for an unreadable message or an answer to an unreadable request.
std::optional<std::int64_t> event_id(const WorkerEvent& event);

WorkerEvent decode_worker_event(std::string_view text);
std::string encode_worker_event(const WorkerEvent& event);

}  // namespace boxcar::protocol
