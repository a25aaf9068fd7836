// `boxcar bench FILE... [--configs LIST] [--time-limit S] [--memory-limit MIB] [--levels 1-20] [--max-boxes N]
//                        [--quick] [--cpu-time] [--out FILE.md]`
// --cpu-time limits each level's CPU time instead of wall-clock (fair numbers on a shared machine).
// Runs solver configurations over Sokoban collections (one level at a time, one thread) and writes markdown:
// a header (date, machine, CPU, cores, load average, limits), a summary table with one row per configuration
// (solved, median/max time of solved levels, expanded nodes, peak memory of the solver's own tables), then
// one per-level table per configuration in a <details> block.
// Config names: `algo[/heuristic][:deadlocks]`, e.g. `auto`, `bfs:dead`, `astar/pull:dead,freeze`; or the
// presets `teaching` (bfs, ucs, astar with each heuristic, greedy/pull; dead squares only) and `all-algos`.
#include "cli/commands.hpp"
#include "cli/solver_flags.hpp"
#include "sokoban/solver.hpp"

#include <sys/utsname.h>
#include <time.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

namespace boxcar::cli {
namespace {

struct BenchConfig {
    std::string name;
    sokoban::SolveOptions options;
};

struct LevelRun {
    int number = 0;
    std::string title;
    sokoban::SolveResult result;
    double wall_ms = 0;  // wall-clock time of the solve
    double cpu_ms = 0;   // CPU time of the solving thread
};

// CPU time of this thread in ms: on a shared machine it shows the work done, wall time the waiting too.
double thread_cpu_ms() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

void print_bench_usage() {
    std::fputs(
        "usage: boxcar bench FILE... [--configs LIST] [--time-limit S] [--memory-limit MIB] [--levels LIST]\n"
        "                   [--max-boxes N] [--quick] [--cpu-time] [--out FILE.md]\n"
        "  LIST of configs: comma-separated `algo[/heuristic][:deadlocks]` joined by ';' when deadlock lists\n"
        "  have commas, or presets `teaching`, `all-algos`. Default: auto. --quick: levels 1-40, 2 s.\n",
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

std::string cpu_model() {
    std::ifstream in("/proc/cpuinfo");
    std::string line;
    while (std::getline(in, line))
        if (line.rfind("model name", 0) == 0) {
            const auto colon = line.find(':');
            return colon == std::string::npos ? line : line.substr(colon + 2);
        }
    return "unknown";
}

std::string load_average() {
    std::ifstream in("/proc/loadavg");
    std::string a, b, c;
    in >> a >> b >> c;
    return a.empty() ? "unknown" : a + " " + b + " " + c;
}

std::string machine_header(double time_limit, double memory_mib) {
    struct utsname u {};
    uname(&u);
    char date[64];
    const std::time_t now = std::time(nullptr);
    std::strftime(date, sizeof date, "%Y-%m-%d %H:%M UTC", std::gmtime(&now));
    std::ostringstream out;
    out << "- date: " << date << "\n"
        << "- machine: " << u.machine << ", " << cpu_model() << ", " << std::thread::hardware_concurrency()
        << " cores (the solver uses one), load average at start: " << load_average() << "\n"
        << "- limits per level: " << time_limit << " s, " << memory_mib << " MiB (solver's own tables)\n";
    return out.str();
}

double median(std::vector<double> v) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

std::string fmt(const char* f, double v) {
    char buf[64];
    std::snprintf(buf, sizeof buf, f, v);
    return buf;
}

std::string summary_row(const BenchConfig& c, const std::vector<LevelRun>& runs) {
    std::vector<double> times, cpu;
    std::uint64_t expanded = 0, peak = 0;
    int solved = 0, proven = 0;
    for (const auto& r : runs) {
        expanded += r.result.stats.expanded;
        peak = std::max(peak, r.result.stats.memory_bytes);
        if (r.result.status == search::Status::Solved) {
            ++solved;
            times.push_back(r.wall_ms);
            cpu.push_back(r.cpu_ms);
        }
        if (r.result.status == search::Status::Unsolvable) ++proven;
    }
    const double max_time = times.empty() ? 0 : *std::max_element(times.begin(), times.end());
    return "| " + c.name + " | " + std::to_string(solved) + "/" + std::to_string(runs.size()) + " | " +
           std::to_string(proven) + " | " + fmt("%.1f", median(times)) + " | " + fmt("%.1f", max_time) + " | " +
           fmt("%.1f", median(cpu)) + " | " +
           std::to_string(expanded) + " | " + fmt("%.1f", peak / 1048576.0) + " |\n";
}

std::string detail_table(const BenchConfig& c, const std::vector<LevelRun>& runs) {
    std::string out = "<details><summary>" + c.name + ": per level</summary>\n\n"
                      "| level | title | status | moves | pushes | time ms | CPU ms | expanded | generated | memory MiB |\n"
                      "|---:|---|---|---:|---:|---:|---:|---:|---:|---:|\n";
    for (const auto& r : runs) {
        const bool solved = r.result.status == search::Status::Solved;
        out += "| " + std::to_string(r.number) + " | " + r.title + " | " +
               std::string(search::status_name(r.result.status)) + " | " +
               (solved ? std::to_string(r.result.moves) : "") + " | " +
               (solved ? std::to_string(r.result.pushes) : "") + " | " +
               fmt("%.1f", r.wall_ms) + " | " + fmt("%.1f", r.cpu_ms) + " | " + std::to_string(r.result.stats.expanded) +
               " | " + std::to_string(r.result.stats.generated) + " | " +
               fmt("%.2f", r.result.stats.memory_bytes / 1048576.0) + " |\n";
    }
    return out + "\n</details>\n\n";
}

}  // namespace

int run_bench(const Args& args) {
    std::vector<std::string> files;
    std::string configs_arg = "auto", out_path;
    std::optional<std::vector<int>> levels;
    double time_limit = 10, memory = 1024;
    int max_boxes = 0;  // 0 = any
    bool time_given = false, quick = false, cpu_time = false;
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
        } else if (a == "--time-limit" || a == "--memory-limit") {
            auto v = value();
            auto n = v ? parse_positive(*v) : std::nullopt;
            if (!n) {
                std::fprintf(stderr, "boxcar bench: %s needs a positive number\n", a.c_str());
                return 2;
            }
            (a == "--time-limit" ? time_limit : memory) = *n;
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
        } else if (a == "--cpu-time") {
            cpu_time = true;
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
    if (quick) {
        if (!levels) levels = parse_level_list("1-40");
        if (!time_given) time_limit = 2;
    }
    std::vector<BenchConfig> configs;
    for (const auto& name : expand_presets(configs_arg)) {
        auto c = parse_config(name);
        if (!c) return 2;
        c->options.time_limit_s = time_limit;
        c->options.memory_limit_mib = memory;
        c->options.cpu_time_limit = cpu_time;
        configs.push_back(*c);
    }
    if (configs.empty()) {
        std::fprintf(stderr, "boxcar bench: no configuration given\n");
        return 2;
    }

    std::string md = "# Boxcar Sokoban benchmark\n\n" + machine_header(time_limit, memory);
    if (cpu_time)
        md += "- time limit measured in CPU time of the solving thread (--cpu-time), not wall-clock: the\n"
              "  machine was shared, so this approximates one idle core\n";
    std::string command = "boxcar bench";
    for (const auto& a : args) command += " " + a;
    md += "- command: `" + command + "`\n\n";
    md += "Status counts are from replay-verified solutions. `ms` columns are wall-clock per level (what the\n"
          "time limit measures); `CPU ms` is the solving thread's CPU time, closer to an idle machine's timing\n"
          "when the machine is shared.\n\n";
    for (const auto& file : files) {
        sokoban::Collection collection;
        if (!load_sokoban(file, collection)) return 1;
        std::vector<int> numbers;
        if (levels) {
            for (int n : *levels)
                if (n <= static_cast<int>(collection.levels.size())) numbers.push_back(n);
        } else {
            for (int n = 1; n <= static_cast<int>(collection.levels.size()); ++n) numbers.push_back(n);
        }
        if (max_boxes)
            std::erase_if(numbers, [&](int n) {
                const auto& e = collection.levels[n - 1];
                return e.level && e.level->box_count() > max_boxes;
            });
        std::string name = file.substr(file.find_last_of('/') + 1);
        md += "## " + name + " (" + std::to_string(numbers.size()) + " levels" +
              (max_boxes ? ", at most " + std::to_string(max_boxes) + " boxes" : std::string()) + ")\n\n"
              "| config | solved | proven unsolvable | median ms (solved) | max ms (solved) | median CPU ms (solved) | expanded (all levels) | peak MiB |\n"
              "|---|---:|---:|---:|---:|---:|---:|---:|\n";
        std::string details;
        for (const auto& c : configs) {
            std::vector<LevelRun> runs;
            int solved = 0;
            for (int n : numbers) {
                const auto& entry = collection.levels[n - 1];
                LevelRun run;
                run.number = n;
                run.title = entry.title;
                if (entry.level) {
                    const double cpu_start = thread_cpu_ms();
                    const auto wall_start = std::chrono::steady_clock::now();
                    run.result = sokoban::solve(*entry.level, c.options);
                    run.wall_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - wall_start).count();
                    run.cpu_ms = thread_cpu_ms() - cpu_start;
                } else {
                    run.result.status = search::Status::Invalid;
                    run.result.error = entry.error ? entry.error->to_string() : "invalid";
                }
                solved += run.result.status == search::Status::Solved;
                std::fprintf(stderr, "\r%s %s: level %d -> %s (%d solved)      ", name.c_str(), c.name.c_str(), n,
                             std::string(search::status_name(run.result.status)).c_str(), solved);
                runs.push_back(std::move(run));
            }
            std::fprintf(stderr, "\n");
            md += summary_row(c, runs);
            details += detail_table(c, runs);
        }
        md += "\n" + details;
    }
    if (out_path.empty()) {
        std::fputs(md.c_str(), stdout);
    } else {
        std::ofstream out(out_path, std::ios::binary);
        out << md;
        if (!out) {
            std::fprintf(stderr, "boxcar bench: cannot write '%s'\n", out_path.c_str());
            return 1;
        }
    }
    return 0;
}

}  // namespace boxcar::cli
