// Lecture tools through window.boxcar: searchStep / searchRun / searchWatch,
// overlay(name, on), presentation(on), agentDemo(options), and their state() fields.
#include "api_call.hpp"
#include "app_levels.hpp"
#include "app/api/api.hpp"
#include "app/lecture/lecture.hpp"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <set>
#include <string>

using boxcar::app::test::kTwoBoxes;
using boxcar::app::AppModel;
using nlohmann::json;

namespace {

using boxcar::app::test::call;

// Two boxes a few pushes from their goals: a search of a few dozen nodes.
const char* kField = "########\n#@     #\n# $  $ #\n#      #\n#.    .#\n########\n";
const char* kRush = "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo";

}  // namespace

TEST_CASE("searchStep expands nodes one by one: state().search has the node with f = g + h") {
    AppModel m;
    REQUIRE(call(m, "load", {kField})["ok"] == true);
    CHECK(call(m, "state")["search"]["active"] == false);
    json r = call(m, "searchStep", {1, {{"algo", "astar"}, {"heuristic", "hungarian"}}});
    REQUIRE(r["ok"] == true);
    CHECK(r["closed"] == 1);
    const json node = r["node"];
    REQUIRE(node.is_object());
    CHECK(node["g"] == 0);
    CHECK(node["f"].get<long long>() == node["g"].get<long long>() + node["h"].get<long long>());
    CHECK(node["h"].get<int>() >= 2);  // two boxes, each at least one push from a goal
    CHECK(node["boxes"] == json::parse("[[2,2],[5,2]]"));
    r = call(m, "searchStep", {3});
    CHECK(r["closed"] == 4);
    const json s = call(m, "state")["search"];
    CHECK(s["active"] == true);
    CHECK(s["node"] == r["node"]);
    CHECK(s["node"]["f"].get<long long>() == s["node"]["g"].get<long long>() + s["node"]["h"].get<long long>());
    CHECK(s["frontier"].get<int>() > 0);
    CHECK(s["heat_max"].get<int>() >= 1);
    // Run to the end: a verified solution.
    r = call(m, "searchStep", {100000});
    CHECK(r["done"] == true);
    CHECK(r["status"] == "solved");
    REQUIRE(r["solution"].is_object());
    CHECK(r["solution"]["pushes"] == 6);  // optimal (A*, admissible): each box down 2 and out 1
    CHECK(r["solution"]["lurd"].get<std::string>().size() == r["solution"]["moves"].get<std::size_t>());
    CHECK(call(m, "searchWatch", {false})["active"] == false);
}

TEST_CASE("searchRun animates in ticks; bad options and big levels are refused politely") {
    AppModel m;
    REQUIRE(call(m, "load", {kTwoBoxes})["ok"] == true);
    json r = call(m, "searchRun", {50, {{"algo", "bfs"}}});
    REQUIRE(r["ok"] == true);
    CHECK(r["status"] == "running");
    m.lecture.tick(0.1);  // 5 nodes
    CHECK(call(m, "state")["search"]["closed"] == 5);
    CHECK(call(m, "state")["search"]["node"]["h"] == 0);  // uninformed
    CHECK(call(m, "searchRun", {0})["status"] == "paused");
    m.lecture.tick(0.1);
    CHECK(call(m, "state")["search"]["closed"] == 5);
    CHECK(call(m, "searchStep", {1, {{"algo", "nope"}}})["ok"] == false);
    CHECK(call(m, "searchStep", {"x"})["ok"] == false);
    // A level with too many boxes.
    std::string big = "############\n#@         #\n";
    for (int i = 0; i < 3; ++i) big += "# $$$. . . #\n";
    big += "############\n";
    REQUIRE(call(m, "load", {big})["ok"] == true);
    r = call(m, "searchStep", {1, {{"algo", "astar"}}});
    CHECK(r["ok"] == false);
    CHECK(r["error"].get<std::string>().find("small levels") != std::string::npos);
}

