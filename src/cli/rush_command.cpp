// `boxcar rush solve|bench|cluster|agent|enumerate` (../shared/CONTRACTS.md `boxcar rush solve`).
// Argument parsing and printing only; the work is in src/core/rush.
#include "cli/bench_info.hpp"
#include "cli/commands.hpp"
#include "cli/shard.hpp"
#include "protocol/options_codec.hpp"
#include "rush/agent.hpp"
#include "rush/board.hpp"
#include "rush/cluster.hpp"
#include "rush/enumerate.hpp"
#include "rush/solver.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <type_traits>
#include <vector>

namespace boxcar::cli {
namespace {

using rush::Board;
using rush::BoardEntry;

void print_rush_usage(std::FILE* out) {
    std::fputs(
        "usage: boxcar rush solve FILE|BOARD [--metric moves|steps|cursor] [--goal exit|clear] [--shard K/N]\n"
        "                         [--algo auto|bfs|ucs|astar|greedy|dfs]\n"
        "                         [--heuristic distance|blockers|blocked-blockers]\n"
        "                         [--time-limit S] [--memory-limit MIB] [--json]\n"
        "       boxcar rush bench FILE [--out FILE.md] [--repeat N] [--cpu-time] [solve options]\n"
        "       boxcar rush cluster BOARD [--goal exit|clear] [--max-states N] [--json]\n"
        "       boxcar rush agent BOARD [--seed N] [--crazy-every K] [--max-actions N] [--json]\n"
        "       boxcar rush enumerate --size 4|5|6 [--walls 0..2] [--out FILE] [--max-positions N] [--threads N]\n"
        "                         [--first-seed N] [--sample K] [--count-only] [--progress] [--locate BOARD]\n"
        "                         [--sample-rows K] [--keep-idle] [--derive-walls] [--shard K/N]\n"
        "BOARD: Fogleman's string (n*n chars, n = 4..8; o/. empty, x wall, A the red car), a database line\n"
        "`moves board cluster_size`, or a file of them (one a line; blank and # lines skipped).\n"
        "--shard K/N: every N-th board (solve) or seed (enumerate) from the K-th, 1 <= K <= N, for job arrays;\n"
        "numbers stay global; `boxcar merge` joins the shards' outputs (solve: with --json).\n",
        out);
}

int usage_error(const std::string& message) {
    std::fprintf(stderr, "boxcar rush: %s\n", message.c_str());
    print_rush_usage(stderr);
    return 2;
}

// Flag parsing shared by the subcommands: `--name value` pairs, `--json`, one positional argument.
struct Parsed {
    std::vector<std::string> positional;
    std::vector<std::pair<std::string, std::string>> flags;
    bool json = false;
    std::string error;

    std::vector<std::string> switches;  // flags without a value that were given

    bool has(const std::string& name) const {
        return std::find(switches.begin(), switches.end(), name) != switches.end();
    }
    const std::string* get(const std::string& name) const {
        const std::string* v = nullptr;
        for (const auto& [k, val] : flags)
            if (k == name) v = &val;
        return v;
    }
};

Parsed parse_args(const Args& args, const std::vector<std::string>& value_flags,
                  const std::vector<std::string>& switch_flags = {}) {
    Parsed p;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--json") {
            p.json = true;
        } else if (std::find(switch_flags.begin(), switch_flags.end(), a) != switch_flags.end()) {
            p.switches.push_back(a);
        } else if (a.rfind("--", 0) == 0) {
            std::string name = a, value;
            bool has_value = false;
            if (const auto eq = a.find('='); eq != std::string::npos) {
                name = a.substr(0, eq);
                value = a.substr(eq + 1);
                has_value = true;
            }
            if (std::find(value_flags.begin(), value_flags.end(), name) == value_flags.end()) {
                p.error = "unknown option '" + name + "'";
                return p;
            }
            if (!has_value) {
                if (i + 1 >= args.size()) {
                    p.error = "option '" + name + "' needs a value";
                    return p;
                }
                value = args[++i];
            }
            p.flags.emplace_back(name, value);
        } else {
            p.positional.push_back(a);
        }
    }
    return p;
}

