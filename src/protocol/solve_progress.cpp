#include "protocol/solve_progress.hpp"

#include "protocol/stats_json.hpp"

namespace boxcar::protocol {

using nlohmann::json;

json to_json(const SolveProgress& p) {
    json j{{"id", p.id}, {"type", "progress"}, {"phase", p.phase}};
    write_stats(j, p.stats, kCountKeys | kLiveKeys);
    if (p.lane) j["lane"] = *p.lane;
    return j;
}

SolveProgress read_solve_progress(const json& j) {
    SolveProgress p;
    if (const auto it = j.find("id"); it != j.end() && it->is_number_integer()) p.id = it->get<std::int64_t>();
    if (const auto it = j.find("lane"); it != j.end() && it->is_number_integer() && it->get<std::int64_t>() >= 0 && it->get<std::int64_t>() < 64)
        p.lane = it->get<int>();
    p.stats = read_stats(j);
    if (const auto it = j.find("phase"); it != j.end() && it->is_string()) p.phase = it->get<std::string>();
    return p;
}

}  // namespace boxcar::protocol
