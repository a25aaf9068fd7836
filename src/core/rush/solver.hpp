// The Rush Hour solver entry point used by the CLI, the worker and the app.
// Metrics: moves (a slide of any distance), steps (cells), cursor (actions of FORMATS.md's cursor model).
// Algorithms: auto = bfs (the specialised optimal search of the metric: BFS on slides for moves, BFS on
// single cells for steps, bucket UCS over board x cursor cell for cursor), and ucs/astar/greedy/dfs over
// the shared search framework (search/search.hpp) through RushDomain.
// Every returned solution is replayed by the rules (state_codec.hpp replay) and its counts recomputed
// before the result says Solved; a failed replay is reported as an internal error, never as a solution.
#pragma once
#include "common/names.hpp"
#include "rush/board.hpp"
#include "rush/state_codec.hpp"
#include "search/status.hpp"

#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace boxcar::rush {

enum class Metric { Moves, Steps, Cursor };
enum class Goal { Exit, Clear };
enum class Algo { Auto, Bfs, Ucs, Astar, Greedy, Dfs };
enum class Heuristic { Distance, Blockers, BlockedBlockers };

struct SolveOptions {
    Metric metric = Metric::Moves;
    Goal goal = Goal::Exit;
    Algo algo = Algo::Auto;
    Heuristic heuristic = Heuristic::BlockedBlockers;
    double time_limit_s = 60;        // 0 = none
    double memory_limit_mib = 1024;  // the search's own tables; 0 = none
    const std::atomic<bool>* cancel = nullptr;  // set to true to stop (status Cancelled)
    // Called about every progress_interval_ms from the searching thread with the running counters.
    std::function<void(const search::SearchStats&)> progress;
    double progress_interval_ms = 100;
    // Measure time_limit_s and stats.elapsed_ms in CPU time of the searching thread (benchmarks on shared
    // machines); the default is wall-clock, as the CLI contract's limits.
    bool cpu_time = false;
};

struct Solution {
    search::Status status = search::Status::Invalid;
    std::vector<SlideMove> moves;     // empty unless Solved (or Solved with 0 moves)
    int move_count = 0, steps = 0, cursor = 0;  // counts of `moves` (cursor: cheapest execution)
    bool optimal = false;             // the algorithm guarantees optimality in options.metric
    search::SearchStats stats;
    std::string error;
};

// Reusable solver: keeps its tables between calls (fast for thousands of boards in a row).
class Solver {
public:
    Solver();
    ~Solver();
    Solver(const Solver&) = delete;
    Solver& operator=(const Solver&) = delete;
    Solution solve(const Board& board, const SolveOptions& options);

private:
    struct Tables;
    Tables* tables_;
};

// One-shot convenience.
Solution solve(const Board& board, const SolveOptions& options);

// Checks a solution against the rules and the goal, and fills move_count/steps/cursor from a replay.
// Returns an error text, or nothing when the solution is legal and reaches the goal.
std::optional<std::string> verify_solution(const Board& board, Goal goal, Solution& solution);

bool goal_reached(const Board& board, Goal goal);

// The names of the options as the CLI flags, the worker protocol and the app spell them.
inline constexpr NameTable<Metric, 3> kMetricNames{
    {{{"moves", Metric::Moves}, {"steps", Metric::Steps}, {"cursor", Metric::Cursor}}}};
inline constexpr NameTable<Goal, 2> kGoalNames{{{{"exit", Goal::Exit}, {"clear", Goal::Clear}}}};
inline constexpr NameTable<Algo, 6> kAlgoNames{{{{"auto", Algo::Auto},
                                                {"bfs", Algo::Bfs},
                                                {"ucs", Algo::Ucs},
                                                {"astar", Algo::Astar},
                                                {"greedy", Algo::Greedy},
                                                {"dfs", Algo::Dfs}}}};
inline constexpr NameTable<Heuristic, 3> kHeuristicNames{{{{"distance", Heuristic::Distance},
                                                          {"blockers", Heuristic::Blockers},
                                                          {"blocked-blockers", Heuristic::BlockedBlockers}}}};

inline std::optional<Metric> parse_metric(std::string_view name) { return kMetricNames.parse(name); }
inline std::optional<Goal> parse_goal(std::string_view name) { return kGoalNames.parse(name); }
inline std::optional<Algo> parse_algo(std::string_view name) { return kAlgoNames.parse(name); }
inline std::optional<Heuristic> parse_heuristic(std::string_view name) { return kHeuristicNames.parse(name); }
inline std::string_view metric_name(Metric m) { return kMetricNames.name(m, "moves"); }
inline std::string_view goal_name(Goal g) { return kGoalNames.name(g, "clear"); }
inline std::string_view algo_name(Algo a) { return kAlgoNames.name(a, "auto"); }
inline std::string_view heuristic_name(Heuristic h) { return kHeuristicNames.name(h, "distance"); }

}  // namespace boxcar::rush
