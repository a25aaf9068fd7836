// Compare (a lecture tool): several solver configurations run on one level, each as an ordinary
// worker request (protocol/solve_protocol.hpp) with its own time and memory budget, in a small pool of workers
// (web/compare_pool.js) behind a SolverPort. Rows fill in live as answers arrive; every solved answer is
// replay-verified here, as the normal solve is, before its numbers count. UI-free: the ImGui table
// (src/app/compare/compare_panel.cpp), window.boxcar.compare (api_compare.cpp) and native tests all read it.
//
//   CompareSession c;  c.set_port(&pool);
//   c.start_sokoban(level, {config_a, config_b});   // posts one request per configuration
//   ... c.on_event(event) for every pool message (protocol/worker_event.hpp) ...
//   if (c.finished()) use c.rows(), c.csv(), c.markdown();
#pragma once
#include "app/solve/solver_port.hpp"
#include "protocol/run_status.hpp"
#include "protocol/worker_event.hpp"
#include "rush/board.hpp"
#include "rush/solver.hpp"
#include "search/status.hpp"
#include "sokoban/level/level.hpp"
#include "sokoban/solve/solve_options.hpp"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace boxcar::app {

// One configuration: the options of the puzzle compared (the other puzzle's are not used) and the budgets
// of its request, which override the options' own limits.
struct CompareConfig {
    CompareConfig() { sokoban.algo = sokoban::Algo::Astar; }
    std::string label;  // shown in the table; made from the options when empty
    sokoban::SolveOptions sokoban;
    rush::SolveOptions rush;
    double time_limit_s = 10, memory_limit_mib = 256;
};

// Why a configuration's budgets cannot run ("time and memory limits must be positive"), or "".
std::string compare_limits_problem(const CompareConfig& c);

struct CompareRow {
    enum class State { Queued, Running, Done };
    CompareConfig config;
    int request_id = 0;
    State state = State::Queued;
    search::Status status = search::Status::Invalid;  // once done (solved = replay-verified; Cancelled: by cancel)
    int moves = -1, pushes = -1;    // of the verified solution (Rush Hour: pushes = steps); -1 otherwise
    std::uint64_t expanded = 0, generated = 0, frontier_peak = 0, memory_bytes = 0;
    double time_ms = 0;
    std::string error;
    bool done() const { return state == State::Done; }
    bool solved() const { return done() && status == search::Status::Solved; }
    protocol::RunStatus run_status() const;  // queued, running, idle (cancelled) or how it ended
    std::string_view status_name() const;     // its name (run_status.hpp), as the page API and the exports write it
};

// What this machine gives Compare, said plainly (shown over the table, compareState().workers_note): the
// pool's `workers`, whether `configs` configurations take turns, and that watch runs on the page itself.
std::string workers_note(int workers, std::size_t configs);

class CompareSession {
public:
    void set_port(SolverPort* port) { port_ = port; }
    SolverPort* port() const { return port_; }

    // Validates the configurations (error names the bad one) and posts one request each. A running
    // comparison is cancelled first. Returns false with `error` set when nothing was started.
    bool start_sokoban(const sokoban::Level& level, const std::vector<CompareConfig>& configs, std::string& error);
    bool start_rush(const rush::Board& board, const std::vector<CompareConfig>& configs, std::string& error);
    // Runs a finished row's configuration again with `factor` times its time (a row that ran out of
    // time); the other rows stay. false with `error` set when the row is unknown or still running.
    bool retry(std::size_t row, double factor, std::string& error);
    void cancel();                          // stops every request; unfinished rows become "idle"
    void on_event(const protocol::WorkerEvent& event);  // started / progress / result / error of the pool

    bool running() const { return running_; }
    bool finished() const { return !rows_.empty() && !running_; }
    int run_id() const { return run_id_; }
    const std::vector<CompareRow>& rows() const { return rows_; }
    const std::string& level_label() const { return level_label_; }  // what the rows were measured on
    bool rush() const { return rush_; }

    std::string csv() const;
    std::string markdown() const;

    // Where the Compare window was last drawn (CSS pixels; shown = drawn in the last frame), for tests.
    struct View { float x = 0, y = 0, w = 0, h = 0; bool shown = false; } view;

    // Called once when the last row of a run is done, or when the run is cancelled.
    std::function<void(int run_id)> on_finished;

    // Built-in presets: the lecture's pairs "bfs-vs-astar", "manhattan-vs-hungarian", "deadlocks-on-off", then
    // "ucs-vs-astar", "heuristics", "deadlocks" (Sokoban); "rush-algorithms",
    // "rush-heuristics", "rush-metrics" (Rush Hour). nullopt for an unknown name.
    static std::optional<std::vector<CompareConfig>> preset(const std::string& name);
    static std::vector<std::string> preset_names(bool rush);
    static std::string default_label(const CompareConfig& c, bool rush);

private:
    bool start(std::vector<WorkerJob> jobs, const std::vector<CompareConfig>& configs);
    // Validates every configuration (an error names the 1-based configuration) and that workers exist.
    bool checked_configs(const std::vector<CompareConfig>& configs, bool rush, std::vector<CompareConfig>& checked,
                         std::string& error) const;
    void finish_row(CompareRow& row, search::Status status);
    void verify(CompareRow& row, const protocol::SolveAnswer& answer);

    SolverPort* port_ = nullptr;
    std::vector<CompareRow> rows_;
    bool running_ = false, rush_ = false;
    int run_id_ = 0;
    std::string level_label_;
    std::optional<sokoban::Level> level_;
    std::optional<rush::Board> board_;
};

}  // namespace boxcar::app
