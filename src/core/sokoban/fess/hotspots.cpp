// Hotspots (see hotspots.hpp).
#include "sokoban/fess/hotspots.hpp"

#include "common/flood_fill.hpp"

#include <algorithm>

namespace boxcar::sokoban {

namespace {

// The pull searches of one blocker square: a box's state is its square and the keeper's area around it,
// named by the smallest side (direction) of the box that area touches.
class PullReach {
public:
    explicit PullReach(const PushBoard& board)
        : b_(board), side_area_(static_cast<std::size_t>(board.n) * 4, -1), marks_(board.n, 0),
          seen_(static_cast<std::size_t>(board.n) * 4, 0), reach_(board.n, 0) {}

    // The keeper's areas around every box square with `wall` (-1: none) as a wall; false when `work` runs out.
    bool set_wall(int wall, std::uint64_t& work) {
        wall_ = wall;
        std::fill(side_area_.begin(), side_area_.end(), -1);
        for (int q = 0; q < b_.n; ++q) {
            if (q == wall) continue;
            for (int d = 0; d < 4; ++d) {
                const int t = b_.next[q][d];
                if (t < 0 || t == wall || side_area_[q * 4 + d] >= 0) continue;
                flood_fill(b_.next, t, [&](int s) { return s == q || s == wall; }, marks_, ++stamp_, queue_);
                if (queue_.size() > work) return false;
                work -= queue_.size();
                for (int e = d; e < 4; ++e) {
                    const int u = b_.next[q][e];
                    if (u >= 0 && u != wall && marks_[u] == stamp_) side_area_[q * 4 + e] = d;
                }
            }
        }
        return true;
    }

    // Marks in reach() the squares from which a lone box can be pushed onto `goal` (the keeper on some side).
    bool pull_from(int goal, std::uint64_t& work) {
        ++seen_stamp_;
        std::fill(reach_.begin(), reach_.end(), 0);
        queue_.clear();
        for (int d = 0; d < 4; ++d) visit(goal * 4 + d, side_area_[goal * 4 + d]);
        for (std::size_t head = 0; head < queue_.size(); ++head) {
            const int box = queue_[head] / 4, area = queue_[head] % 4;
            reach_[box] = 1;
            for (int d = 0; d < 4; ++d) {
                if (side_area_[box * 4 + d] != area) continue;  // the keeper must stand on that side to pull
                const int to = b_.next[box][d];
                const int behind = b_.next[to][d];
                if (behind < 0 || behind == wall_) continue;
                visit(to * 4 + d, side_area_[to * 4 + d]);
            }
        }
        if (queue_.size() > work) return false;
        work -= queue_.size();
        return true;
    }
    const std::vector<std::uint8_t>& reach() const { return reach_; }

private:
    void visit(int state, int area) {
        if (area < 0) return;
        const int named = state / 4 * 4 + area;
        if (seen_[named] == seen_stamp_) return;
        seen_[named] = seen_stamp_;
        queue_.push_back(named);
    }

    const PushBoard& b_;
    int wall_ = -1;
    std::vector<int> side_area_;  // per (square, side): the smallest side in the same keeper area, -1 if none
    std::vector<int> marks_, queue_;
    int stamp_ = 0;
    std::vector<int> seen_;
    int seen_stamp_ = 0;
    std::vector<std::uint8_t> reach_;
};

}  // namespace

Hotspots Hotspots::compute(const PushBoard& board, std::uint64_t work) {
    Hotspots h;
    const int n = board.n;
    const std::size_t goals = board.goals.size();
    auto candidate = [&](int q) { return !board.is_goal[q] && !board.dead[q]; };
    PullReach pulls(board);
    // Reach on the empty board, per goal.
    std::vector<std::vector<std::uint8_t>> base(goals);
    if (!pulls.set_wall(-1, work)) return h;
    for (std::size_t g = 0; g < goals; ++g) {
        if (!pulls.pull_from(board.goals[g], work)) return h;
        base[g] = pulls.reach();
    }
    const std::size_t words = (static_cast<std::size_t>(n) + 63) / 64;
    std::vector<std::uint64_t> bits(words * static_cast<std::size_t>(n), 0);
    std::vector<std::uint8_t> lost(n);
    for (int x = 0; x < n; ++x) {
        if (!candidate(x)) continue;
        if (!pulls.set_wall(x, work)) return h;
        std::fill(lost.begin(), lost.end(), 0);
        for (std::size_t g = 0; g < goals; ++g) {
            if (!pulls.pull_from(board.goals[g], work)) return h;
            const auto& now = pulls.reach();
            for (int p = 0; p < n; ++p)
                if (base[g][p] && !now[p]) lost[p] = 1;
        }
        std::uint64_t* row = bits.data() + static_cast<std::size_t>(x) * words;
        for (int p = 0; p < n; ++p)
            if (p != x && lost[p] && candidate(p)) row[p / 64] |= std::uint64_t{1} << (p % 64);
    }
    h.is_goal_ = board.is_goal;
    h.words_ = words;
    h.bits_ = std::move(bits);
    return h;
}

int Hotspots::count(const std::vector<int>& boxes) const {
    if (bits_.empty()) return 0;
    int hot = 0;
    for (int x : boxes) {
        if (is_goal_[x]) continue;
        for (int p : boxes)
            if (p != x && blocks(p, x)) {
                ++hot;
                break;
            }
    }
    return hot;
}

}  // namespace boxcar::sokoban
