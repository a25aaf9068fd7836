// A paste on the board (AppModel::paste and window.boxcar.paste): a solution for the level on screen
// first, then a level, collection or board, else one error naming what both puzzles expect.
#include "api_call.hpp"
#include "app/app_model.hpp"
#include "app/share/input_limits.hpp"

#include <doctest/doctest.h>

#include <string>

using boxcar::app::AppModel;
using boxcar::app::MessageLevel;
using boxcar::app::PuzzleKind;

namespace {

const char* kFirstPush = "#######\n#     #\n# @$. #\n#     #\n#######";  // solved by "R"
const char* kOther = "Title: Other\n#####\n#@$.#\n#####\n";
const char* kRushEasy = "oooooooooBooAAoBoooooooooooooooooooo";  // B-1 A+4

bool has(const std::string& text, const char* part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("a LURD paste on a Sokoban level is replayed and loaded into playback") {
    AppModel m;
    REQUIRE(m.load(kFirstPush).ok);
    const int serial = m.message_serial();
    CHECK(m.paste(" r\n"));
    CHECK(m.solver().solution_length == 1);
    CHECK(m.playback().position == 0);
    CHECK(has(m.message(), "Solution verified"));
    CHECK(m.message_level() == MessageLevel::Info);
    CHECK(m.message_serial() > serial);
    CHECK(m.level_count() == 1);  // still the same level, not read as a level
}

TEST_CASE("a LURD paste that does not solve the level is an error and changes nothing") {
    AppModel m;
    REQUIRE(m.load(kFirstPush).ok);
    CHECK_FALSE(m.paste("u"));
    CHECK(m.message_level() == MessageLevel::Error);
    CHECK(has(m.message(), "does not work"));
    CHECK(has(m.message(), "don't solve"));
    CHECK(m.solver().solution_length == 0);
    CHECK_FALSE(m.paste("uuu"));
    CHECK(has(m.message(), "move 2"));
}

TEST_CASE("a Rush Hour move list on a board is replayed; on a Sokoban level it is named as such") {
    AppModel m;
    REQUIRE(m.load(kRushEasy).ok);
    CHECK(m.paste("B-1, A+4"));
    CHECK(m.solver().solution_length == 2);
    CHECK_FALSE(m.paste("A+1 B-1"));
    CHECK(m.message_level() == MessageLevel::Error);
    CHECK(m.solver().solution_length == 2);  // the verified one stays
    CHECK_FALSE(m.paste("rRdL"));
    CHECK(has(m.message(), "Sokoban solution"));
    REQUIRE(m.load(kFirstPush).ok);
    CHECK_FALSE(m.paste("A+1 C-2"));
    CHECK(has(m.message(), "Rush Hour solution"));
}

TEST_CASE("a level, collection or board paste is loaded") {
    AppModel m;
    REQUIRE(m.load(kFirstPush).ok);
    CHECK(m.paste(kOther));
    CHECK(m.kind() == PuzzleKind::Sokoban);
    CHECK(m.collection().levels[0].title == "Other");
    CHECK(m.paste(std::string(kOther) + "\n" + kFirstPush));
    CHECK(m.level_count() == 2);
    CHECK(m.paste(kRushEasy));
    CHECK(m.kind() == PuzzleKind::RushHour);
    CHECK(m.message_level() == MessageLevel::Info);
}

TEST_CASE("anything else gets one error naming what both puzzles expect, the old level stays") {
    AppModel m;
    REQUIRE(m.load(kFirstPush).ok);
    CHECK_FALSE(m.paste("Hello, this is a shopping list: milk, eggs"));
    CHECK(m.message_level() == MessageLevel::Error);
    CHECK(has(m.message(), "Sokoban"));
    CHECK(has(m.message(), "Rush Hour"));
    CHECK(has(m.message(), "LURD"));
    CHECK(has(m.message(), "A+1 C-2"));
    CHECK_FALSE(has(m.message(), "As a"));  // prose gets no parser complaint
    CHECK(m.kind() == PuzzleKind::Sokoban);
    CHECK(m.has_level());
    // Text meant as a level keeps the parser's complaint, with its place.
    CHECK_FALSE(m.paste("#####\n#@$q#\n#####\n"));
    CHECK(has(m.message(), "As a Sokoban level"));
    CHECK(has(m.message(), "'q'"));
    CHECK_FALSE(m.paste("oooooooooBooAAoBoooooooooooooooooooZZZ"));
    CHECK(has(m.message(), "As a Rush Hour board"));
    CHECK_FALSE(m.paste(" \n\t"));
    CHECK(has(m.message(), "no text"));
}

TEST_CASE("a paste larger than the page's limit is refused with the sizes, before any parsing") {
    AppModel m;
    REQUIRE(m.load(kFirstPush).ok);
    const std::string huge(boxcar::app::kMaxPageText + 1, 'r');
    CHECK_FALSE(m.paste(huge));
    CHECK(has(m.message(), "too large"));
    CHECK(has(m.message(), "1024 KiB"));
    CHECK(m.solver().solution_length == 0);
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
