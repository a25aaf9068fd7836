// The rules' replay of a solution (solution_replay.hpp).
#include "app/play/solution_replay.hpp"

#include "app/play/rush_session.hpp"

#include <cstdlib>

namespace boxcar::app {

SolutionReplay replay_sokoban_solution(const sokoban::Level& level, std::string_view lurd) {
    sokoban::LurdError error;
    std::optional<std::vector<sokoban::Dir>> steps = sokoban::parse_lurd(lurd, &error);
    if (!steps) {
        SolutionReplay r;
        r.problem = SolutionReplay::Problem::Unreadable;
        r.at = static_cast<int>(error.offset);
        r.error = error.message;
        return r;
    }
    return replay_sokoban_solution(level, std::move(*steps));
}

SolutionReplay replay_sokoban_solution(const sokoban::Level& level, std::vector<sokoban::Dir> steps) {
    SolutionReplay r;
    if (steps.empty()) {
        r.problem = SolutionReplay::Problem::Empty;
        r.error = "it has no moves";
        return r;
    }
    const sokoban::ReplayResult replay = sokoban::replay(level, steps);
    r.moves = replay.moves;
    r.pushes = replay.pushes;
    r.error = replay.error;
    if (!replay.legal) {
        r.problem = SolutionReplay::Problem::Illegal;
        r.at = replay.failed_step;
        return r;
    }
    if (!replay.solved) {
        r.problem = SolutionReplay::Problem::Unsolved;
        return r;
    }
    r.steps = std::move(steps);
    r.lurd = replay.lurd;
    return r;
}

SolutionReplay replay_rush_solution(const rush::Board& board, const std::vector<std::string>& names) {
    SolutionReplay r;
    std::optional<std::vector<rush::SlideMove>> slides = check_rush_moves(board, names, r.error);
    if (!slides) {
        r.problem = names.empty() ? SolutionReplay::Problem::Empty : SolutionReplay::Problem::Illegal;
        return r;
    }
    r.moves = static_cast<int>(slides->size());
    for (const rush::SlideMove& m : *slides) r.pushes += std::abs(m.delta);
    r.slides = std::move(*slides);
    return r;
}

}  // namespace boxcar::app
