// Shared by the Sokoban test files: a Level from the text of exactly one valid level, the shared level
// sets as collections, valid levels or one level, and the replay check of a solved result.
#pragma once
#include "sokoban/board/push_board.hpp"
#include "sokoban/level/level.hpp"
#include "sokoban/rules/rules.hpp"
#include "sokoban/solve/solver.hpp"

#include "core/shared_levels.hpp"

#include <doctest/doctest.h>

#include <string>
#include <vector>

// The one valid level of `text`; anything else fails the test with the parser's message.
inline boxcar::sokoban::Level level_from(const std::string& text) {
    boxcar::sokoban::ParseError error;
    boxcar::sokoban::Collection c = boxcar::sokoban::parse_collection(text, &error);
    REQUIRE_MESSAGE(c.levels.size() == 1, error.to_string());
    REQUIRE_MESSAGE(c.levels[0].level.has_value(), (c.levels[0].error ? c.levels[0].error->to_string() : std::string("?")));
    return *c.levels[0].level;
}

// The solver's square at (x, y) of the level (it must be one the keeper can reach).
inline int square_at(const boxcar::sokoban::PushBoard& b, int x, int y) {
    const int s = b.square_of[y * b.width + x];
    REQUIRE(s >= 0);
    return s;
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

// The text of a shared Sokoban set, e.g. "Microban.xsb" (sokoban/ of the shared levels).
inline std::string sokoban_set_text(const std::string& file) { return shared_file_text("sokoban/" + file); }

// A shared collection, e.g. "sokoban/Microban.xsb" (shared_levels.hpp: a missing file fails the test).
inline boxcar::sokoban::Collection shared_collection(const std::string& file) {
    boxcar::sokoban::Collection c = boxcar::sokoban::parse_collection(shared_file_text(file));
    REQUIRE_MESSAGE(!c.levels.empty(), "no level in " << file);
    return c;
}

// The valid levels of a shared collection.
inline std::vector<boxcar::sokoban::Level> shared_levels(const std::string& file) {
    std::vector<boxcar::sokoban::Level> out;
    for (auto& e : shared_collection(file).levels)
        if (e.level) out.push_back(*e.level);
    return out;
}

// Microban as read once per test program: the collection (every entry), and its valid levels.
inline const boxcar::sokoban::Collection& microban_collection() {
    static const boxcar::sokoban::Collection c = shared_collection("sokoban/Microban.xsb");
    return c;
}
inline const std::vector<boxcar::sokoban::Level>& microban_levels() {
    static const std::vector<boxcar::sokoban::Level> levels = shared_levels("sokoban/Microban.xsb");
    return levels;
}

// Level `number` (1-based) of a shared collection; it must be there and valid.
inline boxcar::sokoban::Level shared_level(const std::string& file, int number) {
    const boxcar::sokoban::Collection c = shared_collection(file);
    REQUIRE_MESSAGE(static_cast<int>(c.levels.size()) >= number, file << " has no level " << number);
    REQUIRE_MESSAGE(c.levels[number - 1].level.has_value(), file << " level " << number << " is not valid");
    return *c.levels[number - 1].level;
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