TEST_CASE("overlay(name, on) returns its data and shows in state()") {
    AppModel m;
    REQUIRE(call(m, "load", {kTwoBoxes})["ok"] == true);
    json r = call(m, "overlay", {"pull", true});
    REQUIRE(r["ok"] == true);
    CHECK(r["cells"].size() == r["values"].size());
    CHECK(r["goals"] == json::parse("[[3,3],[4,3]]"));
    for (std::size_t i = 0; i < r["cells"].size(); ++i)
        if (r["cells"][i] == json::parse("[3,3]")) CHECK(r["values"][i] == 0);
    r = call(m, "overlay", {"pull", true, {{"goal", {4, 3}}}});
    REQUIRE(r["ok"] == true);
    CHECK(call(m, "state")["overlays"]["pull_goal"] == json::parse("[4,3]"));
    CHECK(call(m, "overlay", {"pull", true, {{"goal", {1, 1}}}})["ok"] == false);  // not a goal
    r = call(m, "overlay", {"reach", true});
    CHECK(r["cells"].size() == 15u - 2u);  // 3x5 floor minus the two boxes
    r = call(m, "overlay", {"assignment", true});
    CHECK(r["lines"].size() == 2);
    CHECK(r["cost"] == 3);  // (2,2)->(3,3): 2 pulls, (4,2)->(4,3): 1
    r = call(m, "overlay", {"dead", true});
    CHECK(r["cells"].size() > 0);
    CHECK(call(m, "state")["dead_squares_shown"] == true);
    const json o = call(m, "state")["overlays"];
    CHECK(o["pull"] == true);
    CHECK(o["reach"] == true);
    CHECK(o["assignment"] == true);
    CHECK(call(m, "overlay", {"nonsense", true})["ok"] == false);
}

TEST_CASE("presentation(on) switches the high-contrast theme and restores the old one") {
    AppModel m;
    REQUIRE(call(m, "load", {kTwoBoxes})["ok"] == true);
    REQUIRE(call(m, "setTheme", {"light"})["ok"] == true);
    CHECK(call(m, "presentation", {true})["presentation"] == true);
    json s = call(m, "state");
    CHECK(s["presentation"] == true);
    CHECK(s["theme"] == "contrast");
    CHECK(call(m, "presentation", {false})["presentation"] == false);
    CHECK(call(m, "state")["theme"] == "light");
}

TEST_CASE("agentDemo plays the Rush Hour board with perturbations and reaches the goal") {
    AppModel m;
    REQUIRE(call(m, "load", {kRush})["ok"] == true);
    json r = call(m, "agentDemo", {{{"seed", 7}, {"crazyEvery", 8}, {"secondsPerAction", 0.1}}});
    REQUIRE(r["ok"] == true);
    CHECK(r["status"] == "running");
    const int total = r["total_actions"].get<int>();
    int guard = 0;
    while (call(m, "state")["agent"]["status"] == "running" && ++guard < 100000) m.lecture.tick(0.1);
    const json s = call(m, "state");
    CHECK(s["agent"]["status"] == "solved");
    CHECK(s["agent"]["actions"] == total);
    CHECK(s["agent"]["perturbations"].get<int>() > 0);
    CHECK(s["agent"]["replans"].get<int>() >= s["agent"]["perturbations"].get<int>());
    CHECK(s["solved"] == true);  // the board on screen: the red car is out
    CHECK(s["board_string"] == s["agent"]["board"]);
    bool logged = false;
    for (const json& line : s["agent"]["log"]) logged |= line.get<std::string>().find("re-plan (dist") != std::string::npos;
    CHECK(logged);
    CHECK(call(m, "agentDemo", {"stop"})["active"] == false);
    CHECK(call(m, "agentDemo", {"pause"})["ok"] == false);
    REQUIRE(call(m, "load", {kTwoBoxes})["ok"] == true);
    CHECK(call(m, "agentDemo", {json::object()})["ok"] == false);  // not a Rush Hour board
}

TEST_CASE("the lecture works on the level on screen: a new level ends the watch") {
    AppModel m;
    REQUIRE(call(m, "load", {kField})["ok"] == true);
    REQUIRE(m.lecture.watch_step(2));
    CHECK(call(m, "state")["search"]["closed"] == 2);
    m.lecture.tick(0.1);
    CHECK(m.lecture.watch.active());  // same walls and goals: the watch goes on
    REQUIRE(call(m, "load", {kTwoBoxes})["ok"] == true);
    m.lecture.tick(0.1);
    CHECK_FALSE(m.lecture.watch.active());
}

