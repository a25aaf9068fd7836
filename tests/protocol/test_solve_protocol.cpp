// The worker protocol: requests in, progress and answers out, bad requests answered as invalid.
#include "protocol/solve_protocol.hpp"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

using nlohmann::json;

TEST_CASE("a solve request gets a verified-shape answer with the request id") {
    json request{{"id", 7}, {"kind", "sokoban"}, {"level", "#####\n#@$.#\n#####"}, {"options", {{"algo", "bfs"}}}};
    json answer = json::parse(boxcar::protocol::handle_request(request.dump(), nullptr));
    CHECK(answer["id"] == 7);
    CHECK(answer["type"] == "result");
    CHECK(answer["status"] == "solved");
    CHECK(answer["solution"] == "R");
    CHECK(answer["moves"] == 1);
    CHECK(answer["pushes"] == 1);
}

TEST_CASE("bad requests are answered as invalid with a reason") {
    auto status_of = [](const std::string& text) { return json::parse(boxcar::protocol::handle_request(text, nullptr)); };
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
    for (int lane = 0; lane < 4; ++lane) {
        json request{{"id", 9}, {"kind", "sokoban"}, {"level", level}, {"lanes", 4}, {"lane", lane},
                     {"options", {{"algo", "auto"}, {"timeLimit", 10}}}};
        int progress_lane = -1;
        json answer = json::parse(boxcar::protocol::handle_request(
            request.dump(), [&](const std::string& p) { progress_lane = json::parse(p)["lane"].get<int>(); }));
        INFO("lane " << lane);
        CHECK(answer["status"] == "solved");
        CHECK(answer["lane"] == lane);
        CHECK(answer["phase"].is_string());
        if (progress_lane >= 0) CHECK(progress_lane == lane);
    }
    auto answer_to = [&](json request) {
        request.update({{"id", 1}, {"kind", "sokoban"}, {"level", level}});
        return json::parse(boxcar::protocol::handle_request(request.dump(), nullptr));
    };
    CHECK(answer_to({{"lanes", 4}, {"lane", 4}})["status"] == "invalid");
    CHECK(answer_to({{"lanes", 9}, {"lane", 0}})["status"] == "invalid");
    CHECK(answer_to({{"lanes", "four"}, {"lane", 0}})["status"] == "invalid");
    CHECK(answer_to({{"lanes", 4}, {"lane", -1}})["status"] == "invalid");
    // Options that are not split run one lane only.
    json one = answer_to({{"lanes", 4}, {"lane", 2}, {"options", {{"algo", "bfs"}}}});
    CHECK(one["status"] == "invalid");
    CHECK(one["error"].get<std::string>().find("lane") != std::string::npos);
}
