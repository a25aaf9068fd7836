#include "protocol/solve_progress.hpp"

namespace boxcar::protocol {

using nlohmann::json;

json to_json(const SolveProgress& p) {
    json j{{"id", p.id},
           {"type", "progress"},
           {"expanded", p.stats.expanded},
           {"generated", p.stats.generated},
           {"frontier", p.stats.frontier},
           {"depth", p.stats.depth},
           {"elapsed_ms", p.stats.elapsed_ms},
           {"memory_bytes", p.stats.memory_bytes},
           {"phase", p.phase}};
    if (p.lane) j["lane"] = *p.lane;
    return j;
}

SolveProgress read_solve_progress(const json& j) {
    SolveProgress p;
    auto count = [&](const char* key) {
        const auto it = j.find(key);
        return it != j.end() && it->is_number_integer() && it->get<std::int64_t>() >= 0 ? it->get<std::uint64_t>()
                                                                                        : std::uint64_t{0};
    };
    if (const auto it = j.find("id"); it != j.end() && it->is_number_integer()) p.id = it->get<std::int64_t>();
    if (const auto it = j.find("lane"); it != j.end() && it->is_number_integer() && it->get<std::int64_t>() >= 0 && it->get<std::int64_t>() < 64)
        p.lane = it->get<int>();
    p.stats.expanded = count("expanded");
    p.stats.generated = count("generated");
    p.stats.frontier = count("frontier");
    p.stats.depth = static_cast<std::uint32_t>(count("depth"));
    p.stats.memory_bytes = count("memory_bytes");
    if (const auto it = j.find("elapsed_ms"); it != j.end() && it->is_number()) p.stats.elapsed_ms = it->get<double>();
    if (const auto it = j.find("phase"); it != j.end() && it->is_string()) p.phase = it->get<std::string>();
    return p;
}

}  // namespace boxcar::protocol
