// The Rush Hour editor's live optimal move count and cluster size, asked of a solver worker of its own
// (protocol/rush_count.hpp), so that counting a large cluster never holds up the page. The editor calls
// follow() with the board on screen every frame: a changed board cancels a request still running for an
// older one (a person edits faster than a large cluster counts) and asks about the new one; "Counting…"
// shows meanwhile. An answer is shown only for the board it was asked about, and only when its solution
// replays by the rules from that board to the exit in exactly the moves it counts.
#pragma once
#include "app/solve/solver_port.hpp"
#include "protocol/worker_event.hpp"
#include "rush/board.hpp"

#include <cstdint>
#include <string>

namespace boxcar::app {

class RushCounter {
public:
    enum class Status { Idle, Counting, Ready, Failed };

    // The numbers of a counted board.
    struct Analysis {
        bool complete = true;         // false: the cluster has more states than the worker explores
        bool solvable = false;        // known to be solvable (false also when unknown)
        bool unknown = false;         // neither the cluster nor the capped solver could tell
        int optimal_moves = -1;       // moves to the exit, the final slide of the red car counted
        std::uint64_t cluster_states = 0;  // states reachable from the board (when complete)
        double elapsed_ms = 0;        // the worker's time
        std::string text() const;     // "Optimal: 12 moves · cluster of 4,120 states"
    };

    void set_port(SolverPort* port) { port_ = port; }
    // The board on screen; asks the worker when it is not the board last asked about.
    void follow(const rush::Board& board);
    // A message of the counter's port (the answer, or a failure when the worker died).
    void on_event(const protocol::WorkerEvent& event);

    Status status() const { return status_; }
    bool counting() const { return status_ == Status::Counting; }
    const Analysis& analysis() const { return analysis_; }  // of board(), when Ready
    const std::string& board() const { return board_; }     // the board last asked about
    std::string text() const;  // what the editor's status line says: "Counting…", the numbers, or why not
    int requests() const { return requests_; }   // sent so far
    int cancels() const { return cancels_; }     // stale requests cancelled so far

private:
    SolverPort* port_ = nullptr;
    Status status_ = Status::Idle;
    std::string board_;
    rush::Board parsed_;
    std::int64_t request_id_ = 0;
    int requests_ = 0, cancels_ = 0;
    Analysis analysis_;
    std::string error_;
};

}  // namespace boxcar::app
