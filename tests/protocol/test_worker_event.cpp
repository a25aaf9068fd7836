// The worker events' typed form and JSON text (protocol/worker_event.hpp): each kind survives its text,
// a worker's failure keeps its out-of-memory and timeout flags (set by the worker, not read from the
// message), and text that is no event decodes as malformed, readable or not. The typed request/answer
// path (handle_request) gives what the text path gives.
#include "protocol/solve_protocol.hpp"
#include "protocol/worker_event.hpp"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

namespace protocol = boxcar::protocol;
using nlohmann::json;

TEST_CASE("worker events survive their JSON text") {
    protocol::SolveProgress p;
    p.id = 7;
    p.lane = 2;
    p.stats.expanded = 1234;
    p.phase = "fess-boxes";
    const protocol::WorkerEvent progress = protocol::decode_worker_event(protocol::encode_worker_event(p));
    REQUIRE(std::holds_alternative<protocol::SolveProgress>(progress));
    CHECK(std::get<protocol::SolveProgress>(progress).stats.expanded == 1234);
    CHECK(std::get<protocol::SolveProgress>(progress).lane == 2);
    CHECK(protocol::event_id(progress) == 7);

    protocol::WorkerFailure f;
    f.id = 9;
    f.message = "Aborted()";
    f.out_of_memory = true;
    const protocol::WorkerEvent failure = protocol::decode_worker_event(protocol::encode_worker_event(f));
    REQUIRE(std::holds_alternative<protocol::WorkerFailure>(failure));
    CHECK(std::get<protocol::WorkerFailure>(failure).out_of_memory);
    CHECK_FALSE(std::get<protocol::WorkerFailure>(failure).timeout);
    CHECK(protocol::event_id(failure) == 9);

    const protocol::WorkerEvent started = protocol::decode_worker_event(protocol::encode_worker_event(protocol::WorkerStarted{4}));
    REQUIRE(std::holds_alternative<protocol::WorkerStarted>(started));
    CHECK(protocol::event_id(started) == 4);
}

TEST_CASE("out of memory is the worker's flag, never guessed from the message") {
    const protocol::WorkerEvent said = protocol::decode_worker_event(R"({"id":1,"type":"error","message":"out of memory: OOM"})");
    REQUIRE(std::holds_alternative<protocol::WorkerFailure>(said));
    CHECK_FALSE(std::get<protocol::WorkerFailure>(said).out_of_memory);
    const protocol::WorkerEvent flagged = protocol::decode_worker_event(R"({"id":1,"type":"error","out_of_memory":true})");
    REQUIRE(std::holds_alternative<protocol::WorkerFailure>(flagged));
    CHECK(std::get<protocol::WorkerFailure>(flagged).out_of_memory);
    CHECK(std::get<protocol::WorkerFailure>(flagged).message.empty());  // each client words its own default
}

TEST_CASE("text that is no worker event decodes as malformed") {
    const protocol::WorkerEvent garbage = protocol::decode_worker_event("not json");
    REQUIRE(std::holds_alternative<protocol::MalformedEvent>(garbage));
    CHECK_FALSE(std::get<protocol::MalformedEvent>(garbage).readable);
    CHECK_FALSE(protocol::event_id(garbage));
    const protocol::WorkerEvent unknown = protocol::decode_worker_event(R"({"id":3,"type":"answer"})");
    REQUIRE(std::holds_alternative<protocol::MalformedEvent>(unknown));
    CHECK(std::get<protocol::MalformedEvent>(unknown).readable);
    CHECK_FALSE(protocol::event_id(unknown));  // names no request: nobody acts on it
    const protocol::WorkerEvent bad_count = protocol::decode_worker_event(R"({"id":5,"type":"result","kind":"rushcount"})");
    REQUIRE(std::holds_alternative<protocol::MalformedEvent>(bad_count));
    CHECK(protocol::event_id(bad_count) == 5);  // the count's client says its answer was malformed
}

TEST_CASE("the typed request path answers as the worker's text path does") {
    protocol::SolveRequest r;
    r.id = 11;
    r.text = "#####\n#@$.#\n#####";
    r.sokoban.time_limit_s = 10;
    int progress = 0;
    const protocol::WorkerEvent typed = protocol::handle_request(r, [&](const protocol::SolveProgress&) { ++progress; });
    REQUIRE(std::holds_alternative<protocol::SolveAnswer>(typed));
    const protocol::SolveAnswer& a = std::get<protocol::SolveAnswer>(typed);
    CHECK(a.status == boxcar::search::Status::Solved);
    CHECK(a.id == 11);
    const json text = json::parse(protocol::handle_request_text(protocol::encode_worker_request(r), nullptr));
    CHECK(text["solution"] == a.solution);
    CHECK(text["moves"] == a.moves);

    const protocol::WorkerEvent count = protocol::handle_request(protocol::RushCountRequest{12, "ooooooooooooAAoooooooooooooooooooooo"}, nullptr);
    REQUIRE(std::holds_alternative<protocol::RushCount>(count));
    CHECK(protocol::event_id(count) == 12);
    CHECK(std::get<protocol::RushCount>(count).status == protocol::RushCount::Status::Counted);
}
