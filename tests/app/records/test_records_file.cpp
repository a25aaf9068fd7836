// Records files (records_file.hpp, docs/RECORDS.md): the JSON and XSB forms round trip through export and
// import; an import replays every solution, keeps the good entries, lists what it refused and why, and a
// file refused as a whole (not a records file, another version, too large) changes nothing.
#include "api_call.hpp"
#include "app_levels.hpp"
#include "fake_storage.hpp"
#include "app/app_model.hpp"
#include "app/records/records_file.hpp"

#include "sokoban/level/level.hpp"
#include "app/records/records_transfer.hpp"
#include "app/share/paste.hpp"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include <map>
#include <string>

using boxcar::app::test::kTwo;
using boxcar::app::test::kRushEasy;
using boxcar::app::test::has;
using boxcar::app::AppModel;
using boxcar::app::MessageLevel;
using boxcar::app::Records;
using boxcar::app::test::call;
using nlohmann::json;

namespace {

using boxcar::app::test::Storage;

// A model with kTwo's levels solved ("R", then "rRR") and the Rush Hour board solved ("B-1 A+4").
void solve_some(Storage& storage, AppModel& m) {
    storage.attach(m);
    REQUIRE(m.load(kTwo).ok);
    m.note_progress();
    REQUIRE(m.play.move_lurd("R").ok);
    m.note_progress();
    REQUIRE(m.open_level_by_person(2));
    m.note_progress();
    REQUIRE(m.play.move_lurd("rRR").ok);
    m.note_progress();
    REQUIRE(m.load(kRushEasy).ok);
    m.note_progress();
    REQUIRE(m.play.move_lurd("B-1 A+4").ok);
    m.note_progress();
}

json one_level_file(const json& entry) {
    return json{{"format", "boxcar-records"}, {"version", 1}, {"levels", json::array({entry})}};
}

json level_one(const std::string& solution, int moves, int pushes) {
    return json{{"kind", "sokoban"}, {"title", "One"}, {"level", "#####\n#@$.#\n#####"},
                {"best_moves", {{"solution", solution}, {"moves", moves}, {"pushes", pushes}}}};
}

}  // namespace

TEST_CASE("the JSON records file round trips: every best solution, its level and title, and the pasted collections") {
    Storage from_storage;
    AppModel from;
    solve_some(from_storage, from);
    const auto exported = export_records(from.records, from.message, "json");
    REQUIRE(exported.ok);
    CHECK(exported.levels == 3);
    CHECK(exported.filename == "boxcar-records.json");
    const json file = json::parse(exported.text);
    CHECK(file["format"] == "boxcar-records");
    CHECK(file["version"] == 2);
    CHECK(file["levels"][0]["best_moves"]["origin"] == "player");
    CHECK(file["levels"].size() == 3);
    CHECK(file["collections"].size() == 2);  // kTwo and the board, both pasted

    Storage to_storage;
    AppModel to;
    to_storage.attach(to);
    const auto imported = import_records(to.records, to.message, exported.text);
    CHECK(imported.ok);
    CHECK(imported.refused.empty());
    CHECK(imported.levels == 3);
    CHECK(imported.collections == 2);
    CHECK(to.message.level() == MessageLevel::Info);
    CHECK(has(to.message.text(), "Imported 3 solutions for 3 levels"));
    // The same records, written out again, are the same file.
    CHECK(export_records(to.records, to.message, "json").text == exported.text);
    // And they are in storage: a next visit reads them back.
    AppModel later;
    to_storage.attach(later);
    CHECK(export_records(later.records, later.message, "json").text == exported.text);
    // Opening the level shows its best.
    REQUIRE(later.load(kTwo).ok);
    later.note_progress();
    CHECK(call(later, "records")["level"]["best_moves"]["solution"] == "R");
    CHECK(later.records.level_solved(1));
    CHECK(later.records.level_solved(2));
}

TEST_CASE("the XSB form holds Solution sections that the level parser reads back, and imports as records") {
    Storage storage;
    AppModel from;
    solve_some(storage, from);
    const auto xsb = export_records(from.records, from.message, "xsb");
    REQUIRE(xsb.ok);
    CHECK(xsb.levels == 2);
    CHECK(xsb.left_out == 1);  // the Rush Hour board has no XSB form
    const auto parsed = boxcar::sokoban::parse_collection(xsb.text);
    REQUIRE(parsed.levels.size() == 2);
    for (const auto& e : parsed.levels) {
        REQUIRE(e.level);
        REQUIRE(e.solutions.size() == 1);
        CHECK(!e.title.empty());
    }
    CHECK(has(xsb.text, "Title: One\nSolution\nR\n"));

    AppModel to;
    const auto imported = import_records(to.records, to.message, xsb.text);
    CHECK(imported.ok);
    CHECK(imported.levels == 2);
    CHECK(imported.solutions == 2);
    const json back = json::parse(export_records(to.records, to.message, "json").text);
    CHECK(back["levels"].size() == 2);
}

