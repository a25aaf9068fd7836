// Rebuilding the pushes along the packing search's backward tree (backward_tree.hpp).
#include "sokoban/fess/backward_tree.hpp"

#include "common/flood_fill.hpp"

#include <algorithm>
#include <optional>

namespace boxcar::sokoban {
namespace {

// The pushes taking the box on `from` to `to`, the boxes of `occ` (the moving one among them) standing
// still, the keeper starting in the area of `keeper`; with `keeper_after` >= 0 the keeper must end in an
// area holding that square. Breadth-first over (box square, keeper side); nullopt when there is no way.
std::optional<std::vector<std::uint32_t>> push_box(const PushBoard& b, std::vector<std::uint8_t>& occ, int keeper,
                                                   int from, int to, int keeper_after) {
    const int n = b.n;
    std::vector<int> parent(static_cast<std::size_t>(n) * 4, -2), marks(n, 0), area;
    std::vector<int> queue;
    int stamp = 0;
    occ[from] = 0;
    // Sides of the box on square q the keeper reaches from square k (the box on q, the others standing).
    auto reach_sides = [&](int q, int k, auto&& on_side) {
        ++stamp;
        flood_fill(b.next, k, [&](int t) { return occ[t] != 0 || t == q; }, marks, stamp, area);
        for (int e = 0; e < 4; ++e) {
            const int s = b.next[q][e];
            if (s >= 0 && marks[s] == stamp) on_side(e);
        }
    };
    auto ends_well = [&](int q, int e) {
        if (keeper_after < 0) return true;
        ++stamp;
        flood_fill(b.next, b.next[q][e], [&](int t) { return occ[t] != 0 || t == q; }, marks, stamp, area);
        return marks[keeper_after] == stamp;
    };
    std::optional<std::vector<std::uint32_t>> found;
    // State q * 4 + e: the box on q, the keeper on its side e (the square it pushed from).
    reach_sides(from, keeper, [&](int e) {
        parent[from * 4 + e] = -1;
        queue.push_back(from * 4 + e);
    });
    for (std::size_t head = 0; head < queue.size() && !found; ++head) {
        const int q = queue[head] / 4, e = queue[head] % 4;
        if (q == to && ends_well(q, e)) {
            std::vector<std::uint32_t> pushes;
            for (int s = queue[head]; parent[s] >= 0; s = parent[s]) {
                const int prev = parent[s] / 4;
                const int dir = opposite(s % 4);  // the keeper stands behind the box: it pushed the other way
                pushes.push_back(static_cast<std::uint32_t>(prev * 4 + dir));
            }
            std::reverse(pushes.begin(), pushes.end());
            found = std::move(pushes);
            break;
        }
        reach_sides(q, b.next[q][e], [&](int side) {
            const int dir = opposite(side);
            const int t = b.next[q][dir];
            if (t < 0 || occ[t] || parent[t * 4 + side] != -2) return;
            parent[t * 4 + side] = queue[head];
            queue.push_back(t * 4 + side);
        });
    }
    occ[from] = 1;
    return found;
}

}  // namespace

bool step_leads_to_parent(const PushBoard& board, const BackwardTree& tree, std::size_t i) {
    const BackwardTree::Position& p = tree.positions[i];
    if (p.parent < 0) return true;
    const BackwardTree::Position& up = tree.positions[p.parent];
    std::vector<std::uint8_t> occ(board.n, 0);
    for (int k = 0; k < tree.box_count; ++k) occ[tree.boxes[p.first_box + k]] = 1;
    return push_box(board, occ, p.keeper, p.to, p.from, up.parent >= 0 ? up.keeper : -1).has_value();
}

std::optional<std::vector<std::uint32_t>> pushes_to_solved(const PushBoard& board, const BackwardTree& tree,
                                                           std::size_t i) {
    std::vector<std::uint32_t> pushes;
    std::vector<std::uint8_t> occ(board.n, 0);
    for (auto at = static_cast<std::int32_t>(i); tree.positions[at].parent >= 0;) {
        const BackwardTree::Position& p = tree.positions[at];
        const BackwardTree::Position& up = tree.positions[p.parent];
        std::fill(occ.begin(), occ.end(), 0);
        for (int k = 0; k < tree.box_count; ++k) occ[tree.boxes[p.first_box + k]] = 1;
        // The pull took the box from `from` to `to`: pushed back, it goes from `to` to `from`, the keeper
        // ending where the parent has it (any area of a solved root will do).
        const auto step = push_box(board, occ, p.keeper, p.to, p.from, up.parent >= 0 ? up.keeper : -1);
        if (!step) return std::nullopt;
        pushes.insert(pushes.end(), step->begin(), step->end());
        at = p.parent;
    }
    return pushes;
}

}  // namespace boxcar::sokoban
