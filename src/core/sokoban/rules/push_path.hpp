// Push path finding for mouse play: where can one box be pushed (every other box staying put), and the
// full step sequence (walks and pushes) that brings it to a chosen square.
//
// A box-and-keeper search over states (box square, side the keeper stands on). Between two pushes the
// keeper walks around the box by a shortest path; the search is Dijkstra on (pushes, moves) in that order,
// so a returned path has the fewest pushes, and among those the fewest moves.
// Cost: each expanded state runs one keeper flood fill, so O(4 * floor^2) in the worst case; a work budget
// (kPushSearchBudget flood-filled squares) keeps huge open levels from stalling the UI — past it the
// answer covers only what was found (PushTargets::complete says so).
#pragma once
#include "sokoban/level/level.hpp"
#include "sokoban/rules/rules.hpp"

#include <cstdint>
#include <optional>
#include <vector>

namespace boxcar::sokoban {

inline constexpr std::uint64_t kPushSearchBudget = 20'000'000;

struct PushTargets {
    int box = -1;                        // level index of the box asked about (-1: no box there)
    std::vector<std::uint8_t> reachable; // width*height, 1 where the box can be brought (not its own square)
    int count = 0;                       // squares flagged in `reachable`
    bool complete = true;                // false when the work budget ran out
};

// Squares the box on `box` can be pushed to, with the player starting where `pos` has it.
PushTargets push_targets(const Level& level, const Position& pos, int box);

// Steps that push the box on `box` to `target` (fewest pushes, then fewest moves); an empty vector when
// target == box; nullopt when it cannot be done (no box there, target unreachable, or out of budget).
// Every step is legal from `pos` (the steps apply with apply_move in order).
std::optional<std::vector<Dir>> push_path(const Level& level, const Position& pos, int box, int target);

}  // namespace boxcar::sokoban
