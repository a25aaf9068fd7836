// CompareSession (compare.hpp): requests, live rows, replay verification, presets, CSV and markdown.
#include "app/model/compare.hpp"

#include "rush/solver.hpp"
#include "rush/state_codec.hpp"
#include "sokoban/rules.hpp"
#include "sokoban/solver.hpp"

#include <cstdio>
#include <cstdlib>

namespace boxcar::app {

using nlohmann::json;

namespace {

bool heuristic_matters(const std::string& algo) {
    return algo == "astar" || algo == "greedy" || algo == "wastar" || algo == "idastar";
}

CompareConfig make(std::string algo, std::string heuristic, std::string deadlocks = "all", std::string label = {}) {
    CompareConfig c;
    c.algo = std::move(algo);
    c.heuristic = std::move(heuristic);
    c.deadlocks = std::move(deadlocks);
    c.label = std::move(label);
    return c;
}

CompareConfig make_rush(std::string algo, std::string heuristic, std::string metric = "moves") {
    CompareConfig c;
    c.algo = std::move(algo);
    c.heuristic = std::move(heuristic);
    c.metric = std::move(metric);
    return c;
}

std::string number_text(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", v);
    return buf;
}

// Checks names; fills the puzzle's default heuristic.
std::string check_config(CompareConfig& c, bool rush) {
    if (!(c.time_limit_s > 0) || !(c.memory_limit_mib > 0)) return "time and memory limits must be positive";
    if (rush) {
        if (c.heuristic.empty()) c.heuristic = "blocked-blockers";
        if (c.algo != "auto" && !rush::parse_algo(c.algo)) return "unknown Rush Hour algorithm '" + c.algo + "'";
        if (!rush::parse_heuristic(c.heuristic)) return "unknown Rush Hour heuristic '" + c.heuristic + "'";
        if (!rush::parse_metric(c.metric)) return "unknown Rush Hour metric '" + c.metric + "'";
        return {};
    }
    if (c.heuristic.empty()) c.heuristic = "hungarian";
    if (!sokoban::parse_algo(c.algo)) return "unknown algorithm '" + c.algo + "'";
    if (!sokoban::parse_heuristic(c.heuristic)) return "unknown heuristic '" + c.heuristic + "'";
    if (!sokoban::parse_deadlocks(c.deadlocks)) return "unknown deadlock list '" + c.deadlocks + "'";
    if (!sokoban::parse_objective(c.objective)) return "unknown objective '" + c.objective + "'";
    return {};
}

}  // namespace

std::string CompareSession::default_label(const CompareConfig& c, bool rush) {
    std::string label = c.algo;
    if (heuristic_matters(c.algo) && !c.heuristic.empty()) label += "/" + c.heuristic;
    if (rush) {
        if (c.metric != "moves") label += " (" + c.metric + ")";
        return label;
    }
    if (c.deadlocks != "all") label += " [deadlocks: " + c.deadlocks + "]";
    if (c.objective != "any") label += " (" + c.objective + ")";
    return label;
}

std::optional<std::vector<CompareConfig>> CompareSession::preset(const std::string& name) {
    if (name == "ucs-vs-astar")
        return std::vector<CompareConfig>{make("bfs", "hungarian"), make("ucs", "hungarian"), make("astar", "manhattan"),
                                          make("astar", "hungarian")};
    if (name == "heuristics")
        return std::vector<CompareConfig>{make("astar", "manhattan"), make("astar", "euclid"), make("astar", "pull"),
                                          make("astar", "hungarian")};
    if (name == "deadlocks")
        return std::vector<CompareConfig>{make("astar", "hungarian", "none", "deadlocks: none"),
                                          make("astar", "hungarian", "dead", "dead squares"),
                                          make("astar", "hungarian", "freeze", "freeze"),
                                          make("astar", "hungarian", "corral", "corral"),
                                          make("astar", "hungarian", "all", "all tests")};
    if (name == "rush-algorithms")
        return std::vector<CompareConfig>{make_rush("bfs", "blocked-blockers"), make_rush("ucs", "blocked-blockers"),
                                          make_rush("astar", "blocked-blockers"), make_rush("greedy", "blocked-blockers")};
    if (name == "rush-heuristics")
        return std::vector<CompareConfig>{make_rush("astar", "distance"), make_rush("astar", "blockers"),
                                          make_rush("astar", "blocked-blockers")};
    if (name == "rush-metrics")
        return std::vector<CompareConfig>{make_rush("auto", "blocked-blockers", "moves"),
                                          make_rush("auto", "blocked-blockers", "steps"),
                                          make_rush("auto", "blocked-blockers", "cursor")};
    return std::nullopt;
}

std::vector<std::string> CompareSession::preset_names(bool rush) {
    if (rush) return {"rush-algorithms", "rush-heuristics", "rush-metrics"};
    return {"ucs-vs-astar", "heuristics", "deadlocks"};
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
            const json& o = j[i];
            const std::string where = "configuration " + std::to_string(i + 1) + ": ";
            if (!o.is_object()) {
                error = where + "must be an object";
                return false;
            }
            CompareConfig c;
            c.heuristic.clear();
            if (rush) c.algo = "auto";
            for (auto it = o.begin(); it != o.end(); ++it) {
                const std::string& key = it.key();
                const json& value = it.value();
                std::string* text = key == "algo" ? &c.algo : key == "heuristic" ? &c.heuristic : key == "deadlocks" ? &c.deadlocks
                                  : key == "objective" ? &c.objective : key == "metric" ? &c.metric : key == "label" ? &c.label : nullptr;
                double* number = key == "timeLimit" ? &c.time_limit_s : key == "memoryLimit" ? &c.memory_limit_mib : nullptr;
                if (text && value.is_string()) *text = value.get<std::string>();
                else if (number && value.is_number()) *number = value.get<double>();
                else {
                    error = where + (text || number ? "option '" + key + "' has the wrong type" : "unknown option '" + key + "'");
                    return false;
                }
            }
            out.push_back(c);
        }
    } else {
        error = "compare(configs) needs an array of configurations or a preset name";
        return false;
    }
    for (std::size_t i = 0; i < out.size(); ++i) {
        if (std::string e = check_config(out[i], rush); !e.empty()) {
            error = "configuration " + std::to_string(i + 1) + ": " + e;
            return false;
        }
        if (out[i].label.empty()) out[i].label = default_label(out[i], rush);
    }
    return true;
}

