// The hints on their own (hints.hpp) over a play session, its assist and a solve client with a port that
// records what it is sent: what a request answers, an answer for the position on screen reused, "solve
// from here" handed back to the caller to play, a lost position answered at once, cancel.
#include "app/message_line.hpp"
#include "app/api/state_json.hpp"
#include "app_levels.hpp"
#include "recording_port.hpp"
#include "app/hint/hints.hpp"
#include "app/play/play_assist.hpp"
#include "app/play/play_session.hpp"
#include "app/solve/solve_client.hpp"
#include "protocol/solve_protocol.hpp"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include <string>
#include <vector>

using boxcar::app::test::kRoom;
using boxcar::app::Hint;
using boxcar::app::Hints;
using boxcar::app::MessageLine;
using boxcar::app::PlayAssist;
using boxcar::app::PlaySession;
using boxcar::app::SolveClient;
using boxcar::app::test::RecordingPort;
using nlohmann::json;

namespace {

struct Owners {
    MessageLine message;
    PlaySession play{message};
    PlayAssist assist{play, message};
    RecordingPort port;
    SolveClient solve{play, message, &port};
    Hints hints{play, assist, solve, message};
    Owners() {
        auto read = boxcar::app::read_levels(kRoom);
        play.open_collection(std::move(read.collection));
        play.open_level(1);
    }
    boxcar::protocol::WorkerEvent answer() const { return boxcar::protocol::handle_request(port.jobs.back().requests.front(), {}); }
};

}  // namespace

TEST_CASE("a hint asks the worker once per position; the answer is shown, then reused") {
    Owners o;
    CHECK(o.hints.can_hint());
    CHECK(o.hints.request(false) == Hints::Asked::Started);
    REQUIRE(o.port.jobs.size() == 1);
    CHECK(o.hints.running());
    CHECK(o.hints.request_id() == o.port.jobs[0].id);
    CHECK_FALSE(o.hints.can_hint());
    CHECK(o.hints.request(false) == Hints::Asked::Nothing);  // busy
    CHECK_FALSE(o.hints.on_event(o.answer()));  // a plain hint: nothing to play
    CHECK(o.hints.hint().status == Hint::Status::Ready);
    CHECK(o.hints.on_screen());
    CHECK(o.message.text().rfind("Hint: push the box at column 4, row 3 right", 0) == 0);
    CHECK(o.hints.request(false) == Hints::Asked::Shown);
    CHECK(o.port.jobs.size() == 1);  // the same position: no second request
    CHECK(o.hints.request(true) == Hints::Asked::PlayRest);
    REQUIRE(o.play.move_lurd("r").ok);
    CHECK_FALSE(o.hints.on_screen());  // another position
    CHECK(boxcar::app::hint_state_json(o.hints, o.play)["current"] == false);
}

TEST_CASE("solve from here: the verified answer is handed back to be played") {
    Owners o;
    CHECK(o.hints.request(true) == Hints::Asked::Started);
    CHECK(o.hints.on_event(o.answer()));
    CHECK(o.hints.hint().from_here);
    CHECK_FALSE(o.hints.hint().rest.empty());
}

TEST_CASE("a lost position answers at once; no port and a running solve refuse; cancel stops the worker") {
    Owners o;
    REQUIRE(o.play.move_lurd("urrd").ok);  // the box against the bottom wall, off the goal's row
    CHECK(o.hints.request(false) == Hints::Asked::Nothing);
    CHECK(o.hints.hint().status == Hint::Status::Lost);
    CHECK(o.message.text().rfind("Lost: ", 0) == 0);
    CHECK(o.port.jobs.empty());
    o.play.undo();
    o.solve.start(boxcar::app::SolveSettings{});
    CHECK(o.hints.request(false) == Hints::Asked::Nothing);
    CHECK(o.message.text().find("the solver is busy") != std::string::npos);
    o.solve.cancel();
    REQUIRE(o.hints.request(false) == Hints::Asked::Started);
    const int cancels = o.port.cancels;
    o.hints.cancel();
    CHECK(o.port.cancels == cancels + 1);
    CHECK(o.hints.hint().status == Hint::Status::None);
    MessageLine message;
    PlaySession play(message);
    PlayAssist assist(play, message);
    SolveClient portless(play, message, nullptr);
    Hints none(play, assist, portless, message);
    CHECK(none.request(false) == Hints::Asked::Nothing);
    CHECK(message.text() == "Hint: load a level first.");
}
