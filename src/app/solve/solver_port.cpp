// WorkerJob (solver_port.hpp): the texts of a job's requests.
#include "app/solve/solver_port.hpp"

namespace boxcar::app {

WorkerJob worker_job(const std::vector<protocol::LaneRequest>& lanes) {
    WorkerJob job;
    if (lanes.empty()) return job;
    const protocol::SolveRequest& first = lanes.front().request;
    job.id = first.id;
    job.time_limit_s = first.puzzle == Puzzle::RushHour ? first.rush.time_limit_s : first.sokoban.time_limit_s;
    for (const protocol::LaneRequest& lane : lanes) job.requests.push_back(protocol::to_json(lane.request).dump());
    return job;
}

WorkerJob worker_job(const protocol::SolveRequest& request) { return worker_job({{std::string(), request}}); }

}  // namespace boxcar::app
