// A solver worker's progress report on a running request, typed, and its JSON form:
//   {"id":n, "type":"progress", "expanded":n, "generated":n, "frontier":n, "depth":n, "time_ms":x,
//    "memory_bytes":n, "phase":"..."[, "lane":k]}
// ("lane" when the request ran a portfolio lane).
#pragma once
#include "search/status.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>

namespace boxcar::protocol {

struct SolveProgress {
    std::int64_t id = 0;
    std::optional<int> lane;
    search::SearchStats stats;  // expanded, generated, frontier, depth, memory_bytes, elapsed_ms ("time_ms"; stats_json.hpp)
    std::string phase;          // Sokoban `auto`: the strategy running now
};

nlohmann::json to_json(const SolveProgress& progress);
// Lenient: a missing or malformed field reads as zero / empty (progress is only shown, never trusted).
SolveProgress read_solve_progress(const nlohmann::json& json);

}  // namespace boxcar::protocol
