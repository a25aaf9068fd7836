// The Sokoban solver: every algorithm and heuristic on small levels (solutions replay-verified), optimality
// cross-checks on Microban levels, unsolvable/exhausted semantics, budgets, cancel, determinism.
#include "core/sokoban/level_fixture.hpp"
#include "core/under_sanitizers.hpp"
#include "sokoban/rules/rules.hpp"
#include "sokoban/solve/solve_session.hpp"
#include "sokoban/solve/solver.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <atomic>
#include <string>
#include <vector>

using namespace boxcar::sokoban;
using boxcar::search::Status;

namespace {



SolveOptions opts(Algo a, Heuristic h = Heuristic::Hungarian, Objective o = Objective::Any) {
    SolveOptions s;
    s.algo = a;
    s.heuristic = h;
    s.objective = o;
    s.time_limit_s = 20;
    return s;
}

// Checks a Solved result independently with the rules' replay verifier.
void check_solution(const Level& level, const SolveResult& r) {
    check_replayed(level, r);
    CHECK(replay(level, r.solution).lurd == r.solution);
}

// Microban levels each solver configuration below finishes in a few ms (1-based numbers).
const int kSmallMicroban[] = {1,  2,  3,  4,  6,  8,  9,  10, 11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 22, 23,
                              24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 37, 38, 39, 40, 41, 42, 43, 44, 45,
                              46, 47, 48, 49, 50, 51, 52, 53, 55, 56, 57, 58, 60, 61, 62, 63, 64, 66, 67, 68};

const char* kThreeBoxes =
    "#######\n"
    "#.  ..#\n"
    "# $$ $#\n"
    "#  @  #\n"
    "#######\n";

}  // namespace

TEST_CASE("every algorithm and heuristic solves small levels with replay-verified solutions") {
    const Level two = level_from(kThreeBoxes);
    const Level& mb1 = microban_levels()[0];
    for (Algo a : {Algo::Bfs, Algo::Dfs, Algo::Ucs, Algo::Greedy, Algo::Astar, Algo::WAstar, Algo::IdaStar, Algo::Auto})
        for (Heuristic h : {Heuristic::Manhattan, Heuristic::Euclid, Heuristic::Pull, Heuristic::PullKeeper,
                            Heuristic::Hungarian})
            for (const Level* level : {&two, &mb1}) {
                CAPTURE(algo_name(a));
                CAPTURE(heuristic_name(h));
                check_solution(*level, solve(*level, opts(a, h)));
            }
}

TEST_CASE("objectives pushes and moves with every optimal algorithm; deadlock switches") {
    const Level level = level_from(kThreeBoxes);
    for (Objective o : {Objective::Any, Objective::Pushes, Objective::Moves})
        for (Algo a : {Algo::Ucs, Algo::Astar, Algo::IdaStar})
            for (unsigned dl : {0u, unsigned(kDeadSquares), unsigned(kFreeze), unsigned(kCorral), unsigned(kBipartite),
                                unsigned(kAllDeadlocks)}) {
                SolveOptions s = opts(a, Heuristic::Hungarian, o);
                s.deadlocks = dl;
                check_solution(level, solve(level, s));
            }
}

TEST_CASE("BFS and A*+hungarian agree on push counts; UCS and A* on moves (60 Microban levels)") {
    int compared = 0;
    for (int n : kSmallMicroban) {
        CAPTURE(n);
        const Level& level = microban_levels()[n - 1];
        const SolveResult bfs = solve(level, opts(Algo::Bfs));
        const SolveResult astar = solve(level, opts(Algo::Astar));
        check_solution(level, bfs);
        check_solution(level, astar);
        CHECK(bfs.pushes == astar.pushes);
        // Push-optimal then fewest moves: same pushes as BFS, and never more moves than the any-objective answer.
        const SolveResult pushes = solve(level, opts(Algo::Astar, Heuristic::Hungarian, Objective::Pushes));
        check_solution(level, pushes);
        CHECK(pushes.pushes == bfs.pushes);
        CHECK(pushes.moves <= astar.moves);

        const SolveResult ucs = solve(level, opts(Algo::Ucs, Heuristic::Hungarian, Objective::Moves));
        const SolveResult amoves = solve(level, opts(Algo::Astar, Heuristic::Hungarian, Objective::Moves));
        check_solution(level, ucs);
        check_solution(level, amoves);
        CHECK(ucs.moves == amoves.moves);
        CHECK(ucs.pushes == amoves.pushes);  // move-optimal, then fewest pushes: a unique pair
        CHECK(ucs.moves <= pushes.moves);
        ++compared;
    }
    CHECK(compared >= 50);
}

