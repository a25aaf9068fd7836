// Rush Hour puzzle generator of a chosen difficulty (a lecture tool), built on the enumeration's
// cluster code: a random position (the red car alone in the exit row, random cars and trucks, optional
// walls) -> its whole cluster with every state's distance to the goal (ClusterExplorer) -> a state whose
// distance lies in the requested range. The chosen state is solved again by the optimal solver (BFS on
// slides) and its solution replay-verified; it is offered only when the optimal move count equals the
// cluster distance. Deterministic for a seed (SplitMix64, common/rng.hpp).
//
//   rush::GenerateOptions o; o.min_moves = 15; o.max_moves = 25; o.seed = 3;
//   rush::GeneratedPuzzle p = rush::generate_puzzle(o);   // p.ok ? p.board_string : p.error
#pragma once
#include "rush/board.hpp"
#include "rush/solver.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace boxcar::rush {

struct GenerateOptions {
    int size = 6;                    // 4..8
    int min_moves = 8, max_moves = 20;  // optimal moves (slides) of the puzzle must lie in this range
    int vehicles = 0;                // besides the red car; 0 = random (about 1.5 per row)
    int walls = 0;                   // 0..4 fixed 1x1 walls
    std::uint64_t seed = 1;
    Goal goal = Goal::Exit;
    int max_attempts = 3000;         // random positions tried before giving up
    std::size_t max_states = 200000; // a cluster larger than this is skipped
    double time_limit_s = 0;         // wall-clock bound (0 = none); the result for a seed is the same
                                     // whenever it is found within the limit
};

struct GeneratedPuzzle {
    bool ok = false;
    std::string error;
    Board board;
    std::string board_string;        // Fogleman string, loads like any board
    int moves = 0, steps = 0;        // of the verified optimal solution (moves metric)
    std::vector<std::string> solution;  // "A+1", "C-2", ...
    std::uint64_t cluster_states = 0;
    int cluster_max = 0;             // the hardest state of the cluster (moves)
    int attempts = 0;
    std::uint64_t seed = 0;
};

std::string check_generate_options(const GenerateOptions& options);  // "" when usable
GeneratedPuzzle generate_puzzle(const GenerateOptions& options);

}  // namespace boxcar::rush