bool parse_number(const std::string& s, double& out) {
    char* end = nullptr;
    out = std::strtod(s.c_str(), &end);
    return !s.empty() && end && *end == 0 && std::isfinite(out) && out >= 0;
}

bool parse_int(const std::string& s, long long lo, long long hi, long long& out) {
    if (s.empty() || s.size() > 18) return false;
    for (char c : s)
        if (c < '0' || c > '9') return false;
    out = std::stoll(s);
    return out >= lo && out <= hi;
}

// Solve options from flags; returns an error text for a bad value.
std::optional<std::string> solve_options(const Parsed& p, rush::SolveOptions& o) {
    // Names through the options codec (protocol/options_codec.hpp), which checks them against the tables.
    struct NameFlag {
        const char* flag;
        const char* key;
        std::string expected;
    };
    const NameFlag name_flags[] = {{"--metric", "metric", rush::kMetricNames.listed()},
                                   {"--goal", "goal", rush::kGoalNames.listed()},
                                   {"--algo", "algo", rush::kAlgoNames.listed()},
                                   {"--heuristic", "heuristic", rush::kHeuristicNames.listed()}};
    for (const NameFlag& f : name_flags)
        if (auto v = p.get(f.flag); v && (v->empty() || !protocol::set_option(o, f.key, *v).empty()))
            return std::string(f.flag) + " must be " + f.expected + " (got '" + *v + "')";
    if (auto v = p.get("--time-limit")) {
        if (!parse_number(*v, o.time_limit_s)) return "--time-limit needs a number of seconds (got '" + *v + "')";
    }
    if (auto v = p.get("--memory-limit")) {
        if (!parse_number(*v, o.memory_limit_mib)) return "--memory-limit needs a number of MiB (got '" + *v + "')";
    }
    return std::nullopt;
}

// Reads the FILE|BOARD argument into board entries. Returns false when the input can't be read.
bool read_boards(const std::string& arg, std::vector<BoardEntry>& out) {
    std::string text;
    if (!read_level_argument(arg, Puzzle::RushHour, text)) return false;
    out = rush::parse_boards(text);
    return true;
}

std::string board_text(const BoardEntry& e) {
    return e.board ? rush::board_string(*e.board) : e.text;
}

