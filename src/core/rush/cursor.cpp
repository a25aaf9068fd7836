// Cursor cost model: cheapest execution of a slide sequence, its action list, optimal cursor UCS.
#include "rush/cursor.hpp"

#include <algorithm>
#include <cstdlib>

namespace boxcar::rush {
namespace {

struct LayerState {
    int row, col, selected;
    int cost;
    int back;       // index in the previous layer
    bool continued; // kept the previous selection (no deselect/select)
};

CursorAction axis_action(bool horizontal, int delta) {
    if (horizontal) return delta > 0 ? CursorAction::Right : CursorAction::Left;
    return delta > 0 ? CursorAction::Down : CursorAction::Up;
}

// The DP shared by cursor_cost and cursor_plan. Returns -1 if a move is illegal.
int cheapest(const Board& board, const std::vector<SlideMove>& moves, CursorState start,
             std::vector<CursorAction>* actions) {
    std::vector<std::vector<LayerState>> layers;
    layers.push_back({{start.row, start.col, start.selected, 0, -1, false}});
    Board cur = board;
    std::vector<Vehicle> before;  // vehicle state before each move
    for (const SlideMove& m : moves) {
        if (m.vehicle < 0 || m.vehicle >= static_cast<int>(cur.vehicles.size())) return -1;
        const Vehicle v = cur.vehicles[m.vehicle];
        before.push_back(v);
        Board next;
        if (!replay(cur, {m}, next)) return -1;
        const std::vector<LayerState>& prev = layers.back();
        std::vector<LayerState> layer;
        const int dist = std::abs(m.delta);
        for (int g = 0; g < v.length; ++g) {
            const int r = v.horizontal ? v.row : v.row + g, c = v.horizontal ? v.col + g : v.col;
            LayerState best{0, 0, m.vehicle, 1 << 30, -1, false};
            for (std::size_t i = 0; i < prev.size(); ++i) {
                const LayerState& s = prev[i];
                const bool cont = s.selected == m.vehicle && s.row == r && s.col == c;
                const int cost = cont ? s.cost + dist
                                      : s.cost + (s.selected >= 0 ? 1 : 0) + std::abs(r - s.row) +
                                            std::abs(c - s.col) + 1 + dist;
                if (cost < best.cost) best = {0, 0, m.vehicle, cost, static_cast<int>(i), cont};
            }
            best.row = v.horizontal ? r : r + m.delta;
            best.col = v.horizontal ? c + m.delta : c;
            layer.push_back(best);
        }
        layers.push_back(std::move(layer));
        cur = std::move(next);
    }
    int end = 0;
    for (std::size_t i = 1; i < layers.back().size(); ++i)
        if (layers.back()[i].cost < layers.back()[end].cost) end = static_cast<int>(i);
    const int total = layers.back()[end].cost;
    if (actions) {
        actions->clear();
        // Walk back to find each layer's chosen state, then emit forward.
        std::vector<int> chosen(layers.size());
        chosen.back() = end;
        for (std::size_t k = layers.size() - 1; k > 0; --k) chosen[k - 1] = layers[k][chosen[k]].back;
        for (std::size_t k = 1; k < layers.size(); ++k) {
            const LayerState& s = layers[k - 1][chosen[k - 1]];
            const LayerState& t = layers[k][chosen[k]];
            const SlideMove& m = moves[k - 1];
            const Vehicle& v = before[k - 1];
            if (!t.continued) {
                if (s.selected >= 0) actions->push_back(CursorAction::Deselect);
                const int g = chosen[k];
                const int r = v.horizontal ? v.row : v.row + g, c = v.horizontal ? v.col + g : v.col;
                for (int y = s.row; y != r; y += (r > y ? 1 : -1))
                    actions->push_back(r > y ? CursorAction::Down : CursorAction::Up);
                for (int x = s.col; x != c; x += (c > x ? 1 : -1))
                    actions->push_back(c > x ? CursorAction::Right : CursorAction::Left);
                actions->push_back(CursorAction::Select);
            }
            for (int i = 0; i < std::abs(m.delta); ++i) actions->push_back(axis_action(v.horizontal, m.delta));
        }
    }
    return total;
}

}  // namespace

char cursor_action_char(CursorAction a) {
    switch (a) {
    case CursorAction::Up: return 'U';
    case CursorAction::Down: return 'D';
    case CursorAction::Left: return 'L';
    case CursorAction::Right: return 'R';
    case CursorAction::Select: return 'S';
    case CursorAction::Deselect: return 'X';
    }
    return '?';
}

std::string cursor_actions_text(const std::vector<CursorAction>& actions) {
    std::string s;
    for (CursorAction a : actions) s += cursor_action_char(a);
    return s;
}

CursorState initial_cursor(const Board& board) { return {board.size / 2, board.size / 2, -1}; }

int cursor_cost(const Board& board, const std::vector<SlideMove>& moves, CursorState start) {
    return cheapest(board, moves, start, nullptr);
}

std::vector<CursorAction> cursor_plan(const Board& board, const std::vector<SlideMove>& moves, CursorState start) {
    std::vector<CursorAction> actions;
    if (cheapest(board, moves, start, &actions) < 0) actions.clear();
    return actions;
}

std::uint64_t CursorUcs::memory() const {
    std::uint64_t b = index_.memory_bytes() + nodes_.capacity() * sizeof(Node);
    for (const auto& q : buckets_) b += q.capacity() * sizeof(std::uint32_t);
    return b;
}

search::Status CursorUcs::run(const StateCodec& codec, StateKey start, int start_cell, Goal goal,
                              search::BudgetGuard& guard, search::SearchStats& stats,
                              std::vector<SlideMove>& out, int& cost_out) {
    const int n = codec.size();
    const int bits = codec.bits();
    const StateKey board_mask = (StateKey{1} << bits) - 1;
    constexpr std::size_t kBuckets = 32;  // > largest edge cost: 1 + 2*(8-1) + 1 + 6 = 22
    index_.reset();
    nodes_.clear();
    buckets_.resize(kBuckets);
    for (auto& q : buckets_) q.clear();
    out.clear();
    const StateKey root = start | (static_cast<StateKey>(start_cell) << bits);
    index_.insert(root, 0);
    nodes_.push_back({root, 0, 0});
    buckets_[0].push_back(0);
    std::size_t pending = 1;
    std::uint32_t cur = 0;
    while (pending > 0) {
        auto& bucket = buckets_[cur % kBuckets];
        if (bucket.empty()) {
            ++cur;
            continue;
        }
        const std::uint32_t id = bucket.back();
        bucket.pop_back();
        --pending;
        const Node nd = nodes_[id];
        if (nd.cost != cur) continue;  // stale entry: the node was reached more cheaply
        if ((stats.expanded & 1023) == 0) {
            stats.frontier = pending;
            if (auto s = guard.check(stats, memory())) return *s;
        }
        const StateKey bk = nd.key & board_mask;
        const int cursor = static_cast<int>(nd.key >> bits);
        const int crow = cursor / n, ccol = cursor % n;
        const std::uint64_t occ = codec.occupancy(bk);
        if (goal == Goal::Exit ? codec.at_exit(bk) : codec.exit_clear(bk, occ)) {
            std::vector<StateKey> path;
            for (std::uint32_t i = id;; i = nodes_[i].parent) {
                path.push_back(nodes_[i].key & board_mask);
                if (i == 0) break;
            }
            std::reverse(path.begin(), path.end());
            for (std::size_t i = 1; i < path.size(); ++i) out.push_back(codec.diff(path[i - 1], path[i]));
            cost_out = static_cast<int>(nd.cost);
            stats.depth = nd.cost;
            stats.frontier = pending;
            stats.memory_bytes = memory();
            return search::Status::Solved;
        }
        ++stats.expanded;
        const int deselect = id == 0 ? 0 : 1;
        codec.for_each_move(bk, occ, [&](int v, int delta, StateKey nk) {
            const int p = codec.position(bk, v);
            const bool h = codec.horizontal(v);
            const int line = codec.line(v);
            for (int g = 0; g < codec.length(v); ++g) {
                const int r = h ? line : p + g, c = h ? p + g : line;
                const int nr = h ? r : r + delta, nc = h ? c + delta : c;
                const std::uint32_t cost = nd.cost + deselect + std::abs(r - crow) + std::abs(c - ccol) + 1 +
                                           std::abs(delta);
                const StateKey key = nk | (static_cast<StateKey>(nr * n + nc) << bits);
                ++stats.generated;
                auto [slot, inserted] = index_.insert(key, static_cast<std::uint32_t>(nodes_.size()));
                if (inserted) {
                    nodes_.push_back({key, id, cost});
                } else if (nodes_[*slot].cost > cost) {
                    nodes_[*slot].cost = cost;
                    nodes_[*slot].parent = id;
                } else {
                    ++stats.duplicates;
                    continue;
                }
                buckets_[cost % kBuckets].push_back(*slot);
                ++pending;
            }
        });
        if (pending > stats.frontier_peak) stats.frontier_peak = pending;
    }
    stats.frontier = 0;
    stats.memory_bytes = memory();
    return search::Status::Unsolvable;
}

}  // namespace boxcar::rush
