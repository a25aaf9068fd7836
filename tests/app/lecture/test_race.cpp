// The race through window.boxcar: raceStart / raceStep / raceRun and state().race (lecture/search_race.hpp).
#include "api_call.hpp"
#include "app/api/api.hpp"
#include "app/lecture/lecture.hpp"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

using boxcar::app::AppModel;
using boxcar::app::test::call;
using nlohmann::json;

namespace {

// Crossroads (Boxcar Starters, level 4): BFS needs thousands of nodes, A* a handful.
const char* kCrossroads = "#########\n#   #   #\n# $   $ #\n#  .#.  #\n## ### ##\n#  .@.  #\n# $   $ #\n#   #   #\n#########\n";

}  // namespace

TEST_CASE("raceStep steps BFS and A* in lockstep; A* finishes first; the table comes from the same runs") {
    AppModel m;
    REQUIRE(call(m, "load", {kCrossroads})["ok"] == true);
    CHECK(call(m, "state")["race"]["active"] == false);
    json r = call(m, "raceStart", {nullptr});  // the default race: BFS against A*
    REQUIRE(r["ok"] == true);
    REQUIRE(r["panes"].size() == 2);
    CHECK(r["panes"][0]["label"] == "bfs");
    CHECK(r["panes"][1]["label"] == "astar hungarian");
    r = call(m, "raceStep", {3});
    CHECK(r["panes"][0]["closed"] == 3);
    CHECK(r["panes"][1]["closed"] == 3);
    CHECK(r["winner"].is_null());
    r = call(m, "raceStep", {20});
    CHECK(r["panes"][0]["closed"] == 23);
    CHECK(r["panes"][1]["done"] == true);
    CHECK(r["panes"][1]["cost"].get<int>() > 0);
    CHECK(r["winner"] == "astar hungarian");
    CHECK(r["table"].is_null());  // BFS still runs
    r = call(m, "raceStep", {100000});
    REQUIRE(r["done"] == true);
    const json table = r["table"];
    REQUIRE(table.size() == 2);
    CHECK(table[0]["solved"] == true);
    CHECK(table[0]["cost"] == table[1]["cost"]);  // both optimal in pushes
    CHECK(table[0]["expanded"].get<int>() > 10 * table[1]["expanded"].get<int>());
    // The same runs as a watch of each algorithm alone.
    json watch = call(m, "searchStep", {1000000, {{"algo", "bfs"}}});
    CHECK(watch["closed"] == table[0]["expanded"]);
}

TEST_CASE("raceStart: 2 to 4 panes, bad options refused with the reason; a move ends the race") {
    AppModel m;
    REQUIRE(call(m, "load", {kCrossroads})["ok"] == true);
    json r = call(m, "raceStart", {{{"panes", json::array({{{"algo", "bfs"}}})}}});
    CHECK(r["ok"] == false);
    CHECK(r["error"].get<std::string>().find("2 to 4") != std::string::npos);
    r = call(m, "raceStart", {{{"panes", json::array({{{"algo", "bfs"}}, {{"algo", "nope"}}})}}});
    CHECK(r["ok"] == false);
    CHECK(r["error"].get<std::string>().find("pane 2") != std::string::npos);
    r = call(m, "raceStart", {{{"panes", json::array({{{"algo", "bfs"}}, {{"algo", "dfs"}}, {{"algo", "ucs"}},
                                                     {{"algo", "astar"}, {"heuristic", "manhattan"}}})}}});
    REQUIRE(r["ok"] == true);
    CHECK(r["panes"].size() == 4);
    CHECK(r["panes"][3]["label"] == "astar manhattan");
    r = call(m, "raceRun", {500});
    CHECK(r["speed"] == 500);
    m.lecture.tick(0.05);
    CHECK(call(m, "state")["race"]["panes"][0]["closed"] == 25);
    REQUIRE(call(m, "move", {"d"})["ok"] == true);  // the keeper steps: the race leaves the board
    m.lecture.tick(0.05);
    CHECK(call(m, "state")["race"]["active"] == false);
}
