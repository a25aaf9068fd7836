// `boxcar bench FILE... [--configs LIST] [--time-limit S] [--memory-limit MIB] [--levels 1-20] [--max-boxes N]
//                        [--quick] [--cpu-time] [--optimize off|moves|pushes] [--in-process] [--festival TSV] [--direction D] [--shard K/N]
//                        [--out FILE.md]`
// --cpu-time limits each level's CPU time instead of wall-clock (fair numbers on a shared machine).
// Runs solver configurations over Sokoban collections (one level at a time, one thread) and writes markdown:
// a header (date, machine, CPU, cores, load average, limits, which clock the limit uses), a summary table
// with one row per configuration (solved, median/max time of solved levels, pushes and moves of the solved
// levels, expanded nodes, peak of the solver's own memory accounting, peak RSS beside the budget), then one
// per-level table per configuration in a <details> block. --festival adds a per-level table beside
// Festival's results (a TSV: level, solved, wall_s, moves, pushes) that marks where we are faster or shorter.
// Natively each level runs in a forked child process (level_runner.hpp): its peak RSS is measured alone, and
// a crash or an OOM kill of one level is reported in the table instead of ending the run (--in-process
// turns this off). In WASM (no fork) levels run in-process and the "RSS" is the WASM heap size.
// Config names: `algo[/heuristic][:deadlocks]`, e.g. `auto`, `bfs:dead`, `astar/pull:dead,freeze`; or the
// presets `teaching` (bfs, ucs, astar with each heuristic, greedy/pull; dead squares only) and `all-algos`.
// --shard K/N (shard.hpp) runs every N-th selected level from the K-th, counted over all files in order;
// the report says so and `boxcar merge` joins the shards' reports (bench_report.hpp).
// --out FILE.md also writes the run's data as JSON lines, FILE.jsonl (bench_data.hpp).
#include "cli/bench_info.hpp"
#include "cli/bench_data.hpp"
#include "cli/bench_report.hpp"
#include "cli/commands.hpp"
#include "cli/level_runner.hpp"
#include "cli/parallel_solve.hpp"
#include "cli/shard.hpp"
#include "cli/solver_flags.hpp"
#include "sokoban/solve/bidirectional_search.hpp"
#include "sokoban/solve/solver.hpp"

