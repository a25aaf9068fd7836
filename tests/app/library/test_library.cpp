// The level library as the browser sees it (library.hpp): the starters at once, index.json's collections,
// a fetched file's levels (titles, sizes, counts, record ids, thumbnail squares), the filter, and the
// person's pasted collections as the record keeps them.
#include "app/app_model.hpp"
#include "app/library/library.hpp"
#include "fake_storage.hpp"
#include "app/share/paste.hpp"

#include <doctest/doctest.h>

#include <string>

using boxcar::app::AppModel;
using boxcar::app::Library;
using boxcar::app::LibraryCollection;
using boxcar::app::LibraryFilter;
using boxcar::app::Square;

namespace {

const char* kIndex = R"({"format": 1, "collections": [
  {"id": "tiny", "group": "Tests", "title": "Tiny", "kind": "sokoban", "file": "tiny.xsb", "count": 3, "tier": 2,
   "credit": "Someone", "terms": "Free with credit."},
  {"id": "escape", "title": "Escape", "kind": "sokoban", "file": "../secret.xsb", "count": 1},
  {"id": "rush", "title": "Rush", "kind": "rushhour", "file": "rush.txt", "count": 2}]})";

const char* kTiny = "; Small one\n#####\n#@$.#\n#####\nPushes: 1 (optimal)\n\n"
                    "; Wide room\n###########\n#@  $    .#\n###########\n\n"
                    "; Broken\n#####\n#@@.#\n#####\n";

}  // namespace

TEST_CASE("the starters are ready at once; the index adds its collections, never a path outside the library") {
    Library library;
    REQUIRE(library.collections().size() == 2);
    CHECK(library.collections()[0].state == LibraryCollection::State::Ready);
    CHECK(library.collections()[1].rush);
    CHECK(library.read_index(kIndex));
    REQUIRE(library.collections().size() == 4);  // "../secret.xsb" is not fetched
    const LibraryCollection& tiny = library.collections()[2];
    CHECK(tiny.title == "Tiny");
    CHECK(tiny.credit == "Someone");
    CHECK(tiny.tier == 2);
    CHECK(tiny.state == LibraryCollection::State::Absent);
    CHECK_FALSE(library.read_index("[1, 2]"));
    CHECK(library.index_state == Library::IndexState::Failed);
}

TEST_CASE("a fetched file fills its collection: titles, sizes, boxes, known counts, ids and thumbnail squares") {
    Library library;
    REQUIRE(library.read_index(kIndex));
    LibraryCollection& tiny = library.collections()[2];
    CHECK(library.start_fetch(tiny));
    CHECK_FALSE(library.start_fetch(tiny));  // once
    library.receive("tiny.xsb", kTiny, "");
    REQUIRE(tiny.state == LibraryCollection::State::Ready);
    REQUIRE(tiny.levels.size() == 3);
    const auto& small = tiny.levels[0];
    CHECK(small.title == "Small one");
    CHECK(small.width == 5);
    CHECK(small.height == 3);
    CHECK(small.pieces == 1);
    CHECK(small.known == 1);
    CHECK(small.known_is_optimal);
    CHECK(small.id.rfind("s:", 0) == 0);
    CHECK(small.squares[6] == Square::Player);
    CHECK(small.squares[7] == Square::Box);
    CHECK(small.squares[8] == Square::Goal);
    CHECK(small.squares[0] == Square::Wall);
    CHECK_FALSE(tiny.levels[2].valid);
    // The same level opened in the app has the same record id, so solved marks and bests meet.
    AppModel m;
    REQUIRE(m.load(kTiny).ok);
    m.note_progress();
    CHECK(m.records.progress_key() == tiny.collection_id);
    // A failed fetch says why.
    LibraryCollection& rush = library.collections()[3];
    library.receive("rush.txt", "", "the server answered 404 Not Found");
    CHECK(rush.state == LibraryCollection::State::Failed);
    CHECK(rush.error == "the server answered 404 Not Found");
    library.receive("rush.txt", "05 oBBoCoooDoCoAADoCoEEEooFooGGoFoooHHH 8415\n", "");
    REQUIRE(rush.state == LibraryCollection::State::Ready);
    CHECK(rush.levels[0].known == 5);
    CHECK(rush.levels[0].width == 6);
    CHECK(rush.levels[0].squares[12] == Square::RedCar);
}

TEST_CASE("the filter: solved or not, size, words of the title") {
    Library library;
    REQUIRE(library.read_index(kIndex));
    library.receive("tiny.xsb", kTiny, "");
    AppModel m;
    REQUIRE(m.load(kTiny).ok);
    m.note_progress();
    REQUIRE(m.play.move_lurd("R").ok);  // "Small one" solved
    m.note_progress();
    LibraryFilter f;
    f.collection = 2;
    CHECK(library.filter(f, m.records.stored()) == std::vector<int>{0, 1, 2});
    f.solved = LibraryFilter::SolvedOnly;
    CHECK(library.filter(f, m.records.stored()) == std::vector<int>{0});
    f.solved = LibraryFilter::Unsolved;
    CHECK(library.filter(f, m.records.stored()) == std::vector<int>{1, 2});
    f.solved = LibraryFilter::AnyState;
    f.size = LibraryFilter::Medium;  // 11 wide
    CHECK(library.filter(f, m.records.stored()) == std::vector<int>{1});
    f.size = LibraryFilter::AnySize;
    f.search = "ROOM wide";
    CHECK(library.filter(f, m.records.stored()) == std::vector<int>{1});
    f.search = "room narrow";
    CHECK(library.filter(f, m.records.stored()).empty());
    f.collection = 99;
    CHECK(library.filter(f, m.records.stored()).empty());
}

