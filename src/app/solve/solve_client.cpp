// SolveClient (see solve_client.hpp): requests to the workers, their progress, and their answers replayed
// by the rules before they count.
#include "app/solve/solve_client.hpp"

#include "protocol/solve_progress.hpp"
#include "protocol/solve_request.hpp"
#include "protocol/stats_json.hpp"
#include "rush/state_codec.hpp"

#include <algorithm>

namespace boxcar::app {

using nlohmann::json;

protocol::RunStatus SolverState::run_status() const {
    if (running) return protocol::RunStatus::Running;
    return status ? protocol::run_status(*status) : protocol::RunStatus::Idle;
}

bool SolveClient::can_start(const SolveSettings& s, std::string* error) {
    auto fail = [&](std::string text) {
        message_.set_error(text);
        if (error) *error = std::move(text);
        return false;
    };
    if (play_.kind() == PuzzleKind::None) return fail("Load a level first.");
    if (!port_) return fail("The solver is not available.");
    const bool rush = play_.kind() == PuzzleKind::RushHour;
    const double time_limit = rush ? s.rush.time_limit_s : s.sokoban.time_limit_s;
    const double memory_limit = rush ? s.rush.memory_limit_mib : s.sokoban.memory_limit_mib;
    if (!(time_limit > 0) || !(memory_limit > 0)) return fail("Time and memory limits must be positive.");
    return true;
}

void SolveClient::start(const SolveSettings& s) {
    protocol::SolveRequest request;
    if (play_.kind() == PuzzleKind::RushHour) {  // optimal in the chosen metric (moves by default)
        request.puzzle = Puzzle::RushHour;
        request.text = rush::board_string(play_.rush().start());
        request.rush = s.rush;
    } else {
        request.text = sokoban::to_xsb(play_.level());
        request.sokoban = s.sokoban;
    }
    settings = s;
    reset();
    play_.clear_solution();
    state_.running = true;
    state_.solver = play_.kind() == PuzzleKind::RushHour ? std::string(rush::algo_name(s.rush.algo))
                                                         : std::string(sokoban::algo_name(s.sokoban.algo));
    state_.request_id = take_request_id();
    request.id = state_.request_id;
    // Sokoban `auto` runs as the parallel portfolio on the port's workers (one request per lane).
    const std::vector<protocol::LaneRequest> lanes = protocol::lane_requests(request, port_->workers());
    for (const protocol::LaneRequest& lane : lanes) state_.workers.push_back(WorkerState{lane.name});
    message_.set(lanes.size() > 1 ? "Solving on " + std::to_string(lanes.size()) + " workers…" : "Solving…");
    port_->post(worker_job(lanes));
}

void SolveClient::cancel() {
    if (!state_.running) return;
    if (port_) port_->cancel();
    for (WorkerState& w : state_.workers)
        if (w.status == protocol::RunStatus::Running) w.status = protocol::RunStatus::Stopped;
    message_.set("Solver cancelled.");
    finish(search::Status::Cancelled);
}

void SolveClient::reset() { state_ = SolverState{}; }

void SolveClient::show_solved_by_hint(std::uint64_t expanded, double time_ms) {
    state_ = SolverState{};
    state_.status = search::Status::Solved;
    state_.stats.expanded = expanded;
    state_.stats.elapsed_ms = time_ms;
}

void SolveClient::finish(search::Status status) {
    state_.running = false;
    state_.status = status;
    if (on_finished) on_finished(state_.request_id, state_json());
}

void SolveClient::on_malformed() {
    if (!state_.running) return;
    state_.error = "the solver sent a malformed message";
    message_.set_error("Solver error: " + state_.error);
    finish(search::Status::Invalid);
}

void SolveClient::on_event(const json& e) {
    // Events of an older (cancelled) request are ignored.
    const json id = e.value("id", json(nullptr));
    if (!state_.running || !id.is_number_integer() || id.get<int>() != state_.request_id) return;
    const std::string type = e.value("type", "");
    const json lane = e.value("lane", json(0));
    WorkerState& worker = worker_of(lane.is_number_integer() && lane.get<std::int64_t>() >= 0 ? lane.get<std::size_t>() : 0);
    if (worker.status != protocol::RunStatus::Running) return;
    if (type == "progress") {
        const protocol::SolveProgress p = protocol::read_solve_progress(e);
        worker.stats = p.stats;
        worker.phase = p.phase;
        add_up_workers();
    } else if (type == "result") {
        apply_answer(protocol::read_solve_answer(e));
    } else if (type == "error") {  // the worker died; in WASM that is almost always memory (abort on OOM)
        const json message = e.value("message", json(nullptr));
        const std::string error = message.is_string() ? message.get<std::string>() : "the solver stopped unexpectedly";
        const bool memory = error.find("memory") != std::string::npos || error.find("alloc") != std::string::npos ||
                            error.find("OOM") != std::string::npos;
        worker.status = memory ? protocol::RunStatus::Memout : protocol::RunStatus::Invalid;
        worker.error = error;
        if (workers_running()) return;  // the other workers go on
        const WorkerState& decisive = state_.workers.front();
        state_.error = decisive.error;
        if (&decisive == &worker) message_.set_error((memory ? "The solver ran out of memory: " : "Solver error: ") + error);
        else message_.set_error("The solver's workers ended without a solution (" + std::string(protocol::run_status_name(decisive.status)) + ").");
        finish(protocol::search_status(decisive.status).value_or(search::Status::Invalid));
    }
}

WorkerState& SolveClient::worker_of(std::size_t lane) {
    std::size_t k = lane;
    if (k >= state_.workers.size()) k = 0;
    if (state_.workers.empty()) state_.workers.push_back(WorkerState{"solver"});
    return state_.workers[k];
}

void SolveClient::add_up_workers() {
    SolverState& s = state_;
    s.stats = {};
    for (const WorkerState& w : s.workers) search::add_concurrent_stats(s.stats, w.stats);
    if (!s.workers.empty()) s.phase = s.workers.front().phase;
}

void SolveClient::stop_other_workers() {
    if (!workers_running()) return;
    if (port_) port_->cancel();
    for (WorkerState& w : state_.workers)
        if (w.status == protocol::RunStatus::Running) w.status = protocol::RunStatus::Stopped;
}

bool SolveClient::workers_running() const {
    return std::any_of(state_.workers.begin(), state_.workers.end(), [](const WorkerState& w) { return w.status == protocol::RunStatus::Running; });
}

// An answer is shown only after the rules engine replays it to a solved position.
// With several workers the first verified solution (or proof of unsolvability) wins and the others are
// stopped; when every worker has ended without one, the first worker's answer (the rest of `auto`) counts.
void SolveClient::apply_answer(const protocol::SolveAnswer& a) {
    WorkerState& worker = worker_of(a.lane.value_or(0));
    worker.stats.expanded = a.stats.expanded;
    worker.stats.generated = a.stats.generated;
    worker.stats.memory_bytes = a.stats.memory_bytes;
    worker.stats.elapsed_ms = a.stats.elapsed_ms;
    add_up_workers();
    worker.status = protocol::run_status(a.status);
    if (!a.error.empty()) worker.error = a.error;
    if (a.status == search::Status::Solved && !a.phase.empty()) state_.phase = a.phase;
    if (a.status != search::Status::Solved) {
        const bool unsolvable = a.status == search::Status::Unsolvable;
        if (!unsolvable && workers_running()) return;  // the other workers go on
        stop_other_workers();
        const WorkerState& decisive = unsolvable ? worker : state_.workers.front();
        const protocol::RunStatus shown = decisive.status;
        state_.error = decisive.error;
        using protocol::RunStatus;
        if (shown == RunStatus::Unsolvable) message_.set("No solution exists: the search was complete.");
        else if (shown == RunStatus::Exhausted) message_.set("No solution found: the (incomplete) search ran out of options.");
        else if (shown == RunStatus::Timeout) message_.set("The solver ran out of time.");
        else if (shown == RunStatus::Memout) message_.set("The solver ran out of memory.");
        else message_.set_error("The solver could not run: " +
                                (state_.error.empty() ? std::string(search::status_name(a.status)) : state_.error));
        finish(protocol::search_status(shown).value_or(search::Status::Invalid));
        return;
    }
    state_.error = worker.error;
    const bool accepted = play_.kind() == PuzzleKind::RushHour ? accept_rush_solution(a) : accept_sokoban_solution(a);
    if (!accepted) {
        worker.status = protocol::RunStatus::Invalid;
        worker.error = state_.error;
        if (workers_running()) return;  // another worker may still find a good one
        message_.set_error("Rejected: " + state_.error);
        finish(search::Status::Invalid);
        return;
    }
    stop_other_workers();
    play_.reset_playback();
    finish(search::Status::Solved);
}

bool SolveClient::accept_sokoban_solution(const protocol::SolveAnswer& a) {
    const std::string& lurd = a.solution;
    const sokoban::ReplayResult replay = sokoban::replay(play_.level(), lurd);
    auto steps = sokoban::parse_lurd(replay.lurd);
    if (lurd.empty() || !replay.legal || !replay.solved || !steps) {
        state_.error = "the solver's answer failed the replay check: " +
                       (replay.error.empty() ? std::string("no solution string") : replay.error);
        return false;
    }
    play_.set_solution(std::move(*steps), replay.moves, replay.pushes, SolutionOrigin::Solver);
    message_.set("Solved in " + std::to_string(replay.moves) + " moves, " + std::to_string(replay.pushes) +
                 " pushes (verified). Press Play to watch.");
    return true;
}

bool SolveClient::accept_rush_solution(const protocol::SolveAnswer& a) {
    std::string error;
    if (!play_.set_rush_solution(a.slides, error, SolutionOrigin::Solver)) {
        state_.error = "the solver's answer failed the replay check: " + error;
        return false;
    }
    play_.seek(0);
    message_.set("Solved in " + std::to_string(play_.solution().moves) + " moves (verified). Press Play to watch.");
    return true;
}

json SolveClient::state_json() const {
    const LoadedSolution& solution = play_.solution();
    const bool has_solution = solution.length > 0;
    json s = {{"status", std::string(protocol::run_status_name(state_.run_status()))},
              {"solution_length", solution.length},
              {"moves", has_solution ? json(solution.moves) : json(nullptr)},
              {"pushes", has_solution ? json(solution.pushes) : json(nullptr)},
              {"error", state_.error.empty() ? json(nullptr) : json(state_.error)},
              {"phase", state_.phase.empty() ? json(nullptr) : json(state_.phase)},
              {"workers", json::array()}};
    protocol::write_stats(s, state_.stats, protocol::kCountKeys | protocol::kLiveKeys);
    for (const WorkerState& w : state_.workers) {
        json worker{{"name", w.name},
                    {"status", std::string(protocol::run_status_name(w.status))},
                    {"phase", w.phase.empty() ? json(nullptr) : json(w.phase)}};
        protocol::write_stats(worker, w.stats, protocol::kCountKeys);
        s["workers"].push_back(std::move(worker));
    }
    return s;
}

}  // namespace boxcar::app
