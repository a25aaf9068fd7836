// The XSB parser: title conventions, keys, comments, aliases, CRLF, tabs, numbering of invalid blocks,
// and a corpus of bad inputs, each asserting the exact problem and its line/column.
#include <doctest/doctest.h>

#include "sokoban/level/level.hpp"

#include <string>

using namespace boxcar::sokoban;

namespace {

const char* kSmall = "#####\n#@$.#\n#####";

std::vector<std::string> titles(const Collection& c) {
    std::vector<std::string> out;
    for (const LevelEntry& e : c.levels) out.push_back(e.title);
    return out;
}

// The error of the only level block in `text`.
ParseError only_error(const std::string& text) {
    const Collection c = parse_collection(text);
    REQUIRE(c.levels.size() == 1);
    REQUIRE_MESSAGE(c.levels[0].error.has_value(), "expected an error for:\n" << text);
    CHECK(!c.levels[0].level);
    return *c.levels[0].error;
}

void check_error(const std::string& text, int line, int column, const std::string& message) {
    const ParseError e = only_error(text);
    INFO(text);
    CHECK(e.message == message);
    CHECK(e.line == line);
    CHECK(e.column == column);
}

}  // namespace

TEST_CASE("a single board without any title") {
    ParseError error;
    const Collection c = parse_collection(kSmall, &error);
    REQUIRE(c.levels.size() == 1);
    REQUIRE(c.levels[0].level);
    CHECK(error.message.empty());
    const Level& l = *c.levels[0].level;
    CHECK(l.title.empty());
    CHECK(l.width == 5);
    CHECK(l.height == 3);
    CHECK(l.player == l.index(1, 1));
    CHECK(l.box(l.index(2, 1)));
    CHECK(l.goal(l.index(3, 1)));
    CHECK(l.wall(l.index(0, 0)));
    CHECK(!l.solved());
    CHECK(c.levels[0].first_line == 1);
}

