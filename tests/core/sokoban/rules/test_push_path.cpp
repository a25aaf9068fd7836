// Push path finding (push_path.hpp): hand-checked small cases, and a cross-check on Microban levels
// against an independent push-count BFS (box square + the keeper's area), replaying every path.
#include <doctest/doctest.h>

#include "sokoban/rules/push_path.hpp"
#include "core/sokoban/level_fixture.hpp"

#include <chrono>
#include <map>
#include <set>
#include <string>

using namespace boxcar::sokoban;

namespace {

struct Applied {
    bool legal = true;
    int moves = 0, pushes = 0;
    Position pos;
};
Applied apply_all(const Level& level, Position pos, const std::vector<Dir>& steps) {
    Applied r;
    for (Dir d : steps) {
        const MoveKind k = apply_move(level, pos, d);
        if (k == MoveKind::Blocked) {
            r.legal = false;
            break;
        }
        ++r.moves;
        if (k == MoveKind::Push) ++r.pushes;
    }
    r.pos = pos;
    return r;
}

// Independent reference: fewest pushes to bring the box on `box` to every square, by BFS over
// (box square, smallest square of the keeper's area); other boxes fixed.
std::map<int, int> reference_push_counts(const Level& level, const Position& start, int box) {
    const int w = level.width, cells = level.width * level.height;
    auto free_for = [&](int c, int box_at) {
        return c >= 0 && c < cells && !level.wall(c) && c != box_at && !(start.boxes[c] && c != box);
    };
    auto area = [&](int box_at, int keeper) {
        std::vector<std::uint8_t> seen(cells, 0);
        std::vector<int> stack{keeper};
        seen[keeper] = 1;
        while (!stack.empty()) {
            const int q = stack.back();
            stack.pop_back();
            const int n[4] = {q % w ? q - 1 : -1, q - w, (q + 1) % w ? q + 1 : -1, q + w};
            for (int t : n)
                if (free_for(t, box_at) && !seen[t]) {
                    seen[t] = 1;
                    stack.push_back(t);
                }
        }
        return seen;
    };
    std::map<int, int> best;
    std::set<std::pair<int, int>> visited;
    std::vector<std::pair<int, int>> layer{{box, start.player}};
    for (int pushes = 0; !layer.empty(); ++pushes) {
        std::vector<std::pair<int, int>> next;
        for (auto [b, keeper] : layer) {
            const auto seen = area(b, keeper);
            int norm = cells;
            for (int c = 0; c < cells; ++c)
                if (seen[c]) norm = std::min(norm, c);
            if (!visited.insert({b, norm}).second) continue;
            if (!best.count(b)) best[b] = pushes;
            const int dx[4] = {-1, 0, 1, 0}, dy[4] = {0, -1, 0, 1};
            for (int d = 0; d < 4; ++d) {
                const int x = b % w, y = b / w;
                const int sx = x - dx[d], sy = y - dy[d], tx = x + dx[d], ty = y + dy[d];
                if (sx < 0 || sy < 0 || tx < 0 || ty < 0 || sx >= w || tx >= w || sy >= level.height ||
                    ty >= level.height)
                    continue;
                const int side = level.index(sx, sy), target = level.index(tx, ty);
                if (seen[side] && free_for(target, b)) next.push_back({target, b});
            }
        }
        layer = std::move(next);
    }
    return best;
}

}  // namespace

TEST_CASE("push path: straight corridor") {
    const Level level = level_from("#######\n#@$  .#\n#######\n");
    const Position pos = initial_position(level);
    const int box = level.index(2, 1);
    const PushTargets t = push_targets(level, pos, box);
    CHECK(t.box == box);
    CHECK(t.complete);
    CHECK(t.count == 3);
    CHECK(t.reachable[level.index(3, 1)]);
    CHECK(t.reachable[level.index(5, 1)]);
    CHECK_FALSE(t.reachable[level.index(1, 1)]);  // nobody can get to the right of the box
    auto path = push_path(level, pos, box, level.index(5, 1));
    REQUIRE(path);
    CHECK(*path == std::vector<Dir>{Dir::Right, Dir::Right, Dir::Right});
    CHECK_FALSE(push_path(level, pos, box, level.index(1, 1)));
    CHECK(push_path(level, pos, box, box) == std::vector<Dir>{});
}

