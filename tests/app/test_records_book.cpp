// The records book on its own (records_book.hpp) over a play session and a fake storage: what note_progress
// writes as the session changes, the moves saved for a level, a solution offered as a best, solved marks,
// the built-in sets remembered by name, and "forget everything".
#include "fake_storage.hpp"
#include "app_levels.hpp"
#include "app/frame/message_line.hpp"
#include "app/library/builtin_levels.hpp"
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
    b.load(kTwo);
    b.play.open_level(2);
    b.records.note_progress("dark", 0);
    b.play.set_solution(*boxcar::sokoban::parse_lurd("RRR"), 3, 2);  // walk, then two pushes
    b.records.note_progress("dark", 7);
    REQUIRE(b.records.level_record());
    CHECK(b.records.level_record()->best_moves->moves == 3);
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
