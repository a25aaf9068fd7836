// Test helper of the app suites: the Rush Hour editor count's port (app/editor/rush_count.hpp), running the
// worker protocol in-process when the test says so and recording cancels; and counted(), the numbers of
// one board as the editor shows them once the worker answered.
#pragma once
#include "app/editor/rush_count.hpp"
#include "protocol/solve_protocol.hpp"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace boxcar::app::test {

struct CountPort : SolverPort {
    RushCounter* counter = nullptr;
    std::vector<std::string> requests;
    int cancels = 0;
    void post(const WorkerJob& job) override { for (const auto& r : job.requests) requests.push_back(boxcar::protocol::encode_worker_request(r)); }
    void cancel() override { ++cancels; }
    // The worker's answer to request k (default: the last), as the worker writes it.
    std::string answer(int k = -1) const {
        return protocol::handle_request_text(requests.at(k < 0 ? requests.size() - 1 : static_cast<std::size_t>(k)), {});
    }
    // The id of the last request (ids come from the app's one counter).
    std::int64_t last_id() const { return nlohmann::json::parse(requests.back())["id"].get<std::int64_t>(); }
    void run_last() { counter->on_event(protocol::decode_worker_event(answer())); }
};

inline RushCounter::Analysis counted(const rush::Board& board) {
    CountPort port;
    RushCounter counter;
    port.counter = &counter;
    counter.set_port(&port);
    counter.follow(board);
    REQUIRE(port.requests.size() == 1);
    CHECK(counter.counting());
    port.run_last();
    REQUIRE(counter.status() == RushCounter::Status::Ready);
    return counter.analysis();
}

}  // namespace boxcar::app::test
