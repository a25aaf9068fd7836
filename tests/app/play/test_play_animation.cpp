// The Sokoban animator (play_animation.hpp): steps slide over ~100 ms, paths glide step by step, undo
// slides back, jumps are shown at once, and everything settles on the game's position.
#include "app/play/play_animation.hpp"

#include <doctest/doctest.h>

using boxcar::app::SokobanAnimator;
using namespace boxcar::sokoban;

namespace {

Level room() {
    Collection c = parse_collection("#######\n#     #\n#@ $ .#\n#     #\n#######\n");
    REQUIRE(c.levels.size() == 1);
    return *c.levels[0].level;
}

}  // namespace

TEST_CASE("animator: a walk step slides the player, then settles") {
    Game game(room());
    SokobanAnimator anim;
    auto f = anim.update(game, 10.0);
    CHECK_FALSE(f.animating);
    CHECK(f.player_x == 1);
    CHECK(f.player_y == 2);
    REQUIRE(game.move(Dir::Right) == MoveKind::Walk);
    f = anim.update(game, 10.0);
    CHECK(f.animating);
    CHECK(f.player_x == doctest::Approx(1));
    f = anim.update(game, 10.05);
    CHECK(f.animating);
    CHECK(f.player_x > 1.2f);
    CHECK(f.player_x < 1.8f);
    f = anim.update(game, 10.0 + SokobanAnimator::kStepSeconds + 0.001);
    CHECK_FALSE(f.animating);
    CHECK(f.player_x == 2);
    CHECK(*f.boxes == game.position());
}

TEST_CASE("animator: a push slides the box with the player; undo slides both back") {
    Level level = room();
    Game game(level);
    SokobanAnimator anim;
    REQUIRE(game.move(Dir::Right) == MoveKind::Walk);
    anim.update(game, 0);
    anim.update(game, 1);  // settled
    REQUIRE(game.move(Dir::Right) == MoveKind::Push);
    auto f = anim.update(game, 2.0);
    f = anim.update(game, 2.05);
    CHECK(f.animating);
    CHECK(f.moving_box == level.index(3, 2));
    CHECK(f.box_x > 3.2f);
    CHECK(f.box_x < 3.8f);
    CHECK(f.box_y == 2);
    f = anim.update(game, 3);
    CHECK_FALSE(f.animating);
    CHECK(f.moving_box == -1);
    CHECK(f.boxes->boxes[level.index(4, 2)]);
    REQUIRE(game.undo());
    f = anim.update(game, 4.0);
    f = anim.update(game, 4.05);
    CHECK(f.animating);
    CHECK(f.moving_box == level.index(4, 2));
    CHECK(f.box_x < 3.8f);
    CHECK(f.player_x < 2.8f);
    f = anim.update(game, 5);
    CHECK(f.boxes->boxes[level.index(3, 2)]);
    CHECK(f.player_x == 2);
}

TEST_CASE("animator: a path made in one frame plays step by step; a restart jumps") {
    Level level = room();
    Game game(level);
    SokobanAnimator anim;
    anim.update(game, 0);
    for (Dir d : {Dir::Down, Dir::Right, Dir::Right, Dir::Right, Dir::Right}) REQUIRE(game.move(d) == MoveKind::Walk);
    const double step = SokobanAnimator::kPathStepSeconds;
    auto f = anim.update(game, 1.0);
    CHECK(f.animating);
    f = anim.update(game, 1.0 + 2.5 * step);  // half-way through the third step: (2,3) -> (3,3)
    CHECK(f.player_y == 3);
    CHECK(f.player_x == doctest::Approx(2.5));
    f = anim.update(game, 1.0 + 5 * step + 0.001);
    CHECK_FALSE(f.animating);
    CHECK(f.player_x == 5);
    game.restart();
    f = anim.update(game, 2.0);
    CHECK_FALSE(f.animating);
    CHECK(f.player_x == 1);
    CHECK(f.player_y == 2);
}
