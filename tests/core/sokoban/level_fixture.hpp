// Shared by the Sokoban test files: a Level from the text of exactly one valid level, and the valid levels
// of a collection in the shared levels folder.
#pragma once
#include "sokoban/level/level.hpp"
#include "sokoban/rules/rules.hpp"
#include "sokoban/solve/solver.hpp"

#include <doctest/doctest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

inline boxcar::sokoban::Level level_from(const std::string& text) {
    boxcar::sokoban::Collection c = boxcar::sokoban::parse_collection(text);
    REQUIRE(c.levels.size() == 1);
    REQUIRE(c.levels[0].level.has_value());
    return *c.levels[0].level;
}

// Three goals in a corridor closed on the left, three boxes below it: the leftmost goal must be packed
// first (packing plans).
inline constexpr const char* kGoalCorridor = "########\n"
                                             "#...   #\n"
                                             "####$  #\n"
                                             "#   $  #\n"
                                             "#   $@ #\n"
                                             "#      #\n"
                                             "########\n";

// The valid levels of `file` under the shared levels folder (BOXCAR_SHARED_LEVELS), e.g. "sokoban/Microban.xsb".
inline std::vector<boxcar::sokoban::Level> shared_levels(const std::string& file) {
    std::ifstream in(std::string(BOXCAR_SHARED_LEVELS) + "/" + file, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    std::vector<boxcar::sokoban::Level> out;
    for (auto& e : boxcar::sokoban::parse_collection(text.str()).levels)
        if (e.level) out.push_back(*e.level);
    return out;
}

// Checks a Solved result independently with the rules' replay verifier: legal, solved, and the moves and
// pushes it claims.
inline void check_replayed(const boxcar::sokoban::Level& level, const boxcar::sokoban::SolveResult& r) {
    REQUIRE(r.status == boxcar::search::Status::Solved);
    const boxcar::sokoban::ReplayResult replayed = boxcar::sokoban::replay(level, r.solution);
    CHECK(replayed.legal);
    CHECK(replayed.solved);
    CHECK(replayed.moves == r.moves);
    CHECK(replayed.pushes == r.pushes);
}
