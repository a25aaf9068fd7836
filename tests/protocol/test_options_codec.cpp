// The options codec: every name of every enum table reads back to its value, write_options and
// read_options round-trip, and the one rule of every entry point: unknown keys, names and wrong types
// are refused with a text naming them.
#include "protocol/options_codec.hpp"

#include <doctest/doctest.h>

using nlohmann::json;
using namespace boxcar;

TEST_CASE("every Sokoban option value written is read back the same") {
    for (const auto& [algo_name, algo] : sokoban::kAlgoNames)
        for (const auto& [heuristic_name, heuristic] : sokoban::kHeuristicNames)
            for (const auto& [objective_name, objective] : sokoban::kObjectiveNames)
                for (unsigned deadlocks = 0; deadlocks <= sokoban::kAllDeadlocks; ++deadlocks) {
                    sokoban::SolveOptions in;
                    in.algo = algo;
                    in.heuristic = heuristic;
                    in.objective = objective;
                    in.deadlocks = deadlocks;
                    in.time_limit_s = 2.5;
                    in.memory_limit_mib = 300;
                    const json written = protocol::write_options(in);
                    CHECK(written["algo"] == std::string(algo_name));
                    sokoban::SolveOptions out;
                    CHECK(protocol::read_options(written, out).empty());
                    CHECK(out.algo == algo);
                    CHECK(out.heuristic == heuristic);
                    CHECK(out.objective == objective);
                    CHECK(out.deadlocks == deadlocks);
                    CHECK(out.time_limit_s == 2.5);
                    CHECK(out.memory_limit_mib == 300);
                }
}

TEST_CASE("every Rush Hour option value written is read back the same") {
    for (const auto& [metric_name, metric] : rush::kMetricNames)
        for (const auto& [goal_name, goal] : rush::kGoalNames)
            for (const auto& [algo_name, algo] : rush::kAlgoNames)
                for (const auto& [heuristic_name, heuristic] : rush::kHeuristicNames) {
                    rush::SolveOptions in;
                    in.metric = metric;
                    in.goal = goal;
                    in.algo = algo;
                    in.heuristic = heuristic;
                    in.time_limit_s = 7;
                    const json written = protocol::write_options(in);
                    CHECK(written["metric"] == std::string(metric_name));
                    rush::SolveOptions out;
                    CHECK(protocol::read_options(written, out).empty());
                    CHECK(out.metric == metric);
                    CHECK(out.goal == goal);
                    CHECK(out.algo == algo);
                    CHECK(out.heuristic == heuristic);
                    CHECK(out.time_limit_s == 7);
                }
}

TEST_CASE("deadlock sets are spelled all, none or a comma list in table order") {
    CHECK(sokoban::deadlocks_name(sokoban::kAllDeadlocks) == "all");
    CHECK(sokoban::deadlocks_name(0) == "none");
    CHECK(sokoban::deadlocks_name(sokoban::kFreeze | sokoban::kDeadSquares) == "dead,freeze");
    CHECK(sokoban::parse_deadlocks("freeze,dead") == (sokoban::kFreeze | sokoban::kDeadSquares));
}

TEST_CASE("unknown names are errors naming the value; missing, empty and non-positive values change nothing") {
    sokoban::SolveOptions s;
    CHECK(protocol::read_options(json{{"algo", "magic"}}, s) == "unknown algorithm 'magic'");
    CHECK(protocol::read_options(json{{"heuristic", "x"}}, s) == "unknown heuristic 'x'");
    CHECK(protocol::read_options(json{{"deadlocks", "dead,x"}}, s) == "unknown deadlock list 'dead,x'");
    CHECK(protocol::read_options(json{{"objective", "y"}}, s) == "unknown objective 'y'");
    rush::SolveOptions r;
    CHECK(protocol::read_options(json{{"metric", "z"}}, r) == "unknown metric 'z'");
    CHECK(protocol::read_options(json{{"algo", "fess"}}, r) == "unknown Rush Hour algorithm 'fess'");

    CHECK(protocol::read_options(json{{"metric", "moves"}}, s) == "unknown option 'metric'");  // not Sokoban's
    CHECK(protocol::read_options(json{{"phases", json::array({"fess"})}}, r) == "unknown option 'phases'");
}

