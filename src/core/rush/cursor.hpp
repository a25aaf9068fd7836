// The cursor cost model of FORMATS.md: the cursor starts on the centre cell (row n/2, column n/2); each
// action costs 1: move the cursor one cell, select the vehicle under it, deselect, or (while a vehicle
// is selected) move that vehicle one cell along its axis, the cursor moving with it.
// Here: the cheapest cursor execution of a slide sequence (a small DP over which cell of each vehicle to
// grab), the action list of that execution, and an optimal cursor-cost search (Dial's bucket UCS over
// board x cursor cell). Caveat: a plan never needs to end with a deselect; the goal counts as reached
// when A arrives, selected or not.
#pragma once
#include "rush/key_map.hpp"
#include "rush/solver.hpp"
#include "rush/state_codec.hpp"
#include "search/budget.hpp"

#include <string>
#include <vector>

namespace boxcar::rush {

enum class CursorAction : std::uint8_t { Up, Down, Left, Right, Select, Deselect };
char cursor_action_char(CursorAction a);  // 'U' 'D' 'L' 'R' 'S' 'X' (X = deselect)
std::string cursor_actions_text(const std::vector<CursorAction>& actions);

struct CursorState {
    int row = 0, col = 0;
    int selected = -1;  // vehicle index, or -1
};
CursorState initial_cursor(const Board& board);  // centre cell, nothing selected

// Cheapest action count executing `moves` from `start`; -1 if a move is illegal.
int cursor_cost(const Board& board, const std::vector<SlideMove>& moves, CursorState start);
inline int cursor_cost(const Board& board, const std::vector<SlideMove>& moves) {
    return cursor_cost(board, moves, initial_cursor(board));
}
// The actions of that cheapest execution (empty if a move is illegal or `moves` is empty).
std::vector<CursorAction> cursor_plan(const Board& board, const std::vector<SlideMove>& moves, CursorState start);

// Optimal cursor-cost solve (from the initial cursor). Reusable tables.
class CursorUcs {
public:
    search::Status run(const StateCodec& codec, StateKey start, int start_cell, Goal goal,
                       search::BudgetGuard& guard, search::SearchStats& stats, std::vector<SlideMove>& out,
                       int& cost);

private:
    struct Node {
        StateKey key;          // board key | cursor cell << codec.bits()
        std::uint32_t parent;
        std::uint32_t cost;
    };
    KeyMap index_;
    std::vector<Node> nodes_;
    std::vector<std::vector<std::uint32_t>> buckets_;
    std::uint64_t memory() const;
};

}  // namespace boxcar::rush