TEST_CASE("titles: every convention") {
    SUBCASE("';' line before the board, with or without blank lines between") {
        const Collection c = parse_collection(
            "; Set header\n; more header\n\n\n; 1\n\n#####\n#@$.#\n#####\n\n;screen.02\n#####\n#@$.#\n#####\n");
        CHECK(titles(c) == std::vector<std::string>{"1", "screen.02"});
        CHECK(c.title == "Set header");
    }
    SUBCASE("';' lines between boards with no blank line name the next board") {
        const Collection c = parse_collection("; 1\n#####\n#@$.#\n#####\n; 2\n#####\n#@$.#\n#####");
        CHECK(titles(c) == std::vector<std::string>{"1", "2"});
    }
    SUBCASE("Title: wins over ';' and plain text, before or after the board") {
        const Collection c = parse_collection(
            "; semi\nTitle: Keyed\n#####\n#@$.#\n#####\n\n; semi 2\n#####\n#@$.#\n#####\nTitle: After\n"
            "Author: Someone\n");
        CHECK(titles(c) == std::vector<std::string>{"Keyed", "After"});
        REQUIRE(c.levels[1].level);
        CHECK(c.levels[1].level->author == "Someone");
        CHECK(c.levels[0].level->author.empty());
    }
    SUBCASE("a plain text line just after the board") {
        const Collection c = parse_collection(
            "#####\n#@$.#\n#####\nFirst Level\n\n#####\n#@$.#\n#####\nSecond Level\n\n#####\n#@$.#\n#####\n");
        CHECK(titles(c) == std::vector<std::string>{"First Level", "Second Level", ""});
    }
    SUBCASE(".sok: a title line is a text line alone in its paragraph; text after the board is notes") {
        const Collection c = parse_collection(
            "::  hidden comment\nCollection: Sok Set\n\nFirst one\n#####\n#@$.#\n#####\nNotes about the first "
            "level.\n\nSolution\nR\n\nSecond one\n\n#####\n#@$.#\n#####\n\nintro text\nnot a title\n\n#####\n"
            "#@$.#\n#####\n");
        CHECK(titles(c) == std::vector<std::string>{"First one", "Second one", ""});
        CHECK(c.title == "Sok Set");
    }
    SUBCASE("a first paragraph that does not name the first board names the collection") {
        const Collection c = parse_collection("My Collection\n\n#####\n#@$.#\n#####\nName 1\n\n#####\n#@$.#\n"
                                              "#####\nName 2\n");
        CHECK(titles(c) == std::vector<std::string>{"Name 1", "Name 2"});
        CHECK(c.title == "My Collection");
    }
    SUBCASE("names before the boards with no blank lines at all") {
        const Collection c = parse_collection("Level 1\n#####\n#@$.#\n#####\nLevel 2\n#####\n#@$.#\n#####\n"
                                              "Level 3\n#####\n#@$.#\n#####");
        CHECK(titles(c) == std::vector<std::string>{"Level 1", "Level 2", "Level 3"});
        // ...while a file naming boards after them keeps doing so.
        const Collection after = parse_collection("#####\n#@$.#\n#####\nOne\n#####\n#@$.#\n#####\nTwo\n");
        CHECK(titles(after) == std::vector<std::string>{"One", "Two"});
    }
    SUBCASE("';' beats a plain line before the board (Microban's '; 44' then 'Duh!')") {
        const Collection c = parse_collection("; 44\n'Duh!'\n\n#####\n#@$.#\n#####\n");
        CHECK(titles(c) == std::vector<std::string>{"44"});
    }
    SUBCASE("'::' lines are never titles") {
        const Collection c = parse_collection(":: secret\n#####\n#@$.#\n#####\n:: also secret\n");
        CHECK(titles(c) == std::vector<std::string>{""});
    }
    SUBCASE("Collection: and Author: keys of the collection") {
        const Collection c = parse_collection(
            "Collection: My Set\nAuthor: A. Person\n\nTitle: L1\n#####\n#@$.#\n#####\n\nTitle: L2\nAuthor: Guest\n"
            "#####\n#@$.#\n#####\n");
        CHECK(c.title == "My Set");
        CHECK(c.author == "A. Person");
        CHECK(titles(c) == std::vector<std::string>{"L1", "L2"});
        CHECK(c.levels[0].level->author == "A. Person");  // inherited from the collection
        CHECK(c.levels[1].level->author == "Guest");
    }
    SUBCASE(".sok Comment: blocks are skipped") {
        const Collection c = parse_collection(
            "Level A\n#####\n#@$.#\n#####\nComment:\nnot a title\nComment-End:\n\n#####\n#@$.#\n#####\n");
        CHECK(titles(c) == std::vector<std::string>{"Level A", ""});
    }
    SUBCASE("invalid blocks keep their titles") {
        const Collection c = parse_collection("; one\n\n#####\n#@$.#\n#####\n\n; two (no player)\n\n"
                                              "#####\n# $.#\n#####\n\n; three\n\n######\n#@$  #\n#   .#\n######\n");
        CHECK(titles(c) == std::vector<std::string>{"one", "two (no player)", "three"});
        CHECK(c.levels[0].level);
        CHECK(c.levels[1].error);
        CHECK(c.levels[1].first_line == 9);
        CHECK(c.levels[2].level);
    }
    SUBCASE("over-long titles are cut") {
        const std::string longer(1000, 'x');
        const Collection c = parse_collection("; " + longer + "\n" + kSmall);
        CHECK(c.levels[0].title.size() == kMaxTitleBytes);
    }
}

TEST_CASE("solution sections and push/move counts beside a level") {
    const Collection c = parse_collection(
        "; one\n#####\n#@$.#\n#####\nPushes: 1 (optimal)\nMoves: 1\n:: a note\nSolution\nR\n"
        "solution (another program's counts)\n r \n\n"
        "; two\n######\n#@$ .#\n######\nSolution 2/2\nR\nR\nNotes after it\n\n"
        "; three\n#####\n#@$.#\n#####\n");
    REQUIRE(c.levels.size() == 3);
    CHECK(titles(c) == std::vector<std::string>{"one", "two", "three"});
    CHECK(c.levels[0].pushes_note == "1 (optimal)");
    CHECK(c.levels[0].moves_note == "1");
    CHECK(c.levels[0].solutions == std::vector<std::string>{"R", "r"});
    CHECK(c.levels[1].solutions == std::vector<std::string>{"RR"});
    CHECK(c.levels[1].pushes_note.empty());
    CHECK(c.levels[2].solutions.empty());
    // A "Solution" line never becomes a title, and "Solutions" is not the word.
    const Collection d = parse_collection("#####\n#@$.#\n#####\nSolution\nR\n");
    CHECK(d.levels[0].title.empty());
    const Collection e = parse_collection("#####\n#@$.#\n#####\nSolutions\n");
    CHECK(e.levels[0].title == "Solutions");
    CHECK(e.levels[0].solutions.empty());
}

