// RLE: counts, groups, '|' rows, multi-line RLE levels, caps on expansion and nesting, the writer.
#include <doctest/doctest.h>

#include "sokoban/level/level.hpp"
#include "sokoban/level/rle.hpp"

#include <chrono>
#include <string>

using namespace boxcar::sokoban;

namespace {

// Expands one line and joins the rows with '|' (for compact expectations).
std::string expand(const std::string& line, std::size_t budget = kMaxRleExpansion) {
    std::vector<std::vector<rle::Square>> rows;
    auto error = rle::expand_line(line, rows, budget);
    if (error) return "error at " + std::to_string(error->column) + ": " + error->message;
    std::string out;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        if (r) out += '|';
        for (const rle::Square& s : rows[r]) out += s.c;
    }
    return out;
}

Level only_level(const std::string& text) {
    const Collection c = parse_collection(text);
    REQUIRE(c.levels.size() == 1);
    REQUIRE_MESSAGE(c.levels[0].level, c.levels[0].error->to_string());
    return *c.levels[0].level;
}

}  // namespace

TEST_CASE("rle::expand_line") {
    CHECK(expand("4#") == "####");
    CHECK(expand("12-") == "------------");
    CHECK(expand("#@$.#") == "#@$.#");
    CHECK(expand("2(3(#-)#)") == "#-#-#-##-#-#-#");
    CHECK(expand("3#|#@#|3#") == "###|#@#|###");
    CHECK(expand("3#|") == "###");            // a '|' at the end makes no extra row
    CHECK(expand("3#||3#") == "###||###");    // an empty row in the middle
    CHECK(expand("2(#|)") == "#|#");
    CHECK(expand("#()#") == "##");
    CHECK(expand("p3b2P") == "pbbbPP");
}

TEST_CASE("rle: syntax errors name the column") {
    CHECK(expand("4") == "error at 1: count without a square to repeat");
    CHECK(expand("#(4)") == "error at 3: count without a square to repeat");
    CHECK(expand("0#") == "error at 1: a count of 0 repeats nothing");
    CHECK(expand("##(#-") == "error at 3: '(' is never closed");
    CHECK(expand("#-)#") == "error at 3: ')' without a matching '('");
    CHECK(expand("#x#") == "error at 2: unknown character 'x' in RLE");
    std::string deep;
    for (int i = 0; i < 40; ++i) deep += "2(";
    deep += "#";
    for (int i = 0; i < 40; ++i) deep += ")";
    CHECK(expand(deep) == "error at 66: parentheses nested deeper than 32");  // the 33rd "2("
    CHECK(rle::check_syntax("2(3(#-)#)") == std::nullopt);
    CHECK(rle::check_syntax("3(")->message == "'(' is never closed");
}

TEST_CASE("rle: expansion is capped before anything is allocated or looped over") {
    CHECK(expand("999999999#") == "error at 1: RLE expands beyond 65536 squares");
    CHECK(expand("99999999999999999999999999999999#") == "error at 1: RLE expands beyond 65536 squares");
    CHECK(expand("#65536#") == "error at 2: RLE expands beyond 65536 squares");
    CHECK(expand("65536#").size() == 65536);
    CHECK(expand("4#", 3) == "error at 1: RLE expands beyond 65536 squares");
    std::string bomb = "#";
    for (int i = 0; i < 30; ++i) bomb += "99(";
    bomb += "#";
    for (int i = 0; i < 30; ++i) bomb += ")";
    CHECK(expand(bomb) == "error at 2: RLE expands beyond 65536 squares");
    // Nested empty groups expand to nothing and must not be looped over 999999999^3 times.
    const auto start = std::chrono::steady_clock::now();
    CHECK(expand("#999999999(999999999(999999999()))#") == "##");
    CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(1));
    const std::string too_long(rle::kMaxLineChars + 1, '#');
    CHECK(expand("2" + too_long).find("characters long") != std::string::npos);
}

