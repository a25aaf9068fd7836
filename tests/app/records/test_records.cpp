// What the page remembers (records.hpp, records_book.hpp): a versioned, bounded record read
// defensively; progress comes back only when a person opens a level; best solutions are replayed when
// kept and when read back; "forget everything".
#include "api_call.hpp"
#include "app_levels.hpp"
#include "fake_storage.hpp"
#include "app/app_model.hpp"
#include "app/records/records.hpp"
#include "app/share/sharing.hpp"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include <map>
#include <string>

using boxcar::app::test::kRushEasy;
using boxcar::app::test::has;
using boxcar::app::AppModel;
using boxcar::app::MessageLevel;
using boxcar::app::Records;
using nlohmann::json;

namespace {

// Three levels: "One" solved by r, "Two" by rr, "Three" by l.
const char* kThreeRooms = "; One\n#####\n#@$.#\n#####\n\n; Two\n#######\n#@ $ .#\n#######\n\n; Three\n#####\n#.$@#\n#####\n";

using boxcar::app::test::Storage;

// Opens kThreeRooms on `m` (kept in `storage`) and solves level 1 by hand; the record notes it.
void solve_first_of_three(Storage& storage, AppModel& m) {
    storage.attach(m);
    REQUIRE(m.load(kThreeRooms).ok);
    REQUIRE(m.play.move_lurd("r").ok);
    m.note_progress();
}

}  // namespace

TEST_CASE("theme, collection and level last open, and the moves in progress come back on the next visit") {
    Storage storage;
    {
        AppModel a;
        storage.attach(a);
        a.restore_session();  // nothing saved yet
        REQUIRE(a.load(kThreeRooms).ok);
        REQUIRE(a.looks.set_theme("light"));
        REQUIRE(a.select(2));
        REQUIRE(a.play.move_lurd("r").ok);
        a.note_progress();
    }
    const json main = json::parse(storage.keys.at(Records::kMainKey));
    CHECK(main["version"] == 1);
    CHECK(main["theme"] == "light");
    CHECK(main["last"]["level"] == 2);
    CHECK(storage.keys.count(Records::kCollectionsKey) == 1);

    AppModel b;
    storage.attach(b);
    b.restore_session();
    CHECK(b.looks.theme() == "light");
    CHECK(b.play.level_count() == 3);
    CHECK(b.play.level_number() == 2);
    CHECK(b.play.game().moves() == 1);  // the move in progress is back
    CHECK(has(b.message.text(), "moves on this level are back"));
}

TEST_CASE("a script's select() starts the level afresh and keeps the saved progress; a person's open restores it") {
    Storage storage;
    AppModel a;
    storage.attach(a);
    REQUIRE(a.load(kThreeRooms).ok);
    REQUIRE(a.select(2));
    REQUIRE(a.play.move_lurd("r").ok);
    a.note_progress();
    REQUIRE(a.select(1));
    a.note_progress();
    REQUIRE(a.select(2));  // as boxcar.select does
    a.note_progress();
    CHECK(a.play.game().moves() == 0);
    REQUIRE(a.select(1));
    a.note_progress();
    REQUIRE(a.open_level_by_person(2));
    CHECK(a.play.game().moves() == 1);
    CHECK(a.play.game().lurd() == "r");
    a.note_progress();
    REQUIRE(a.select(1));  // two opens between two frames: the second is still an open afresh
    REQUIRE(a.select(2));
    a.note_progress();
    CHECK(a.play.game().moves() == 0);
    REQUIRE(a.open_level_by_person(2));
    CHECK(a.play.game().lurd() == "r");
}

TEST_CASE("best solutions by moves and by pushes are kept verified, and a better one replaces them") {
    using boxcar::app::test::call;
    Storage storage;
    AppModel a;
    storage.attach(a);
    REQUIRE(a.load("; Detour\n#######\n#     #\n#@$  .#\n#     #\n#######\n").ok);
    a.note_progress();
    REQUIRE(a.play.move_lurd("udRRR").ok);  // a detour first: 5 moves, 3 pushes
    a.note_progress();
    json level = call(a, "records")["level"];
    CHECK(level["best_moves"]["moves"] == 5);
    CHECK(level["best_pushes"]["pushes"] == 3);
    CHECK(level["progress_moves"].is_null());  // a solved level keeps no moves in progress
    a.play.restart();
    a.note_progress();
    REQUIRE(a.play.move_lurd("RRR").ok);  // 3 moves, 3 pushes: better by moves
    a.note_progress();
    level = call(a, "records")["level"];
    CHECK(level["best_moves"]["moves"] == 3);
    CHECK(level["best_moves"]["solution"] == "RRR");
    // A solution pasted and replayed is a candidate too; a worse one changes nothing.
    REQUIRE(replay_solution_text(a, "udRRR"));
    a.note_progress();
    level = call(a, "records")["level"];
    CHECK(level["best_moves"]["moves"] == 3);
    CHECK(level["best_pushes"]["solution"] == "RRR");
    // Read back on the next visit: verified again.
    AppModel b;
    storage.attach(b);
    b.restore_session();
    b.note_progress();
    CHECK(call(b, "records")["level"]["best_moves"]["moves"] == 3);
}

TEST_CASE("Rush Hour: progress and best solutions by moves and by steps") {
    using boxcar::app::test::call;
    Storage storage;
    AppModel a;
    storage.attach(a);
    REQUIRE(a.load(kRushEasy).ok);
    a.note_progress();
    REQUIRE(a.play.move_lurd("B-1").ok);
    a.note_progress();
    CHECK(call(a, "records")["level"]["progress_moves"] == "B-1");
    REQUIRE(a.play.move_lurd("A+4").ok);
    a.note_progress();
    const json level = call(a, "records")["level"];
    CHECK(level["best_moves"]["moves"] == 2);
    CHECK(level["best_moves"]["pushes"] == 5);
    AppModel b;
    storage.attach(b);
    b.restore_session();
    CHECK(b.play.kind() == boxcar::app::PuzzleKind::RushHour);
}

