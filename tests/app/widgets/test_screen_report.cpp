// The controls and messages on screen as window.boxcar reports them (CONTRACTS.md, "The controls on
// screen"), message levels (errors stay, information fades), and the undo/redo/restart availability the
// action bar draws its buttons enabled or disabled by.
#include "api_call.hpp"
#include "app/api/api.hpp"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

using boxcar::app::AppModel;
using boxcar::app::MessageLevel;
using boxcar::app::test::call;
using nlohmann::json;

namespace {

const char* const kLevel = "#######\n#@ $ .#\n#######\n";

}  // namespace

TEST_CASE("controls() and messages() answer what the views recorded in the last frame") {
    AppModel m;
    CHECK(call(m, "controls") == json::array());
    CHECK(call(m, "messages") == json::array());
    m.screen.controls.push_back({"12345", "Undo", "Action bar", "button", 10, 700, 84, 33, false, true});
    m.screen.messages.push_back({"Could not load: x", true, 400, 60, 600, 40});
    const json c = call(m, "controls");
    REQUIRE(c.size() == 1);
    CHECK(c[0]["id"] == "12345");
    CHECK(c[0]["label"] == "Undo");
    CHECK(c[0]["section"] == "Action bar");
    CHECK(c[0]["kind"] == "button");
    CHECK(c[0]["rect"] == json::array({10, 700, 84, 33}));
    CHECK(c[0]["enabled"] == false);
    CHECK(c[0]["visible"] == true);
    const json ms = call(m, "messages");
    REQUIRE(ms.size() == 1);
    CHECK(ms[0]["text"] == "Could not load: x");
    CHECK(ms[0]["level"] == "error");
    CHECK(ms[0]["rect"] == json::array({400, 60, 600, 40}));
}

TEST_CASE("a failed load is an error message, a successful one information, each a new message") {
    AppModel m;
    const int before = m.message.serial();
    CHECK_FALSE(m.load("this is no level").ok);
    CHECK(m.message.level() == MessageLevel::Error);
    CHECK(m.message.text().rfind("Could not load", 0) == 0);
    CHECK(m.load(kLevel).ok);
    CHECK(m.message.level() == MessageLevel::Info);
    CHECK(m.message.text() == "Loaded 1 level.");
    CHECK(m.load(kLevel).ok);
    CHECK(m.message.serial() == before + 3);  // the same text again is a new message
}

TEST_CASE("the page's notices: a level given, or inferred from the text") {
    AppModel m;
    CHECK(call(m, "message", json::array({"Could not load http://x/a.xsb: the server answered 404."}))["ok"] == true);
    CHECK(m.message.level() == MessageLevel::Error);
    CHECK(call(m, "message", json::array({"Copied the link to the clipboard."}))["ok"] == true);
    CHECK(m.message.level() == MessageLevel::Info);
    CHECK(call(m, "message", json::array({"Something odd", "error"}))["ok"] == true);
    CHECK(m.message.level() == MessageLevel::Error);
    CHECK(call(m, "message", json::array({42}))["ok"] == false);
}

TEST_CASE("undo, redo and restart are available only when they can do something") {
    AppModel m;
    CHECK_FALSE(m.play.can_undo());
    CHECK_FALSE(m.play.can_redo());
    CHECK_FALSE(m.play.can_restart());
    REQUIRE(m.load(kLevel).ok);
    CHECK_FALSE(m.play.can_undo());
    CHECK(m.play.move_lurd("r").ok);
    CHECK(m.play.can_undo());
    CHECK(m.play.can_restart());
    CHECK_FALSE(m.play.can_redo());
    CHECK(m.play.undo());
    CHECK(m.play.can_redo());
    CHECK_FALSE(m.play.can_restart());

    REQUIRE(m.load("IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM").ok);
    CHECK_FALSE(m.play.can_undo());
    CHECK_FALSE(m.play.can_redo());
}
