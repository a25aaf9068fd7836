// The resumable Sokoban solve (solve_session.hpp): builds the push board, runs one configuration or the
// `auto` portfolio phase by phase, rebuilds the LURD solution and replay-verifies it before Solved.
//
// `auto` (objective any): A* + Hungarian with every deadlock test for 10% of the time, at most 3 s (optimal
// pushes when it finishes), then the feature-space search (fess_search.hpp: packing order, packing macros,
// PI-corral pruning) five ways: single pushes for 10% of what is left, box macros for 60% of the rest,
// single pushes with the greedy in-cell order for 25% of the rest, box macros with the plan features and the
// searched packing order (fess-plan) for 40% of the rest, then the same with the greedy removal order
// (fess-plan-removal) to the end; SolveResult::phase names the phase that solved it. With
// objective pushes or moves, `auto` is A* + Hungarian alone so that its answers stay optimal. Above
// kHungarianMaxBoxes boxes the pull heuristic replaces Hungarian (cost per state).
// After the first solution the optimizer (solution_optimizer.hpp) may shorten it, for at most
// kOptimizeShare of the time left.
#include "sokoban/solve_session.hpp"

#include "search/search.hpp"
#include "sokoban/fess_search.hpp"
#include "sokoban/push_board.hpp"
#include "sokoban/push_domain.hpp"
#include "sokoban/rules.hpp"
#include "sokoban/solution_lurd.hpp"
#include "sokoban/solution_optimizer.hpp"
#include "sokoban/solve_support.hpp"

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
    bool fess_greedy = false;  // Fess: greedy in-cell order (fess_search.hpp)
    double max_seconds = 0;    // at most this long (0: no cap beyond time_share)
    bool box_macros = true;    // Fess: a move takes one box anywhere it can go (fess_search.hpp)
    // Fess: Festival's cell selection, the out-of-plan feature and the pack and out-of-plan advisors
    // (fess_search.hpp), as `--algo fess` runs them; off: round robin over each state's own cell.
    bool plan_features = false;
    // Fess with plan features: the packing order from the backward packing search (packing_search.hpp) when
    // SolveOptions::packing_search allows it; off: the greedy removal order (packing_order.hpp).
    bool packing_search = true;
};

// `auto`: the share of the time limit its optimal A* phase gets before the feature-space search, and at
// most kAutoAstarMaxSeconds: at 60 s a level A* solved nothing in XSokoban, Microban or Microban II after
// 2.6 s that fess did not (docs/bench/sokoban_fess.md), so a longer A* phase is wasted on hard levels.
constexpr double kAutoAstarShare = 0.1;
constexpr double kAutoAstarMaxSeconds = 3.0;
// ... then four feature-space searches on what is left: fess with single pushes (fewest pushes first in
// a cell) for kAutoFessPushesShare, fess with box macros (Festival's moves) for kAutoFessBoxesShare of the
// rest, fess-greedy (single pushes) for kAutoFessGreedyShare of the rest, then fess-plan (box macros with
// the plan features: cell selection, out-of-plan boxes, pack and out-of-plan advisors) to the end.
// XSokoban at 20 s CPU (docs/bench/sokoban_fess.md): fess with box macros alone solves 58/90, 15, 20, 25,
// 32, 47 and 74 among them, which single pushes do not at 60 s, but misses 19, 21, 36 and 76, which single
// pushes solve (19, 21 and 76 within 3.5 s). fess-greedy solves some small levels (Microban) fast: at 60 s
// every level it solved took it at most 1.7 s but Microban II 104 (19.3 s), which fess-plan solves in
// 4.3 s. fess-plan wins levels the plain box-macro phase misses (XSokoban 35, 86) and loses some it wins
// (Microban II 124), so it comes last, after every phase that was measured before it. It orders by the
// pull sum, not Hungarian: at 15.4 s CPU (its slot at 60 s) it then solves XSokoban 31, 35, 36, 86 in
// 4.2-7.2 s instead of 6.9-11.8 s, and 71 too, but Microban II 104 in 12.3 s instead of 4.3 s.
// fess-plan takes its packing order from the backward packing search (packing_search.hpp) unless
// SolveOptions::packing_search is off: alone at 15 s CPU it then solves XSokoban 14, 42 and 72 and
// Microban II 104 in 0.7 s, but loses XSokoban 71 and needs 9.8-11 s for 31 and 35, which the greedy
// removal order solves in 4.4-8 s (docs/bench/sokoban_fess.md). So it gets kAutoFessPlanShare of what is
// left, and fess-plan-removal, the same search with the removal order, the rest. With the plan's steps
// (parking, the fixed set) fess-plan solves 35 and 86 at once and 42 in 7.8 s alone, and with hotspots the
// removal phase solves 24, 31 and 71 within 1.7 s, so fess-plan gets the larger share (about 9.2 s of 60).
constexpr double kAutoFessPushesShare = 0.1;
constexpr double kAutoFessBoxesShare = 0.6;
constexpr double kAutoFessGreedyShare = 0.25;
constexpr double kAutoFessPlanShare = 0.6;

