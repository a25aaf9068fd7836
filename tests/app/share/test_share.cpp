// Share links, solutions as text, built-in sets and collection progress, through the model and
// the window.boxcar dispatcher. Every solution here is our own (found by hand or by our solver).
#include "api_call.hpp"
#include "app/api/state_json.hpp"
#include "app_levels.hpp"
#include "app/api/api.hpp"
#include "app/builtin_levels.hpp"
#include "app/share/share_link.hpp"
#include "rush/board.hpp"
#include "rush/solver.hpp"
#include "app/share/sharing.hpp"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include <map>
#include <string>

using boxcar::app::test::kFirstPush;
using boxcar::app::test::kRushEasy;
using boxcar::app::AppModel;
using nlohmann::json;

namespace {

using boxcar::app::test::call;

// Two boxes, two goals; solved by "RurDurD" (found by our solver, checked again by the replay below).
const char* kTitledTwoBoxes = "Title: Two Apart\n#######\n#     #\n#@$ $ #\n#  .. #\n#######\n";

}  // namespace

TEST_CASE("percent encoding round-trips every byte and rejects broken escapes with their position") {
    std::string all;
    for (int c = 0; c < 256; ++c) all += static_cast<char>(c);
    const std::string encoded = boxcar::app::percent_encode(all);
    CHECK(encoded.find('#') == std::string::npos);
    CHECK(encoded.find('&') == std::string::npos);
    CHECK(encoded.find('+') == std::string::npos);
    CHECK(boxcar::app::percent_decode(encoded) == all);
    std::string error;
    CHECK_FALSE(boxcar::app::percent_decode("ab%4", &error));
    CHECK(error.find("character 3") != std::string::npos);
    CHECK_FALSE(boxcar::app::percent_decode("%zz", &error));
}

TEST_CASE("fragments: Fogleman #board, key=value form, unknown and broken links") {
    using boxcar::app::read_share_fragment;
    std::string error;
    auto bare = read_share_fragment("#GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo", &error);
    REQUIRE(bare);
    CHECK(bare->level == "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo");
    auto full = read_share_fragment("level=%23%23%23&title=A%20B&solution=rRu&position=2&future=1", &error);
    REQUIRE(full);
    CHECK(full->level == "###");
    CHECK(full->title == "A B");
    CHECK(full->solution == "rRu");
    CHECK(full->position == 2);
    CHECK_FALSE(read_share_fragment("#hello", &error));
    CHECK(error.find("neither a Rush Hour board") != std::string::npos);
    CHECK_FALSE(read_share_fragment("#", &error));
    CHECK_FALSE(read_share_fragment("level=%2", &error));
    CHECK(error.find("level") != std::string::npos);
    CHECK_FALSE(read_share_fragment("level=abc&position=-3", &error));
    CHECK_FALSE(read_share_fragment("title=abc", &error));
    CHECK(error.find("no level") != std::string::npos);
    CHECK_FALSE(read_share_fragment(std::string(boxcar::app::kMaxShareFragment + 1, 'a'), &error));
    CHECK(error.find("too long") != std::string::npos);
}

TEST_CASE("a pasted solution is verified before playback; bad ones name the position") {
    AppModel m;
    REQUIRE(m.load(kFirstPush).ok);
    CHECK_FALSE(replay_solution_text(m, "r x"));
    CHECK(m.message.text().find("character") != std::string::npos);
    CHECK_FALSE(replay_solution_text(m, "uuu"));
    CHECK(m.message.text().find("move 2") != std::string::npos);  // the first 'u' is legal, the second hits the wall
    CHECK_FALSE(replay_solution_text(m, "l"));
    CHECK(m.message.text().find("don't solve") != std::string::npos);
    CHECK(m.play.solution().length == 0);
    REQUIRE(replay_solution_text(m, " r \n"));
    CHECK(m.play.solution().length == 1);
    CHECK(m.play.solution_text() == "R");  // case from the replay
    m.play.seek(1);
    CHECK(m.play.game().solved());
}

TEST_CASE("share link round trip: level, title, solution and playback position") {
    AppModel a;
    REQUIRE(a.load(kTitledTwoBoxes).ok);
    REQUIRE_MESSAGE(replay_solution_text(a, "rurdurd"), a.message.text());
    a.play.seek(3);
    const auto link = share_fragment(a.play);
    REQUIRE(link.ok);
    CHECK(link.fragment.find('#') == std::string::npos);
    CHECK(link.fragment.find('+') == std::string::npos);

    AppModel b;
    REQUIRE_MESSAGE(open_fragment(b, "#" + link.fragment), b.message.text());
    CHECK(b.play.level().width == a.play.level().width);
    CHECK(b.play.level().cells == a.play.level().cells);
    CHECK(boxcar::app::model_state_json(b)["title"] == "Two Apart");
    CHECK(b.play.solution().length == a.play.solution().length);
    CHECK(b.play.playback().position == 3);
    CHECK(b.play.game().position().player == a.play.game().position().player);
    CHECK(b.play.game().position().boxes == a.play.game().position().boxes);
    CHECK(b.message.text().find("step 3 of") != std::string::npos);
}

