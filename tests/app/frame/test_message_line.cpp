// The message line (message_line.hpp) and the looks (play/looks.hpp): small owners the others write
// to or read.
#include "app/api/state_json.hpp"
#include "app/message_line.hpp"
#include "app/play/looks.hpp"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

using boxcar::app::Looks;
using boxcar::app::MessageLevel;
using boxcar::app::MessageLine;

TEST_CASE("every message is a new one, even with the same text; clear takes the text away without one") {
    MessageLine line;
    CHECK(line.text().empty());
    CHECK(line.serial() == 0);
    line.set("Solved!");
    line.set("Solved!");
    CHECK(line.serial() == 2);
    CHECK(line.level() == MessageLevel::Info);
    line.set_error("Could not load: nothing there");
    CHECK(line.level() == MessageLevel::Error);
    CHECK(line.serial() == 3);
    line.clear();
    CHECK(line.text().empty());
    CHECK(line.serial() == 3);
}

TEST_CASE("the looks: three themes, anything else refused on the message line; state() fields") {
    MessageLine line;
    Looks looks(line);
    CHECK(looks.theme() == "dark");
    CHECK(looks.set_theme("contrast"));
    CHECK_FALSE(looks.set_theme("pink"));
    CHECK(looks.theme() == "contrast");
    CHECK(line.text() == "Unknown theme 'pink' (dark, light or contrast).");
    CHECK(line.level() == MessageLevel::Error);
    looks.set_show_dead_squares(true);
    looks.set_animating(true);
    nlohmann::json s;
    boxcar::app::add_looks_state(looks, s);
    CHECK(s == nlohmann::json{{"theme", "contrast"}, {"dead_squares_shown", true}, {"animating", true}});
}
