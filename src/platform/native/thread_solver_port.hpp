// The desktop app's solver: a SolverPort (app/solve/solver_port.hpp) that runs each request with
// protocol::handle_request on a thread of its own, as the page runs it in a Web Worker; requests and events
// pass as the typed structs (no JSON within one process). Progress and answers are queued and handed to
// `deliver` on the main thread by poll(), once a frame. cancel() stops every
// running request (their searches see the cancel flag within a progress interval) and drops their
// messages, as terminating the page's worker does. One port serves the normal solve, one the comparison
// (several requests at once).
#pragma once
#include "app/solve/solver_port.hpp"
#include "protocol/worker_event.hpp"

#include <atomic>
#include <functional>
#include <memory>

namespace boxcar::desktop {

class ThreadSolverPort : public app::SolverPort {
public:
    explicit ThreadSolverPort(std::function<void(const protocol::WorkerEvent& event)> deliver);
    ~ThreadSolverPort() override;  // cancels and waits for the threads
    ThreadSolverPort(const ThreadSolverPort&) = delete;
    ThreadSolverPort& operator=(const ThreadSolverPort&) = delete;

    void post(const app::WorkerJob& job) override;
    void cancel() override;
    bool poll();  // delivers what the threads queued; true when anything was delivered

private:
    void start(std::int64_t id, const protocol::WorkerRequest& request);
    struct Shared;
    std::shared_ptr<Shared> shared_;
    std::function<void(const protocol::WorkerEvent&)> deliver_;
};

}  // namespace boxcar::desktop
