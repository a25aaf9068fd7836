// The records' checks (solution_check.hpp), by the rules' replay every solution passes (solution_replay.hpp).
#include "app/records/solution_check.hpp"

#include "app/play/rush_session.hpp"
#include "app/play/solution_replay.hpp"

namespace boxcar::app {
namespace {

std::optional<StoredSolution> refuse(std::string* why, std::string text) {
    if (why) *why = std::move(text);
    return std::nullopt;
}

}  // namespace

std::optional<StoredSolution> check_sokoban_solution(const sokoban::Level& level, std::string_view text, std::string* why) {
    if (text.size() > kMaxStoredMovesChars) return refuse(why, "it is longer than " + std::to_string(kMaxStoredMovesChars) + " characters");
    const SolutionReplay r = replay_sokoban_solution(level, text);
    using Problem = SolutionReplay::Problem;
    switch (r.problem) {
        case Problem::None: break;
        case Problem::Unreadable: return refuse(why, "character " + std::to_string(r.at + 1) + ": " + r.error);
        case Problem::Empty: return refuse(why, "it has no moves");
        case Problem::Illegal: return refuse(why, r.error.empty() ? std::string("an illegal move") : r.error);
        case Problem::Unsolved:
            return refuse(why, "it does not solve the level (" + std::to_string(r.moves) + " moves leave a box off its goal)");
    }
    if (r.lurd.size() > kMaxStoredMovesChars) return refuse(why, "it is too long to keep");
    return StoredSolution{r.lurd, r.moves, r.pushes};
}

std::optional<StoredSolution> check_rush_solution(const rush::Board& board, std::string_view text, std::string* why) {
    if (text.size() > kMaxStoredMovesChars) return refuse(why, "it is longer than " + std::to_string(kMaxStoredMovesChars) + " characters");
    const std::vector<std::string> names = split_move_names(text);
    if (names.empty()) return refuse(why, "it has no moves");
    const SolutionReplay r = replay_rush_solution(board, names);
    if (!r.ok()) return refuse(why, r.error);
    std::string joined;
    for (const auto& n : names) joined += (joined.empty() ? "" : " ") + n;
    if (!Records::valid_moves(joined)) return refuse(why, "it is too long to keep");
    return StoredSolution{joined, r.moves, r.pushes};
}

}  // namespace boxcar::app