TEST_CASE("characters: aliases, '-' and '_' floors, CRLF, tabs") {
    SUBCASE("p P b B - _ aliases") {
        const Collection a = parse_collection("#######\n#p-b_.#\n#-B-P-#\n#######");
        const Collection b = parse_collection("#######\n#@ $ .#\n# * + #\n#######");
        REQUIRE(a.levels.size() == 1);
        REQUIRE(b.levels.size() == 1);
        // Two players: '+' and '@' (and 'p', 'P'), so both are the same invalid block.
        REQUIRE(a.levels[0].error);
        CHECK(a.levels[0].error->message == "second player (first at line 2, column 2)");
        CHECK(a.levels[0].error->line == 3);
        CHECK(a.levels[0].error->column == 5);
        const Collection ok = parse_collection("#######\n#p-b_.#\n#-B-_-#\n#######");
        REQUIRE(ok.levels[0].level);
        CHECK(to_xsb(*ok.levels[0].level) == "#######\n#@ $ .#\n# *   #\n#######");
    }
    SUBCASE("CRLF and a lone CR read like LF") {
        const Collection lf = parse_collection("; t\n\n#####\n#@$.#\n#####\n");
        const Collection crlf = parse_collection("; t\r\n\r\n#####\r\n#@$.#\r\n#####\r\n");
        const Collection cr = parse_collection("; t\r\r#####\r#@$.#\r#####\r");
        for (const Collection* c : {&crlf, &cr}) {
            REQUIRE(c->levels.size() == 1);
            REQUIRE(c->levels[0].level);
            CHECK(c->levels[0].title == "t");
            CHECK(c->levels[0].level->cells == lf.levels[0].level->cells);
            CHECK(c->levels[0].first_line == 3);
        }
    }
    SUBCASE("tabs expand to the next multiple of 8 columns") {
        const Collection c = parse_collection("\t#####\n\t#@$.#\n  \t#####\n");
        REQUIRE(c.levels[0].level);
        const Level& l = *c.levels[0].level;
        CHECK(l.width == 13);
        CHECK(l.wall(l.index(8, 0)));
        CHECK(l.player == l.index(9, 1));
        const Collection mid = parse_collection("#####\t#\n#@$.#\t#\n########");
        REQUIRE(mid.levels[0].level);
        CHECK(mid.levels[0].level->width == 9);
        CHECK(mid.levels[0].level->wall(mid.levels[0].level->index(8, 1)));
        // Columns in errors are characters of the original line, not expanded columns.
        check_error("\t#####\n\t#@$X#\n\t#####", 2, 5, "unknown character 'X'");
    }
    SUBCASE("a UTF-8 byte order mark is skipped") {
        const Collection c = parse_collection("\xEF\xBB\xBF; bom\n#####\n#@$.#\n#####");
        REQUIRE(c.levels.size() == 1);
        CHECK(c.levels[0].title == "bom");
    }
}

