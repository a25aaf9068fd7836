// The solver flags shared by `boxcar solve` and `boxcar bench` (solver_flags.hpp).
#include "cli/solver_flags.hpp"

#include "cli/commands.hpp"
#include "protocol/options_codec.hpp"

#include <algorithm>
#include <cstdio>

namespace boxcar::cli {

std::optional<std::vector<int>> parse_level_list(const std::string& text) {
    std::vector<int> levels;
    auto number = [](const std::string& s) -> std::optional<int> {
        const auto v = s.size() <= 7 ? whole_number(s) : std::nullopt;
        return v && *v >= 1 ? std::optional<int>(static_cast<int>(*v)) : std::nullopt;
    };
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t comma = text.find(',', start);
        if (comma == std::string::npos) comma = text.size();
        const std::string item = text.substr(start, comma - start);
        const std::size_t dash = item.find('-');
        if (dash == std::string::npos) {
            auto v = number(item);
            if (!v) return std::nullopt;
            levels.push_back(*v);
        } else {
            auto a = number(item.substr(0, dash)), b = number(item.substr(dash + 1));
            if (!a || !b || *b < *a || *b - *a > 100000) return std::nullopt;
            for (int k = *a; k <= *b; ++k) levels.push_back(k);
        }
        start = comma + 1;
    }
    if (levels.empty()) return std::nullopt;
    return levels;
}

namespace {

// A name flag read through the options codec (protocol/options_codec.hpp), which checks it against the enum
// tables; an empty name is refused here (the codec's readers skip it as "not given"). --help shows
// `shown_default`, the value `options` holds when the flag is added.
void add_codec_name(CLI::App& app, const FlagInfo& flag, sokoban::SolveOptions& options, const char* key,
                    const std::string& expected, const std::string& shown_default) {
    add_text(
        app, flag,
        [name = flag.name, key, expected](const std::string& value) {
            sokoban::SolveOptions scratch;
            return !value.empty() && protocol::set_option(scratch, key, value).empty() ? std::string()
                                                                                       : bad_value(name, value, expected);
        },
        [&options, key](const std::string& value) { protocol::set_option(options, key, value); }, shown_default);
}

std::vector<std::string> split_commas(const std::string& text) {
    std::vector<std::string> items;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t comma = text.find(',', start);
        if (comma == std::string::npos) comma = text.size();
        items.push_back(text.substr(start, comma - start));
        start = comma + 1;
    }
    return items;
}

}  // namespace

void add_limit_flags(CLI::App& app, sokoban::SolveOptions& o) {
    add_decimal(app,
                {"--time-limit", "S",
                 "seconds per level, decimals allowed, covering everything the solve runs (every `auto` phase and\n"
                 "the optimizer): wall-clock seconds, or CPU seconds of the solving thread with --cpu-time"},
                o.time_limit_s, 0, 1e7, false, "a positive number of seconds");
    add_decimal(app, {"--memory-limit", "MIB", "the solver's own memory accounting; at the budget a level ends memout"},
                o.memory_limit_mib, 0, 1 << 24, false, "a positive number of MiB");
    add_switch(app, {"--cpu-time", "", "limits and times in CPU time of the solving thread (fair on a shared machine)"},
               o.cpu_time_limit);
    add_whole(app,
              {"--node-limit", "N",
               "at most N expanded nodes per level in all; `auto` then shares them out instead of time, so a run\n"
               "that ends before --time-limit gives the same solution and counts every time (default: none)"},
              o.node_limit, 1, 1'000'000'000'000LL, "a whole number of nodes from 1");
}

