// The Rush Hour editor's live count (app/editor/rush_count.hpp) with the worker protocol run in-process:
// "Counting…" while the worker counts, one request per board (not per frame), a stale request cancelled
// when the board changes and its late answer dropped, and an answer whose solution does not replay to
// the exit in the moves it counts refused.
#include "app/editor/rush_count.hpp"
#include "count_port.hpp"
#include "rush/board.hpp"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include <string>

using boxcar::app::RushCounter;
using boxcar::app::test::CountPort;
using nlohmann::json;
namespace rush = boxcar::rush;

namespace {

rush::Board board(const char* text) {
    const auto entry = rush::parse_board(text);
    REQUIRE(entry.board);
    return *entry.board;
}

// The red car alone (1 move; 5 states), and with a vertical truck across the exit row (2 moves).
const char* kAlone = "oooooooooooo" "AAoooo" "oooooooooooooooooo";
const char* kTruck = "oooBoooooBoo" "AAoBoo" "oooooooooooooooooo";

struct Fixture {
    CountPort port;
    RushCounter counter;
    Fixture() {
        port.counter = &counter;
        counter.set_port(&port);
    }
};

}  // namespace

TEST_CASE("the count shows Counting… until the worker answers, and asks once per board") {
    Fixture f;
    CHECK(f.counter.status() == RushCounter::Status::Idle);
    f.counter.follow(board(kAlone));
    CHECK(f.counter.counting());
    CHECK(f.counter.text() == "Counting\xE2\x80\xA6");
    for (int frame = 0; frame < 5; ++frame) f.counter.follow(board(kAlone));
    REQUIRE(f.port.requests.size() == 1);
    CHECK(json::parse(f.port.requests[0])["kind"] == "rushcount");
    f.counter.on_event(boxcar::protocol::decode_worker_event(json{{"id", f.port.last_id()}, {"type", "started"}}.dump()));  // the desktop port's chatter: nothing changes
    CHECK(f.counter.counting());
    f.port.run_last();
    REQUIRE(f.counter.status() == RushCounter::Status::Ready);
    CHECK(f.counter.text() == "Optimal: 1 move \xC2\xB7 cluster of 5 states");
    f.counter.follow(board(kAlone));
    CHECK(f.port.requests.size() == 1);
    CHECK(f.port.cancels == 0);
}

TEST_CASE("an edit while the worker counts cancels the stale request; its late answer is dropped") {
    Fixture f;
    f.counter.follow(board(kAlone));
    const std::string stale = f.port.answer();  // computed now, delivered after the edit
    f.counter.follow(board(kTruck));
    CHECK(f.port.cancels == 1);
    CHECK(f.counter.cancels() == 1);
    REQUIRE(f.port.requests.size() == 2);
    CHECK(f.counter.board() == rush::board_string(board(kTruck)));
    f.counter.on_event(boxcar::protocol::decode_worker_event(stale));
    CHECK(f.counter.counting());  // still the truck's count pending
    f.port.run_last();
    REQUIRE(f.counter.status() == RushCounter::Status::Ready);
    CHECK(f.counter.analysis().optimal_moves == 2);
    // An edit after the answer: a new request, nothing to cancel.
    f.counter.follow(board(kAlone));
    CHECK(f.port.cancels == 1);
    CHECK(f.port.requests.size() == 3);
}

TEST_CASE("an answer whose solution does not prove its count is refused") {
    Fixture f;
    f.counter.follow(board(kTruck));
    const json good = json::parse(f.port.answer());
    REQUIRE(good["moves"] == 2);

    json fewer = good;  // claims one move less than its solution has
    fewer["moves"] = 1;
    f.counter.on_event(boxcar::protocol::decode_worker_event(fewer.dump()));
    CHECK(f.counter.status() == RushCounter::Status::Failed);
    CHECK(f.counter.text().find("replay check") != std::string::npos);

    f.counter.follow(board(kAlone));
    f.counter.follow(board(kTruck));  // a fresh request for the truck board
    json illegal = good;
    illegal["id"] = f.port.last_id();
    illegal["solution"] = json::array({"A+4", "B+1"});  // the red car drives through the truck
    f.counter.on_event(boxcar::protocol::decode_worker_event(illegal.dump()));
    CHECK(f.counter.status() == RushCounter::Status::Failed);
    CHECK(f.counter.text() == "No count: the worker's answer failed the replay check: move 1 'A+4' is blocked.");

    f.counter.follow(board(kAlone));
    json short_of_exit = json::parse(f.port.answer());
    short_of_exit["solution"] = json::array({"A+1"});
    f.counter.on_event(boxcar::protocol::decode_worker_event(short_of_exit.dump()));
    CHECK(f.counter.text().find("does not reach the goal") != std::string::npos);
}

TEST_CASE("a worker that dies, or no worker at all, is said in the status line") {
    Fixture f;
    f.counter.follow(board(kAlone));
    f.counter.on_event(boxcar::protocol::decode_worker_event(
        json{{"id", f.port.last_id()}, {"type", "error"}, {"message", "the solver worker failed: out of memory"}}.dump()));
    CHECK(f.counter.status() == RushCounter::Status::Failed);
    CHECK(f.counter.text() == "No count: the solver worker failed: out of memory.");
    RushCounter alone;
    alone.follow(board(kAlone));
    CHECK(alone.text() == "No count: no solver worker.");
}
