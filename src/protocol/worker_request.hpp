// One request to a solver worker, typed: a solve (solve_request.hpp) or the Rush Hour editor's count
// (rush_count.hpp). The desktop app's threads and the tests hand it to the worker's code as it is
// (solve_protocol.hpp); the page's bridge encodes it to the JSON text the Web Worker reads.
#pragma once
#include "protocol/rush_count.hpp"
#include "protocol/solve_request.hpp"

#include <cstdint>
#include <string>
#include <variant>

namespace boxcar::protocol {

using WorkerRequest = std::variant<SolveRequest, RushCountRequest>;

std::int64_t request_id(const WorkerRequest& request);
std::string encode_worker_request(const WorkerRequest& request);  // the JSON text the worker reads

}  // namespace boxcar::protocol
