// `boxcar bench FILE... [--configs LIST] [--time-limit S] [--memory-limit MIB] [--levels 1-20] [--max-boxes N]
//                        [--quick] [--cpu-time] [--in-process] [--festival TSV] [--direction D] [--out FILE.md]`
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
#include "cli/commands.hpp"
#include "cli/level_runner.hpp"
#include "cli/solver_flags.hpp"
#include "sokoban/bidirectional_search.hpp"
#include "sokoban/solver.hpp"

#include <sys/utsname.h>
#include <time.h>

#include <map>

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
    sokoban::Direction direction = sokoban::Direction::Forward;
};

void print_bench_usage() {
    std::fputs(
        "usage: boxcar bench FILE... [--configs LIST] [--time-limit S] [--memory-limit MIB] [--levels LIST]\n"
        "                   [--max-boxes N] [--quick] [--cpu-time] [--in-process] [--festival TSV] [--direction D]\n"
        "                   [--out FILE.md]\n"
        "  LIST of configs: comma-separated `algo[/heuristic][:deadlocks]` joined by ';' when deadlock lists\n"
        "  have commas, or presets `teaching`, `all-algos`. Default: auto. --quick: levels 1-40, 2 s.\n"
        "  --cpu-time: limits and times in CPU time of the solving thread (fair on a shared machine).\n"
        "  --in-process: no child process per level (then peak RSS is the whole run's).\n"
        "  --festival TSV: per-level table beside Festival's results (level, solved, wall_s, moves, pushes).\n"
        "  --direction forward|backward|bidirectional: pull / perimeter searches (bidirectional_search.hpp).\n",
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

std::string utc_now() {
    char date[64];
    const std::time_t now = std::time(nullptr);
    std::strftime(date, sizeof date, "%Y-%m-%d %H:%M UTC", std::gmtime(&now));
    return date;
}

std::string machine_header(double time_limit, double memory_mib, bool cpu_time, bool forked) {
    struct utsname u {};
    uname(&u);
    std::ostringstream out;
    out << "- date: " << utc_now() << "\n"
        << "- machine: " << u.machine << ", " << cpu_model() << ", " << std::thread::hardware_concurrency()
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

std::string mib(std::uint64_t bytes) { return fmt("%.1f", bytes / 1048576.0); }

// The time a level took on the clock its limit used.
double limit_ms(const LevelRun& r, bool cpu_time) { return cpu_time ? r.cpu_ms : r.wall_ms; }

std::string status_text(const LevelRun& r) {
    return r.crashed ? "crashed" : std::string(search::status_name(r.result.status));
}

std::string summary_header(bool cpu_time) {
    const std::string clock = cpu_time ? "CPU" : "wall";
    const std::string other = cpu_time ? "wall" : "CPU";
    return "| config | solved | proven unsolvable | median s (" + clock + ", solved) | max s (" + clock +
           ", solved) | median s (" + other + ") | pushes (solved) | moves (solved) | expanded | memout | crashed | "
           "peak accounted MiB | peak RSS MiB | budget MiB |\n"
           "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n";
}

std::string summary_row(const BenchConfig& c, const std::vector<LevelRun>& runs, bool cpu_time) {
    std::vector<double> times, others;
    std::uint64_t expanded = 0, peak = 0, rss = 0, pushes = 0, moves = 0;
    int solved = 0, proven = 0, memouts = 0, crashes = 0;
    for (const auto& r : runs) {
        expanded += r.result.stats.expanded;
        peak = std::max(peak, r.result.stats.memory_bytes);
        rss = std::max(rss, r.peak_rss_bytes);
        if (r.result.status == search::Status::Solved) {
            ++solved;
            times.push_back(limit_ms(r, cpu_time) / 1000);
            others.push_back((cpu_time ? r.wall_ms : r.cpu_ms) / 1000);
            pushes += static_cast<std::uint64_t>(r.result.pushes);
            moves += static_cast<std::uint64_t>(r.result.moves);
        }
        proven += r.result.status == search::Status::Unsolvable;
        memouts += r.result.status == search::Status::Memout;
        crashes += r.crashed;
    }
    const double max_time = times.empty() ? 0 : *std::max_element(times.begin(), times.end());
    return "| " + c.name + " | " + std::to_string(solved) + "/" + std::to_string(runs.size()) + " | " +
           std::to_string(proven) + " | " + fmt("%.3f", median(times)) + " | " + fmt("%.3f", max_time) + " | " +
           fmt("%.3f", median(others)) + " | " + std::to_string(pushes) + " | " + std::to_string(moves) + " | " +
           std::to_string(expanded) + " | " + std::to_string(memouts) + " | " + std::to_string(crashes) + " | " +
           mib(peak) + " | " + mib(rss) + " | " + fmt("%g", c.options.memory_limit_mib) + " |\n";
}

std::string detail_table(const BenchConfig& c, const std::vector<LevelRun>& runs) {
    std::string out = "<details><summary>" + c.name + ": per level</summary>\n\n"
                      "| level | title | status | moves | pushes | wall s | CPU s | expanded | generated | accounted MiB | RSS MiB |\n"
                      "|---:|---|---|---:|---:|---:|---:|---:|---:|---:|---:|\n";
    for (const auto& r : runs) {
        const bool solved = r.result.status == search::Status::Solved;
        out += "| " + std::to_string(r.number) + " | " + r.title + " | " + status_text(r) + " | " +
               (solved ? std::to_string(r.result.moves) : "") + " | " +
               (solved ? std::to_string(r.result.pushes) : "") + " | " + fmt("%.3f", r.wall_ms / 1000) + " | " +
               fmt("%.3f", r.cpu_ms / 1000) + " | " + std::to_string(r.result.stats.expanded) + " | " +
               std::to_string(r.result.stats.generated) + " | " + fmt("%.2f", r.result.stats.memory_bytes / 1048576.0) +
               " | " + mib(r.peak_rss_bytes) + " |\n";
    }
    return out + "\n</details>\n\n";
}

// One line of Festival's results (../shared/levels/sokoban/festival_xsokoban_60s.tsv).
struct FestivalRow {
    bool solved = false;
    double seconds = 0;
    long moves = -1, pushes = -1;
};

// Reads "level<TAB>solved<TAB>wall_s<TAB>moves<TAB>pushes" lines ('#' comments and the header skipped).
std::optional<std::map<int, FestivalRow>> read_festival(const std::string& path, std::string& note) {
    std::ifstream in(path);
    if (!in) return std::nullopt;
    std::map<int, FestivalRow> rows;
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty()) continue;
        if (line[0] == '#') {
            if (note.empty()) note = line.substr(line.find_first_not_of("# "));
            continue;
        }
        std::istringstream cols(line);
        std::string level, solved, secs, moves, pushes;
        std::getline(cols, level, '\t');
        std::getline(cols, solved, '\t');
        std::getline(cols, secs, '\t');
        std::getline(cols, moves, '\t');
        std::getline(cols, pushes, '\t');
        if (level.empty() || level.find_first_not_of("0123456789") != std::string::npos) continue;  // header
        FestivalRow r;
        r.solved = solved == "yes" || solved == "1" || solved == "true";
        r.seconds = std::atof(secs.c_str());
        if (!moves.empty() && moves.find_first_not_of("0123456789") == std::string::npos) r.moves = std::atol(moves.c_str());
        if (!pushes.empty() && pushes.find_first_not_of("0123456789") == std::string::npos) r.pushes = std::atol(pushes.c_str());
        rows[std::atoi(level.c_str())] = r;
    }
    return rows;
}

// Per-level table beside Festival's: marks levels we solve faster (on our limit's clock against Festival's
// wall time) or with fewer pushes, and levels only one side solves.
std::string festival_table(const BenchConfig& c, const std::vector<LevelRun>& runs,
                           const std::map<int, FestivalRow>& festival, const std::string& note, bool cpu_time) {
    const std::string clock = cpu_time ? "CPU" : "wall";
    std::string rows;
    int ours = 0, theirs = 0, faster = 0, fewer = 0, only_ours = 0;
    std::string faster_list, fewer_list;
    for (const auto& r : runs) {
        const auto it = festival.find(r.number);
        const FestivalRow f = it == festival.end() ? FestivalRow{} : it->second;
        const bool solved = r.result.status == search::Status::Solved;
        const double secs = limit_ms(r, cpu_time) / 1000;
        ours += solved;
        theirs += f.solved;
        std::string mark;
        if (solved && !f.solved) {
            mark = "only we solve it";
            ++only_ours;
        } else if (solved) {
            if (secs < f.seconds) {
                mark = "faster";
                ++faster;
                faster_list += (faster_list.empty() ? "" : ", ") + std::to_string(r.number);
            }
            if (f.pushes >= 0 && r.result.pushes < f.pushes) {
                mark += mark.empty() ? "fewer pushes" : ", fewer pushes";
                ++fewer;
                fewer_list += (fewer_list.empty() ? "" : ", ") + std::to_string(r.number);
            }
        }
        rows += "| " + std::to_string(r.number) + " | " + (solved ? "yes" : status_text(r)) + " | " +
                (solved ? fmt("%.2f", secs) : "") + " | " + (solved ? std::to_string(r.result.pushes) : "") + " | " +
                (solved ? std::to_string(r.result.moves) : "") + " | " +
                (it == festival.end() ? "?" : f.solved ? "yes" : "no") + " | " + (f.solved ? fmt("%.2f", f.seconds) : "") +
                " | " + (f.solved && f.pushes >= 0 ? std::to_string(f.pushes) : "") + " | " +
                (f.solved && f.moves >= 0 ? std::to_string(f.moves) : "") + " | " + mark + " |\n";
    }
    std::string out = "### " + c.name + " beside Festival, per level\n\n";
    if (!note.empty()) out += "Festival: " + note + ".\n";
    out += "Ours: " + std::to_string(ours) + "/" + std::to_string(runs.size()) + " solved (" + clock +
           " time); Festival: " + std::to_string(theirs) + "/" + std::to_string(runs.size()) + ". Faster than Festival on " +
           std::to_string(faster) + (faster ? " (" + faster_list + ")" : "") + "; fewer pushes on " + std::to_string(fewer) +
           (fewer ? " (" + fewer_list + ")" : "") + "; solved only by us: " + std::to_string(only_ours) +
           ". \"Faster\" compares our " + clock + " time with Festival's wall time on its (idle) machine.\n\n"
           "| level | ours | " + clock + " s | pushes | moves | Festival | s | pushes | moves | note |\n"
           "|---:|---|---:|---:|---:|---|---:|---:|---:|---|\n";
    return out + rows + "\n";
}

}  // namespace

