// RushCounter (rush_count.hpp).
#include "app/editor/rush_count.hpp"

#include "app/play/rush_session.hpp"
#include "app/solve/worker_requests.hpp"
#include "common/count_words.hpp"

namespace boxcar::app {
namespace {

std::string with_thousands(std::uint64_t n) {
    std::string digits = std::to_string(n), out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
        out += digits[i];
    }
    return out;
}

// Why the answer's solution does not prove its count on `board`, or "" when it does.
std::string check_solution(const rush::Board& board, const protocol::RushCount& a) {
    if (!a.solvable) return "";
    std::string error;
    const auto moves = check_rush_moves(board, a.solution, error);  // legal, and the red car leaves
    if (!moves) return error;
    if (static_cast<int>(moves->size()) != a.moves) return "the solution does not have the moves it counts";
    return "";
}

}  // namespace

void RushCounter::follow(const rush::Board& board) {
    const std::string text = rush::board_string(board);
    if (text == board_ && status_ != Status::Idle) return;
    if (status_ == Status::Counting && port_) {  // an older board's request: stop it
        port_->cancel();
        ++cancels_;
    }
    board_ = text;
    parsed_ = board;
    analysis_ = {};
    error_.clear();
    if (!port_) {
        status_ = Status::Failed;
        error_ = "no solver worker";
        return;
    }
    status_ = Status::Counting;
    const WorkerJob job = rush_count_job(board);
    request_id_ = job.id;
    ++requests_;
    port_->post(job);
}

void RushCounter::on_event(const protocol::WorkerEvent& event) {
    if (status_ != Status::Counting || protocol::event_id(event) != request_id_) return;
    if (const auto* f = std::get_if<protocol::WorkerFailure>(&event)) {
        status_ = Status::Failed;
        error_ = f->message.empty() ? std::string("the worker failed") : f->message;
        return;
    }
    if (const auto* bad = std::get_if<protocol::MalformedEvent>(&event)) {
        status_ = Status::Failed;
        error_ = "the worker's answer is malformed: " + bad->error;
        return;
    }
    const auto* a = std::get_if<protocol::RushCount>(&event);
    if (!a) return;  // "started", progress: nothing to show
    if (a->status != protocol::RushCount::Status::Counted) {
        status_ = Status::Failed;
        error_ = a->error.empty() ? protocol::rush_count_status_name(a->status) : a->error;
        return;
    }
    if (const std::string bad = check_solution(parsed_, *a); !bad.empty()) {
        status_ = Status::Failed;
        error_ = "the worker's answer failed the replay check: " + bad;
        return;
    }
    status_ = Status::Ready;
    analysis_.complete = a->complete;
    analysis_.solvable = a->solvable;
    analysis_.unknown = a->unknown;
    analysis_.optimal_moves = a->solvable ? a->moves : -1;
    analysis_.cluster_states = a->states;
    analysis_.elapsed_ms = a->time_ms;
}

std::string RushCounter::text() const {
    switch (status_) {
        case Status::Idle: return "";
        case Status::Counting: return "Counting\xE2\x80\xA6";
        case Status::Failed: return "No count: " + error_ + ".";
        case Status::Ready: return analysis_.text();
    }
    return "";
}

std::string RushCounter::Analysis::text() const {
    const std::string cluster =
        complete ? " \xC2\xB7 cluster of " + with_thousands(cluster_states) + (cluster_states == 1 ? " state" : " states")
                 : " \xC2\xB7 cluster of more than " + with_thousands(protocol::kMaxClusterStates) + " states";
    if (unknown) return "Optimal count unknown: the solver ran out of time" + cluster;
    if (!solvable) return "Unsolvable: the red car can never reach the exit" + cluster;
    return "Optimal: " + count_of(optimal_moves, "move", "moves") + cluster;
}

}  // namespace boxcar::app
