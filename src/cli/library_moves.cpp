// `boxcar library moves DB... --out DIR [--per-moves N] [--seed S]`: the library's Rush Hour puzzles by
// optimal move count (docs/LIBRARY.md, assets/levels/rushhour/moves/). Reads merged databases (lines
// `moves board cluster_size`; blank lines and lines starting with '#' skipped), checks every line, and
// writes DIR/NN.txt for each count 1..max with up to N puzzles drawn by rush::MovesDraw (the same input
// gives the same files, whatever the order of the files), sorted by board, and DIR/index.json. The input
// is streamed: memory holds N puzzles per count, not the database.
// The input may instead be enumeration shard summaries (`boxcar rush enumerate --summary` lines, e.g.
// docs/bench/rush_6x6_walls2_shards.jsonl): their samples are drawn from and their per-move counts give the
// totals; since each shard keeps its boards of the smallest draw keys, the draw is the whole run's wherever
// the shards kept enough boards of a count (shard_summary.hpp).
// Exit 1 when a file cannot be read or a line is bad (nothing is written then), 2 for a usage error.
#include "cli/commands.hpp"
#include "cli/flags.hpp"
#include "cli/shard_summary.hpp"
#include "rush/moves_draw.hpp"

#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <memory>
#include <regex>
#include <string>
#include <vector>

namespace boxcar::cli {
namespace {

namespace fs = std::filesystem;

constexpr const char* kDefaultCredit = "Our own enumeration (boxcar rush enumerate, merged by boxcar merge)";

struct MovesFlags {
    std::vector<std::string> files;
    std::string out_dir;
    int per_moves = 500;
    long long seed = 1;
    std::string credit = kDefaultCredit;
};

// Streams one database into the draw; false (and a message naming the file and line) when it cannot.
bool read_database(const std::string& path, rush::MovesDraw& draw) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        std::fprintf(stderr, "boxcar library moves: cannot read '%s'\n", path.c_str());
        return false;
    }
    std::string line, error;
    for (long long number = 1; std::getline(in, line); ++number) {
        const auto start = line.find_first_not_of(" \t\r");
        if (start == std::string::npos || line[start] == '#') continue;  // as parse_boards skips them
        const auto puzzle = rush::read_database_line(line, error);
        if (!puzzle) {
            std::fprintf(stderr, "boxcar library moves: %s:%lld: %s\n", path.c_str(), number, error.c_str());
            return false;
        }
        draw.add(*puzzle);
    }
    if (in.bad()) {
        std::fprintf(stderr, "boxcar library moves: '%s' could not be read to its end\n", path.c_str());
        return false;
    }
    return true;
}

// Joins the summary lines of `paths` (a partial run allowed) into the draw; false and messages when a line is
// bad, the shards do not make one run or the samples were drawn under another seed.
bool read_summaries(const std::vector<std::string>& paths, std::uint64_t seed, rush::MovesDraw& draw) {
    std::vector<std::pair<ShardSummary, std::string>> summaries;
    std::vector<std::string> problems;
    for (const std::string& path : paths) {
        std::ifstream in(path, std::ios::binary);
        if (!in) problems.push_back("cannot read '" + path + "'");
        long long number = 0;
        for (std::string line; std::getline(in, line);) {
            ++number;
            if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
            std::string error;
            auto summary = read_summary_line(line, error);
            const std::string at = path + ":" + std::to_string(number);
            if (!summary)
                problems.push_back(at + ": " + error);
            else if (summary->sample_seed != seed)
                problems.push_back(at + ": its sample was drawn with seed " + std::to_string(summary->sample_seed) +
                                   ": give --seed " + std::to_string(summary->sample_seed));
            else
                summaries.emplace_back(std::move(*summary), at);
        }
    }
    const auto joined = problems.empty() ? join_summaries(summaries, true, problems) : std::nullopt;
    for (const std::string& p : problems) std::fprintf(stderr, "boxcar library moves: %s\n", p.c_str());
    if (!joined) return false;
    for (const auto& [moves, total] : joined->all.per_moves) {
        const auto plain = joined->no_walls.per_moves.find(moves);
        draw.add_totals(moves, total, total - (plain == joined->no_walls.per_moves.end() ? 0 : plain->second));
    }
    for (const auto& [summary, at] : summaries)
        for (const auto& [moves, boards] : summary.sample)
            for (const std::string& item : boards) {
                std::string error;
                const auto puzzle = rush::read_database_line(std::to_string(moves) + " " + item, error);
                if (!puzzle) {
                    std::fprintf(stderr, "boxcar library moves: %s: sample board '%s': %s\n", at.c_str(), item.c_str(), error.c_str());
                    return false;
                }
                draw.add_sampled(*puzzle);
            }
    std::fprintf(stderr, "boxcar library moves: %llu of %llu shards of `%s`%s\n",
                 static_cast<unsigned long long>(joined->shards_done), static_cast<unsigned long long>(joined->shards_total),
                 joined->run.c_str(), joined->complete() ? "" : " (a partial run: the counts are those of these shards)");
    return true;
}

bool is_summary_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::string head(64, '\0');
    in.read(head.data(), static_cast<std::streamsize>(head.size()));
    head.resize(static_cast<std::size_t>(in.gcount()));
    return looks_like_summary(head);
}

bool write_file(const fs::path& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << text;
    out.close();
    if (!out) std::fprintf(stderr, "boxcar library moves: cannot write '%s'\n", path.string().c_str());
    return static_cast<bool>(out);
}

