// Lecture overlays of a Sokoban position, each toggled on its own:
//   dead        the level's dead squares (the same as the play overlay, Looks::show_dead_squares)
//   pull        goal-pull distance per square (push_board.hpp): to one chosen goal, or the minimum over goals
//   reach       the squares the keeper can walk to without pushing (rules.hpp reachable)
//   assignment  the Hungarian box-to-goal matching of the heuristic (heuristics.hpp Estimator), as lines
// The data comes from the solver's own code (PushBoard, Estimator); nothing is recomputed differently here.
#pragma once
#include "sokoban/level/level.hpp"
#include "sokoban/rules/rules.hpp"


#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace boxcar::app {

struct OverlayFlags {
    bool pull = false, reach = false, assignment = false;
    int pull_goal = -1;  // level cell of the chosen goal, -1 = minimum over goals
};

struct OverlayData {
    std::vector<int> pull;                        // per level cell: pull distance, -1 = none (wall, outside, no path)
    std::vector<std::uint8_t> reach;              // per level cell: 1 = the keeper can walk there
    std::vector<std::pair<int, int>> assignment;  // (box cell, goal cell) of the Hungarian matching
    int assignment_cost = -1;                     // its pull-distance sum, -1 = no perfect matching
    std::vector<int> goals;                       // goal cells in PushBoard order (for the goal chooser)
};

// Caches the level's PushBoard and the data of the last position asked for.
class OverlayCache {
public:
    OverlayCache();
    ~OverlayCache();
    OverlayCache(OverlayCache&&) noexcept;
    OverlayCache& operator=(OverlayCache&&) noexcept;
    const OverlayData& get(const sokoban::Level& level, const sokoban::Position& pos, int pull_goal);

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace boxcar::app
