// The Sokoban level editor's model: painting, strokes, fill, resizing, undo/redo, validation with the
// parser's own messages, and the exports (XSB, RLE) read back by the parser.
#include "app/app_model.hpp"
#include "app/editor/level_editor.hpp"
#include "sokoban/level/level.hpp"
#include "app/share/sharing.hpp"

#include <doctest/doctest.h>

#include <string>
#include <vector>

using boxcar::app::EditItem;
using boxcar::app::LevelEditor;
namespace sokoban = boxcar::sokoban;

namespace {

// The grid as rows of XSB characters (' ' floor).
std::vector<std::string> rows(const LevelEditor& e) {
    std::vector<std::string> out;
    for (int y = 0; y < e.height(); ++y) {
        std::string row;
        for (int x = 0; x < e.width(); ++x) row += e.at(x, y);
        out.push_back(row);
    }
    return out;
}

// The smallest solvable level painted into a new 5 x 3 room: #@$.#
void paint_smallest(LevelEditor& e) {
    e.reset(5, 3);
    e.paint(1, 1, EditItem::Player);
    e.paint(2, 1, EditItem::Box);
    e.paint(3, 1, EditItem::Goal);
}

const sokoban::Level& only_level(const sokoban::Collection& c) {
    REQUIRE(c.levels.size() == 1);
    REQUIRE(c.levels[0].level);
    return *c.levels[0].level;
}

}  // namespace

TEST_CASE("a new level is a walled room, and validation names each problem as the parser does") {
    LevelEditor e;
    e.reset(6, 5);
    CHECK(rows(e) == std::vector<std::string>{"######", "#    #", "#    #", "#    #", "######"});
    CHECK_FALSE(e.check().ok);
    CHECK(e.check().message == "no player (no '@' or '+' on the board)");
    CHECK(e.check().x == -1);

    REQUIRE(e.paint(1, 1, EditItem::Player));
    CHECK(e.check().message == "no boxes and no goals");
    REQUIRE(e.paint(2, 2, EditItem::Box));
    CHECK(e.check().message == "1 box but 0 goals");
    REQUIRE(e.paint(3, 2, EditItem::Goal));
    CHECK(e.check().ok);
    CHECK(e.check().message.find("1 box") != std::string::npos);
    REQUIRE(e.paint(4, 3, EditItem::BoxOnGoal));
    CHECK(e.check().ok);

    // A hole in the wall: the square the parser names is where the player reaches the border.
    REQUIRE(e.paint(5, 2, EditItem::Floor));
    CHECK_FALSE(e.check().ok);
    CHECK(e.check().message == "level is not closed: the player can reach the border");
    CHECK(e.check().x == 5);
    CHECK(e.check().y == 2);
    CHECK(e.check().text() == "Row 3, column 6: level is not closed: the player can reach the border");
}

TEST_CASE("the editor's messages are the parser's messages for the same board") {
    // Boards whose every row holds a wall, so the parser reads each line as one row of one board.
    const std::vector<std::vector<std::string>> boards = {
        {"#####", "#   #", "#####"},                 // no player
        {"#####", "#@$ #", "#####"},                 // 1 box but 0 goals
        {"#####", "#@$.#", "#.  #", "#####"},       // 1 box but 2 goals
        {"#####", "#@$.#", "## ##", "#   #"},       // not closed, at the bottom row
        {"#######", "#@$.#$#", "#######"},           // a box out of reach not on a goal... and 2 boxes, 1 goal
        {"#######", "#@$.#*#", "#######"},           // fine: the outside box stands on a goal
    };
    for (const auto& board : boards) {
        LevelEditor e;
        e.reset(static_cast<int>(board[0].size()), static_cast<int>(board.size()));
        std::string text;
        for (int y = 0; y < static_cast<int>(board.size()); ++y) {
            for (int x = 0; x < static_cast<int>(board[y].size()); ++x) {
                const char c = board[y][x];
                const EditItem item = c == '#' ? EditItem::Wall : c == '@' ? EditItem::Player : c == '$' ? EditItem::Box
                                      : c == '.' ? EditItem::Goal : c == '*' ? EditItem::BoxOnGoal : EditItem::Floor;
                e.paint(x, y, item);
            }
            text += board[y] + "\n";
        }
        CAPTURE(text);
        sokoban::ParseError error;
        const sokoban::Collection parsed = sokoban::parse_collection(text, &error);
        REQUIRE(parsed.levels.size() == 1);
        const auto& entry = parsed.levels[0];
        CHECK(e.check().ok == entry.level.has_value());
        if (entry.error) {
            CHECK(e.check().message == entry.error->message);
            if (entry.error->column > 0) {
                CHECK(e.check().x == entry.error->column - 1);
                CHECK(e.check().y == entry.error->line - 1);
            } else {
                CHECK(e.check().x == -1);
            }
        }
    }
}