TEST_CASE("the one rule: unknown keys, wrong types and limits that are not positive are refused, naming the key") {
    sokoban::SolveOptions s;
    CHECK(protocol::read_options(json{{"colour", "red"}}, s) == "unknown option 'colour'");
    CHECK(protocol::read_options(json{{"heuristic", 3}}, s) == "option 'heuristic' has the wrong type");
    CHECK(protocol::read_options(json{{"memoryLimit", "9"}}, s) == "option 'memoryLimit' has the wrong type");
    CHECK(protocol::read_options(json{{"phases", "fess"}}, s) == "option 'phases' has the wrong type");
    CHECK(protocol::read_options(json{{"timeLimit", 0}}, s) == "time and memory limits must be positive");
    CHECK(protocol::read_options(json{{"algo", ""}}, s) == "unknown algorithm ''");
    CHECK(protocol::read_options(json::array(), s) == "options must be an object");
    CHECK(protocol::read_options(json::object(), s).empty());
    const sokoban::SolveOptions before;
    CHECK(s.algo == before.algo);
    CHECK(s.time_limit_s == before.time_limit_s);
    // An entry point with keys of its own offers them through the same rule, under its own noun.
    static constexpr std::string_view kOffered[] = {"algo", "label"};
    std::string label;
    auto set = [&](std::string_view key, const json& value) {
        if (key == "label") label = value.get<std::string>();
        return key == "label" ? std::string() : protocol::set_option(s, key, value);
    };
    CHECK(protocol::read_option_object(json{{"label", "mine"}, {"algo", "bfs"}}, kOffered, "solve option", set).empty());
    CHECK(label == "mine");
    CHECK(s.algo == sokoban::Algo::Bfs);
    CHECK(protocol::read_option_object(json{{"timeLimit", 3}}, kOffered, "solve option", set) ==
          "unknown solve option 'timeLimit'");
    CHECK(protocol::read_option_object(json{{"label", 3}}, kOffered, "solve option", set) ==
          "solve option 'label' has the wrong type");
}

TEST_CASE("the name tables list every name once, in the order help texts show them") {
    CHECK(sokoban::kAlgoNames.joined("|") == "bfs|dfs|ucs|greedy|astar|wastar|idastar|auto|fess");
    CHECK(rush::kAlgoNames.listed() == "auto, bfs, ucs, astar, greedy or dfs");
    CHECK(rush::kGoalNames.listed() == "exit or clear");
}

TEST_CASE("optimize is read and written back; absent, it stays unset (the solver's default)") {
    for (const auto& [name, goal] : sokoban::kOptimizeNames) {
        sokoban::SolveOptions in;
        in.optimize = goal;
        const json written = protocol::write_options(in);
        CHECK(written["optimize"] == std::string(name));
        sokoban::SolveOptions out;
        CHECK(protocol::read_options(written, out).empty());
        REQUIRE(out.optimize.has_value());
        CHECK(*out.optimize == goal);
    }
    sokoban::SolveOptions unset;
    CHECK_FALSE(protocol::write_options(unset).contains("optimize"));
    sokoban::SolveOptions read;
    CHECK(protocol::read_options(json::object(), read).empty());
    CHECK_FALSE(read.optimize.has_value());
    CHECK(protocol::read_options(json{{"optimize", ""}}, read) == "unknown optimize setting ''");
    CHECK(protocol::read_options(json{{"optimize", "shortest"}}, read) == "unknown optimize setting 'shortest'");
    CHECK_FALSE(read.optimize.has_value());
    CHECK(sokoban::kOptimizeNames.joined("|") == "off|moves|pushes");
}
