// A solve request to a solver worker (the page's Web Workers, the desktop app's threads), typed, and its
// JSON form, the one the worker reads (solve_protocol.hpp):
//   {"id":n, "kind":"sokoban", "level":"<XSB text of one level>", "options":{...}[, "lanes":N[, "lane":k]]}
//   {"id":n, "kind":"rushhour", "board":"<board string>", "options":{...}}
// "options" is the options codec's object (options_codec.hpp). "lanes": the Sokoban portfolio's width
// (sokoban/solve/portfolio.hpp); the page sends the request to that many workers, each with its "lane".
#pragma once
#include "common/text_kind.hpp"
#include "rush/solver.hpp"
#include "sokoban/solve/solve_options.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>

namespace boxcar::protocol {

struct SolveRequest {
    std::int64_t id = 0;
    Puzzle puzzle = Puzzle::Sokoban;
    std::string text;                // Sokoban: the level as XSB; Rush Hour: the board string
    sokoban::SolveOptions sokoban;   // for Puzzle::Sokoban
    rush::SolveOptions rush;         // for Puzzle::RushHour
    int lanes = 0;                   // Sokoban: the portfolio's width (0: not a portfolio request)
    int lane = 0;                    // with lanes: this worker's lane, 0-based
};

nlohmann::json to_json(const SolveRequest& request);

// Reads a request; nullopt with `error` naming the problem (an unknown kind, no level text, a bad option
// or lane). `id` is set whenever the request has an integer "id", so that even a refusal can answer it.
std::optional<SolveRequest> read_solve_request(const nlohmann::json& json, std::string& error,
                                               std::optional<std::int64_t>& id);

}  // namespace boxcar::protocol
