// CompareSession (compare.hpp): requests, live rows, replay verification, presets, CSV and markdown.
#include "app/compare/compare.hpp"

#include "app/solve/worker_requests.hpp"
#include "rush/solver.hpp"
#include "rush/state_codec.hpp"
#include "sokoban/rules/rules.hpp"
#include "sokoban/solve/solver.hpp"

#include <algorithm>
#include <iterator>

#include <cstdio>
#include <cstdlib>

namespace boxcar::app {

namespace {

bool heuristic_matters(sokoban::Algo a) {
    using sokoban::Algo;
    return a == Algo::Astar || a == Algo::Greedy || a == Algo::WAstar || a == Algo::IdaStar;
}

bool heuristic_matters(rush::Algo a) { return a == rush::Algo::Astar || a == rush::Algo::Greedy; }

CompareConfig make(sokoban::Algo algo, sokoban::Heuristic heuristic, unsigned deadlocks = sokoban::kAllDeadlocks,
                   std::string label = {}) {
    CompareConfig c;
    c.sokoban.algo = algo;
    c.sokoban.heuristic = heuristic;
    c.sokoban.deadlocks = deadlocks;
    c.label = std::move(label);
    return c;
}

CompareConfig make_rush(rush::Algo algo, rush::Heuristic heuristic, rush::Metric metric = rush::Metric::Moves) {
    CompareConfig c;
    c.rush.algo = algo;
    c.rush.heuristic = heuristic;
    c.rush.metric = metric;
    return c;
}

std::string number_text(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", v);
    return buf;
}


// The job of one row: its configuration's options with the row's own limits (one request: a row's `auto`
// runs on one worker, no portfolio).
WorkerJob row_job(const CompareConfig& c, const sokoban::Level& level) {
    sokoban::SolveOptions options = c.sokoban;
    options.time_limit_s = c.time_limit_s;
    options.memory_limit_mib = c.memory_limit_mib;
    return sokoban_solve_job(level, options, 1);
}

WorkerJob row_job(const CompareConfig& c, const rush::Board& board) {
    rush::SolveOptions options = c.rush;
    options.time_limit_s = c.time_limit_s;
    options.memory_limit_mib = c.memory_limit_mib;
    return rush_solve_job(board, options);
}

}  // namespace

std::string compare_limits_problem(const CompareConfig& c) {
    if (!(c.time_limit_s > 0) || !(c.memory_limit_mib > 0)) return "time and memory limits must be positive";
    return {};
}

std::string workers_note(int workers, std::size_t configs) {
    const std::string count = workers == 1 ? "1 worker" : std::to_string(workers) + " workers";
    return "This machine gives Compare " + count +
           (configs > static_cast<std::size_t>(workers) ? ": the configurations take turns, each with its own time." : ".") +
           " Watch runs on the page itself.";
}

protocol::RunStatus CompareRow::run_status() const {
    if (state == State::Queued) return protocol::RunStatus::Queued;
    if (state == State::Running) return protocol::RunStatus::Running;
    return protocol::run_status(status);
}

std::string_view CompareRow::status_name() const { return protocol::run_status_name(run_status()); }

std::string CompareSession::default_label(const CompareConfig& c, bool rush) {
    if (rush) {
        std::string label(rush::algo_name(c.rush.algo));
        if (heuristic_matters(c.rush.algo)) label += "/" + std::string(rush::heuristic_name(c.rush.heuristic));
        if (c.rush.metric != rush::Metric::Moves) label += " (" + std::string(rush::metric_name(c.rush.metric)) + ")";
        return label;
    }
    std::string label(sokoban::algo_name(c.sokoban.algo));
    if (heuristic_matters(c.sokoban.algo)) label += "/" + std::string(sokoban::heuristic_name(c.sokoban.heuristic));
    if (c.sokoban.deadlocks != sokoban::kAllDeadlocks) label += " [deadlocks: " + sokoban::deadlocks_name(c.sokoban.deadlocks) + "]";
    if (c.sokoban.objective != sokoban::Objective::Any) label += " (" + std::string(sokoban::objective_name(c.sokoban.objective)) + ")";
    return label;
}

std::optional<std::vector<CompareConfig>> CompareSession::preset(const std::string& name) {
    using sokoban::Algo;
    using sokoban::Heuristic;
    using RA = rush::Algo;
    using RH = rush::Heuristic;
    // The lecture's three questions, two rows each: blind against informed search, a weak against a strong
    // heuristic, pruning dead ends or not.
    if (name == "bfs-vs-astar")
        return std::vector<CompareConfig>{make(Algo::Bfs, Heuristic::Hungarian), make(Algo::Astar, Heuristic::Hungarian)};
    if (name == "manhattan-vs-hungarian")
        return std::vector<CompareConfig>{make(Algo::Astar, Heuristic::Manhattan), make(Algo::Astar, Heuristic::Hungarian)};
    if (name == "deadlocks-on-off")
        return std::vector<CompareConfig>{make(Algo::Astar, Heuristic::Hungarian, 0, "A* without deadlock tests"),
                                          make(Algo::Astar, Heuristic::Hungarian, sokoban::kAllDeadlocks, "A* with deadlock tests")};
    if (name == "ucs-vs-astar")
        return std::vector<CompareConfig>{make(Algo::Bfs, Heuristic::Hungarian), make(Algo::Ucs, Heuristic::Hungarian),
                                          make(Algo::Astar, Heuristic::Manhattan), make(Algo::Astar, Heuristic::Hungarian)};
    if (name == "heuristics")
        return std::vector<CompareConfig>{make(Algo::Astar, Heuristic::Manhattan), make(Algo::Astar, Heuristic::Euclid),
                                          make(Algo::Astar, Heuristic::Pull), make(Algo::Astar, Heuristic::Hungarian)};
    if (name == "deadlocks")
        return std::vector<CompareConfig>{make(Algo::Astar, Heuristic::Hungarian, 0, "deadlocks: none"),
                                          make(Algo::Astar, Heuristic::Hungarian, sokoban::kDeadSquares, "dead squares"),
                                          make(Algo::Astar, Heuristic::Hungarian, sokoban::kFreeze, "freeze"),
                                          make(Algo::Astar, Heuristic::Hungarian, sokoban::kCorral, "corral"),
                                          make(Algo::Astar, Heuristic::Hungarian, sokoban::kAllDeadlocks, "all tests")};
    if (name == "rush-algorithms")
        return std::vector<CompareConfig>{make_rush(RA::Bfs, RH::BlockedBlockers), make_rush(RA::Ucs, RH::BlockedBlockers),
                                          make_rush(RA::Astar, RH::BlockedBlockers), make_rush(RA::Greedy, RH::BlockedBlockers)};
    if (name == "rush-heuristics")
        return std::vector<CompareConfig>{make_rush(RA::Astar, RH::Distance), make_rush(RA::Astar, RH::Blockers),
                                          make_rush(RA::Astar, RH::BlockedBlockers)};
    if (name == "rush-metrics")
        return std::vector<CompareConfig>{make_rush(RA::Auto, RH::BlockedBlockers, rush::Metric::Moves),
                                          make_rush(RA::Auto, RH::BlockedBlockers, rush::Metric::Steps),
                                          make_rush(RA::Auto, RH::BlockedBlockers, rush::Metric::Cursor)};
    return std::nullopt;
}

std::vector<std::string> CompareSession::preset_names(bool rush) {
    if (rush) return {"rush-algorithms", "rush-heuristics", "rush-metrics"};
    return {"bfs-vs-astar", "manhattan-vs-hungarian", "deadlocks-on-off", "ucs-vs-astar", "heuristics", "deadlocks"};
}

bool CompareSession::checked_configs(const std::vector<CompareConfig>& configs, bool rush,
                                     std::vector<CompareConfig>& checked, std::string& error) const {
    checked = configs;
    for (std::size_t i = 0; i < checked.size(); ++i)
        if (std::string e = compare_limits_problem(checked[i]); !e.empty()) {
            error = "configuration " + std::to_string(i + 1) + ": " + e;
            return false;
        }
    if (checked.empty() || !port_) {
        error = checked.empty() ? "no configuration to compare" : "the compare workers are not available";
        return false;
    }
    return true;
}

bool CompareSession::start_sokoban(const sokoban::Level& level, const std::vector<CompareConfig>& configs, std::string& error) {
    std::vector<CompareConfig> checked;
    if (!checked_configs(configs, false, checked, error)) return false;
    std::vector<WorkerJob> jobs;
    for (const CompareConfig& c : checked) jobs.push_back(row_job(c, level));
    cancel();
    rush_ = false;
    level_ = level;
    board_.reset();
    level_label_ = level.title.empty() ? std::string("this level") : level.title;
    return start(std::move(jobs), checked);
}

bool CompareSession::start_rush(const rush::Board& board, const std::vector<CompareConfig>& configs, std::string& error) {
    std::vector<CompareConfig> checked;
    if (!checked_configs(configs, true, checked, error)) return false;
    std::vector<WorkerJob> jobs;
    for (const CompareConfig& c : checked) jobs.push_back(row_job(c, board));
    cancel();
    rush_ = true;
    board_ = board;
    level_.reset();
    level_label_ = rush::board_string(board);
    return start(std::move(jobs), checked);
}

bool CompareSession::start(std::vector<WorkerJob> jobs, const std::vector<CompareConfig>& configs) {
    rows_.clear();
    ++run_id_;
    running_ = true;
    for (std::size_t i = 0; i < configs.size(); ++i) {
        CompareRow row;
        row.config = configs[i];
        if (row.config.label.empty()) row.config.label = default_label(row.config, rush_);
        row.request_id = static_cast<int>(jobs[i].id);
        rows_.push_back(row);
    }
    for (const WorkerJob& job : jobs) port_->post(job);
    return true;
}

bool CompareSession::retry(std::size_t index, double factor, std::string& error) {
    if (index >= rows_.size() || !port_ || !(factor > 0) || (!level_ && !board_)) {
        error = index >= rows_.size() ? "there is no row " + std::to_string(index + 1) : "nothing to run again";
        return false;
    }
    CompareRow& row = rows_[index];
    if (!row.done()) {
        error = "row " + std::to_string(index + 1) + " is still running";
        return false;
    }
    CompareConfig config = row.config;
    config.time_limit_s *= factor;
    const WorkerJob job = level_ ? row_job(config, *level_) : row_job(config, *board_);
    row = CompareRow{};
    row.config = config;
    row.request_id = static_cast<int>(job.id);
    running_ = true;
    port_->post(job);
    return true;
}

void CompareSession::cancel() {
    if (!running_) return;
    if (port_) port_->cancel();
    for (CompareRow& row : rows_)
        if (!row.done()) {
            row.state = CompareRow::State::Done;
            row.status = search::Status::Cancelled;
        }
    running_ = false;
    if (on_finished) on_finished(run_id_);
}

void CompareSession::finish_row(CompareRow& row, search::Status status) {
    row.state = CompareRow::State::Done;
    row.status = status;
    for (const CompareRow& r : rows_)
        if (!r.done()) return;
    running_ = false;
    if (on_finished) on_finished(run_id_);
}

// Solved answers count only after the rules replay them (as SolveClient does for the normal solve).
void CompareSession::verify(CompareRow& row, const protocol::SolveAnswer& a) {
    if (level_) {
        const std::string& lurd = a.solution;
        const sokoban::ReplayResult r = sokoban::replay(*level_, lurd);
        if (lurd.empty() || !r.legal || !r.solved) {
            row.error = "the answer failed the replay check: " + (r.error.empty() ? std::string("no solution") : r.error);
            finish_row(row, search::Status::Invalid);
            return;
        }
        row.moves = r.moves;
        row.pushes = r.pushes;
        finish_row(row, search::Status::Solved);
        return;
    }
    if (!board_) {
        finish_row(row, search::Status::Invalid);
        return;
    }
    rush::Solution s;
    s.status = search::Status::Solved;
    rush::Board at = *board_;
    bool good = a.puzzle == Puzzle::RushHour;  // its solution is a list of slides
    for (std::size_t i = 0; good && i < a.slides.size(); ++i) {
        rush::SlideMove m;
        good = rush::parse_move(at, a.slides[i], m) && rush::replay(at, {m}, at);
        if (good) s.moves.push_back(m);
    }
    std::optional<std::string> problem;
    if (good) problem = rush::verify_solution(*board_, rush::Goal::Exit, s);
    if (!good || problem) {
        row.error = "the answer failed the replay check" + (problem ? ": " + *problem : std::string());
        finish_row(row, search::Status::Invalid);
        return;
    }
    row.moves = s.move_count;
    row.pushes = s.steps;
    finish_row(row, search::Status::Solved);
}

void CompareSession::on_event(const protocol::WorkerEvent& event) {
    const std::optional<std::int64_t> id = protocol::event_id(event);
    if (!running_ || !id || std::holds_alternative<protocol::MalformedEvent>(event)) return;
    CompareRow* row = nullptr;
    for (CompareRow& r : rows_)
        if (r.request_id == *id) row = &r;
    if (!row || row->done()) return;  // a cancelled run's late message
    if (std::holds_alternative<protocol::WorkerStarted>(event)) {
        row->state = CompareRow::State::Running;
    } else if (const auto* p = std::get_if<protocol::SolveProgress>(&event)) {
        row->state = CompareRow::State::Running;
        row->expanded = p->stats.expanded;
        row->generated = p->stats.generated;
        row->frontier_peak = std::max(row->frontier_peak, p->stats.frontier);
        row->memory_bytes = p->stats.memory_bytes;
        row->time_ms = p->stats.elapsed_ms;
    } else if (const auto* answer = std::get_if<protocol::SolveAnswer>(&event)) {
        const protocol::SolveAnswer& a = *answer;  // cancelled or no status: invalid
        row->expanded = a.stats.expanded;
        row->generated = a.stats.generated;
        row->frontier_peak = a.stats.frontier_peak;
        row->memory_bytes = a.stats.memory_bytes;
        row->time_ms = a.stats.elapsed_ms;
        if (!a.error.empty()) row->error = a.error;
        if (a.status == search::Status::Solved) {
            verify(*row, a);
            return;
        }
        finish_row(*row, a.status);
    } else if (const auto* f = std::get_if<protocol::WorkerFailure>(&event)) {  // died, or overran its hard time limit
        row->error = f->message.empty() ? std::string("the worker stopped") : f->message;
        finish_row(*row, f->timeout ? search::Status::Timeout : f->out_of_memory ? search::Status::Memout : search::Status::Invalid);
    }
}

namespace {

std::string csv_field(const std::string& s) {
    if (s.find_first_of(",\"\n") == std::string::npos) return s;
    std::string out = "\"";
    for (char ch : s) out += ch == '"' ? std::string("\"\"") : std::string(1, ch);
    return out + "\"";
}

std::string md_field(const std::string& s) {
    std::string out;
    for (char ch : s) out += ch == '|' ? std::string("\\|") : ch == '\n' ? std::string(" ") : std::string(1, ch);
    return out;
}

std::string count_text(int v) { return v >= 0 ? std::to_string(v) : std::string(); }

}  // namespace

std::string CompareSession::csv() const {
    const char* steps = rush_ ? "steps" : "pushes";
    std::string out = std::string("config,status,moves,") + steps + ",expanded,generated,frontier_peak,time_ms\n";
    for (const CompareRow& r : rows_)
        out += csv_field(r.config.label) + "," + std::string(r.status_name()) + "," + count_text(r.moves) + "," + count_text(r.pushes) + "," +
               std::to_string(r.expanded) + "," + std::to_string(r.generated) + "," + std::to_string(r.frontier_peak) + "," +
               number_text(r.time_ms) + "\n";
    return out;
}

std::string CompareSession::markdown() const {
    const char* steps = rush_ ? "steps" : "pushes";
    std::string out = std::string("| config | status | moves | ") + steps + " | expanded | generated | frontier peak | time ms |\n" +
                      "|---|---|---:|---:|---:|---:|---:|---:|\n";
    for (const CompareRow& r : rows_)
        out += "| " + md_field(r.config.label) + " | " + std::string(r.status_name()) + " | " + count_text(r.moves) + " | " + count_text(r.pushes) +
               " | " + std::to_string(r.expanded) + " | " + std::to_string(r.generated) + " | " +
               std::to_string(r.frontier_peak) + " | " + number_text(r.time_ms) + " |\n";
    return out;
}

}  // namespace boxcar::app
