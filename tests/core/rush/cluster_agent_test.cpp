// Cluster analysis, the cursor agent (determinism, perturbations) and the 5x5 enumeration.
#include "rush/agent.hpp"
#include "rush/board.hpp"
#include "rush/cluster.hpp"
#include "rush/enumerate.hpp"
#include "rush/solver.hpp"

#include <doctest/doctest.h>

#include <map>

using namespace boxcar::rush;
using boxcar::search::Status;

TEST_CASE("cluster of the 51-move puzzle: database size, start distance, hardest state") {
    const Board b = *parse_board("GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo").board;
    const ClusterInfo c = analyse_cluster(b);
    CHECK(c.states == 4780);  // the database's cluster_size
    CHECK(c.solvable);
    CHECK(c.start_distance == 51);
    CHECK(c.max_distance == 51);
    std::uint64_t total = 0;
    for (auto n : c.distance_counts) total += n;
    CHECK(total == c.states);
    CHECK(c.distance_counts[0] == c.goal_states);
    // The hardest state really needs max_distance moves.
    const Solution s = solve(c.hardest, {});
    REQUIRE(s.status == Status::Solved);
    CHECK(s.move_count == c.max_distance);
}

TEST_CASE("cluster sizes match the database on ThinkFun cards; unsolvable cluster") {
    for (const char* line : {"8 ZZoooOPooQoOPAAQoOPooQooBoooCCBoRRRo 1247",
                             "14 oooooooooooooAAOoooZZOoPoBoOoPoBCCoP 934"}) {
        const BoardEntry e = parse_board(line);
        REQUIRE(e.board);
        const ClusterInfo c = analyse_cluster(*e.board);
        CHECK(c.states == static_cast<std::uint64_t>(e.cluster_size));
        CHECK(c.start_distance == e.known_moves);
    }
    const ClusterInfo u = analyse_cluster(*parse_board("ooooooooooooAAoBBBoooooooooooooooooo").board);
    CHECK(!u.solvable);
    CHECK(u.goal_states == 0);
    CHECK(u.start_distance == -1);
}

TEST_CASE("agent: a fixed seed reproduces the run exactly, another seed differs") {
    const Board b = *parse_board("GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo").board;
    AgentOptions o;
    o.seed = 7;
    o.crazy_every = 10;
    const AgentRun r1 = run_agent(b, o);
    const AgentRun r2 = run_agent(b, o);
    REQUIRE(r1.status == Status::Solved);
    CHECK(r1.actions == r2.actions);
    CHECK(r1.perturbations == r2.perturbations);
    CHECK(r1.perturbations > 0);
    CHECK(r1.replans == r1.perturbations);
    CHECK(r1.crazy_draws == static_cast<int>(r1.actions.size()) / 10);
    CHECK(goal_reached(r1.final_board, Goal::Exit));
    o.seed = 8;
    const AgentRun r3 = run_agent(b, o);
    REQUIRE(r3.status == Status::Solved);
    CHECK(r3.actions != r1.actions);
}

TEST_CASE("agent without crazy steps executes the cursor-optimal plan") {
    const Board b = *parse_board("ooBoooooBoooAABooooooooooooooooooooo").board;
    AgentOptions o;
    o.crazy_every = 0;
    const AgentRun r = run_agent(b, o);
    REQUIRE(r.status == Status::Solved);
    CHECK(static_cast<int>(r.actions.size()) == r.planned_cost);
    CHECK(r.planned_cost == 16);
    CHECK(r.perturbations == 0);
    CHECK(r.replans == 0);
}

TEST_CASE("enumeration: 4x4 is quick and every puzzle is solvable in its count") {
    EnumerateOptions o;
    o.size = 4;
    std::vector<EnumeratedPuzzle> found;
    const EnumerateSummary s = enumerate_puzzles(o, [&](const EnumeratedPuzzle& p) { found.push_back(p); });
    CHECK(s.puzzles == found.size());
    CHECK(!found.empty());
    for (const auto& p : found) {
        const Solution sol = solve(p.board, {});
        REQUIRE(sol.status == Status::Solved);
        CHECK(sol.move_count == p.moves);
        CHECK(analyse_cluster(p.board).states == p.cluster_size);
    }
}

TEST_CASE("enumeration: 5x5 without walls gives 1,730 puzzles, at most 20 moves") {
    EnumerateOptions o;
    o.size = 5;
    int max_moves = 0;
    std::uint64_t count = 0;
    const EnumerateSummary s = enumerate_puzzles(o, [&](const EnumeratedPuzzle& p) {
        ++count;
        max_moves = std::max(max_moves, p.moves);
    });
    CHECK(count == 1730);
    CHECK(s.puzzles == 1730);
    CHECK(max_moves == 20);
    CHECK(s.max_moves == 20);
}

TEST_CASE("agent golden run: the same numbers natively and in WASM (both run this suite)") {
    // Recorded from the native build. A change to the planners (tie-breaking) legitimately changes it;
    // a difference between the native and the WASM run of the same commit is a portability bug.
    const Board b = *parse_board("GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo").board;
    AgentOptions o;
    o.seed = 7;
    const AgentRun r = run_agent(b, o);
    REQUIRE(r.status == Status::Solved);
    std::uint64_t h = 0xcbf29ce484222325ull;  // FNV-1a of the action text
    for (char c : cursor_actions_text(r.actions)) {
        h ^= static_cast<unsigned char>(c);
        h *= 0x100000001b3ull;
    }
    CHECK(r.actions.size() == 382);
    CHECK(r.perturbations == 8);
    CHECK(h == 0xd5ed6f677e0677b2ull);
}
