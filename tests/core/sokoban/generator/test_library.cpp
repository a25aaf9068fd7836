// Library tiers (library.hpp): distinct up to symmetry, sorted, every box pushed, reproducible, and the
// written file reads back through parse_collection with its titles, push counts and solutions.
#include "sokoban/generator/library.hpp"
#include "sokoban/generator/level_symmetry.hpp"
#include "sokoban/rules/rules.hpp"

#include <doctest/doctest.h>

#include <set>
#include <string>

using namespace boxcar::sokoban;

namespace {

LibraryOptions small_tier() {
    LibraryOptions o;
    o.level.boxes = 2;
    o.level.min_pushes = 4;
    o.level.max_pushes = 100;
    o.count = 6;
    o.candidates = 2;
    o.first_seed = 500;
    return o;
}

}  // namespace

TEST_CASE("library tier: distinct up to symmetry, easiest first, titled, every box pushed") {
    const LibraryTier tier = generate_library(small_tier());
    REQUIRE(tier.error.empty());
    REQUIRE(tier.levels.size() == 6);
    CHECK(tier.seeds_tried >= 12);
    std::set<std::string> forms;
    for (std::size_t i = 0; i < tier.levels.size(); ++i) {
        const LibraryLevel& l = tier.levels[i];
        CAPTURE(i);
        CHECK(l.title == "Boxcar Originals, 2 boxes #" + std::to_string(i + 1));
        CHECK(forms.insert(canonical_form(l.generated.level)).second);
        if (i > 0) CHECK(tier.levels[i - 1].generated.pushes <= l.generated.pushes);
        const ReplayResult r = replay(l.generated.level, l.generated.solution);
        REQUIRE(r.solved);
        CHECK(r.pushes == l.generated.pushes);
        // Every starting box square is left by a push at some point.
        Position pos = initial_position(l.generated.level);
        std::set<int> left;
        for (char c : r.lurd) {
            const Dir d = c == 'l' || c == 'L' ? Dir::Left : c == 'r' || c == 'R' ? Dir::Right : c == 'u' || c == 'U' ? Dir::Up : Dir::Down;
            const int before = pos.player;
            if (apply_move(l.generated.level, pos, d) == MoveKind::Push) left.insert(pos.player);
            CHECK(pos.player != before);
        }
        for (std::size_t s = 0; s < l.generated.level.cells.size(); ++s)
            if (l.generated.level.box(static_cast<int>(s))) CHECK(left.count(static_cast<int>(s)) == 1);
    }
}

TEST_CASE("library tier: the same options give the same tier") {
    const LibraryTier a = generate_library(small_tier());
    const LibraryTier b = generate_library(small_tier());
    CHECK(write_library_xsb(a, "T", "A") == write_library_xsb(b, "T", "A"));
}

TEST_CASE("library tier: the written collection reads back with titles, counts and solutions") {
    const LibraryTier tier = generate_library(small_tier());
    const std::string text = write_library_xsb(tier, "Boxcar Originals, 2 boxes", "The Boxcar team", {"made in a test"});
    ParseError error;
    const Collection c = parse_collection(text, &error);
    CHECK(error.message.empty());
    CHECK(c.title == "Boxcar Originals, 2 boxes");
    CHECK(c.author == "The Boxcar team");
    REQUIRE(c.levels.size() == tier.levels.size());
    for (std::size_t i = 0; i < c.levels.size(); ++i) {
        const LevelEntry& e = c.levels[i];
        const LibraryLevel& l = tier.levels[i];
        REQUIRE(e.level);
        CHECK(e.title == l.title);
        CHECK(e.pushes_note == std::to_string(l.generated.pushes) + " (optimal)");
        CHECK(e.moves_note == std::to_string(l.generated.moves));
        REQUIRE(e.solutions.size() == 1);
        CHECK(e.solutions[0] == l.generated.solution);
        CHECK(canonical_form(*e.level) == l.canonical);
    }
}

TEST_CASE("library tier: bad options are refused with a message") {
    LibraryOptions o = small_tier();
    o.count = 0;
    CHECK(generate_library(o).error == "the level count must be at least 1");
    o = small_tier();
    o.level.boxes = 9;
    CHECK(generate_library(o).error == "boxes must be 1..8");
}
