// The replay verifier on real levels, with solutions found by an independent move-level BFS written in
// Python (not part of the project; shortest in moves), and on corrupted copies of them.
#include <doctest/doctest.h>

#include "sokoban/rules/rules.hpp"
#include "core/sokoban/level_fixture.hpp"

#include <cctype>
#include <string>

using namespace boxcar::sokoban;

namespace {


struct Known {
    int level;  // 1-based
    const char* solution;
    int moves, pushes;
};

const Known kKnown[] = {
    {1, "dlUrrrdLullddrUluRuulDrddrruLdlUU", 33, 8},
    {2, "rddLruulDuullddR", 16, 3},
    {3, "ruuLLLulDrrrrddlUruLLLddllluurRDrdLuuurDD", 41, 13},
    {4, "ullDLdRuurrdLLrrddlUruL", 23, 7},
};

std::string lower(std::string s) {
    for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

}  // namespace

TEST_CASE("replay accepts known solutions of Microban 1-4 and re-derives their case") {
    REQUIRE(microban_collection().levels.size() == 155);
    for (const Known& k : kKnown) {
        INFO("Microban " << k.level);
        const Level& level = *microban_collection().levels[k.level - 1].level;
        for (const std::string& text : {std::string(k.solution), lower(k.solution)}) {
            const ReplayResult r = replay(level, text);
            CHECK(r.legal);
            CHECK(r.solved);
            CHECK(r.error.empty());
            CHECK(r.moves == k.moves);
            CHECK(r.pushes == k.pushes);
            CHECK(r.lurd == k.solution);
        }
        auto steps = parse_lurd(k.solution);
        REQUIRE(steps);
        CHECK(replay(level, *steps).lurd == k.solution);
    }
}

TEST_CASE("replay rejects corrupted solutions at the right step") {
    const Level& level = *microban_collection().levels[0].level;  // Microban 1
    SUBCASE("a step into a wall") {
        // The player starts at (2,3); (1,3) holds a box on a goal with a wall behind it, so 'L' is a
        // blocked push; going up passes (2,2) and the goal (2,1), then meets the wall (2,0).
        const ReplayResult r = replay(level, "L");
        CHECK(!r.legal);
        CHECK(r.failed_step == 0);
        CHECK(r.error == "step 1 'L': the box is against a wall");
        const ReplayResult up = replay(level, "uuu");
        CHECK(up.failed_step == 2);
        CHECK(up.error == "step 3 'u': wall");
        CHECK(up.moves == 2);
        CHECK(up.lurd == "uu");
    }
    SUBCASE("a truncated solution is legal but unsolved") {
        const ReplayResult r = replay(level, "dlUrrrdLullddrUluRuulDrddrruLdlU");
        CHECK(r.legal);
        CHECK(!r.solved);
        CHECK(r.moves == 32);
        CHECK(r.error == "after 32 moves 1 box is not on a goal");
    }
    SUBCASE("an extra step after the solution is checked too") {
        const ReplayResult r = replay(level, std::string(kKnown[0].solution) + "u");
        CHECK(!r.legal);
        CHECK(r.failed_step == 33);
        CHECK(r.error.find("step 34 'u'") == 0);
    }
    SUBCASE("counts expand before replay") {
        const ReplayResult r = replay(level, "dlU3rdLu2l2dr UluR2ulDr\n2d2ruLdl2U");
        CHECK(r.solved);
        CHECK(r.lurd == kKnown[0].solution);
    }
}
