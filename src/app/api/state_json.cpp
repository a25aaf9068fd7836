// The page API's state JSON (state_json.hpp).
#include "app/api/state_json.hpp"

#include "protocol/stats_json.hpp"
#include "rush/solver.hpp"
#include "sokoban/solve/solver.hpp"

namespace boxcar::app {

using nlohmann::json;

json model_state_json(const AppModel& model) {
    json s;
    model.play.add_state(s);
    model.assist.add_state(s);  // the live dead-square/freeze/bipartite/corral check, the mouse's selection
    model.looks.add_state(s);
    s["message"] = model.message.text().empty() ? json(nullptr) : json(model.message.text());
    s["hint"] = hint_state_json(model.hints, model.play);
    s["solver"] = solver_state_json(model.solve, model.play);
    s["frames"] = model.frames;
    s["board"] = {{"cell_px", model.geometry.cell_px}, {"origin", {model.geometry.origin_x, model.geometry.origin_y}}};
    if (model.geometry.turned) s["board"]["rotation"] = 90;  // drawn turned a quarter clockwise (board_geometry.hpp)
    return s;
}

json solver_state_json(const SolveClient& solve, const PlaySession& play) {
    const SolverState& state = solve.state();
    const LoadedSolution& solution = play.solution();
    const bool has_solution = solution.length > 0;
    json s = {{"status", std::string(protocol::run_status_name(state.run_status()))},
              {"solution_length", solution.length},
              {"moves", has_solution ? json(solution.moves) : json(nullptr)},
              {"pushes", has_solution ? json(solution.pushes) : json(nullptr)},
              {"error", state.error.empty() ? json(nullptr) : json(state.error)},
              {"phase", state.phase.empty() ? json(nullptr) : json(state.phase)},
              {"workers", json::array()}};
    protocol::write_stats(s, state.stats, protocol::kCountKeys | protocol::kLiveKeys);
    for (const WorkerState& w : state.workers) {
        json worker{{"name", w.name},
                    {"status", std::string(protocol::run_status_name(w.status))},
                    {"phase", w.phase.empty() ? json(nullptr) : json(w.phase)}};
        protocol::write_stats(worker, w.stats, protocol::kCountKeys);
        s["workers"].push_back(std::move(worker));
    }
    return s;
}

json hint_state_json(const Hints& hints, const PlaySession& play) {
    const Hint& hint = hints.hint();
    json h{{"status", hint_status_name(hint.status)},
           {"current", hints.is_current()},
           {"from_here", hint.from_here},
           {"reason", hint.reason.empty() ? json(nullptr) : json(hint.reason)},
           {"expanded", hint.expanded},
           {"time_ms", hint.time_ms}};
    const bool ready = hint.status == Hint::Status::Ready;
    if (ready && play.kind() == PuzzleKind::Sokoban && play.has_level()) {
        const int w = play.game().level().width;
        h["box"] = {hint.push.box % w, hint.push.box / w};
        h["target"] = {hint.push.target % w, hint.push.target / w};
        h["dir"] = std::string(1, sokoban::dir_char(hint.push.dir, true));
        h["moves_left"] = hint.moves_left;
        h["pushes_left"] = hint.pushes_left;
    } else if (ready && play.kind() == PuzzleKind::RushHour) {
        h["move"] = hint.slide_name;
        h["vehicle"] = hint.slide.vehicle < static_cast<int>(play.rush().board().vehicles.size())
                           ? json(std::string(1, play.rush().board().vehicles[hint.slide.vehicle].label))
                           : json(nullptr);
        h["moves_left"] = hint.moves_left;
    }
    return h;
}

json compare_rows_json(const CompareSession& compare) {
    json rows = json::array();
    for (std::size_t i = 0; i < compare.rows().size(); ++i) {
        const CompareRow& r = compare.rows()[i];
        const CompareConfig& c = r.config;
        json row{{"index", i + 1}, {"label", c.label},
                 {"algo", compare.rush() ? rush::algo_name(c.rush.algo) : sokoban::algo_name(c.sokoban.algo)},
                 {"heuristic", compare.rush() ? rush::heuristic_name(c.rush.heuristic) : sokoban::heuristic_name(c.sokoban.heuristic)},
                 {"status", r.status_name()}, {"solved", r.solved()},
                 {"moves", r.moves >= 0 ? json(r.moves) : json(nullptr)},
                 {"pushes", r.pushes >= 0 ? json(r.pushes) : json(nullptr)},
                 {"expanded", r.expanded}, {"generated", r.generated}, {"frontier_peak", r.frontier_peak},
                 {"memory_bytes", r.memory_bytes}, {"time_ms", r.time_ms},
                 {"time_limit", c.time_limit_s}, {"memory_limit", c.memory_limit_mib},
                 {"error", r.error.empty() ? json(nullptr) : json(r.error)}};
        if (compare.rush()) row["metric"] = rush::metric_name(c.rush.metric);
        else {
            row["deadlocks"] = sokoban::deadlocks_name(c.sokoban.deadlocks);
            row["objective"] = sokoban::objective_name(c.sokoban.objective);
        }
        rows.push_back(row);
    }
    return rows;
}

}  // namespace boxcar::app
