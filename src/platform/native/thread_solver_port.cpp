// ThreadSolverPort (thread_solver_port.hpp).
#include "platform/native/thread_solver_port.hpp"

#include "protocol/solve_protocol.hpp"

#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

namespace boxcar::desktop {

// What the threads share with the main thread. A generation is the set of requests posted between two
// cancels: each has its own cancel flag, and messages of an old generation are dropped.
struct ThreadSolverPort::Shared {
    std::mutex mutex;
    std::condition_variable idle;
    std::vector<protocol::WorkerEvent> events;
    int running = 0;
    int generation = 0;
    std::shared_ptr<std::atomic<bool>> cancel = std::make_shared<std::atomic<bool>>(false);
};

ThreadSolverPort::ThreadSolverPort(std::function<void(const protocol::WorkerEvent&)> deliver)
    : shared_(std::make_shared<Shared>()), deliver_(std::move(deliver)) {}

ThreadSolverPort::~ThreadSolverPort() {
    cancel();
    std::unique_lock lock(shared_->mutex);
    shared_->idle.wait(lock, [&] { return shared_->running == 0; });
}

void ThreadSolverPort::post(const app::WorkerJob& job) {
    for (const protocol::WorkerRequest& request : job.requests) start(job.id, request);
}

// One request on a thread of its own.
void ThreadSolverPort::start(std::int64_t id, const protocol::WorkerRequest& request) {
    std::shared_ptr<std::atomic<bool>> cancel;
    int generation = 0;
    {
        std::lock_guard lock(shared_->mutex);
        ++shared_->running;
        cancel = shared_->cancel;
        generation = shared_->generation;
    }
    std::thread([shared = shared_, cancel, generation, id, request] {
        auto queue = [&](protocol::WorkerEvent event) {
            std::lock_guard lock(shared->mutex);
            if (shared->generation == generation) shared->events.push_back(std::move(event));
        };
        queue(protocol::WorkerStarted{id});  // the row of a comparison shows "running"
        queue(protocol::handle_request(request, [&](const protocol::SolveProgress& p) { queue(p); }, cancel.get()));
        std::lock_guard lock(shared->mutex);
        --shared->running;
        shared->idle.notify_all();
    }).detach();
}

void ThreadSolverPort::cancel() {
    std::lock_guard lock(shared_->mutex);
    shared_->cancel->store(true);
    shared_->cancel = std::make_shared<std::atomic<bool>>(false);
    ++shared_->generation;
    shared_->events.clear();
}

bool ThreadSolverPort::poll() {
    std::vector<protocol::WorkerEvent> events;
    {
        std::lock_guard lock(shared_->mutex);
        events.swap(shared_->events);
    }
    for (const protocol::WorkerEvent& e : events) deliver_(e);
    return !events.empty();
}

}  // namespace boxcar::desktop
