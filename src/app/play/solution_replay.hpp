// A solution replayed by the rules before anything keeps, shows or plays it: from a level's start to
// every box on a goal (Sokoban), or from a board to the red car's exit (Rush Hour). The one check behind
// PlaySession::load_solution (solver answers, hints' "solve from here", pasted solutions, share links),
// the hints and the records (records/solution_check.hpp). A text is decoded once, here.
#pragma once
#include "rush/board.hpp"
#include "rush/state_codec.hpp"
#include "sokoban/level/level.hpp"
#include "sokoban/rules/rules.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace boxcar::app {

struct SolutionReplay {
    enum class Problem {
        None,        // it solves the level
        Unreadable,  // Sokoban: not LURD (at: the character, 0-based)
        Empty,       // no moves
        Illegal,     // a move the rules refuse (at: the move, 0-based)
        Unsolved,    // every move legal, the level not solved at the end
    };
    Problem problem = Problem::None;
    int at = -1;
    std::string error;  // the parser's or the rules' words ("step 12 'R': wall"); "" when it solves

    // When it solves the level:
    std::vector<sokoban::Dir> steps;    // Sokoban
    std::string lurd;                   // Sokoban, the case from the replay
    std::vector<rush::SlideMove> slides;  // Rush Hour
    int moves = 0, pushes = 0;          // Rush Hour: moves = slides, pushes = cells moved

    bool ok() const { return problem == Problem::None; }
};

// LURD (any case, run-length digits allowed), decoded once and replayed from the level's start.
SolutionReplay replay_sokoban_solution(const sokoban::Level& level, std::string_view lurd);
SolutionReplay replay_sokoban_solution(const sokoban::Level& level, std::vector<sokoban::Dir> steps);
// Move names ("A+1", "C-2", ...) replayed from `board` to the exit.
SolutionReplay replay_rush_solution(const rush::Board& board, const std::vector<std::string>& names);

}  // namespace boxcar::app