TEST_CASE("watching the search on a Rush Hour board: BFS reaches the optimal move count, replay-verified") {
    AppModel m;
    REQUIRE(call(m, "load", {kRush})["ok"] == true);
    json r = call(m, "searchStep", {1, {{"algo", "bfs"}}});
    REQUIRE(r["ok"] == true);
    CHECK(r["kind"] == "rushhour");
    CHECK(r["node"]["board"] == kRush);  // the first expansion is the start
    CHECK(r["node"]["g"] == 0);
    r = call(m, "searchStep", {1000000});
    CHECK(r["status"] == "solved");
    const json s = call(m, "state");
    REQUIRE(s["optimal"].is_number());
    CHECK(r["solution"]["moves"] == s["optimal"]);
    CHECK(r["heat"].size() > 0);
    // Sliding a car by hand ends the watch (the board it started from changed).
    REQUIRE(call(m, "searchStep", {1, {{"algo", "astar"}, {"heuristic", "blockers"}}})["ok"] == true);
    CHECK(call(m, "state")["search"]["heuristic"] == "blockers");
    REQUIRE(call(m, "move", {"B+1"})["ok"] == true);
    m.lecture.tick(0.01);
    CHECK(call(m, "state")["search"]["active"] == false);
}

TEST_CASE("a move, an undo or a solution played on the watched position ends the watch: the board shows the play") {
    AppModel m;
    REQUIRE(call(m, "load", {kField})["ok"] == true);
    REQUIRE(call(m, "searchStep", {1})["ok"] == true);
    m.lecture.tick(0.1);
    CHECK(call(m, "state")["search"]["active"] == true);  // the watch stays while the position does
    REQUIRE(call(m, "move", {"r"})["ok"] == true);
    m.lecture.tick(0.1);
    CHECK(call(m, "state")["search"]["active"] == false);
    CHECK(m.message.text().find("Watch the search stopped") != std::string::npos);

    // The same after an undo back to a position other than the watched one.
    REQUIRE(call(m, "searchStep", {1})["ok"] == true);
    REQUIRE(call(m, "undo")["ok"] == true);
    m.lecture.tick(0.1);
    CHECK(call(m, "state")["search"]["active"] == false);

    // Another level ends it too, without the message (the load says what it did).
    REQUIRE(call(m, "searchStep", {1})["ok"] == true);
    REQUIRE(call(m, "load", {kTwoBoxes})["ok"] == true);
    m.lecture.tick(0.1);
    CHECK(call(m, "state")["search"]["active"] == false);
    CHECK(m.message.text().find("Watch the search stopped") == std::string::npos);
}

TEST_CASE("the search made visible: next, children with their fate, pseudocode and line in state().search") {
    AppModel m;
    REQUIRE(call(m, "load", {kField})["ok"] == true);
    json r = call(m, "searchWatch", {{{"algo", "bfs"}}});
    REQUIRE(r["ok"] == true);
    CHECK(r["line"] == 1);
    CHECK(r["next"].empty());
    REQUIRE(r["pseudocode"].size() == 9);
    CHECK(r["pseudocode"][0].get<std::string>().find("FIFO queue") != std::string::npos);
    r = call(m, "searchStep", {1});
    // BFS after the start: the queue holds the start's new children in the order they were generated.
    std::vector<json> fresh;
    for (const json& c : r["children"]) {
        CHECK(c.contains("pruned_by"));
        if (c["fate"] == "new") fresh.push_back(c);
        if (c["fate"] == "pruned") CHECK(c["pruned_by"].is_string());
        else CHECK(c["pruned_by"].is_null());
    }
    REQUIRE_FALSE(fresh.empty());
    REQUIRE(r["next"].size() == std::min<std::size_t>(fresh.size(), 12));
    for (std::size_t i = 0; i < r["next"].size(); ++i) {
        CHECK(r["next"][i]["boxes"] == fresh[i]["boxes"]);
        CHECK(r["next"][i]["g"] == 1);
        CHECK(r["next"][i]["depth"] == 1);
    }
    CHECK(r["frontier"] == fresh.size());
    CHECK(r["line"].get<int>() >= 5);  // inside the loop over the children
    // The next node expanded is the head of the queue listed before the step.
    const json head = r["next"][0];
    r = call(m, "searchStep", {1});
    CHECK(r["node"]["boxes"] == head["boxes"]);
    CHECK(r["node"]["keeper"] == head["keeper"]);

    // A*: listed in f order; solved: the goal test's line and the path found on the board.
    r = call(m, "searchWatch", {{{"algo", "astar"}, {"heuristic", "hungarian"}}});
    r = call(m, "searchStep", {3});
    CHECK(r["pseudocode"][0].get<std::string>().find("f = g + h") != std::string::npos);
    for (std::size_t i = 1; i < r["next"].size(); ++i)
        CHECK(r["next"][i - 1]["f"].get<long long>() <= r["next"][i]["f"].get<long long>());
    r = call(m, "searchStep", {100000});
    REQUIRE(r["status"] == "solved");
    CHECK(r["line"] == 4);  // "if node is a goal: return the path to node"
    REQUIRE(r["path"].is_object());
    CHECK(r["path"]["length"] == 7);  // 6 pushes
    CHECK(r["path"]["at"] == 0);
    CHECK(r["node"]["boxes"] == json::parse("[[2,2],[5,2]]"));  // the path starts at the start
}

