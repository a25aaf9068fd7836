// The Rush Hour editor's count in the worker protocol (protocol/rush_count.hpp): the typed request and
// answer survive their JSON forms, malformed ones are refused with a reason, and handle_request counts
// a board (cluster size, optimal moves, an optimal solution) or says why it cannot.
#include "rush/board.hpp"
#include "rush/solver.hpp"
#include "protocol/solve_protocol.hpp"
#include "protocol/rush_count.hpp"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include <string>

namespace protocol = boxcar::protocol;
using nlohmann::json;
using protocol::RushCount;

TEST_CASE("a rushcount request and answer round-trip through JSON") {
    const protocol::RushCountRequest request{42, "oooooooooooo" "oAAooo" "oooooooooooooooooo"};
    const json r = protocol::encode(request);
    CHECK(r["kind"] == "rushcount");
    const auto back = protocol::decode_rush_count_request(json::parse(r.dump()));
    REQUIRE(back);
    CHECK(back->id == 42);
    CHECK(back->board == request.board);

    RushCount a;
    a.id = 7;
    a.complete = true;
    a.states = 4120;
    a.solvable = true;
    a.moves = 2;
    a.solution = {"B-1", "A+4"};
    a.time_ms = 1.5;
    const json j = protocol::encode(a);
    CHECK(j["type"] == "result");
    CHECK(j["status"] == "counted");
    CHECK(j["solution"] == json::array({"B-1", "A+4"}));
    const auto decoded = protocol::decode_rush_count(json::parse(j.dump()));
    REQUIRE(decoded);
    CHECK(decoded->id == 7);
    CHECK(decoded->status == RushCount::Status::Counted);
    CHECK(decoded->complete);
    CHECK(decoded->states == 4120);
    CHECK(decoded->solvable);
    CHECK_FALSE(decoded->unknown);
    CHECK(decoded->moves == 2);
    CHECK(decoded->solution == a.solution);
    CHECK(decoded->time_ms == 1.5);

    // An unsolvable or invalid answer carries no moves and no solution.
    RushCount lost;
    lost.id = 8;
    lost.states = 6;
    lost.moves = 3;  // ignored: not solvable
    const json l = protocol::encode(lost);
    CHECK(l["moves"].is_null());
    CHECK(l["solution"].is_null());
    const auto lost_back = protocol::decode_rush_count(l);
    REQUIRE(lost_back);
    CHECK_FALSE(lost_back->solvable);
    CHECK(lost_back->moves == -1);
    RushCount bad;
    bad.status = RushCount::Status::Invalid;
    bad.error = "line 1: no red car";
    const auto bad_back = protocol::decode_rush_count(protocol::encode(bad));
    REQUIRE(bad_back);
    CHECK(bad_back->status == RushCount::Status::Invalid);
    CHECK(bad_back->error == bad.error);
}

TEST_CASE("malformed rushcount requests and answers are refused with a reason") {
    std::string why;
    CHECK_FALSE(protocol::decode_rush_count_request(json{{"kind", "rushcount"}, {"board", "x"}}, &why));
    CHECK(why == "no integer id");
    CHECK_FALSE(protocol::decode_rush_count_request(json{{"id", 1}, {"kind", "rushcount"}}, &why));
    CHECK(why == "the request has no board");
    CHECK_FALSE(protocol::decode_rush_count_request(json{{"id", 1}, {"kind", "rushhour"}, {"board", "x"}}, &why));

    RushCount a;
    a.solvable = true;
    a.moves = 1;
    a.solution = {"A+4"};
    const json good = protocol::encode(a);
    auto without = [&](const char* key) {
        json j = good;
        j.erase(key);
        return j;
    };
    CHECK_FALSE(protocol::decode_rush_count(without("solution"), &why));
    CHECK(why == "a solvable count without its solution");
    CHECK_FALSE(protocol::decode_rush_count(without("moves"), &why));
    CHECK_FALSE(protocol::decode_rush_count(without("states"), &why));
    CHECK_FALSE(protocol::decode_rush_count(without("complete"), &why));
    CHECK(why == "no boolean 'complete'");
    json odd = good;
    odd["status"] = "maybe";
    CHECK_FALSE(protocol::decode_rush_count(odd, &why));
    odd = good;
    odd["solution"] = json::array({"A+4", 3});
    CHECK_FALSE(protocol::decode_rush_count(odd, &why));
    CHECK(why == "a move of the solution is not text");
    CHECK_FALSE(protocol::decode_rush_count(json{{"type", "progress"}}, &why));
}

TEST_CASE("the worker counts a board: cluster, optimal moves and an optimal solution") {
    // Fogleman's database line: 27 moves, a cluster of 147,355 states (the largest we ship against).
    const auto entry = boxcar::rush::parse_board("27 HBBKooHooKCCoIAALMoIDDLMEEJooNxoJGGN 147355");
    REQUIRE(entry.board);
    const std::string answer = protocol::handle_request_text(
        protocol::encode(protocol::RushCountRequest{5, boxcar::rush::board_string(*entry.board)}).dump(), {});
    const auto a = protocol::decode_rush_count(json::parse(answer));
    REQUIRE(a);
    CHECK(a->id == 5);
    CHECK(a->status == RushCount::Status::Counted);
    CHECK(a->complete);
    CHECK(a->states == 147355);
    CHECK(a->solvable);
    CHECK(a->moves == 27);
    REQUIRE(a->solution.size() == 27);
    // The solution replays to the exit.
    std::vector<boxcar::rush::SlideMove> moves;
    for (const std::string& name : a->solution) {
        boxcar::rush::SlideMove m;
        REQUIRE(boxcar::rush::parse_move(*entry.board, name, m));
        moves.push_back(m);
    }
    boxcar::rush::Board end;
    REQUIRE(boxcar::rush::replay(*entry.board, moves, end));
    CHECK(boxcar::rush::goal_reached(end, boxcar::rush::Goal::Exit));
    MESSAGE("147,355-state cluster counted and solved in " << a->time_ms << " ms wall");
}

TEST_CASE("the worker says why a board cannot be counted") {
    // Unsolvable: a horizontal car in front of the exit, in the red car's row.
    json a = json::parse(protocol::handle_request_text(
        protocol::encode(protocol::RushCountRequest{1, "oooooooooooo" "oAABBo" "oooooooooooooooooo"}).dump(), {}));
    CHECK(a["status"] == "counted");
    CHECK(a["solvable"] == false);
    CHECK(a["unknown"] == false);
    CHECK(a["states"] == 6);
    CHECK(a["moves"].is_null());
    // A board the parser refuses, and a request without a board.
    a = json::parse(protocol::handle_request_text(R"({"id":2,"kind":"rushcount","board":"AA"})", {}));
    CHECK(a["id"] == 2);
    CHECK(a["status"] == "invalid");
    CHECK(a["error"].is_string());
    a = json::parse(protocol::handle_request_text(R"({"id":3,"kind":"rushcount"})", {}));
    CHECK(a["id"] == 3);
    CHECK(a["status"] == "invalid");
    CHECK(a["error"] == "the request has no board");
}
