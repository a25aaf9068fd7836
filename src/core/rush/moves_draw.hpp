// The library's Rush Hour puzzles by optimal move count (`boxcar library moves`, docs/LIBRARY.md): up to
// N puzzles of each count drawn from one or more merged databases (lines `moves board cluster_size`).
//
// The draw: each board gets a key, SplitMix64 over the seed and the board's characters; per move count the
// N boards with the smallest keys are kept. That is a uniform sample without replacement of the count's
// lines (fair to boards with and without walls alike, in the proportion the input has them), the same
// whatever order the files and lines come in, and it needs memory for N puzzles per count only: the
// database itself is never held. A board given twice is kept once.
#pragma once
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace boxcar::rush {

// One database line, checked: a valid board with its optimal moves (>= 1) and cluster size (>= 1).
struct DatabasePuzzle {
    int moves = 0;
    std::string board;      // Fogleman's string, as the board writer writes it
    long long cluster = 0;
    bool walls = false;     // the board has a wall cell ('x')
};

// Reads one line of a database (not a blank or '#' line: the caller skips those, as parse_boards does).
// nullopt and `error` ("column C: what") for anything but `moves board cluster_size` with a valid board.
std::optional<DatabasePuzzle> read_database_line(std::string_view line, std::string& error);

// The draw key of a board under a seed.
std::uint64_t draw_key(std::string_view board, std::uint64_t seed);

class MovesDraw {
public:
    MovesDraw(int per_moves, std::uint64_t seed) : per_moves_(per_moves), seed_(seed) {}

    void add(const DatabasePuzzle& puzzle);
    // From samples of the database rather than the database (enumeration shard summaries, each keeping the
    // boards of its smallest draw keys under the same seed): a sampled puzzle is drawn as add() draws it
    // but not counted; the counts come from add_totals.
    void add_sampled(const DatabasePuzzle& puzzle);
    void add_totals(int moves, long long total, long long total_walls);

    // What was drawn for one move count: its puzzles sorted by board (byte order), and the input's counts.
    struct Count {
        int moves = 0;
        long long total = 0;        // lines of the input with this count (a board given twice counts twice)
        long long total_walls = 0;  // of them, boards with walls
        std::vector<DatabasePuzzle> drawn;
    };
    // Every count from 1 to the largest seen, in order (a count with no line has total 0 and nothing drawn).
    std::vector<Count> counts() const;
    long long lines() const { return lines_; }
    long long duplicates() const { return duplicates_; }

private:
    struct Entry {
        std::uint64_t key;
        DatabasePuzzle puzzle;
        bool operator<(const Entry& o) const { return key != o.key ? key < o.key : puzzle.board < o.puzzle.board; }
    };
    struct Bucket {
        long long total = 0, total_walls = 0;
        std::set<Entry> kept;  // the per_moves smallest keys so far
    };
    int per_moves_;
    std::uint64_t seed_;
    std::map<int, Bucket> buckets_;
    long long lines_ = 0, duplicates_ = 0;
};

// The file of one move count: "NN.txt", two digits at least.
std::string moves_file_name(int moves);
// A line of such a file: "NN board cluster_size", the moves in two digits as the shipped library writes them.
std::string moves_file_line(const DatabasePuzzle& puzzle);

}  // namespace boxcar::rush
