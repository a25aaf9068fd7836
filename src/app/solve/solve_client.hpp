// The solver as the app uses it: the worker port, the solve settings (the solver panel, boxcar.solve), the
// running request with its workers' progress, and how it ended. An answer counts only after the rules
// replay it: PlaySession::load_solution verifies it and loads it into playback. Worker events (typed,
// protocol/worker_event.hpp) are routed here by the AppModel (a hint's events go to the Hints, by id).
#pragma once
#include "app/message_line.hpp"
#include "app/play/play_session.hpp"
#include "app/solve/solver_port.hpp"
#include "app/solve/worker_requests.hpp"
#include "protocol/run_status.hpp"
#include "protocol/worker_event.hpp"
#include "search/status.hpp"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace boxcar::app {

// One worker of a solve: a lane of the parallel portfolio (sokoban/solve/portfolio.hpp), or the one worker.
struct WorkerState {
    std::string name;                // its lane, e.g. "fess-boxes" ("auto" or the algorithm for one worker)
    protocol::RunStatus status = protocol::RunStatus::Running;  // then its answer's, or Stopped when another won
    search::SearchStats stats;       // of its last progress or its answer
    std::string phase;  // the part of `auto` it runs now
    std::string error;  // its answer's error
};

// The running or last request. (Its verified solution is the PlaySession's: solution().)
struct SolverState {
    bool running = false;                  // a request is out
    std::optional<search::Status> status;  // how the last request ended (Cancelled: by Cancel); none yet
    int request_id = 0;           // id of the running/last request
    search::SearchStats stats;    // the workers' added up (search::add_concurrent_stats)
    std::string phase;
    std::string solver;           // the algorithm the request runs (its settings when it started)
    std::vector<WorkerState> workers;    // the solve's workers
    std::string error;
    bool ended(search::Status s) const { return !running && status == s; }
    // As state().solver.status shows it: running, idle (nothing yet, or cancelled) or how it ended.
    protocol::RunStatus run_status() const;
};

class SolveClient {
public:
    SolveClient(PlaySession& play, MessageLine& message, SolverPort* port) : play_(play), message_(message), port_(port) {}
    void set_port(SolverPort* port) { port_ = port; }
    SolverPort* port() const { return port_; }

    SolveSettings settings;
    // Called when a request ends (answer verified, rejected, error or cancel); state() tells how.
    std::function<void(int request_id)> on_finished;

    // Whether a solve with `s` can start: a level loaded, a port, positive limits; false (and an error on
    // the message line, also in *error) otherwise.
    bool can_start(const SolveSettings& s, std::string* error = nullptr);
    // Starts a solve of the puzzle on screen (can_start() said yes; the AppModel cancels what runs first).
    void start(const SolveSettings& s);
    void cancel();  // stops the running request, if any ("Solver cancelled.")
    void reset();   // nothing asked yet (a level opened afresh)
    // "Solve from here" loaded a hint's solution: shown as solved, with the hint search's numbers.
    void show_solved_by_hint(std::uint64_t expanded, double time_ms);

    // A worker event; ignored unless of the running request (a malformed one ends the running request).
    void on_event(const protocol::WorkerEvent& event);

    const SolverState& state() const { return state_; }
    bool running() const { return state_.running; }

private:
    void finish(search::Status status);
    void on_malformed();
    void on_failure(WorkerState& worker, const protocol::WorkerFailure& failure);
    void apply_answer(const protocol::SolveAnswer& answer);
    WorkerState& worker_of(std::size_t lane);  // the first worker for an unknown lane
    void add_up_workers();                     // the totals of state_ from its workers
    void stop_other_workers();                 // a worker won: the others are terminated
    bool workers_running() const;
    bool accept_solution(const protocol::SolveAnswer& answer);

    PlaySession& play_;
    MessageLine& message_;
    SolverPort* port_ = nullptr;
    SolverState state_;
};

}  // namespace boxcar::app
