// Game: moves, undo/redo, restart as an undoable entry, seek, history and the LURD so far.
#include <doctest/doctest.h>

#include "sokoban/rules/rules.hpp"
#include "core/sokoban/level_fixture.hpp"

#include <algorithm>
#include <cstdint>

using namespace boxcar::sokoban;

namespace {

// #######
// #@ $ .#
// #######
const char* kCorridor = "#######\n#@ $ .#\n#######";

}  // namespace

TEST_CASE("Game: moves, pushes, blocked moves") {
    Game g(level_from(kCorridor));
    CHECK(g.moves() == 0);
    CHECK(g.history_size() == 0);
    CHECK(g.move(Dir::Left) == MoveKind::Blocked);
    CHECK(g.history_size() == 0);
    CHECK(g.move(Dir::Right) == MoveKind::Walk);
    CHECK(g.move(Dir::Right) == MoveKind::Push);
    CHECK(g.moves() == 2);
    CHECK(g.pushes() == 1);
    CHECK(g.lurd() == "rR");
    CHECK(!g.solved());
    CHECK(g.move(Dir::Right) == MoveKind::Push);
    CHECK(g.solved());
    CHECK(g.lurd() == "rRR");
    CHECK(g.move(Dir::Right) == MoveKind::Blocked);
    CHECK(g.history_size() == 3);
    CHECK(replay(g.level(), g.lurd()).solved);
}

TEST_CASE("Game: undo and redo") {
    const Level level = level_from(kCorridor);
    Game g(level);
    CHECK(!g.undo());
    CHECK(!g.redo());
    g.move(Dir::Right);
    g.move(Dir::Right);
    const Position after_two = g.position();
    CHECK(g.undo());
    CHECK(g.moves() == 1);
    CHECK(g.pushes() == 0);
    CHECK(g.position().boxes[level.index(3, 1)] == 1);  // the push is undone
    CHECK(g.undo());
    CHECK(g.position() == initial_position(level));
    CHECK(!g.undo());
    CHECK(g.redo());
    CHECK(g.redo());
    CHECK(g.position() == after_two);
    CHECK(!g.redo());

    SUBCASE("a blocked move keeps the redo list") {
        g.undo();
        CHECK(g.move(Dir::Up) == MoveKind::Blocked);
        CHECK(g.redo());
        CHECK(g.position() == after_two);
    }
    SUBCASE("a new move clears the redo list") {
        g.undo();
        CHECK(g.move(Dir::Left) == MoveKind::Walk);
        CHECK(!g.redo());
        CHECK(g.lurd() == "rl");
    }
}

TEST_CASE("Game: restart is one undoable entry") {
    const Level level = level_from(kCorridor);
    Game g(level);
    g.restart();  // at the start: nothing happens
    CHECK(g.history_size() == 0);
    g.move(Dir::Right);
    g.move(Dir::Right);
    const Position before = g.position();
    g.restart();
    CHECK(g.position() == initial_position(level));
    CHECK(g.history_size() == 3);
    CHECK(g.moves() == 0);
    CHECK(g.pushes() == 0);
    CHECK(g.lurd().empty());
    g.move(Dir::Right);
    CHECK(g.lurd() == "r");  // the moves since the restart
    CHECK(g.undo());
    CHECK(g.undo());  // undoes the restart
    CHECK(g.position() == before);
    CHECK(g.moves() == 2);
    CHECK(g.lurd() == "rR");
    CHECK(g.redo());  // redoes the restart
    CHECK(g.position() == initial_position(level));
    CHECK(g.moves() == 0);
}

TEST_CASE("Game: seek jumps through history keeping the redo list") {
    const Level level = level_from(kCorridor);
    Game g(level);
    for (Dir d : {Dir::Right, Dir::Right, Dir::Right, Dir::Left}) g.move(d);
    CHECK(g.history_size() == 4);
    const Position end = g.position();
    g.seek(0);
    CHECK(g.position() == initial_position(level));
    CHECK(g.history_size() == 0);
    g.seek(2);
    CHECK(g.history_size() == 2);
    CHECK(g.lurd() == "rR");
    g.seek(99);  // clamped to the end of the redo list
    CHECK(g.history_size() == 4);
    CHECK(g.position() == end);
    g.seek(-5);
    CHECK(g.history_size() == 0);
}

TEST_CASE("Game on a level without a player does nothing") {
    Level broken;
    broken.width = 3;
    broken.height = 1;
    broken.cells = {kWall, 0, kWall};
    Game g(broken);
    CHECK(g.move(Dir::Right) == MoveKind::Blocked);
    CHECK(reachable(broken, g.position()) == std::vector<std::uint8_t>{0, 0, 0});
    CHECK(!walk_path(broken, g.position(), 1));
    CHECK(!replay(broken, "r").legal);
    CHECK(replay(broken, "r").error == "the level has no usable board or player");
}

TEST_CASE("Game: random play, undo, redo, restart and seek always agree with a fresh replay") {
    const Level level = level_from("########\n#@ $ . #\n# $$ . #\n#  . $.#\n#      #\n########");
    Game g(level);
    std::uint64_t x = 12345;
    auto next = [&x](unsigned n) {
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        return static_cast<unsigned>((x >> 33) % n);
    };
    int most_pushes = 0, restarts_undone = 0;
    for (int round = 0; round < 4000; ++round) {
        const unsigned op = next(20);
        if (op >= 12 && op < 15 && g.history_size() > 0 && g.moves() == 0) ++restarts_undone;
        if (op < 12) g.move(static_cast<Dir>(next(4)));
        else if (op < 15) g.undo();
        else if (op < 18) g.redo();
        else if (op < 19) g.restart();
        else g.seek(static_cast<int>(next(static_cast<unsigned>(g.history_size()) + 3)));
        // The position is the start position plus the moves since the last restart.
        Position expected = initial_position(level);
        const auto steps = parse_lurd(g.lurd());
        REQUIRE(steps);
        for (Dir d : *steps) REQUIRE(apply_move(level, expected, d) != MoveKind::Blocked);
        REQUIRE(g.position() == expected);
        REQUIRE(g.moves() == static_cast<int>(steps->size()));
        const ReplayResult r = replay(level, g.lurd());
        REQUIRE(r.legal);
        REQUIRE(r.lurd == g.lurd());
        REQUIRE(r.pushes == g.pushes());
        REQUIRE(r.solved == g.solved());
        most_pushes = std::max(most_pushes, g.pushes());
    }
    CHECK(most_pushes >= 3);       // the walk really pushes boxes
    CHECK(restarts_undone >= 10);  // and undoes restarts
    g.seek(0);
    CHECK(g.position() == initial_position(level));
}
