// The Rush Hour board editor's model, without any UI: cars (2 cells) and trucks (3 cells), horizontal or
// vertical, walls, and the red car 'A', which stays on the exit row (the exit is on the right edge of that
// row: row 3 of 6 on a new board); pieces placed, moved and removed with undo; and, after each change, the
// board's optimal move count and cluster size from the core's cluster analysis, computed once per change
// (on the first read after it), never per frame. Caveat: it runs on the caller's thread; a cluster of the
// size of the largest in Fogleman's 6x6 database (147,355 states) takes about 0.1-0.2 s of CPU natively,
// so the count stops at kMaxClusterStates and the solver (capped at kSolveSeconds) gives the optimal
// count of larger ones.
#pragma once
#include "rush/board.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace boxcar::app {

class RushEditor {
public:
    static constexpr std::size_t kMaxUndo = 500;
    static constexpr std::size_t kMaxClusterStates = 200'000;  // beyond: "more than 200,000 states"
    static constexpr double kSolveSeconds = 0.5;               // the solver's cap for larger clusters

    RushEditor() { reset(); }

    // A new empty board of `size` x `size` cells with the red car at the left end of the exit row
    // (row (size-1)/2). Clears the undo history.
    void reset(int size = 6);
    // Edits a valid board (its red car's row is the exit row). Clears the undo history.
    void load(const rush::Board& board);

    const rush::Board& board() const { return board_; }
    int size() const { return board_.size; }
    int exit_row() const { return board_.primary().row; }

    // Each call is one undo step; false (board unchanged, `why` set) when the rules forbid it.
    // A car or truck (length 2 or 3) with its top/left cell at (row, col).
    bool place_vehicle(int length, bool horizontal, int row, int col, std::string* why = nullptr);
    // The red car with its left cell at column `col` of the exit row (it moves there).
    bool place_red_car(int col, std::string* why = nullptr);
    bool place_wall(int row, int col, std::string* why = nullptr);
    // Removes the vehicle (not the red car) or the wall covering (row, col).
    bool erase(int row, int col, std::string* why = nullptr);
    // Moves the piece covering (from_row, from_col) by (d_row, d_col) cells, keeping its shape; the red
    // car only along the exit row.
    bool move_piece(int from_row, int from_col, int d_row, int d_col, std::string* why = nullptr);

    bool undo();
    bool redo();
    bool can_undo() const { return !undo_.empty(); }
    bool can_redo() const { return !redo_.empty(); }
    int revision() const { return revision_; }

    // The live numbers of the board on screen.
    struct Analysis {
        bool complete = true;         // false: the cluster has more than kMaxClusterStates states
        bool solvable = false;        // known to be solvable (false also when unknown: see optimal_moves)
        bool unknown = false;         // neither the cluster nor the capped solver could tell
        int optimal_moves = -1;       // moves to the exit, the final slide of the red car counted
        std::uint64_t cluster_states = 0;  // states reachable from the board
        double elapsed_ms = 0;
        std::string text() const;     // "Optimal: 12 moves · cluster of 4,120 states"
    };
    const Analysis& analysis() const;  // computed on the first call after a change

    std::string board_string() const { return rush::board_string(board_); }
    // The share link's fragment (share_link.hpp): the bare board string, as every board link is.
    std::string share_fragment() const;

private:
    // The board with `vehicles`/`walls` changed, if the core accepts it (no overlap, inside, few enough
    // state bits); else false and `why`.
    bool commit(rush::Board next, std::string* why);
    int piece_at(int row, int col) const;  // vehicle index, -2 for a wall, -1 for an empty cell
    char next_label() const;               // the first unused letter after 'A', 0 when none is left

    rush::Board board_;
    std::vector<rush::Board> undo_, redo_;
    int revision_ = 0;
    mutable int analysed_revision_ = -1;
    mutable Analysis analysis_;
};

}  // namespace boxcar::app
