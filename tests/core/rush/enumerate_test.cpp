// Enumeration with worker threads (enumerate.cpp) and the cluster explorer's adjacency-list distances
// (cluster.cpp): the output must not depend on the thread count, and every reported distance must be the
// solver's optimal move count.
#include "rush/cluster.hpp"
#include "rush/enumerate.hpp"
#include "rush/solver.hpp"

#include <doctest/doctest.h>

#include <string>
#include <vector>

using namespace boxcar::rush;
using boxcar::search::Status;

namespace {

struct Run {
    EnumerateSummary summary;
    std::vector<std::string> lines;
};

Run enumerate_with(int size, int walls, int threads, std::uint64_t max_positions = 0) {
    EnumerateOptions o;
    o.size = size;
    o.max_walls = walls;
    o.threads = threads;
    o.max_positions = max_positions;
    Run r;
    r.summary = enumerate_puzzles(o, [&](const EnumeratedPuzzle& p) {
        r.lines.push_back(std::to_string(p.moves) + " " + board_string(p.board) + " " +
                          std::to_string(p.cluster_size));
    });
    return r;
}

}  // namespace

TEST_CASE("enumeration: 1, 2 and 3 threads report the same puzzles in the same order (4x4, <= 2 walls)") {
    const Run one = enumerate_with(4, 2, 1);
    REQUIRE(!one.lines.empty());
    CHECK(one.summary.threads == 1);
    for (int threads : {2, 3}) {
        const Run many = enumerate_with(4, 2, threads);
        CHECK(many.summary.threads == threads);
        CHECK(many.lines == one.lines);
        CHECK(many.summary.positions == one.summary.positions);
        CHECK(many.summary.canonical == one.summary.canonical);
        CHECK(many.summary.solvable == one.summary.solvable);
        CHECK(many.summary.puzzles == one.summary.puzzles);
        CHECK(many.summary.max_moves == one.summary.max_moves);
    }
}

TEST_CASE("enumeration: --max-positions counts positions over all threads") {
    const Run one = enumerate_with(5, 0, 1, 5000);
    const Run two = enumerate_with(5, 0, 2, 5000);
    CHECK(!one.summary.complete);
    CHECK(!two.summary.complete);
    CHECK(one.summary.positions == 5000);
    CHECK(two.summary.positions == 5000);
    CHECK(two.lines == one.lines);
    CHECK(two.summary.canonical == one.summary.canonical);
}

TEST_CASE("enumeration with walls: every puzzle's count is the solver's optimum and its cluster size") {
    const Run r = enumerate_with(4, 2, 2);
    EnumerateOptions o;
    o.size = 4;
    o.max_walls = 2;
    std::vector<EnumeratedPuzzle> found;
    enumerate_puzzles(o, [&](const EnumeratedPuzzle& p) { found.push_back(p); });
    REQUIRE(found.size() == r.lines.size());
    for (const auto& p : found) {
        const Solution sol = solve(p.board, {});
        REQUIRE(sol.status == Status::Solved);
        CHECK(sol.move_count == p.moves);
        const ClusterInfo info = analyse_cluster(p.board);
        CHECK(info.states == p.cluster_size);
        CHECK(info.max_distance == p.moves);  // reported board is its cluster's hardest state
        CHECK(info.start_distance == p.moves);
    }
}

TEST_CASE("enumeration: consecutive seed ranges give consecutive parts of the output (4x4, <= 2 walls)") {
    const Run whole = enumerate_with(4, 2, 2);
    REQUIRE(whole.summary.seeds > 100);
    const std::uint64_t cut = whole.summary.seeds / 3;
    EnumerateOptions o;
    o.size = 4;
    o.max_walls = 2;
    o.threads = 2;
    std::vector<std::string> lines;
    auto add = [&](const EnumeratedPuzzle& p) {
        lines.push_back(std::to_string(p.moves) + " " + board_string(p.board) + " " + std::to_string(p.cluster_size));
    };
    o.max_positions = cut;
    const EnumerateSummary first = enumerate_puzzles(o, add);
    o.first_seed = cut;
    o.max_positions = 0;
    const EnumerateSummary rest = enumerate_puzzles(o, add);
    CHECK(first.positions == cut);
    CHECK(first.positions + rest.positions == whole.summary.positions);
    CHECK(first.canonical + rest.canonical == whole.summary.canonical);
    CHECK(lines == whole.lines);
}

TEST_CASE("enumeration: seeds are goal states, so every explored cluster is solvable; --count-only walks only") {
    const Run r = enumerate_with(5, 0, 2);
    CHECK(r.summary.canonical == r.summary.solvable);
    CHECK(r.summary.canonical == 62106);  // the solvable clusters of the former all-positions walk
    CHECK(r.summary.cluster_states > 0);
    CHECK(r.summary.rejected_early > 0);  // the non-canonical pre-test fires (and the counts above hold)
    EnumerateOptions o;
    o.size = 5;
    o.count_only = true;
    const EnumerateSummary c = enumerate_puzzles(o, [](const EnumeratedPuzzle&) {});
    CHECK(c.seeds == r.summary.seeds);
    CHECK(c.positions == 0);
    CHECK(c.puzzles == 0);
}

TEST_CASE("enumeration: canonical_seed and locate find where a puzzle's cluster is explored (5x5)") {
    // Take some puzzle of the 5x5 enumeration, find its cluster's seed, and explore only that seed.
    const Run all = enumerate_with(5, 0, 2);
    REQUIRE(all.lines.size() == 1730);
    const std::string line = all.lines[1000];
    const std::string board_text = line.substr(line.find(' ') + 1, 25);
    const auto seed = canonical_seed(*parse_board(board_text).board);
    REQUIRE(seed.has_value());
    EnumerateOptions o;
    o.size = 5;
    o.count_only = true;
    o.locate = board_string(*seed);
    const EnumerateSummary where = enumerate_puzzles(o, [](const EnumeratedPuzzle&) {});
    REQUIRE(where.located != kNotLocated);
    o.count_only = false;
    o.locate.clear();
    o.first_seed = where.located;
    o.max_positions = 1;
    std::vector<std::string> lines;
    enumerate_puzzles(o, [&](const EnumeratedPuzzle& p) {
        lines.push_back(std::to_string(p.moves) + " " + board_string(p.board) + " " + std::to_string(p.cluster_size));
    });
    REQUIRE(lines.size() == 1);
    CHECK(lines[0] == line);
}
