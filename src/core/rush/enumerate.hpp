// Enumeration of every n x n Rush Hour puzzle (n = 4..6), Fogleman's scheme: A (length 2) alone in row
// (n-1)/2, other rows hold horizontal vehicles (2-3) and walls (1x1, at most max_walls in all), columns
// hold vertical vehicles; no row or column is completely filled by its own pieces.
// Seeds are goal states: A at the exit, every other movable piece pushed left/up (blocked by a piece, A
// included, or the border). Every solvable cluster holds such a state (push the others down from any goal
// state), an unsolvable cluster holds none, so unsolvable clusters are never visited. A cluster is
// explored and reported once, from its canonical seed: its smallest goal-state key (A's field is the
// same in every goal state and lowering any other field lowers the key, so that state is a seed); an
// exploration stops as soon as it meets a smaller goal state. The cluster is reported if its hardest
// state is minimal (removing any piece but A, walls included, lowers the optimal move count).
// Seeds whose layout has an idle piece (a piece, wall included, whose static track cannot meet the
// tracks of the pieces linked to A: removing it keeps every optimal move count, so the cluster is never
// minimal) are skipped without exploring (EnumerateSummary::rejected_idle; same output, fewer clusters).
// The minimality test only removes the vehicles that slide on no shortest path from the hardest state
// (one that does is essential: the path without its slides solves the smaller board) and the walls.
// With derive_walls (--derive-walls), only the no-wall layouts are walked, and the clusters with 1..max_walls
// walls are the components of each no-wall cluster's move graph restricted to the states with the wall
// cells empty (see EnumerateOptions::derive_walls): same puzzles, grouped by their no-wall cluster.
// The reported board is the cluster's hardest state (ties: smallest (horizontal, vertical) cell masks,
// Fogleman's order, which decides which tied state the minimality test sees).
// Counts (seeds, walk only, --count-only): 6x6 without walls 88,914,655, <= 1 wall 1,201,073,109,
// <= 2 walls 8,038,626,511 (left/up-pushed positions, which a walk of every layout would visit: 243,502,786 / 3,331,773,542 / more).
#pragma once
#include "rush/board.hpp"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

namespace boxcar::rush {

// The enumerator's version: bump it with any change that could change what enumerate_puzzles reports
// (a line, its order within a seed, the set of puzzles). Shard summaries record it, and joining refuses
// summaries of different versions: a run starts over when it changes.
inline constexpr int kEnumeratorVersion = 1;

struct EnumerateOptions {
    int size = 5;
    int max_walls = 0;
    // A range of seeds (in the walk's order): skip the first `first_seed`, then explore at most
    // `max_positions` (0 = all the rest). Consecutive ranges give consecutive parts of the full output,
    // so a long run can be split into resumable pieces.
    std::uint64_t first_seed = 0;
    std::uint64_t max_positions = 0;
    // Worker threads (0 = min(2, hardware threads)). Thread t explores the positions whose index is t
    // modulo threads; puzzles are collected and reported after the run in position order, so the output
    // is the same for any thread count.
    int threads = 0;
    // Explore only every k-th seed (index % k == sample_offset): an evenly spread sample for timing
    // projections, or with each offset 0..k-1 one of k shards that together explore every seed once.
    std::uint64_t sample_every = 1;
    std::uint64_t sample_offset = 0;
    // Derive the clusters with walls from the no-wall clusters instead of walking the layouts with walls
    // (max_walls 1 or 2): each no-wall cluster's move graph, restricted to the states with the wall cells
    // empty and the slides that sweep none, falls apart into exactly the clusters of that layout with
    // those walls. Only the no-wall seeds are walked; same puzzles, in another order.
    bool derive_walls = false;
    // Walk only every k-th complete row layout (with all its column layouts): a sample of the walk
    // itself, for projections of the runs whose walk alone is long (6x6 <= 2 walls: ~430 s). Seed
    // indices then count only the sampled seeds (do not combine with first_seed/locate).
    std::uint64_t sample_rows = 1;
    // Only walk the enumeration tree and count the seeds (EnumerateSummary::seeds); nothing is explored.
    bool count_only = false;
    // Skip, without exploring, the seeds whose layout has an idle piece (EnumerateSummary::rejected_idle):
    // such clusters are never minimal, so the output is the same; only the cluster counts shrink.
    bool skip_idle = true;
    // Called now and then (every 2^22 seeds, by one worker) with the current seed index.
    std::function<void(std::uint64_t)> progress;
    // A seed's board_string (as canonical_seed gives it): its index is reported in EnumerateSummary::located.
    std::string locate;
};

inline constexpr std::uint64_t kNotLocated = ~std::uint64_t{0};

struct EnumeratedPuzzle {
    int moves = 0;
    Board board;
    std::uint64_t cluster_size = 0;
};

struct EnumerateSummary {
    std::uint64_t seeds = 0;      // seeds walked by the enumeration tree (explored or not)
    std::uint64_t positions = 0;  // seeds explored (not counting rejected_idle)
    std::uint64_t canonical = 0;  // clusters explored (canonical positions; with derive_walls also the derived ones)
    std::uint64_t solvable = 0;
    std::uint64_t puzzles = 0;    // solvable and minimal: reported
    std::uint64_t cluster_states = 0;  // states of the clusters explored from their canonical seed
    std::uint64_t partial_states = 0;  // states visited by explorations stopped as not canonical
    std::uint64_t rejected_early = 0;  // seeds shown not canonical by the pre-test, without exploring
    std::uint64_t rejected_idle = 0;   // seeds whose layout has an idle piece (no puzzle), not explored
    int max_moves = 0;
    double elapsed_s = 0;         // wall time
    int threads = 1;
    bool complete = true;         // false when max_positions stopped the run
    std::uint64_t located = kNotLocated;  // index of the EnumerateOptions::locate seed
};

// The canonical seed of `board`'s cluster in the enumerator's vehicle order and labels (the smallest
// goal-state key), or nothing if the cluster has no goal state or exceeds max_states. With
// EnumerateOptions::locate it finds where the enumeration explores a given puzzle's cluster.
std::optional<Board> canonical_seed(const Board& board, std::size_t max_states = 10'000'000);

EnumerateSummary enumerate_puzzles(const EnumerateOptions& options,
                                   const std::function<void(const EnumeratedPuzzle&)>& report);

}  // namespace boxcar::rush
