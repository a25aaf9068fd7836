// Enumeration of every n x n Rush Hour puzzle (n = 4..6), Fogleman's scheme: A (length 2) alone in row
// (n-1)/2, other rows hold horizontal vehicles (2-3) and walls (1x1, at most max_walls in all), columns
// hold vertical vehicles; no row or column is completely filled by its own pieces. Each position whose
// movable pieces are all pushed left/up is explored as a cluster; a cluster is reported once, from its
// canonical state (smallest packed key; the vehicle order is move-invariant), if it is solvable and its
// hardest state is minimal (removing any piece but A, walls included, lowers the optimal move count).
// The reported board is the cluster's hardest state (ties: smallest (horizontal, vertical) cell masks,
// Fogleman's order, which decides which tied state the minimality test sees).
#pragma once
#include "rush/board.hpp"

#include <cstdint>
#include <functional>

namespace boxcar::rush {

struct EnumerateOptions {
    int size = 5;
    int max_walls = 0;
    std::uint64_t max_positions = 0;  // stop after this many positions (0 = all), for timing samples
    // Worker threads (0 = min(2, hardware threads)). Thread t explores the positions whose index is t
    // modulo threads; puzzles are collected and reported after the run in position order, so the output
    // is the same for any thread count.
    int threads = 0;
};

struct EnumeratedPuzzle {
    int moves = 0;
    Board board;
    std::uint64_t cluster_size = 0;
};

struct EnumerateSummary {
    std::uint64_t positions = 0;  // left/up-pushed positions explored
    std::uint64_t canonical = 0;  // clusters (canonical positions)
    std::uint64_t solvable = 0;
    std::uint64_t puzzles = 0;    // solvable and minimal: reported
    int max_moves = 0;
    double elapsed_s = 0;         // wall time
    int threads = 1;
    bool complete = true;         // false when max_positions stopped the run
};

EnumerateSummary enumerate_puzzles(const EnumerateOptions& options,
                                   const std::function<void(const EnumeratedPuzzle&)>& report);

}  // namespace boxcar::rush
