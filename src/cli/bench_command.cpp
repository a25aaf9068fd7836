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
#include <memory>
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

struct BenchFlags {
    std::vector<std::string> files;
    std::string configs = "auto", out_path, festival_path;
    std::optional<std::vector<int>> levels;
    sokoban::SolveOptions shared;  // --time-limit, --memory-limit, --cpu-time, --optimize, ... for every config
    int max_boxes = 0;             // 0 = any
    bool quick = false, in_process = false;
    sokoban::Direction direction = sokoban::Direction::Forward;
    int threads = 1;
    std::optional<Shard> shard;
};

int run_bench(const CLI::App& command, BenchFlags& flags, const Args& command_line) {
    const std::vector<std::string>& files = flags.files;
    const std::string& configs_arg = flags.configs;
    const std::string& out_path = flags.out_path;
    const std::string& festival_path = flags.festival_path;
    std::optional<std::vector<int>> levels = flags.levels;
    sokoban::SolveOptions& shared = flags.shared;
    const int max_boxes = flags.max_boxes;
    const bool time_given = command.count("--time-limit") > 0, quick = flags.quick;
    const bool in_process = flags.in_process || !can_fork_levels();
    const sokoban::Direction direction = flags.direction;
    int threads = flags.threads;
    const std::optional<Shard>& shard = flags.shard;
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
        c->options.node_limit = shared.node_limit;
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
    if (shared.node_limit)
        report.header += "- node limit per level: " + std::to_string(shared.node_limit) +
                         " expanded nodes (--node-limit): `auto` shares them out instead of time\n";
    if (threads > 1)
        report.header += "- " + std::to_string(threads) + " threads per level (the parallel portfolio): each lane has the\n"
                         "  time limit on its own clock; the forward lanes share the memory budget, the backward lane has\n"
                         "  1/N of it; CPU s adds up every thread\n";
    if (shard) report.header += shard_header_line(*shard);
    std::string command_text = "boxcar";
    for (const auto& a : command_line) command_text += " " + a;
    report.header += "- command: `" + command_text + "`\n\n";
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

}  // namespace

void add_bench(CLI::App& parent, Runs& runs) {
    auto flags = std::make_shared<BenchFlags>();
    flags->shared.time_limit_s = 10;
    CLI::App* command = parent.add_subcommand(
        "bench", "Benchmark tables (markdown) of solver configurations over Sokoban collections.");
    command->footer(
        "Each level runs in a child process of its own (its peak RSS measured alone; a crash is a row of the\n"
        "table); the limits and the optimizer mean what they mean for `boxcar solve`. How to read the tables:\n"
        "docs/bench/README.md.");
    command->add_option("FILE", flags->files, "level files (or level text), one table section each")
        ->type_name("")
        ->required();
    add_text(
        *command,
        {"--configs", "LIST",
         "comma-separated `algo[/heuristic][:deadlocks]`, joined by ';' when deadlock lists have commas,\n"
         "or the presets teaching, all-algos"},
        [](const std::string& value) {
            return value.empty() ? bad_value("--configs", value, "a list of configurations") : std::string();
        },
        [flags](const std::string& value) { flags->configs = value; }, "auto");
    add_text(
        *command, {"--levels", "LIST", "only these levels of each file: 7, 1-20 or 1,4,7-9"},
        [](const std::string& value) {
            return parse_level_list(value) ? std::string() : bad_value("--levels", value, "a level list such as 1-20 or 1,4,7-9");
        },
        [flags](const std::string& value) { flags->levels = parse_level_list(value); });
    add_whole(*command, {"--max-boxes", "N", "only levels with at most N boxes"}, flags->max_boxes, 1, 9999999,
              "a positive whole number")
        ->default_str("");
    add_switch(*command, {"--quick", "", "levels 1-40 at 2 s (unless --levels or --time-limit say otherwise)"},
               flags->quick);
    add_limit_flags(*command, flags->shared);
    add_auto_flags(*command, flags->shared);
    add_lane_flags(*command, flags->direction, flags->threads);
    add_switch(*command, {"--in-process", "", "no child process per level (then peak RSS is the whole run's)"},
               flags->in_process);
    command->add_option("--festival", flags->festival_path,
                        "a per-level table beside Festival's results (TSV: level, solved, wall_s, moves, pushes)")
        ->type_name("TSV");
    add_shard_flag(*command, flags->shard,
                   "every N-th selected level from the K-th (1 <= K <= N), counted over all files; the level\n"
                   "numbers stay those of the file; `boxcar merge` joins the shards' outputs");
    command->add_option("--out", flags->out_path, "the report there, and its data as JSON lines in FILE.jsonl")
        ->type_name("FILE.md");
    runs[command] = [command, flags](const Args& command_line) { return run_bench(*command, *flags, command_line); };
}

}  // namespace boxcar::cli
