// The records book on its own (records_book.hpp) over a play session and a fake storage: what note_progress
// writes as the session changes, the moves saved for a level, a solution offered as a best, solved marks,
// the built-in sets remembered by name, and "forget everything".
#include "fake_storage.hpp"
#include "app_levels.hpp"
#include "app/message_line.hpp"
#include "app/builtin_levels.hpp"
#include "app/play/play_session.hpp"
#include "app/records/records_book.hpp"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include <string>

using boxcar::app::test::kTwo;
using boxcar::app::MessageLine;
using boxcar::app::PlaySession;
using boxcar::app::PuzzleKind;
using boxcar::app::Records;
using boxcar::app::RecordsBook;
using boxcar::app::SolutionOrigin;
using boxcar::app::test::Storage;
using nlohmann::json;

namespace {

struct Book {
    Storage storage;
    MessageLine message;
    PlaySession play{message};
    RecordsBook records{play, message};
    Book() { storage.attach(records); }
    // Opens `text` at its first level, as AppModel::load does, and tells the record.
    void load(const char* text) {
        auto read = boxcar::app::read_levels(text);
        REQUIRE(read.kind == PuzzleKind::Sokoban);
        play.open_collection(std::move(read.collection));
        play.open_level(read.first_valid);
        records.remember_loaded_text(text);
    }
    json main() const { return json::parse(storage.keys.at(Records::kMainKey)); }
    // kTwo's level 2 open and noted, with the solver's solution "RRR" (a walk, two pushes) loaded.
    void level_two_with_solver_solution() {
        load(kTwo);
        play.open_level(2);
        records.note_progress("dark", 0);
        REQUIRE(play.load_solution(std::string_view("RRR"), SolutionOrigin::Solver).ok());
    }
};

}  // namespace

TEST_CASE("note_progress follows the session: the collection last open, the level, the moves in progress") {
    Book b;
    b.load(kTwo);
    b.records.note_progress("dark", 0);
    CHECK(b.main()["last"]["level"] == 1);
    CHECK(b.main()["last"]["collection"] == b.records.progress_key());
    CHECK(b.storage.keys.count(Records::kCollectionsKey) == 1);  // a pasted collection is kept
    b.play.open_level(2);
    REQUIRE(b.play.move_lurd("r").ok);
    b.records.note_progress("light", 0);
    CHECK(b.main()["last"]["level"] == 2);
    CHECK(b.main()["theme"] == "light");
    CHECK(b.records.saved_progress() == "r");
    b.records.drop_saved_progress();
    CHECK(b.records.saved_progress().empty());
}

TEST_CASE("a level solved by hand is marked solved, and its moves are kept as its best") {
    Book b;
    b.load(kTwo);
    b.records.note_progress("dark", 0);
    CHECK_FALSE(b.records.level_solved(1));
    CHECK(b.records.next_unsolved() == 2);
    REQUIRE(b.play.move_lurd("R").ok);
    b.records.note_progress("dark", 0);
    CHECK(b.records.level_solved(1));
    REQUIRE(b.records.level_record());
    CHECK(b.records.level_record()->best_moves->text == "R");
    CHECK(b.records.next_unsolved() == 2);
    CHECK(b.records.records_json()["level"]["best_moves"]["moves"] == 1);
}

TEST_CASE("a solution loaded into playback is offered as a best once per request") {
    Book b;
    b.level_two_with_solver_solution();
    b.records.note_progress("dark", 7);
    REQUIRE(b.records.level_record());
    // The solver's: kept as found, apart from the player's bests.
    REQUIRE(b.records.level_record()->found);
    CHECK(b.records.level_record()->found->moves == 3);
    CHECK(b.records.level_record()->found->origin == SolutionOrigin::Solver);
    CHECK_FALSE(b.records.level_record()->best_moves);
    CHECK(b.records.level_record()->level.find('#') == 0);  // the level beside its solution, for export
    CHECK_FALSE(b.records.level_solved(2));  // solved by a solution shown, not played: not marked
}

TEST_CASE("the built-in sets are remembered by name; forget everything empties the storage") {
    Book b;
    b.load(std::string(boxcar::app::builtin_sokoban_levels()).c_str());
    b.records.note_progress("dark", 0);
    CHECK(b.main()["last"]["collection"] == "builtin:sokoban");
    CHECK(b.storage.keys.count(Records::kCollectionsKey) == 0);  // no text kept for it
    b.records.forget_everything("dark");
    CHECK(b.storage.keys.empty());
    CHECK(b.message.text().rfind("Forgot everything", 0) == 0);
    b.records.note_progress("dark", 0);
    CHECK(b.storage.keys.empty());  // nothing changed since: nothing written
}

