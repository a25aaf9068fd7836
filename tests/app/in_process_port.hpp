// Test helper of the app suites: a solver port that runs the worker protocol in-process when the test
// says so, and records cancels. Events go back into the model like the page does.
#pragma once
#include "app/app_model.hpp"
#include "protocol/solve_protocol.hpp"

#include <string>
#include <vector>

namespace boxcar::app::test {

struct InProcessPort : SolverPort {
    AppModel* model = nullptr;
    std::vector<std::string> requests;
    int cancels = 0;
    void post(const WorkerJob& job) override { for (const auto& r : job.requests) requests.push_back(boxcar::protocol::encode_worker_request(r)); }
    void cancel() override { ++cancels; }
    void run_last(bool with_progress = true) {
        const std::string answer = protocol::handle_request_text(
            requests.back(), [&](const std::string& p) { if (with_progress) model->on_solver_event(protocol::decode_worker_event(p)); });
        model->on_solver_event(protocol::decode_worker_event(answer));
    }
};

}  // namespace boxcar::app::test
