// A solve request to a solver worker (the page's Web Workers, the desktop app's threads), typed, and its
// JSON form, the one the worker reads (solve_protocol.hpp):
//   {"id":n, "kind":"sokoban", "level":"<XSB text of one level>", "options":{...}[, "lane":k]
//    [, "direction":"backward"]}
//   {"id":n, "kind":"rushhour", "board":"<board string>", "options":{...}}
// "options" is the options codec's object (options_codec.hpp). A solve of the parallel portfolio
// (sokoban/solve/portfolio.hpp) is one request per worker, made once by lane_requests: lane k's carries
// "lane":k (its answers carry it back), the lane's own options (its phases of `auto`, its share of the
// memory) and its direction; the worker runs what it is given.
#pragma once
#include "common/text_kind.hpp"
#include "rush/solver.hpp"
#include "sokoban/solve/bidirectional_search.hpp"
#include "sokoban/solve/solve_options.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace boxcar::protocol {

struct SolveRequest {
    std::int64_t id = 0;
    Puzzle puzzle = Puzzle::Sokoban;
    std::string text;                // Sokoban: the level as XSB; Rush Hour: the board string
    sokoban::SolveOptions sokoban;   // for Puzzle::Sokoban
    rush::SolveOptions rush;         // for Puzzle::RushHour
    std::optional<int> lane;         // Sokoban: the portfolio lane this request runs (0-based)
    sokoban::Direction direction = sokoban::Direction::Forward;  // Sokoban: forward, or a backward lane
};

// One worker's request of a solve and what its lane runs ("auto", "fess-boxes", "backward", ...).
struct LaneRequest {
    std::string name;
    SolveRequest request;
};

// The requests of one solve on `workers` workers: for Sokoban `auto` (objective any) one per lane of the
// portfolio (sokoban::portfolio_lanes, the only place the lanes are computed), lane k's for the k-th
// worker; otherwise the request itself, alone.
std::vector<LaneRequest> lane_requests(const SolveRequest& request, int workers);

nlohmann::json to_json(const SolveRequest& request);

// Reads a request; nullopt with `error` naming the problem (an unknown kind, no level text, a bad option
// or lane, an unknown direction). `id` is set whenever the request has an integer "id", so that even a refusal can answer it.
std::optional<SolveRequest> read_solve_request(const nlohmann::json& json, std::string& error,
                                               std::optional<std::int64_t>& id);

}  // namespace boxcar::protocol