TEST_CASE("share link keeps moves played by hand when there is no solution") {
    AppModel a;
    REQUIRE(a.load(kTitledTwoBoxes).ok);
    REQUIRE(a.play.move_lurd("rd").ok);
    const auto link = share_fragment(a.play);
    REQUIRE(link.ok);
    AppModel b;
    REQUIRE(open_fragment(b, link.fragment));
    CHECK(b.play.game().moves() == 2);
    CHECK(b.play.game().position().player == a.play.game().position().player);
}

TEST_CASE("Rush Hour: #board links, solution links, pasted moves") {
    AppModel a;
    REQUIRE(open_fragment(a, std::string("#") + kRushEasy));
    CHECK(a.play.kind() == boxcar::app::PuzzleKind::RushHour);
    CHECK(share_fragment(a.play).fragment == kRushEasy);  // nothing else to say: the bare Fogleman form
    CHECK_FALSE(replay_solution_text(a, "A+4"));
    CHECK(a.message.text().find("blocked") != std::string::npos);
    CHECK_FALSE(replay_solution_text(a, "Q+1"));
    CHECK(a.message.text().find("move 1") != std::string::npos);
    REQUIRE_MESSAGE(replay_solution_text(a, "B-1, A+4"), a.message.text());
    CHECK(a.play.solution_text() == "B-1 A+4");
    a.play.seek(1);
    const auto link = share_fragment(a.play);
    REQUIRE(link.ok);
    AppModel b;
    REQUIRE(open_fragment(b, link.fragment));
    CHECK(b.play.playback().position == 1);
    CHECK(b.play.rush().board_string() == a.play.rush().board_string());
    b.play.seek(2);
    CHECK(b.play.rush().solved());
}

TEST_CASE("broken links leave the app as it was, with a message") {
    AppModel m;
    REQUIRE(m.load(kFirstPush).ok);
    CHECK_FALSE(open_fragment(m, "#level=%23%23"));  // '##' is no level
    CHECK(m.message.text().find("broken") != std::string::npos);
    CHECK(m.play.level().width == 7);
    CHECK_FALSE(open_fragment(m, "#zzz"));
    CHECK(m.message.text().find("can't be opened") != std::string::npos);
    // A wrong solution in a good link: the level opens, the message says what is wrong.
    CHECK(open_fragment(m, "#level=%23%23%23%23%23%7C%23%40%24.%23%7C%23%23%23%23%23&solution=l"));
    CHECK(m.message.text().find("solution is wrong") != std::string::npos);
    CHECK(m.play.solution().length == 0);
}

TEST_CASE("too big to share") {
    // A 100x100 room strewn with boxes already on goals (plus one box and one goal to play) compresses
    // badly in RLE, and every '*' takes three characters in the link.
    std::string text;
    for (int y = 0; y < 100; ++y) {
        std::string row;
        for (int x = 0; x < 100; ++x) {
            const bool edge = x == 0 || y == 0 || x == 99 || y == 99;
            char c = (x * 7 + y * 3) % 5 < 2 ? '*' : ' ';
            if (x == 1 && y == 1) c = '@';
            if (x == 3 && y == 1) c = '$';
            if (x == 4 && y == 1) c = '.';
            row += edge ? '#' : c;
        }
        text += row + "\n";
    }
    AppModel m;
    const auto loaded = m.load(text);
    REQUIRE_MESSAGE(loaded.ok, loaded.error);
    const auto r = share_fragment(m.play);
    CHECK_FALSE(r.ok);
    CHECK(r.error.find("too big to share") != std::string::npos);
    const json answer = call(m, "shareFragment");
    CHECK(answer["ok"] == false);
    CHECK(call(m, "state")["message"].get<std::string>().find("too big to share") != std::string::npos);
}

