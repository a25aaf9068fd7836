// RushSession (see rush_session.hpp).
#include "app/play/rush_session.hpp"

#include "rush/solver.hpp"

#include <cstdlib>

namespace boxcar::app {

bool RushSession::load(std::string_view text, std::string& error) {
    std::vector<rush::BoardEntry> parsed = rush::parse_boards(text);
    int first_valid = 0;
    for (std::size_t i = 0; i < parsed.size(); ++i)
        if (parsed[i].board) {
            first_valid = static_cast<int>(i) + 1;
            break;
        }
    if (first_valid == 0) {
        error = parsed.empty() ? "no Rush Hour board found in the text"
                               : (parsed.front().error ? parsed.front().error->to_string() : "invalid board");
        return false;
    }
    entries_ = std::move(parsed);
    return select(first_valid, error);
}

std::string RushSession::select_problem(int number) const {
    if (number < 1 || number > count())
        return "There is no board " + std::to_string(number) + " (the text has " + std::to_string(count()) + ").";
    const rush::BoardEntry& e = entries_[number - 1];
    if (!e.board) return "Board " + std::to_string(number) + " is invalid: " + (e.error ? e.error->to_string() : "unknown problem");
    return {};
}

bool RushSession::select(int number, std::string& error) {
    error = select_problem(number);
    if (!error.empty()) return false;
    const rush::BoardEntry& e = entries_[number - 1];
    number_ = number;
    start_ = board_ = *e.board;
    history_.clear();
    redo_.clear();
    solution_.clear();
    compute_optimal();
    return true;
}

// The optimal move count: the database's when given, else a BFS (milliseconds for 6x6 boards; capped).
void RushSession::compute_optimal() {
    optimal_ = entry().known_moves;
    if (optimal_ >= 0) return;
    rush::SolveOptions options;
    options.time_limit_s = 0.5;
    options.memory_limit_mib = 256;
    const rush::Solution s = rush::solve(start_, options);
    optimal_ = s.status == search::Status::Solved ? s.move_count : -1;
}

int RushSession::steps() const {
    int total = 0;
    for (const auto& m : history_) total += std::abs(m.delta);
    return total;
}

bool RushSession::solved() const { return rush::goal_reached(board_, rush::Goal::Exit); }

std::pair<int, int> RushSession::slide_range(int v) const {
    if (v < 0 || v >= static_cast<int>(board_.vehicles.size())) return {0, 0};
    const rush::Vehicle& car = board_.vehicles[v];
    const std::uint64_t others = board_.occupied() & ~board_.vehicle_mask(v);
    auto free_at = [&](int pos) {
        for (int k = 0; k < car.length; ++k) {
            const int r = car.horizontal ? car.row : pos + k;
            const int c = car.horizontal ? pos + k : car.col;
            if (r < 0 || c < 0 || r >= board_.size || c >= board_.size) return false;
            if (others & (std::uint64_t{1} << board_.cell(r, c))) return false;
        }
        return true;
    };
    const int p = car.position();
    int lo = 0, hi = 0;
    while (free_at(p + lo - 1)) --lo;
    while (free_at(p + hi + 1)) ++hi;
    return {lo, hi};
}

bool RushSession::slide(int v, int delta) {
    if (delta == 0) return false;
    const auto [lo, hi] = slide_range(v);
    if (delta < lo || delta > hi) return false;
    rush::Vehicle& car = board_.vehicles[v];
    (car.horizontal ? car.col : car.row) += delta;
    history_.push_back({v, delta});
    redo_.clear();
    return true;
}

bool RushSession::play_moves(std::string_view text, int& applied, std::string& error) {
    applied = 0;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == ',' || text[i] == '\n' || text[i] == '\t')) ++i;
        if (i >= text.size()) break;
        std::size_t j = i;
        while (j < text.size() && !(text[j] == ' ' || text[j] == ',' || text[j] == '\n' || text[j] == '\t')) ++j;
        const std::string_view token = text.substr(i, j - i);
        rush::SlideMove m;
        if (!rush::parse_move(board_, token, m)) {
            error = "bad move '" + std::string(token) + "' at character " + std::to_string(i + 1);
            return false;
        }
        if (!slide(m.vehicle, m.delta)) {
            error = "move " + std::to_string(applied + 1) + " ('" + std::string(token) + "') is blocked";
            return false;
        }
        ++applied;
        i = j;
    }
    return true;
}

bool RushSession::undo() {
    if (history_.empty()) return false;
    const rush::SlideMove m = history_.back();
    history_.pop_back();
    rush::Vehicle& car = board_.vehicles[m.vehicle];
    (car.horizontal ? car.col : car.row) -= m.delta;
    redo_.push_back(m);
    return true;
}

bool RushSession::redo() {
    if (redo_.empty()) return false;
    const rush::SlideMove m = redo_.back();
    redo_.pop_back();
    rush::Vehicle& car = board_.vehicles[m.vehicle];
    (car.horizontal ? car.col : car.row) += m.delta;
    history_.push_back(m);
    return true;
}

void RushSession::restart() {
    while (undo()) {
    }
}

std::optional<std::vector<rush::SlideMove>> check_rush_moves(const rush::Board& start,
                                                             const std::vector<std::string>& names, std::string& error) {
    rush::Solution s;
    s.status = search::Status::Solved;
    rush::Board at = start;
    for (std::size_t i = 0; i < names.size(); ++i) {
        rush::SlideMove m;
        if (!rush::parse_move(at, names[i], m)) {
            error = "move " + std::to_string(i + 1) + " '" + names[i] + "' is not a move of this board";
            return std::nullopt;
        }
        s.moves.push_back(m);
        if (!rush::replay(at, {m}, at)) {
            error = "move " + std::to_string(i + 1) + " '" + names[i] + "' is blocked";
            return std::nullopt;
        }
    }
    if (auto problem = rush::verify_solution(start, rush::Goal::Exit, s)) {
        error = *problem;
        return std::nullopt;
    }
    return std::move(s.moves);
}

void RushSession::seek(int position) {
    board_ = start_;
    history_.clear();
    redo_.clear();
    for (int i = 0; i < position && i < static_cast<int>(solution_.size()); ++i) slide(solution_[i].vehicle, solution_[i].delta);
}

std::string RushSession::board_string() const { return rush::board_string(board_); }

std::vector<std::string> RushSession::history_names() const {
    // Names depend on the board only through labels, so the start board names every move.
    return rush::move_names(start_, history_);
}

std::vector<std::string> split_move_names(std::string_view text) {
    std::vector<std::string> names;
    std::string current;
    for (char c : text) {
        if (c == ' ' || c == ',' || c == '\n' || c == '\r' || c == '\t' || c == ';') {
            if (!current.empty()) names.push_back(std::move(current));
            current.clear();
        } else {
            current += c;
        }
    }
    if (!current.empty()) names.push_back(std::move(current));
    return names;
}

}  // namespace boxcar::app