TEST_CASE("squares outside the player's area") {
    SUBCASE("a decorative box on a goal outside the walls, below a '_' row") {
        const Collection c = parse_collection("#####\n#@$.#\n#####\n_\n###\n#*#\n###");
        REQUIRE(c.levels.size() == 1);
        REQUIRE_MESSAGE(c.levels[0].level, c.levels[0].error->to_string());
        const Level& l = *c.levels[0].level;
        CHECK(l.height == 7);
        CHECK(l.box_count() == 2);
        CHECK(l.box(l.index(1, 5)));
        CHECK(l.goal(l.index(1, 5)));
        CHECK(to_xsb(l) == "#####\n#@$.#\n#####\n-\n###\n#*#\n###");
    }
    SUBCASE("rows without a wall next to board rows (found by libFuzzer: to_xsb wrote such rows)") {
        for (const char* text : {"#####\n#@$.#\n#####\n*", "  *\n#####\n#@$.#\n#####", "#####\n#@$.#\n##### *\n\n*\n"}) {
            INFO(text);
            const Collection c = parse_collection(text);
            REQUIRE(!c.levels.empty());
            REQUIRE_MESSAGE(c.levels[0].level, c.levels[0].error->to_string());
            const Level& l = *c.levels[0].level;
            CHECK(l.box_count() == 2);
            const Collection again = parse_collection(to_xsb(l));
            REQUIRE(again.levels.size() == 1);
            REQUIRE(again.levels[0].level);
            CHECK(again.levels[0].level->cells == l.cells);
        }
        // Several such lines above the walls, with an empty row among them (found by libFuzzer: an RLE
        // level whose written XSB lost its top rows "*" and "-" when read again).
        for (const char* text : {"*\n-\n#####\n#@$.#\n#####", "*|-|5#|#@$.#|5#", "*\n\n*\n-\n#####\n#@$.#\n#####"}) {
            INFO(text);
            const Collection c = parse_collection(text);
            REQUIRE(!c.levels.empty());
            REQUIRE_MESSAGE(c.levels.back().level, c.levels.back().error->to_string());
            const Level& l = *c.levels.back().level;
            CHECK(l.height == 5);
            CHECK(l.box_count() == 2);
            for (const std::string& written : {to_xsb(l), to_rle(l)}) {
                const Collection again = parse_collection(written);
                REQUIRE(again.levels.size() == 1);
                REQUIRE(again.levels[0].level);
                CHECK(again.levels[0].level->cells == l.cells);
            }
        }
        // Alone (after a blank line) such a line is text, not a board.
        const Collection t = parse_collection("#####\n#@$.#\n#####\n\npPbB\n");
        CHECK(t.levels.size() == 1);
    }
    SUBCASE("unreachable interior floor stays floor, walls stay walls") {
        const Collection c = parse_collection("#######\n#@$.# #\n#######");
        REQUIRE(c.levels[0].level);
        const Level& l = *c.levels[0].level;
        CHECK(l.cells[l.index(5, 1)] == 0);
        CHECK(l.wall(l.index(4, 1)));
        CHECK(l.wall(l.index(6, 1)));
    }
    SUBCASE("leading spaces outside the level are floor without flags") {
        const Collection c = parse_collection("  #####\n  #@$.#\n  #####");
        REQUIRE(c.levels[0].level);
        CHECK(c.levels[0].level->width == 7);
        CHECK(c.levels[0].level->cells[0] == 0);
    }
}

TEST_CASE("bad inputs: each names the problem and where") {
    SUBCASE("second player") {
        check_error("; x\n#####\n#@$.#\n#@$.#\n#####", 4, 2, "second player (first at line 3, column 2)");
    }
    SUBCASE("no player") {
        check_error("\n#####\n# $.#\n#####", 2, 0, "no player (no '@' or '+' on the board)");
    }
    SUBCASE("boxes and goals") {
        check_error("#######\n#@$$$ #\n#  .. #\n#######", 1, 0, "3 boxes but 2 goals");
        check_error("#######\n#@$...#\n#######", 1, 0, "1 box but 3 goals");
        check_error("#####\n#@  #\n#####", 1, 0, "no boxes and no goals");
        check_error("#####\n#@*.#\n#####", 1, 0, "1 box but 2 goals");
        // Said as the level's, where it starts: no line holds a count.
        CHECK(only_error("; x\n\n######\n#@$$.#\n######").to_string() == "the level at line 3: 2 boxes but 1 goal");
    }
    SUBCASE("open levels name the nearest border square the player reaches") {
        check_error("#####\n#@$.#\n## ##\n#   #\n#    \n#####", 5, 5,
                    "level is not closed: the player can reach the border");
        // A short row: the square past its end is the border.
        check_error("#####\n#@$.\n#####", 2, 5, "level is not closed: the player can reach the border");
        check_error("  #####\n  #@$.#\n  # ###\n  # #\n     \n", 4, 4,
                    "level is not closed: the player can reach the border");
    }
    SUBCASE("a box the player can never reach must stand on a goal") {
        check_error("########\n#@$.#$.#\n########", 2, 6, "a box the player can never reach is not on a goal");
    }
    SUBCASE("unknown characters inside a board") {
        check_error("#####\n#@$.#\n##X##\n#####", 3, 3, "unknown character 'X'");
        check_error("#####\n#@$\x01#\n#####", 2, 4, "unknown character (byte 0x01)");
        // The first row of a board, recognised by the board row that follows it.
        check_error("#?###\n#@$.#\n#####", 1, 2, "unknown character '?'");
    }
    SUBCASE("size limits") {
        const std::string wide(kMaxWidth + 1, '#');
        check_error(wide + "\n#@$.#\n#####", 1, kMaxWidth + 1, "level is wider than 128 squares");
        std::string high;
        for (int y = 0; y < kMaxHeight + 5; ++y) high += "#   #\n";
        check_error("#####\n#@$.#\n" + high + "#####", kMaxHeight + 1, 0, "level is more than 128 rows high");
        // Exactly at the limits is fine.
        std::string big = std::string(kMaxWidth, '#') + "\n#@$." + std::string(kMaxWidth - 5, ' ') + "#\n";
        for (int y = 2; y < kMaxHeight - 1; ++y) big += "#" + std::string(kMaxWidth - 2, ' ') + "#\n";
        big += std::string(kMaxWidth, '#');
        const Collection c = parse_collection(big);
        REQUIRE(c.levels.size() == 1);
        REQUIRE_MESSAGE(c.levels[0].level, c.levels[0].error->to_string());
        CHECK(c.levels[0].level->width == kMaxWidth);
        CHECK(c.levels[0].level->height == kMaxHeight);
        // Rows past the limit after an empty row still make the level too high (not a silently
        // truncated level).
        std::string gap = std::string(kMaxWidth, '#') + "\n#@$." + std::string(kMaxWidth - 5, ' ') + "#\n";
        for (int y = 2; y < kMaxHeight - 1; ++y) gap += "#" + std::string(kMaxWidth - 2, ' ') + "#\n";
        gap += std::string(kMaxWidth, '#') + "\n----\n#####\n#####\n";
        check_error(gap, kMaxHeight + 1, 0, "level is more than 128 rows high");  // the "----" row
        // Trailing spaces beyond the limit are not squares.
        const Collection spaces = parse_collection("#####" + std::string(500, ' ') + "\n#@$.#\n#####");
        CHECK(spaces.levels[0].level);
    }
    SUBCASE("the first problem in text order wins") {
        check_error("#####\n#@X.#\n#" + std::string(kMaxWidth, '#') + "\n#####", 2, 3, "unknown character 'X'");
        check_error("#####\n#@$.#\n#" + std::string(kMaxWidth, '#') + "\n#@X.#", 3, kMaxWidth + 1,
                    "level is wider than 128 squares");
        check_error("#####\n#@$.#\n#@X#\n#####", 3, 2, "second player (first at line 2, column 2)");
        check_error("#####\n#@$.#\n#@(#\n#####", 3, 3, "'(' is never closed");  // a broken RLE row
    }
    SUBCASE("to_string puts the position first") {
        const ParseError e = only_error("#####\n#@$.#\n##X##\n#####");
        CHECK(e.to_string() == "line 3, column 3: unknown character 'X'");
        CHECK(ParseError{4, 0, "no player"}.to_string() == "line 4: no player");
        CHECK(ParseError{0, 0, "the text is empty"}.to_string() == "the text is empty");
    }
}