// One JSON line; bytes that are not UTF-8 (a bad board line echoed back) become U+FFFD instead of throwing.
std::string json_text(const nlohmann::json& j) {
    return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

nlohmann::json solution_json(const BoardEntry& e, int level, const rush::Solution* s) {
    nlohmann::json j;
    j["level"] = level;
    j["board"] = board_text(e);
    const bool solved = s && s->status == search::Status::Solved;
    j["status"] = s ? std::string(search::status_name(s->status)) : "invalid";
    j["moves"] = solved ? nlohmann::json(s->move_count) : nlohmann::json(nullptr);
    j["steps"] = solved ? nlohmann::json(s->steps) : nlohmann::json(nullptr);
    j["cursor"] = solved ? nlohmann::json(s->cursor) : nlohmann::json(nullptr);
    j["solution"] = solved ? nlohmann::json(rush::move_names(*e.board, s->moves)) : nlohmann::json(nullptr);
    j["expanded"] = s ? s->stats.expanded : 0;
    j["generated"] = s ? s->stats.generated : 0;
    j["time_ms"] = s ? std::round(s->stats.elapsed_ms * 1000) / 1000 : 0.0;
    if (!s)
        j["error"] = e.error ? e.error->to_string() : "invalid board";
    else if (!s->error.empty())
        j["error"] = s->error;
    else
        j["error"] = nullptr;
    j["optimal"] = solved ? nlohmann::json(s->optimal) : nlohmann::json(nullptr);
    if (e.known_moves >= 0) j["known_moves"] = e.known_moves;
    return j;
}

void print_text(const BoardEntry& e, int level, const rush::Solution* s) {
    if (!s) {
        std::printf("board %d: invalid: %s\n", level, e.error ? e.error->to_string().c_str() : "invalid board");
        return;
    }
    if (s->status != search::Status::Solved) {
        std::printf("board %d: %s%s%s (%llu expanded, %.1f ms)\n", level,
                    std::string(search::status_name(s->status)).c_str(), s->error.empty() ? "" : ": ",
                    s->error.c_str(), static_cast<unsigned long long>(s->stats.expanded), s->stats.elapsed_ms);
        return;
    }
    std::string moves;
    for (const std::string& m : rush::move_names(*e.board, s->moves)) moves += (moves.empty() ? "" : " ") + m;
    std::printf("board %d: solved, %d moves, %d steps, cursor %d (%llu expanded, %.3f ms): %s\n", level,
                s->move_count, s->steps, s->cursor, static_cast<unsigned long long>(s->stats.expanded),
                s->stats.elapsed_ms, moves.c_str());
}

// `--shard K/N` from the parsed flags: nullopt when absent; false (after the usage message) when bad.
bool shard_option(const Parsed& p, std::optional<Shard>& shard) {
    const std::string* v = p.get("--shard");
    if (!v) return true;
    std::string error;
    shard = parse_shard(*v, error);
    if (!shard) usage_error(error);
    return shard.has_value();
}

// With --shard, boards keep their numbers in the whole file and each JSON line also carries
// "shard":"K/N" and "total" (the file's board count), which `boxcar merge` uses to check completeness.
int rush_solve(const Args& args) {
    const Parsed p =
        parse_args(args, {"--metric", "--goal", "--algo", "--heuristic", "--time-limit", "--memory-limit", "--shard"});
    if (!p.error.empty()) return usage_error(p.error);
    if (p.positional.size() != 1) return usage_error("rush solve needs one FILE or BOARD argument");
    rush::SolveOptions options;
    if (auto err = solve_options(p, options)) return usage_error(*err);
    std::optional<Shard> shard;
    if (!shard_option(p, shard)) return 2;
    std::vector<BoardEntry> entries;
    if (!read_boards(p.positional[0], entries)) return 1;
    rush::Solver solver;
    int level = 0;
    for (const BoardEntry& e : entries) {
        ++level;
        if (shard && !shard->takes(static_cast<std::uint64_t>(level - 1))) continue;
        std::optional<rush::Solution> s;
        if (e.board) s = solver.solve(*e.board, options);
        if (p.json) {
            nlohmann::json j = solution_json(e, level, s ? &*s : nullptr);
            if (shard) {
                j["shard"] = shard->text();
                j["total"] = entries.size();
            }
            std::printf("%s\n", json_text(j).c_str());
        } else {
            print_text(e, level, s ? &*s : nullptr);
        }
        std::fflush(stdout);
    }
    return 0;
}

std::string machine_description() {
    return cpu_model() + ", " + std::to_string(logical_cores()) + " logical cores";
}

int rush_bench(const Args& args) {
    const Parsed p = parse_args(args, {"--metric", "--goal", "--algo", "--heuristic", "--time-limit",
                                       "--memory-limit", "--out", "--repeat"}, {"--cpu-time"});
    if (!p.error.empty()) return usage_error(p.error);
    if (p.positional.size() != 1) return usage_error("rush bench needs one FILE argument");
    rush::SolveOptions options;
    if (auto err = solve_options(p, options)) return usage_error(*err);
    options.cpu_time = p.has("--cpu-time");
    long long repeat = 1;
    if (auto v = p.get("--repeat"))
        if (!parse_int(*v, 1, 100000, repeat)) return usage_error("--repeat needs a count 1..100000");
    std::vector<BoardEntry> entries;
    const auto wall_start = std::chrono::steady_clock::now();
    const std::clock_t cpu_start = std::clock();
    if (!read_boards(p.positional[0], entries)) return 1;
    rush::Solver solver;
    int boards = 0, invalid = 0, solved = 0, known = 0, match = 0;
    std::vector<double> times;
    std::map<int, std::vector<double>> times_by_moves;  // known move count / 10 -> solver times
    std::map<int, std::pair<int, int>> match_by_moves;  // known move count / 10 -> (matched, boards)
    double total_ms = 0;
    std::vector<std::string> mismatches;
    int level = 0;
    for (const BoardEntry& e : entries) {
        ++level;
        ++boards;
        if (!e.board) {
            ++invalid;
            continue;
        }
        std::vector<double> runs;
        rush::Solution s;
        for (long long r = 0; r < repeat; ++r) {
            s = solver.solve(*e.board, options);
            runs.push_back(s.stats.elapsed_ms);
        }
        const double t = median(runs);
        times.push_back(t);
        total_ms += t;
        if (s.status == search::Status::Solved) ++solved;
        if (e.known_moves >= 0) {
            ++known;
            times_by_moves[e.known_moves / 10].push_back(t);
            ++match_by_moves[e.known_moves / 10].second;
            if (s.status == search::Status::Solved && s.move_count == e.known_moves) ++match_by_moves[e.known_moves / 10].first;
            if (s.status == search::Status::Solved && s.move_count == e.known_moves)
                ++match;
            else if (mismatches.size() < 10)
                mismatches.push_back("board " + std::to_string(level) + " (" + board_text(e) + "): expected " +
                                     std::to_string(e.known_moves) + ", got " +
                                     (s.status == search::Status::Solved ? std::to_string(s.move_count)
                                                                        : std::string(search::status_name(s.status))));
        }
    }
    const double wall_s =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - wall_start).count();
    const double cpu_s = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
    const double max_t = times.empty() ? 0 : *std::max_element(times.begin(), times.end());
    const std::string file = p.positional[0];
    std::ostringstream md;
    md << "# Rush Hour benchmark: " << std::filesystem::path(file).filename().string() << "\n\n";
    md << "- date: " << utc_now() << "\n- machine: " << machine_description()
       << " (one core used; timings taken on a shared machine under load: load average " << load_average()
       << " at the start)\n";
    md << "- command: `boxcar rush bench " << file;
    for (const auto& [k, v] : p.flags) md << ' ' << k << ' ' << v;
    md << "`\n- configuration: metric " << rush::metric_name(options.metric) << ", goal "
       << rush::goal_name(options.goal) << ", algo " << rush::algo_name(options.algo);
    if (options.algo == rush::Algo::Astar || options.algo == rush::Algo::Greedy)
        md << ", heuristic " << rush::heuristic_name(options.heuristic);
    md << "\n- time per board = solver " << (options.cpu_time ? "CPU" : "wall") << " time (parse and output excluded); wall s / CPU s = this whole bench "
          "run after start-up (read, parse, solve, verify; under load wall time includes waiting for the CPU)";
    if (repeat > 1) md << ", median of " << repeat << " runs";
    md << "\n\n";
    char row[512];
    md << "| boards | invalid | solved | moves match (of known) | median ms | max ms | total solver s | wall s | CPU s |\n"
       << "|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n";
    std::snprintf(row, sizeof row, "| %d | %d | %d | %d / %d | %.4f | %.3f | %.3f | %.3f | %.3f |\n", boards, invalid,
                  solved, match, known, median(times), max_t, total_ms / 1000, wall_s, cpu_s);
    md << row;
    if (times_by_moves.size() > 1) {
        md << "\nBy known optimal move count:\n\n| moves | boards | match | median ms | max ms |\n|---|---:|---:|---:|---:|\n";
        for (const auto& [bucket, ts] : times_by_moves) {
            std::snprintf(row, sizeof row, "| %d-%d | %zu | %d | %.4f | %.3f |\n", bucket * 10, bucket * 10 + 9, ts.size(),
                          match_by_moves[bucket].first, median(ts), *std::max_element(ts.begin(), ts.end()));
            md << row;
        }
    }
    if (!mismatches.empty()) {
        md << "\nMismatches (first 10):\n";
        for (const auto& m : mismatches) md << "- " << m << "\n";
    }
    const std::string text = md.str();
    std::fputs(text.c_str(), stdout);
    std::string out_path;
    if (auto v = p.get("--out")) {
        out_path = *v;
    } else {
        const std::string stem = std::filesystem::path(file).stem().string();
        out_path = "docs/bench/" + (stem.rfind("rush", 0) == 0 ? stem : "rush_" + stem) + ".md";
        if (!std::filesystem::is_directory("docs/bench")) out_path.clear();
    }
    if (!out_path.empty()) {
        std::ofstream out(out_path);
        if (!out) {
            std::fprintf(stderr, "boxcar rush bench: cannot write '%s'\n", out_path.c_str());
            return 1;
        }
        out << text;
        std::fprintf(stderr, "boxcar rush bench: wrote %s\n", out_path.c_str());
    } else {
        std::fprintf(stderr, "boxcar rush bench: no docs/bench/ here and no --out: table printed only\n");
    }
    return 0;
}

