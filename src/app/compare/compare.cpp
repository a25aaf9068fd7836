// CompareSession (compare.hpp): requests, live rows, replay verification, presets, CSV and markdown.
#include "app/compare/compare.hpp"

#include "rush/solver.hpp"
#include "rush/state_codec.hpp"
#include "sokoban/rules/rules.hpp"
#include "sokoban/solve/solver.hpp"
#include "protocol/options_codec.hpp"
#include "protocol/solve_progress.hpp"

#include <algorithm>
#include <iterator>

#include <cstdio>
#include <cstdlib>

namespace boxcar::app {

using nlohmann::json;

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

std::string check_limits(const CompareConfig& c) {
    if (!(c.time_limit_s > 0) || !(c.memory_limit_mib > 0)) return "time and memory limits must be positive";
    return {};
}

// One configuration from JSON, by the options codec's one rule (read_option_object): names through
// set_option (a name of the other puzzle's options, such as "metric" for Sokoban, is ignored), label and
// budgets here.
std::string read_config(const json& o, bool rush, CompareConfig& c) {
    if (!o.is_object()) return "must be an object";
    if (rush) c.rush.algo = rush::Algo::Auto;
    static constexpr std::string_view kOffered[] = {"algo",      "heuristic",   "deadlocks", "objective", "metric",
                                                    "timeLimit", "memoryLimit", "label"};
    // "label" is the compare table's own (a string); the limits are the row's (row_request).
    if (std::string error = protocol::read_option_object(o, kOffered, "option", [&](std::string_view key, const json& value) {
            if (key == "label") {
                c.label = value.get<std::string>();
                return std::string();
            }
            if (key == "timeLimit" || key == "memoryLimit") {
                (key == "timeLimit" ? c.time_limit_s : c.memory_limit_mib) = value.get<double>();
                return std::string();
            }
            return rush ? protocol::set_option(c.rush, key, value) : protocol::set_option(c.sokoban, key, value);
        });
        !error.empty())
        return error;
    return check_limits(c);
}

// The worker request's options: the puzzle's options with the configuration's budgets.
// The request of one row: its configuration with the row's own limits.
protocol::SolveRequest row_request(const CompareConfig& c, Puzzle puzzle, const std::string& text) {
    protocol::SolveRequest r;
    r.puzzle = puzzle;
    r.text = text;
    r.sokoban = c.sokoban;
    r.rush = c.rush;
    r.sokoban.time_limit_s = r.rush.time_limit_s = c.time_limit_s;
    r.sokoban.memory_limit_mib = r.rush.memory_limit_mib = c.memory_limit_mib;
    return r;
}

}  // namespace

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

bool CompareSession::read_configs(const json& j, bool rush, std::vector<CompareConfig>& out, std::string& error) {
    out.clear();
    if (j.is_string()) {
        auto p = preset(j.get<std::string>());
        const bool rush_preset = j.get<std::string>().rfind("rush-", 0) == 0;
        if (!p || rush_preset != rush) {
            error = "unknown preset '" + j.get<std::string>() + "' for " + (rush ? "Rush Hour" : "Sokoban") + " (presets: ";
            for (const auto& n : preset_names(rush)) error += n + (n == preset_names(rush).back() ? ")" : ", ");
            return false;
        }
        out = *p;
    } else if (j.is_array()) {
        if (j.empty() || j.size() > 16) {
            error = "compare needs 1..16 configurations";
            return false;
        }
        for (std::size_t i = 0; i < j.size(); ++i) {
            CompareConfig c;
            if (std::string e = read_config(j[i], rush, c); !e.empty()) {
                error = "configuration " + std::to_string(i + 1) + ": " + e;
                return false;
            }
            out.push_back(c);
        }
    } else {
        error = "compare(configs) needs an array of configurations or a preset name";
        return false;
    }
    for (CompareConfig& c : out)
        if (c.label.empty()) c.label = default_label(c, rush);
    return true;
}