#include <sys/utsname.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace boxcar::cli {
namespace {

struct BenchConfig {
    std::string name;
    sokoban::SolveOptions options;
    sokoban::Direction direction = sokoban::Direction::Forward;
    int threads = 1;  // the parallel portfolio (parallel_solve.hpp)
};

void print_bench_usage() {
    std::fputs(
        "usage: boxcar bench FILE... [--configs LIST] [--time-limit S] [--memory-limit MIB] [--levels LIST]\n"
        "                   [--max-boxes N] [--quick] [--cpu-time] [--optimize off|moves|pushes] [--in-process]\n"
        "                   [--packing-search on|off] [--phases LIST] [--festival TSV] [--direction D] [--threads N] [--shard K/N]\n"
        "                   [--out FILE.md]\n"
        "  LIST of configs: comma-separated `algo[/heuristic][:deadlocks]` joined by ';' when deadlock lists\n"
        "  have commas, or presets `teaching`, `all-algos`. Default: auto. --quick: levels 1-40, 2 s.\n"
        "  --time-limit S (default 10, --quick 2), --memory-limit MIB, --cpu-time and --optimize mean what they\n"
        "  mean for `boxcar solve`: the limit covers the whole solve of a level, the optimizer included.\n"
        "  --cpu-time: limits and times in CPU time of the solving thread (fair on a shared machine).\n"
        "  --in-process: no child process per level (then peak RSS is the whole run's).\n"
        "  --packing-search on|off: as for `boxcar solve` (fess-plan's packing order; default on).\n"
        "  --phases LIST: as for `boxcar solve` (`auto` runs only these of its strategies).\n"
        "  --festival TSV: per-level table beside Festival's results (level, solved, wall_s, moves, pushes).\n"
        "  --direction forward|backward|bidirectional: pull / perimeter searches (bidirectional_search.hpp).\n"
        "  --threads N: `auto` as a portfolio on N threads (parallel_solve.hpp); CPU times add up every thread.\n"
        "  --shard K/N: every N-th selected level from the K-th (1 <= K <= N), for job arrays; the level\n"
        "  numbers stay those of the file; `boxcar merge` joins the shards' reports.\n"
        "  --out FILE.md: the report there, and its data as JSON lines (one object per level) in FILE.jsonl.\n",
        stderr);
}

std::vector<std::string> split(const std::string& s, char sep) {
    std::vector<std::string> out;
    std::string item;
    std::istringstream in(s);
    while (std::getline(in, item, sep))
        if (!item.empty()) out.push_back(item);
    return out;
}

// Parses one config name; nullopt (with a message) when it is not valid.
std::optional<BenchConfig> parse_config(const std::string& name) {
    BenchConfig c;
    c.name = name;
    std::string algo = name, heuristic, deadlocks;
    if (auto colon = algo.find(':'); colon != std::string::npos) {
        deadlocks = algo.substr(colon + 1);
        algo = algo.substr(0, colon);
    }
    if (auto slash = algo.find('/'); slash != std::string::npos) {
        heuristic = algo.substr(slash + 1);
        algo = algo.substr(0, slash);
    }
    auto a = sokoban::parse_algo(algo);
    auto h = heuristic.empty() ? std::optional(sokoban::Heuristic::Hungarian) : sokoban::parse_heuristic(heuristic);
    auto d = deadlocks.empty() ? std::optional(unsigned(sokoban::kAllDeadlocks)) : sokoban::parse_deadlocks(deadlocks);
    if (!a || !h || !d) {
        std::fprintf(stderr, "boxcar bench: bad configuration '%s' (algo[/heuristic][:deadlocks])\n", name.c_str());
        return std::nullopt;
    }
    c.options.algo = *a;
    c.options.heuristic = *h;
    c.options.deadlocks = *d;
    return c;
}

std::vector<std::string> expand_presets(const std::string& list) {
    // Configs are separated by ';' or by ',' when no deadlock list (which has commas itself) is present.
    std::vector<std::string> names = split(list, list.find(';') != std::string::npos || list.find(':') != std::string::npos ? ';' : ',');
    std::vector<std::string> out;
    for (const auto& n : names) {
        if (n == "teaching") {
            for (const char* t : {"bfs:dead", "ucs:dead", "astar/manhattan:dead", "astar/euclid:dead", "astar/pull:dead",
                                  "astar/pull-keeper:dead", "astar/hungarian:dead", "greedy/pull:dead"})
                out.push_back(t);
        } else if (n == "all-algos") {
            for (const char* t : {"bfs", "dfs", "ucs", "greedy/hungarian", "astar/hungarian", "wastar/hungarian",
                                  "idastar/hungarian", "auto"})
                out.push_back(t);
        } else {
            out.push_back(n);
        }
    }
    return out;
}

std::string machine_header(double time_limit, double memory_mib, bool cpu_time, bool forked) {
    struct utsname u {};
    uname(&u);
    std::ostringstream out;
    out << "- date: " << utc_now() << "\n"
        << "- machine: " << u.machine << ", " << cpu_model() << ", " << logical_cores()
        << " cores (the solver uses one), load average at start: " << load_average() << "\n"
        << "- limits per level: " << time_limit << " s of " << (cpu_time ? "CPU time (--cpu-time)" : "wall-clock time")
        << ", memory budget " << memory_mib << " MiB (the solver's own accounting)\n"
#if defined(__EMSCRIPTEN__)
        << "- build: WASM under node (emscripten); \"RSS\" is the WASM heap size, the peak of the whole run\n";
#else
        << "- build: native; " << (forked ? "each level in its own process, \"RSS\" is that level's peak RSS"
                                          : "levels in one process, \"RSS\" is the run's peak RSS so far")
        << "\n";
#endif
    return out.str();
}

}  // namespace