TEST_CASE("IDA* with an admissible heuristic is optimal too") {
    for (int n : {1, 2, 3, 4, 6, 8, 9, 10}) {
        CAPTURE(n);
        const Level& level = microban_levels()[n - 1];
        const SolveResult bfs = solve(level, opts(Algo::Bfs));
        const SolveResult ida = solve(level, opts(Algo::IdaStar, Heuristic::Pull));
        check_solution(level, ida);
        CHECK(ida.pushes == bfs.pushes);
    }
}

TEST_CASE("a level with no legal push is unsolvable (proof by a complete search), already solved is solved") {
    const Level stuck = level_from("#######\n#.$$@.#\n#######\n");
    for (Algo a : {Algo::Bfs, Algo::Dfs, Algo::Ucs, Algo::Greedy, Algo::Astar, Algo::IdaStar, Algo::Auto}) {
        SolveOptions s = opts(a);
        s.deadlocks = 0;
        CHECK(solve(stuck, s).status == Status::Unsolvable);
        s.deadlocks = kAllDeadlocks;
        CHECK(solve(stuck, s).status == Status::Unsolvable);
    }
    const Level solved = level_from("####\n#@*#\n####\n");
    const SolveResult d = solve(solved, opts(Algo::Auto));
    CHECK(d.status == Status::Solved);
    CHECK(d.solution.empty());
}

TEST_CASE("DFS with a depth limit that is too small reports exhausted, not unsolvable") {
    const Level& level = microban_levels()[0];
    SolveOptions s = opts(Algo::Dfs);
    s.dfs_depth_limit = 2;
    CHECK(solve(level, s).status == Status::Exhausted);
    s.dfs_depth_limit = 1000;
    check_solution(level, solve(level, s));
}

TEST_CASE("budgets: time and memory limits end with timeout and memout; cancel with cancelled") {
    const Level& hard = microban_levels()[152];  // Microban 153, far beyond these budgets for BFS
    SolveOptions s = opts(Algo::Bfs);
    s.deadlocks = 0;
    s.time_limit_s = 0.2;
    s.memory_limit_mib = 4096;
    const SolveResult t = solve(hard, s);
    CHECK(t.status == Status::Timeout);
    CHECK(t.stats.elapsed_ms < 1500);
    CHECK(t.solution.empty());

    s.time_limit_s = 30;
    s.memory_limit_mib = 2;
    const SolveResult m = solve(hard, s);
    CHECK(m.status == Status::Memout);
    CHECK(m.stats.memory_bytes <= 2u << 20);

    std::atomic<bool> cancel{true};
    s.memory_limit_mib = 1024;
    s.cancel = &cancel;
    CHECK(solve(hard, s).status == Status::Cancelled);

    // Auto stops at the time limit too, covering all of its phases.
    SolveOptions a = opts(Algo::Auto);
    a.time_limit_s = 0.3;
    const SolveResult ra = solve(hard, a);
    CHECK(ra.status == Status::Timeout);
    CHECK(ra.stats.elapsed_ms < 1500);
}

TEST_CASE("progress is reported with the phase name; results are deterministic") {
    const Level& level = microban_levels()[5];
    SolveOptions s = opts(Algo::Bfs);
    s.deadlocks = 0;
    s.progress_interval_ms = 0;
    int calls = 0;
    std::string phase;
    s.progress = [&](const Progress& p) {
        ++calls;
        phase = p.phase;
    };
    const SolveResult a = solve(level, s);
    check_solution(level, a);
    CHECK(calls > 0);
    CHECK(phase == "bfs");
    const SolveResult b = solve(level, s);
    CHECK(a.solution == b.solution);
    CHECK(a.stats.expanded == b.stats.expanded);
    CHECK(a.stats.generated == b.stats.generated);
}

TEST_CASE("names of algorithms, heuristics, objectives and deadlock lists") {
    CHECK(parse_algo("idastar") == Algo::IdaStar);
    CHECK_FALSE(parse_algo("astar2"));
    CHECK(parse_heuristic("pull-keeper") == Heuristic::PullKeeper);
    CHECK(parse_objective("moves") == Objective::Moves);
    CHECK(parse_deadlocks("all") == kAllDeadlocks);
    CHECK(parse_deadlocks("none") == 0u);
    CHECK(parse_deadlocks("dead,corral") == unsigned(kDeadSquares | kCorral));
    CHECK_FALSE(parse_deadlocks("dead,,freeze"));
    CHECK_FALSE(parse_deadlocks("frozen"));
    for (Algo a : {Algo::Bfs, Algo::Dfs, Algo::Ucs, Algo::Greedy, Algo::Astar, Algo::WAstar, Algo::IdaStar, Algo::Auto})
        CHECK(parse_algo(algo_name(a)) == a);
}

