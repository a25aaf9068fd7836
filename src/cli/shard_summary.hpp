// The summary of one `boxcar rush enumerate --shard K/N` run: one JSON line small enough to commit
// (docs/bench/rush_6x6_walls2_shards.jsonl holds one per finished shard), so that a long enumeration can be
// finished over several sessions, and joined without the shards' databases (`boxcar merge` of the lines).
//
// What each hash is (docs/bench/rush_6x6.md says the same):
//   a shard's "sha256"       SHA-256 of its puzzle lines `moves board cluster_size` (the database without
//                            its '#' lines), sorted in byte order, each ending in '\n':
//                            `grep -v '^#' shard.txt | LC_ALL=C sort | sha256sum`
//   a part's "sha256"        the same over the part's lines only (no_walls: the boards without a wall)
//   the joined run's "sha256" SHA-256 of the shards' hashes in shard order 1..N, each as 64 hex digits and
//                            '\n' (`for k in 1..N: echo HASH_k` | sha256sum)
#pragma once
#include "cli/shard.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace boxcar::cli {

// The layout of a summary line; a reader refuses any other.
// Format 2: reference lines are matched whatever the letters of their vehicles (format 1 missed the walled
// lines of Fogleman's files, which letter walls too).
inline constexpr int kShardSummaryFormat = 2;
// Boards of each move count that every shard keeps for the library (`boxcar library moves`): the ones
// with the smallest draw keys (rush/moves_draw.hpp, seed kSampleSeed), so that the union of the shards'
// samples holds the whole run's draw of up to ~kSamplePerMoves x N boards per count.
inline constexpr int kSamplePerMoves = 8;
inline constexpr std::uint64_t kSampleSeed = 1;
// From this many moves on, a shard keeps every board of the count: counts of the 6x6 run rare enough
// (under ~1,200 puzzles in the whole run) that the library takes all of them, however they fall into shards.
inline constexpr int kSampleAllFromMoves = 34;

// A reference line found with another count than the file's.
struct ReferenceDifference {
    long long line = 0;    // 1-based line number in the reference file
    std::string expected;  // the reference line
    std::string got;       // the enumerated line
};

// What a part of a run holds of one reference file (a database such as rush_18k.txt).
struct ReferenceFound {
    std::string file;             // its name, without folders
    std::string sha256;           // of its bytes
    long long applicable = 0;     // its lines that this part must hold: same board size, walls allowed
    std::vector<long long> found;  // line numbers present with the same moves and cluster size, ascending
    std::vector<ReferenceDifference> different;  // present with another count: a failure
};

// Puzzle counts of the whole output or of a part of it (the boards without walls).
struct PuzzleTally {
    long long puzzles = 0;
    int max_moves = 0;
    std::vector<std::string> max_boards;   // the boards at max_moves, sorted
    std::map<int, long long> per_moves;    // move count -> puzzles (counts with none left out)
    std::string sha256;                    // see the top of this file
    std::vector<ReferenceFound> reference;  // one per reference file, in the order given
};

struct ShardSummary {
    int format = kShardSummaryFormat;
    int enumerator = 0;  // rush::kEnumeratorVersion of the binary
    Shard shard;
    int size = 0, walls = 0;
    std::string run;     // the options that decide the output, as `boxcar rush enumerate` wrote them
    PuzzleTally all, no_walls;
    int sample_per_moves = kSamplePerMoves;
    std::uint64_t sample_seed = kSampleSeed;
    int sample_all_from = kSampleAllFromMoves;
    std::map<int, std::vector<std::string>> sample;  // move count -> "board cluster_size", sorted by board
    double cpu_s = 0;      // user + system of the process
    double peak_mib = 0;   // peak resident memory
    std::string commit;    // of the binary (build_commit.hpp)
    std::string date;      // UTC, when the shard finished
};

// A reference file read once: its name, hash and lines.
struct ReferenceFile {
    std::string path, name, sha256;
    struct Line {
        long long number;
        int moves;
        std::string board;
        long long cluster;
        int size;
        int walls;
        std::string text;
    };
    std::vector<Line> lines;
};
// Reads a database file (`moves board cluster_size` lines; blank and '#' lines skipped). nullopt and
// `error` naming the file and line when it cannot be read or a line is bad.
std::optional<ReferenceFile> read_reference_file(const std::string& path, std::string& error);

// One puzzle line as the enumerator writes it.
struct SummaryPuzzle {
    int moves = 0;
    std::string board;
    std::uint64_t cluster = 0;
    bool walls = false;
};

// The summary's puzzle fields (all, no_walls, sample) from a shard's puzzles; the caller fills the rest.
void tally_puzzles(const std::vector<SummaryPuzzle>& puzzles, int size, int walls,
                   const std::vector<ReferenceFile>& references, ShardSummary& summary);

nlohmann::ordered_json summary_json(const ShardSummary& summary);
// Reads one summary line; nullopt and `error` naming the field and what is wrong with it.
std::optional<ShardSummary> read_summary_line(const std::string& line, std::string& error);
// Whether a text's first non-blank line is a summary line (for `boxcar merge`).
bool looks_like_summary(const std::string& text);

// The run joined from its shards' summaries.
struct JoinedReference {
    std::string file, sha256;
    long long applicable = 0, found = 0;
    std::vector<long long> twice;                // lines found in more than one shard
    std::vector<ReferenceDifference> different;  // over all shards
    bool ok(bool complete) const { return different.empty() && twice.empty() && (!complete || found == applicable); }
};
struct JoinedTally {
    long long puzzles = 0;
    int max_moves = 0;
    std::vector<std::string> max_boards;
    std::map<int, long long> per_moves;
    std::optional<std::string> sha256;  // only when every shard is there
    std::vector<JoinedReference> reference;
};
struct JoinedRun {
    int enumerator = 0, size = 0, walls = 0;
    std::string run;
    std::uint64_t shards_total = 0, shards_done = 0;
    JoinedTally all, no_walls;
    double cpu_s = 0, cpu_mean = 0, cpu_sd = 0, cpu_median = 0, cpu_min = 0, cpu_max = 0, peak_mib = 0;
    std::vector<std::string> commits;
    bool complete() const { return shards_done == shards_total; }
};

// Joins summaries (each with where it came from, "FILE:LINE"). Refuses, with messages naming the line and
// the field, summaries of different runs or enumerator versions, a shard given twice, and (unless
// `partial`) a missing shard.
std::optional<JoinedRun> join_summaries(const std::vector<std::pair<ShardSummary, std::string>>& summaries, bool partial,
                                        std::vector<std::string>& problems);
nlohmann::ordered_json joined_json(const JoinedRun& run);

}  // namespace boxcar::cli