bool CompareSession::checked_configs(const std::vector<CompareConfig>& configs, bool rush,
                                     std::vector<CompareConfig>& checked, std::string& error) const {
    checked = configs;
    for (std::size_t i = 0; i < checked.size(); ++i)
        if (std::string e = check_config(checked[i], rush); !e.empty()) {
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
    std::vector<json> requests;
    const std::string xsb = sokoban::to_xsb(level);
    for (const CompareConfig& c : checked)
        requests.push_back({{"kind", "sokoban"},
                            {"level", xsb},
                            {"options", {{"algo", c.algo}, {"heuristic", c.heuristic}, {"deadlocks", c.deadlocks},
                                         {"objective", c.objective}, {"timeLimit", c.time_limit_s},
                                         {"memoryLimit", c.memory_limit_mib}}}});
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
    std::vector<json> requests;
    const std::string text = rush::board_string(board);
    for (const CompareConfig& c : checked)
        requests.push_back({{"kind", "rushhour"},
                            {"board", text},
                            {"options", {{"algo", c.algo}, {"heuristic", c.heuristic}, {"metric", c.metric},
                                         {"timeLimit", c.time_limit_s}, {"memoryLimit", c.memory_limit_mib}}}});
    cancel();
    rush_ = true;
    board_ = board;
    level_.reset();
    level_label_ = text;
    return start(std::move(requests), checked);
}

bool CompareSession::start(std::vector<json> requests, const std::vector<CompareConfig>& configs) {
    rows_.clear();
    ++run_id_;
    running_ = true;
    for (std::size_t i = 0; i < configs.size(); ++i) {
        CompareRow row;
        row.config = configs[i];
        if (row.config.label.empty()) row.config.label = default_label(row.config, rush_);
        row.request_id = next_request_id_++;
        requests[i]["id"] = row.request_id;
        rows_.push_back(row);
    }
    for (const json& r : requests) port_->post(r.dump());
    return true;
}

void CompareSession::cancel() {
    if (!running_) return;
    if (port_) port_->cancel();
    for (CompareRow& row : rows_)
        if (!row.done()) row.status = "idle";
    running_ = false;
    if (on_finished) on_finished(run_id_, rows_json());
}

void CompareSession::finish_row(CompareRow& row, const std::string& status) {
    row.status = status;
    for (const CompareRow& r : rows_)
        if (!r.done()) return;
    running_ = false;
    if (on_finished) on_finished(run_id_, rows_json());
}

// Solved answers count only after the rules replay them (as AppModel does for the normal solve).
void CompareSession::verify(CompareRow& row, const json& a) {
    if (level_) {
        const std::string lurd = a.contains("solution") && a["solution"].is_string() ? a["solution"].get<std::string>() : "";
        const sokoban::ReplayResult r = sokoban::replay(*level_, lurd);
        if (lurd.empty() || !r.legal || !r.solved) {
            row.error = "the answer failed the replay check: " + (r.error.empty() ? std::string("no solution") : r.error);
            finish_row(row, "invalid");
            return;
        }
        row.moves = r.moves;
        row.pushes = r.pushes;
        finish_row(row, "solved");
        return;
    }
    if (!board_) {
        finish_row(row, "invalid");
        return;
    }
    rush::Solution s;
    s.status = search::Status::Solved;
    rush::Board at = *board_;
    const json names = a.value("solution", json(nullptr));
    bool good = names.is_array();
    for (std::size_t i = 0; good && i < names.size(); ++i) {
        rush::SlideMove m;
        good = names[i].is_string() && rush::parse_move(at, names[i].get<std::string>(), m) && rush::replay(at, {m}, at);
        if (good) s.moves.push_back(m);
    }
    std::optional<std::string> problem;
    if (good) problem = rush::verify_solution(*board_, rush::Goal::Exit, s);
    if (!good || problem) {
        row.error = "the answer failed the replay check" + (problem ? ": " + *problem : std::string());
        finish_row(row, "invalid");
        return;
    }
    row.moves = s.move_count;
    row.pushes = s.steps;
    finish_row(row, "solved");
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
    auto count = [&](const char* key) {
        return e.contains(key) && e[key].is_number() && e[key].get<double>() >= 0 ? static_cast<std::uint64_t>(e[key].get<double>()) : 0;
    };
    const std::string type = e.value("type", "");
    if (type == "started") {
        row->status = "running";
    } else if (type == "progress") {
        row->status = "running";
        row->expanded = count("expanded");
        row->generated = count("generated");
        row->frontier_peak = std::max(row->frontier_peak, count("frontier"));
        row->memory_bytes = count("memory_bytes");
        row->time_ms = e.value("elapsed_ms", 0.0);
    } else if (type == "result") {
        row->expanded = count("expanded");
        row->generated = count("generated");
        row->frontier_peak = count("frontier_peak");
        row->memory_bytes = count("memory_bytes");
        row->time_ms = e.contains("time_ms") && e["time_ms"].is_number() ? e["time_ms"].get<double>() : 0.0;
        if (e.contains("error") && e["error"].is_string()) row->error = e["error"].get<std::string>();
        const std::string status = e.value("status", std::string("invalid"));
        if (status == "solved") {
            verify(*row, e);
            return;
        }
        static const char* const known[] = {"unsolvable", "exhausted", "timeout", "memout", "invalid"};
        bool is_known = false;
        for (const char* k : known) is_known |= status == k;
        finish_row(*row, is_known ? status : "invalid");
    } else if (type == "error") {  // the worker died (WASM out of memory) or overran its hard time limit
        row->error = e.value("message", std::string("the worker stopped"));
        const bool timeout = e.value("timeout", false);
        const bool memory = row->error.find("memory") != std::string::npos || row->error.find("alloc") != std::string::npos;
        finish_row(*row, timeout ? "timeout" : memory ? "memout" : "invalid");
    }
}

json CompareSession::rows_json() const {
    json rows = json::array();
    for (std::size_t i = 0; i < rows_.size(); ++i) {
        const CompareRow& r = rows_[i];
        const CompareConfig& c = r.config;
        json row{{"index", i + 1}, {"label", c.label}, {"algo", c.algo}, {"heuristic", c.heuristic},
                 {"status", r.status}, {"solved", r.status == "solved"},
                 {"moves", r.moves >= 0 ? json(r.moves) : json(nullptr)},
                 {"pushes", r.pushes >= 0 ? json(r.pushes) : json(nullptr)},
                 {"expanded", r.expanded}, {"generated", r.generated}, {"frontier_peak", r.frontier_peak},
                 {"memory_bytes", r.memory_bytes}, {"time_ms", r.time_ms},
                 {"time_limit", c.time_limit_s}, {"memory_limit", c.memory_limit_mib},
                 {"error", r.error.empty() ? json(nullptr) : json(r.error)}};
        if (rush_) row["metric"] = c.metric;
        else {
            row["deadlocks"] = c.deadlocks;
            row["objective"] = c.objective;
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
        out += csv_field(r.config.label) + "," + r.status + "," + count_text(r.moves) + "," + count_text(r.pushes) + "," +
               std::to_string(r.expanded) + "," + std::to_string(r.generated) + "," + std::to_string(r.frontier_peak) + "," +
               number_text(r.time_ms) + "\n";
    return out;
}

std::string CompareSession::markdown() const {
    const char* steps = rush_ ? "steps" : "pushes";
    std::string out = std::string("| config | status | moves | ") + steps + " | expanded | generated | frontier peak | time ms |\n" +
                      "|---|---|---:|---:|---:|---:|---:|---:|\n";
    for (const CompareRow& r : rows_)
        out += "| " + md_field(r.config.label) + " | " + r.status + " | " + count_text(r.moves) + " | " + count_text(r.pushes) +
               " | " + std::to_string(r.expanded) + " | " + std::to_string(r.generated) + " | " +
               std::to_string(r.frontier_peak) + " | " + number_text(r.time_ms) + " |\n";
    return out;
}

}  // namespace boxcar::app
