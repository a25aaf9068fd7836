// A solver worker's answer to a request, typed, and its JSON form:
//   {"id":n|null, "type":"result", "status":"solved"|"unsolvable"|"exhausted"|"timeout"|"memout"|"invalid"|
//    "cancelled", "expanded":n, "generated":n, "frontier_peak":n, "memory_bytes":n, "time_ms":x,
//    "error":"..."|null, then Sokoban: "solution":"LURD"|null, "moves":n|null, "pushes":n|null,
//    "phase":"..."|null (the part of `auto` that solved it); Rush Hour: "solution":["A+1",...]|null,
//    "moves", "steps", "cursor" (n|null)[, "lane":k]}
// The page never trusts an answer: it replays the solution with the rules before showing it.
#pragma once
#include "common/text_kind.hpp"
#include "search/status.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace boxcar::protocol {

struct SolveAnswer {
    std::optional<std::int64_t> id;  // none when the request could not be read
    std::optional<int> lane;
    Puzzle puzzle = Puzzle::Sokoban;
    search::Status status = search::Status::Invalid;
    search::SearchStats stats;       // expanded, generated, frontier_peak, memory_bytes, elapsed_ms ("time_ms"; stats_json.hpp)
    std::string error;
    // Solved:
    std::string solution;            // Sokoban: LURD
    std::vector<std::string> slides; // Rush Hour: "A+1", "C-2", ...
    int moves = 0, pushes = 0;       // Sokoban: moves and pushes; Rush Hour: moves
    int steps = 0, cursor = 0;       // Rush Hour: the other metrics
    std::string phase;               // Sokoban: the strategy (or portfolio lane) that solved it
};

nlohmann::json to_json(const SolveAnswer& answer);
// Lenient as the page reads answers: missing numbers read as zero, a status it does not know (or none,
// or "cancelled", which a worker the page still listens to never sends) as invalid; a Rush Hour answer is one whose "solution" is a list. The solution is checked by the
// caller's replay, not here.
SolveAnswer read_solve_answer(const nlohmann::json& json);

}  // namespace boxcar::protocol