// Reads exactly one valid board from the argument; prints the problem and returns the exit code if not.
std::optional<int> one_board(const std::string& arg, Board& board) {
    std::vector<BoardEntry> entries;
    if (!read_boards(arg, entries)) return 1;
    if (entries.empty()) {
        std::fprintf(stderr, "boxcar rush: no board in '%s'\n", arg.c_str());
        return 1;
    }
    if (!entries[0].board) {
        std::fprintf(stderr, "boxcar rush: invalid board: %s\n", entries[0].error->to_string().c_str());
        return 1;
    }
    if (entries.size() > 1) std::fprintf(stderr, "boxcar rush: using the first of %zu boards\n", entries.size());
    board = *entries[0].board;
    return std::nullopt;
}

int rush_cluster(const Args& args) {
    const Parsed p = parse_args(args, {"--goal", "--max-states"});
    if (!p.error.empty()) return usage_error(p.error);
    if (p.positional.size() != 1) return usage_error("rush cluster needs one BOARD argument");
    rush::Goal goal = rush::Goal::Exit;
    if (auto v = p.get("--goal")) {
        auto g = rush::parse_goal(*v);
        if (!g) return usage_error("--goal must be exit or clear");
        goal = *g;
    }
    long long max_states = 10'000'000;
    if (auto v = p.get("--max-states"))
        if (!parse_int(*v, 1, 400'000'000, max_states)) return usage_error("--max-states needs a count 1..400000000");
    Board board;
    if (auto code = one_board(p.positional[0], board)) return *code;
    const rush::ClusterInfo c = rush::analyse_cluster(board, goal, static_cast<std::size_t>(max_states));
    if (!c.complete) {
        if (p.json) {
            nlohmann::json j;
            j["board"] = rush::board_string(board);
            j["states"] = nullptr;
            j["error"] = "cluster larger than " + std::to_string(max_states) + " states (--max-states)";
            std::printf("%s\n", json_text(j).c_str());
        } else {
            std::printf("cluster larger than %lld states: stopped (raise --max-states)\n", max_states);
        }
        return 0;
    }
    if (p.json) {
        nlohmann::json j;
        j["board"] = rush::board_string(board);
        j["states"] = c.states;
        j["solvable"] = c.solvable;
        j["goal_states"] = c.goal_states;
        j["start_distance"] = c.solvable ? nlohmann::json(c.start_distance) : nlohmann::json(nullptr);
        j["max_distance"] = c.solvable ? nlohmann::json(c.max_distance) : nlohmann::json(nullptr);
        j["hardest"] = c.solvable ? nlohmann::json(rush::board_string(c.hardest)) : nlohmann::json(nullptr);
        j["distance_counts"] = c.distance_counts;
        j["time_ms"] = std::round(c.elapsed_ms * 1000) / 1000;
        j["error"] = nullptr;
        std::printf("%s\n", json_text(j).c_str());
    } else {
        std::printf("board %s\nstates %llu, goal states %llu, %s\n", rush::board_string(board).c_str(),
                    static_cast<unsigned long long>(c.states), static_cast<unsigned long long>(c.goal_states),
                    c.solvable ? "solvable" : "unsolvable");
        if (c.solvable) {
            std::printf("this board: %d moves from the goal; hardest: %d moves: %s\n", c.start_distance,
                        c.max_distance, rush::board_string(c.hardest).c_str());
            std::printf("states by distance:");
            for (std::size_t d = 0; d < c.distance_counts.size(); ++d)
                std::printf(" %zu:%llu", d, static_cast<unsigned long long>(c.distance_counts[d]));
            std::printf("\n");
        }
        std::printf("time %.3f ms\n", c.elapsed_ms);
    }
    return 0;
}

