// The seed heuristics of the Rush Hour course (estimates of the cost to the goal):
//   distance         A's distance to the exit (moves/cursor: 1 unless A is out; steps: cells left)
//   blockers         vehicles between A and the exit, plus A's own final slide (exit goal)
//   blocked-blockers like blockers, but a blocker that cannot leave A's row without another vehicle
//                    moving first counts twice.
// distance and blockers are admissible in every metric (each remaining slide costs >= 1 move, >= 1 step,
// >= 2 cursor actions); blocked-blockers is not (one slide may free two blockers), so A* with it is not
// guaranteed optimal.
#pragma once
#include "rush/solver.hpp"
#include "rush/state_codec.hpp"

namespace boxcar::rush {

int heuristic_value(const StateCodec& codec, StateKey key, std::uint64_t occ, Heuristic h, Metric metric, Goal goal);
bool heuristic_admissible(Heuristic h);

}  // namespace boxcar::rush
