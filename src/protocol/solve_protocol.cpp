// Worker protocol implementation: decode a request, run the Sokoban solver, encode progress and answer.
#include "protocol/solve_protocol.hpp"

#include "protocol/options_codec.hpp"

#include "rush/board.hpp"
#include "rush/solver.hpp"
#include "sokoban/level/level.hpp"
#include "sokoban/solve/bidirectional_search.hpp"
#include "sokoban/solve/solver.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdint>

namespace boxcar::protocol {
namespace {

using nlohmann::json;

SolveAnswer invalid_answer(std::optional<std::int64_t> id, Puzzle puzzle, const std::string& error) {
    SolveAnswer a;
    a.id = id;
    a.puzzle = puzzle;
    a.status = search::Status::Invalid;
    a.error = error;
    return a;
}

SolveAnswer solve_rush(const SolveRequest& request, const std::atomic<bool>* cancel) {
    const rush::BoardEntry entry = rush::parse_board(request.text);
    if (!entry.board)
        return invalid_answer(request.id, Puzzle::RushHour, entry.error ? entry.error->to_string() : "invalid board");
    rush::SolveOptions options = request.rush;
    options.cancel = cancel;
    const rush::Solution result = rush::solve(*entry.board, options);
    SolveAnswer a;
    a.id = request.id;
    a.puzzle = Puzzle::RushHour;
    a.status = result.status;
    a.stats = result.stats;
    a.error = result.error;
    if (result.status == search::Status::Solved) {
        a.slides = rush::move_names(*entry.board, result.moves);
        a.moves = result.move_count;
        a.steps = result.steps;
        a.cursor = result.cursor;
    }
    return a;
}

SolveAnswer solve_sokoban(const SolveRequest& request, const ProgressSink& progress, const std::atomic<bool>* cancel) {
    sokoban::ParseError parse_error;
    sokoban::Collection collection = sokoban::parse_collection(request.text, &parse_error);
    if (collection.levels.empty())
        return invalid_answer(request.id, Puzzle::Sokoban,
                              parse_error.message.empty() ? "no level in the text" : parse_error.to_string());
    const sokoban::LevelEntry& entry = collection.levels.front();
    if (!entry.level) return invalid_answer(request.id, Puzzle::Sokoban, entry.error ? entry.error->to_string() : "invalid level");

    // What the request says to run: `auto` as it is, or one lane of the portfolio (its phases, its share of
    // the memory and its direction, chosen by lane_requests on the page's side).
    sokoban::SolveOptions options = request.sokoban;
    options.cancel = cancel;
    if (progress) {
        options.progress = [&](const sokoban::Progress& p) {
            SolveProgress m;
            m.id = request.id;
            m.lane = request.lane;
            m.stats = p.stats;
            m.phase = p.phase;
            progress(m);
        };
    }
    const sokoban::SolveResult result = sokoban::solve_in_direction(*entry.level, options, request.direction);
    SolveAnswer a;
    a.id = request.id;
    a.lane = request.lane;
    a.status = result.status;
    a.stats = result.stats;
    a.error = result.error;
    if (result.status == search::Status::Solved) {
        a.solution = result.solution;
        a.moves = result.moves;
        a.pushes = result.pushes;
        a.phase = !result.phase.empty() ? result.phase
                  : request.direction == sokoban::Direction::Backward ? std::string(sokoban::direction_name(request.direction))
                                                                      : std::string(sokoban::algo_name(options.algo));
    }
    return a;
}


}  // namespace

WorkerEvent handle_request(const WorkerRequest& request, const ProgressSink& progress, const std::atomic<bool>* cancel) {
    if (const auto* count = std::get_if<RushCountRequest>(&request)) return handle_rush_count(*count, cancel);
    const SolveRequest& solve = std::get<SolveRequest>(request);
    if (solve.puzzle == Puzzle::RushHour) return solve_rush(solve, cancel);
    return solve_sokoban(solve, progress, cancel);
}

std::string handle_request_text(const std::string& request_json, const ProgressTextSink& progress,
                                const std::atomic<bool>* cancel) {
    const json j = json::parse(request_json, nullptr, /*allow_exceptions=*/false);
    if (j.is_discarded() || !j.is_object())
        return to_json(invalid_answer(std::nullopt, Puzzle::Sokoban, "the worker received a malformed request")).dump();
    if (j.contains("kind") && j["kind"] == kRushCountKind) return handle_rush_count(j, cancel);
    std::string error;
    std::optional<std::int64_t> id;
    const std::optional<SolveRequest> request = read_solve_request(j, error, id);
    if (!request) return to_json(invalid_answer(id, j.value("kind", json()) == "rushhour" ? Puzzle::RushHour : Puzzle::Sokoban, error)).dump();
    ProgressSink sink;
    if (progress) sink = [&](const SolveProgress& p) { progress(to_json(p).dump()); };
    return encode_worker_event(handle_request(*request, sink, cancel));
}

}  // namespace boxcar::protocol
