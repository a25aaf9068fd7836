// Rush Hour solver facade: picks the search for the metric/algorithm, replay-verifies the answer.
#include "rush/solver.hpp"

#include "rush/cursor.hpp"
#include "rush/heuristic_search.hpp"
#include "rush/move_bfs.hpp"
#include "search/budget.hpp"

#include <cstdlib>

namespace boxcar::rush {

struct Solver::Tables {
    MoveBfs bfs;
    CursorUcs cursor;
};

Solver::Solver() : tables_(new Tables) {}
Solver::~Solver() { delete tables_; }

bool goal_reached(const Board& board, Goal goal) {
    const StateCodec codec(board);
    const StateKey key = codec.encode(board);
    return goal == Goal::Exit ? codec.at_exit(key) : codec.exit_clear(key, codec.occupancy(key));
}

std::optional<std::string> verify_solution(const Board& board, Goal goal, Solution& s) {
    Board end;
    int bad = -1;
    if (!replay(board, s.moves, end, &bad))
        return "internal error: solution move " + std::to_string(bad + 1) + " is illegal";
    if (!goal_reached(end, goal)) return "internal error: the solution does not reach the goal";
    s.move_count = static_cast<int>(s.moves.size());
    s.steps = 0;
    for (const SlideMove& m : s.moves) s.steps += std::abs(m.delta);
    s.cursor = cursor_cost(board, s.moves);
    return std::nullopt;
}

Solution Solver::solve(const Board& board, const SolveOptions& options) {
    Solution result;
    search::Limits limits;
    limits.time_limit_s = options.time_limit_s;
    limits.memory_bytes = options.memory_limit_mib > 0
                              ? static_cast<std::uint64_t>(options.memory_limit_mib * 1024 * 1024)
                              : 0;
    limits.cancel = options.cancel;
    limits.progress = options.progress;
    limits.progress_interval_ms = options.progress_interval_ms;
    limits.cpu_clock = options.cpu_time;
    search::BudgetGuard guard(limits);
    const StateCodec codec(board);
    const StateKey start = codec.encode(board);
    int ucs_cost = -1;
    // auto: the specialised optimal search of the metric (BFS on slides or on single cells; Dial's bucket
    // UCS for the cursor). bfs with the cursor metric means the same bucket UCS (costs are not unit).
    // ucs, astar, greedy, dfs: the shared framework over RushDomain.
    Algo algo = options.algo;
    if (algo == Algo::Auto) algo = Algo::Bfs;
    switch (algo) {
    case Algo::Bfs:
        if (options.metric == Metric::Cursor) {
            const CursorState c = initial_cursor(board);
            result.status = tables_->cursor.run(codec, start, c.row * board.size + c.col, options.goal, guard,
                                                result.stats, result.moves, ucs_cost);
        } else {
            result.status = tables_->bfs.run(codec, start, options.goal, options.metric == Metric::Moves ? 0 : 1,
                                             guard, result.stats, result.moves);
        }
        result.optimal = true;
        break;
    case Algo::Ucs:
    case Algo::Astar:
    case Algo::Greedy:
    case Algo::Dfs:
        result.status = heuristic_search(codec, start, options, limits, result.stats, result.moves, result.optimal);
        break;
    case Algo::Auto: break;
    }
    result.stats.elapsed_ms = guard.elapsed_ms();
    if (result.status != search::Status::Solved) {
        result.moves.clear();
        if (result.status == search::Status::Invalid && result.error.empty()) result.error = "unsupported options";
        return result;
    }
    if (auto err = verify_solution(board, options.goal, result)) {
        result.status = search::Status::Invalid;
        result.error = *err;
        result.moves.clear();
        return result;
    }
    if (ucs_cost >= 0 && ucs_cost != result.cursor) {
        result.status = search::Status::Invalid;
        result.error = "internal error: cursor search cost " + std::to_string(ucs_cost) +
                       " differs from the replayed cost " + std::to_string(result.cursor);
        result.moves.clear();
    }
    return result;
}

Solution solve(const Board& board, const SolveOptions& options) {
    Solver solver;
    return solver.solve(board, options);
}


}  // namespace boxcar::rush
