// The one place that makes the solver workers' jobs: from the app's solve settings (the Solve button,
// boxcar.solve), from the options of a hint or a comparison row, and the Rush Hour editor's count. It also
// owns the request ids: one counter for the whole app, so that an event's id names one request whatever
// port carried it.
#pragma once
#include "app/solve/solver_port.hpp"
#include "rush/board.hpp"
#include "rush/solver.hpp"
#include "sokoban/level/level.hpp"
#include "sokoban/solve/solve_options.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace boxcar::app {

// The solver panel / boxcar.solve(options): one set of options per puzzle, sent to the worker through
// the options codec (protocol/options_codec.hpp). The panel's time and memory budgets set both.
struct SolveSettings {
    sokoban::SolveOptions sokoban;
    rush::SolveOptions rush;
};

std::int64_t new_request_id();  // the next id (from 1 up)

// A solve of the puzzle in `settings`' terms: Sokoban `auto` as the parallel portfolio on `workers`
// workers, one request per lane (`lanes` gets their names: "fess-boxes", ...); otherwise one request.
WorkerJob sokoban_solve_job(const sokoban::Level& level, const sokoban::SolveOptions& options, int workers,
                            std::vector<std::string>* lanes = nullptr);
WorkerJob rush_solve_job(const rush::Board& board, const rush::SolveOptions& options);
WorkerJob rush_count_job(const rush::Board& board);

}  // namespace boxcar::app