TEST_CASE("push path: the keeper walks around the box between pushes, fewest pushes then moves") {
    // Box at (2,2): to bring it to (2,1) the keeper walks under it and pushes up.
    const Level level = level_from("#######\n#    .#\n# $   #\n#@    #\n#######\n");
    const Position pos = initial_position(level);
    const int box = level.index(2, 2);
    auto up = push_path(level, pos, box, level.index(2, 1));
    REQUIRE(up);
    CHECK(*up == std::vector<Dir>{Dir::Right, Dir::Up});
    // To (4,1): two pushes right and one up (3 pushes); fewest moves among those.
    auto far = push_path(level, pos, box, level.index(4, 1));
    REQUIRE(far);
    const Applied r = apply_all(level, pos, *far);
    CHECK(r.legal);
    CHECK(r.pushes == 3);
    CHECK(r.pos.boxes[level.index(4, 1)]);
    CHECK(r.moves <= 8);
}

TEST_CASE("push path: a box in a corner goes nowhere; no box, no path") {
    const Level level = level_from("######\n#$  .#\n#  @ #\n######\n");
    const Position pos = initial_position(level);
    const PushTargets t = push_targets(level, pos, level.index(1, 1));
    CHECK(t.count == 0);
    const PushTargets none = push_targets(level, pos, level.index(2, 1));
    CHECK(none.box == -1);
    CHECK(none.count == 0);
    CHECK_FALSE(push_path(level, pos, level.index(2, 1), level.index(3, 1)));
    CHECK_FALSE(push_path(level, pos, level.index(1, 1), -5));
}

TEST_CASE("push path: other boxes stay put and block") {
    const Level level = level_from("########\n#@$ $ ..#\n########\n");
    const Position pos = initial_position(level);
    const PushTargets t = push_targets(level, pos, level.index(2, 1));
    CHECK(t.count == 1);  // only (3,1): the second box is in the way
    CHECK(t.reachable[level.index(3, 1)]);
}

TEST_CASE("push path: agrees with a push-count BFS on Microban levels, and every path replays") {
    const Collection c = shared_collection("sokoban/Microban.xsb");
    REQUIRE(c.levels.size() >= 20);
    int paths = 0;
    for (int n = 0; n < 20; ++n) {
        const Level& level = *c.levels[n].level;
        const Position pos = initial_position(level);
        for (int box = 0; box < level.width * level.height; ++box) {
            if (!pos.boxes[box]) continue;
            const auto reference = reference_push_counts(level, pos, box);
            const PushTargets t = push_targets(level, pos, box);
            REQUIRE(t.complete);
            CHECK_MESSAGE(t.count == static_cast<int>(reference.size()) - 1, "level " << n + 1);
            for (const auto& [target, pushes] : reference) {
                if (target == box) continue;
                CHECK(t.reachable[target]);
                auto path = push_path(level, pos, box, target);
                REQUIRE(path);
                const Applied r = apply_all(level, pos, *path);
                CHECK(r.legal);
                CHECK(r.pushes == pushes);
                CHECK(r.pos.boxes[target]);
                int moved = 0;
                for (int i = 0; i < level.width * level.height; ++i) moved += r.pos.boxes[i] != pos.boxes[i];
                CHECK(moved == 2);  // only the chosen box left its square and arrived on the target
                ++paths;
            }
        }
    }
    CHECK(paths > 100);
}

TEST_CASE("push path: a large open room stays fast and complete") {
    // 100x100 with walls around: player, box and goal near one corner; the box can reach every square.
    std::string text;
    for (int y = 0; y < 100; ++y) {
        std::string row(100, ' ');
        row.front() = row.back() = '#';
        if (y == 0 || y == 99) row.assign(100, '#');
        if (y == 2) row[2] = '@', row[4] = '$', row[6] = '.';
        text += row + "\n";
    }
    const Level level = level_from(text);
    const Position pos = initial_position(level);
    const auto t0 = std::chrono::steady_clock::now();
    const PushTargets t = push_targets(level, pos, level.index(4, 2));
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    CHECK(t.complete);
    CHECK(t.count == 98 * 98 - 1);
    CHECK(seconds < 5.0);  // about 0.1 s natively; generous for WASM on a loaded machine
    auto path = push_path(level, pos, level.index(4, 2), level.index(97, 97));
    REQUIRE(path);
    const Applied r = apply_all(level, pos, *path);
    CHECK(r.legal);
    CHECK(r.pushes == 93 + 95);  // Manhattan distance: no push is wasted in an open room
    CHECK(r.pos.boxes[level.index(97, 97)]);
}
