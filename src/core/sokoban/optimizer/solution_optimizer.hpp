// Makes a found Sokoban solution shorter, in the manner of the optimizers of YASS and JSoko: it takes the
// box positions along the solution and every box position within `depth` pushes of them (pushes the
// keeper can make), and runs an exact Dijkstra search over that restricted graph for the fewest moves
// (pushes as tie-break) or the fewest pushes (moves as tie-break). The old solution is a path of the
// restricted graph, so the search never returns a worse one. Each improved solution is replay-verified by
// the rules (rules.hpp) before it replaces the old one; then the neighbourhood is rebuilt around it. When a
// round does not improve, the depth grows, until a round at the largest depth does not improve or the
// neighbourhood would exceed the memory budget.
//
// Resumable like the searches: the caller (solve_session.cpp) runs step() in slices and stops stepping
// when its time share is spent; best() is always a verified solution no worse than the one given.
#pragma once
#include "sokoban/level/level.hpp"
#include "sokoban/board/push_board.hpp"
#include "sokoban/solve/solve_options.hpp"

#include <cstdint>
#include <memory>
#include <string>

namespace boxcar::sokoban {

struct OptimizedSolution {
    std::string lurd;  // replay-verified
    int moves = 0, pushes = 0;
};

// True when (moves, pushes) of `a` is better than `b` for the goal (Moves: moves first; Pushes: pushes first).
bool shorter_solution(const OptimizedSolution& a, const OptimizedSolution& b, Optimize goal);

class SolutionOptimizer {
public:
    // `solution` must be a replay-verified solution of `level`; `board` is build_push_board(level).
    // `memory_mib` bounds the neighbourhood and the search tables together.
    SolutionOptimizer(const Level& level, const PushBoard& board, OptimizedSolution solution, Optimize goal,
                      double memory_mib);
    ~SolutionOptimizer();
    SolutionOptimizer(const SolutionOptimizer&) = delete;
    SolutionOptimizer& operator=(const SolutionOptimizer&) = delete;

    // Does at most about `max_work` expansions (neighbourhood or search); true when it has finished.
    bool step(std::uint64_t max_work);
    bool finished() const;
    const OptimizedSolution& best() const;
    int improvements() const;          // how many times best() was replaced
    std::uint64_t expanded() const;    // expansions so far (neighbourhood and search)
    std::uint64_t peak_memory_bytes() const;  // the largest its tables have been so far

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace boxcar::sokoban
