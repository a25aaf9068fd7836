// The library's Rush Hour puzzles by move count (library/rush_moves.hpp) and randomRushPuzzle: the index
// and a count's file fetched only when needed and kept, the puzzle opened with its optimal count, a failed
// fetch said on the message line (and tried again when asked again), counts the library does not have.
#include "app/api/api.hpp"
#include "app/app_model.hpp"
#include "app/library/library.hpp"

#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include <set>
#include <string>
#include <vector>

using boxcar::app::AppModel;
using boxcar::app::Library;
using boxcar::app::RushMoves;
using Status = RushMoves::Pick::Status;

namespace {

const char* kMovesIndex = R"({"format":1,"credit":"Our own enumeration","max_moves":3,"moves":[
  {"moves":1,"file":"01.txt","count":1,"total":1},
  {"moves":2,"file":null,"count":0,"total":0},
  {"moves":3,"file":"03.txt","count":2,"total":7}]})";
const char* kThree = "03 IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM 1000\n03 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780\n";

// The page's fetches: the files asked for, delivered when the test says.
struct FakeFetch {
    std::vector<std::string> asked;
    RushMoves::Fetch fetch() {
        return [this](const std::string& file) { asked.push_back(file); };
    }
};

}  // namespace

TEST_CASE("a random puzzle of N moves: the index, then the count's file, then the puzzle with its optimal count") {
    AppModel model;
    Library library;
    FakeFetch page;
    RushMoves& rm = library.rush_moves;
    auto pick = rm.ask(3, model, page.fetch());
    CHECK(pick.status == Status::Pending);
    CHECK(page.asked == std::vector<std::string>{"rushhour/moves/index.json"});
    library.receive("rushhour/moves/index.json", kMovesIndex, "");
    CHECK(rm.max_moves() == 3);
    CHECK(rm.files[2].total == 7);
    pick = rm.poll(model, page.fetch());
    CHECK(pick.status == Status::Pending);
    CHECK(page.asked.back() == "rushhour/moves/03.txt");
    library.receive("rushhour/moves/03.txt", kThree, "");
    pick = rm.poll(model, page.fetch());
    REQUIRE(pick.status == Status::Opened);
    CHECK(pick.moves == 3);
    CHECK(std::string(kThree).find(pick.board + " " + std::to_string(pick.cluster)) != std::string::npos);
    CHECK(model.play.kind() == boxcar::app::PuzzleKind::RushHour);
    CHECK(model.play.rush().optimal() == 3);  // the file's count, as for the library's other Rush Hour puzzles
    CHECK(model.message.text().find("of 3 moves") != std::string::npos);

    // Again: nothing fetched (the file is kept), and never the board on screen when there is another.
    const std::size_t fetches = page.asked.size();
    std::set<std::string> seen{pick.board};
    for (int i = 0; i < 6; ++i) {
        const auto again = rm.ask(3, model, page.fetch());
        REQUIRE(again.status == Status::Opened);
        CHECK(again.board != pick.board);
        seen.insert(again.board);
        pick = again;
    }
    CHECK(seen.size() == 2);
    CHECK(page.asked.size() == fetches);
    // The API's answer for it.
    const auto answer = nlohmann::json::parse(*boxcar::app::rush_moves_call(rm, model, page.fetch(), "randomRushPuzzle", "[3]"));
    CHECK(answer["ok"] == true);
    CHECK(answer["moves"] == 3);
    CHECK(answer["board"].get<std::string>().size() == 36);
}

TEST_CASE("a failed fetch is said on the message line, and fetched again when asked again") {
    AppModel model;
    Library library;
    FakeFetch page;
    RushMoves& rm = library.rush_moves;
    rm.ask(1, model, page.fetch());
    library.receive("rushhour/moves/index.json", kMovesIndex, "");
    rm.poll(model, page.fetch());
    library.receive("rushhour/moves/01.txt", "", "the server answered 404 Not Found");
    auto pick = rm.poll(model, page.fetch());
    REQUIRE(pick.status == Status::Failed);
    CHECK(pick.error == "Could not fetch the Rush Hour puzzles of 1 move (rushhour/moves/01.txt): the server answered 404 Not Found.");
    CHECK(model.message.text() == pick.error);
    CHECK(model.message.level() == boxcar::app::MessageLevel::Error);
    CHECK_FALSE(rm.waiting());
    // The API reads the same outcome once the fetches are over.
    const auto answer = nlohmann::json::parse(*boxcar::app::rush_moves_call(rm, model, page.fetch(), "randomRushPuzzleResult", "[]"));
    CHECK(answer["ok"] == false);
    CHECK(answer["error"] == pick.error);
    // Asked again: fetched again.
    const std::size_t fetches = page.asked.size();
    CHECK(rm.ask(1, model, page.fetch()).status == Status::Pending);
    CHECK(page.asked.size() == fetches + 1);
}

TEST_CASE("counts the library does not have, a bad argument, no page to fetch") {
    AppModel model;
    Library library;
    FakeFetch page;
    RushMoves& rm = library.rush_moves;
    rm.ask(2, model, page.fetch());
    library.receive("rushhour/moves/index.json", kMovesIndex, "");
    auto pick = rm.poll(model, page.fetch());
    CHECK(pick.status == Status::Failed);
    CHECK(pick.error == "The library has no Rush Hour puzzle of 2 moves.");
    pick = rm.ask(4, model, page.fetch());
    CHECK(pick.error == "The library has Rush Hour puzzles of 1 to 3 moves; 4 is not among them.");
    const auto bad = nlohmann::json::parse(*boxcar::app::rush_moves_call(rm, model, page.fetch(), "randomRushPuzzle", "[\"x\"]"));
    CHECK(bad["ok"] == false);
    CHECK_FALSE(boxcar::app::rush_moves_call(rm, model, page.fetch(), "state", "[]"));
    Library native;
    pick = native.rush_moves.ask(3, model, RushMoves::Fetch());
    CHECK(pick.error == "The Rush Hour puzzles of 3 moves are fetched by the web page.");
    // A file outside the folder is never asked for.
    Library other;
    other.rush_moves.ask(1, model, page.fetch());
    other.receive("rushhour/moves/index.json", R"({"moves":[{"moves":1,"file":"../../secret.txt","count":1}]})", "");
    CHECK(other.rush_moves.poll(model, page.fetch()).status == Status::Failed);
}