namespace {

const char* kPastedSet = "Title: My three rooms\n\n"
                         "; Room one\n#####\n#@$.#\n#####\n\n"
                         "; Room two\n######\n#@$ .#\n######\n\n"
                         "; Room three\n#######\n#@$  .#\n#######\n";
const char* kPastedBoards = "oooooooooooo" "AAoooo" "oooooooooooooooooo\n"
                            "oooBoooooBoo" "AAoBoo" "oooooooooooooooooo\n";

LibraryCollection* find_pasted(Library& library, int& index) {
    auto& all = library.collections();
    for (std::size_t i = 0; i < all.size(); ++i)
        if (all[i].pasted) {
            index = static_cast<int>(i);
            return &all[i];
        }
    return nullptr;
}

}  // namespace

TEST_CASE("pasted collections join the browser, titled, with their records, and stay after a reload") {
    boxcar::app::test::Storage storage;
    Library library;
    {
        AppModel model;
        storage.attach(model);
        REQUIRE(paste(model, kPastedSet));
        model.note_progress();
        CHECK(library.sync_pasted(model.records.stored()));
        CHECK_FALSE(library.sync_pasted(model.records.stored()));  // nothing changed: nothing to do
        int index = -1;
        LibraryCollection* c = find_pasted(library, index);
        REQUIRE(c);
        CHECK(c->title == "My three rooms");
        CHECK(c->group == Library::kPastedGroup);
        CHECK_FALSE(c->rush);
        CHECK(c->collection_id == model.records.progress_key());
        REQUIRE(c->levels.size() == 3);
        CHECK(c->levels[1].title == "Room two");
        CHECK(c->levels[1].squares.size() == 6 * 3);  // a thumbnail to draw
        // Solving level 2 by hand: the browser marks it solved and knows its best.
        REQUIRE(model.select(2));
        REQUIRE(model.play.move_lurd("RR").ok);
        REQUIRE(model.play.game().solved());
        model.note_progress();
        LibraryFilter f;
        f.collection = index;
        f.solved = LibraryFilter::SolvedOnly;
        CHECK(library.filter(f, model.records.stored()) == std::vector<int>{1});
        const auto* record = model.records.stored().level(c->levels[1].id);
        REQUIRE(record);
        REQUIRE(record->best_moves);
        CHECK(record->best_moves->moves == 2);
        // A pasted set of Rush Hour boards comes after it, "Pasted N".
        REQUIRE(paste(model, kPastedBoards));
        model.note_progress();
        CHECK(library.sync_pasted(model.records.stored()));
        CHECK(library.collections().back().rush);
        CHECK(library.collections().back().title == "Pasted 2");
        CHECK(library.collections().back().levels.size() == 2);
    }
    // The next visit: the page reads the same storage; the browser lists both again, solved marks too.
    AppModel again;
    storage.attach(again);
    Library fresh;
    CHECK(fresh.read_index(kIndex));  // the index came first this time
    CHECK(fresh.sync_pasted(again.records.stored()));
    int index = -1;
    LibraryCollection* c = find_pasted(fresh, index);
    REQUIRE(c);
    CHECK(c->title == "My three rooms");
    CHECK(fresh.collections().size() == 4 + 2);
    LibraryFilter f;
    f.collection = index;
    f.solved = LibraryFilter::SolvedOnly;
    CHECK(fresh.filter(f, again.records.stored()) == std::vector<int>{1});
    // An index that comes after the pasted ones are listed goes before them: the pasted stay last.
    Library late;
    late.sync_pasted(again.records.stored());
    CHECK(late.read_index(kIndex));
    CHECK(late.collections()[2].key == "tiny");
    CHECK(late.collections()[late.collections().size() - 2].pasted);
    CHECK(late.collections().back().pasted);
}

TEST_CASE("a library file opened is not listed as pasted; a collection the record forgets leaves the list") {
    boxcar::app::test::Storage storage;
    AppModel model;
    storage.attach(model);
    REQUIRE(model.load_from_library(kTiny).ok);
    model.note_progress();
    Library library;
    library.sync_pasted(model.records.stored());
    int index = -1;
    CHECK_FALSE(find_pasted(library, index));
    REQUIRE(paste(model, kPastedSet));
    model.note_progress();
    CHECK(library.sync_pasted(model.records.stored()));
    REQUIRE(find_pasted(library, index));
    model.forget_everything();
    CHECK(library.sync_pasted(model.records.stored()));
    CHECK_FALSE(find_pasted(library, index));
    CHECK(library.collections().size() == 2);
}

TEST_CASE("a library file open at the end of a visit reopens as the library's on the next, not as a pasted one") {
    boxcar::app::test::Storage storage;
    {
        AppModel model;
        storage.attach(model);
        REQUIRE(model.load_from_library(kTiny).ok);
        model.note_progress();
    }
    AppModel again;
    storage.attach(again);
    again.restore_session();
    CHECK(again.play.level_count() == 3);
    again.note_progress();
    again.note_progress();
    Library library;
    library.sync_pasted(again.records.stored());
    int index = -1;
    CHECK_FALSE(find_pasted(library, index));
}