int rush_agent(const Args& args) {
    const Parsed p = parse_args(args, {"--seed", "--crazy-every", "--max-actions"});
    if (!p.error.empty()) return usage_error(p.error);
    if (p.positional.size() != 1) return usage_error("rush agent needs one BOARD argument");
    rush::AgentOptions o;
    long long v = 0;
    if (auto s = p.get("--seed")) {
        if (!parse_int(*s, 0, 999999999999999999LL, v)) return usage_error("--seed needs a non-negative integer");
        o.seed = static_cast<std::uint64_t>(v);
    }
    if (auto s = p.get("--crazy-every")) {
        if (!parse_int(*s, 0, 1000000, v)) return usage_error("--crazy-every needs an action count (0 = never)");
        o.crazy_every = static_cast<int>(v);
    }
    if (auto s = p.get("--max-actions")) {
        if (!parse_int(*s, 1, 100000000, v)) return usage_error("--max-actions needs a count 1..100000000");
        o.max_actions = static_cast<int>(v);
    }
    Board board;
    if (auto code = one_board(p.positional[0], board)) return *code;
    const rush::AgentRun run = rush::run_agent(board, o);
    if (p.json) {
        nlohmann::json j;
        j["board"] = rush::board_string(board);
        j["seed"] = o.seed;
        j["crazy_every"] = o.crazy_every;
        j["status"] = std::string(search::status_name(run.status));
        j["actions"] = run.actions.size();
        j["action_log"] = rush::cursor_actions_text(run.actions);
        j["perturbations"] = run.perturbations;
        j["crazy_draws"] = run.crazy_draws;
        j["replans"] = run.replans;
        j["table_replans"] = run.table_replans;
        j["planned_cost"] = run.planned_cost;
        j["final_board"] = rush::board_string(run.final_board);
        j["time_ms"] = std::round(run.elapsed_ms * 1000) / 1000;
        j["error"] = run.error.empty() ? nlohmann::json(nullptr) : nlohmann::json(run.error);
        std::printf("%s\n", json_text(j).c_str());
    } else {
        std::printf("board %s, seed %llu, crazy step every %d actions\n", rush::board_string(board).c_str(),
                    static_cast<unsigned long long>(o.seed), o.crazy_every);
        std::printf("status %s: %zu actions (first plan %d), %d perturbations of %d crazy draws, %d re-plans\n",
                    std::string(search::status_name(run.status)).c_str(), run.actions.size(), run.planned_cost,
                    run.perturbations, run.crazy_draws, run.replans);
        std::printf("actions %s\nfinal %s\n", rush::cursor_actions_text(run.actions).c_str(),
                    rush::board_string(run.final_board).c_str());
        if (!run.error.empty()) std::printf("error: %s\n", run.error.c_str());
    }
    return 0;
}

