// `boxcar solve FILE|TEXT [options]`: solves Sokoban levels (../shared/CONTRACTS.md).
// stdout: one JSON line per level with --json (flushed as each level finishes), else one readable line.
// stderr: diagnostics, and progress every second with --progress.
#include "cli/commands.hpp"
#include "cli/parallel_solve.hpp"
#include "cli/solver_flags.hpp"
#include "sokoban/solve/bidirectional_search.hpp"
#include "sokoban/solve/solver.hpp"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <string>

namespace boxcar::cli {
namespace {

void print_solve_usage() {
    std::fputs(
        "usage: boxcar solve FILE|TEXT [--level N|--all] [--algo bfs|dfs|ucs|greedy|astar|wastar|idastar|auto]\n"
        "         [--heuristic manhattan|euclid|pull|pull-keeper|hungarian] [--deadlocks all|none|dead,freeze,...]\n"
        "         [--objective any|pushes|moves] [--optimize off|moves|pushes] [--time-limit S] [--cpu-time]\n"
        "         [--memory-limit MIB] [--weight W] [--depth-limit N] [--pi-corrals]\n"
        "         [--packing-search on|off] [--phases LIST]\n"
        "         [--direction forward|backward|bidirectional] [--threads N] [--json] [--progress]\n"
        "  --time-limit S: per level, covering everything the solve runs (the optimizer too); wall-clock\n"
        "  seconds, or CPU seconds of the solving thread with --cpu-time (the same as `boxcar bench`).\n"
        "  --optimize: after a solve with objective any, shorten the solution (moves first or pushes first)\n"
        "  for at most half the time left; default moves for --algo auto, off for the other algorithms.\n"
        "  --threads N: `auto` as a portfolio of N lanes on N threads (default 1); the first verified solution wins\n",
        stderr);
}

nlohmann::ordered_json json_line(int number, const sokoban::LevelEntry& entry, const sokoban::SolveResult& r) {
    using nlohmann::ordered_json;
    const bool solved = r.status == search::Status::Solved;
    ordered_json j;
    j["level"] = number;
    j["title"] = entry.title.empty() ? ordered_json(nullptr) : ordered_json(entry.title);
    j["status"] = std::string(search::status_name(r.status));
    j["solution"] = solved ? ordered_json(r.solution) : ordered_json(nullptr);
    j["moves"] = solved ? ordered_json(r.moves) : ordered_json(nullptr);
    j["pushes"] = solved ? ordered_json(r.pushes) : ordered_json(nullptr);
    j["expanded"] = r.stats.expanded;
    j["generated"] = r.stats.generated;
    auto ms = [](double v) { return static_cast<double>(static_cast<long long>(v * 1000)) / 1000; };
    j["time_ms"] = ms(r.stats.elapsed_ms);
    // The first solution, before the optimizer shortened it (the same as the final one when it did not).
    j["first_time_ms"] = solved ? ordered_json(ms(r.first_solution_ms)) : ordered_json(nullptr);
    j["first_moves"] = solved ? ordered_json(r.first_moves) : ordered_json(nullptr);
    j["first_pushes"] = solved ? ordered_json(r.first_pushes) : ordered_json(nullptr);
    j["error"] = r.error.empty() ? ordered_json(nullptr) : ordered_json(r.error);
    return j;
}

void print_text_line(int number, const sokoban::LevelEntry& entry, const sokoban::SolveResult& r) {
    std::string line = "level " + std::to_string(number);
    if (!entry.title.empty()) line += " (" + entry.title + ")";
    line += ": " + std::string(search::status_name(r.status));
    if (r.status == search::Status::Solved)
        line += ", " + std::to_string(r.moves) + " moves, " + std::to_string(r.pushes) + " pushes";
    char buf[128];
    std::snprintf(buf, sizeof buf, ", %.1f ms, %llu expanded", r.stats.elapsed_ms,
                  static_cast<unsigned long long>(r.stats.expanded));
    line += buf;
    if (r.status == search::Status::Solved && !r.phase.empty()) line += ", by " + r.phase;  // auto's phase
    if (r.status == search::Status::Solved && (r.first_moves != r.moves || r.first_pushes != r.pushes)) {
        std::snprintf(buf, sizeof buf, " (first solution %d moves, %d pushes at %.1f ms; optimized)", r.first_moves,
                      r.first_pushes, r.first_solution_ms);
        line += buf;
    }
    if (!r.error.empty()) line += ": " + r.error;
    if (r.status == search::Status::Solved && !r.solution.empty()) line += "\n  " + r.solution;
    std::printf("%s\n", line.c_str());
}

}  // namespace

int run_solve(const Args& args) {
    sokoban::SolveOptions options;
    std::string input;
    int only_level = 0;
    bool json = false, progress = false;
    int threads = 1;  // the parallel portfolio (parallel_solve.hpp)
    sokoban::Direction direction = sokoban::Direction::Forward;  // bidirectional_search.hpp
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        const int solver_flag = parse_solver_flag(args, i, options);
        if (solver_flag < 0) return 2;
        if (solver_flag > 0) continue;
        if (a == "--json") {
            json = true;
        } else if (a == "--progress") {
            progress = true;
        } else if (a == "--all") {
            only_level = 0;
        } else if (a == "--direction") {
            auto d = i + 1 < args.size() ? sokoban::parse_direction(args[i + 1]) : std::nullopt;
            if (!d) {
                std::fprintf(stderr, "boxcar: --direction needs forward, backward or bidirectional\n");
                return 2;
            }
            direction = *d;
            ++i;
        } else if (a == "--threads") {
            auto n = i + 1 < args.size() ? parse_threads(args[i + 1]) : std::nullopt;
            if (!n) {
                std::fprintf(stderr, "boxcar: %s\n", kThreadsHelp);
                return 2;
            }
            threads = *n;
            ++i;
        } else if (a == "--level") {
            auto list = i + 1 < args.size() ? parse_level_list(args[i + 1]) : std::nullopt;
            if (!list || list->size() != 1) {
                std::fprintf(stderr, "boxcar: --level needs a level number (1-based)\n");
                return 2;
            }
            only_level = list->front();
            ++i;
        } else if (a == "--help" || a == "-h") {
            print_solve_usage();
            return 0;
        } else if (a.size() > 1 && a[0] == '-' && a[1] == '-') {
            std::fprintf(stderr, "boxcar: unknown option '%s'\n", a.c_str());
            print_solve_usage();
            return 2;
        } else if (input.empty()) {
            input = a;
        } else {
            std::fprintf(stderr, "boxcar: more than one level argument ('%s')\n", a.c_str());
            return 2;
        }
    }
    if (input.empty()) {
        print_solve_usage();
        return 2;
    }
    if (!settle_threads(threads, direction, "boxcar")) return 2;
    sokoban::Collection collection;
    if (!load_sokoban(input, collection)) return 1;
    const int count = static_cast<int>(collection.levels.size());
    if (only_level > count) {
        std::fprintf(stderr, "boxcar: --level %d but the input has %d level%s\n", only_level, count,
                     count == 1 ? "" : "s");
        return 2;
    }
    if (progress) {
        options.progress_interval_ms = 1000;
        options.progress = [](const sokoban::Progress& p) {
            std::fprintf(stderr, "  [%s] %.1f s, %llu expanded, %llu generated, frontier %llu, %.0f MiB\n",
                         p.phase.c_str(), p.stats.elapsed_ms / 1000,
                         static_cast<unsigned long long>(p.stats.expanded),
                         static_cast<unsigned long long>(p.stats.generated),
                         static_cast<unsigned long long>(p.stats.frontier), p.stats.memory_bytes / 1048576.0);
        };
    }
    for (int n = 1; n <= count; ++n) {
        if (only_level && n != only_level) continue;
        const sokoban::LevelEntry& entry = collection.levels[n - 1];
        sokoban::SolveResult result;
        if (!entry.level) {
            result.status = search::Status::Invalid;
            result.error = entry.error ? entry.error->to_string() : "invalid level";
        } else {
            result = threads > 1 ? solve_parallel(*entry.level, options, threads).result
                                 : sokoban::solve_in_direction(*entry.level, options, direction);
        }
        if (json) std::printf("%s\n", json_line(n, entry, result).dump().c_str());
        else print_text_line(n, entry, result);
        std::fflush(stdout);
    }
    return 0;
}

}  // namespace boxcar::cli
