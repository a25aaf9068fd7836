// The options of a Sokoban solve (algorithm, heuristic, deadlock tests, objective, limits) and the names
// the CLI flags, the worker protocol and the app spell them with. Plain data: the search domains include
// it for the enums without pulling in the solver entry point (solver.hpp).
#pragma once
#include "common/names.hpp"
#include "search/status.hpp"

#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace boxcar::sokoban {

class SharedMemoryBudget;

// Fess: the feature-space search of fess_search.hpp (strong, not optimal; objective any only).
enum class Algo { Bfs, Dfs, Ucs, Greedy, Astar, WAstar, IdaStar, Auto, Fess };
enum class Heuristic { Manhattan, Euclid, Pull, PullKeeper, Hungarian };
enum class Objective { Any, Pushes, Moves };
// What the solution optimizer (solution_optimizer.hpp) shortens after a solve with objective any: nothing,
// moves first (pushes break ties) or pushes first (moves break ties).
enum class Optimize { Off, Moves, Pushes };

// Deadlock tests, as a bit mask.
enum Deadlock : unsigned { kDeadSquares = 1, kFreeze = 2, kCorral = 4, kBipartite = 8, kAllDeadlocks = 15 };

struct Progress {
    search::SearchStats stats;
    std::string phase;  // e.g. "astar/hungarian", which part of `auto` runs
};

struct SolveOptions {
    Algo algo = Algo::Auto;
    Heuristic heuristic = Heuristic::Hungarian;
    unsigned deadlocks = kAllDeadlocks;
    Objective objective = Objective::Any;
    double time_limit_s = 60;            // wall-clock (the CLI contract), or CPU time with cpu_time_limit
    bool cpu_time_limit = false;         // benchmarks on shared machines: limit the thread's CPU time
    double memory_limit_mib = 1024;
    // At most this many expanded nodes in all (every `auto` strategy and the optimizer); 0 = none. With it
    // `auto`'s slices and caps and the optimizer's share count expansions instead of time, so a run whose
    // time limit is not reached gives the same solution and counts every time (checks after refactors).
    std::uint64_t node_limit = 0;
    double weight = 2.0;                 // for weighted A*
    int dfs_depth_limit = 0;             // 0 = automatic (no limit: DFS keeps every state it has seen)
    bool pi_corrals = false;             // PI-corral move restriction (needs the corral test): keeps
                                         // solvability but not optimality; `auto` uses it after its A* phase
    bool packing_search = true;          // fess-plan (and --algo fess): packing order from the backward
                                         // packing search (packing_search.hpp); off: greedy removal
    // `auto` only: run just these phases of its schedule, in schedule order (names as auto_phase_names()
    // in solver.hpp spells them, e.g. "fess-boxes"); empty = every phase. Each kept phase keeps its share
    // of the time left (and its cap), the last one runs to the end. The parallel portfolio (portfolio.hpp) gives
    // each worker its part of `auto` this way. A name the schedule does not have gives Invalid.
    std::vector<std::string> auto_phases;
    // Called about every `progress_interval_ms` of search time (from the searching thread).
    std::function<void(const Progress&)> progress;
    double progress_interval_ms = 100;
    const std::atomic<bool>* cancel = nullptr;  // set to true to stop (status Cancelled)
    // A lane of a threaded portfolio: the budget it shares with the other lanes (shared_memory_budget.hpp)
    // and its index there; memory_limit_mib stays the most it may ever hold. nullptr: a budget of its own.
    SharedMemoryBudget* shared_memory = nullptr;
    int shared_memory_lane = 0;
    // Unset: Moves for `auto` with objective any, Off otherwise. Only solves with objective any are
    // optimized (the other objectives' answers are optimal already).
    std::optional<Optimize> optimize;
};

// What the optimizer does for these options (the default resolved; Off when the objective is not any).
inline Optimize effective_optimize(const SolveOptions& o) {
    if (o.objective != Objective::Any) return Optimize::Off;
    if (o.optimize) return *o.optimize;
    return o.algo == Algo::Auto ? Optimize::Moves : Optimize::Off;
}

// The names of the options as the CLI flags, the worker protocol and the app spell them (one table per
// enum; help texts list them in table order).
inline constexpr NameTable<Algo, 9> kAlgoNames{{{{"bfs", Algo::Bfs},
                                                {"dfs", Algo::Dfs},
                                                {"ucs", Algo::Ucs},
                                                {"greedy", Algo::Greedy},
                                                {"astar", Algo::Astar},
                                                {"wastar", Algo::WAstar},
                                                {"idastar", Algo::IdaStar},
                                                {"auto", Algo::Auto},
                                                {"fess", Algo::Fess}}}};
inline constexpr NameTable<Heuristic, 5> kHeuristicNames{{{{"manhattan", Heuristic::Manhattan},
                                                          {"euclid", Heuristic::Euclid},
                                                          {"pull", Heuristic::Pull},
                                                          {"pull-keeper", Heuristic::PullKeeper},
                                                          {"hungarian", Heuristic::Hungarian}}}};
inline constexpr NameTable<Objective, 3> kObjectiveNames{
    {{{"any", Objective::Any}, {"pushes", Objective::Pushes}, {"moves", Objective::Moves}}}};
inline constexpr NameTable<Optimize, 3> kOptimizeNames{
    {{{"off", Optimize::Off}, {"moves", Optimize::Moves}, {"pushes", Optimize::Pushes}}}};
// The deadlock tests one by one; a set of them is spelled "all", "none" or a comma list ("dead,freeze").
inline constexpr NameTable<Deadlock, 4> kDeadlockNames{
    {{{"dead", kDeadSquares}, {"freeze", kFreeze}, {"corral", kCorral}, {"bipartite", kBipartite}}}};

inline std::optional<Algo> parse_algo(std::string_view name) { return kAlgoNames.parse(name); }
inline std::optional<Heuristic> parse_heuristic(std::string_view name) { return kHeuristicNames.parse(name); }
inline std::optional<Objective> parse_objective(std::string_view name) { return kObjectiveNames.parse(name); }
inline std::optional<Optimize> parse_optimize(std::string_view name) { return kOptimizeNames.parse(name); }
inline std::string_view optimize_name(Optimize o) { return kOptimizeNames.name(o); }
inline std::string_view algo_name(Algo a) { return kAlgoNames.name(a); }
inline std::string_view heuristic_name(Heuristic h) { return kHeuristicNames.name(h); }
inline std::string_view objective_name(Objective o) { return kObjectiveNames.name(o); }
std::optional<unsigned> parse_deadlocks(std::string_view list);  // "all", "none", "dead,freeze,..."
std::string deadlocks_name(unsigned mask);                      // the spelling parse_deadlocks reads back

}  // namespace boxcar::sokoban
