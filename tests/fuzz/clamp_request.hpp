// Shared by the worker and app fuzz targets: rewrites a worker request so that a fuzzed input cannot
// start a long solve or a large allocation (time limit <= 5 ms, memory limit <= 8 MiB: enough for the
// small levels of the seeds to solve, so solved answers are still replay-checked, while the decoder, not
// the search, takes most of an execution). A request that is not a JSON object is left as it is (the
// worker rejects it).
#pragma once
#include <nlohmann/json.hpp>

#include <algorithm>
#include <string>

namespace boxcar::fuzz {

inline std::string clamp_request(const std::string& request_json) {
    using nlohmann::json;
    json request = json::parse(request_json, nullptr, /*allow_exceptions=*/false);
    if (request.is_discarded() || !request.is_object()) return request_json;
    json& options = request["options"];
    if (!options.is_object()) options = json::object();
    double time_limit = 0.005, memory_limit = 8;
    if (auto it = options.find("timeLimit"); it != options.end() && it->is_number() && it->get<double>() > 0)
        time_limit = std::min(time_limit, it->get<double>());
    if (auto it = options.find("memoryLimit"); it != options.end() && it->is_number() && it->get<double>() > 0)
        memory_limit = std::min(memory_limit, it->get<double>());
    options["timeLimit"] = time_limit;
    options["memoryLimit"] = memory_limit;
    return request.dump(-1, ' ', false, json::error_handler_t::replace);
}

}  // namespace boxcar::fuzz
