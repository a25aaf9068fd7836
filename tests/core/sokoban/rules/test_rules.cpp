// Rules: single steps, reachability, walks, LURD parsing and the replay verifier on hand-checked cases.
#include <doctest/doctest.h>

#include "sokoban/rules/rules.hpp"
#include "core/sokoban/level_fixture.hpp"

#include <chrono>
#include <string>

using namespace boxcar::sokoban;

namespace {

// Two boxes in a corridor room:   #######
//                                 #@ $ .#
//                                 # $ . #
//                                 #######
bool pos_box(const Level& level, const Position& pos, int x, int y) { return pos.boxes[level.index(x, y)] != 0; }

const char* kTwoRowsTwoBoxes = "#######\n#@ $ .#\n# $ . #\n#######";

}  // namespace

TEST_CASE("directions and their letters") {
    CHECK(dir_char(Dir::Left, false) == 'l');
    CHECK(dir_char(Dir::Up, true) == 'U');
    CHECK(dir_char(Dir::Right, true) == 'R');
    CHECK(dir_char(Dir::Down, false) == 'd');
    CHECK(dir_dx(Dir::Left) == -1);
    CHECK(dir_dy(Dir::Left) == 0);
    CHECK(dir_dx(Dir::Down) == 0);
    CHECK(dir_dy(Dir::Down) == 1);
}

TEST_CASE("apply_move: walk, push, and the three ways to be blocked") {
    const Level level = level_from(kTwoRowsTwoBoxes);
    Position pos = initial_position(level);
    CHECK(pos.player == level.index(1, 1));
    CHECK(apply_move(level, pos, Dir::Left) == MoveKind::Blocked);  // wall
    CHECK(apply_move(level, pos, Dir::Up) == MoveKind::Blocked);
    CHECK(apply_move(level, pos, Dir::Right) == MoveKind::Walk);
    CHECK(pos.player == level.index(2, 1));
    CHECK(apply_move(level, pos, Dir::Right) == MoveKind::Push);
    CHECK(pos.player == level.index(3, 1));
    CHECK(pos.boxes[level.index(4, 1)] == 1);
    CHECK(pos.boxes[level.index(3, 1)] == 0);
    CHECK(apply_move(level, pos, Dir::Right) == MoveKind::Push);  // onto the goal
    const Position before = pos;
    CHECK(apply_move(level, pos, Dir::Right) == MoveKind::Blocked);  // box against the wall
    CHECK(pos == before);
    // From the start: down to (1,2), push the lower box right to (3,2), up to (2,1), push the upper
    // box right to (4,1); the player stands on (3,1) above the lower box.
    Position p2 = initial_position(level);
    CHECK(apply_move(level, p2, Dir::Down) == MoveKind::Walk);
    CHECK(apply_move(level, p2, Dir::Right) == MoveKind::Push);
    CHECK(pos_box(level, p2, 3, 2));
    CHECK(apply_move(level, p2, Dir::Up) == MoveKind::Walk);
    CHECK(p2.player == level.index(2, 1));
    CHECK(apply_move(level, p2, Dir::Right) == MoveKind::Push);
    CHECK(p2.player == level.index(3, 1));
    CHECK(apply_move(level, p2, Dir::Down) == MoveKind::Blocked);  // box (3,2) against the wall below

    const Level pair = level_from("#######\n#@$$..#\n#######");
    Position p3 = initial_position(pair);
    CHECK(apply_move(pair, p3, Dir::Right) == MoveKind::Blocked);  // box against box
    CHECK(p3 == initial_position(pair));
}

TEST_CASE("reachable and walk_path avoid boxes and walls") {
    const Level level = level_from("######\n#@$  #\n#### #\n#  . #\n######");
    const Position pos = initial_position(level);
    const auto seen = reachable(level, pos);
    CHECK(seen[level.index(1, 1)] == 1);
    CHECK(seen[level.index(3, 1)] == 0);  // behind the box
    CHECK(seen[level.index(2, 1)] == 0);  // the box itself
    CHECK(!walk_path(level, pos, level.index(4, 3)));
    CHECK(walk_path(level, pos, pos.player)->empty());
    CHECK(!walk_path(level, pos, -1));
    CHECK(!walk_path(level, pos, static_cast<int>(level.cells.size())));

    const Level open = level_from("#######\n#@    #\n# ### #\n#  $. #\n#######");
    const Position p = initial_position(open);
    const auto path = walk_path(open, p, open.index(5, 3));
    REQUIRE(path);
    CHECK(path->size() == 6);  // 4 right, 2 down: the shortest walk
    Position q = p;
    for (Dir d : *path) CHECK(apply_move(open, q, d) == MoveKind::Walk);
    CHECK(q.player == open.index(5, 3));
}

