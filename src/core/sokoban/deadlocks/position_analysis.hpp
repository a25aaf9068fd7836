// Position analysis for play: the level's dead squares and whether the position on screen is deadlocked,
// with a reason a player can read. Built on the solver's sound tests (push_board.hpp, deadlocks.hpp,
// heuristics.hpp), so "deadlocked" is never a false alarm; it can miss deadlocks the tests don't see
// (the corral test is budgeted).
// Checks, first hit wins: a box on a dead square (not a goal), frozen boxes off goals, a corral that can't
// be opened, no box-to-goal matching (bipartite). A solved position is never deadlocked.
#pragma once
#include "sokoban/deadlocks/deadlocks.hpp"
#include "sokoban/heuristics/heuristics.hpp"
#include "sokoban/level/level.hpp"
#include "sokoban/board/push_board.hpp"
#include "sokoban/rules/rules.hpp"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace boxcar::sokoban {

struct PositionAnalysis {
    bool deadlocked = false;
    std::string reason;                      // empty unless deadlocked, e.g. "box on a dead square (column 3, row 2)"
    std::vector<int> boxes;                  // level indices of the boxes the reason is about
    std::vector<std::uint8_t> dead_squares;  // width*height: 1 on non-goal squares no box can leave to a goal
};

// Keeps the level's PushBoard and the detectors' scratch between calls: build one per level, then
// analyze() every position shown (cheap: linear in the board plus small budgeted corral searches).
class PositionAnalyzer {
public:
    explicit PositionAnalyzer(const Level& level);
    PositionAnalysis analyze(const Position& pos);
    const std::vector<std::uint8_t>& dead_squares() const { return dead_cells_; }  // width*height

private:
    Level level_;
    PushBoard board_;
    std::unique_ptr<DeadlockDetector> detector_;
    std::unique_ptr<Estimator> estimator_;
    std::vector<std::uint8_t> dead_cells_;
};

// One-shot facade: analyze(level, pos) without keeping the analyzer.
PositionAnalysis analyze_position(const Level& level, const Position& pos);

}  // namespace boxcar::sokoban
