// Shared by the Sokoban test files: a Level from the text of exactly one valid level.
#pragma once
#include "sokoban/level.hpp"

#include <doctest/doctest.h>

#include <string>

inline boxcar::sokoban::Level level_from(const std::string& text) {
    boxcar::sokoban::Collection c = boxcar::sokoban::parse_collection(text);
    REQUIRE(c.levels.size() == 1);
    REQUIRE(c.levels[0].level.has_value());
    return *c.levels[0].level;
}
