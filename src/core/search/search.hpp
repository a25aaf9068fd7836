// Boxcar's generic search library (header-only), shared by the Sokoban and Rush Hour solvers.
//
// DOMAIN (domain.hpp): a class with
//   std::size_t state_words() const;                 // every state is this many 64-bit words
//   void initial_state(Word* out) const;
//   std::uint64_t hash(const Word* s) const;          // e.g. Zobrist; mixed again by the index
//   bool is_goal(const Word* s) const;
//   Cost heuristic(const Word* s, SearchStats&) const;// >= 0 estimate of the cost to go, or kDeadEnd to
//                                                     // prune (count the reason in the stats)
//   bool pruning_is_sound() const;                    // true if expand/heuristic prune only states that
//                                                     // cannot reach a goal (then "unsolvable" is a proof)
//   template <class Sink> void expand(const Word* s, SearchStats&, Sink&& sink) const;
//       // calls `bool sink(const Word* child, std::uint64_t hash, Cost step_cost /*>0*/, std::uint32_t move)`
//       // for each successor and stops early when it returns false. `child` may point to scratch memory.
//   States must be canonical: two states are the same iff their words are equal (memcmp).
//
// ALGORITHMS (Config::algorithm):
//   Bfs     FIFO, goal test on generation: fewest edges (optimal when every step costs the same).
//   Dfs     LIFO graph search; with Config::depth_limit (edges) it re-opens states reached shallower,
//           and reports Exhausted (not Unsolvable) when the limit cut anything.
//   Ucs     cheapest g first, goal test on expansion: optimal cost.
//   Greedy  smallest h first, goal test on generation, no re-opening: fast, not optimal.
//   Astar   smallest g+h (ties: larger g), re-opens states reached cheaper: optimal when h is admissible.
//   WeightedAstar  g + weight*h: cost at most weight * optimal with an admissible h.
//   IdaStar iterative deepening on g+h with a transposition table (ida_star.hpp): optimal with an
//           admissible h, memory bounded by its table.
// Heuristic() is only called by the informed algorithms (Greedy, Astar, WeightedAstar, IdaStar).
//
// STATUS: Solved; Unsolvable only when the whole reachable space was searched with sound pruning and no
// depth limit cut; Exhausted when an incomplete search ran out; Timeout (time or expansion budget), Memout
// (the tables would exceed Limits::memory_bytes, or an allocation failed), Cancelled (Limits::cancel set).
// Budgets, cancel and progress are polled every 128 expansions and every 16 generated successors, so a
// domain with very expensive expansions still stops close to its limit.
// MEMORY: the graph engines keep every state: words*8 + 20 (+8 informed) bytes per node, the index
// (8 bytes a slot, load <= 3/4) and the open list; growth is capped so the total stays under the budget.
// A domain may report its own tables with memory_bytes() (domain.hpp); they count towards the budget too.
//
// USE:
//   search::Search<MyDomain> s(domain, {.algorithm = Algorithm::Astar, .limits = {.time_limit_s = 10}});
//   while (!s.step(10000)) report(s.stats());        // slices: a worker or a lecture view can report
//   if (s.status() == Status::Solved) use(s.solution_moves());   // move codes from the start
#pragma once
#include "search/budget.hpp"
#include "search/domain.hpp"
#include "search/flat_table.hpp"
#include "search/graph_search.hpp"
#include "search/ida_star.hpp"

#include <memory>
#include <vector>

namespace boxcar::search {

// One search of any algorithm, driven in slices (step) or to the end (run).
template <Domain D>
class Search {
public:
    Search(const D& domain, const Config& config) {
        if (config.algorithm == Algorithm::IdaStar)
            ida_ = std::make_unique<IdaStarSearch<D>>(domain, config);
        else
            graph_ = std::make_unique<GraphSearch<D>>(domain, config);
    }
    // Runs at most `max_expansions` more expansions; returns true when the search has ended.
    bool step(std::uint64_t max_expansions) { return graph_ ? graph_->step(max_expansions) : ida_->step(max_expansions); }
    Status run() {
        while (!step(1u << 16)) {}
        return status();
    }
    bool finished() const { return graph_ ? graph_->finished() : ida_->finished(); }
    // A new memory budget from now on (0: none): `auto`'s strategies share one budget (solve_session.cpp).
    void set_memory_limit(std::uint64_t bytes) {
        if (graph_) graph_->set_memory_limit(bytes);
        else ida_->set_memory_limit(bytes);
    }
    Status status() const { return graph_ ? graph_->status() : ida_->status(); }
    const SearchStats& stats() const { return graph_ ? graph_->stats() : ida_->stats(); }
    std::vector<std::uint32_t> solution_moves() const { return graph_ ? graph_->solution_moves() : ida_->solution_moves(); }
    Cost solution_cost() const { return graph_ ? graph_->solution_cost() : ida_->solution_cost(); }
    // The graph engine (all but IDA*) for inspection of its nodes; nullptr for IDA*.
    const GraphSearch<D>* graph() const { return graph_.get(); }
    // The IDA* engine; nullptr for the others.
    const IdaStarSearch<D>* ida() const { return ida_.get(); }

private:
    std::unique_ptr<GraphSearch<D>> graph_;
    std::unique_ptr<IdaStarSearch<D>> ida_;
};

}  // namespace boxcar::search