TEST_CASE("an import replays every solution: tampered or illegal ones are refused with the reason, the good ones kept") {
    AppModel m;
    json file = one_level_file(level_one("R", 1, 1));
    file["levels"].push_back(level_one("L", 1, 1));                     // illegal: into the wall
    file["levels"].push_back(level_one("R", 1, 0));                     // counts that lie
    json two = level_one("rRR", 3, 2);
    two["level"] = "#######\n#@ $ .#\n#######";
    two["title"] = "Two";
    file["levels"].push_back(two);
    json unsolved = level_one("rR", 2, 1);
    unsolved["level"] = "#######\n#@ $ .#\n#######";
    file["levels"].push_back(unsolved);                                 // legal, but leaves the box off its goal
    json broken = level_one("R", 1, 1);
    broken["level"] = "#####\n#@@.#\n#####";
    file["levels"].push_back(broken);                                   // two players
    file["levels"].push_back(json{{"kind", "chess"}, {"level", "x"}});  // not an entry
    const auto r = import_records(m.records, m.message, file.dump());
    CHECK(r.ok);
    CHECK(r.levels == 2);
    REQUIRE(r.refused.size() == 5);
    CHECK(has(r.refused[0], "level 2 \"One\": best_moves:"));
    CHECK(has(r.refused[1], "claims 1 moves and 0 pushes but replays as 1 and 1"));
    CHECK(has(r.refused[2], "does not solve"));
    CHECK(has(r.refused[3], "not valid"));
    CHECK(has(r.refused[4], "not an entry"));
    CHECK(m.message.level() == MessageLevel::Error);  // the refusals stay on the strip until read
    CHECK(has(m.message.text(), "Refused 5"));
    CHECK(has(m.message.text(), "and 1 more"));
}

TEST_CASE("a file refused as a whole, or one whose every entry is refused, changes nothing") {
    Storage storage;
    AppModel m;
    solve_some(storage, m);
    const std::map<std::string, std::string> before = storage.keys;
    const std::string records_before = export_records(m.records, m.message, "json").text;
    const std::string huge(boxcar::app::kMaxRecordsFileBytes + 1, ' ');
    const std::pair<std::string, const char*> bad[] = {
        {"{ not json", "not valid JSON"},
        {R"({"format": "something-else", "version": 1})", "not a Boxcar records file"},
        {R"({"format": "boxcar-records", "version": 3, "levels": []})", "another version"},
        {R"({"format": "boxcar-records", "version": 1, "levels": {}})", "must be lists"},
        {huge, "too large"},
        {"", "empty"},
        {"#####\n#@$.#\n#####\n", "no Solution sections"},
        {"hello there", "neither"},
    };
    for (const auto& entry : bad) {
        const std::string& text = entry.first;
        const char* why = entry.second;  // (a plain name: clang 14 cannot capture structured bindings)
        CAPTURE(why);
        const auto r = import_records(m.records, m.message, text);
        CHECK_FALSE(r.ok);
        CHECK(has(r.error, why));
        CHECK(m.message.level() == MessageLevel::Error);
        CHECK(has(m.message.text(), "Nothing was changed"));
    }
    // Every entry refused: nothing kept, the refusals listed.
    const auto tampered = import_records(m.records, m.message, one_level_file(level_one("LLL", 3, 0)).dump());
    CHECK_FALSE(tampered.ok);
    CHECK(tampered.refused.size() == 1);
    CHECK(has(m.message.text(), "Imported nothing"));
    const auto bad_xsb = import_records(m.records, m.message, "#####\n#@$.#\n#####\nSolution\nL\n");
    CHECK_FALSE(bad_xsb.ok);
    CHECK(has(bad_xsb.refused.at(0), "solution 1"));
    CHECK(storage.keys == before);
    CHECK(export_records(m.records, m.message, "json").text == records_before);
}

