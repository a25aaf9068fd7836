// The Rush Hour editor's live numbers, computed by the solver worker so that a large cluster never holds
// up the page: the optimal move count of a board and the size of its cluster (every state reachable from
// it). Typed request and answer with their JSON forms (solve_protocol.hpp routes "kind":"rushcount" here):
//
// Request: {"id":n, "kind":"rushcount", "board":"<board string>"}
// Answer:  {"id":n, "type":"result", "kind":"rushcount", "status":"counted"|"invalid"|"cancelled",
//           "complete":bool, "states":n, "solvable":bool, "unknown":bool, "moves":n|null,
//           "solution":["A+1","C-2",...]|null, "time_ms":x, "error":"..."|null}
//
// The cluster is explored up to kMaxClusterStates states; beyond that the solver (capped at kSolveSeconds)
// gives the optimal count. A solvable answer carries an optimal solution, so that the page can replay it
// and check its length before it shows the count.
#pragma once
#include "rush/board.hpp"

#include <nlohmann/json.hpp>

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace boxcar::protocol {

inline constexpr const char* kRushCountKind = "rushcount";
inline constexpr std::size_t kMaxClusterStates = 200'000;  // beyond: "more than 200,000 states"
inline constexpr double kRushCountSolveSeconds = 0.5;       // the solver's cap for larger clusters

struct RushCountRequest {
    std::int64_t id = 0;
    std::string board;  // rush::board_string
};

struct RushCount {
    enum class Status { Counted, Invalid, Cancelled };
    std::int64_t id = 0;
    Status status = Status::Counted;
    bool complete = true;        // false: the cluster has more than kMaxClusterStates states
    std::uint64_t states = 0;    // states of the cluster (when complete)
    bool solvable = false;       // the red car can reach the exit
    bool unknown = false;        // neither the cluster nor the capped solver could tell
    int moves = -1;              // optimal moves (the final slide of the red car counted); -1 when none
    std::vector<std::string> solution;  // an optimal solution ("A+1" names) when solvable
    double time_ms = 0;
    std::string error;           // why the request was invalid
};

const char* rush_count_status_name(RushCount::Status status);  // "counted", "invalid", "cancelled"

nlohmann::json encode(const RushCountRequest& request);
nlohmann::json encode(const RushCount& answer);
// The typed forms of the JSON above; nothing (and `error`) when a field is missing or of the wrong type.
std::optional<RushCountRequest> decode_rush_count_request(const nlohmann::json& json, std::string* error = nullptr);
std::optional<RushCount> decode_rush_count(const nlohmann::json& json, std::string* error = nullptr);

// Counts the board: the cluster, then (when it is too large) the capped solver. `cancel` stops the solver.
RushCount count_rush_board(const rush::Board& board, const std::atomic<bool>* cancel = nullptr);
// The worker's side: counts the request's board (an invalid board gives status "invalid").
RushCount handle_rush_count(const RushCountRequest& request, const std::atomic<bool>* cancel);
// The same from the request's JSON, to the answer's (an invalid request gives status "invalid").
std::string handle_rush_count(const nlohmann::json& request, const std::atomic<bool>* cancel);

}  // namespace boxcar::protocol
