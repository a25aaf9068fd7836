// The markdown report of `boxcar bench`, as data: `bench` fills it and renders it, `boxcar merge` parses
// the reports of a run's shards back into it and renders the report that one run would have written.
// Layout: a header (date, machine, limits, command), then per file a section: a summary table (one row
// per configuration) and, per configuration, an optional table beside Festival's results and a per-level
// table in a <details> block; a footer line. The per-level tables hold everything the summaries are made
// of, which is what lets merge rebuild them.
#pragma once
#include "cli/level_runner.hpp"
#include "cli/shard.hpp"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace boxcar::cli {

// One line of Festival's results (../shared/levels/sokoban/festival_xsokoban_60s.tsv).
struct FestivalRow {
    bool solved = false;
    double seconds = 0;
    long moves = -1, pushes = -1;
};
using FestivalRows = std::map<int, FestivalRow>;  // by level number

// Reads "level<TAB>solved<TAB>wall_s<TAB>moves<TAB>pushes" lines ('#' comments and the header skipped);
// `note` gets the first comment. nullopt when the file can't be read.
std::optional<FestivalRows> read_festival(const std::string& path, std::string& note);

struct ConfigRuns {
    std::string name;         // e.g. "auto", "astar/pull:dead"
    double budget_mib = 0;    // the memory budget of its solver options
    std::vector<LevelRun> runs;  // in level order
};

struct FileSection {
    std::string name;             // the file's name (no folder)
    int selected = 0;             // levels selected from the file, over all shards
    std::string selection_note;   // e.g. ", at most 4 boxes" (empty when every level counts)
    int shard_levels = 0;         // with a shard: how many of the selected levels it ran
    std::vector<ConfigRuns> configs;
};

struct BenchReport {
    std::string header;   // from the title to the blank line before the first section, shard line included
    bool cpu_time = false;
    std::optional<Shard> shard;
    bool with_festival = false;
    FestivalRows festival;
    std::string festival_note;
    std::vector<FileSection> files;
    std::string footer;   // "Finished ..." line
};

// The header's line that marks a shard's report.
std::string shard_header_line(const Shard& shard);

std::string render_bench_report(const BenchReport& report);

// Parses a report written by render_bench_report. nullopt with `error` set when the text is not one.
std::optional<BenchReport> parse_bench_report(const std::string& text, std::string& error);

std::string status_text(const LevelRun& run);  // the status column: "crashed" or the solver's status

}  // namespace boxcar::cli
