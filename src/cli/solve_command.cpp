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
#include <memory>
#include <string>

namespace boxcar::cli {
namespace {

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

struct SolveFlags {
    std::string input;
    sokoban::SolveOptions options;
    int level = 0;
    bool json = false, progress = false;
    int threads = 1;                                              // the parallel portfolio (parallel_solve.hpp)
    sokoban::Direction direction = sokoban::Direction::Forward;  // bidirectional_search.hpp
};

// --level N or --all (0), whichever comes last.
int chosen_level(const CLI::App& command, int level) {
    int chosen = 0;
    for (const CLI::Option* option : command.parse_order()) chosen = option->get_name() == "--level" ? level
                                                                     : option->get_name() == "--all" ? 0
                                                                                                     : chosen;
    return chosen;
}

int run_solve(const CLI::App& command, SolveFlags& flags) {
    sokoban::SolveOptions& options = flags.options;
    const int only_level = chosen_level(command, flags.level);
    const bool json = flags.json;
    int threads = flags.threads;
    const sokoban::Direction direction = flags.direction;
    if (!settle_threads(threads, direction, "boxcar solve")) return 2;
    sokoban::Collection collection;
    if (!load_sokoban(flags.input, collection)) return 1;
    const int count = static_cast<int>(collection.levels.size());
    if (only_level > count)
        return usage_error(command, "--level " + std::to_string(only_level) + " but the input has " +
                                        std::to_string(count) + (count == 1 ? " level" : " levels"));
    if (flags.progress) {
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

}  // namespace

void add_solve(CLI::App& parent, Runs& runs) {
    auto flags = std::make_shared<SolveFlags>();
    CLI::App* command =
        parent.add_subcommand("solve", "Solves Sokoban levels: one line per level on stdout (a JSON object with --json).");
    command
        ->add_option("FILE|TEXT", flags->input,
                     "a level file, or level text: XSB rows or RLE, e.g. '#####|#@$.#|#####' (may begin with '-')")
        ->type_name("")
        ->required();
    add_whole(*command, {"--level", "N", "solve only level N (1-based position in the input)"}, flags->level, 1,
              9999999, "a level number, 1-based")
        ->default_str("");
    command->add_flag("--all")->description("every level (the default; the last of --level and --all counts)");
    add_search_flags(*command, flags->options);
    add_auto_flags(*command, flags->options);
    add_limit_flags(*command, flags->options);
    add_lane_flags(*command, flags->direction, flags->threads);
    add_switch(*command, {"--json", "", "one JSON object per level (the contract's fields), flushed as each level ends"},
               flags->json);
    add_switch(*command, {"--progress", "", "running counters on stderr every second"}, flags->progress);
    runs[command] = [command, flags](const Args&) { return run_solve(*command, *flags); };
}

}  // namespace boxcar::cli