TEST_CASE("an import keeps the better of its solution and the one already kept") {
    AppModel m;
    REQUIRE(m.load("; Detour\n#######\n#     #\n#@$  .#\n#     #\n#######\n").ok);
    m.note_progress();
    REQUIRE(m.play.move_lurd("RRR").ok);
    m.note_progress();
    const std::string level = "#######\n#     #\n#@$  .#\n#     #\n#######";
    json worse{{"kind", "sokoban"}, {"level", level}, {"best_moves", {{"solution", "udRRR"}, {"moves", 5}, {"pushes", 3}}}};
    auto r = import_records(m.records, m.message, one_level_file(worse).dump());
    CHECK(r.ok);
    CHECK(r.improved == 0);
    CHECK(call(m, "records")["level"]["best_moves"]["solution"] == "RRR");
    // Through the page's API, as a script or the records button calls it.
    const json answer = call(m, "importRecords", json::array({one_level_file(worse).dump()}));
    CHECK(answer["ok"] == true);
    CHECK(answer["levels"] == 1);
    CHECK(call(m, "importRecords", json::array({"{"}))["ok"] == false);
    CHECK(call(m, "exportRecords", json::array({"xsb"}))["filename"] == "boxcar-solutions.xsb");
    CHECK(call(m, "limits")["records_file_bytes"] == boxcar::app::kMaxRecordsFileBytes);
}

TEST_CASE("a records file pasted on the board is imported") {
    AppModel m;
    REQUIRE(m.load(kTwo).ok);
    CHECK(paste(m, one_level_file(level_one("R", 1, 1)).dump()));
    CHECK(has(m.message.text(), "Imported 1 solution for 1 level"));
    CHECK_FALSE(paste(m, "{\"format\": 3}"));
    CHECK(has(m.message.text(), "not a Boxcar records file"));
}

TEST_CASE("origins in records files: version 2 keeps them and the solutions found; version 1 and XSB are the player's") {
    // Level one solved by the solver (found), level two by hand.
    Storage storage;
    AppModel m;
    storage.attach(m);
    REQUIRE(m.load(kTwo).ok);
    m.note_progress();
    REQUIRE(m.play.load_solution(std::string_view("R"), boxcar::app::SolutionOrigin::Solver).ok());
    m.note_progress();
    REQUIRE(m.open_level_by_person(2));
    m.note_progress();
    REQUIRE(m.play.move_lurd("rRR").ok);
    m.note_progress();
    const auto exported = export_records(m.records, m.message, "json");
    const json file = json::parse(exported.text);
    REQUIRE(file["levels"].size() == 2);
    int found = 0, player = 0;
    for (const json& level : file["levels"]) {
        if (level.contains("found")) {
            ++found;
            CHECK(level["found"]["origin"] == "solver");
            CHECK_FALSE(level.contains("best_moves"));
        }
        if (level.contains("best_moves")) {
            ++player;
            CHECK(level["best_moves"]["origin"] == "player");
        }
    }
    CHECK(found == 1);
    CHECK(player == 1);
    // The XSB form holds the player's solutions only.
    const auto xsb = export_records(m.records, m.message, "xsb");
    CHECK(xsb.levels == 1);
    CHECK(has(xsb.text, "rRR"));

    // Imported elsewhere: the found solution stays apart (level one not solved), the player's counts.
    Storage to_storage;
    AppModel to;
    to_storage.attach(to);
    REQUIRE(import_records(to.records, to.message, exported.text).ok);
    REQUIRE(to.load(kTwo).ok);
    to.note_progress();
    CHECK_FALSE(to.records.level_solved(1));
    CHECK(to.records.level_solved(2));
    CHECK(call(to, "records")["level"]["found"]["solution"] == "R");
    CHECK(call(to, "records")["level"]["best_moves"].is_null());

    // Version 1 (no origins) is the player's; a bad origin is refused with the reason.
    Storage old_storage;
    AppModel old;
    old_storage.attach(old);
    REQUIRE(import_records(old.records, old.message, one_level_file(level_one("R", 1, 1)).dump()).ok);
    REQUIRE(old.load(kTwo).ok);
    old.note_progress();
    CHECK(old.records.level_solved(1));
    CHECK(call(old, "records")["level"]["best_moves"]["origin"] == "player");
    json bad = level_one("R", 1, 1);
    bad["best_moves"]["origin"] = "robot";
    json bad_file = one_level_file(bad);
    bad_file["version"] = 2;
    const auto refused = import_records(old.records, old.message, bad_file.dump());
    REQUIRE(refused.refused.size() == 1);
    CHECK(has(refused.refused[0], "origin"));
    json future = one_level_file(level_one("R", 1, 1));
    future["version"] = 3;
    CHECK_FALSE(import_records(old.records, old.message, future.dump()).ok);
}
