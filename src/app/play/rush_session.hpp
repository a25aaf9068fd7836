// A Rush Hour board being played in the app: the boards of the loaded text, the current board, the
// move history (undo/redo/restart), the optimal move count, and playback of a verified solution.
// Moves are slides (one vehicle, any distance), written "A+1" / "C-2" (+ = right/down).
#pragma once
#include "rush/board.hpp"
#include "rush/state_codec.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace boxcar::app {

class RushSession {
public:
    // Boards of a text (database lines, Fogleman strings or a grid); false when none is valid.
    bool load(std::string_view text, std::string& error);
    bool select(int number, std::string& error);  // 1-based
    std::string select_problem(int number) const;  // why select(number) would fail; "" when it would not
    int count() const { return static_cast<int>(entries_.size()); }
    int number() const { return number_; }
    const rush::BoardEntry& entry() const { return entries_[number_ - 1]; }
    const std::vector<rush::BoardEntry>& entries() const { return entries_; }

    const rush::Board& start() const { return start_; }
    const rush::Board& board() const { return board_; }
    int moves() const { return static_cast<int>(history_.size()); }
    int steps() const;
    bool solved() const;
    int optimal() const { return optimal_; }  // optimal moves from the start, -1 when unknown

    // A slide of vehicle index v by delta cells; false (board unchanged) when illegal.
    bool slide(int v, int delta);
    // The legal slide range of vehicle v: [min_delta, max_delta] (both 0 when it cannot move).
    std::pair<int, int> slide_range(int v) const;
    // Plays "A+1 C-2 ..." (spaces or commas between moves); applied counts the moves done.
    bool play_moves(std::string_view text, int& applied, std::string& error);
    bool undo();
    bool redo();
    bool can_redo() const { return !redo_.empty(); }
    void restart();

    // The solution for playback, verified by the caller (PlaySession::load_solution); positions index into it.
    void set_solution(std::vector<rush::SlideMove> verified) { solution_ = std::move(verified); }
    const std::vector<rush::SlideMove>& solution() const { return solution_; }
    void seek(int position);  // board = start + first `position` moves of the solution
    std::string board_string() const;
    std::vector<std::string> history_names() const;

private:
    void compute_optimal();

    std::vector<rush::BoardEntry> entries_;
    int number_ = 0;
    rush::Board start_, board_;
    std::vector<rush::SlideMove> history_, redo_;
    std::vector<rush::SlideMove> solution_;
    int optimal_ = -1;
};

// Replays move names from `start`: the moves when every one is legal and the red car reaches the exit,
// else nullopt and `error` says which move failed and why.
std::optional<std::vector<rush::SlideMove>> check_rush_moves(const rush::Board& start,
                                                             const std::vector<std::string>& names, std::string& error);

// "A+1 C-2", "A+1,C-2" or one per line -> the move names, in order.
std::vector<std::string> split_move_names(std::string_view text);

}  // namespace boxcar::app
