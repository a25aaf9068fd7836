// The Sokoban solver entry point (solver.hpp): builds the push board, runs one configuration or the
// `auto` portfolio, rebuilds the LURD solution and replay-verifies it before returning Solved.
//
// `auto` (objective any): A* + Hungarian with every deadlock test for 30% of the time (optimal pushes
// when it finishes), then greedy best-first on Hungarian with PI-corral pruning for the rest. With
// objective pushes or moves, `auto` is A* + Hungarian alone so that its answers stay optimal. Above
// kHungarianMaxBoxes boxes the pull heuristic replaces Hungarian (cost per state).
#include "sokoban/solver.hpp"

#include "search/search.hpp"
#include "sokoban/push_board.hpp"
#include "sokoban/push_domain.hpp"
#include "sokoban/rules.hpp"
#include "sokoban/solution_lurd.hpp"

#include <algorithm>
#include <chrono>
#include <string>
#include <vector>

namespace boxcar::sokoban {
namespace {

using search::Algorithm;
using search::Status;

struct Phase {
    Algo algo;
    Heuristic heuristic;
    unsigned deadlocks;
    double weight;
    double time_share;  // fraction of the time still left when the phase starts
    bool pi_corrals;
};

Algorithm to_algorithm(Algo a) {
    switch (a) {
    case Algo::Bfs: return Algorithm::Bfs;
    case Algo::Dfs: return Algorithm::Dfs;
    case Algo::Ucs: return Algorithm::Ucs;
    case Algo::Greedy: return Algorithm::Greedy;
    case Algo::Astar: return Algorithm::Astar;
    case Algo::WAstar: return Algorithm::WeightedAstar;
    case Algo::IdaStar: return Algorithm::IdaStar;
    case Algo::Auto: break;
    }
    return Algorithm::Astar;
}

// Above this many boxes `auto` uses the pull heuristic: Hungarian costs O(boxes^3) per state.
constexpr int kHungarianMaxBoxes = 60;

std::vector<Phase> phases_for(const SolveOptions& o, int boxes) {
    if (o.algo != Algo::Auto) return {{o.algo, o.heuristic, o.deadlocks, o.weight, 1.0, o.pi_corrals}};
    const Heuristic h = boxes > kHungarianMaxBoxes ? Heuristic::Pull : Heuristic::Hungarian;
    if (o.objective != Objective::Any) return {{Algo::Astar, h, kAllDeadlocks, 1, 1.0, false}};
    return {{Algo::Astar, h, kAllDeadlocks, 1, 0.3, false}, {Algo::Greedy, h, kAllDeadlocks, 1, 1.0, true}};
}

std::string phase_name(const Phase& p) {
    std::string name(algo_name(p.algo));
    if (p.algo == Algo::Greedy || p.algo == Algo::Astar || p.algo == Algo::WAstar || p.algo == Algo::IdaStar) {
        name += '/';
        name += heuristic_name(p.heuristic);
    }
    return name;
}

void add_stats(search::SearchStats& total, const search::SearchStats& s) {
    total.generated += s.generated;
    total.expanded += s.expanded;
    total.duplicates += s.duplicates;
    total.frontier = s.frontier;
    total.frontier_peak = std::max(total.frontier_peak, s.frontier_peak);
    total.pruned_dead += s.pruned_dead;
    total.pruned_freeze += s.pruned_freeze;
    total.pruned_corral += s.pruned_corral;
    total.pruned_bipartite += s.pruned_bipartite;
    total.depth = std::max(total.depth, s.depth);
    total.memory_bytes = std::max(total.memory_bytes, s.memory_bytes);
}

// Rebuilds the LURD text and checks it with the rules' replay verifier.
void finish_solution(const Level& level, const PushBoard& board, const std::vector<std::uint32_t>& moves,
                     SolveResult& result) {
    const auto lurd = pushes_to_lurd(board, moves);
    if (!lurd) {
        result.status = Status::Invalid;
        result.error = "internal error: the solver's push sequence could not be walked";
        return;
    }
    const ReplayResult replayed = replay(level, *lurd);
    if (!replayed.legal || !replayed.solved) {
        result.status = Status::Invalid;
        result.error = "internal error: the solution failed replay verification: " + replayed.error;
        return;
    }
    result.status = Status::Solved;
    result.solution = replayed.lurd;
    result.moves = replayed.moves;
    result.pushes = replayed.pushes;
}

}  // namespace

SolveResult solve(const Level& level, const SolveOptions& options) {
    const auto started = std::chrono::steady_clock::now();
    auto elapsed_s = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count(); };
    SolveResult result;
    if (auto error = validate(level)) {
        result.status = Status::Invalid;
        result.error = error->to_string();
        return result;
    }
    if (level.solved()) {
        finish_solution(level, build_push_board(level), {}, result);
        return result;
    }
    const PushBoard board = build_push_board(level);
    if (!board.unsolvable_reason.empty()) {
        result.status = Status::Unsolvable;
        result.error = board.unsolvable_reason;
        return result;
    }
    if (board.n >= (1 << 16) - 1) {
        result.status = Status::Invalid;
        result.error = "level too large for the solver";
        return result;
    }

    const std::vector<Phase> phases = phases_for(options, static_cast<int>(board.start_boxes.size()));
    for (std::size_t i = 0; i < phases.size(); ++i) {
        const Phase& p = phases[i];
        const double left = options.time_limit_s - elapsed_s();
        if (left <= 0) {
            result.status = Status::Timeout;
            break;
        }
        PushDomainOptions dom;
        dom.objective = options.objective;
        dom.heuristic = p.heuristic;
        dom.deadlocks = p.deadlocks;
        dom.informed = search::uses_heuristic(to_algorithm(p.algo));
        dom.pi_corrals = p.pi_corrals;
        PushDomain domain(board, dom);

        search::Config cfg;
        cfg.algorithm = to_algorithm(p.algo);
        cfg.weight = p.weight;
        cfg.depth_limit = options.dfs_depth_limit > 0 ? static_cast<std::uint32_t>(options.dfs_depth_limit) : 0;
        cfg.limits.time_limit_s = i + 1 == phases.size() ? left : left * p.time_share;
        cfg.limits.memory_bytes = static_cast<std::uint64_t>(options.memory_limit_mib * 1024.0 * 1024.0);
        cfg.limits.cancel = options.cancel;
        const std::string name = phase_name(p);
        const search::SearchStats before = result.stats;
        if (options.progress) {
            cfg.limits.progress_interval_ms = options.progress_interval_ms;
            cfg.limits.progress = [&](const search::SearchStats& s) {
                Progress progress;
                progress.stats = before;
                add_stats(progress.stats, s);
                progress.stats.elapsed_ms = elapsed_s() * 1000;
                progress.phase = name;
                options.progress(progress);
            };
        }
        search::Search<PushDomain> search(domain, cfg);
        const Status status = search.run();
        add_stats(result.stats, search.stats());
        result.status = status;
        if (status == Status::Solved) {
            finish_solution(level, board, search.solution_moves(), result);
            break;
        }
        if (status == Status::Unsolvable || status == Status::Cancelled) break;
    }
    result.stats.elapsed_ms = elapsed_s() * 1000;
    return result;
}

}  // namespace boxcar::sokoban