TEST_CASE("a best solution that no longer solves its level is dropped when read back, with a message") {
    using boxcar::app::test::call;
    Storage storage;
    {
        AppModel a;
        solve_first_of_three(storage, a);
    }
    json main = json::parse(storage.keys.at(Records::kMainKey));
    REQUIRE(main["levels"].size() == 1);
    auto& entry = main["levels"].begin().value();
    entry["best_moves"]["solution"] = "l";  // edited in the browser's tools: still well-formed
    storage.keys[Records::kMainKey] = main.dump();
    AppModel b;
    storage.attach(b);
    b.restore_session();
    b.note_progress();
    CHECK(b.message.level() == MessageLevel::Error);
    CHECK(has(b.message.text(), "does not solve it"));
    const json level = call(b, "records")["level"];
    CHECK(level["best_moves"].is_null());
    CHECK(level["best_pushes"]["solution"] == "R");  // the untouched one stays
}

TEST_CASE("corrupt, foreign and damaged entries are dropped with a message, never trusted") {
    Storage storage;
    storage.keys[Records::kMainKey] = "{not json";
    storage.keys[Records::kCollectionsKey] = R"({"version":7,"collections":[]})";
    AppModel a;
    storage.attach(a);
    a.restore_session();
    CHECK(a.message.level() == MessageLevel::Error);
    CHECK(has(a.message.text(), "not readable"));
    CHECK(has(a.message.text(), "another version"));
    CHECK(a.play.kind() == boxcar::app::PuzzleKind::None);  // nothing opened from it
    // What was bad is gone from storage too.
    CHECK(json::parse(storage.keys.at(Records::kMainKey))["version"] == 1);

    Records r;
    const std::string damaged = R"({"version":1,"theme":"<script>","last":{"collection":"c:1","level":-4},)"
                                R"("levels":{"s:1":{"progress":"rr<b>","best_moves":{"solution":"R","moves":"x","pushes":1}},)"
                                R"("s:2":{"progress":"rR","used":3},"bad id!":{"progress":"r"}},"solved":[1,2]})";
    const std::string said = r.read(damaged, "");
    CHECK(has(said, "5 damaged entries"));
    CHECK(r.theme.empty());
    CHECK(r.last_collection.empty());
    REQUIRE(r.level("s:2"));
    CHECK(r.level("s:2")->progress == "rR");
    CHECK(r.level("s:1") == nullptr);
    CHECK(r.level("bad id!") == nullptr);
}

TEST_CASE("the first-visit line's dismissal is kept, read back, and a damaged value is dropped") {
    Records r;
    CHECK_FALSE(r.intro_dismissed);
    CHECK(json::parse(r.write_main()).contains("intro_dismissed") == false);  // written only once dismissed
    r.intro_dismissed = true;
    const std::string main = r.write_main();
    CHECK(json::parse(main)["intro_dismissed"] == true);
    Records back;
    CHECK(back.read(main, "").empty());
    CHECK(back.intro_dismissed);
    Records damaged;
    CHECK(has(damaged.read(R"({"version":1,"intro_dismissed":"yes","theme":"light"})", ""), "1 damaged entr"));
    CHECK_FALSE(damaged.intro_dismissed);
    CHECK(damaged.theme == "light");
    back.clear();  // forget everything
    CHECK_FALSE(back.intro_dismissed);
}

TEST_CASE("the record stays within its bounds: least recently used levels and collections go first") {
    Records r;
    const std::string moves(boxcar::app::kMaxStoredMovesChars, 'r');
    for (int i = 0; i < 40; ++i) r.touch_level("s:" + std::to_string(i)).progress = moves;
    const std::string main = r.write_main();
    CHECK(main.size() <= boxcar::app::kMaxMainRecordChars);
    CHECK(r.level("s:39") != nullptr);  // the newest stays
    CHECK(r.level("s:0") == nullptr);   // the oldest went
    for (int i = 0; i < 12; ++i) r.keep_collection("c:" + std::to_string(i), std::string(200 * 1024, 'x'));
    const std::string collections = r.write_collections();
    CHECK(collections.size() <= boxcar::app::kMaxCollectionsRecordChars);
    CHECK(r.collection("c:11") != nullptr);
    CHECK(r.collection("c:0") == nullptr);
    CHECK(r.collection_count() <= boxcar::app::kMaxStoredCollections);
    r.keep_collection("c:big", std::string(boxcar::app::kMaxStoredCollectionChars + 1, 'x'));
    CHECK(r.collection("c:big") == nullptr);
}

TEST_CASE("forget everything empties the storage and the marks; nothing is written until something changes") {
    using boxcar::app::test::call;
    Storage storage;
    AppModel a;
    solve_first_of_three(storage, a);
    CHECK(a.records.level_solved(1));
    REQUIRE_FALSE(storage.keys.empty());
    CHECK(call(a, "forgetEverything")["ok"] == true);
    CHECK(storage.keys.empty());
    CHECK_FALSE(a.records.level_solved(1));
    CHECK(has(a.message.text(), "Forgot everything"));
    a.note_progress();
    CHECK(storage.keys.empty());
    REQUIRE(a.select(2));
    a.note_progress();
    CHECK_FALSE(storage.keys.empty());
}