// The options that decide an enumeration's output, in a fixed order (where the output goes, threads and
// progress left out): the same text in every shard of one run.
std::string enumerate_run_text(const Parsed& p) {
    std::vector<std::string> parts;
    for (const auto& [name, value] : p.flags)
        if (name != "--shard" && name != "--out" && name != "--threads") parts.push_back(" " + name + " " + value);
    for (const auto& name : p.switches)
        if (name != "--progress") parts.push_back(" " + name);
    std::sort(parts.begin(), parts.end());
    std::string text;
    for (const auto& part : parts) text += part;
    return text;
}

int rush_enumerate(const Args& args) {
    const Parsed p = parse_args(args, {"--size", "--walls", "--out", "--max-positions", "--threads", "--sample",
                                 "--first-seed", "--locate", "--sample-rows", "--shard"},
                                {"--count-only", "--progress", "--keep-idle", "--derive-walls"});
    if (!p.error.empty()) return usage_error(p.error);
    if (!p.positional.empty()) return usage_error("rush enumerate takes no positional argument");
    long long size = 0, walls = 0;
    const std::string* s = p.get("--size");
    if (!s || !parse_int(*s, 4, 6, size)) return usage_error("--size must be 4, 5 or 6");
    if (auto w = p.get("--walls"))
        if (!parse_int(*w, 0, 2, walls)) return usage_error("--walls must be 0, 1 or 2");
    std::optional<Shard> shard;
    if (!shard_option(p, shard)) return 2;
    if (shard && p.get("--sample")) return usage_error("--shard and --sample both pick every k-th seed: give one of them");
    std::FILE* out = stdout;
    if (auto o = p.get("--out")) {
        out = std::fopen(o->c_str(), "w");
        if (!out) {
            std::fprintf(stderr, "boxcar rush enumerate: cannot write '%s'\n", o->c_str());
            return 1;
        }
    }
    rush::EnumerateOptions eo;
    // An integer flag, when given, into `out`; false when it is not a whole number in [lo, hi].
    auto int_flag = [&](const char* flag, long long lo, long long hi, auto& out) {
        const auto v = p.get(flag);
        long long n = 0;
        if (!v) return true;
        if (!parse_int(*v, lo, hi, n)) return false;
        out = static_cast<std::remove_reference_t<decltype(out)>>(n);
        return true;
    };
    if (!int_flag("--max-positions", 1, 100'000'000'000LL, eo.max_positions))
        return usage_error("--max-positions needs a positive count");
    if (!int_flag("--threads", 1, 64, eo.threads)) return usage_error("--threads must be 1..64");
    if (!int_flag("--first-seed", 0, 1'000'000'000'000LL, eo.first_seed))
        return usage_error("--first-seed needs a count >= 0");
    if (!int_flag("--sample", 1, 1'000'000'000LL, eo.sample_every)) return usage_error("--sample needs a positive stride");
    if (auto k = p.get("--sample-rows")) {
        long long every = 0;
        if (!parse_int(*k, 1, 1'000'000'000LL, every)) return usage_error("--sample-rows needs a positive stride");
        eo.sample_rows = static_cast<std::uint64_t>(every);
    }
    if (shard) {
        eo.sample_every = shard->n;
        eo.sample_offset = shard->k - 1;
    }
    eo.count_only = p.has("--count-only");
    eo.skip_idle = !p.has("--keep-idle");
    eo.derive_walls = p.has("--derive-walls");
    if (auto l = p.get("--locate")) {
        const auto parsed = rush::parse_board(*l);
        if (!parsed.board) return usage_error("--locate: " + (parsed.error ? parsed.error->to_string() : "invalid board"));
        const auto seed = rush::canonical_seed(*parsed.board);
        if (!seed) return usage_error("--locate: the board's cluster has no goal state (or is too big)");
        eo.locate = rush::board_string(*seed);
        std::fprintf(stderr, "boxcar rush enumerate: canonical seed of the cluster: %s\n", eo.locate.c_str());
    }
    eo.size = static_cast<int>(size);
    eo.max_walls = static_cast<int>(walls);
    // --progress: the walk alone first counts the seeds (a few seconds for 6x6 without walls, minutes for the
    // walk of wall layouts), then every 2^22 seeds a line tells how far the walk is, its rate and the time left.
    std::uint64_t seeds_total = 0;
    if (p.has("--progress") && !eo.count_only) {
        rush::EnumerateOptions count = eo;
        count.count_only = true;
        count.first_seed = 0;
        count.max_positions = 0;
        seeds_total = rush::enumerate_puzzles(count, [](const rush::EnumeratedPuzzle&) {}).seeds;
        if (eo.max_positions) seeds_total = std::min(seeds_total, eo.first_seed + eo.max_positions);
        std::fprintf(stderr, "boxcar rush enumerate: %llu seeds to walk\n", static_cast<unsigned long long>(seeds_total));
    }
    const auto t0 = std::chrono::steady_clock::now();
    if (p.has("--progress"))
        eo.progress = [&](std::uint64_t seed) {
            const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
            const double done = static_cast<double>(seed - std::min(seed, eo.first_seed));
            const double rate = elapsed > 0 ? done / elapsed : 0;
            if (seeds_total > eo.first_seed && rate > 0)
                std::fprintf(stderr, "boxcar rush enumerate: seed %llu of %llu (%.1f %%), %.0f seeds/s, ~%.0f s left\n",
                             static_cast<unsigned long long>(seed), static_cast<unsigned long long>(seeds_total),
                             100.0 * done / static_cast<double>(seeds_total - eo.first_seed), rate,
                             (static_cast<double>(seeds_total - eo.first_seed) - done) / rate);
            else
                std::fprintf(stderr, "boxcar rush enumerate: seed %llu at %.0f s\n", static_cast<unsigned long long>(seed), elapsed);
        };
    // A shard's database starts and ends with a comment line (board files skip them): which shard of which
    // run it is, and whether it finished; `boxcar merge` checks both.
    if (shard) std::fprintf(out, "# boxcar shard %s: rush enumerate%s\n", shard->text().c_str(), enumerate_run_text(p).c_str());
    const rush::EnumerateSummary sum = rush::enumerate_puzzles(eo, [&](const rush::EnumeratedPuzzle& pz) {
        std::fprintf(out, "%02d %s %llu\n", pz.moves, rush::board_string(pz.board).c_str(),
                     static_cast<unsigned long long>(pz.cluster_size));
    });
    if (shard && sum.complete)
        std::fprintf(out, "# boxcar shard %s complete: %llu puzzles, max %d moves, %llu seeds explored\n",
                     shard->text().c_str(), static_cast<unsigned long long>(sum.puzzles), sum.max_moves,
                     static_cast<unsigned long long>(sum.positions));
    else if (shard)
        std::fprintf(out, "# boxcar shard %s stopped by --max-positions: partial\n", shard->text().c_str());
    if (out != stdout) std::fclose(out);
    if (!eo.locate.empty()) {
        if (sum.located == rush::kNotLocated)
            std::fprintf(stderr, "boxcar rush enumerate: the seed was not walked (size, walls or range)\n");
        else
            std::fprintf(stderr, "boxcar rush enumerate: the seed is number %llu (--first-seed %llu --max-positions 1)\n",
                         static_cast<unsigned long long>(sum.located), static_cast<unsigned long long>(sum.located));
    }
    std::fprintf(stderr, "boxcar rush enumerate: %llu states in the clusters, %llu in stopped (non-canonical) explorations, "
                 "%llu seeds rejected by the pre-test, %llu seeds with an idle piece (not explored)\n",
                 static_cast<unsigned long long>(sum.cluster_states), static_cast<unsigned long long>(sum.partial_states),
                 static_cast<unsigned long long>(sum.rejected_early), static_cast<unsigned long long>(sum.rejected_idle));
    std::fprintf(stderr,
                 "boxcar rush enumerate: %dx%d, walls <= %d: %llu seeds, %llu explored, %llu clusters explored (all solvable), "
                 "%llu puzzles written (minimal), max %d moves, %.1f s%s%s%s\n",
                 eo.size, eo.size, eo.max_walls, static_cast<unsigned long long>(sum.seeds),
                 static_cast<unsigned long long>(sum.positions), static_cast<unsigned long long>(sum.canonical),
                 static_cast<unsigned long long>(sum.puzzles), sum.max_moves, sum.elapsed_s,
                 sum.complete ? "" : " (stopped by --max-positions: partial)",
                 shard ? (" (shard " + shard->text() + ")").c_str() : eo.sample_every > 1 ? " (a sample: every k-th seed)" : "",
                 eo.sample_rows > 1 ? " (a sample: every k-th row layout)" : "");
    return 0;
}

}  // namespace

int run_rush(const Args& args) {
    if (args.empty()) return usage_error("missing subcommand");
    const std::string sub = args[0];
    const Args rest(args.begin() + 1, args.end());
    if (sub == "solve") return rush_solve(rest);
    if (sub == "bench") return rush_bench(rest);
    if (sub == "cluster") return rush_cluster(rest);
    if (sub == "agent") return rush_agent(rest);
    if (sub == "enumerate") return rush_enumerate(rest);
    if (sub == "--help" || sub == "-h" || sub == "help") {
        print_rush_usage(stdout);
        return 0;
    }
    return usage_error("unknown subcommand '" + sub + "'");
}

}  // namespace boxcar::cli