TEST_CASE("a solution played through by playback is not the player's: no solved mark, no best, until they keep it") {
    Book b;
    b.level_two_with_solver_solution();
    b.play.play_solution();
    b.play.tick(10);  // to the end
    REQUIRE(b.play.solved());
    CHECK(b.play.line_origin() == SolutionOrigin::Solver);
    b.records.note_progress("dark", 7);
    CHECK_FALSE(b.records.level_solved(2));
    REQUIRE(b.records.level_record());
    CHECK_FALSE(b.records.level_record()->best_moves);
    REQUIRE(b.records.level_record()->found);
    // One step back and the last push by hand: still not the player's own line.
    REQUIRE(b.play.undo());
    REQUIRE(b.play.move_lurd("R").ok);
    CHECK(b.play.line_origin() == SolutionOrigin::Solver);
    b.records.note_progress("dark", 7);
    CHECK_FALSE(b.records.level_solved(2));
    // The person keeps it: it joins their bests with its origin, and the level is solved.
    CHECK(b.records.keep_found_as_mine());
    CHECK(b.records.level_solved(2));
    REQUIRE(b.records.level_record()->best_moves);
    CHECK(b.records.level_record()->best_moves->origin == SolutionOrigin::Solver);
    CHECK_FALSE(b.records.level_record()->found);  // moved, not copied
    CHECK(b.main()["levels"].begin().value()["best_moves"]["origin"] == "solver");
}

TEST_CASE("after a playback, a restart and the whole solution by hand is the player's") {
    Book b;
    b.level_two_with_solver_solution();
    b.play.seek(3);
    b.records.note_progress("dark", 7);
    CHECK_FALSE(b.records.level_solved(2));
    b.play.restart();
    CHECK(b.play.line_origin() == SolutionOrigin::Player);
    // Undoing the restart brings the playback's line back: not the player's; redoing it, the start again.
    REQUIRE(b.play.undo());
    CHECK(b.play.solved());
    CHECK(b.play.line_origin() == SolutionOrigin::Solver);
    REQUIRE(b.play.redo());
    CHECK(b.play.line_origin() == SolutionOrigin::Player);
    REQUIRE(b.play.move_lurd("rRR").ok);
    CHECK(b.play.line_origin() == SolutionOrigin::Player);
    b.records.note_progress("dark", 7);
    CHECK(b.records.level_solved(2));
    REQUIRE(b.records.level_record()->best_moves);
    CHECK(b.records.level_record()->best_moves->origin == SolutionOrigin::Player);
}

TEST_CASE("solve from here: the player's own moves stay theirs, the rest is the solver's") {
    Book b;
    b.load(kTwo);
    b.play.open_level(2);
    REQUIRE(b.play.move_lurd("r").ok);
    REQUIRE(b.play.load_solution(std::string_view("rRR"), SolutionOrigin::Solver, 1).ok());
    b.play.seek(1);
    CHECK(b.play.line_origin() == SolutionOrigin::Player);
    b.play.step(1);
    CHECK(b.play.line_origin() == SolutionOrigin::Solver);
    b.play.step(-1);
    CHECK(b.play.line_origin() == SolutionOrigin::Player);
}

TEST_CASE("Rush Hour: the agent demo's slides are not the player's") {
    MessageLine message;
    PlaySession play{message};
    auto read = boxcar::app::read_levels(boxcar::app::test::kRushEasy);
    REQUIRE(read.kind == PuzzleKind::RushHour);
    play.open_rush(std::move(read.rush));
    REQUIRE(play.move_lurd("B-1").ok);
    CHECK(play.line_origin() == SolutionOrigin::Player);
    const int a = play.rush().board().find('A');
    REQUIRE(a >= 0);
    REQUIRE(play.rush_slide(a, 4, SolutionOrigin::Solver));
    CHECK(play.solved());
    CHECK(play.line_origin() == SolutionOrigin::Solver);
    REQUIRE(play.undo());
    CHECK(play.line_origin() == SolutionOrigin::Player);
}

TEST_CASE("a file of the library is kept with its index id, which a second visit reads back") {
    Book b;
    b.load(kTwo);
    b.records.remember_loaded_text(kTwo, true, "microban");
    b.records.note_progress("dark", 0);
    const json kept = json::parse(b.storage.keys.at(Records::kCollectionsKey));
    CHECK(kept["collections"][0]["library"] == true);
    CHECK(kept["collections"][0]["library_key"] == "microban");
    Records again;
    CHECK(again.read(b.storage.keys.at(Records::kMainKey), b.storage.keys.at(Records::kCollectionsKey)).empty());
    REQUIRE(again.collection(b.records.progress_key()) != nullptr);
    CHECK(again.collection(b.records.progress_key())->library_key == "microban");
    // A pasted collection has none, and a bad key is not read.
    Records bad;
    CHECK(bad.read("", R"({"version":1,"collections":[{"id":"c:1","text":"x","library":true,"library_key":"../x"}]})").empty());
    REQUIRE(bad.collection("c:1") != nullptr);
    CHECK(bad.collection("c:1")->library_key.empty());
}
