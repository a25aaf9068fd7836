// The Rush Hour board editor's model, without any UI: cars (2 cells) and trucks (3 cells), horizontal or
// vertical, walls, and the red car 'A', which stays on the exit row (the exit is on the right edge of that
// row: row 3 of 6 on a new board); pieces placed, moved and removed with undo. The board's live optimal
// move count and cluster size come from the solver worker (rush_count.hpp), not from here.
#pragma once
#include "rush/board.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace boxcar::app {

class RushEditor {
public:
    static constexpr std::size_t kMaxUndo = 500;

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
};

}  // namespace boxcar::app
