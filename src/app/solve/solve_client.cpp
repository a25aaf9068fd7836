// SolveClient (see solve_client.hpp): requests to the workers, their progress, and their answers replayed
// by the rules before they count.
#include "app/solve/solve_client.hpp"

#include "rush/solver.hpp"
#include "sokoban/solve/solver.hpp"

#include <algorithm>

namespace boxcar::app {

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
    const bool rush = play_.kind() == PuzzleKind::RushHour;
    // Rush Hour: optimal in the chosen metric (moves by default). Sokoban `auto` runs as the parallel
    // portfolio on the port's workers (one request per lane).
    std::vector<std::string> lanes;
    const WorkerJob job = rush ? rush_solve_job(play_.rush().start(), s.rush)
                               : sokoban_solve_job(play_.level(), s.sokoban, port_->workers(), &lanes);
    if (rush) lanes.emplace_back(rush::algo_name(s.rush.algo));
    settings = s;
    reset();
    play_.clear_solution();
    state_.running = true;
    state_.solver = rush ? std::string(rush::algo_name(s.rush.algo)) : std::string(sokoban::algo_name(s.sokoban.algo));
    state_.request_id = static_cast<int>(job.id);
    for (const std::string& lane : lanes) state_.workers.push_back(WorkerState{lane});
    message_.set(lanes.size() > 1 ? "Solving on " + std::to_string(lanes.size()) + " workers…" : "Solving…");
    port_->post(job);
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
    if (on_finished) on_finished(state_.request_id);
}

void SolveClient::on_malformed() {
    if (!state_.running) return;
    state_.error = "the solver sent a malformed message";
    message_.set_error("Solver error: " + state_.error);
    finish(search::Status::Invalid);
}

void SolveClient::on_event(const protocol::WorkerEvent& event) {
    if (const auto* bad = std::get_if<protocol::MalformedEvent>(&event); bad && !bad->readable) return on_malformed();
    // Events of an older (cancelled) request are ignored.
    const std::optional<std::int64_t> id = protocol::event_id(event);
    if (!state_.running || id != state_.request_id) return;
    if (const auto* p = std::get_if<protocol::SolveProgress>(&event)) {
        WorkerState& worker = worker_of(p->lane.value_or(0));
        if (worker.status != protocol::RunStatus::Running) return;
        worker.stats = p->stats;
        worker.phase = p->phase;
        add_up_workers();
    } else if (const auto* a = std::get_if<protocol::SolveAnswer>(&event)) {
        if (worker_of(a->lane.value_or(0)).status != protocol::RunStatus::Running) return;
        apply_answer(*a);
    } else if (const auto* f = std::get_if<protocol::WorkerFailure>(&event)) {
        WorkerState& worker = worker_of(f->lane.value_or(0));
        if (worker.status != protocol::RunStatus::Running) return;
        on_failure(worker, *f);
    }
}

// A worker died (in WASM almost always out of memory, which the worker says).
void SolveClient::on_failure(WorkerState& worker, const protocol::WorkerFailure& f) {
    const bool memory = f.out_of_memory;
    worker.status = memory ? protocol::RunStatus::Memout : protocol::RunStatus::Invalid;
    const std::string error = f.message.empty() ? "the solver stopped unexpectedly" : f.message;
    worker.error = error;
    if (workers_running()) return;  // the other workers go on
    const WorkerState& decisive = state_.workers.front();
    state_.error = decisive.error;
    if (&decisive == &worker) message_.set_error((memory ? "The solver ran out of memory: " : "Solver error: ") + error);
    else message_.set_error("The solver's workers ended without a solution (" + std::string(protocol::run_status_name(decisive.status)) + ").");
    finish(protocol::search_status(decisive.status).value_or(search::Status::Invalid));
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
    if (!accept_solution(a)) {
        worker.status = protocol::RunStatus::Invalid;
        worker.error = state_.error;
        if (workers_running()) return;  // another worker may still find a good one
        message_.set_error("Rejected: " + state_.error);
        finish(search::Status::Invalid);
        return;
    }
    stop_other_workers();
    finish(search::Status::Solved);
}

// The answer's solution into playback, replayed by the rules first (PlaySession::load_solution).
bool SolveClient::accept_solution(const protocol::SolveAnswer& a) {
    const bool rush = play_.kind() == PuzzleKind::RushHour;
    const SolutionReplay loaded = rush ? play_.load_solution(a.slides, SolutionOrigin::Solver)
                                       : play_.load_solution(std::string_view(a.solution), SolutionOrigin::Solver);
    if (!loaded.ok()) {
        using Problem = SolutionReplay::Problem;
        state_.error = "the solver's answer failed the replay check: " +
                       (rush                                  ? loaded.error
                        : loaded.problem == Problem::Empty      ? std::string("no solution string")
                        : loaded.problem == Problem::Unreadable ? "bad solution text: " + loaded.error
                                                                : loaded.error);
        return false;
    }
    if (rush)
        message_.set("Solved in " + std::to_string(loaded.moves) + " moves (verified). Press Play to watch.");
    else
        message_.set("Solved in " + std::to_string(loaded.moves) + " moves, " + std::to_string(loaded.pushes) +
                     " pushes (verified). Press Play to watch.");
    return true;
}

}  // namespace boxcar::app
