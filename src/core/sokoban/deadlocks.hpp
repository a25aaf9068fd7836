// Deadlock tests run on a push's result (see solver.hpp's Deadlock flags). Each is sound: it only reports
// positions from which no solution exists, so searches using them can still prove unsolvability.
//   dead squares  (push_board.hpp) a box on a square from which no goal can be reached.
//   freeze        the pushed box can move along neither axis: on each axis a wall, two dead squares, or a
//                 box that is itself frozen (checked recursively, treating the boxes under test as walls);
//                 a deadlock unless every frozen box involved is on a goal.
//   corral        an area the keeper cannot reach, closed by boxes: when every box on its border can only be
//                 pushed into the corral (a PI-corral) and a small search on the corral's boxes alone (all
//                 other boxes removed, which only makes it easier) can neither solve them nor get the keeper
//                 in, the position is dead. The sub-search is budgeted; when it runs out nothing is pruned.
//   bipartite     heuristics.hpp: some box can reach no goal not taken by the others (no perfect matching).
// Works on an occupancy array over the board's squares (1 = box); one detector per thread (scratch).
#pragma once
#include "sokoban/push_board.hpp"

#include <cstdint>
#include <vector>

namespace boxcar::sokoban {

class DeadlockDetector {
public:
    explicit DeadlockDetector(const PushBoard& board) : b_(board) {}

    // Freeze test for the box just pushed onto `square`. `occ` is restored before returning.
    bool freeze_deadlock(std::vector<std::uint8_t>& occ, int square, bool dead_squares_known);

    // Corral test after a push. `reach` marks the keeper's squares (reach[s] == stamp). Returns true when
    // a corral next to the pushed box is proven dead. `occ` is restored before returning.
    bool corral_deadlock(std::vector<std::uint8_t>& occ, const std::vector<int>& reach, int stamp,
                         int pushed_to);

    std::uint64_t corral_searches = 0;  // sub-searches run (for tuning)

private:
    const PushBoard& b_;
    std::vector<int> frozen_;       // boxes proven frozen in the current freeze test
    bool dead_squares_ = true;
    // corral scratch
    std::vector<int> mark_, stack_;
    int mark_stamp_ = 0;

    bool frozen(std::vector<std::uint8_t>& occ, int s);
    bool blocked_on_axis(std::vector<std::uint8_t>& occ, int s, int axis);
};

}  // namespace boxcar::sokoban
