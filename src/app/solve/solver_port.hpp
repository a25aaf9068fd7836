// How the app model talks to the solver worker. The web platform implements it with a Web Worker
// (web/solver_client.js, terminate + respawn on cancel); tests implement it in-process.
#pragma once
#include <string>

namespace boxcar::app {

class SolverPort {
public:
    virtual ~SolverPort() = default;
    // Sends one request (protocol/solve_protocol.hpp); answers arrive later via AppModel::on_solver_event.
    virtual void post(const std::string& request_json) = 0;
    // Stops the running request at once (every worker still running it); no further events arrive for it.
    virtual void cancel() = 0;
    // How many workers a solve may run on: a request with "lanes":N (protocol/solve_protocol.hpp) runs lane k on
    // the k-th of N workers at once, and each answers with its "lane".
    virtual int workers() const { return 1; }
};

}  // namespace boxcar::app
