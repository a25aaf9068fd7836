// A solver worker's progress report on a running request, typed, and its JSON form:
//   {"id":n, "type":"progress", "expanded":n, "generated":n, "frontier":n, "depth":n, "elapsed_ms":x,
//    "memory_bytes":n, "phase":"..."[, "lane":k]}
// ("lane" when the request named its portfolio lanes).
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
    search::SearchStats stats;  // expanded, generated, frontier, depth, elapsed_ms, memory_bytes
    std::string phase;          // Sokoban `auto`: the strategy running now
};

nlohmann::json to_json(const SolveProgress& progress);
// Lenient: a missing or malformed field reads as zero / empty (progress is only shown, never trusted).
SolveProgress read_solve_progress(const nlohmann::json& json);

}  // namespace boxcar::protocol
