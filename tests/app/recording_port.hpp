// Test helper of the app suites: a solver port that keeps the jobs posted to it and counts cancels, so a
// test can look at the request and answer it by hand.
#pragma once
#include "app/solve/solver_port.hpp"

#include <vector>

namespace boxcar::app::test {

struct RecordingPort : SolverPort {
    std::vector<WorkerJob> jobs;
    int cancels = 0;
    void post(const WorkerJob& job) override { jobs.push_back(job); }
    void cancel() override { ++cancels; }
};

}  // namespace boxcar::app::test
