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

    seen_.insert(start, 0);
    nodes_.push_back({start, 0});
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
            ++depth;
            level_end = nodes_.size();
        }
        const Node node = nodes_[head];
        const std::uint32_t me = static_cast<std::uint32_t>(head);
        const std::uint32_t skip = skip_[head];
        ++head;
        ++stats.expanded;
        std::uint64_t occ, occ_t;
        codec.occupancy_both(node.key, occ, occ_t);
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
            skip_.push_back(commuting);
            const int extra = finish(next, next_occ);
            if (extra >= 0) {
                found = static_cast<std::uint32_t>(nodes_.size() - 1);
                found_extra = extra;
                break;
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