// The share of the time left after the first solution that the solution optimizer may spend.
constexpr double kOptimizeShare = 0.5;

// Above this many boxes `auto` uses the pull heuristic: Hungarian costs O(boxes^3) per state.
constexpr int kHungarianMaxBoxes = 60;

// A phase's engine; fess phases run FessSearch, whose domain is informed like greedy's.
Algorithm phase_algorithm(Algo a) { return a == Algo::Fess ? Algorithm::Greedy : search_algorithm(a); }

std::vector<Phase> phases_for(const SolveOptions& o, int boxes) {
    if (o.algo != Algo::Auto) return {{o.algo, o.heuristic, o.deadlocks, o.weight, 1.0, o.pi_corrals}};
    const Heuristic h = boxes > kHungarianMaxBoxes ? Heuristic::Pull : Heuristic::Hungarian;
    if (o.objective != Objective::Any) return {{Algo::Astar, h, kAllDeadlocks, 1, 1.0, false}};
    std::vector<Phase> phases{
            {Algo::Astar, h, kAllDeadlocks, 1, kAutoAstarShare, false, false, kAutoAstarMaxSeconds},
            {Algo::Fess, h, kAllDeadlocks, 1, kAutoFessPushesShare, true, false, 0, false},
            {Algo::Fess, h, kAllDeadlocks, 1, kAutoFessBoxesShare, true, false, 0, true},
            {Algo::Fess, h, kAllDeadlocks, 1, kAutoFessGreedyShare, true, true, 0, false},
            {Algo::Fess, Heuristic::Pull, kAllDeadlocks, 1, kAutoFessPlanShare, true, false, 0, true, true},
            {Algo::Fess, Heuristic::Pull, kAllDeadlocks, 1, 1.0, true, false, 0, true, true, false}};
    // Without the packing search both plan phases would run the removal order: keep one.
    if (!o.packing_search) std::erase_if(phases, [](const Phase& p) { return p.plan_features && p.packing_search; });
    return phases;
}

// The phase's name without its heuristic, as SolveOptions::auto_phases names it.
std::string phase_kind(const Phase& p) {
    std::string name(algo_name(p.algo));
    if (p.fess_greedy) name += "-greedy";
    else if (p.algo == Algo::Fess && p.plan_features) name += p.packing_search ? "-plan" : "-plan-removal";
    else if (p.algo == Algo::Fess && p.box_macros) name += "-boxes";
    return name;
}

std::string phase_name(const Phase& p) {
    std::string name = phase_kind(p);
    if (p.algo == Algo::Greedy || p.algo == Algo::Astar || p.algo == Algo::WAstar || p.algo == Algo::IdaStar ||
        p.algo == Algo::Fess) {
        name += '/';
        name += heuristic_name(p.heuristic);
    }
    return name;
}

// Keeps the phases SolveOptions::auto_phases names (all when it is empty); an error text for a name the
// schedule does not have.
std::string select_phases(std::vector<Phase>& phases, const SolveOptions& o) {
    if (o.auto_phases.empty()) return {};
    if (o.algo != Algo::Auto) return "a selection of auto's phases needs --algo auto";
    for (const std::string& name : o.auto_phases) {
        if (std::none_of(phases.begin(), phases.end(), [&](const Phase& p) { return phase_kind(p) == name; }))
            return "auto has no phase '" + name + "' with these options";
    }
    std::erase_if(phases, [&](const Phase& p) {
        return std::find(o.auto_phases.begin(), o.auto_phases.end(), phase_kind(p)) == o.auto_phases.end();
    });
    return {};
}

}  // namespace

std::vector<std::string> auto_phase_names(const SolveOptions& options) {
    std::vector<std::string> names;
    if (options.algo != Algo::Auto) return names;
    for (const Phase& p : phases_for(options, 0)) names.push_back(phase_kind(p));
    return names;
}

struct SolveSession::Impl {
    Level level;
    SolveOptions options;
    PushBoard board;
    std::vector<Phase> phases;
    std::size_t phase = 0;
    std::unique_ptr<PushDomain> domain;
    std::unique_ptr<search::Search<PushDomain>> search;
    std::unique_ptr<FessSearch> fess;  // instead of `search` in a Fess phase
    std::unique_ptr<SolutionOptimizer> optimizer;  // after the first solution, until optimize_until_ms
    double optimize_until_ms = 0;
    SolveResult result;               // stats of finished phases; final once `done`
    bool done = false;
    double elapsed_ms = 0;            // time spent inside step() (wall or CPU, see options.cpu_time_limit)
    double slice_start = 0;

