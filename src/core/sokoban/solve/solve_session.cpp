// The resumable Sokoban solve (solve_session.hpp): builds the push board, runs one configuration or the
// `auto` strategies, rebuilds the LURD solution and replay-verifies it before Solved.
//
// `auto` (objective any) runs eight strategies side by side on one thread, each in turn for a short slice
// of time (kMaxSliceShare), every search kept alive between its slices: A* + Hungarian with every
// deadlock test (optimal pushes when it finishes; at most 5% of the limit and 3 s, and it starts alone
// for a moment), then the feature-space search (fess_search.hpp: packing order, packing macros, PI-corral
// pruning) six ways: single pushes, box macros, single pushes with the greedy in-cell order, box macros
// with the plan features and the searched packing order (fess-plan), the same with Festival's advisor set
// and full-score order (fess-festival), the same as fess-plan with the greedy removal order
// (fess-plan-removal); and a greedy pull search from the solved position (backward). The forward
// searches end where they meet a position of the backward search or of the packing search's tree
// (backward_tree.hpp), the solution then following that position's way home. So every strategy has had
// about its share of the time at any moment, at any limit; SolveResult::phase names the strategy that
// solved it. With objective pushes or moves, `auto` is A* + Hungarian alone so that its answers stay
// optimal. Above kHungarianMaxBoxes boxes the pull heuristic replaces Hungarian (cost per state).
// After the first solution the optimizer (solution_optimizer.hpp) may shorten it, for at most
// kOptimizeShare of the time left.
#include "sokoban/solve/solve_session.hpp"

#include "common/flood_fill.hpp"
#include "search/search.hpp"
#include "sokoban/fess/fess_search.hpp"
#include "sokoban/fess/packing_search.hpp"
#include "sokoban/board/push_board.hpp"
#include "sokoban/domains/pull_domain.hpp"
#include "sokoban/domains/push_domain.hpp"
#include "sokoban/rules/rules.hpp"
#include "sokoban/domains/solution_lurd.hpp"
#include "sokoban/solve/shared_memory_budget.hpp"
#include "sokoban/optimizer/solution_optimizer.hpp"
#include "sokoban/solve/solve_support.hpp"

#include <algorithm>
#include <cmath>
#include <chrono>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

