// The search counters' JSON (stats_json.hpp).
#include "protocol/stats_json.hpp"

#include <cstdint>

namespace boxcar::protocol {
namespace {

using nlohmann::json;

// A count: a whole number >= 0 (a float that is one, below 2^53, is taken too).
std::uint64_t count(const json& j, const char* key) {
    const auto it = j.find(key);
    if (it == j.end()) return 0;
    if (it->is_number_unsigned()) return it->get<std::uint64_t>();
    if (it->is_number_integer()) return it->get<std::int64_t>() >= 0 ? static_cast<std::uint64_t>(it->get<std::int64_t>()) : 0;
    if (it->is_number_float()) {
        const double v = it->get<double>();
        return v >= 0 && v < 9007199254740992.0 && v == static_cast<double>(static_cast<std::uint64_t>(v))
                   ? static_cast<std::uint64_t>(v)
                   : 0;
    }
    return 0;
}

}  // namespace

void write_stats(json& j, const search::SearchStats& s, unsigned keys) {
    if (keys & kCountKeys) {
        j["expanded"] = s.expanded;
        j["generated"] = s.generated;
        j["memory_bytes"] = s.memory_bytes;
        j["time_ms"] = s.elapsed_ms;
    }
    if (keys & kLiveKeys) {
        j["frontier"] = s.frontier;
        j["depth"] = s.depth;
    }
    if (keys & kPeakKeys) j["frontier_peak"] = s.frontier_peak;
}

search::SearchStats read_stats(const json& j) {
    search::SearchStats s;
    if (!j.is_object()) return s;
    s.expanded = count(j, "expanded");
    s.generated = count(j, "generated");
    s.memory_bytes = count(j, "memory_bytes");
    s.frontier = count(j, "frontier");
    s.frontier_peak = count(j, "frontier_peak");
    const std::uint64_t depth = count(j, "depth");
    s.depth = depth <= UINT32_MAX ? static_cast<std::uint32_t>(depth) : 0;
    if (const auto it = j.find("time_ms"); it != j.end() && it->is_number() && it->get<double>() >= 0)
        s.elapsed_ms = it->get<double>();
    return s;
}

}  // namespace boxcar::protocol