TEST_CASE("built-in Rush Hour boards: valid, optimal counts verified by our solver") {
    AppModel m;
    REQUIRE(m.load_builtin("rushhour"));
    CHECK(m.play.level_count() >= 8);
    int previous = 0;
    for (const auto& e : m.play.rush().entries()) {
        REQUIRE_MESSAGE(e.board.has_value(), e.text);
        boxcar::rush::SolveOptions options;
        const auto s = boxcar::rush::solve(*e.board, options);
        REQUIRE(s.status == boxcar::search::Status::Solved);
        CHECK_MESSAGE(static_cast<int>(s.moves.size()) == e.known_moves, e.text);
        CHECK(e.known_moves >= previous);  // easy to hard
        previous = e.known_moves;
    }
    REQUIRE(m.load_builtin("sokoban"));
    CHECK_FALSE(m.load_builtin("chess"));
}

TEST_CASE("collection progress: solved levels remembered under a key of the collection, next unsolved") {
    std::map<std::string, std::string> storage;  // stands in for localStorage
    auto attach = [&](AppModel& m) {
        m.records.storage_read = [&](const std::string& k) { return storage.count(k) ? storage[k] : std::string(); };
        m.records.storage_write = [&](const std::string& k, const std::string& v) { storage[k] = v; };
    };
    const std::string three = "; One\n#####\n#@$.#\n#####\n\n; Two\n######\n#@$ .#\n######\n\n; Three\n#####\n#.$@#\n#####\n";
    AppModel a;
    attach(a);
    REQUIRE(a.load(three).ok);
    a.note_progress();
    CHECK(a.records.next_unsolved() == 2);
    REQUIRE(a.play.move_lurd("r").ok);  // solves level 1
    a.note_progress();
    CHECK(a.records.level_solved(1));
    REQUIRE(a.select(3));
    REQUIRE(a.play.move_lurd("l").ok);
    a.note_progress();
    CHECK(a.records.next_unsolved() == 2);
    CHECK(call(a, "state")["collection"]["solved"] == 2);

    AppModel b;  // the same collection pasted again (different whitespace) finds the record
    attach(b);
    REQUIRE(b.load("; One\n#####\n#@$.#\n#####\n\n; Two\n######\n#@$ .#\n######\n\n\n; Three\n#####\n#.$@#\n#####").ok);
    b.note_progress();
    CHECK(b.records.progress_key() == a.records.progress_key());
    CHECK(b.records.level_solved(1));
    CHECK(b.records.level_solved(3));
    const json next = call(b, "nextUnsolved");
    CHECK(next["level"] == 2);
    REQUIRE(b.play.move_lurd("rr").ok);
    CHECK(call(b, "nextUnsolved")["ok"] == false);
    CHECK(b.message.text().find("Every level") != std::string::npos);

    AppModel c;  // another collection has its own key
    attach(c);
    REQUIRE(c.load(kFirstPush).ok);
    c.note_progress();
    CHECK(c.records.progress_key() != a.records.progress_key());
    CHECK_FALSE(c.records.level_solved(1));
}

TEST_CASE("dispatcher: solutionText, replaySolution, levels, message, metric option") {
    AppModel m;
    CHECK(call(m, "solutionText")["ok"] == false);
    REQUIRE(call(m, "loadBuiltin", json::array({"sokoban"}))["ok"] == true);
    const json levels = call(m, "levels");
    CHECK(levels["levels"].size() == static_cast<std::size_t>(m.play.level_count()));
    CHECK(levels["levels"][0]["title"] == "First Push");
    CHECK(call(m, "replaySolution", json::array({"r"}))["ok"] == true);
    CHECK(call(m, "solutionText")["text"] == "R");
    CHECK(call(m, "message", json::array({"hello"}))["ok"] == true);
    CHECK(call(m, "state")["message"] == "hello");
    CHECK(call(m, "state")["collection"]["title"] == "Boxcar Starters");
    CHECK(call(m, "state")["author"] == "The Boxcar team");
}

TEST_CASE("a link's title with bytes that are not UTF-8 is repaired; state() stays valid JSON") {
    AppModel m;
    REQUIRE(open_fragment(m, "level=4%23%7C%23%40%24.%23%7C4%23&title=%FF%C3%A9%E0%80"));
    const json s = call(m, "state");
    CHECK(s["title"] == "\xEF\xBF\xBD\xC3\xA9\xEF\xBF\xBD\xEF\xBF\xBD");  // U+FFFD, 'é', U+FFFD U+FFFD
    CHECK(boxcar::app::valid_utf8("ok \xE2\x82\xAC") == "ok \xE2\x82\xAC");
    CHECK(boxcar::app::valid_utf8("\xED\xA0\x80") == "\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD");  // a surrogate
    const json levels = call(m, "levels");
    CHECK(levels["ok"] == true);
}
