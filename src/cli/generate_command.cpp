// boxcar generate sokoban|rush [options]: levels from the generators of src/core/{sokoban,rush}/generator.hpp,
// each solved optimally and replay-verified. Sokoban levels print as an XSB collection (a "Title:" line and
// a "; optimal N pushes" comment each); Rush Hour puzzles as database lines `moves board cluster`.
// --count K generates seeds S, S+1, ..., S+K-1. --json: one object per line.
#include "cli/commands.hpp"

#include "rush/generator.hpp"
#include "sokoban/generator.hpp"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <cstdlib>
#include <string>

namespace boxcar::cli {
namespace {

void print_generate_usage(std::FILE* out) {
    std::fputs(
        "usage: boxcar generate sokoban [--width W] [--height H] [--boxes B] [--min N] [--max N] [--seed S]\n"
        "                               [--count K] [--time-limit S] [--json]\n"
        "       boxcar generate rush [--size N] [--min N] [--max N] [--vehicles V] [--walls W] [--seed S]\n"
        "                            [--count K] [--time-limit S] [--json]\n"
        "  --min/--max: the optimal push (Sokoban) or move (Rush Hour) count range; W/H 0 = random 6..9.\n",
        out);
}

bool parse_number(const std::string& text, long long lo, long long hi, long long& out) {
    if (text.empty() || text.size() > 18 || text.find_first_not_of("0123456789") != std::string::npos) return false;
    out = std::stoll(text);
    return out >= lo && out <= hi;
}

}  // namespace

int run_generate(const Args& args) {
    if (args.empty() || args[0] == "--help" || args[0] == "-h") {
        print_generate_usage(args.empty() ? stderr : stdout);
        return args.empty() ? 2 : 0;
    }
    const std::string kind = args[0];
    if (kind != "sokoban" && kind != "rush") {
        std::fprintf(stderr, "boxcar generate: unknown puzzle '%s' (sokoban or rush)\n", kind.c_str());
        return 2;
    }
    sokoban::GenerateOptions so;
    so.min_pushes = 4;
    so.max_pushes = 20;
    rush::GenerateOptions ro;
    long long seed = 1, count = 1;
    double time_limit = 60;
    bool json = false;
    for (std::size_t i = 1; i < args.size(); ++i) {
        const std::string& flag = args[i];
        if (flag == "--json") {
            json = true;
            continue;
        }
        if (i + 1 >= args.size()) {
            std::fprintf(stderr, "boxcar generate: %s needs a value\n", flag.c_str());
            return 2;
        }
        const std::string& value = args[++i];
        long long n = 0;
        bool good = true;
        if (flag == "--seed") good = parse_number(value, 0, 9007199254740991LL, seed);
        else if (flag == "--count") good = parse_number(value, 1, 10000, count);
        else if (flag == "--time-limit") {
            char* end = nullptr;
            time_limit = std::strtod(value.c_str(), &end);
            good = end && *end == 0 && time_limit > 0;
        } else if (flag == "--min" && (good = parse_number(value, 1, 500, n))) kind == "sokoban" ? so.min_pushes = int(n) : ro.min_moves = int(n);
        else if (flag == "--max" && (good = parse_number(value, 1, 500, n))) kind == "sokoban" ? so.max_pushes = int(n) : ro.max_moves = int(n);
        else if (kind == "sokoban" && flag == "--width" && (good = parse_number(value, 0, 20, n))) so.width = int(n);
        else if (kind == "sokoban" && flag == "--height" && (good = parse_number(value, 0, 20, n))) so.height = int(n);
        else if (kind == "sokoban" && flag == "--boxes" && (good = parse_number(value, 1, 8, n))) so.boxes = int(n);
        else if (kind == "rush" && flag == "--size" && (good = parse_number(value, 4, 8, n))) ro.size = int(n);
        else if (kind == "rush" && flag == "--vehicles" && (good = parse_number(value, 0, 25, n))) ro.vehicles = int(n);
        else if (kind == "rush" && flag == "--walls" && (good = parse_number(value, 0, 4, n))) ro.walls = int(n);
        else if (good) {
            std::fprintf(stderr, "boxcar generate: unknown option %s\n", flag.c_str());
            return 2;
        }
        if (!good) {
            std::fprintf(stderr, "boxcar generate: bad value '%s' for %s\n", value.c_str(), flag.c_str());
            return 2;
        }
    }
    const std::string error = kind == "sokoban" ? sokoban::check_generate_options(so) : rush::check_generate_options(ro);
    if (!error.empty()) {
        std::fprintf(stderr, "boxcar generate: %s\n", error.c_str());
        return 2;
    }
    for (long long k = 0; k < count; ++k) {
        const auto s = static_cast<std::uint64_t>(seed + k);
        if (kind == "sokoban") {
            so.seed = s;
            so.time_limit_s = time_limit;
            const sokoban::GeneratedLevel g = sokoban::generate_level(so);
            if (json) {
                nlohmann::json j{{"kind", "sokoban"}, {"seed", s}, {"ok", g.ok}, {"text", g.ok ? nlohmann::json(g.text) : nlohmann::json(nullptr)},
                                 {"pushes", g.pushes}, {"moves", g.moves}, {"solution", g.solution}, {"attempts", g.attempts},
                                 {"error", g.ok ? nlohmann::json(nullptr) : nlohmann::json(g.error)}};
                std::printf("%s\n", j.dump().c_str());
            } else if (g.ok) {
                std::printf("%s; optimal %d pushes (%d moves), verified\n\n", g.text.c_str(), g.pushes, g.moves);
            } else {
                std::fprintf(stderr, "seed %llu: %s\n", static_cast<unsigned long long>(s), g.error.c_str());
            }
        } else {
            ro.seed = s;
            ro.time_limit_s = time_limit;
            const rush::GeneratedPuzzle p = rush::generate_puzzle(ro);
            if (json) {
                nlohmann::json j{{"kind", "rushhour"}, {"seed", s}, {"ok", p.ok}, {"board", p.ok ? nlohmann::json(p.board_string) : nlohmann::json(nullptr)},
                                 {"moves", p.moves}, {"steps", p.steps}, {"solution", p.solution}, {"cluster", p.cluster_states},
                                 {"attempts", p.attempts}, {"error", p.ok ? nlohmann::json(nullptr) : nlohmann::json(p.error)}};
                std::printf("%s\n", j.dump().c_str());
            } else if (p.ok) {
                std::printf("%d %s %llu\n", p.moves, p.board_string.c_str(), static_cast<unsigned long long>(p.cluster_states));
            } else {
                std::fprintf(stderr, "seed %llu: %s\n", static_cast<unsigned long long>(s), p.error.c_str());
            }
        }
        std::fflush(stdout);
    }
    return 0;
}

}  // namespace boxcar::cli
