// Position analysis (position_analysis.hpp): dead squares, each deadlock kind on a hand-made position,
// and soundness on real levels (no start position of a solvable set is called deadlocked).
#include <doctest/doctest.h>

#include "sokoban/deadlocks/position_analysis.hpp"
#include "sokoban/solve/solver.hpp"
#include "core/sokoban/level_fixture.hpp"

#include <string>

using namespace boxcar::sokoban;

TEST_CASE("position analysis: dead squares are corners and wall runs without goals, never goals") {
    const Level level = level_from("#######\n#     #\n# $ @ #\n#    .#\n#######\n");
    const PositionAnalysis a = analyze_position(level, initial_position(level));
    CHECK_FALSE(a.deadlocked);
    CHECK(a.reason.empty());
    REQUIRE(a.dead_squares.size() == level.cells.size());
    CHECK(a.dead_squares[level.index(1, 1)]);  // corner
    CHECK(a.dead_squares[level.index(3, 1)]);  // top wall, no goal on it
    CHECK_FALSE(a.dead_squares[level.index(5, 3)]);  // the goal
    CHECK_FALSE(a.dead_squares[level.index(3, 2)]);  // middle of the room
    CHECK(a.dead_squares[level.index(0, 0)] == 0);   // walls are not squares
}

TEST_CASE("position analysis: dead square, freeze, solved") {
    const Level level = level_from("#######\n#     #\n# $ @ #\n#    .#\n#######\n");
    Position pos = initial_position(level);
    // Push the box left into column 1 (a dead wall run without a goal).
    REQUIRE(apply_move(level, pos, Dir::Left) == MoveKind::Walk);
    REQUIRE(apply_move(level, pos, Dir::Left) == MoveKind::Push);
    const PositionAnalysis dead = analyze_position(level, pos);
    CHECK(dead.deadlocked);
    CHECK(dead.reason.find("dead square") != std::string::npos);
    CHECK(dead.reason.find("column 2, row 3") != std::string::npos);
    REQUIRE(dead.boxes.size() == 1);
    CHECK(dead.boxes[0] == level.index(1, 2));

    // A 2x2 block of boxes in an open room is frozen (none of its squares is dead).
    const Level room = level_from("#########\n#       #\n#  $$   #\n#  $$ @ #\n#   ....#\n#       #\n#########\n");
    const PositionAnalysis frozen = analyze_position(room, initial_position(room));
    CHECK(frozen.deadlocked);
    CHECK(frozen.reason.find("frozen") != std::string::npos);

    // Solved positions are never deadlocked, even with boxes in corners.
    const Level solved = level_from("#####\n#*@ #\n#####\n");
    CHECK_FALSE(analyze_position(solved, initial_position(solved)).deadlocked);
}

TEST_CASE("position analysis: two boxes on a wall run with one goal (bipartite)") {
    // Boxes on the top row can only slide along it; its one goal can't take both.
    const Level level = level_from("#########\n#. $ $  #\n#       #\n#   @  .#\n#########\n");
    const PositionAnalysis a = analyze_position(level, initial_position(level));
    CHECK_FALSE(a.dead_squares[level.index(3, 1)]);
    CHECK(a.dead_squares[level.index(7, 1)]);
    CHECK(a.deadlocked);
    CHECK(a.reason.find("bipartite") != std::string::npos);
}

TEST_CASE("position analysis: no start position of the benchmark sets is called deadlocked (soundness)") {
    int levels = 0;
    for (const char* set : {"Microban.xsb", "Microban_II.xsb", "XSokoban.xsb"}) {
        const Collection c = parse_collection(sokoban_set_text(set));
        REQUIRE(c.levels.size() > 50);
        for (const auto& entry : c.levels) {
            REQUIRE(entry.level);
            PositionAnalyzer analyzer(*entry.level);
            const PositionAnalysis a = analyzer.analyze(initial_position(*entry.level));
            CHECK_MESSAGE(!a.deadlocked, set << " " << entry.title << ": " << a.reason);
            ++levels;
        }
    }
    CHECK(levels == 90 + 155 + 135);
}

TEST_CASE("position analysis: no position along a solution is called deadlocked (soundness)") {
    const Collection c = parse_collection(sokoban_set_text("Microban.xsb"));
    int positions = 0;
    for (int n = 0; n < 25; ++n) {
        const Level& level = *c.levels[n].level;
        SolveOptions options;
        options.time_limit_s = 10;
        const SolveResult r = solve(level, options);
        REQUIRE_MESSAGE(r.status == boxcar::search::Status::Solved, "Microban " << n + 1);
        auto steps = parse_lurd(r.solution);
        REQUIRE(steps);
        PositionAnalyzer analyzer(level);
        Position pos = initial_position(level);
        for (Dir d : *steps) {
            REQUIRE(apply_move(level, pos, d) != MoveKind::Blocked);
            const PositionAnalysis a = analyzer.analyze(pos);
            CHECK_MESSAGE(!a.deadlocked, "Microban " << n + 1 << ": " << a.reason);
            ++positions;
        }
        CHECK(is_solved(level, pos));
    }
    CHECK(positions > 1000);
}