int run_bench(const Args& args) {
    std::vector<std::string> files;
    std::string configs_arg = "auto", out_path, festival_path;
    std::optional<std::vector<int>> levels;
    sokoban::SolveOptions shared;  // --time-limit, --memory-limit, --cpu-time, --optimize for every config
    shared.time_limit_s = 10;
    int max_boxes = 0;  // 0 = any
    bool time_given = false, quick = false, in_process = !can_fork_levels();
    sokoban::Direction direction = sokoban::Direction::Forward;
    int threads = 1;
    std::optional<Shard> shard;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        auto value = [&]() -> const std::string* {
            if (i + 1 >= args.size()) {
                std::fprintf(stderr, "boxcar bench: %s needs a value\n", a.c_str());
                return nullptr;
            }
            return &args[++i];
        };
        if (a == "--configs") {
            auto v = value();
            if (!v) return 2;
            configs_arg = *v;
        } else if (a == "--time-limit" || a == "--memory-limit" || a == "--cpu-time" || a == "--optimize" ||
                   a == "--packing-search" || a == "--phases") {
            // The limits and the optimizer mean what they mean for `boxcar solve` (solver_flags.hpp).
            if (parse_solver_flag(args, i, shared) < 0) return 2;
            time_given = time_given || a == "--time-limit";
        } else if (a == "--levels") {
            auto v = value();
            if (!v) return 2;
            levels = parse_level_list(*v);
            if (!levels) {
                std::fprintf(stderr, "boxcar bench: bad --levels '%s' (e.g. 1-20 or 1,4,7-9)\n", v->c_str());
                return 2;
            }
        } else if (a == "--out") {
            auto v = value();
            if (!v) return 2;
            out_path = *v;
        } else if (a == "--max-boxes") {
            auto v = value();
            auto n = v ? parse_level_list(*v) : std::nullopt;
            if (!n || n->size() != 1) {
                std::fprintf(stderr, "boxcar bench: --max-boxes needs a whole number\n");
                return 2;
            }
            max_boxes = n->front();
        } else if (a == "--quick") {
            quick = true;
        } else if (a == "--in-process") {
            in_process = true;
        } else if (a == "--direction") {
            auto v = value();
            auto d = v ? sokoban::parse_direction(*v) : std::nullopt;
            if (!d) {
                std::fprintf(stderr, "boxcar bench: --direction needs forward, backward or bidirectional\n");
                return 2;
            }
            direction = *d;
        } else if (a == "--threads") {
            auto v = value();
            auto n = v ? parse_threads(*v) : std::nullopt;
            if (!n) {
                std::fprintf(stderr, "boxcar bench: %s\n", kThreadsHelp);
                return 2;
            }
            threads = *n;
        } else if (a == "--shard") {
            auto v = value();
            if (!v) return 2;
            std::string error;
            shard = parse_shard(*v, error);
            if (!shard) {
                std::fprintf(stderr, "boxcar bench: %s\n", error.c_str());
                return 2;
            }
        } else if (a == "--festival") {
            auto v = value();
            if (!v) return 2;
            festival_path = *v;
        } else if (a == "--help" || a == "-h") {
            print_bench_usage();
            return 0;
        } else if (a.rfind("--", 0) == 0) {
            std::fprintf(stderr, "boxcar bench: unknown option '%s'\n", a.c_str());
            print_bench_usage();
            return 2;
        } else {
            files.push_back(a);
        }
    }
    if (files.empty()) {
        print_bench_usage();
        return 2;
    }
    if (!settle_threads(threads, direction, "boxcar bench")) return 2;
    if (quick) {
        if (!levels) levels = parse_level_list("1-40");
        if (!time_given) shared.time_limit_s = 2;
    }
    const double time_limit = shared.time_limit_s, memory = shared.memory_limit_mib;
    const bool cpu_time = shared.cpu_time_limit;
    std::vector<BenchConfig> configs;
    for (const auto& name : expand_presets(configs_arg)) {
        auto c = parse_config(name);
        if (!c) return 2;
        c->options.time_limit_s = time_limit;
        c->options.memory_limit_mib = memory;
        c->options.cpu_time_limit = cpu_time;
        c->options.optimize = shared.optimize;
        c->options.packing_search = shared.packing_search;
        if (!shared.packing_search) c->name += " (greedy plan)";
        c->options.auto_phases = shared.auto_phases;
        if (!shared.auto_phases.empty() && c->options.algo == sokoban::Algo::Auto) {
            std::string list;
            for (const std::string& phase : shared.auto_phases) list += (list.empty() ? "" : ",") + phase;
            c->name += " (phases " + list + ")";
        }
        c->direction = direction;
        if (direction != sokoban::Direction::Forward) c->name += " (" + std::string(sokoban::direction_name(direction)) + ")";
        c->threads = threads;
        if (threads > 1) c->name += " (" + std::to_string(threads) + " threads)";
        configs.push_back(*c);
    }
    if (configs.empty()) {
        std::fprintf(stderr, "boxcar bench: no configuration given\n");
        return 2;
    }

    BenchReport report;
    report.cpu_time = cpu_time;
    report.shard = shard;
    if (!festival_path.empty()) {
        auto rows = read_festival(festival_path, report.festival_note);
        if (!rows) {
            std::fprintf(stderr, "boxcar bench: cannot read '%s'\n", festival_path.c_str());
            return 1;
        }
        report.festival = std::move(*rows);
        report.with_festival = true;
    }

    // The selection: every file's chosen levels, in order; a shard keeps every N-th of them.
    std::vector<sokoban::Collection> collections(files.size());
    std::vector<std::vector<int>> numbers(files.size());
    std::uint64_t unit = 0, units = 0;
    for (std::size_t f = 0; f < files.size(); ++f) {
        if (!load_sokoban(files[f], collections[f])) return 1;
        const int count = static_cast<int>(collections[f].levels.size());
        std::vector<int> selected;
        if (levels) {
            for (int n : *levels)
                if (n <= count) selected.push_back(n);
        } else {
            for (int n = 1; n <= count; ++n) selected.push_back(n);
        }
        if (max_boxes)
            std::erase_if(selected, [&](int n) {
                const auto& e = collections[f].levels[n - 1];
                return e.level && e.level->box_count() > max_boxes;
            });
        FileSection section;
        section.name = files[f].substr(files[f].find_last_of('/') + 1);
        section.selected = static_cast<int>(selected.size());
        if (max_boxes) section.selection_note = ", at most " + std::to_string(max_boxes) + " boxes";
        for (int n : selected)
            if (!shard || shard->takes(unit++)) numbers[f].push_back(n);
        section.shard_levels = static_cast<int>(numbers[f].size());
        units += numbers[f].size();
        report.files.push_back(std::move(section));
    }

    report.header = "# Boxcar Sokoban benchmark\n\n" + machine_header(time_limit, memory, cpu_time, !in_process);
    if (cpu_time)
        report.header += "- time limit measured in CPU time of the solving thread (--cpu-time), not wall-clock: the\n"
                         "  machine was shared, so this approximates one idle core\n";
    if (threads > 1)
        report.header += "- " + std::to_string(threads) + " threads per level (the parallel portfolio): each lane has the\n"
                         "  time limit on its own clock and a share of the memory budget; CPU s adds up every thread\n";
    if (shard) report.header += shard_header_line(*shard);
    std::string command = "boxcar bench";
    for (const auto& a : args) command += " " + a;
    report.header += "- command: `" + command + "`\n\n";
    report.header += std::string("Status counts are from replay-verified solutions. Times are per level in seconds, first on the\n"
          "clock the limit used (") + (cpu_time ? "CPU time of the solving thread" : "wall-clock") +
          "), then on the other one; pushes and moves are totals over\n"
          "the solved levels. \"Accounted\" memory is the solver's own bookkeeping (search tables, domain\n"
          "caches), which the budget limits; RSS is what the process really held.\n\n";

    // Progress on stderr: done/total over every configuration, levels per second, time left at that rate.
    const std::uint64_t total = units * configs.size();
    std::uint64_t done = 0;
    const auto start = std::chrono::steady_clock::now();
    for (std::size_t f = 0; f < files.size(); ++f) {
        const sokoban::Collection& collection = collections[f];
        for (const auto& c : configs) {
            ConfigRuns table;
            table.name = c.name;
            table.budget_mib = c.options.memory_limit_mib;
            int solved = 0;
            for (int n : numbers[f]) {
                const auto& entry = collection.levels[n - 1];
                LevelRun run;
                run.number = n;
                run.title = entry.title;
                if (entry.level) {
                    run_level(*entry.level, c.options, c.direction, !in_process, run, c.threads);
                } else {
                    run.result.status = search::Status::Invalid;
                    run.result.error = entry.error ? entry.error->to_string() : "invalid";
                }
                solved += run.result.status == search::Status::Solved;
                ++done;
                const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
                const double rate = elapsed > 0 ? done / elapsed : 0;
                std::fprintf(stderr, "\r%s %s: level %d -> %s (%d solved) [%llu/%llu, %.2f levels/s, ~%.0f s left]      ",
                             report.files[f].name.c_str(), c.name.c_str(), n, status_text(run).c_str(), solved,
                             static_cast<unsigned long long>(done), static_cast<unsigned long long>(total), rate,
                             rate > 0 ? (total - done) / rate : 0.0);
                table.runs.push_back(std::move(run));
            }
            std::fprintf(stderr, "\n");
            report.files[f].configs.push_back(std::move(table));
        }
    }
    report.footer = "Finished " + utc_now() + ", load average then: " + load_average() + ".\n";
    if (out_path.empty()) {
        std::fputs(render_bench_report(report).c_str(), stdout);
        return 0;
    }
    std::string error;
    if (!write_bench_files(report, out_path, error)) {
        std::fprintf(stderr, "boxcar bench: %s\n", error.c_str());
        return 1;
    }
    return 0;
}

}  // namespace boxcar::cli