bool CompareSession::checked_configs(const std::vector<CompareConfig>& configs, bool rush,
                                     std::vector<CompareConfig>& checked, std::string& error) const {
    checked = configs;
    for (std::size_t i = 0; i < checked.size(); ++i)
        if (std::string e = check_limits(checked[i]); !e.empty()) {
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
    std::vector<protocol::SolveRequest> requests;
    const std::string xsb = sokoban::to_xsb(level);
    for (const CompareConfig& c : checked) requests.push_back(row_request(c, Puzzle::Sokoban, xsb));
    cancel();
    rush_ = false;
    level_ = level;
    board_.reset();
    level_label_ = level.title.empty() ? std::string("this level") : level.title;
    return start(std::move(requests), checked);
}

bool CompareSession::start_rush(const rush::Board& board, const std::vector<CompareConfig>& configs, std::string& error) {
    std::vector<CompareConfig> checked;
    if (!checked_configs(configs, true, checked, error)) return false;
    std::vector<protocol::SolveRequest> requests;
    const std::string text = rush::board_string(board);
    for (const CompareConfig& c : checked) requests.push_back(row_request(c, Puzzle::RushHour, text));
    cancel();
    rush_ = true;
    board_ = board;
    level_.reset();
    level_label_ = text;
    return start(std::move(requests), checked);
}

bool CompareSession::start(std::vector<protocol::SolveRequest> requests, const std::vector<CompareConfig>& configs) {
    rows_.clear();
    ++run_id_;
    running_ = true;
    for (std::size_t i = 0; i < configs.size(); ++i) {
        CompareRow row;
        row.config = configs[i];
        if (row.config.label.empty()) row.config.label = default_label(row.config, rush_);
        row.request_id = next_request_id_++;
        requests[i].id = row.request_id;
        rows_.push_back(row);
    }
    for (const protocol::SolveRequest& r : requests) port_->post(worker_job(r));
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
    protocol::SolveRequest request = level_ ? row_request(config, Puzzle::Sokoban, sokoban::to_xsb(*level_))
                                            : row_request(config, Puzzle::RushHour, rush::board_string(*board_));
    row = CompareRow{};
    row.config = config;
    row.request_id = next_request_id_++;
    request.id = row.request_id;
    running_ = true;
    port_->post(worker_job(request));
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
    if (on_finished) on_finished(run_id_, rows_json());
}

void CompareSession::finish_row(CompareRow& row, search::Status status) {
    row.state = CompareRow::State::Done;
    row.status = status;
    for (const CompareRow& r : rows_)
        if (!r.done()) return;
    running_ = false;
    if (on_finished) on_finished(run_id_, rows_json());
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

void CompareSession::on_event(const std::string& text) {
    const json e = json::parse(text, nullptr, false);
    if (!running_ || e.is_discarded() || !e.is_object()) return;
    const json id = e.value("id", json(nullptr));
    if (!id.is_number_integer()) return;
    CompareRow* row = nullptr;
    for (CompareRow& r : rows_)
        if (r.request_id == id.get<int>()) row = &r;
    if (!row || row->done()) return;  // a cancelled run's late message
    const std::string type = e.value("type", "");
    if (type == "started") {
        row->state = CompareRow::State::Running;
    } else if (type == "progress") {
        const protocol::SolveProgress p = protocol::read_solve_progress(e);
        row->state = CompareRow::State::Running;
        row->expanded = p.stats.expanded;
        row->generated = p.stats.generated;
        row->frontier_peak = std::max(row->frontier_peak, p.stats.frontier);
        row->memory_bytes = p.stats.memory_bytes;
        row->time_ms = p.stats.elapsed_ms;
    } else if (type == "result") {
        const protocol::SolveAnswer a = protocol::read_solve_answer(e);  // cancelled or no status: invalid
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
    } else if (type == "error") {  // the worker died (WASM out of memory) or overran its hard time limit
        row->error = e.value("message", std::string("the worker stopped"));
        const bool timeout = e.value("timeout", false);
        const bool memory = row->error.find("memory") != std::string::npos || row->error.find("alloc") != std::string::npos;
        finish_row(*row, timeout ? search::Status::Timeout : memory ? search::Status::Memout : search::Status::Invalid);
    }
}

json CompareSession::rows_json() const {
    json rows = json::array();
    for (std::size_t i = 0; i < rows_.size(); ++i) {
        const CompareRow& r = rows_[i];
        const CompareConfig& c = r.config;
        json row{{"index", i + 1}, {"label", c.label},
                 {"algo", rush_ ? rush::algo_name(c.rush.algo) : sokoban::algo_name(c.sokoban.algo)},
                 {"heuristic", rush_ ? rush::heuristic_name(c.rush.heuristic) : sokoban::heuristic_name(c.sokoban.heuristic)},
                 {"status", r.status_name()}, {"solved", r.solved()},
                 {"moves", r.moves >= 0 ? json(r.moves) : json(nullptr)},
                 {"pushes", r.pushes >= 0 ? json(r.pushes) : json(nullptr)},
                 {"expanded", r.expanded}, {"generated", r.generated}, {"frontier_peak", r.frontier_peak},
                 {"memory_bytes", r.memory_bytes}, {"time_ms", r.time_ms},
                 {"time_limit", c.time_limit_s}, {"memory_limit", c.memory_limit_mib},
                 {"error", r.error.empty() ? json(nullptr) : json(r.error)}};
        if (rush_) row["metric"] = rush::metric_name(c.rush.metric);
        else {
            row["deadlocks"] = sokoban::deadlocks_name(c.sokoban.deadlocks);
            row["objective"] = sokoban::objective_name(c.sokoban.objective);
        }
        rows.push_back(row);
    }
    return rows;
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