    double clock() const { return search::clock_ms(options.cpu_time_limit); }
    double now_ms() const { return elapsed_ms + clock() - slice_start; }

    void finish(Status s) {
        result.status = s;
        done = true;
        search.reset();
        fess.reset();
        domain.reset();
    }

    bool running() const { return search || fess; }
    bool step_search(std::uint64_t n) { return search ? search->step(n) : fess->step(n); }
    Status search_status() const { return search ? search->status() : fess->status(); }
    const search::SearchStats& search_stats() const { return search ? search->stats() : fess->stats(); }
    std::vector<std::uint32_t> search_solution() const {
        return search ? search->solution_moves() : fess->solution_moves();
    }

    // Creates the search of phase `phase`; false (and finished) when no time is left.
    bool start_phase() {
        const Phase& p = phases[phase];
        const double left = options.time_limit_s - now_ms() / 1000;
        if (left <= 0) {
            finish(Status::Timeout);
            return false;
        }
        PushDomainOptions dom;
        dom.objective = p.algo == Algo::Fess ? Objective::Any : options.objective;  // fess needs `any`
        dom.heuristic = p.heuristic;
        // `auto`: fess in its fewest-pushes order uses the heuristic only to break ties: the cheap pull sum instead
        // of Hungarian (a fifth of the time), the domain uninformed so that it runs the bipartite test
        // itself on pushes that can lose a goal. XSokoban solved set (docs/bench/sokoban_fess.md) at 10 s
        // CPU: 47/47 in 78.7 s CPU (46/47 in 93.5 s with Hungarian; 47/47 in 74.3 s with no tie-break
        // but XSokoban 19 lost).
        // (The box-macro phase keeps the domain's heuristic and informed order, as `--algo fess`, which is how
        // it was measured.)
        const bool fess_pushes_order = options.algo == Algo::Auto && p.algo == Algo::Fess && !p.fess_greedy && !p.box_macros;
        if (fess_pushes_order) dom.heuristic = Heuristic::Pull;
        dom.deadlocks = p.deadlocks;
        dom.informed = search::uses_heuristic(phase_algorithm(p.algo)) && !fess_pushes_order;
        dom.pi_corrals = p.pi_corrals || p.algo == Algo::Fess;  // fess is not optimal anyway
        // Learned deadlock patterns: a sixteenth of the budget, at most 16 MiB.
        dom.dead_pattern_bytes = static_cast<std::size_t>(
            std::min(16.0 * 1024 * 1024, options.memory_limit_mib * 1024.0 * 1024.0 / 16));
        domain = std::make_unique<PushDomain>(board, dom);

        search::Config cfg;
        cfg.algorithm = phase_algorithm(p.algo);
        cfg.weight = p.weight;
        cfg.depth_limit = options.dfs_depth_limit > 0 ? static_cast<std::uint32_t>(options.dfs_depth_limit) : 0;
        double seconds = phase + 1 == phases.size() ? left : left * p.time_share;
        if (p.max_seconds > 0) seconds = std::min(seconds, p.max_seconds);
        cfg.limits = search_limits(options, seconds, options.memory_limit_mib);
        if (options.progress) {
            cfg.limits.progress_interval_ms = options.progress_interval_ms;
            cfg.limits.progress = [this](const search::SearchStats& s) {
                Progress progress;
                progress.stats = result.stats;
                search::add_stats(progress.stats, s);
                progress.stats.elapsed_ms = now_ms();
                progress.phase = phase_name(phases[phase]);
                options.progress(progress);
            };
        }
        if (p.algo == Algo::Fess) {
            fess = std::make_unique<FessSearch>(*domain, cfg.limits, p.fess_greedy);
            fess->set_box_macros(p.box_macros);
            const bool fess_uses_packing_search =
                    (options.algo != Algo::Auto || p.plan_features) && options.packing_search && p.packing_search;
            fess->set_packing_search(fess_uses_packing_search);
            if (options.algo == Algo::Auto && !p.plan_features) {
                fess->set_best_cell_selection(false);
                fess->set_out_of_plan_feature(false);
                fess->set_pack_advisor(false);
                fess->set_out_of_plan_advisor(false);
                fess->set_hotspots(false);
                fess->set_opener(false);
            } else {
                // Hotspots (their advisor and tie-break) with the removal order only: at 15 s CPU on XSokoban
                // they won 24 and kept 31, 35 and 71 there, but lost 36 with the searched order
                // (docs/bench/sokoban_fess.md).
                fess->set_hotspots(!fess_uses_packing_search);
            }
        }
        else search = std::make_unique<search::Search<PushDomain>>(*domain, cfg);
        return true;
    }

