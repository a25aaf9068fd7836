// The solver's compact, static view of a level: the keeper's area numbered as squares 0..n-1 (row-major),
// neighbour table, goals, goal-pull distances and dead squares. Built once per solve; read-only after.
//
// Pull distance goal_dist[g][s]: fewest pushes that bring a box from square s to goal g when no other box
// is in the way (computed backwards by pulling the box from the goal; the keeper needs room behind it).
// It is a lower bound on the real number, so heuristics built on it can be admissible.
// A square from which no goal can be reached is "dead": a box pushed there can never be solved.
#pragma once
#include "sokoban/level/level.hpp"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace boxcar::sokoban {

inline constexpr int kDx[4] = {-1, 0, 1, 0};  // Dir order of rules.hpp: Left, Up, Right, Down
inline constexpr int kDy[4] = {0, -1, 0, 1};
inline constexpr int opposite(int d) { return d ^ 2; }
inline constexpr std::uint16_t kFar = 0xffff;  // no pull path

struct PushBoard {
    int width = 0, height = 0;             // of the level
    int n = 0;                             // squares in the keeper's area
    std::vector<int> cell_of;              // square -> level index
    std::vector<int> square_of;            // level index -> square, or -1
    std::vector<std::array<int, 4>> next;  // neighbour square per direction, -1 for wall
    std::vector<std::uint8_t> is_goal;     // per square
    std::vector<int> goals;                // goal squares
    std::vector<int> start_boxes;          // box squares at the start (sorted)
    int start_keeper = -1;
    std::vector<std::vector<std::uint16_t>> goal_dist;  // [goal index][square] pull distance or kFar
    std::vector<std::uint16_t> min_goal_dist;          // per square: min over goals
    std::vector<std::uint8_t> dead;                    // per square: no goal reachable by pushes
    // Set when the board alone proves the level unsolvable (a box or goal outside the keeper's area
    // that is not already paired, more boxes than goals, a box starting on a dead square).
    std::string unsolvable_reason;

    int x(int s) const { return cell_of[s] % width; }
    int y(int s) const { return cell_of[s] / width; }
};

PushBoard build_push_board(const Level& level);

// Pull distance (fewest pushes, no other box in the way) from every square to `target`, kFar where none;
// the goal_dist table of a square that need not be a goal. Needs the board's neighbours (b.next).
std::vector<std::uint16_t> pull_distances(const PushBoard& b, int target);

}  // namespace boxcar::sokoban
