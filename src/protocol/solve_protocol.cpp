// Worker protocol implementation: decode a request, run the Sokoban solver, encode progress and answer.
#include "protocol/solve_protocol.hpp"

#include "protocol/options_codec.hpp"
#include "protocol/rush_count.hpp"

#include "rush/board.hpp"
#include "rush/solver.hpp"
#include "sokoban/level/level.hpp"
#include "sokoban/solve/portfolio.hpp"
#include "sokoban/solve/solver.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdint>

namespace boxcar::protocol {
namespace {

using nlohmann::json;

json answer_base(const json& id) { return json{{"id", id}, {"type", "result"}}; }

// The fields every answer has: status, statistics, error (puzzle-specific fields are added by the caller).
json result_answer(const json& id, search::Status status, const search::SearchStats& stats, const std::string& error) {
    json a = answer_base(id);
    a["status"] = std::string(search::status_name(status));
    a["expanded"] = stats.expanded;
    a["generated"] = stats.generated;
    a["frontier_peak"] = stats.frontier_peak;
    a["memory_bytes"] = stats.memory_bytes;
    a["time_ms"] = stats.elapsed_ms;
    a["error"] = error.empty() ? json(nullptr) : json(error);
    return a;
}

json invalid_answer(const json& id, const std::string& error) {
    json a = answer_base(id);
    a["status"] = "invalid";
    a["solution"] = nullptr;
    a["moves"] = nullptr;
    a["pushes"] = nullptr;
    a["expanded"] = 0;
    a["generated"] = 0;
    a["frontier_peak"] = 0;
    a["time_ms"] = 0;
    a["error"] = error;
    return a;
}

// Rush Hour: {"kind":"rushhour","board":"<Fogleman string>","options":{"metric","goal","algo","heuristic",...}}.
std::string handle_rush(const json& request, const json& id, const std::atomic<bool>* cancel) {
    const auto board_it = request.find("board");
    if (board_it == request.end() || !board_it->is_string()) return invalid_answer(id, "the request has no board").dump();
    const rush::BoardEntry entry = rush::parse_board(board_it->get<std::string>());
    if (!entry.board) return invalid_answer(id, entry.error ? entry.error->to_string() : "invalid board").dump();
    rush::SolveOptions options;
    if (auto error = read_options(request.value("options", json::object()), options); !error.empty())
        return invalid_answer(id, error).dump();
    options.cancel = cancel;
    const rush::Solution result = rush::solve(*entry.board, options);
    const bool solved = result.status == search::Status::Solved;
    json a = result_answer(id, result.status, result.stats, result.error);
    a["solution"] = solved ? json(rush::move_names(*entry.board, result.moves)) : json(nullptr);
    a["moves"] = solved ? json(result.move_count) : json(nullptr);
    a["steps"] = solved ? json(result.steps) : json(nullptr);
    a["cursor"] = solved ? json(result.cursor) : json(nullptr);
    return a.dump();
}

}  // namespace

std::string handle_request(const std::string& request_json, const ProgressSink& progress,
                           const std::atomic<bool>* cancel) {
    json request = json::parse(request_json, nullptr, /*allow_exceptions=*/false);
    if (request.is_discarded() || !request.is_object())
        return invalid_answer(nullptr, "the worker received a malformed request").dump();
    const json id = request.value("id", json(nullptr));
    const std::string kind = request.contains("kind") && !request["kind"].is_string() ? "?" : request.value("kind", std::string("sokoban"));
    if (kind == "rushhour") return handle_rush(request, id, cancel);
    if (kind == kRushCountKind) return handle_rush_count(request, cancel);
    if (kind != "sokoban") return invalid_answer(id, "unknown puzzle kind '" + kind + "'").dump();
    const auto level_it = request.find("level");
    if (level_it == request.end() || !level_it->is_string())
        return invalid_answer(id, "the request has no level text").dump();

    sokoban::ParseError parse_error;
    sokoban::Collection collection = sokoban::parse_collection(level_it->get<std::string>(), &parse_error);
    if (collection.levels.empty())
        return invalid_answer(id, parse_error.message.empty() ? "no level in the text" : parse_error.to_string()).dump();
    const sokoban::LevelEntry& entry = collection.levels.front();
    if (!entry.level) return invalid_answer(id, entry.error ? entry.error->to_string() : "invalid level").dump();

    sokoban::SolveOptions options;
    if (auto error = read_options(request.value("options", json::object()), options); !error.empty())
        return invalid_answer(id, error).dump();
    options.cancel = cancel;
    // One lane of the portfolio, or (without "lanes") `auto` as it is.
    const json lanes_value = request.value("lanes", json(1)), lane_value = request.value("lane", json(0));
    const bool integers = lanes_value.is_number_integer() && lane_value.is_number_integer();
    const std::int64_t lanes = integers ? lanes_value.get<std::int64_t>() : 0;
    const int lane = integers ? static_cast<int>(std::clamp<std::int64_t>(lane_value.get<std::int64_t>(), -1, 64)) : -1;
    if (lanes < 1 || lanes > sokoban::kMaxPortfolioWorkers || lane < 0 || lane >= lanes)
        return invalid_answer(id, "bad portfolio lane: lane must be 0 to lanes-1 and lanes 1 to " +
                                      std::to_string(sokoban::kMaxPortfolioWorkers)).dump();
    const std::vector<sokoban::PortfolioLane> plan = sokoban::portfolio_lanes(options, static_cast<int>(lanes));
    if (lane >= static_cast<int>(plan.size()))
        return invalid_answer(id, "these options run " + std::to_string(plan.size()) + " portfolio lane(s), not " +
                                      std::to_string(lanes)).dump();
    if (progress) {
        options.progress = [&](const sokoban::Progress& p) {
            json m{{"id", id},
                   {"type", "progress"},
                   {"expanded", p.stats.expanded},
                   {"generated", p.stats.generated},
                   {"frontier", p.stats.frontier},
                   {"depth", p.stats.depth},
                   {"elapsed_ms", p.stats.elapsed_ms},
                   {"memory_bytes", p.stats.memory_bytes},
                   {"phase", p.phase}};
            if (request.contains("lanes")) m["lane"] = lane;
            progress(m.dump());
        };
    }

    sokoban::PortfolioLane run = plan[lane];
    run.options.progress = options.progress;
    const sokoban::SolveResult result = sokoban::solve_lane(*entry.level, run);
    const bool solved = result.status == search::Status::Solved;
    json a = result_answer(id, result.status, result.stats, result.error);
    a["solution"] = solved ? json(result.solution) : json(nullptr);
    a["moves"] = solved ? json(result.moves) : json(nullptr);
    a["pushes"] = solved ? json(result.pushes) : json(nullptr);
    a["phase"] = solved ? json(result.phase.empty() ? run.name : result.phase) : json(nullptr);
    if (request.contains("lanes")) a["lane"] = lane;
    return a.dump();
}

}  // namespace boxcar::protocol
