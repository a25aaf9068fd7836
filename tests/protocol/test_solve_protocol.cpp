// The worker protocol: requests in, progress and answers out, bad requests answered as invalid.
#include "protocol/solve_protocol.hpp"
#include "protocol/solve_request.hpp"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

using nlohmann::json;

TEST_CASE("a solve request gets a verified-shape answer with the request id") {
    json request{{"id", 7}, {"kind", "sokoban"}, {"level", "#####\n#@$.#\n#####"}, {"options", {{"algo", "bfs"}}}};
    json answer = json::parse(boxcar::protocol::handle_request_text(request.dump(), nullptr));
    CHECK(answer["id"] == 7);
    CHECK(answer["type"] == "result");
    CHECK(answer["status"] == "solved");
    CHECK(answer["solution"] == "R");
    CHECK(answer["moves"] == 1);
    CHECK(answer["pushes"] == 1);
}

TEST_CASE("bad requests are answered as invalid with a reason") {
    auto status_of = [](const std::string& text) { return json::parse(boxcar::protocol::handle_request_text(text, nullptr)); };
    json a = status_of("{broken");
    CHECK(a["status"] == "invalid");
    json b = status_of(json{{"id", 1}, {"level", "#####\n#@$ #\n#####"}}.dump());
    CHECK(b["status"] == "invalid");
    CHECK(b["error"].get<std::string>().size() > 5);
    json c = status_of(json{{"id", 2}, {"level", "#####|#@$.#|#####"}, {"options", {{"algo", "magic"}}}}.dump());
    CHECK(c["status"] == "invalid");
    CHECK(c["error"].get<std::string>().find("magic") != std::string::npos);
    json d = status_of(json{{"id", 3}, {"kind", "chess"}, {"level", "x"}}.dump());
    CHECK(d["status"] == "invalid");
}

TEST_CASE("a portfolio lane request runs that lane and answers with its lane") {
    const char* level = "#######\n#     #\n#@$ $ #\n#  .. #\n#######\n";
    boxcar::protocol::SolveRequest whole;
    whole.id = 9;
    whole.text = level;
    whole.sokoban.time_limit_s = 10;
    const auto lanes = boxcar::protocol::lane_requests(whole, 4);
    REQUIRE(lanes.size() == 4);
    for (int lane = 0; lane < 4; ++lane) {
        int progress_lane = -1;
        json answer = json::parse(boxcar::protocol::handle_request_text(
            to_json(lanes[lane].request).dump(),
            [&](const std::string& p) { progress_lane = json::parse(p)["lane"].get<int>(); }));
        INFO("lane " << lane);
        CHECK(answer["status"] == "solved");
        CHECK(answer["lane"] == lane);
        CHECK(answer["phase"].is_string());
        if (lane == 3) CHECK(answer["phase"] == "backward");
        if (progress_lane >= 0) CHECK(progress_lane == lane);
    }
    auto answer_to = [&](json request) {
        request.update({{"id", 1}, {"kind", "sokoban"}, {"level", level}});
        return json::parse(boxcar::protocol::handle_request_text(request.dump(), nullptr));
    };
    CHECK(answer_to({{"lane", 4}})["status"] == "invalid");
    CHECK(answer_to({{"lane", "four"}})["status"] == "invalid");
    CHECK(answer_to({{"lane", -1}})["status"] == "invalid");
    CHECK(answer_to({{"direction", "up"}})["status"] == "invalid");
    // A phase `auto` does not have is refused by the solver, naming it.
    json unknown = answer_to({{"options", {{"phases", json::array({"fess-magic"})}}}});
    CHECK(unknown["status"] == "invalid");
    CHECK(unknown["error"].get<std::string>().find("fess-magic") != std::string::npos);
}