    // Hands a verified first solution to the optimizer; false when it is not to be optimized.
    bool start_optimizer() {
        result.first_solution_ms = now_ms();
        const Optimize goal = effective_optimize(options);
        if (result.status != Status::Solved || goal == Optimize::Off || result.pushes == 0) return false;
        optimize_until_ms = result.first_solution_ms + kOptimizeShare * (options.time_limit_s * 1000 - result.first_solution_ms);
        optimizer = std::make_unique<SolutionOptimizer>(
            level, board, OptimizedSolution{result.solution, result.moves, result.pushes}, goal, options.memory_limit_mib);
        return true;
    }

    // Runs the optimizer until it ends, its time share is spent or the solve is cancelled; keeps its best.
    void step_optimizer(std::uint64_t max_expansions) {
        const std::uint64_t before = optimizer->expanded();
        const bool ended = optimizer->step(max_expansions);
        result.stats.expanded += optimizer->expanded() - before;
        result.stats.memory_bytes = std::max(result.stats.memory_bytes, optimizer->peak_memory_bytes());
        if (!ended && now_ms() < optimize_until_ms && !(options.cancel && options.cancel->load())) return;
        const OptimizedSolution& best = optimizer->best();  // replay-verified by the optimizer
        result.solution = best.lurd;
        result.moves = best.moves;
        result.pushes = best.pushes;
        optimizer.reset();
        done = true;
    }

    void step(std::uint64_t max_expansions) {
        if (optimizer) return step_optimizer(max_expansions);
        if (!running() && !start_phase()) return;
        if (!step_search(max_expansions)) return;
        const Status status = search_status();
        search::add_stats(result.stats, search_stats());
        if (status == Status::Solved) {
            finish_solution(level, board, search_solution(), result);
            result.phase = phase_name(phases[phase]);
            done = !start_optimizer();
            search.reset();
            fess.reset();
            domain.reset();
            return;
        }
        if (status == Status::Unsolvable || status == Status::Cancelled || ++phase == phases.size()) {
            finish(status);
            return;
        }
        search.reset();
        fess.reset();
        domain.reset();
    }
};

SolveSession::SolveSession(const Level& level, const SolveOptions& options) : impl_(std::make_unique<Impl>()) {
    Impl& s = *impl_;
    s.level = level;
    s.options = options;
    s.slice_start = s.clock();
    s.result.status = Status::Cancelled;
    auto end_early = [&](Status status, std::string error) {
        s.result.status = status;
        s.result.error = std::move(error);
        s.done = true;
    };
    if (auto error = validate(level)) {
        end_early(Status::Invalid, error->to_string());
    } else {
        s.board = build_push_board(level);
        if (level.solved()) {
            finish_solution(level, s.board, {}, s.result);  // first_solution_ms stays 0
            s.done = true;
        } else if (!s.board.unsolvable_reason.empty()) {
            end_early(Status::Unsolvable, s.board.unsolvable_reason);
        } else if (s.board.n >= (1 << 16) - 1) {
            end_early(Status::Invalid, "level too large for the solver");
        } else {
            s.phases = phases_for(options, static_cast<int>(s.board.start_boxes.size()));
            if (std::string error = select_phases(s.phases, options); !error.empty()) end_early(Status::Invalid, error);
        }
    }
    s.elapsed_ms = s.now_ms();  // the preparation counts towards the time limit
    s.result.stats.elapsed_ms = s.elapsed_ms;
}

SolveSession::~SolveSession() = default;

bool SolveSession::step(std::uint64_t max_expansions) {
    Impl& s = *impl_;
    if (s.done) return true;
    s.slice_start = s.clock();
    s.step(max_expansions);
    s.elapsed_ms = s.now_ms();
    s.slice_start = s.clock();
    s.result.stats.elapsed_ms = s.elapsed_ms;
    return s.done;
}

bool SolveSession::finished() const { return impl_->done; }

const SolveResult& SolveSession::result() const { return impl_->result; }

Progress SolveSession::progress() const {
    const Impl& s = *impl_;
    Progress p;
    p.stats = s.result.stats;
    if (s.running()) search::add_stats(p.stats, s.search_stats());
    p.stats.elapsed_ms = s.elapsed_ms;
    if (s.optimizer) p.phase = "optimize";
    else if (s.phase < s.phases.size()) p.phase = phase_name(s.phases[s.phase]);
    return p;
}

}  // namespace boxcar::sokoban
