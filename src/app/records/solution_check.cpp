#include "app/records/solution_check.hpp"
#include "app/play/rush_session.hpp"

#include "sokoban/rules/rules.hpp"

#include <cstdlib>

namespace boxcar::app {
namespace {

std::optional<StoredSolution> refuse(std::string* why, std::string text) {
    if (why) *why = std::move(text);
    return std::nullopt;
}

}  // namespace

std::optional<StoredSolution> check_sokoban_solution(const sokoban::Level& level, std::string_view text, std::string* why) {
    if (text.size() > kMaxStoredMovesChars) return refuse(why, "it is longer than " + std::to_string(kMaxStoredMovesChars) + " characters");
    sokoban::LurdError error;
    const auto steps = sokoban::parse_lurd(text, &error);
    if (!steps) return refuse(why, "character " + std::to_string(error.offset + 1) + ": " + error.message);
    if (steps->empty()) return refuse(why, "it has no moves");
    const sokoban::ReplayResult r = sokoban::replay(level, *steps);
    if (!r.legal) return refuse(why, r.error.empty() ? std::string("an illegal move") : r.error);
    if (!r.solved) return refuse(why, "it does not solve the level (" + std::to_string(r.moves) + " moves leave a box off its goal)");
    if (r.lurd.size() > kMaxStoredMovesChars) return refuse(why, "it is too long to keep");
    return StoredSolution{r.lurd, r.moves, r.pushes};
}

std::optional<StoredSolution> check_rush_solution(const rush::Board& board, std::string_view text, std::string* why) {
    if (text.size() > kMaxStoredMovesChars) return refuse(why, "it is longer than " + std::to_string(kMaxStoredMovesChars) + " characters");
    const std::vector<std::string> names = split_move_names(text);
    if (names.empty()) return refuse(why, "it has no moves");
    std::string error;
    const auto moves = check_rush_moves(board, names, error);
    if (!moves) return refuse(why, error);
    std::string joined;
    int steps = 0;
    for (const auto& m : *moves) steps += std::abs(m.delta);
    for (const auto& n : names) joined += (joined.empty() ? "" : " ") + n;
    if (!Records::valid_moves(joined)) return refuse(why, "it is too long to keep");
    return StoredSolution{joined, static_cast<int>(names.size()), steps};
}

}  // namespace boxcar::app
