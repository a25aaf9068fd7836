// BFS over packed Rush Hour states (see move_bfs.hpp).
//
// Why the early "clear path" test is optimal for the exit goal with whole slides: let D be the fewest
// moves to put A at the exit. The last move of such a solution is A's (any other last move means A was
// already out one move earlier), so the state before it, at depth D-1, has a clear path. Conversely
// a clear state at depth d gives a solution of d+1. BFS generates states in depth order, so the first
// generated clear (or already-out) state yields D.
//
// Pruning (partial-order reduction). Each state carries a mask of vehicles it need not move: the
// intersection, over every slide that generated it from the previous level, of the vehicle just moved
// (whole slides only: any position it can reach next was reachable from the parent in one slide) and
// every lower-index vehicle whose slides all commute with that slide: its line misses the cells the slide
// covered (StateCodec::commuting_before), or at least its free range in the new state does. Moving it
// here reaches a state also reached by moving it first from the parent (legal there: its cells and path
// avoid the slide's), then the slide (still legal: its new cells avoid the slide's path). Why no state loses its BFS depth: if X at distance d were never generated,
// every predecessor Y reaches X with a masked vehicle u; for any arrival (P, w) into Y, u = w would put X
// at distance d-1, so u < w commutes with w and Y' = P + u (distance d-1) reaches X by moving w > u.
// Repeating from Y' gives ever larger vehicle indices: impossible. Masks intersect only for arrivals
// within the same level, which all happen before the state is expanded.
#include "rush/move_bfs.hpp"

#include <algorithm>
#include <bit>

