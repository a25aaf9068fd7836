// The cursor agent: plans in cursor actions (cursor.hpp), executes them one by one, and every K actions
// a "crazy step" (FORMATS.md) draws one vehicle-occupied cell uniformly at random (SplitMix64, common/rng.hpp)
// and moves its vehicle one cell in a random direction along its axis if legal (an illegal draw does
// nothing). After a perturbation the agent re-plans: from the cluster's distance-to-goal table when the
// cluster is small enough (descend the table, picking among the optimal next moves the one cheapest for
// the cursor), else with a fresh BFS.
// Caveats: the first plan is cursor-optimal (UCS); re-plans are move-optimal with greedy cursor choices.
// A crazy step that moves the selected vehicle drops the selection (the hand slips).
#pragma once
#include "rush/board.hpp"
#include "rush/cursor.hpp"
#include "rush/solver.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace boxcar::rush {

struct AgentOptions {
    std::uint64_t seed = 1;
    int crazy_every = 10;          // K; 0 = never
    int max_actions = 100000;      // give up after this many actions (status Timeout)
    Goal goal = Goal::Exit;
    std::size_t max_table_states = 2000000;  // cluster size above which re-plans use BFS instead
};

// What happened between actions, for a replay of the run (the app's agent demo): crazy steps drawn
// (moved a vehicle or not) and re-plans, each after `after_action` actions had been executed.
struct AgentEvent {
    enum Kind : std::uint8_t { Crazy, CrazyBlocked, Replan } kind = Crazy;
    int after_action = 0;
    int vehicle = -1, delta = 0;  // Crazy / CrazyBlocked: the slide drawn
    int plan_moves = 0;           // Replan: slides in the new plan (its distance to the goal)
    int plan_actions = 0;         // Replan: cursor actions in the new plan
};

struct AgentRun {
    search::Status status = search::Status::Invalid;
    std::vector<CursorAction> actions;  // the actions executed, in order
    int planned_cost = 0;               // length of the first plan
    int crazy_draws = 0;                // crazy steps drawn
    int perturbations = 0;              // crazy steps that moved a vehicle
    int replans = 0;
    int table_replans = 0;              // re-plans answered by the distance table
    std::vector<AgentEvent> events;     // crazy steps and re-plans, in order
    Board final_board;
    double elapsed_ms = 0;
    std::string error;
};

AgentRun run_agent(const Board& board, const AgentOptions& options);

// Applies one cursor action to (board, cursor) by the rules; false (nothing changed) when not possible.
// The agent executes its actions with this; a replay of AgentRun::actions and events uses it too.
bool apply_cursor_action(Board& board, CursorState& cursor, CursorAction action);

}  // namespace boxcar::rush