TEST_CASE("RLE levels through parse_collection") {
    const Level small = only_level("#####|#@$.#|#####");
    CHECK(to_xsb(small) == "#####\n#@$.#\n#####");
    CHECK(small.title.empty());

    SUBCASE("counts with several digits and a group") {
        const Level l = only_level("12#|#@$.7-#|2(6#)");
        CHECK(l.width == 12);
        CHECK(l.height == 3);
        CHECK(to_xsb(l) == "############\n#@$.       #\n############");
    }
    SUBCASE("one level over several lines, '|' optional at line ends") {
        const Level l = only_level("; rle\n6#|\n#@$-.#\n#.$2-#|6#\n");
        CHECK(to_xsb(l) == "######\n#@$ .#\n#.$  #\n######");
        CHECK(l.title == "rle");
    }
    SUBCASE("RLE levels in a collection") {
        const Collection c = parse_collection("; a\n5#|#@$.#|5#\n\n; b\n5#|#.$@#|5#\n");
        REQUIRE(c.levels.size() == 2);
        CHECK(c.levels[1].title == "b");
        REQUIRE(c.levels[1].level);
        CHECK(c.levels[1].level->player == c.levels[1].level->index(3, 1));
    }
    SUBCASE("a pasted 999999999# is an invalid level, not an allocation") {
        const Collection c = parse_collection("999999999#");
        REQUIRE(c.levels.size() == 1);
        REQUIRE(c.levels[0].error);
        CHECK(c.levels[0].error->to_string() == "line 1, column 1: RLE expands beyond 65536 squares");
    }
    SUBCASE("the budget is per level, across its lines") {
        // Trailing floor is no square, but it still counts as expanded text.
        const Collection c = parse_collection("#40000-#|\n#40000-#|\n5#");
        REQUIRE(c.levels.size() == 1);
        REQUIRE(c.levels[0].error);
        CHECK(c.levels[0].error->to_string() == "line 1, column 8: level is wider than 128 squares");
        const Collection d = parse_collection("#40000-|\n#30000-|\n5#");
        REQUIRE(d.levels.size() == 1);
        REQUIRE(d.levels[0].error);
        CHECK(d.levels[0].error->to_string() == "line 2, column 2: RLE expands beyond 65536 squares");
        // Many levels each within the budget are fine (the first row is "#" then trimmed floor).
        std::string many;
        for (int i = 0; i < 100; ++i) many += "#40000-|5#|#@$.#|5#\n\n";
        const Collection e = parse_collection(many);
        REQUIRE(e.levels.size() == 100);
        for (const LevelEntry& entry : e.levels) CHECK(entry.level);
    }
    SUBCASE("RLE syntax errors") {
        ParseError error;
        // Alone, a broken RLE line is not a board: the text has no level, and the reason is given.
        CHECK(parse_collection("3(#-", &error).levels.empty());
        CHECK(error.to_string() == "line 1, column 2: '(' is never closed");
        // Next to board rows it is a broken row of that board.
        const Collection c = parse_collection("5#|\n#@$.#|\n5#)");
        REQUIRE(c.levels.size() == 1);
        REQUIRE(c.levels[0].error);
        CHECK(c.levels[0].error->to_string() == "line 3, column 3: ')' without a matching '('");
        // A title such as "#1" is text, not RLE.
        const Collection t = parse_collection("#1\n\n#####\n#@$.#\n#####");
        REQUIRE(t.levels.size() == 1);
        CHECK(t.levels[0].title == "#1");
    }
    SUBCASE("wider than the limit") {
        const Collection c = parse_collection("200#");
        REQUIRE(c.levels[0].error);
        CHECK(c.levels[0].error->to_string() == "line 1, column 1: level is wider than 128 squares");
    }
}

TEST_CASE("to_rle writes '-' floors, counts for runs and '|' rows") {
    CHECK(to_rle(only_level("#####\n#@$.#\n#####")) == "5#|#@$.#|5#");
    CHECK(to_rle(only_level("  ######\n  #@$ .#\n  #.$  #\n  ######")) == "2-6#|2-#@$-.#|2-#.$2-#|2-6#");
    CHECK(to_rle(only_level("#####\n#@$.#\n#####\n_\n###\n#*#\n###")) == "5#|#@$.#|5#||3#|#*#|3#");
    CHECK(rle::encode_row("") == "");
    CHECK(rle::encode_row("###########") == "11#");
}