TEST_CASE("Rush Hour watch: next and children are boards; nothing is pruned") {
    AppModel m;
    REQUIRE(call(m, "load", {kRush})["ok"] == true);
    json r = call(m, "searchStep", {5, {{"algo", "ucs"}}});
    REQUIRE(r["ok"] == true);
    REQUIRE_FALSE(r["next"].empty());
    CHECK(r["next"][0]["board"].get<std::string>().size() == 36);
    REQUIRE_FALSE(r["children"].empty());
    for (const json& c : r["children"]) {
        CHECK(c["fate"] != "pruned");
        CHECK(c["board"].get<std::string>().size() == 36);
    }
    CHECK(r["pseudocode"][4].get<std::string>().find("move") != std::string::npos);
}

TEST_CASE("What comes next?: a guess is answered with the reason, then the search steps") {
    AppModel m;
    REQUIRE(call(m, "load", {kField})["ok"] == true);
    REQUIRE(call(m, "searchQuiz", {true})["ok"] == true);
    json r = call(m, "searchWatch", {{{"algo", "astar"}, {"heuristic", "manhattan"}}});
    CHECK(r["quiz"]["on"] == true);
    CHECK(call(m, "searchGuess", {0})["ok"] == false);  // nothing listed before the first step
    r = call(m, "searchStep", {2});
    REQUIRE(r["next"].size() >= 2);
    // The quiz order lists every entry once, in the order the nodes were reached.
    std::vector<int> order = r["quiz"]["order"].get<std::vector<int>>();
    CHECK(order.size() == r["next"].size());
    std::vector<int> sorted = order;
    std::sort(sorted.begin(), sorted.end());
    for (std::size_t i = 0; i < sorted.size(); ++i) CHECK(sorted[i] == static_cast<int>(i));
    // Wrong: the reason names the rule; the head is what was expanded.
    const json head = r["next"][0];
    const json wrong = r["next"][1];
    r = call(m, "searchGuess", {1});
    REQUIRE(r["ok"] == true);
    CHECK(r["quiz"]["answer"]["right"] == false);
    CHECK(r["quiz"]["answer"]["chosen"] == 1);
    const std::string reason = r["quiz"]["answer"]["reason"];
    if (wrong["f"] != head["f"]) CHECK(reason.find("the lowest f is taken first") != std::string::npos);
    else if (wrong["g"] != head["g"]) CHECK(reason.find("the larger g goes first") != std::string::npos);
    else CHECK(reason.find("reached first") != std::string::npos);
    CHECK(r["node"]["boxes"] == head["boxes"]);
    // Right.
    r = call(m, "searchGuess", {0});
    CHECK(r["quiz"]["answer"]["right"] == true);
    CHECK(r["quiz"]["answer"]["reason"].get<std::string>().rfind("Right: the lowest f", 0) == 0);
    CHECK(call(m, "searchGuess", {99})["ok"] == false);
    // BFS: FIFO.
    call(m, "searchWatch", {{{"algo", "bfs"}}});
    call(m, "searchStep", {1});
    r = call(m, "searchGuess", {1});
    CHECK(r["quiz"]["answer"]["reason"].get<std::string>().find("FIFO") != std::string::npos);
}
