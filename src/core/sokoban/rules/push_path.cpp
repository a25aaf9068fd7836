// Box-and-keeper search (see push_path.hpp).
#include "sokoban/rules/push_path.hpp"

#include <algorithm>
#include <functional>
#include <queue>
#include <utility>

namespace boxcar::sokoban {
namespace {

constexpr int kStart = -2;  // parent of the states reached by the first push

// Dijkstra over states box_cell*4 + d: the box stands on box_cell, having just been pushed in direction d
// (so the keeper stands on box_cell - d). Costs are (pushes << 32 | moves), compared lexicographically.
class PushSearch {
public:
    PushSearch(const Level& level, const Position& pos, int box)
        : level_(level), pos_(pos), box_(box), cells_(level.width * level.height) {}

    bool valid() const {
        return box_ >= 0 && box_ < cells_ && static_cast<int>(pos_.boxes.size()) == cells_ && pos_.boxes[box_] &&
               pos_.player >= 0 && pos_.player < cells_;
    }

    // Runs until every state is settled, or until a state with the box on `stop_at` is settled (returned).
    int run(int stop_at) {
        cost_.assign(static_cast<std::size_t>(cells_) * 4, kUnset);
        parent_.assign(static_cast<std::size_t>(cells_) * 4, -1);
        expand(kStart, box_, pos_.player, 0);
        while (!heap_.empty() && complete_) {
            const auto [c, state] = heap_.top();
            heap_.pop();
            if (c != cost_[state]) continue;  // stale entry
            const int cell = state / 4, d = state % 4;
            if (cell == stop_at) return state;
            expand(state, cell, step(cell, d ^ 2), c);
        }
        return -1;
    }

    bool complete() const { return complete_; }
    bool reached(int state) const { return cost_[state] != kUnset; }

    // The steps from the start to `state`: per push, the keeper's walk to the push side, then the push.
    std::vector<Dir> steps_to(int state) const {
        std::vector<int> chain;
        for (int s = state; s != kStart; s = parent_[s]) chain.push_back(s);
        std::reverse(chain.begin(), chain.end());
        std::vector<Dir> out;
        int box = box_, keeper = pos_.player;
        for (int s : chain) {
            const int d = s % 4;
            const int side = step(box, d ^ 2);
            walk(box, keeper, side, out);
            out.push_back(static_cast<Dir>(d));
            keeper = box;
            box = s / 4;
        }
        return out;
    }

private:
    static constexpr std::uint64_t kUnset = ~std::uint64_t{0};
    const Level& level_;
    const Position& pos_;
    int box_, cells_;
    std::uint64_t work_ = 0;
    bool complete_ = true;
    std::vector<std::uint64_t> cost_;
    std::vector<int> parent_;
    std::vector<int> dist_, queue_, from_;
    using Entry = std::pair<std::uint64_t, int>;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> heap_;

    // Neighbour of `cell` in direction d, or -1 off the board.
    int step(int cell, int d) const {
        const int x = cell % level_.width + kDxs[d], y = cell / level_.width + kDys[d];
        if (x < 0 || y < 0 || x >= level_.width || y >= level_.height) return -1;
        return level_.index(x, y);
    }
    static constexpr int kDxs[4] = {-1, 0, 1, 0};  // Dir order: Left, Up, Right, Down
    static constexpr int kDys[4] = {0, -1, 0, 1};

    // A square the keeper or the moving box cannot enter (the moving box's start square is free).
    bool blocked(int cell, int box_at) const {
        return cell < 0 || level_.wall(cell) || cell == box_at || (pos_.boxes[cell] && cell != box_);
    }

    // Breadth-first keeper flood from `from` with the box on `box_at`; fills dist_ (-1 = unreached) and
    // from_ (predecessor). Stops early once every side of the box is settled.
    void flood(int box_at, int from) {
        dist_.assign(cells_, -1);
        from_.assign(cells_, -1);
        queue_.assign(1, from);
        dist_[from] = 0;
        int sides_left = 0;
        for (int d = 0; d < 4; ++d) {
            const int side = step(box_at, d);
            if (!blocked(side, box_at) && side != from) ++sides_left;  // the keeper's own square is settled
        }
        for (std::size_t head = 0; head < queue_.size() && sides_left > 0; ++head) {
            const int q = queue_[head];
            if (++work_ > kPushSearchBudget) {
                complete_ = false;
                return;
            }
            for (int d = 0; d < 4; ++d) {
                const int t = step(q, d);
                if (blocked(t, box_at) || dist_[t] >= 0) continue;
                dist_[t] = dist_[q] + 1;
                from_[t] = q;
                queue_.push_back(t);
                for (int e = 0; e < 4; ++e)
                    if (step(box_at, e) == t) --sides_left;
            }
        }
    }

    void expand(int state, int box_at, int keeper, std::uint64_t cost) {
        if (keeper < 0) return;
        flood(box_at, keeper);
        if (!complete_) return;
        for (int d = 0; d < 4; ++d) {
            const int side = step(box_at, d ^ 2), target = step(box_at, d);
            if (side < 0 || dist_[side] < 0 || blocked(target, box_at)) continue;
            const std::uint64_t next = cost + (std::uint64_t{1} << 32) + static_cast<std::uint64_t>(dist_[side]) + 1;
            const int child = target * 4 + d;
            if (next >= cost_[child]) continue;
            cost_[child] = next;
            parent_[child] = state;
            heap_.emplace(next, child);
        }
    }

    // Appends the shortest walk from `from` to `to` with the box on `box_at` (`to` is known reachable).
    void walk(int box_at, int from, int to, std::vector<Dir>& out) const {
        std::vector<int> dist(cells_, -1), prev(cells_, -1), queue{from};
        dist[from] = 0;
        for (std::size_t head = 0; head < queue.size() && dist[to] < 0; ++head) {
            const int q = queue[head];
            for (int d = 0; d < 4; ++d) {
                const int t = step(q, d);
                if (blocked(t, box_at) || dist[t] >= 0) continue;
                dist[t] = dist[q] + 1;
                prev[t] = q;
                queue.push_back(t);
            }
        }
        std::vector<Dir> path;
        for (int c = to; c != from && c >= 0; c = prev[c])
            for (int d = 0; d < 4; ++d)
                if (step(prev[c], d) == c) {
                    path.push_back(static_cast<Dir>(d));
                    break;
                }
        out.insert(out.end(), path.rbegin(), path.rend());
    }
};

}  // namespace

PushTargets push_targets(const Level& level, const Position& pos, int box) {
    PushTargets result;
    const int cells = level.width * level.height;
    result.reachable.assign(cells, 0);
    PushSearch search(level, pos, box);
    if (!search.valid()) return result;
    result.box = box;
    search.run(-1);
    result.complete = search.complete();
    for (int cell = 0; cell < cells; ++cell) {
        if (cell == box) continue;
        for (int d = 0; d < 4; ++d)
            if (search.reached(cell * 4 + d)) {
                result.reachable[cell] = 1;
                ++result.count;
                break;
            }
    }
    return result;
}

std::optional<std::vector<Dir>> push_path(const Level& level, const Position& pos, int box, int target) {
    PushSearch search(level, pos, box);
    if (!search.valid() || target < 0 || target >= level.width * level.height) return std::nullopt;
    if (target == box) return std::vector<Dir>{};
    const int state = search.run(target);
    if (state < 0) return std::nullopt;
    return search.steps_to(state);
}

}  // namespace boxcar::sokoban