// index.json: what the page reads to know the difficulties without fetching every file.
std::string index_json(const MovesFlags& f, const std::vector<rush::MovesDraw::Count>& counts, long long lines) {
    using json = nlohmann::ordered_json;  // the keys in the order written here
    json inputs = json::array();
    std::string command = "boxcar library moves";
    for (const std::string& file : f.files) {
        inputs.push_back(fs::path(file).filename().string());
        command += " " + fs::path(file).filename().string();
    }
    command += " --out DIR --per-moves " + std::to_string(f.per_moves) + " --seed " + std::to_string(f.seed);
    json head{{"format", 1},
              {"kind", "rushhour"},
              {"credit", f.credit},
              {"command", command},
              {"inputs", inputs},
              {"per_moves", f.per_moves},
              {"seed", f.seed},
              {"max_moves", counts.empty() ? 0 : counts.back().moves},
              {"total", lines}};
    std::string text = head.dump();
    text.pop_back();  // the entries one a line, as assets/levels/index.json
    text += ",\"moves\":[\n";
    for (std::size_t i = 0; i < counts.size(); ++i) {
        const auto& c = counts[i];
        long long walls = 0;
        for (const auto& p : c.drawn) walls += p.walls ? 1 : 0;
        json entry{{"moves", c.moves},
                   {"file", c.drawn.empty() ? json(nullptr) : json(rush::moves_file_name(c.moves))},
                   {"count", c.drawn.size()},
                   {"walls", walls},
                   {"total", c.total},
                   {"total_walls", c.total_walls}};
        text += "  " + entry.dump() + (i + 1 < counts.size() ? ",\n" : "\n");
    }
    return text + "]}\n";
}

int run_moves(const MovesFlags& f) {
    const auto started = std::chrono::steady_clock::now();
    rush::MovesDraw draw(f.per_moves, static_cast<std::uint64_t>(f.seed));
    std::vector<std::string> summaries;
    for (const std::string& file : f.files)
        if (is_summary_file(file)) summaries.push_back(file);
    if (!summaries.empty() && summaries.size() != f.files.size()) {
        std::fprintf(stderr, "boxcar library moves: give either databases or shard summaries (%s is a summary file)\n",
                     summaries.front().c_str());
        return 1;
    }
    if (!summaries.empty() && !read_summaries(summaries, static_cast<std::uint64_t>(f.seed), draw)) return 1;
    if (summaries.empty())
        for (const std::string& file : f.files)
            if (!read_database(file, draw)) return 1;  // nothing written
    const std::vector<rush::MovesDraw::Count> counts = draw.counts();
    const fs::path dir(f.out_dir);
    std::error_code ec;
    fs::create_directories(dir, ec);
    if (ec) {
        std::fprintf(stderr, "boxcar library moves: cannot make the folder '%s': %s\n", f.out_dir.c_str(), ec.message().c_str());
        return 1;
    }
    // Files of an earlier run that this one does not write (a count that has gone) are removed.
    const std::regex numbered("[0-9]{2,}\\.txt");
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
        const std::string name = entry.path().filename().string();
        if (!std::regex_match(name, numbered)) continue;
        const int moves = std::stoi(name);
        if (moves < 1 || moves > static_cast<int>(counts.size()) || counts[moves - 1].drawn.empty() ||
            rush::moves_file_name(moves) != name)
            fs::remove(entry.path(), ec);
    }
    std::size_t written = 0;
    for (const auto& c : counts) {
        if (c.drawn.empty()) continue;
        std::string text;
        for (const auto& p : c.drawn) text += rush::moves_file_line(p) + "\n";
        if (!write_file(dir / rush::moves_file_name(c.moves), text)) return 1;
        written += c.drawn.size();
    }
    if (!write_file(dir / "index.json", index_json(f, counts, draw.lines()))) return 1;
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    std::fprintf(stderr, "boxcar library moves: %lld lines read (%lld boards given twice), %zu puzzles written for moves 1..%zu "
                 "into %s in %.1f s\n",
                 draw.lines(), draw.duplicates(), written, counts.size(), f.out_dir.c_str(), seconds);
    return 0;
}

}  // namespace

void add_library_moves(CLI::App& library, Runs& runs) {
    auto flags = std::make_shared<MovesFlags>();
    CLI::App* command = library.add_subcommand(
        "moves", "Writes the library's Rush Hour puzzles by optimal move count, drawn from merged databases.");
    command->footer(
        "For each move count 1..max, DIR/NN.txt holds up to --per-moves puzzles of the databases (all of them where\n"
        "fewer exist) as `moves board cluster_size` lines sorted by board; DIR/index.json lists the counts. The draw\n"
        "is uniform over the lines of each count, with and without walls, and the same input gives the same files.\n"
        "A bad line stops the run (exit 1) and nothing is written.");
    command->add_option("DB", flags->files,
                        "merged databases (`boxcar merge` of `boxcar rush enumerate --shard`), or the shards'\n"
                        "--summary lines (their samples)")
        ->type_name("")
        ->required();
    command->add_option("--out", flags->out_dir, "the folder of the files (made when missing)")->type_name("DIR")->required();
    add_whole(*command, {"--per-moves", "N", "puzzles of each move count at most"}, flags->per_moves, 1, 1000000,
              "a count from 1 to 1000000");
    add_whole(*command, {"--seed", "S", "the seed of the draw"}, flags->seed, 0, 999999999999999999LL, "a whole number");
    command->add_option("--credit", flags->credit, "the credit index.json gives")->type_name("TEXT")->capture_default_str();
    runs[command] = [flags](const Args&) { return run_moves(*flags); };
}

}  // namespace boxcar::cli
