#include "rush/moves_draw.hpp"
#include "common/rng.hpp"
#include "rush/board.hpp"

#include <algorithm>
#include <cstdio>
#include <iterator>

namespace boxcar::rush {

std::optional<DatabasePuzzle> read_database_line(std::string_view line, std::string& error) {
    const BoardEntry e = parse_board(line);
    auto fail = [&](int column, const std::string& message) -> std::optional<DatabasePuzzle> {
        error = (column > 0 ? "column " + std::to_string(column) + ": " : std::string()) + message;
        return std::nullopt;
    };
    if (e.error) return fail(e.error->column, e.error->message);
    if (e.known_moves < 0 || e.cluster_size < 0)
        return fail(0, "not a database line `moves board cluster_size` (only " +
                           std::string(e.known_moves < 0 ? "a board" : "moves and a board") + ")");
    if (e.known_moves < 1) return fail(1, "a move count of 0: the red car is already out");
    if (e.cluster_size < 1) return fail(0, "a cluster size of 0 (a cluster holds at least its own board)");
    DatabasePuzzle p;
    p.moves = e.known_moves;
    p.board = board_string(*e.board);
    p.cluster = e.cluster_size;
    p.walls = e.board->walls != 0;
    return p;
}

std::uint64_t draw_key(std::string_view board, std::uint64_t seed) {
    std::uint64_t h = splitmix64_mix(seed ^ kGoldenGamma);
    for (const char c : board) h = splitmix64_mix(h ^ static_cast<unsigned char>(c));
    return h;
}

void MovesDraw::add(const DatabasePuzzle& puzzle) {
    add_totals(puzzle.moves, 1, puzzle.walls ? 1 : 0);
    add_sampled(puzzle);
}

void MovesDraw::add_totals(int moves, long long total, long long total_walls) {
    lines_ += total;
    Bucket& b = buckets_[moves];
    b.total += total;
    b.total_walls += total_walls;
}

void MovesDraw::add_sampled(const DatabasePuzzle& puzzle) {
    Bucket& b = buckets_[puzzle.moves];
    if (per_moves_ <= 0) return;
    Entry entry{draw_key(puzzle.board, seed_), puzzle};
    const bool full = static_cast<int>(b.kept.size()) >= per_moves_;
    if (full && !(entry < *b.kept.rbegin())) return;
    if (!b.kept.insert(std::move(entry)).second) {
        ++duplicates_;  // the same board again: kept once
        return;
    }
    if (static_cast<int>(b.kept.size()) > per_moves_) b.kept.erase(std::prev(b.kept.end()));
}

std::vector<MovesDraw::Count> MovesDraw::counts() const {
    std::vector<Count> out;
    const int max = buckets_.empty() ? 0 : buckets_.rbegin()->first;
    for (int m = 1; m <= max; ++m) {
        Count c;
        c.moves = m;
        if (const auto it = buckets_.find(m); it != buckets_.end()) {
            c.total = it->second.total;
            c.total_walls = it->second.total_walls;
            for (const Entry& e : it->second.kept) c.drawn.push_back(e.puzzle);
            std::sort(c.drawn.begin(), c.drawn.end(),
                      [](const DatabasePuzzle& a, const DatabasePuzzle& b) { return a.board < b.board; });
        }
        out.push_back(std::move(c));
    }
    return out;
}

std::string moves_file_name(int moves) {
    char name[32];
    std::snprintf(name, sizeof name, "%02d.txt", moves);
    return name;
}

std::string moves_file_line(const DatabasePuzzle& puzzle) {
    char moves[16];
    std::snprintf(moves, sizeof moves, "%02d", puzzle.moves);
    return std::string(moves) + " " + puzzle.board + " " + std::to_string(puzzle.cluster);
}

}  // namespace boxcar::rush