TEST_CASE("one player: painting it again moves it, and a goal under it stays") {
    LevelEditor e;
    e.reset(6, 4);
    e.paint(1, 1, EditItem::PlayerOnGoal);
    CHECK(e.at(1, 1) == '+');
    e.paint(3, 2, EditItem::Player);
    CHECK(e.at(1, 1) == '.');
    CHECK(e.at(3, 2) == '@');
    CHECK(e.player() == 2 * 6 + 3);
    e.paint(3, 2, EditItem::Wall);  // painting over the player removes it
    CHECK(e.player() == -1);
    CHECK(e.check().message == "no player (no '@' or '+' on the board)");
}

TEST_CASE("a stroke is one undo step; undo and redo restore the grid exactly") {
    LevelEditor e;
    e.reset(7, 5);
    const auto empty = rows(e);
    e.begin_stroke();
    for (int x = 1; x <= 5; ++x) e.paint(x, 2, EditItem::Wall);
    e.paint(3, 2, EditItem::Wall);  // the same square again changes nothing
    e.end_stroke();
    const auto walled = rows(e);
    CHECK(walled[2] == "#######");
    e.paint(1, 1, EditItem::Player);  // outside a stroke: its own step
    const auto with_player = rows(e);

    REQUIRE(e.undo());
    CHECK(rows(e) == walled);
    REQUIRE(e.undo());
    CHECK(rows(e) == empty);
    CHECK_FALSE(e.can_undo());
    CHECK_FALSE(e.undo());
    REQUIRE(e.redo());
    CHECK(rows(e) == walled);
    REQUIRE(e.redo());
    CHECK(rows(e) == with_player);
    CHECK_FALSE(e.can_redo());

    // A new edit after an undo drops the redo list.
    e.undo();
    e.paint(2, 3, EditItem::Box);
    CHECK_FALSE(e.can_redo());
    // A paint that changes nothing, or lands outside the grid, is no step.
    CHECK_FALSE(e.paint(0, 0, EditItem::Wall));
    CHECK_FALSE(e.paint(-1, 0, EditItem::Floor));
    CHECK_FALSE(e.paint(7, 0, EditItem::Floor));
}

TEST_CASE("fill paints the connected region of equal squares, not the player") {
    LevelEditor e;
    e.reset(7, 5);
    e.begin_stroke();
    for (int y = 1; y <= 3; ++y) e.paint(3, y, EditItem::Wall);  // splits the room in two
    e.end_stroke();
    REQUIRE(e.fill(1, 1, EditItem::Goal));
    CHECK(rows(e) == std::vector<std::string>{"#######", "#..#  #", "#..#  #", "#..#  #", "#######"});
    CHECK_FALSE(e.fill(1, 1, EditItem::Goal));  // nothing changes
    std::string why;
    CHECK_FALSE(e.fill(4, 1, EditItem::Player, &why));
    CHECK(why.find("one player") != std::string::npos);
    REQUIRE(e.fill(0, 0, EditItem::Floor));  // every wall is connected: all of them go
    CHECK(rows(e)[0] == "       ");
    CHECK(rows(e)[2] == " ..    ");
    REQUIRE(e.undo());
    REQUIRE(e.undo());
    CHECK(rows(e)[1] == "#  #  #");
}

TEST_CASE("resizing inserts and removes rows and columns within the limits, undoably") {
    LevelEditor e;
    e.reset(5, 4);
    e.paint(1, 1, EditItem::Player);
    REQUIRE(e.insert_row(4));  // at the bottom
    REQUIRE(e.insert_column(0));  // at the left
    CHECK(e.width() == 6);
    CHECK(e.height() == 5);
    CHECK(rows(e) == std::vector<std::string>{" #####", " #@  #", " #   #", " #####", "      "});
    REQUIRE(e.remove_row(0));
    REQUIRE(e.remove_column(5));
    CHECK(rows(e) == std::vector<std::string>{" #@  ", " #   ", " ####", "     "});
    CHECK_FALSE(e.insert_row(9));
    CHECK_FALSE(e.remove_column(-1));
    for (int i = 0; i < 4; ++i) e.undo();
    CHECK(rows(e) == std::vector<std::string>{"#####", "#@  #", "#   #", "#####"});

    // Limits: never below kMinSide, never above what the parser reads.
    e.reset(3, 3);
    CHECK_FALSE(e.remove_row(0));
    CHECK_FALSE(e.remove_column(2));
    e.reset(LevelEditor::kMaxSide, 3);
    CHECK_FALSE(e.insert_column(0));
    CHECK(e.width() == sokoban::kMaxWidth);
}

