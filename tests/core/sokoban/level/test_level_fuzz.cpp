// Deterministic mutation fuzzing of the parser: real levels with random edits, and random RLE-ish
// text. Every block must come out as either a valid level (which validates, round-trips and replays)
// or an error with a message and a position inside the text; nothing may crash or hang.
#include <doctest/doctest.h>

#include "sokoban/level/level.hpp"
#include "sokoban/rules/rules.hpp"
#include "core/sokoban/level_fixture.hpp"

#include <cstdint>
#include <string>

using namespace boxcar::sokoban;

namespace {

struct SplitMix64 {
    std::uint64_t state;
    std::uint64_t next() {
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    std::size_t below(std::size_t n) { return n ? static_cast<std::size_t>(next() % n) : 0; }
};

int count_lines(const std::string& text) {
    int n = 1;
    for (std::size_t i = 0; i < text.size(); ++i)
        if (text[i] == '\n' || (text[i] == '\r' && (i + 1 >= text.size() || text[i + 1] != '\n'))) ++n;
    return n;
}

void check_invariants(const std::string& text) {
    ParseError error;
    const Collection c = parse_collection(text, &error);
    const int lines = count_lines(text);
    if (c.levels.empty()) CHECK(!error.message.empty());
    for (const LevelEntry& e : c.levels) {
        REQUIRE(e.level.has_value() != e.error.has_value());
        CHECK(e.first_line >= 1);
        CHECK(e.first_line <= lines);
        if (e.error) {
            CHECK(!e.error->message.empty());
            CHECK(e.error->line >= 1);
            CHECK(e.error->line <= lines);
            CHECK(e.error->column >= 0);
            continue;
        }
        const Level& l = *e.level;
        CHECK(!validate(l));
        CHECK(l.width <= kMaxWidth);
        CHECK(l.height <= kMaxHeight);
        const Collection again = parse_collection(to_rle(l));
        REQUIRE(again.levels.size() == 1);
        REQUIRE(again.levels[0].level);
        CHECK(again.levels[0].level->cells == l.cells);
        CHECK(again.levels[0].level->player == l.player);
        CHECK(replay(l, "lurdlurd").failed_step <= 8);
    }
}

}  // namespace

TEST_CASE("fuzz: real levels with random edits") {
    const std::string source = sokoban_set_text("Microban.xsb");
    REQUIRE(!source.empty());
    const std::string alphabet = "#@+$*. -_pPbB\t\r\n;:|()0123456789Xx";
    SplitMix64 rng{20261122};
    for (int round = 0; round < 1500; ++round) {
        // A window of a few levels' worth of text, then 1-6 edits.
        const std::size_t start = rng.below(source.size());
        std::string text = source.substr(start, 80 + rng.below(400));
        const int edits = 1 + static_cast<int>(rng.below(6));
        for (int k = 0; k < edits && !text.empty(); ++k) {
            const std::size_t at = rng.below(text.size());
            const char c = alphabet[rng.below(alphabet.size())];
            switch (rng.below(3)) {
                case 0: text[at] = c; break;
                case 1: text.insert(text.begin() + static_cast<std::ptrdiff_t>(at), c); break;
                default: text.erase(at, 1 + rng.below(3)); break;
            }
        }
        INFO("round " << round << ":\n" << text);
        check_invariants(text);
    }
}

TEST_CASE("fuzz: random RLE-like and XSB-like text") {
    SplitMix64 rng{42};
    const std::string rle_alphabet = "#@$.*+-_|()0123456789";
    const std::string xsb_alphabet = "#@$.*+ -\n\n\n";
    for (int round = 0; round < 3000; ++round) {
        const std::string& alphabet = round % 2 ? rle_alphabet : xsb_alphabet;
        std::string text;
        const std::size_t n = 1 + rng.below(120);
        for (std::size_t i = 0; i < n; ++i) text += alphabet[rng.below(alphabet.size())];
        INFO("round " << round << ": " << text);
        check_invariants(text);
    }
}
