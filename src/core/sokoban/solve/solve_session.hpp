// A Sokoban solve that runs in slices: the worker can report and yield between slices (and cancel by
// simply dropping the session), a lecture view can step it. solve() in solver.hpp is a session run to
// the end. Time limits count only the time spent inside step(); the `auto` phases run one after another.
//
//   SolveSession session(level, options);
//   while (!session.step(5000)) post(session.progress());   // each step: at most 5000 expansions
//   const SolveResult& r = session.result();                 // Solved results are replay-verified
#pragma once
#include "sokoban/solve/solver.hpp"

#include <cstdint>
#include <memory>

namespace boxcar::sokoban {

class SolveSession {
public:
    SolveSession(const Level& level, const SolveOptions& options);
    ~SolveSession();
    SolveSession(const SolveSession&) = delete;
    SolveSession& operator=(const SolveSession&) = delete;

    // Runs at most `max_expansions` more expansions; returns true when the solve has ended.
    bool step(std::uint64_t max_expansions);
    bool finished() const;
    // The final result once finished; before that, the statistics so far (status Cancelled).
    const SolveResult& result() const;
    // Statistics so far (all phases) and the running phase's name, e.g. "astar/hungarian".
    Progress progress() const;

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace boxcar::sokoban