TEST_CASE("XSB and RLE exports read back by the parser give the same level") {
    LevelEditor e;
    paint_smallest(e);
    e.title = "Smallest";
    REQUIRE(e.check().ok);
    CHECK(e.xsb() == "#####\n#@$.#\n#####\nTitle: Smallest\n");
    CHECK(e.rle() == "5#|#@$.#|5#");

    // A larger level with floor outside the walls, goals under the player and a box, a blank margin.
    e.reset(8, 7);
    e.title = "";
    e.insert_row(0);     // an empty top row and left column: the exports crop them, as the parser would
    e.insert_column(0);
    e.paint(2, 2, EditItem::PlayerOnGoal);
    e.paint(3, 3, EditItem::Box);
    e.paint(5, 4, EditItem::BoxOnGoal);
    e.paint(4, 5, EditItem::Box);
    e.paint(6, 5, EditItem::Goal);
    e.paint(4, 3, EditItem::Wall);
    REQUIRE(e.check().ok);
    const auto level = e.level();
    REQUIRE(level);
    CHECK(level->width == 8);
    CHECK(level->height == 7);

    for (const std::string& text : {e.xsb(), e.rle()}) {
        CAPTURE(text);
        sokoban::ParseError error;
        const sokoban::Collection parsed = sokoban::parse_collection(text, &error);
        const sokoban::Level& back = only_level(parsed);
        CHECK(back.width == level->width);
        CHECK(back.height == level->height);
        CHECK(back.cells == level->cells);
        CHECK(back.player == level->player);

        // Loading the parsed level into the editor and exporting again gives the same text.
        LevelEditor again;
        again.load(back);
        CHECK(again.check().ok);
        CHECK(again.xsb() == e.xsb());
        CHECK(again.rle() == e.rle());
    }

    // An invalid level exports nothing.
    e.paint(2, 2, EditItem::Floor);
    CHECK_FALSE(e.check().ok);
    CHECK(e.xsb().empty());
    CHECK(e.rle().empty());
}

TEST_CASE("loading a level keeps its squares, title and player") {
    const char* text = "; Two Apart\n#######\n#     #\n#@$ $ #\n#  .. #\n#######\n";
    const sokoban::Collection parsed = sokoban::parse_collection(text);
    const sokoban::Level& level = only_level(parsed);
    LevelEditor e;
    e.load(level);
    CHECK(e.title == "Two Apart");
    CHECK(e.width() == level.width);
    CHECK(e.height() == level.height);
    CHECK(e.at(1, 2) == '@');
    CHECK(e.at(4, 2) == '$');
    CHECK(e.at(4, 3) == '.');
    CHECK(e.check().ok);
    CHECK_FALSE(e.can_undo());
    const sokoban::Level back = only_level(sokoban::parse_collection(e.xsb()));
    CHECK(back.cells == level.cells);
    CHECK(back.player == level.player);
    CHECK(back.title == "Two Apart");
}

TEST_CASE("an edited level opens from its share link like any other") {
    LevelEditor e;
    paint_smallest(e);
    e.title = "Mine & yours #1";
    std::string why;
    const std::string fragment = e.share_fragment(&why);
    REQUIRE_FALSE(fragment.empty());
    CHECK(fragment.find('#') == std::string::npos);

    boxcar::app::AppModel model;
    REQUIRE(open_fragment(model, "#" + fragment));
    REQUIRE(model.play.has_level());
    CHECK(model.play.collection().levels[0].title == "Mine & yours #1");
    CHECK(sokoban::to_rle(model.play.level()) == e.rle());
    CHECK(model.play.move_lurd("R").ok);
    CHECK(model.play.game().solved());

    // An untitled level's link names it as test play does.
    e.title.clear();
    boxcar::app::AppModel untitled;
    REQUIRE(open_fragment(untitled, "#" + e.share_fragment(&why)));
    CHECK(untitled.play.collection().levels[0].title == LevelEditor::kUntitled);

    // An invalid level has no link, and says why.
    e.paint(1, 1, EditItem::Floor);
    CHECK(e.share_fragment(&why).empty());
    CHECK(why == "The level is not ready to share: no player (no '@' or '+' on the board)");
}