namespace boxcar::sokoban {
namespace {

using search::Algorithm;
using search::Status;

// One of `auto`'s strategies (or the one configuration of another algorithm). `auto` runs its strategies
// side by side on one thread, each in turn for a slice of time, every search kept alive between its
// slices (see SolveSession::Impl): which strategy solves a level first depends on the level, not on the
// limit, so every strategy gets its first slice at once and the same share of every limit.
struct Phase {
    Algo algo;
    Heuristic heuristic;
    unsigned deadlocks = kAllDeadlocks;
    double weight = 1;
    bool pi_corrals = false;
    double weight_share = 1;   // auto: the length of its slices relative to the others' (its share of the time)
    double max_share = 0;      // at most this share of the time limit (0: no cap but the limit)
    double max_seconds = 0;    // and at most this long (0: no cap)
    bool fess_greedy = false;  // Fess: greedy in-cell order (fess_search.hpp)
    bool box_macros = true;    // Fess: a move takes one box anywhere it can go (fess_search.hpp)
    // Fess: Festival's cell selection, the out-of-plan feature and the pack and out-of-plan advisors
    // (fess_search.hpp), as `--algo fess` runs them; off: round robin over each state's own cell.
    bool plan_features = false;
    // Fess with plan features: the packing order from the backward packing search (packing_search.hpp) when
    // SolveOptions::packing_search allows it; off: the greedy removal order (packing_order.hpp).
    bool packing_search = true;
    // Fess with plan features and the packing search: Festival's advisor set and full-score order
    // (FessDesc::festival_advisors) instead of the pack/out-of-plan advisors.
    bool festival_advisors = false;
    // auto: a greedy pull search from the solved position (pull_domain.hpp) instead of a forward one. The
    // forward strategies' searches end where they meet its positions, and it ends where it meets theirs:
    // the solution is the forward path, then the pull path played forwards.
    bool backward = false;
};

// `auto`'s optimal A* strategy runs for at most kAutoAstarShare of the limit and kAutoAstarMaxSeconds: it
// finds optimal answers to small levels at once, and on hard levels (XSokoban, Microban, Microban II at
// 60 s) it solved nothing after 2.6 s that the feature-space searches did not (docs/design/auto_solver.md).
// It starts alone for kAutoAstarHeadStart of the limit (at most kAutoAstarHeadStartMaxSeconds), so
// that levels it solves at once get their optimal answer before any other strategy answers.
constexpr double kAutoAstarShare = 0.05;
constexpr double kAutoAstarMaxSeconds = 3.0;
constexpr double kAutoAstarHeadStart = 0.02;
constexpr double kAutoAstarHeadStartMaxSeconds = 0.5;
// `auto`'s backward strategy expands for at most kAutoBackwardMaxSeconds, then keeps its positions for the
// forward searches to meet: its wins at 10 s came within the cap, and uncapped at 60 s its share of the
// time slowed the levels fess-plan solves late (docs/design/auto_solver.md, the strategy table).
constexpr double kAutoBackwardMaxSeconds = 3.0;
// The rotation: the first slice of a strategy lasts kFirstSliceShare of the limit (kMinSliceMs to
// kMaxFirstSliceMs), times the strategy's weight_share; slices double every round up to kMaxSliceShare of
// the limit (where the first is shorter), so that a level a strategy solves alone in t seconds is solved
// in about t / (its share of the weights) at any limit. A strategy's time lags its share by up to one of
// its slices, so they stay short: a round is 7.5 % of the limit (at 2 %, 30 %, a level's outcome near the
// limit depended on which side of a slice the limit fell).
constexpr double kFirstSliceShare = 0.005;
constexpr double kMinSliceMs = 10;
constexpr double kMaxFirstSliceMs = 250;
constexpr double kMaxSliceShare = 0.005;
// What a strategy's search allocates at its start beyond its domain's tables (root, first table sizes).
constexpr std::uint64_t kStartReserveBytes = 256 * 1024;
// Expansions between two looks at the clock inside a slice.
constexpr std::uint64_t kSliceChunk = 32;
// `--algo fess` with the packing search spends at most this share of the time limit on it before its first
// expansion. (`auto`'s plan strategies share one packing search without a time cap: packing_planner().)
constexpr double kPackingSearchShare = 0.15;

// The share of the time left after the first solution that the solution optimizer may spend.
constexpr double kOptimizeShare = 0.5;

// Above this many boxes `auto` uses the pull heuristic: Hungarian costs O(boxes^3) per state.
constexpr int kHungarianMaxBoxes = 60;

// A phase's engine; fess phases run FessSearch, whose domain is informed like greedy's.
Algorithm phase_algorithm(Algo a) { return a == Algo::Fess ? Algorithm::Greedy : search_algorithm(a); }

std::vector<Phase> phases_for(const SolveOptions& o, int boxes) {
    if (o.algo != Algo::Auto)
        return {{.algo = o.algo, .heuristic = o.heuristic, .deadlocks = o.deadlocks, .weight = o.weight,
                 .pi_corrals = o.pi_corrals}};
    const Heuristic h = boxes > kHungarianMaxBoxes ? Heuristic::Pull : Heuristic::Hungarian;
    if (o.objective != Objective::Any) return {{.algo = Algo::Astar, .heuristic = h}};
    // fess: single pushes, fewest pushes first in a cell; fess-boxes: box macros (Festival's moves);
    // fess-greedy: single pushes, greedy in-cell order; fess-plan: box macros with the plan features and the
    // searched packing order; fess-festival: fess-plan with Festival's advisor set and full-score order;
    // fess-plan-removal: the same as fess-plan with the greedy removal order. The plan strategies order by
    // the pull sum, not Hungarian. Shares of the time: weight_share over the running strategies' sum (15
    // while all run); why each strategy and its share: docs/design/auto_solver.md (its numbers:
    // docs/bench/RESULTS.md).
    std::vector<Phase> phases{
            {.algo = Algo::Astar, .heuristic = h, .max_share = kAutoAstarShare, .max_seconds = kAutoAstarMaxSeconds},
            {.algo = Algo::Fess, .heuristic = h, .pi_corrals = true, .weight_share = 1, .box_macros = false},
            {.algo = Algo::Fess, .heuristic = h, .pi_corrals = true, .weight_share = 5},
            {.algo = Algo::Fess, .heuristic = h, .pi_corrals = true, .weight_share = 2, .fess_greedy = true,
             .box_macros = false},
            {.algo = Algo::Fess, .heuristic = Heuristic::Pull, .pi_corrals = true, .weight_share = 1.5,
             .plan_features = true},
            {.algo = Algo::Fess, .heuristic = Heuristic::Pull, .pi_corrals = true, .weight_share = 3,
             .plan_features = true, .festival_advisors = true},
            {.algo = Algo::Fess, .heuristic = Heuristic::Pull, .pi_corrals = true, .weight_share = 0.5,
             .plan_features = true, .packing_search = false},
            {.algo = Algo::Greedy, .heuristic = h, .weight_share = 2, .max_seconds = kAutoBackwardMaxSeconds,
             .backward = true}};
    // Without the packing search both plan strategies would run the removal order: keep one.
    if (!o.packing_search) std::erase_if(phases, [](const Phase& p) { return p.plan_features && p.packing_search; });
    return phases;
}

// The phase's name without its heuristic, as SolveOptions::auto_phases names it.
std::string phase_kind(const Phase& p) {
    std::string name(algo_name(p.algo));
    if (p.backward) return "backward";
    if (p.fess_greedy) name += "-greedy";
    else if (p.algo == Algo::Fess && p.plan_features && p.festival_advisors) name += "-festival";
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

// One strategy while it runs: its domain and search live from its first slice until it ends.
struct Runner {
    Phase phase;
    std::unique_ptr<PushDomain> domain;
    std::unique_ptr<search::Search<PushDomain>> search;
    std::unique_ptr<FessSearch> fess;  // instead of `search` in a Fess strategy
    std::unique_ptr<PullDomain> pull_domain;  // a backward strategy: its domain and search
    std::unique_ptr<search::Search<PullDomain>> pull;
    std::uint32_t pull_checked = 0;    // its nodes below this were looked up among the forward searches'
    double used = 0;                   // its slices so far, on the schedule's clock (Impl::now)
    double cap = 0;                    // at most this much of that clock (0: no cap)
    bool ended = false;

    bool started() const { return search || fess || pull; }
    bool step(std::uint64_t n) { return search ? search->step(n) : fess ? fess->step(n) : pull->step(n); }
    Status status() const { return search ? search->status() : fess ? fess->status() : pull->status(); }
    const search::SearchStats& stats() const { return search ? search->stats() : fess ? fess->stats() : pull->stats(); }
    void set_memory_limit(std::uint64_t bytes) {
        if (search) search->set_memory_limit(bytes);
        else if (fess) fess->set_memory_limit(bytes);
        else pull->set_memory_limit(bytes);
    }
    void release() {
        search.reset();
        fess.reset();
        domain.reset();
        pull.reset();
        pull_domain.reset();
    }
};

// The strategies run in turn on this thread, each for a slice of time, until one solves the level, proves
// it unsolvable, or the limit is spent; a strategy that ends otherwise (its cap, memory, an exhausted
// search) leaves its turns to the others. They share the memory budget: before each of its slices a
// strategy may grow to what the others leave of it, and a strategy that meets that wall ends (Memout).
struct SolveSession::Impl final : MeetingPositions {
    Level level;
    SolveOptions options;
    PushBoard board;
    std::vector<Runner> runners;
    std::size_t current = 0;          // the runner whose slice it is
    double slice = 0;                 // this round's slice length, on the schedule's clock
    double slice_end = 0;             // the current slice ends at this point of that clock
    bool slice_open = false;
    // How the session ends when every strategy ended without an answer: memout if the memory budget ended
    // any of them (more memory would help), else timeout if a cap did, else how they ended (exhausted).
    Status ended_by = Status::Exhausted;
    bool any_ended = false;
    std::unique_ptr<SolutionOptimizer> optimizer;  // after the first solution, until optimize_until
    double optimize_until = 0;        // on the schedule's clock
    SolveResult result;               // stats of ended strategies; final once `done`
    std::uint64_t peak_memory = 0;    // the most the live strategies held at once
    bool done = false;
    double elapsed_ms = 0;            // time spent inside step() (wall or CPU, see options.cpu_time_limit)
    double slice_start = 0;
    std::uint64_t nodes_used = 0;     // expansions of every strategy and the optimizer so far

    double clock() const { return search::clock_ms(options.cpu_time_limit); }
    double now_ms() const { return elapsed_ms + clock() - slice_start; }
    double limit_ms() const { return options.time_limit_s * 1000; }
    // The schedule's clock (slices, caps, the optimizer's share): milliseconds, or expansions when a node
    // limit is set, so that a run with a node limit gives the same counts every time.
    bool by_nodes() const { return options.node_limit > 0; }
    double now() const { return by_nodes() ? static_cast<double>(nodes_used) : now_ms(); }
    double limit() const { return by_nodes() ? static_cast<double>(options.node_limit) : limit_ms(); }
    bool out_of_budget() const { return now_ms() >= limit_ms() || (by_nodes() && nodes_used >= options.node_limit); }
    // The memory the strategies may hold together: the lane's own limit, less what the other lanes of a
    // threaded portfolio hold when they share one budget.
    std::uint64_t budget_bytes() const {
        const auto own = static_cast<std::uint64_t>(options.memory_limit_mib * 1024.0 * 1024.0);
        if (!options.shared_memory) return own;
        return std::min(own, options.shared_memory->available(options.shared_memory_lane));
    }
    void publish_memory(std::uint64_t bytes) const {
        if (options.shared_memory) options.shared_memory->publish(options.shared_memory_lane, bytes);
    }

    void release_all() {
        for (Runner& r : runners) r.release();
        planner.reset();
    }
    void finish(Status s) {
        result.status = s;
        done = true;
        release_all();
        publish_memory(0);
    }
    // The share of the time left that runner `r` can expect: its weight among the running strategies'.
    double share_of(const Runner& r) const {
        double total = 0;
        for (const Runner& other : runners)
            if (!other.ended && other.phase.max_share == 0) total += other.phase.weight_share;
        return total > 0 ? r.phase.weight_share / total : 1.0;
    }
    std::uint64_t live_memory(const Runner* except = nullptr) const {
        std::uint64_t bytes = 0;
        for (const Runner& r : runners)
            if (&r != except && r.started()) bytes += r.stats().memory_bytes;
        return bytes;
    }

    // Statistics of every strategy so far: ended ones as recorded, live ones as they stand; memory is
    // what the live strategies hold together (peak: the most they held at once).
    search::SearchStats total_stats(const search::SearchStats* current_stats = nullptr) const {
        search::SearchStats total = result.stats;
        std::uint64_t held = 0;
        for (std::size_t i = 0; i < runners.size(); ++i) {
            const Runner& r = runners[i];
            if (!r.started()) continue;
            const search::SearchStats& s = (i == current && current_stats) ? *current_stats : r.stats();
            search::add_counts(total, s);
            total.frontier_peak = std::max(total.frontier_peak, s.frontier_peak);
            held += s.memory_bytes;
        }
        total.memory_bytes = std::max({total.memory_bytes, peak_memory, held});
        total.elapsed_ms = now_ms();
        return total;
    }

    // auto's plan strategies share one packing search, run in their slices (whichever runs, it advances):
    // no time cap but its node and work budgets, so the plan does not depend on the time limit.
    std::shared_ptr<PackingPlanner> planner;
    std::shared_ptr<PackingPlanner> packing_planner() {
        if (!planner) {
            PackingSearchLimits limits;
            limits.cpu_clock = options.cpu_time_limit;
            limits.cancel = options.cancel;
            planner = std::make_shared<PackingPlanner>(board, compute_packing_order(board), limits);
        }
        return planner;
    }

    // auto's forward searches end on positions known to lead to the solved position: the backward
    // strategy's and the packing search's backward tree (backward_tree.hpp).
    bool meets() const { return options.algo == Algo::Auto && options.objective == Objective::Any; }

    // The packing search's backward tree as forward positions (PushDomain's words), indexed.
    std::vector<search::Word> tree_words;  // tree_added positions, tree_layout.words() each
    search::FlatTable tree_table;
    std::size_t tree_added = 0;
    // Per indexed position: 0 not known yet, 1 its pushes to the solved position exist, -1 they do not
    // (pushes_to_solved); found on the first look-up that hits it.
    mutable std::vector<std::int8_t> tree_valid;
    bool tree_leads_home(std::uint32_t i) const {
        if (tree_valid[i] != 0) return tree_valid[i] > 0;
        // Up to the nearest position known either way (a root leads home), then down again one step each.
        const BackwardTree& tree = planner->backward_tree();
        std::vector<std::uint32_t> path;
        std::int32_t at = static_cast<std::int32_t>(i);
        while (at >= 0 && tree_valid[at] == 0) {
            path.push_back(static_cast<std::uint32_t>(at));
            at = tree.positions[at].parent;
        }
        bool home = at < 0 || tree_valid[at] > 0;
        for (auto k = path.rbegin(); k != path.rend(); ++k) {
            home = home && step_leads_to_parent(board, tree, *k);
            tree_valid[*k] = home ? 1 : -1;
        }
        return home;
    }
    static constexpr std::size_t kMaxTreePositions = 1u << 20;
    std::uint64_t words_hash(const search::Word* w) const {
        std::uint64_t h = 0x9E3779B97F4A7C15ULL;
        for (std::size_t i = 0, n = BoxState(board.n).words(); i < n; ++i) h = search::mix_hash(h ^ w[i]);
        return h;
    }
    std::uint32_t tree_find(const search::Word* state) const {
        const std::size_t words = BoxState(board.n).words();
        return tree_table.find(words_hash(state), [&](std::uint32_t i) {
            return std::memcmp(tree_words.data() + i * words, state, words * sizeof(search::Word)) == 0;
        });
    }
    // Indexes the tree's new positions and looks each up among the forward searches' (a position found
    // there solves the level: true).
    bool index_tree() {
        if (!planner || !meets()) return false;
        const BackwardTree& tree = planner->backward_tree();
        if (tree_added >= std::min(tree.positions.size(), kMaxTreePositions)) return false;  // nothing new
        const BoxState layout(board.n);
        const std::size_t words = layout.words();
        std::vector<std::uint8_t> occ(board.n);
        std::vector<int> marks(board.n, 0), queue;
        for (; tree_added < std::min(tree.positions.size(), kMaxTreePositions); ++tree_added) {
            const BackwardTree::Position& p = tree.positions[tree_added];
            std::fill(occ.begin(), occ.end(), 0);
            const std::size_t at = tree_words.size();
            tree_words.resize(at + words, 0);
            for (int k = 0; k < tree.box_count; ++k) {
                occ[tree.boxes[p.first_box + k]] = 1;
                layout.add_box(tree_words.data() + at, tree.boxes[p.first_box + k]);
            }
            layout.set_keeper(tree_words.data() + at, flood_fill(board.next, p.keeper, [&](int t) { return occ[t] != 0; }, marks, 1 + static_cast<int>(tree_added), queue));
            const search::Word* w = tree_words.data() + at;
            if (tree_table.needs_growth()) tree_table.grow();
            tree_table.insert(words_hash(w), static_cast<std::uint32_t>(tree_added));
            tree_valid.push_back(0);
            for (Runner& f : runners) {
                if (!f.fess || f.ended) continue;
                const std::uint32_t node = f.fess->find(w);
                if (node == search::FlatTable::kMissing || !tree_leads_home(static_cast<std::uint32_t>(tree_added))) continue;
                auto tail = pushes_to_solved(board, tree, tree_added);
                if (!tail) continue;
                std::vector<std::uint32_t> moves = f.fess->moves_to(node);
                moves.insert(moves.end(), tail->begin(), tail->end());
                met = {SolveResult::Meeting::PackingTree, static_cast<int>(tail->size())};
                solved_with(f, moves);
                return true;
            }
        }
        return false;
    }
    // The backward strategy's search once it runs (nullptr before, after it ended, or without one).
    const search::GraphSearch<PullDomain>* pulls() const {
        for (const Runner& r : runners)
            if (r.pull && r.pull->graph()) return r.pull->graph();
        return nullptr;
    }
    // MeetingPositions: a position the backward search reached (the forward strategies' meeting test).
    bool contains(const search::Word* state) const override {
        const auto* g = pulls();
        if (g && g->find(state) != search::FlatTable::kMissing) return true;
        const std::uint32_t i = tree_find(state);
        return i != search::FlatTable::kMissing && tree_leads_home(i);
    }
    // The solution of a solved runner: the backward search's own path, or a forward path, then (when it
    // ends on a position of the backward search) that position's pull path played forwards.
    std::pair<SolveResult::Meeting, int> met{SolveResult::Meeting::None, 0};  // how the solution was joined
    std::vector<std::uint32_t> solution_of(const Runner& r) {
        if (r.pull) return PullDomain::pushes_from_pulls(r.pull->solution_moves());
        if (r.search) return r.search->solution_moves();
        std::vector<std::uint32_t> moves = r.fess->solution_moves();
        const search::Word* end = r.fess->solution_state();
        if (end && !r.domain->is_goal(end)) {
            if (const std::uint32_t i = tree_find(end); i != search::FlatTable::kMissing) {
                if (auto tail = pushes_to_solved(board, planner->backward_tree(), i)) {
                    moves.insert(moves.end(), tail->begin(), tail->end());
                    met = {SolveResult::Meeting::PackingTree, static_cast<int>(tail->size())};
                    return moves;
                }
            }
            if (const auto* g = pulls()) {
                const auto tail = PullDomain::pushes_home(*g, g->find(end));
                moves.insert(moves.end(), tail.begin(), tail.end());
                met = {SolveResult::Meeting::Backward, static_cast<int>(tail.size())};
            }
        }
        return moves;
    }
    // After a slice of the backward search: its new positions looked up among the forward searches'. A
    // position found there solves the level (finished: true).
    bool meet_forward(Runner& back) {
        const auto* g = back.pull->graph();
        if (!g) return false;
        const auto count = static_cast<std::uint32_t>(g->node_count());
        for (; back.pull_checked < count; ++back.pull_checked) {
            const std::uint32_t id = back.pull_checked;
            if (back.pull_domain->is_root(g->state(id))) continue;
            for (Runner& f : runners) {
                if (!f.fess || f.ended) continue;
                const std::uint32_t at = f.fess->find(g->state(id));
                if (at == search::FlatTable::kMissing) continue;
                std::vector<std::uint32_t> moves = f.fess->moves_to(at);
                const auto tail = PullDomain::pushes_home(*g, id);
                moves.insert(moves.end(), tail.begin(), tail.end());
                met = {SolveResult::Meeting::Backward, static_cast<int>(tail.size())};
                solved_with(f, moves);
                return true;
            }
        }
        return false;
    }

    // A strategy's cap on the schedule's clock (0: none): its share of the limit, its seconds (not with a
    // node limit).
    double cap_of(const Phase& p) const {
        double cap = p.max_share > 0 ? p.max_share * limit() : 0;
        if (p.max_seconds > 0 && !by_nodes()) cap = cap > 0 ? std::min(cap, p.max_seconds * 1000) : p.max_seconds * 1000;
        return cap;
    }

    // How the FessSearch of runner `r` (a Fess phase) runs (fess_desc.hpp); `left`: the seconds left.
    FessDesc fess_desc(const Runner& r, double left) {
        const Phase& p = r.phase;
        const bool packing_search =
                (options.algo != Algo::Auto || p.plan_features) && options.packing_search && p.packing_search;
        FessDesc desc{.greedy_cells = p.fess_greedy, .box_macros = p.box_macros};
        desc.packing_search = packing_search;
        // With a node limit its node and work budgets alone end it (0: no time cap).
        desc.packing_search_seconds = by_nodes() ? 0 : kPackingSearchShare * left * share_of(r);
        if (packing_search && options.algo == Algo::Auto) desc.packing_planner = packing_planner();
        if (meets()) desc.meeting = this;
        if (options.algo == Algo::Auto && !p.plan_features) {
            // fess, fess-boxes, fess-greedy: each state in its own cell, round robin, connectivity and
            // blocker advisors only.
            desc.best_cell_selection = false;
            desc.out_of_plan_feature = false;
            desc.pack_advisor = false;
            desc.out_of_plan_advisor = false;
            desc.hotspots = false;
        } else {
            // Hotspots (their advisor and tie-break) with the removal order only: on XSokoban they won
            // levels with it and lost one with the searched order (docs/design/auto_solver.md).
            desc.hotspots = !packing_search;
            // fess-festival: Festival's forward search with a packing plan (its advisor set and full-score
            // order); fess-plan and fess-plan-removal keep the advisors above.
            desc.festival_advisors = options.algo == Algo::Auto && packing_search && p.festival_advisors;
        }
        return desc;
    }

    // Creates the search of runner `r`; false (and finished) when no time is left.
    bool start_runner(Runner& r) {
        const Phase& p = r.phase;
        const double left = options.time_limit_s - now_ms() / 1000;
        if (left <= 0) {
            finish(Status::Timeout);
            return false;
        }
        if (p.backward) return start_backward(r, left);
        PushDomainOptions dom;
        dom.objective = p.algo == Algo::Fess ? Objective::Any : options.objective;  // fess needs `any`
        dom.heuristic = p.heuristic;
        // `auto`: fess in its fewest-pushes order uses the heuristic only to break ties: the cheap pull sum
        // instead of Hungarian (a fifth of the time), the domain uninformed so that it runs the bipartite test
        // itself on pushes that can lose a goal (docs/design/auto_solver.md).
        // (The box-macro strategies keep the domain's heuristic and informed order, as `--algo fess`.)
        const bool fess_pushes_order = options.algo == Algo::Auto && p.algo == Algo::Fess && !p.fess_greedy && !p.box_macros;
        if (fess_pushes_order) dom.heuristic = Heuristic::Pull;
        dom.deadlocks = p.deadlocks;
        dom.informed = search::uses_heuristic(phase_algorithm(p.algo)) && !fess_pushes_order;
        dom.pi_corrals = p.pi_corrals || p.algo == Algo::Fess;  // fess is not optimal anyway
        // Learned deadlock patterns: a sixteenth of the budget, at most 16 MiB.
        dom.dead_pattern_bytes = static_cast<std::size_t>(
            std::min(16.0 * 1024 * 1024, options.memory_limit_mib * 1024.0 * 1024.0 / 16));
        r.domain = std::make_unique<PushDomain>(board, dom);
        // A strategy starts only where its domain's tables (and a little for the search's first tables)
        // fit in what the running strategies leave of the budget; otherwise it ends at once (Memout).
        const std::uint64_t others = live_memory(&r);
        if (others + r.domain->memory_bytes() + kStartReserveBytes > budget_bytes()) {
            end_runner(r, Status::Memout);
            return true;
        }

        search::Config cfg;
        cfg.algorithm = phase_algorithm(p.algo);
        cfg.weight = p.weight;
        cfg.depth_limit = options.dfs_depth_limit > 0 ? static_cast<std::uint32_t>(options.dfs_depth_limit) : 0;
        // The search's own clock counts only its slices: the whole time left never stops it before the
        // session's limit does.
        cfg.limits = search_limits(options, left, options.memory_limit_mib);
        if (options.progress) {
            cfg.limits.progress_interval_ms = options.progress_interval_ms;
            cfg.limits.progress = [this](const search::SearchStats& s) {
                Progress progress;
                progress.stats = total_stats(&s);
                progress.phase = phase_name(runners[current].phase);
                options.progress(progress);
            };
        }
        r.cap = cap_of(p);
        if (p.algo == Algo::Fess) {
            r.fess = std::make_unique<FessSearch>(*r.domain, cfg.limits, fess_desc(r, left));
        } else {
            r.search = std::make_unique<search::Search<PushDomain>>(*r.domain, cfg);
        }
        return true;
    }

    // The backward strategy: greedy on the matching of boxes to start squares, the pull search's own
    // pruning; it ends at once where the pull search cannot run (boxes != goals) or its tables do not fit.
    bool start_backward(Runner& r, double left) {
        r.pull_domain = std::make_unique<PullDomain>(board);
        if (!r.pull_domain->usable() || live_memory(&r) + r.pull_domain->memory_bytes() + kStartReserveBytes > budget_bytes()) {
            const bool usable = r.pull_domain->usable();
            r.pull_domain.reset();
            end_runner(r, usable ? Status::Memout : Status::Exhausted);
            return true;
        }
        search::Config cfg;
        cfg.algorithm = Algorithm::Greedy;
        cfg.limits = search_limits(options, left, options.memory_limit_mib);
        r.pull = std::make_unique<search::Search<PullDomain>>(*r.pull_domain, cfg);
        r.cap = cap_of(r.phase);
        return true;
    }

    // Hands a verified first solution to the optimizer; false when it is not to be optimized.
    bool start_optimizer() {
        result.first_solution_ms = now_ms();
        const Optimize goal = effective_optimize(options);
        if (result.status != Status::Solved || goal == Optimize::Off || result.pushes == 0) return false;
        optimize_until = now() + kOptimizeShare * (limit() - now());
        optimizer = std::make_unique<SolutionOptimizer>(
            level, board, OptimizedSolution{result.solution, result.moves, result.pushes}, goal,
            static_cast<double>(budget_bytes()) / (1024.0 * 1024.0));
        return true;
    }

    // Runs the optimizer until it ends, its time share is spent or the solve is cancelled; keeps its best.
    void step_optimizer(std::uint64_t max_expansions) {
        const std::uint64_t before = optimizer->expanded();
        if (by_nodes()) {  // to the end of its share exactly (rounded up), whatever the caller's steps
            const double share_left = std::max(0.0, std::min(optimize_until, limit()) - now());
            max_expansions = std::min<std::uint64_t>(max_expansions, static_cast<std::uint64_t>(std::ceil(share_left)));
        }
        const bool ended = optimizer->step(max_expansions);
        result.stats.expanded += optimizer->expanded() - before;
        nodes_used += optimizer->expanded() - before;
        result.stats.memory_bytes = std::max(result.stats.memory_bytes, optimizer->peak_memory_bytes());
        if (!ended && now() < optimize_until && !out_of_budget() && !(options.cancel && options.cancel->load())) return;
        const OptimizedSolution& best = optimizer->best();  // replay-verified by the optimizer
        result.solution = best.lurd;
        result.moves = best.moves;
        result.pushes = best.pushes;
        optimizer.reset();
        done = true;
    }

    // The length of the slice runner `i` starts now.
    double slice_length(std::size_t i) const {
        if (runners[i].phase.algo == Algo::Astar && runners[i].used == 0 && runners.size() > 1)
            return by_nodes() ? kAutoAstarHeadStart * limit()
                              : std::min(kAutoAstarHeadStart * limit(), kAutoAstarHeadStartMaxSeconds * 1000);
        return slice * runners[i].phase.weight_share;
    }

    // Moves the turn to the next strategy that has not ended (a new round doubles the slice); false when
    // every strategy has ended.
    bool next_runner() {
        slice_open = false;
        for (std::size_t k = 1; k <= runners.size(); ++k) {
            const std::size_t i = (current + k) % runners.size();
            if (runners[i].ended) continue;
            if (i <= current) slice = std::min(slice * 2, std::max(kMaxSliceShare * limit(), slice));
            current = i;
            return true;
        }
        return false;
    }

    // Records how runner `r` ended without an answer and frees it.
    void end_runner(Runner& r, Status status) {
        r.ended = true;
        const auto rank = [](Status st) { return st == Status::Memout ? 2 : st == Status::Timeout ? 1 : 0; };
        if (!any_ended || rank(status) > rank(ended_by)) ended_by = status;
        any_ended = true;
        // The backward search at its cap stops expanding but keeps its positions for the forward searches
        // to meet (its counts and memory stay among the live strategies').
        if (r.pull && status == Status::Timeout) return;
        if (r.started()) {
            const search::SearchStats& s = r.stats();  // its memory is in peak_memory, the live strategies' sum
            search::add_counts(result.stats, s);
            result.stats.frontier_peak = std::max(result.stats.frontier_peak, s.frontier_peak);
        }
        r.release();
    }

    void solved_by(Runner& r) { solved_with(r, solution_of(r)); }
    void solved_with(const Runner& r, const std::vector<std::uint32_t>& moves) {
        result.stats = total_stats();
        finish_solution(level, board, moves, result);
        result.phase = phase_name(r.phase);
        if (result.status == Status::Solved) std::tie(result.meeting, result.meeting_pushes) = met;
        release_all();
        done = !start_optimizer();
    }

    void step(std::uint64_t max_expansions) {
        if (optimizer) return step_optimizer(max_expansions);
        std::uint64_t left = max_expansions;
        while (left > 0 && !done) {
            Runner& r = runners[current];
            if (r.ended) {
                if (!next_runner()) return finish(any_ended ? ended_by : Status::Timeout);
                continue;
            }
            if (!r.started()) {
                if (!start_runner(r)) return;
                if (r.ended) continue;
            }
            if (!slice_open) {
                slice_open = true;
                slice_end = now() + slice_length(current);
            }
            const std::uint64_t others = live_memory(&r);
            r.set_memory_limit(budget_bytes() > others ? budget_bytes() - others : 1);
            std::uint64_t chunk = std::min(left, kSliceChunk);
            if (by_nodes()) chunk = std::min(chunk, options.node_limit - nodes_used);
            const double before = now();
            const std::uint64_t expanded_before = r.stats().expanded;
            const bool ended = r.step(chunk);
            left -= chunk;
            nodes_used += r.stats().expanded - expanded_before;
            r.used += now() - before;
            const std::uint64_t held = live_memory();
            peak_memory = std::max(peak_memory, held);
            publish_memory(held);
            if (r.pull && meet_forward(r)) return;
            if (index_tree()) return;
            if (ended) {
                const Status status = r.status();
                if (status == Status::Solved) return solved_by(r);
                if (status == Status::Unsolvable || status == Status::Cancelled) {
                    result.stats = total_stats();
                    return finish(status);
                }
                end_runner(r, status);
                if (!next_runner()) {
                    result.stats = total_stats();
                    return finish(any_ended ? ended_by : Status::Timeout);
                }
                continue;
            }
            if (out_of_budget()) {
                result.stats = total_stats();
                return finish(Status::Timeout);
            }
            if (r.cap > 0 && r.used >= r.cap) {
                end_runner(r, Status::Timeout);
                if (!next_runner()) {  // as when the last strategy ends otherwise: memout if the budget ended any
                    result.stats = total_stats();
                    return finish(ended_by);
                }
                continue;
            }
            if (now() >= slice_end) next_runner();
        }
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
            std::vector<Phase> phases = phases_for(options, static_cast<int>(s.board.start_boxes.size()));
            if (std::string error = select_phases(phases, options); !error.empty()) end_early(Status::Invalid, error);
            for (const Phase& p : phases) {
                Runner& r = s.runners.emplace_back();
                r.phase = p;
            }
            s.slice = s.by_nodes() ? std::max(1.0, kFirstSliceShare * s.limit())
                                   : std::clamp(kFirstSliceShare * s.limit_ms(), kMinSliceMs, kMaxFirstSliceMs);
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
    p.stats = s.done || s.optimizer ? s.result.stats : s.total_stats();
    p.stats.elapsed_ms = s.elapsed_ms;
    if (s.optimizer) p.phase = "optimize";
    else if (!s.done && s.current < s.runners.size()) p.phase = phase_name(s.runners[s.current].phase);
    return p;
}

}  // namespace boxcar::sokoban
