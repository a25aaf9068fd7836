// How the app talks to the solver workers. The web platform implements it with Web Workers
// (web/solver_client.js, terminate + respawn on cancel; the bridge encodes the requests to their JSON
// text there), the desktop app with threads (the structs as they are); tests in-process.
#pragma once
#include "protocol/worker_request.hpp"

#include <cstdint>
#include <vector>

namespace boxcar::app {

// One job for the workers (made by worker_requests.hpp): its requests, one per worker, all with the job's
// id: a portfolio solve has one per lane (protocol::lane_requests), lane k's for the k-th worker. The id
// and the time limit are here so that the platform need not read the requests (a worker that dies is
// reported under the id; the compare pool stops a job that overruns).
struct WorkerJob {
    std::int64_t id = 0;
    double time_limit_s = 0;
    std::vector<protocol::WorkerRequest> requests;
};

// A port's events (protocol/worker_event.hpp) go back to its owner's on_event: the AppModel's for the
// solve and hints, the CompareSession's, the RushCounter's.
class SolverPort {
public:
    virtual ~SolverPort() = default;
    // Sends a job; its events arrive later, through the platform, at the owner's on_event.
    virtual void post(const WorkerJob& job) = 0;
    // Stops the running job at once (every worker still running it); no further events arrive for it.
    virtual void cancel() = 0;
    // How many workers a solve may run on (the portfolio's width, protocol::lane_requests).
    virtual int workers() const { return 1; }
};

}  // namespace boxcar::app
