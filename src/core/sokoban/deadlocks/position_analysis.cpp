// Dead squares and live deadlock checks of a shown position (see position_analysis.hpp).
#include "sokoban/deadlocks/position_analysis.hpp"

namespace boxcar::sokoban {
namespace {

std::string where(const Level& level, int cell) {
    return "column " + std::to_string(cell % level.width + 1) + ", row " + std::to_string(cell / level.width + 1);
}

}  // namespace

PositionAnalyzer::PositionAnalyzer(const Level& level) : level_(level), board_(build_push_board(level)) {
    detector_ = std::make_unique<DeadlockDetector>(board_);
    estimator_ = std::make_unique<Estimator>(board_);
    dead_cells_.assign(static_cast<std::size_t>(level.width) * level.height, 0);
    for (int s = 0; s < board_.n; ++s)
        if (board_.dead.size() == static_cast<std::size_t>(board_.n) && board_.dead[s] && !board_.is_goal[s])
            dead_cells_[board_.cell_of[s]] = 1;
}

PositionAnalysis PositionAnalyzer::analyze(const Position& pos) {
    PositionAnalysis a;
    a.dead_squares = dead_cells_;
    const int cells = level_.width * level_.height;
    if (static_cast<int>(pos.boxes.size()) != cells || pos.player < 0 || pos.player >= cells || board_.n == 0) return a;
    if (is_solved(level_, pos)) return a;
    auto found = [&](std::string reason, int cell) {
        a.deadlocked = true;
        a.reason = std::move(reason);
        a.boxes.push_back(cell);
        return a;
    };

    // Boxes as PushBoard squares. A box outside the keeper's area can never move.
    std::vector<std::uint8_t> occ(board_.n, 0);
    std::vector<int> boxes;
    for (int i = 0; i < cells; ++i) {
        if (!pos.boxes[i]) continue;
        const int s = board_.square_of[i];
        if (s < 0) {
            if (!level_.goal(i)) return found("a box off a goal is out of the player's reach (" + where(level_, i) + ")", i);
            continue;
        }
        occ[s] = 1;
        boxes.push_back(s);
    }
    for (int s : boxes)
        if (board_.dead[s] && !board_.is_goal[s])
            return found("a box is on a dead square (" + where(level_, board_.cell_of[s]) + "): it can never reach a goal",
                         board_.cell_of[s]);
    for (int s : boxes)
        if (detector_->freeze_deadlock(occ, s, true))
            return found("frozen boxes: the box at " + where(level_, board_.cell_of[s]) +
                             " can never move again and not every frozen box is on a goal",
                         board_.cell_of[s]);
    if (!estimator_->has_perfect_matching(boxes))
        return found("the boxes can't all reach different goals (bipartite deadlock)", board_.cell_of[boxes.front()]);

    // Corral test around every box the keeper can touch.
    const int keeper = board_.square_of[pos.player];
    if (keeper < 0) return a;
    std::vector<int> reach(board_.n, 0), queue{keeper};
    reach[keeper] = 1;
    for (std::size_t head = 0; head < queue.size(); ++head)
        for (int d = 0; d < 4; ++d) {
            const int t = board_.next[queue[head]][d];
            if (t < 0 || occ[t] || reach[t] == 1) continue;
            reach[t] = 1;
            queue.push_back(t);
        }
    for (int s : boxes)
        if (detector_->corral_deadlock(occ, reach, 1, s))
            return found("the boxes around " + where(level_, board_.cell_of[s]) +
                             " close off an area that can never be opened again (corral deadlock)",
                         board_.cell_of[s]);
    return a;
}

PositionAnalysis analyze_position(const Level& level, const Position& pos) {
    PositionAnalyzer analyzer(level);
    return analyzer.analyze(pos);
}

}  // namespace boxcar::sokoban
