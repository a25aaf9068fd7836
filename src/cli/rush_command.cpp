// `boxcar rush solve|bench|cluster|agent|enumerate` (../shared/CONTRACTS.md `boxcar rush solve`).
// Flags and printing only; the work is in src/core/rush.
#include "cli/bench_info.hpp"
#include "cli/build_commit.hpp"
#include "cli/commands.hpp"
#include "cli/flags.hpp"
#include "cli/shard.hpp"
#include "cli/shard_summary.hpp"
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
#include <memory>
#include <optional>
#include <sys/resource.h>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace boxcar::cli {
namespace {

using rush::Board;
using rush::BoardEntry;

// What --help says about BOARD arguments.
constexpr const char* kBoardHelp =
    "BOARD: Fogleman's string (n*n characters, n = 4..8; o or . empty, x wall, A the red car), a database line\n"
    "`moves board cluster_size`, or a file of them (one a line; blank lines and lines starting with # skipped).";

// The flags of one solve (solve and bench): names through the options codec (protocol/options_codec.hpp),
// which checks them against the tables; limits of 0 mean none.
void add_solve_flags(CLI::App& app, rush::SolveOptions& o) {
    struct NameFlag {
        const char* flag;
        const char* key;
        std::string names;
        const char* help;
        std::string_view shown_default;  // the value `o` holds now
    };
    const NameFlag name_flags[] = {
        {"--metric", "metric", rush::kMetricNames.joined("|"),
         "what a solution's length counts: slides of any length, cells moved, or the cursor cost model",
         rush::metric_name(o.metric)},
        {"--goal", "goal", rush::kGoalNames.joined("|"),
         "exit: the red car's right end on the last column (the final slide counted); clear: nothing\n"
         "between the red car and the exit",
         rush::goal_name(o.goal)},
        {"--algo", "algo", rush::kAlgoNames.joined("|"), "the search", rush::algo_name(o.algo)},
        {"--heuristic", "heuristic", rush::kHeuristicNames.joined("|"), "the heuristic of astar and greedy",
         rush::heuristic_name(o.heuristic)}};
    for (const NameFlag& f : name_flags)
        add_text(
            app, {f.flag, f.names, f.help},
            [flag = std::string(f.flag), key = f.key, names = f.names](const std::string& value) {
                rush::SolveOptions scratch;
                return !value.empty() && protocol::set_option(scratch, key, value).empty() ? std::string()
                                                                                           : bad_value(flag, value, names);
            },
            [&o, key = f.key](const std::string& value) { protocol::set_option(o, key, value); },
            std::string(f.shown_default));
    add_decimal(app, {"--time-limit", "S", "seconds per board, decimals allowed (0: none)"}, o.time_limit_s, 0, 1e7, true,
                "a number of seconds, 0 for none");
    add_decimal(app, {"--memory-limit", "MIB", "the search's own tables (0: none)"}, o.memory_limit_mib, 0, 1 << 24,
                true, "a number of MiB, 0 for none");
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

struct SolveFlags {
    std::string input;
    rush::SolveOptions options;
    bool json = false;
    std::optional<Shard> shard;
};

// With --shard, boards keep their numbers in the whole file and each JSON line also carries
// "shard":"K/N" and "total" (the file's board count), which `boxcar merge` uses to check completeness.
int rush_solve(const SolveFlags& flags) {
    const rush::SolveOptions& options = flags.options;
    const std::optional<Shard>& shard = flags.shard;
    std::vector<BoardEntry> entries;
    if (!read_boards(flags.input, entries)) return 1;
    rush::Solver solver;
    int level = 0;
    for (const BoardEntry& e : entries) {
        ++level;
        if (shard && !shard->takes(static_cast<std::uint64_t>(level - 1))) continue;
        std::optional<rush::Solution> s;
        if (e.board) s = solver.solve(*e.board, options);
        if (flags.json) {
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

struct RushBenchFlags {
    std::string file, out_path;
    rush::SolveOptions options;
    long long repeat = 1;
};

int rush_bench(RushBenchFlags& flags, const Args& command_line) {
    rush::SolveOptions& options = flags.options;
    const long long repeat = flags.repeat;
    std::vector<BoardEntry> entries;
    const auto wall_start = std::chrono::steady_clock::now();
    const std::clock_t cpu_start = std::clock();
    if (!read_boards(flags.file, entries)) return 1;
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
    const std::string& file = flags.file;
    std::ostringstream md;
    md << "# Rush Hour benchmark: " << std::filesystem::path(file).filename().string() << "\n\n";
    md << "- date: " << utc_now() << "\n- machine: " << machine_description()
       << " (one core used; timings taken on a shared machine under load: load average " << load_average()
       << " at the start)\n";
    md << "- command: `boxcar";
    for (const std::string& a : command_line) md << ' ' << a;
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
    std::string out_path = flags.out_path;
    if (out_path.empty()) {
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

struct ClusterFlags {
    std::string board;
    rush::Goal goal = rush::Goal::Exit;
    long long max_states = 10'000'000;
    bool json = false;
};

int rush_cluster(const ClusterFlags& flags) {
    const rush::Goal goal = flags.goal;
    const long long max_states = flags.max_states;
    Board board;
    if (auto code = one_board(flags.board, board)) return *code;
    const rush::ClusterInfo c = rush::analyse_cluster(board, goal, static_cast<std::size_t>(max_states));
    if (!c.complete) {
        if (flags.json) {
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
    if (flags.json) {
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

struct AgentFlags {
    std::string board;
    rush::AgentOptions options;
    bool json = false;
};

int rush_agent(const AgentFlags& flags) {
    const rush::AgentOptions& o = flags.options;
    Board board;
    if (auto code = one_board(flags.board, board)) return *code;
    const rush::AgentRun run = rush::run_agent(board, o);
    if (flags.json) {
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
std::string enumerate_run_text(const CLI::App& command) {
    std::vector<std::string> parts;
    for (const CLI::Option* option : command.get_options()) {
        const std::string name = option->get_name();
        if (option->get_positional() || option->count() == 0 || name == "--help" || name == "--shard" ||
            name == "--out" || name == "--threads" || name == "--progress" || name == "--summary" || name == "--reference")
            continue;
        if (option->get_items_expected_min() == 0)
            parts.push_back(" " + name);
        else
            for (const std::string& value : option->results()) parts.push_back(" " + name + " " + value);
    }
    std::sort(parts.begin(), parts.end());
    std::string text;
    for (const auto& part : parts) text += part;
    return text;
}

struct EnumerateFlags {
    rush::EnumerateOptions options;
    std::string out_path, locate, summary_path;
    std::vector<std::string> reference_paths;
    bool progress = false, keep_idle = false;
    std::optional<Shard> shard;
};

// --summary: the shard's summary line (shard_summary.hpp) into `path`, once the enumeration is over.
bool write_enumerate_summary(const EnumerateFlags& flags, const std::string& run, const std::vector<SummaryPuzzle>& puzzles,
                             const std::vector<ReferenceFile>& references) {
    ShardSummary s;
    s.enumerator = rush::kEnumeratorVersion;
    s.shard = flags.shard.value_or(Shard{});
    s.run = run;
    tally_puzzles(puzzles, flags.options.size, flags.options.max_walls, references, s);
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    s.cpu_s = static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
              static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
    s.peak_mib = static_cast<double>(usage.ru_maxrss) / 1024.0;  // KiB on Linux
    s.commit = build_commit();
    s.date = utc_now();
    std::ofstream out(flags.summary_path, std::ios::binary | std::ios::trunc);
    out << summary_json(s).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
    out.close();
    if (!out) std::fprintf(stderr, "boxcar rush enumerate: cannot write the summary '%s'\n", flags.summary_path.c_str());
    return static_cast<bool>(out);
}

int rush_enumerate(const CLI::App& command, EnumerateFlags& flags) {
    rush::EnumerateOptions& eo = flags.options;
    const std::optional<Shard>& shard = flags.shard;
    if (shard && command.count("--sample"))
        return usage_error(command, "--shard and --sample both pick every k-th seed: give one of them");
    std::vector<ReferenceFile> references;
    for (const std::string& path : flags.reference_paths) {
        std::string error;
        auto file = read_reference_file(path, error);
        if (!file) {
            std::fprintf(stderr, "boxcar rush enumerate: %s\n", error.c_str());
            return 1;
        }
        references.push_back(std::move(*file));
    }
    if (eo.count_only && !flags.summary_path.empty())
        return usage_error(command, "--count-only finds no puzzle: nothing to summarise (--summary)");
    if (!flags.reference_paths.empty() && flags.summary_path.empty())
        return usage_error(command, "--reference is checked in the summary: give --summary FILE too");
    std::FILE* out = stdout;
    if (flags.out_path.empty() && !flags.summary_path.empty()) out = nullptr;  // the summary alone
    if (!flags.out_path.empty()) {
        out = std::fopen(flags.out_path.c_str(), "w");
        if (!out) {
            std::fprintf(stderr, "boxcar rush enumerate: cannot write '%s'\n", flags.out_path.c_str());
            return 1;
        }
    }
    if (shard) {
        eo.sample_every = shard->n;
        eo.sample_offset = shard->k - 1;
    }
    eo.skip_idle = !flags.keep_idle;
    if (!flags.locate.empty()) {
        const auto parsed = rush::parse_board(flags.locate);
        if (!parsed.board)
            return usage_error(command, "--locate: " + (parsed.error ? parsed.error->to_string() : "invalid board"));
        const auto seed = rush::canonical_seed(*parsed.board);
        if (!seed) return usage_error(command, "--locate: the board's cluster has no goal state (or is too big)");
        eo.locate = rush::board_string(*seed);
        std::fprintf(stderr, "boxcar rush enumerate: canonical seed of the cluster: %s\n", eo.locate.c_str());
    }
    // --progress: the walk alone first counts the seeds (a few seconds for 6x6 without walls, minutes for the
    // walk of wall layouts), then every 2^22 seeds a line tells how far the walk is, its rate and the time left.
    std::uint64_t seeds_total = 0;
    if (flags.progress && !eo.count_only) {
        rush::EnumerateOptions count = eo;
        count.count_only = true;
        count.first_seed = 0;
        count.max_positions = 0;
        seeds_total = rush::enumerate_puzzles(count, [](const rush::EnumeratedPuzzle&) {}).seeds;
        if (eo.max_positions) seeds_total = std::min(seeds_total, eo.first_seed + eo.max_positions);
        std::fprintf(stderr, "boxcar rush enumerate: %llu seeds to walk\n", static_cast<unsigned long long>(seeds_total));
    }
    const auto t0 = std::chrono::steady_clock::now();
    if (flags.progress)
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
    if (shard && out) std::fprintf(out, "# boxcar shard %s: rush enumerate%s\n", shard->text().c_str(), enumerate_run_text(command).c_str());
    std::vector<SummaryPuzzle> puzzles;  // kept for --summary
    const rush::EnumerateSummary sum = rush::enumerate_puzzles(eo, [&](const rush::EnumeratedPuzzle& pz) {
        const std::string board = rush::board_string(pz.board);
        if (out)
            std::fprintf(out, "%02d %s %llu\n", pz.moves, board.c_str(), static_cast<unsigned long long>(pz.cluster_size));
        if (!flags.summary_path.empty()) puzzles.push_back({pz.moves, board, pz.cluster_size, pz.board.walls != 0});
    });
    if (shard && out && sum.complete)
        std::fprintf(out, "# boxcar shard %s complete: %llu puzzles, max %d moves, %llu seeds explored\n",
                     shard->text().c_str(), static_cast<unsigned long long>(sum.puzzles), sum.max_moves,
                     static_cast<unsigned long long>(sum.positions));
    else if (shard && out)
        std::fprintf(out, "# boxcar shard %s stopped by --max-positions: partial\n", shard->text().c_str());
    if (out && out != stdout) std::fclose(out);
    if (!flags.summary_path.empty()) {
        if (!sum.complete) {
            std::fprintf(stderr, "boxcar rush enumerate: stopped by --max-positions: no summary written\n");
            return 1;
        }
        if (!write_enumerate_summary(flags, enumerate_run_text(command), puzzles, references)) return 1;
    }
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

void add_rush(CLI::App& parent, Runs& runs) {
    CLI::App* rush = parent.add_subcommand("rush", "Rush Hour boards: solve, bench, cluster, agent, enumerate.");

    auto solve = std::make_shared<SolveFlags>();
    CLI::App* solve_command = rush->add_subcommand("solve", "Solves Rush Hour boards: one line per board on stdout.");
    solve_command->footer(kBoardHelp);
    solve_command->add_option("FILE|BOARD", solve->input, "a board, a database line or a file of them")
        ->type_name("")
        ->required();
    add_solve_flags(*solve_command, solve->options);
    add_switch(*solve_command, {"--json", "", "one JSON object per board (the contract's fields)"}, solve->json);
    add_shard_flag(*solve_command, solve->shard,
                   "every N-th board from the K-th (1 <= K <= N), numbers kept; `boxcar merge` joins the\n"
                   "shards' --json outputs");
    runs[solve_command] = [solve](const Args&) { return rush_solve(*solve); };

    auto bench = std::make_shared<RushBenchFlags>();
    CLI::App* bench_command =
        rush->add_subcommand("bench", "A markdown table of solve times; with a database file, every count checked.");
    bench_command->add_option("FILE", bench->file, "a file of boards or database lines")->type_name("")->required();
    add_solve_flags(*bench_command, bench->options);
    add_switch(*bench_command, {"--cpu-time", "", "limits and times in CPU time of the searching thread"},
               bench->options.cpu_time);
    add_whole(*bench_command, {"--repeat", "N", "solve each board N times and report the median"}, bench->repeat, 1,
              100000, "a count from 1 to 100000");
    bench_command
        ->add_option("--out", bench->out_path,
                     "the table there (default: docs/bench/rush_<file>.md when docs/bench/ is here)")
        ->type_name("FILE.md");
    runs[bench_command] = [bench](const Args& command_line) { return rush_bench(*bench, command_line); };

    auto cluster = std::make_shared<ClusterFlags>();
    CLI::App* cluster_command = rush->add_subcommand(
        "cluster", "The board's whole state space: states, goal states, its distance, the hardest state.");
    cluster_command->add_option("BOARD", cluster->board, "a board (or a file: its first board)")->type_name("")->required();
    const std::string goals = rush::kGoalNames.joined("|");
    add_text(
        *cluster_command, {"--goal", goals, "as for rush solve"},
        [goals](const std::string& value) { return rush::parse_goal(value) ? std::string() : bad_value("--goal", value, goals); },
        [cluster](const std::string& value) { cluster->goal = *rush::parse_goal(value); }, "exit");
    add_whole(*cluster_command, {"--max-states", "N", "stop above N states"}, cluster->max_states, 1, 400'000'000,
              "a count from 1 to 400000000");
    add_switch(*cluster_command, {"--json", "", "one JSON object"}, cluster->json);
    runs[cluster_command] = [cluster](const Args&) { return rush_cluster(*cluster); };

    auto agent = std::make_shared<AgentFlags>();
    CLI::App* agent_command = rush->add_subcommand(
        "agent", "The cursor agent plays the board; crazy steps move a random vehicle and it re-plans.");
    agent_command->add_option("BOARD", agent->board, "a board (or a file: its first board)")->type_name("")->required();
    add_whole(*agent_command, {"--seed", "N", "the run's random seed (SplitMix64; the same run natively and in WASM)"},
              agent->options.seed, 0, 999'999'999'999'999'999LL, "a whole number >= 0");
    add_whole(*agent_command, {"--crazy-every", "K", "a crazy step every K actions (0: never)"},
              agent->options.crazy_every, 0, 1'000'000, "an action count, 0 for never");
    add_whole(*agent_command, {"--max-actions", "N", "give up after N actions"}, agent->options.max_actions, 1,
              100'000'000, "a count from 1 to 100000000");
    add_switch(*agent_command, {"--json", "", "one JSON object"}, agent->json);
    runs[agent_command] = [agent](const Args&) { return rush_agent(*agent); };

    auto enumerate = std::make_shared<EnumerateFlags>();
    rush::EnumerateOptions& eo = enumerate->options;
    CLI::App* enumerate_command = rush->add_subcommand(
        "enumerate", "Every puzzle of a board size, one database line per cluster (Fogleman's scheme).");
    enumerate_command->footer(
        "One line `moves board cluster_size` per cluster's hardest minimal state (docs/bench/rush_enumerate_6x6.md);\n"
        "the output is the same for any --threads. --first-seed/--max-positions split a run into consecutive parts.");
    add_whole(*enumerate_command, {"--size", "4|5|6", "the board size"}, eo.size, 4, 6, "4, 5 or 6")
        ->required()
        ->default_str("");
    add_whole(*enumerate_command, {"--walls", "0..2", "at most this many walls"}, eo.max_walls, 0, 2, "0, 1 or 2");
    enumerate_command->add_option("--out", enumerate->out_path, "the database there (default: stdout)")
        ->type_name("FILE");
    add_whole(*enumerate_command, {"--threads", "N", "worker threads (default: up to 2)"}, eo.threads, 1, 64,
              "a whole number from 1 to 64")
        ->default_str("");
    add_whole(*enumerate_command, {"--max-positions", "N", "explore at most N seeds (default: all the rest)"},
              eo.max_positions, 1, 100'000'000'000LL, "a positive count")
        ->default_str("");
    add_whole(*enumerate_command, {"--first-seed", "N", "skip the first N seeds of the walk"}, eo.first_seed, 0,
              1'000'000'000'000LL, "a count >= 0");
    add_whole(*enumerate_command, {"--sample", "K", "explore only every K-th seed (projections)"}, eo.sample_every, 1,
              1'000'000'000LL, "a positive stride");
    add_whole(*enumerate_command, {"--sample-rows", "K", "walk only every K-th row layout (projections)"},
              eo.sample_rows, 1, 1'000'000'000LL, "a positive stride");
    add_switch(*enumerate_command, {"--count-only", "", "only count the seeds of the walk"}, eo.count_only);
    add_switch(*enumerate_command, {"--progress", "", "how far the walk is, on stderr"}, enumerate->progress);
    enumerate_command
        ->add_option("--locate", enumerate->locate, "print where the walk meets this board's cluster (its seed number)")
        ->type_name("BOARD");
    add_switch(*enumerate_command, {"--keep-idle", "", "explore seeds with an idle piece too (same output)"},
               enumerate->keep_idle);
    add_switch(*enumerate_command,
               {"--derive-walls", "", "derive the clusters with walls from the no-wall clusters (same output)"},
               eo.derive_walls);
    add_shard_flag(*enumerate_command, enumerate->shard,
                   "every N-th seed from the K-th (1 <= K <= N); `boxcar merge` joins the shards' databases");
    enumerate_command
        ->add_option("--summary", enumerate->summary_path,
                     "when the run is over, its summary there: one JSON line (counts, hashes, sample, CPU;\n"
                     "docs/CLUSTER.md); `boxcar merge` joins the shards' summaries; without --out, no database")
        ->type_name("FILE");
    enumerate_command
        ->add_option("--reference", enumerate->reference_paths,
                     "a database to check against in the summary (its lines present with the same counts or not)")
        ->type_name("FILE")
        ->allow_extra_args(false);
    runs[enumerate_command] = [enumerate_command, enumerate](const Args&) {
        return rush_enumerate(*enumerate_command, *enumerate);
    };
    for (CLI::App* command : {rush, bench_command, cluster_command, agent_command}) command->footer(kBoardHelp);
}

}  // namespace boxcar::cli
