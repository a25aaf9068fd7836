// WorkerRequest (worker_request.hpp).
#include "protocol/worker_request.hpp"

#include <nlohmann/json.hpp>

namespace boxcar::protocol {

std::int64_t request_id(const WorkerRequest& request) {
    return std::visit([](const auto& r) { return r.id; }, request);
}

std::string encode_worker_request(const WorkerRequest& request) {
    if (const auto* count = std::get_if<RushCountRequest>(&request)) return encode(*count).dump();
    return to_json(std::get<SolveRequest>(request)).dump();
}

}  // namespace boxcar::protocol
