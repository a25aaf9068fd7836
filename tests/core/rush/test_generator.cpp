// The Rush Hour generator: puzzles of the requested difficulty, optimal and replay-verified, the same for
// a seed and different across seeds.
#include "rush/board.hpp"
#include "rush/cluster.hpp"
#include "rush/generator.hpp"
#include "rush/solver.hpp"

#include <doctest/doctest.h>

#include <set>

using namespace boxcar::rush;
using boxcar::search::Status;

namespace {

void check_generated(const GenerateOptions& o, const GeneratedPuzzle& p) {
    REQUIRE_MESSAGE(p.ok, p.error);
    const BoardEntry e = parse_board(p.board_string);
    REQUIRE(e.board.has_value());
    CHECK(e.board->size == o.size);
    CHECK(p.moves >= o.min_moves);
    CHECK(p.moves <= o.max_moves);
    CHECK(p.cluster_max >= p.moves);
    // Independent check: a fresh optimal solve and the replay verifier.
    Solution s = solve(*e.board, {});
    REQUIRE(s.status == Status::Solved);
    CHECK(s.move_count == p.moves);
    CHECK(!verify_solution(*e.board, Goal::Exit, s));
    // The cluster analysis puts the board at the same distance.
    CHECK(analyse_cluster(*e.board).start_distance == p.moves);
    CHECK(static_cast<int>(p.solution.size()) == p.moves);
}

}  // namespace

TEST_CASE("generated Rush Hour puzzles are in range, optimal and verified") {
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        CAPTURE(seed);
        GenerateOptions o;
        o.min_moves = 10;
        o.max_moves = 20;
        o.seed = seed;
        check_generated(o, generate_puzzle(o));
    }
    GenerateOptions small;
    small.size = 5;
    small.min_moves = 4;
    small.max_moves = 8;
    small.walls = 1;
    small.seed = 9;
    check_generated(small, generate_puzzle(small));
}

TEST_CASE("rush generator: deterministic per seed, different across seeds, clear errors") {
    GenerateOptions o;
    o.min_moves = 12;
    o.max_moves = 16;
    o.seed = 77;
    const GeneratedPuzzle a = generate_puzzle(o), b = generate_puzzle(o);
    REQUIRE(a.ok);
    CHECK(a.board_string == b.board_string);
    std::set<std::string> boards;
    for (std::uint64_t seed = 200; seed < 205; ++seed) {
        o.seed = seed;
        const GeneratedPuzzle p = generate_puzzle(o);
        REQUIRE(p.ok);
        boards.insert(p.board_string);
    }
    CHECK(boards.size() == 5);

    GenerateOptions bad;
    bad.size = 9;
    CHECK(generate_puzzle(bad).error == "size must be 4..8");
    GenerateOptions far;
    far.size = 4;
    far.min_moves = 200;
    far.max_moves = 250;
    far.max_attempts = 5;
    const GeneratedPuzzle p = generate_puzzle(far);
    CHECK(!p.ok);
    CHECK(p.error.find("no puzzle with 200..250 optimal moves") == 0);
}