TEST_CASE("whole-text problems: empty, no board, too big, too many levels") {
    ParseError error;
    CHECK(parse_collection("", &error).levels.empty());
    CHECK(error.message == "the text is empty");
    CHECK(parse_collection("  \n\n \t\n", &error).levels.empty());
    CHECK(error.message == "the text is empty");
    CHECK(parse_collection("hello\nworld\n", &error).levels.empty());
    CHECK(error.message.find("no level found") == 0);
    CHECK(error.line == 0);

    const std::string huge(kMaxInputBytes + 1, '#');
    CHECK(parse_collection(huge, &error).levels.empty());
    CHECK(error.message == "the text is 8388609 bytes long (at most 8388608)");

    // A valid parse clears a previous error.
    CHECK(parse_collection(kSmall, &error).levels.size() == 1);
    CHECK(error.message.empty());

    std::string many;
    for (std::size_t i = 0; i < kMaxLevels + 3; ++i) many += "#\n\n";
    const Collection c = parse_collection(many, &error);
    CHECK(c.levels.size() == kMaxLevels);
    CHECK(error.message == "more than 100000 levels: the rest of the text was not read");
    CHECK(error.line == static_cast<int>(2 * kMaxLevels + 1));
}

TEST_CASE("validate() on a Level built in code") {
    Level l;
    l.width = 5;
    l.height = 3;
    l.cells = {kWall, kWall, kWall, kWall, kWall, kWall, 0, kBox, kGoal, kWall, kWall, kWall, kWall, kWall, kWall};
    CHECK(validate(l)->message == "no player (no '@' or '+' on the board)");
    l.player = 6;
    CHECK(!validate(l));
    l.player = 7;
    CHECK(validate(l)->message == "the player stands on a box");
    l.player = 0;
    CHECK(validate(l)->message == "the player stands on a wall");
    l.player = 6;
    l.cells.pop_back();
    CHECK(validate(l)->message == "board has 14 squares but should have 15");
    Level empty;
    CHECK(validate(empty)->message == "the board is empty");
    CHECK(to_xsb(empty).empty());
    CHECK(to_rle(empty).empty());
}
