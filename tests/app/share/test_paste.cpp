// A paste on the board (share/paste.hpp and window.boxcar.paste): a solution for the level on screen
// first, then a level, collection or board, else one error naming what both puzzles expect.
#include "api_call.hpp"
#include "app_levels.hpp"
#include "app/app_model.hpp"
#include "app/share/input_limits.hpp"
#include "app/share/paste.hpp"

#include <doctest/doctest.h>

#include <string>

using boxcar::app::test::kFirstPush;
using boxcar::app::test::kRushEasy;
using boxcar::app::test::has;
using boxcar::app::AppModel;
using boxcar::app::MessageLevel;
using boxcar::app::PuzzleKind;

namespace {

const char* kOther = "Title: Other\n#####\n#@$.#\n#####\n";

}  // namespace

TEST_CASE("a LURD paste on a Sokoban level is replayed and loaded into playback") {
    AppModel m;
    REQUIRE(m.load(kFirstPush).ok);
    const int serial = m.message.serial();
    CHECK(paste(m, " r\n"));
    CHECK(m.play.solution().length == 1);
    CHECK(m.play.playback().position == 0);
    CHECK(has(m.message.text(), "Solution verified"));
    CHECK(m.message.level() == MessageLevel::Info);
    CHECK(m.message.serial() > serial);
    CHECK(m.play.level_count() == 1);  // still the same level, not read as a level
}

TEST_CASE("a LURD paste that does not solve the level is an error and changes nothing") {
    AppModel m;
    REQUIRE(m.load(kFirstPush).ok);
    CHECK_FALSE(paste(m, "u"));
    CHECK(m.message.level() == MessageLevel::Error);
    CHECK(has(m.message.text(), "does not work"));
    CHECK(has(m.message.text(), "don't solve"));
    CHECK(m.play.solution().length == 0);
    CHECK_FALSE(paste(m, "uuu"));
    CHECK(has(m.message.text(), "move 2"));
}

TEST_CASE("a Rush Hour move list on a board is replayed; on a Sokoban level it is named as such") {
    AppModel m;
    REQUIRE(m.load(kRushEasy).ok);
    CHECK(paste(m, "B-1, A+4"));
    CHECK(m.play.solution().length == 2);
    CHECK_FALSE(paste(m, "A+1 B-1"));
    CHECK(m.message.level() == MessageLevel::Error);
    CHECK(m.play.solution().length == 2);  // the verified one stays
    CHECK_FALSE(paste(m, "rRdL"));
    CHECK(has(m.message.text(), "Sokoban solution"));
    REQUIRE(m.load(kFirstPush).ok);
    CHECK_FALSE(paste(m, "A+1 C-2"));
    CHECK(has(m.message.text(), "Rush Hour solution"));
}

TEST_CASE("a level, collection or board paste is loaded") {
    AppModel m;
    REQUIRE(m.load(kFirstPush).ok);
    CHECK(paste(m, kOther));
    CHECK(m.play.kind() == PuzzleKind::Sokoban);
    CHECK(m.play.collection().levels[0].title == "Other");
    CHECK(paste(m, std::string(kOther) + "\n" + kFirstPush));
    CHECK(m.play.level_count() == 2);
    CHECK(paste(m, kRushEasy));
    CHECK(m.play.kind() == PuzzleKind::RushHour);
    CHECK(m.message.level() == MessageLevel::Info);
}

TEST_CASE("anything else gets one error naming what both puzzles expect, the old level stays") {
    AppModel m;
    REQUIRE(m.load(kFirstPush).ok);
    CHECK_FALSE(paste(m, "Hello, this is a shopping list: milk, eggs"));
    CHECK(m.message.level() == MessageLevel::Error);
    CHECK(has(m.message.text(), "Sokoban"));
    CHECK(has(m.message.text(), "Rush Hour"));
    CHECK(has(m.message.text(), "LURD"));
    CHECK(has(m.message.text(), "A+1 C-2"));
    CHECK_FALSE(has(m.message.text(), "As a"));  // prose gets no parser complaint
    CHECK(m.play.kind() == PuzzleKind::Sokoban);
    CHECK(m.play.has_level());
    // Text meant as a level keeps the parser's complaint, with its place.
    CHECK_FALSE(paste(m, "#####\n#@$q#\n#####\n"));
    CHECK(has(m.message.text(), "As a Sokoban level"));
    CHECK(has(m.message.text(), "'q'"));
    CHECK_FALSE(paste(m, "oooooooooBooAAoBoooooooooooooooooooZZZ"));
    CHECK(has(m.message.text(), "As a Rush Hour board"));
    CHECK_FALSE(paste(m, " \n\t"));
    CHECK(has(m.message.text(), "no text"));
}

TEST_CASE("a paste larger than the page's limit is refused with the sizes, before any parsing") {
    AppModel m;
    REQUIRE(m.load(kFirstPush).ok);
    const std::string huge(boxcar::app::kMaxPageText + 1, 'r');
    CHECK_FALSE(paste(m, huge));
    CHECK(has(m.message.text(), "too large"));
    CHECK(has(m.message.text(), "1024 KiB"));
    CHECK(m.play.solution().length == 0);
}

TEST_CASE("window.boxcar paste and limits") {
    AppModel m;
    REQUIRE(m.load(kFirstPush).ok);
    auto answer = boxcar::app::test::call(m, "paste", {"R"});
    CHECK(answer["ok"] == true);
    answer = boxcar::app::test::call(m, "paste", {"nothing useful"});
    CHECK(answer["ok"] == false);
    CHECK(has(answer["error"].get<std::string>(), "Rush Hour"));
    answer = boxcar::app::test::call(m, "limits");
    CHECK(answer["page_text_bytes"] == boxcar::app::kMaxPageText);
    CHECK(answer["share_fragment_chars"] == 8000);
}