TEST_CASE("parse_lurd: case, counts, whitespace and errors with offsets") {
    LurdError error;
    auto steps = parse_lurd("3l2R u\r\nD", &error);
    REQUIRE(steps);
    CHECK(steps->size() == 7);
    CHECK((*steps)[0] == Dir::Left);
    CHECK((*steps)[2] == Dir::Left);
    CHECK((*steps)[3] == Dir::Right);
    CHECK((*steps)[5] == Dir::Up);
    CHECK((*steps)[6] == Dir::Down);
    CHECK(parse_lurd("")->empty());
    CHECK(parse_lurd("12 r")->size() == 12);

    CHECK(!parse_lurd("lurx", &error));
    CHECK(error.offset == 3);
    CHECK(error.message.find("'x'") != std::string::npos);
    CHECK(!parse_lurd("ll3", &error));
    CHECK(error.offset == 2);
    CHECK(error.message.find("count without a move") != std::string::npos);
    CHECK(!parse_lurd("0r", &error));
    CHECK(error.offset == 0);
    CHECK(!parse_lurd("99999999999999999999999r", &error));  // capped, not allocated
    CHECK(error.message.find("longer than") != std::string::npos);
    CHECK(!parse_lurd("4000000r4000000r", &error));
    CHECK(error.offset == 8);
}

TEST_CASE("parse_lurd: groups in parentheses, capped") {
    LurdError error;
    auto steps = parse_lurd("2(lU)3(r2(d))", &error);
    REQUIRE(steps);
    const std::vector<Dir> expected = {Dir::Left, Dir::Up, Dir::Left, Dir::Up, Dir::Right, Dir::Down, Dir::Down,
                                       Dir::Right, Dir::Down, Dir::Down, Dir::Right, Dir::Down, Dir::Down};
    CHECK(*steps == expected);
    CHECK(parse_lurd("( l )")->size() == 1);
    CHECK(parse_lurd("()")->empty());
    CHECK(!parse_lurd("2(lu", &error));
    CHECK(error.offset == 1);
    CHECK(error.message == "'(' at offset 1 is never closed");
    CHECK(!parse_lurd("lu)", &error));
    CHECK(error.offset == 2);
    CHECK(parse_lurd("3()")->empty());  // an empty group repeats nothing: fine
    const auto start = std::chrono::steady_clock::now();
    CHECK(parse_lurd("999999999(999999999())r")->size() == 1);  // and is not looped over
    CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(1));
    CHECK(!parse_lurd("2(3)", &error));
    CHECK(error.message == "count without a move at offset 2");
    std::string bomb;
    for (int i = 0; i < 10; ++i) bomb += "99(";
    bomb += "r";
    for (int i = 0; i < 10; ++i) bomb += ")";
    CHECK(!parse_lurd(bomb, &error));
    CHECK(error.message == "the solution is longer than 4194304 steps");
    std::string deep(40, '(');
    CHECK(!parse_lurd(deep + "r" + std::string(40, ')'), &error));
    CHECK(error.offset == 32);
    CHECK(error.message == "parentheses nested deeper than 32 at offset 32");
}

TEST_CASE("replay: the verifier") {
    const Level small = level_from("#####\n#@$.#\n#####");
    SUBCASE("one push solves the smallest level; case comes from the replay") {
        for (const char* text : {"R", "r", " r\n"}) {
            const ReplayResult r = replay(small, text);
            CHECK(r.legal);
            CHECK(r.solved);
            CHECK(r.moves == 1);
            CHECK(r.pushes == 1);
            CHECK(r.lurd == "R");
            CHECK(r.error.empty());
            CHECK(r.failed_step == -1);
        }
    }
    SUBCASE("an illegal step names its number, letter and reason") {
        const ReplayResult r = replay(small, "RR");
        CHECK(!r.legal);
        CHECK(!r.solved);
        CHECK(r.failed_step == 1);
        CHECK(r.error == "step 2 'R': the box is against a wall");
        CHECK(r.moves == 1);
        CHECK(r.lurd == "R");
        const ReplayResult w = replay(small, "l");
        CHECK(w.failed_step == 0);
        CHECK(w.error == "step 1 'l': wall");
    }
    SUBCASE("legal but unsolved") {
        const ReplayResult r = replay(small, "");
        CHECK(r.legal);
        CHECK(!r.solved);
        CHECK(r.error == "after 0 moves 1 box is not on a goal");
    }
    SUBCASE("case is never trusted: an uppercase walk is a walk") {
        const ReplayResult r = replay(level_from("#######\n#@ $ .#\n#######"), "RRR");
        CHECK(r.solved);
        CHECK(r.lurd == "rRR");
        CHECK(r.pushes == 2);
        CHECK(r.moves == 3);
    }
    SUBCASE("letters from groups are quoted as written") {
        const ReplayResult r = replay(small, "2(R)");
        CHECK(r.failed_step == 1);
        CHECK(r.error == "step 2 'R': the box is against a wall");
    }
    SUBCASE("bad text") {
        const ReplayResult r = replay(small, "r?");
        CHECK(!r.legal);
        CHECK(r.error.find("offset 1") != std::string::npos);
    }
}