TEST_CASE("a solve session run in slices gives the same result as solve(); progress names the phase") {
    for (int n : {6, 10, 20}) {
        CAPTURE(n);
        const Level& level = microban_levels()[n - 1];
        for (Algo a : {Algo::Auto, Algo::Bfs, Algo::IdaStar}) {
            const SolveResult whole = solve(level, opts(a));
            SolveSession session(level, opts(a));
            int slices = 0;
            while (!session.step(2)) {
                ++slices;
                CHECK_FALSE(session.progress().phase.empty());
            }
            CHECK(session.finished());
            check_solution(level, session.result());
            CHECK(session.result().solution == whole.solution);
            CHECK(session.result().stats.expanded == whole.stats.expanded);
            CHECK(slices > 0);
        }
    }
    SolveSession invalid(Level{}, opts(Algo::Auto));
    CHECK(invalid.finished());
    CHECK(invalid.result().status == Status::Invalid);
    CHECK_FALSE(invalid.result().error.empty());
}

TEST_CASE("auto runs its strategies side by side: each gets a slice early, in schedule order, at any limit") {
    // XSokoban 29: no strategy solves it within these limits (Festival 3.1 fails it at 60 s too).
    const Level level = shared_levels("sokoban/XSokoban.xsb").at(28);
    const std::vector<std::string> names = auto_phase_names(opts(Algo::Auto));
    for (double limit : {2.0, 5.0}) {
        CAPTURE(limit);
        SolveOptions o = opts(Algo::Auto);
        o.time_limit_s = limit;
        o.cpu_time_limit = true;  // the schedule's own clock: a loaded machine does not stretch it
        SolveSession session(level, o);
        std::vector<std::string> seen;  // strategies in the order they first ran
        double all_seen_ms = -1;
        while (!session.step(8)) {
            const Progress p = session.progress();
            const std::string kind = p.phase.substr(0, p.phase.find('/'));
            if (std::find(seen.begin(), seen.end(), kind) == seen.end()) {
                seen.push_back(kind);
                if (seen.size() == names.size()) all_seen_ms = p.stats.elapsed_ms;
            }
        }
        CHECK(session.result().status == Status::Timeout);
        CHECK(seen == names);
        // Every strategy has run once the first round ends: A*'s head start (2 % of the limit) plus one
        // short slice each of eight (the packing search of fess-plan in its first), within a third of the
        // limit natively (323 ms at 2 s), half under sanitizers (the work no slice can split, such as a
        // strategy's start, is two to three times slower there). WebAssembly has no CPU clock: its slices
        // are wall time, so how long the round takes depends on the machine's load (720 ms at 2 s beside
        // the other test lanes, 1.2 s at nice 19 beside a browser run), and only the order is checked.
        CHECK(all_seen_ms >= 0);
#ifndef __EMSCRIPTEN__
        CHECK(all_seen_ms < limit * 1000 / (kUnderSanitizers ? 2 : 3));
#endif
    }
}

TEST_CASE("a node limit: auto shares out expansions, gives the same answer and counts every run, stops at the limit") {
    const std::vector<Level> xsokoban = shared_levels("sokoban/XSokoban.xsb");
    SolveOptions s = opts(Algo::Auto);
    s.time_limit_s = 600;  // never reached: the node limit decides
    s.node_limit = 30000;
    // XSokoban 3 is solved within it after several strategies' slices (and the optimizer's share).
    const SolveResult a = solve(xsokoban[2], s);
    REQUIRE(a.status == Status::Solved);
    check_solution(xsokoban[2], a);
    SolveSession session(xsokoban[2], s);
    while (!session.step(64)) {}
    const SolveResult& b = session.result();
    CHECK(b.solution == a.solution);
    CHECK(b.phase == a.phase);
    CHECK(b.stats.expanded == a.stats.expanded);
    CHECK(b.stats.generated == a.stats.generated);
    CHECK(a.stats.expanded <= s.node_limit);

    // Microban 153 is not: both runs end at the limit exactly, with the same counts.
    const SolveResult t1 = solve(microban_levels()[152], s);
    const SolveResult t2 = solve(microban_levels()[152], s);
    CHECK(t1.status == Status::Timeout);
    CHECK(t1.stats.expanded == s.node_limit);
    CHECK(t2.stats.expanded == t1.stats.expanded);
    CHECK(t2.stats.generated == t1.stats.generated);

    // One search alone stops there too.
    SolveOptions bfs = opts(Algo::Bfs);
    bfs.node_limit = 5000;
    const SolveResult b1 = solve(microban_levels()[152], bfs);
    CHECK(b1.status == Status::Timeout);
    CHECK(b1.stats.expanded == bfs.node_limit);
}
