// Shared flag parsing for `boxcar solve` and `boxcar bench` (see solver_flags.hpp).
#include "cli/solver_flags.hpp"

#include "cli/commands.hpp"
#include "protocol/options_codec.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace boxcar::cli {

std::optional<double> parse_positive(const std::string& text) {
    if (text.empty() || text.size() > 32) return std::nullopt;
    for (char c : text)
        if (!((c >= '0' && c <= '9') || c == '.')) return std::nullopt;
    char* end = nullptr;
    const double v = std::strtod(text.c_str(), &end);
    if (end != text.c_str() + text.size() || !std::isfinite(v) || v <= 0) return std::nullopt;
    return v;
}

std::optional<std::vector<int>> parse_level_list(const std::string& text) {
    std::vector<int> levels;
    auto number = [](const std::string& s) -> std::optional<int> {
        if (s.empty() || s.size() > 7) return std::nullopt;
        for (char c : s)
            if (c < '0' || c > '9') return std::nullopt;
        const int v = std::atoi(s.c_str());
        return v >= 1 ? std::optional<int>(v) : std::nullopt;
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

// The solver flags: each names a key of the options codec (protocol/options_codec.hpp), or sets a
// CLI-only option itself. Names are checked by the codec against the enum tables; numbers by the CLI
// ranges first.
enum class FlagValue { Name, Seconds, Mib, Weight, Depth };
struct SolverFlag {
    const char* flag;
    const char* key;  // options codec key ("" for the CLI-only flags)
    FlagValue value;
};
constexpr SolverFlag kSolverFlags[] = {
    {"--algo", "algo", FlagValue::Name},          {"--heuristic", "heuristic", FlagValue::Name},
    {"--deadlocks", "deadlocks", FlagValue::Name}, {"--objective", "objective", FlagValue::Name},
    {"--time-limit", "timeLimit", FlagValue::Seconds}, {"--memory-limit", "memoryLimit", FlagValue::Mib},
    {"--weight", "", FlagValue::Weight},           {"--depth-limit", "", FlagValue::Depth},
    {"--optimize", "optimize", FlagValue::Name},
};

// What a name flag accepts, for its error text (the codec's tables, in table order).
std::string expected_names(std::string_view key) {
    if (key == "algo") return sokoban::kAlgoNames.joined("|");
    if (key == "heuristic") return sokoban::kHeuristicNames.joined("|");
    if (key == "objective") return sokoban::kObjectiveNames.joined("|");
    if (key == "optimize") return sokoban::kOptimizeNames.joined("|");
    return "all|none|a comma list of " + sokoban::kDeadlockNames.joined(",");
}

}  // namespace

int parse_solver_flag(const std::vector<std::string>& args, std::size_t& i, sokoban::SolveOptions& o) {
    const std::string& flag = args[i];
    if (flag == "--pi-corrals") {
        o.pi_corrals = true;
        return 1;
    }
    if (flag == "--packing-search") {  // fess-plan's packing order: backward packing search or greedy removal
        if (i + 1 >= args.size() || (args[i + 1] != "on" && args[i + 1] != "off")) {
            std::fprintf(stderr, "boxcar: %s needs on or off\n", flag.c_str());
            return -1;
        }
        o.packing_search = args[++i] == "on";
        return 1;
    }
    if (flag == "--phases") {  // `auto` runs only these of its strategies (benchmarks of one strategy)
        const std::vector<std::string> known = sokoban::auto_phase_names(sokoban::SolveOptions{});
        std::string expected;
        for (const std::string& name : known) expected += (expected.empty() ? "" : ",") + name;
        if (i + 1 >= args.size()) {
            std::fprintf(stderr, "boxcar: %s needs a comma list of %s\n", flag.c_str(), expected.c_str());
            return -1;
        }
        const std::string& value = args[++i];
        std::vector<std::string> names;
        std::size_t start = 0;
        while (start <= value.size()) {
            std::size_t comma = value.find(',', start);
            if (comma == std::string::npos) comma = value.size();
            names.push_back(value.substr(start, comma - start));
            start = comma + 1;
        }
        for (const std::string& name : names)
            if (std::find(known.begin(), known.end(), name) == known.end()) {
                std::fprintf(stderr, "boxcar: bad value '%s' for %s (expected a comma list of %s)\n", value.c_str(),
                             flag.c_str(), expected.c_str());
                return -1;
            }
        o.auto_phases = std::move(names);
        return 1;
    }
    if (flag == "--cpu-time") {  // the time limit counts the solving thread's CPU time
        o.cpu_time_limit = true;
        return 1;
    }
    const SolverFlag* f = nullptr;
    for (const SolverFlag& candidate : kSolverFlags)
        if (flag == candidate.flag) f = &candidate;
    if (!f) return 0;
    if (i + 1 >= args.size()) {
        std::fprintf(stderr, "boxcar: %s needs a value\n", flag.c_str());
        return -1;
    }
    const std::string& value = args[++i];
    auto bad = [&](const std::string& expected) {
        std::fprintf(stderr, "boxcar: bad value '%s' for %s (expected %s)\n", value.c_str(), flag.c_str(),
                     expected.c_str());
        return -1;
    };
    switch (f->value) {
    case FlagValue::Name:
        // An empty name is an error here (the codec's readers skip it as "not given").
        if (value.empty() || !protocol::set_option(o, f->key, value).empty()) return bad(expected_names(f->key));
        break;
    case FlagValue::Seconds: {
        auto v = parse_positive(value);
        if (!v || *v > 1e7) return bad("a positive number of seconds");
        protocol::set_option(o, f->key, *v);
        break;
    }
    case FlagValue::Mib: {
        auto v = parse_positive(value);
        if (!v || *v > 1 << 24) return bad("a positive number of MiB");
        protocol::set_option(o, f->key, *v);
        break;
    }
    case FlagValue::Weight: {
        auto v = parse_positive(value);
        if (!v || *v < 1 || *v > 1000) return bad("a number >= 1");
        o.weight = *v;
        break;
    }
    case FlagValue::Depth: {
        auto v = parse_level_list(value);
        if (!v || v->size() != 1) return bad("a positive whole number");
        o.dfs_depth_limit = v->front();
        break;
    }
    }
    return 1;
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
