// Test helper of the app suites: the Rush Hour editor count's port (app/editor/rush_count.hpp), running the
// worker protocol in-process when the test says so and recording cancels; and counted(), the numbers of
// one board as the editor shows them once the worker answered.
#pragma once
#include "app/editor/rush_count.hpp"
#include "protocol/solve_protocol.hpp"

#include <doctest/doctest.h>

#include <string>
#include <vector>

namespace boxcar::app::test {

struct CountPort : SolverPort {
    RushCounter* counter = nullptr;
    std::vector<std::string> requests;
    int cancels = 0;
    void post(const WorkerJob& job) override { requests.insert(requests.end(), job.requests.begin(), job.requests.end()); }
    void cancel() override { ++cancels; }
    // The worker's answer to request k (default: the last), as the worker writes it.
    std::string answer(int k = -1) const {
        return protocol::handle_request(requests.at(k < 0 ? requests.size() - 1 : static_cast<std::size_t>(k)), {});
    }
    void run_last() { counter->on_event(answer()); }
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
