// Shared pieces of the Sokoban solve drivers (solve_support.hpp).
#include "sokoban/solve/solve_support.hpp"

#include "sokoban/rules/rules.hpp"
#include "sokoban/domains/solution_lurd.hpp"

namespace boxcar::sokoban {

search::Algorithm search_algorithm(Algo a) {
    using search::Algorithm;
    switch (a) {
    case Algo::Bfs: return Algorithm::Bfs;
    case Algo::Dfs: return Algorithm::Dfs;
    case Algo::Ucs: return Algorithm::Ucs;
    case Algo::Greedy: return Algorithm::Greedy;
    case Algo::Astar: return Algorithm::Astar;
    case Algo::WAstar: return Algorithm::WeightedAstar;
    case Algo::IdaStar: return Algorithm::IdaStar;
    case Algo::Auto:
    case Algo::Fess: break;
    }
    return Algorithm::Astar;
}

search::Limits search_limits(const SolveOptions& options, double seconds, double mib) {
    search::Limits l;
    l.time_limit_s = seconds;
    l.memory_bytes = static_cast<std::uint64_t>(mib * 1024.0 * 1024.0);
    l.cancel = options.cancel;
    l.cpu_clock = options.cpu_time_limit;
    l.max_expanded = options.node_limit;  // each search's own; the session counts them all (solve_session.cpp)
    return l;
}

void finish_solution(const Level& level, const PushBoard& board, const std::vector<std::uint32_t>& pushes,
                     SolveResult& result) {
    const auto lurd = pushes_to_lurd(board, pushes);
    if (!lurd) {
        result.status = search::Status::Invalid;
        result.error = "internal error: the solver's push sequence could not be walked";
        return;
    }
    const ReplayResult replayed = replay(level, *lurd);
    if (!replayed.legal || !replayed.solved) {
        result.status = search::Status::Invalid;
        result.error = "internal error: the solution failed replay verification: " + replayed.error;
        return;
    }
    result.status = search::Status::Solved;
    result.solution = replayed.lurd;
    result.moves = replayed.moves;
    result.pushes = replayed.pushes;
    result.first_moves = replayed.moves;  // until an optimizer shortens it
    result.first_pushes = replayed.pushes;
}

}  // namespace boxcar::sokoban