void add_auto_flags(CLI::App& app, sokoban::SolveOptions& o) {
    const std::string optimize_names = sokoban::kOptimizeNames.joined("|");
    add_codec_name(app,
                   {"--optimize", optimize_names,
                    "after a solve with objective any, shorten the solution (moves first or pushes first) for at\n"
                    "most half the time left; default moves for --algo auto, off for the other algorithms"},
                   o, "optimize", optimize_names, "");
    add_text(
        app,
        {"--packing-search", "on|off",
         "fess-plan's packing order: from the backward packing search (on) or the greedy one-box removal (off)"},
        [](const std::string& value) {
            return value == "on" || value == "off" ? std::string() : bad_value("--packing-search", value, "on or off");
        },
        [&o](const std::string& value) { o.packing_search = value == "on"; }, o.packing_search ? "on" : "off");
    std::string phases;
    for (const std::string& name : sokoban::auto_phase_names(sokoban::SolveOptions{}))
        phases += (phases.empty() ? "" : ",") + name;
    add_text(
        app, {"--phases", "LIST", "`auto` runs only these of its strategies, a comma list of " + phases},
        [phases](const std::string& value) {
            const std::vector<std::string> known = sokoban::auto_phase_names(sokoban::SolveOptions{});
            for (const std::string& name : split_commas(value))
                if (std::find(known.begin(), known.end(), name) == known.end())
                    return bad_value("--phases", value, "a comma list of " + phases);
            return std::string();
        },
        [&o](const std::string& value) { o.auto_phases = split_commas(value); });
}

void add_search_flags(CLI::App& app, sokoban::SolveOptions& o) {
    const std::string algos = sokoban::kAlgoNames.joined("|"), heuristics = sokoban::kHeuristicNames.joined("|"),
                      objectives = sokoban::kObjectiveNames.joined("|");
    add_codec_name(app,
                   {"--algo", "NAME",
                    algos + "; auto = the configuration that solves the most\n"
                            "benchmark levels within the limits (docs/CLI.md)"},
                   o, "algo", algos, std::string(sokoban::algo_name(o.algo)));
    add_codec_name(app,
                   {"--heuristic", "NAME",
                    heuristics + "; manhattan and euclid are greedy assignment\n"
                                 "sums, pull = goal-pull distances, hungarian = minimum-cost matching on pull distances"},
                   o, "heuristic", heuristics, std::string(sokoban::heuristic_name(o.heuristic)));
    add_codec_name(app,
                   {"--deadlocks", "all|none|LIST",
                    "the deadlock tests, LIST a comma list of " + sokoban::kDeadlockNames.joined(",")},
                   o, "deadlocks", "all|none|a comma list of " + sokoban::kDeadlockNames.joined(","),
                   sokoban::deadlocks_name(o.deadlocks));
    add_codec_name(app, {"--objective", objectives, "any solution, or fewest pushes or moves first (optimal)"}, o,
                   "objective", objectives, std::string(sokoban::objective_name(o.objective)));
    add_decimal(app, {"--weight", "W", "the weight of wastar"}, o.weight, 1, 1000, true, "a number >= 1");
    add_whole(app, {"--depth-limit", "N", "the depth limit of dfs (default: none)"}, o.dfs_depth_limit, 1, 9999999,
              "a positive whole number")
        ->default_str("");
    add_switch(app, {"--pi-corrals", "", "restrict moves by PI-corrals (keeps solvability, not optimality)"},
               o.pi_corrals);
}

void add_lane_flags(CLI::App& app, sokoban::Direction& direction, int& threads) {
    const std::string directions = sokoban::kDirectionNames.joined("|");
    add_text(
        app,
        {"--direction", directions,
         "backward: a pull search from the solved position (push-optimal); bidirectional: a pull search\n"
         "meets a forward greedy search (not optimal)"},
        [directions](const std::string& value) {
            return sokoban::parse_direction(value) ? std::string() : bad_value("--direction", value, directions);
        },
        [&direction](const std::string& value) { direction = *sokoban::parse_direction(value); },
        std::string(sokoban::direction_name(direction)));
    add_whole(app,
              {"--threads", "N",
               "`auto` as a parallel portfolio of N lanes on N threads; the first verified solution wins"},
              threads, 1, 64, "a whole number from 1 to 64");
}

bool load_sokoban(const std::string& arg, sokoban::Collection& collection) {
    std::string text;
    if (!read_level_argument(arg, Puzzle::Sokoban, text)) return false;
    sokoban::ParseError error;
    collection = sokoban::parse_collection(text, &error);
    if (collection.levels.empty()) {
        std::fprintf(stderr, "boxcar: no Sokoban level in '%s'%s%s\n", arg.size() > 80 ? "(text)" : arg.c_str(),
                     error.message.empty() ? "" : ": ", error.to_string().c_str());
        return false;
    }
    return true;
}

}  // namespace boxcar::cli