int run_bench(const Args& args) {
    std::vector<std::string> files;
    std::string configs_arg = "auto", out_path, festival_path;
    std::optional<std::vector<int>> levels;
    double time_limit = 10, memory = 1024;
    int max_boxes = 0;  // 0 = any
    bool time_given = false, quick = false, cpu_time = false, in_process = !can_fork_levels();
    sokoban::Direction direction = sokoban::Direction::Forward;
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
        c->direction = direction;
        if (direction != sokoban::Direction::Forward) c->name += " (" + std::string(sokoban::direction_name(direction)) + ")";
        configs.push_back(*c);
    }
    if (configs.empty()) {
        std::fprintf(stderr, "boxcar bench: no configuration given\n");
        return 2;
    }

    std::map<int, FestivalRow> festival;
    std::string festival_note;
    if (!festival_path.empty()) {
        auto rows = read_festival(festival_path, festival_note);
        if (!rows) {
            std::fprintf(stderr, "boxcar bench: cannot read '%s'\n", festival_path.c_str());
            return 1;
        }
        festival = std::move(*rows);
    }

    std::string md = "# Boxcar Sokoban benchmark\n\n" + machine_header(time_limit, memory, cpu_time, !in_process);
    if (cpu_time)
        md += "- time limit measured in CPU time of the solving thread (--cpu-time), not wall-clock: the\n"
              "  machine was shared, so this approximates one idle core\n";
    std::string command = "boxcar bench";
    for (const auto& a : args) command += " " + a;
    md += "- command: `" + command + "`\n\n";
    md += std::string("Status counts are from replay-verified solutions. Times are per level in seconds, first on the\n"
          "clock the limit used (") + (cpu_time ? "CPU time of the solving thread" : "wall-clock") +
          "), then on the other one; pushes and moves are totals over\n"
          "the solved levels. \"Accounted\" memory is the solver's own bookkeeping (search tables, domain\n"
          "caches), which the budget limits; RSS is what the process really held.\n\n";
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
              (max_boxes ? ", at most " + std::to_string(max_boxes) + " boxes" : std::string()) + ")\n\n" +
              summary_header(cpu_time);
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
                    run_level(*entry.level, c.options, c.direction, !in_process, run);
                } else {
                    run.result.status = search::Status::Invalid;
                    run.result.error = entry.error ? entry.error->to_string() : "invalid";
                }
                solved += run.result.status == search::Status::Solved;
                std::fprintf(stderr, "\r%s %s: level %d -> %s (%d solved)      ", name.c_str(), c.name.c_str(), n,
                             status_text(run).c_str(), solved);
                runs.push_back(std::move(run));
            }
            std::fprintf(stderr, "\n");
            md += summary_row(c, runs, cpu_time);
            if (!festival.empty()) details += festival_table(c, runs, festival, festival_note, cpu_time);
            details += detail_table(c, runs);
        }
        md += "\n" + details;
    }
    md += "Finished " + utc_now() + ", load average then: " + load_average() + ".\n";
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
