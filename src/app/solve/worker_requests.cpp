// The workers' jobs and their ids (worker_requests.hpp).
#include "app/solve/worker_requests.hpp"

#include <atomic>

namespace boxcar::app {

std::int64_t new_request_id() {
    static std::atomic<std::int64_t> next{1};
    return next++;
}

WorkerJob sokoban_solve_job(const sokoban::Level& level, const sokoban::SolveOptions& options, int workers,
                            std::vector<std::string>* lanes) {
    protocol::SolveRequest request;
    request.id = new_request_id();
    request.text = sokoban::to_xsb(level);
    request.sokoban = options;
    WorkerJob job{request.id, options.time_limit_s, {}};
    for (protocol::LaneRequest& lane : protocol::lane_requests(request, workers)) {
        if (lanes) lanes->push_back(lane.name);
        job.requests.emplace_back(std::move(lane.request));
    }
    return job;
}

WorkerJob rush_solve_job(const rush::Board& board, const rush::SolveOptions& options) {
    protocol::SolveRequest request;
    request.id = new_request_id();
    request.puzzle = Puzzle::RushHour;
    request.text = rush::board_string(board);
    request.rush = options;
    return WorkerJob{request.id, options.time_limit_s, {request}};
}

WorkerJob rush_count_job(const rush::Board& board) {
    const std::int64_t id = new_request_id();
    return WorkerJob{id, 0, {protocol::RushCountRequest{id, rush::board_string(board)}}};
}

}  // namespace boxcar::app
