// Lecture overlays (see overlays.hpp).
#include "app/lecture/overlays.hpp"

#include "sokoban/heuristics/heuristics.hpp"
#include "sokoban/board/push_board.hpp"

#include <algorithm>

namespace boxcar::app {


struct OverlayCache::Impl {
    std::vector<std::uint8_t> level_cells;
    int level_width = 0;
    sokoban::PushBoard board;
    std::unique_ptr<sokoban::Estimator> estimator;
    bool valid = false;
    sokoban::Position position;
    int pull_goal = -2;
    OverlayData data;
};

OverlayCache::OverlayCache() : impl_(std::make_unique<Impl>()) {}
OverlayCache::~OverlayCache() = default;
OverlayCache::OverlayCache(OverlayCache&&) noexcept = default;
OverlayCache& OverlayCache::operator=(OverlayCache&&) noexcept = default;

const OverlayData& OverlayCache::get(const sokoban::Level& level, const sokoban::Position& pos, int pull_goal) {
    Impl& s = *impl_;
    if (s.level_width != level.width || s.level_cells != level.cells || !s.estimator) {
        s.level_cells = level.cells;
        s.level_width = level.width;
        s.board = sokoban::build_push_board(level);
        s.estimator = std::make_unique<sokoban::Estimator>(s.board);
        s.valid = false;
    }
    if (s.valid && s.position == pos && s.pull_goal == pull_goal) return s.data;
    const sokoban::PushBoard& b = s.board;
    OverlayData d;
    const std::size_t cells = level.cells.size();
    d.goals.clear();
    for (int g : b.goals) d.goals.push_back(b.cell_of[g]);
    // Pull distances: of the chosen goal, or the minimum over goals.
    const auto chosen = std::find(d.goals.begin(), d.goals.end(), pull_goal);
    d.pull.assign(cells, -1);
    for (int sq = 0; sq < b.n; ++sq) {
        const std::uint16_t v = chosen != d.goals.end() ? b.goal_dist[chosen - d.goals.begin()][sq] : b.min_goal_dist[sq];
        if (v != sokoban::kFar) d.pull[b.cell_of[sq]] = v;
    }
    d.reach = pos.player >= 0 ? sokoban::reachable(level, pos) : std::vector<std::uint8_t>(cells, 0);
    // Hungarian matching of the boxes in the keeper's area (the heuristic's own code).
    std::vector<int> boxes;
    for (std::size_t c = 0; c < cells && c < pos.boxes.size(); ++c)
        if (pos.boxes[c] && b.square_of[c] >= 0) boxes.push_back(b.square_of[c]);
    if (!boxes.empty()) {
        d.assignment_cost = s.estimator->hungarian(boxes);
        const std::vector<int> goal_of = s.estimator->assignment(boxes.size());
        for (std::size_t i = 0; i < boxes.size(); ++i)
            if (goal_of[i] >= 0) d.assignment.emplace_back(b.cell_of[boxes[i]], b.cell_of[b.goals[goal_of[i]]]);
    }
    s.data = std::move(d);
    s.position = pos;
    s.pull_goal = pull_goal;
    s.valid = true;
    return s.data;
}


}  // namespace boxcar::app