namespace boxcar::rush {

std::vector<SlideMove> merge_slides(const std::vector<SlideMove>& moves) {
    std::vector<SlideMove> out;
    for (const SlideMove& m : moves) {
        if (!out.empty() && out.back().vehicle == m.vehicle) {
            out.back().delta += m.delta;
            if (out.back().delta == 0) out.pop_back();
        } else {
            out.push_back(m);
        }
    }
    return out;
}

search::Status MoveBfs::run(const StateCodec& codec, StateKey start, Goal goal, int max_step,
                            search::BudgetGuard& guard, search::SearchStats& stats,
                            std::vector<SlideMove>& out) {
    out.clear();
    seen_.reset();
    nodes_.clear();
    const bool whole_slides = max_step <= 0;
    const int step_limit = whole_slides ? kMaxBoardSize : max_step;
    const int a_max = codec.max_position(0);

    // Returns how many extra A cells finish the solution from `key` (0 = key is a goal), or -1.
    auto finish = [&](StateKey key, std::uint64_t occ) -> int {
        if (goal == Goal::Clear) return codec.exit_clear(key, occ) ? 0 : -1;
        if (codec.at_exit(key)) return 0;
        if (whole_slides && codec.exit_clear(key, occ)) return a_max - codec.position(key, 0);
        return -1;
    };
    auto build = [&](std::uint32_t node, int extra) {
        std::vector<StateKey> path;
        for (std::uint32_t i = node;; i = nodes_[i].parent) {
            path.push_back(nodes_[i].key);
            if (i == 0) break;
        }
        std::reverse(path.begin(), path.end());
        std::vector<SlideMove> moves;
        for (std::size_t i = 1; i < path.size(); ++i) moves.push_back(codec.diff(path[i - 1], path[i]));
        if (extra > 0) moves.push_back({0, extra});
        out = whole_slides ? moves : merge_slides(moves);
        stats.depth = static_cast<std::uint32_t>(path.size() - 1);
    };

    // Level look-ahead (whole slides): a state whose exit path is blocked by exactly one vehicle that can
    // slide off A's row in one move has a goal child (see the top of this file). Such states are listed
    // as they are generated; when a level is complete (its skip masks final), the first listed state whose
    // blocker is not masked is the first node whose expansion would have generated a goal child, and its
    // first clearing slide (for_each_slide order) is the child the expansion would have found. So the
    // same solution comes out without expanding the last level.
    const bool look_ahead = whole_slides;
    const int a_row = codec.vehicle_count() > 0 ? codec.line(0) : 0;
    // Returns the single blocker that can clear A's path in one slide from `key` (and that slide's
    // delta), or -1.
    auto clearing_slide = [&](StateKey key, std::uint64_t occ, std::uint64_t occ_t, int& delta) -> int {
        const std::uint64_t blockers = occ & codec.exit_path(codec.position(key, 0));
        if (!blockers || (blockers & (blockers - 1))) return -1;
        for (int u = 1; u < codec.vehicle_count(); ++u) {
            const int pu = codec.position(key, u);
            if (!(codec.cells(u, pu) & blockers)) continue;
            if (codec.horizontal(u)) return -1;
            int lo, hi;
            codec.free_range(u, pu, occ, occ_t, lo, hi);
            // for_each_slide order: lower positions first (nearest first), then higher ones.
            if (a_row - codec.length(u) >= lo) {
                delta = a_row - codec.length(u) - pu;
                return u;
            }
            if (a_row + 1 <= hi) {
                delta = a_row + 1 - pu;
                return u;
            }
            return -1;
        }
        return -1;  // a wall blocks the path
    };
    lookahead_.clear();
    // At a level's end: the first listed node with an unmasked clearing slide, as a solution.
    auto level_goal = [&]() -> bool {
        for (std::uint32_t i : lookahead_) {
            const StateKey key = nodes_[i].key;
            int delta = 0;
            const int u = clearing_slide(key, occ_[i].occ, occ_[i].occ_t, delta);
            if (u < 0 || (skip_[i] >> u & 1)) continue;
            build(i, -1);
            out.push_back({u, delta});
            if (goal == Goal::Exit) out.push_back({0, a_max - codec.position(key, 0)});
            stats.depth += 1;  // as if the goal child had been generated (depth of the last stored state)
            return true;
        }
        lookahead_.clear();
        return false;
    };

    seen_.insert(start, 0);
    nodes_.push_back({start, 0});
    occ_.clear();
    {
        std::uint64_t occ, occ_t;
        codec.occupancy_both(start, occ, occ_t);
        occ_.push_back({occ, occ_t});
    }
    skip_.assign(1, 0);
    {
        const int extra = finish(start, codec.occupancy(start));
        if (extra >= 0) {
            build(0, extra);
            return search::Status::Solved;
        }
    }
    std::size_t head = 0, level_end = 1;
    std::uint32_t depth = 0;
    std::uint32_t found = 0;
    int found_extra = -1;
    while (head < nodes_.size()) {
        if ((stats.expanded & 1023) == 0) {
            stats.frontier = nodes_.size() - head;
            if (auto s = guard.check(stats, memory())) return *s;
        }
        if (head == level_end) {
            if (look_ahead && level_goal()) {
                stats.frontier = nodes_.size() - head;
                stats.memory_bytes = memory();
                return search::Status::Solved;
            }
            ++depth;
            level_end = nodes_.size();
        }
        const Node node = nodes_[head];
        const std::uint32_t me = static_cast<std::uint32_t>(head);
        const std::uint32_t skip = skip_[head];
        ++head;
        ++stats.expanded;
        const std::uint64_t occ = occ_[me].occ, occ_t = occ_[me].occ_t;  // kept per node: no rebuild
        // Children first into a small buffer with their table slots prefetched, then probed: the cache
        // misses of one node's children overlap instead of queueing.
        std::size_t count = 0;
        codec.for_each_slide(node.key, occ, occ_t, skip, step_limit, [&](int v, int delta, StateKey next) {
            children_[count++] = {next, v, delta};
            seen_.prefetch(next);
        });
        stats.generated += count;
        for (std::size_t c = 0; c < count; ++c) {
            const StateKey next = children_[c].key;
            const int v = children_[c].vehicle;
            const int from = codec.position(node.key, v);
            const int to = from + children_[c].delta;
            const std::uint32_t id = static_cast<std::uint32_t>(nodes_.size());
            auto [value, inserted] = seen_.insert(next, id);
            if (!inserted && *value < level_end) {
                ++stats.duplicates;  // reached earlier at a smaller depth: nothing to record
                continue;
            }
            const std::uint64_t next_occ = occ ^ codec.cells(v, from) ^ codec.cells(v, to);
            const std::uint64_t next_occ_t = occ_t ^ codec.cells_transposed(v, from) ^ codec.cells_transposed(v, to);
            std::uint32_t commuting = codec.commuting_before(v, from, to);
            if (!whole_slides) commuting &= ~(1u << v);  // one more cell of v is a new slide
            // Lower vehicles whose line crosses the slide still commute when their free range in the new
            // state stays clear of the swept cells.
            const std::uint64_t swept = codec.swept(v, from, to);
            for (std::uint32_t rest = ~commuting & ((1u << v) - 1); rest; rest &= rest - 1) {
                const int u = std::countr_zero(rest);
                const int pu = codec.position(next, u);
                int lo, hi;
                codec.free_range(u, pu, next_occ, next_occ_t, lo, hi);
                if (!(codec.swept(u, lo, hi) & swept)) commuting |= 1u << u;
            }
            if (!inserted) {
                ++stats.duplicates;
                skip_[*value] &= commuting;  // same level, not expanded yet
                continue;
            }
            nodes_.push_back({next, me});
            occ_.push_back({next_occ, next_occ_t});
            skip_.push_back(commuting);
            const int extra = finish(next, next_occ);
            if (extra >= 0) {
                found = static_cast<std::uint32_t>(nodes_.size() - 1);
                found_extra = extra;
                break;
            }
            if (look_ahead) {
                int delta;
                if (clearing_slide(next, next_occ, next_occ_t, delta) >= 0) lookahead_.push_back(id);
            }
        }
        if (nodes_.size() - head > stats.frontier_peak) stats.frontier_peak = nodes_.size() - head;
        if (found_extra >= 0) {
            stats.frontier = nodes_.size() - head;
            stats.memory_bytes = memory();
            build(found, found_extra);
            return search::Status::Solved;
        }
    }
    stats.frontier = 0;
    stats.memory_bytes = memory();
    return search::Status::Unsolvable;
}

}  // namespace boxcar::rush
