// Seed heuristics (see heuristics.hpp).
#include "rush/heuristics.hpp"

namespace boxcar::rush {
namespace {

// True if vehicle v (crossing A's row) can slide, without other moves, to a position off A's row.
bool can_leave_row(const StateCodec& codec, StateKey key, std::uint64_t occ, int v, int arow) {
    if (codec.horizontal(v)) return false;  // a horizontal vehicle in A's row never leaves it
    const int p = codec.position(key, v), len = codec.length(v);
    const std::uint64_t others = occ & ~codec.cells(v, p);
    for (int q = p - 1; q >= 0; --q) {
        if (others & codec.cells(v, q)) break;
        if (q + len - 1 < arow) return true;
    }
    for (int q = p + 1; q <= codec.max_position(v); ++q) {
        if (others & codec.cells(v, q)) break;
        if (q > arow) return true;
    }
    return false;
}

}  // namespace

bool heuristic_admissible(Heuristic h) { return h != Heuristic::BlockedBlockers; }

int heuristic_value(const StateCodec& codec, StateKey key, std::uint64_t occ, Heuristic h, Metric metric, Goal goal) {
    const int apos = codec.position(key, 0);
    const int cells_left = codec.max_position(0) - apos;
    const int a_term = goal == Goal::Clear ? 0 : (metric == Metric::Steps ? cells_left : (cells_left > 0 ? 1 : 0));
    if (h == Heuristic::Distance) return a_term;
    const std::uint64_t path = codec.exit_path(apos);
    if ((occ & path) == 0) return a_term;
    const int arow = codec.line(0);
    int blockers = 0;
    for (int v = 1; v < codec.vehicle_count(); ++v) {
        if (!(codec.cells(v, codec.position(key, v)) & path)) continue;
        ++blockers;
        if (h == Heuristic::BlockedBlockers && !can_leave_row(codec, key, occ, v, arow)) ++blockers;
    }
    // Walls on the path make the exit goal unreachable; the estimate stays finite (A* finds no goal).
    const int per_slide = metric == Metric::Cursor ? 2 : 1;
    return a_term + per_slide * blockers;
}

}  // namespace boxcar::rush
