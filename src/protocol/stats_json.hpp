// The search counters as every solve message writes them in JSON (worker progress, worker answer, the
// page's state().solver and its workers): one spelling per key, the elapsed time "time_ms" everywhere.
// Each message writes the groups it has: the counts always, the live frontier and depth while a search
// runs, the frontier's peak in an answer.
#pragma once
#include "search/status.hpp"

#include <nlohmann/json.hpp>

namespace boxcar::protocol {

enum StatsKeys : unsigned {
    kCountKeys = 1,  // expanded, generated, memory_bytes, time_ms
    kLiveKeys = 2,   // frontier, depth
    kPeakKeys = 4,   // frontier_peak
};

// Writes the keys of the groups in `keys` into the object `j`.
void write_stats(nlohmann::json& j, const search::SearchStats& stats, unsigned keys);

// Reads every key of the groups; a missing, negative, fractional-count or otherwise malformed value reads
// as 0 (a worker's message is never trusted).
search::SearchStats read_stats(const nlohmann::json& j);

}  // namespace boxcar::protocol
