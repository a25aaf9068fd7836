// RushEditor (see rush_editor.hpp).
#include "app/editor/rush_editor.hpp"

#include "app/share/share_link.hpp"


#include <algorithm>

namespace boxcar::app {
namespace {

std::string piece_name(const rush::Board& board, int piece) {
    if (piece == -2) return "a wall";
    const rush::Vehicle& v = board.vehicles[piece];
    if (v.label == 'A') return "the red car";
    return std::string(v.length == 3 ? "truck " : "car ") + v.label;
}

}  // namespace

void RushEditor::reset(int size) {
    board_ = rush::Board{};
    board_.size = std::clamp(size, rush::kMinBoardSize, rush::kMaxBoardSize);
    rush::Vehicle red;
    red.label = 'A';
    red.horizontal = true;
    red.length = 2;
    red.row = (board_.size - 1) / 2;
    red.col = 0;
    board_.vehicles.push_back(red);
    undo_.clear();
    redo_.clear();
    ++revision_;
}

void RushEditor::load(const rush::Board& board) {
    if (rush::validate(board) || board.vehicles.empty() || board.vehicles[0].label != 'A') {
        reset();
        return;
    }
    board_ = board;
    undo_.clear();
    redo_.clear();
    ++revision_;
}

int RushEditor::piece_at(int row, int col) const {
    const char c = board_.at(row, col);
    if (c == 'x') return -2;
    if (c >= 'A' && c <= 'Z') return board_.find(c);
    return -1;
}

char RushEditor::next_label() const {
    for (char c = 'B'; c <= 'Z'; ++c)
        if (c != 'X' && board_.find(c) < 0) return c;  // no 'X': it reads like a wall ('x')
    return 0;
}

bool RushEditor::commit(rush::Board next, std::string* why) {
    // Inside the board and free of other pieces, named in the person's words; then the core's own rules
    // (the red car horizontal, at most so many pieces).
    std::uint64_t taken = next.walls;
    for (const rush::Vehicle& v : next.vehicles) {
        for (int k = 0; k < v.length; ++k) {
            const int r = v.horizontal ? v.row : v.row + k, c = v.horizontal ? v.col + k : v.col;
            if (r < 0 || c < 0 || r >= next.size || c >= next.size) {
                if (why) *why = "It does not fit: it would leave the board.";
                return false;
            }
            const std::uint64_t bit = std::uint64_t{1} << next.cell(r, c);
            if (taken & bit) {
                if (why) *why = "It does not fit: that cell is taken (" + piece_name(board_, piece_at(r, c)) + ").";
                return false;
            }
            taken |= bit;
        }
    }
    if (const auto error = rush::validate(next)) {
        if (why) *why = "Not allowed: " + error->message + ".";
        return false;
    }
    if (rush::board_string(next) == rush::board_string(board_)) return false;  // nothing changed
    undo_.push_back(board_);
    if (undo_.size() > kMaxUndo) undo_.erase(undo_.begin());
    redo_.clear();
    board_ = std::move(next);
    ++revision_;
    return true;
}

bool RushEditor::place_vehicle(int length, bool horizontal, int row, int col, std::string* why) {
    if (length < rush::kMinVehicleLength || length > rush::kMaxVehicleLength) {
        if (why) *why = "Vehicles are 2 (car) or 3 (truck) cells long.";
        return false;
    }
    if (row < 0 || col < 0 || row >= size() || col >= size()) return false;
    const char label = next_label();
    if (!label) {
        if (why) *why = "No letter is left for another vehicle.";
        return false;
    }
    rush::Board next = board_;
    rush::Vehicle v;
    v.label = label;
    v.horizontal = horizontal;
    v.length = length;
    v.row = row;
    v.col = col;
    next.vehicles.push_back(v);
    return commit(std::move(next), why);
}

bool RushEditor::place_red_car(int col, std::string* why) {
    rush::Board next = board_;
    next.vehicles[0].col = col;
    return commit(std::move(next), why);
}

bool RushEditor::place_wall(int row, int col, std::string* why) {
    if (row < 0 || col < 0 || row >= size() || col >= size()) return false;
    const int piece = piece_at(row, col);
    if (piece != -1) {
        if (why && piece != -2) *why = "That cell is taken (" + piece_name(board_, piece) + ").";
        return false;
    }
    rush::Board next = board_;
    next.walls |= std::uint64_t{1} << next.cell(row, col);
    return commit(std::move(next), why);
}

bool RushEditor::erase(int row, int col, std::string* why) {
    if (row < 0 || col < 0 || row >= size() || col >= size()) return false;
    const int piece = piece_at(row, col);
    if (piece == -1) return false;
    rush::Board next = board_;
    if (piece == -2) {
        next.walls &= ~(std::uint64_t{1} << next.cell(row, col));
    } else if (piece == 0) {
        if (why) *why = "The red car stays: drag it along its row to move it.";
        return false;
    } else {
        next.vehicles.erase(next.vehicles.begin() + piece);
    }
    return commit(std::move(next), why);
}

bool RushEditor::move_piece(int from_row, int from_col, int d_row, int d_col, std::string* why) {
    if (from_row < 0 || from_col < 0 || from_row >= size() || from_col >= size()) return false;
    if (d_row == 0 && d_col == 0) return false;
    const int piece = piece_at(from_row, from_col);
    if (piece == -1) return false;
    rush::Board next = board_;
    if (piece == -2) {
        const int r = from_row + d_row, c = from_col + d_col;
        if (r < 0 || c < 0 || r >= size() || c >= size()) {
            if (why) *why = "It does not fit: it would leave the board.";
            return false;
        }
        next.walls &= ~(std::uint64_t{1} << next.cell(from_row, from_col));
        if (piece_at(r, c) != -1 && !(r == from_row && c == from_col)) {
            if (why) *why = "It does not fit: that cell is taken (" + piece_name(board_, piece_at(r, c)) + ").";
            return false;
        }
        next.walls |= std::uint64_t{1} << next.cell(r, c);
        return commit(std::move(next), why);
    }
    if (piece == 0 && d_row != 0) {  // the red car follows the drag along its row only
        if (d_col == 0) {
            if (why) *why = "The red car stays on the exit row: it moves left and right only.";
            return false;
        }
        d_row = 0;
    }
    next.vehicles[piece].row += d_row;
    next.vehicles[piece].col += d_col;
    return commit(std::move(next), why);
}

bool RushEditor::undo() {
    if (undo_.empty()) return false;
    redo_.push_back(board_);
    board_ = undo_.back();
    undo_.pop_back();
    ++revision_;
    return true;
}

bool RushEditor::redo() {
    if (redo_.empty()) return false;
    undo_.push_back(board_);
    board_ = redo_.back();
    redo_.pop_back();
    ++revision_;
    return true;
}

std::string RushEditor::share_fragment() const {
    ShareData data;
    data.level = board_string();
    return write_share_fragment(data);
}

}  // namespace boxcar::app
