// Builds the solver's static board: keeper area, neighbours, pull distances, dead squares.
#include "sokoban/board/push_board.hpp"

#include <algorithm>
#include <deque>

namespace boxcar::sokoban {
// Pull BFS from one square: distance in pushes from every square to `target` ignoring other boxes.
std::vector<std::uint16_t> pull_distances(const PushBoard& b, int target) {
    std::vector<std::uint16_t> dist(b.n, kFar);
    std::deque<int> queue{target};
    dist[target] = 0;
    while (!queue.empty()) {
        const int q = queue.front();
        queue.pop_front();
        for (int d = 0; d < 4; ++d) {
            // A push in direction d moved the box from p = q - d to q with the keeper at p - d.
            const int p = b.next[q][opposite(d)];
            if (p < 0 || dist[p] != kFar) continue;
            if (b.next[p][opposite(d)] < 0) continue;
            dist[p] = static_cast<std::uint16_t>(dist[q] + 1);
            queue.push_back(p);
        }
    }
    return dist;
}

PushBoard build_push_board(const Level& level) {
    PushBoard b;
    b.width = level.width;
    b.height = level.height;
    const int cells = level.width * level.height;
    b.square_of.assign(cells, -1);
    if (level.player < 0 || level.player >= cells) {
        b.unsolvable_reason = "no player";
        return b;
    }
    // The keeper's area ignoring boxes, numbered in row-major order.
    std::vector<std::uint8_t> seen(cells, 0);
    std::vector<int> stack{level.player};
    seen[level.player] = 1;
    while (!stack.empty()) {
        const int i = stack.back();
        stack.pop_back();
        const int x = i % level.width, y = i / level.width;
        for (int d = 0; d < 4; ++d) {
            const int nx = x + kDx[d], ny = y + kDy[d];
            if (nx < 0 || ny < 0 || nx >= level.width || ny >= level.height) continue;
            const int j = level.index(nx, ny);
            if (seen[j] || level.wall(j)) continue;
            seen[j] = 1;
            stack.push_back(j);
        }
    }
    for (int i = 0; i < cells; ++i)
        if (seen[i]) {
            b.square_of[i] = b.n++;
            b.cell_of.push_back(i);
        }
    b.next.assign(b.n, {-1, -1, -1, -1});
    b.is_goal.assign(b.n, 0);
    for (int s = 0; s < b.n; ++s) {
        const int i = b.cell_of[s], x = i % level.width, y = i / level.width;
        for (int d = 0; d < 4; ++d) {
            const int nx = x + kDx[d], ny = y + kDy[d];
            if (nx < 0 || ny < 0 || nx >= level.width || ny >= level.height) continue;
            b.next[s][d] = b.square_of[level.index(nx, ny)];
        }
    }
    b.start_keeper = b.square_of[level.player];
    // Boxes and goals; a box on a goal outside the keeper's area can never move and is left out.
    int outside_boxes = 0, outside_goals = 0;
    for (int i = 0; i < cells; ++i) {
        const bool box = level.box(i), goal = level.goal(i);
        const int s = b.square_of[i];
        if (s < 0) {
            if (box && !goal) ++outside_boxes;
            if (goal && !box) ++outside_goals;
            continue;
        }
        if (box) b.start_boxes.push_back(s);
        if (goal) {
            b.is_goal[s] = 1;
            b.goals.push_back(s);
        }
    }
    if (outside_boxes) b.unsolvable_reason = "a box outside the keeper's area can never move";
    else if (outside_goals) b.unsolvable_reason = "a goal outside the keeper's area can never be filled";
    else if (b.start_boxes.size() > b.goals.size()) b.unsolvable_reason = "more boxes than goals";

    b.min_goal_dist.assign(b.n, kFar);
    for (int g : b.goals) {
        b.goal_dist.push_back(pull_distances(b, g));
        for (int s = 0; s < b.n; ++s) b.min_goal_dist[s] = std::min(b.min_goal_dist[s], b.goal_dist.back()[s]);
    }
    b.dead.assign(b.n, 0);
    for (int s = 0; s < b.n; ++s) b.dead[s] = b.min_goal_dist[s] == kFar;
    if (b.unsolvable_reason.empty())
        for (int s : b.start_boxes)
            if (b.dead[s]) {
                b.unsolvable_reason = "a box starts on a square from which no goal can be reached";
                break;
            }
    return b;
}

}  // namespace boxcar::sokoban
