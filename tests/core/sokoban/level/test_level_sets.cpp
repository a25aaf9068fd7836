// The real benchmark sets in ../shared/levels/sokoban parse completely, with the right counts and titles.
#include <doctest/doctest.h>

#include "sokoban/level/level.hpp"
#include "core/sokoban/level_fixture.hpp"

#include <string>

using namespace boxcar::sokoban;

namespace {

void require_all_valid(const Collection& c) {
    for (std::size_t i = 0; i < c.levels.size(); ++i) {
        const LevelEntry& e = c.levels[i];
        INFO("level " << i + 1 << " (" << e.title << ") at line " << e.first_line);
        REQUIRE_MESSAGE(e.level.has_value(), (e.error ? e.error->to_string() : std::string("?")));
        CHECK(e.level->box_count() == e.level->goal_count());
        CHECK(e.level->player >= 0);
        CHECK(e.level->title == e.title);
    }
}

}  // namespace

TEST_CASE("XSokoban.xsb: 90 levels titled screen.NN") {
    ParseError error;
    const Collection c = parse_collection(sokoban_set_text("XSokoban.xsb"), &error);
    REQUIRE(c.levels.size() == 90);
    CHECK(error.message.empty());
    require_all_valid(c);
    CHECK(c.levels[0].title == "screen.01");
    CHECK(c.levels[89].title == "screen.90");
    CHECK(c.levels[0].first_line == 2);
    const Level& first = *c.levels[0].level;
    CHECK(first.width == 19);
    CHECK(first.height == 11);
    CHECK(first.box_count() == 6);
    // Row 8 (0-based) is "##### ### #@##  ..#": the player is at x = 11.
    CHECK(first.player == first.index(11, 8));
    CHECK(first.wall(first.index(0, 8)));
    CHECK(first.goal(first.index(16, 6)));
    CHECK(first.box(first.index(5, 2)));
}

TEST_CASE("Microban.xsb: 155 levels titled by their '; N' line") {
    const Collection c = parse_collection(sokoban_set_text("Microban.xsb"));
    REQUIRE(c.levels.size() == 155);
    require_all_valid(c);
    CHECK(c.levels[0].title == "1");
    CHECK(c.levels[43].title == "44");  // "; 44" wins over the plain line 'Duh!' below it
    CHECK(c.levels[154].title == "155");
    CHECK(c.title == "Microban (155 puzzles, revised April, 2000)");
    const Level& l1 = *c.levels[0].level;
    CHECK(l1.width == 6);
    CHECK(l1.height == 7);
    CHECK(l1.box_count() == 2);
    CHECK(to_xsb(l1) == "####\n# .#\n#  ###\n#*@  #\n#  $ #\n#  ###\n####");
}

TEST_CASE("Microban_II.xsb: 135 levels, including the oversize ones") {
    const Collection c = parse_collection(sokoban_set_text("Microban_II.xsb"));
    REQUIRE(c.levels.size() == 135);
    require_all_valid(c);
    CHECK(c.levels[0].title == "1");
    CHECK(c.levels[134].title == "135");
    int widest = 0, highest = 0, most_boxes = 0;
    for (const LevelEntry& e : c.levels) {
        widest = std::max(widest, e.level->width);
        highest = std::max(highest, e.level->height);
        most_boxes = std::max(most_boxes, e.level->box_count());
    }
    // Counted independently (a Python split of the file): 47x41 squares, 44 boxes.
    CHECK(widest == 47);
    CHECK(highest == 41);
    CHECK(most_boxes == 44);
}

TEST_CASE("every level of the real sets survives XSB and RLE round trips") {
    for (const char* name : {"XSokoban.xsb", "Microban.xsb", "Microban_II.xsb"}) {
        const Collection c = parse_collection(sokoban_set_text(name));
        for (const LevelEntry& e : c.levels) {
            REQUIRE(e.level);
            INFO(name << " level " << e.title);
            for (const std::string& text : {to_xsb(*e.level), to_rle(*e.level)}) {
                const Collection again = parse_collection(text);
                REQUIRE(again.levels.size() == 1);
                REQUIRE(again.levels[0].level);
                const Level& l = *again.levels[0].level;
                CHECK(l.width == e.level->width);
                CHECK(l.height == e.level->height);
                CHECK(l.cells == e.level->cells);
                CHECK(l.player == e.level->player);
            }
        }
    }
}
