// How the app model talks to the solver workers. The web platform implements it with Web Workers
// (web/solver_client.js, terminate + respawn on cancel), the desktop app with threads; tests in-process.
#pragma once
#include "protocol/solve_request.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace boxcar::app {

// One job for the workers: the JSON texts of its requests (protocol/), one per worker, all with the job's
// id: a portfolio solve has one per lane (protocol::lane_requests), lane k's for the k-th worker. The
// platform passes the texts through as they are; the id and the time limit are here so that it need not
// read them (a worker that dies is reported under the id; the compare pool stops a job that overruns).
struct WorkerJob {
    std::int64_t id = 0;
    double time_limit_s = 0;
    std::vector<std::string> requests;
};

// The job of a solve: one request per lane.
WorkerJob worker_job(const std::vector<protocol::LaneRequest>& lanes);
// The job of one request.
WorkerJob worker_job(const protocol::SolveRequest& request);

class SolverPort {
public:
    virtual ~SolverPort() = default;
    // Sends a job; answers arrive later via AppModel::on_solver_event (or the owner's event handler).
    virtual void post(const WorkerJob& job) = 0;
    // Stops the running job at once (every worker still running it); no further events arrive for it.
    virtual void cancel() = 0;
    // How many workers a solve may run on (the portfolio's width, protocol::lane_requests).
    virtual int workers() const { return 1; }
};

}  // namespace boxcar::app
