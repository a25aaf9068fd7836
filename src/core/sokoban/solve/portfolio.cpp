// The lanes of the parallel portfolio (portfolio.hpp).
#include "sokoban/solve/portfolio.hpp"

#include <algorithm>

namespace boxcar::sokoban {
namespace {

// What lanes 1, 2, ... run on their own, in order of value (box macros solve levels single pushes do not,
// and the reverse; fess-greedy is fastest on small levels: docs/design/auto_solver.md); "backward" is the
// pull search of bidirectional_search.hpp.
constexpr const char* kDedicated[] = {"fess-boxes", "fess-greedy", "backward"};

}  // namespace

std::vector<PortfolioLane> portfolio_lanes(const SolveOptions& options, int workers) {
    workers = std::clamp(workers, 1, kMaxPortfolioWorkers);
    const std::vector<std::string> phases = auto_phase_names(options);
    const bool splittable = options.algo == Algo::Auto && options.objective == Objective::Any &&
                            options.auto_phases.empty() && phases.size() > 1;
    if (workers == 1 || !splittable) return {{"auto", options, Direction::Forward}};

    std::vector<PortfolioLane> lanes(1);
    std::vector<std::string> rest = phases;  // lane 0's
    for (const char* name : kDedicated) {
        if (static_cast<int>(lanes.size()) == workers) break;
        PortfolioLane lane{name, options, Direction::Forward};
        if (lane.name == "backward") {
            lane.direction = Direction::Backward;
        } else {
            const auto it = std::find(rest.begin(), rest.end(), lane.name);
            if (it == rest.end() || rest.size() == 1) continue;
            rest.erase(it);
            lane.options.auto_phases = {lane.name};
        }
        lanes.push_back(std::move(lane));
    }
    lanes[0].options = options;
    lanes[0].options.auto_phases = rest;
    for (const std::string& p : rest) lanes[0].name += (lanes[0].name.empty() ? "" : "+") + p;
    for (PortfolioLane& lane : lanes) lane.options.memory_limit_mib = options.memory_limit_mib / lanes.size();
    return lanes;
}

void share_memory(std::vector<PortfolioLane>& lanes, double memory_limit_mib, SharedMemoryBudget& budget) {
    if (lanes.size() < 2) return;
    double shared_mib = memory_limit_mib;
    for (const PortfolioLane& lane : lanes)
        if (lane.direction != Direction::Forward) shared_mib -= lane.options.memory_limit_mib;
    budget.set_total_bytes(static_cast<std::uint64_t>(shared_mib * 1024.0 * 1024.0));
    for (std::size_t i = 0; i < lanes.size(); ++i) {
        if (lanes[i].direction != Direction::Forward) continue;
        lanes[i].options.memory_limit_mib = shared_mib;
        lanes[i].options.shared_memory = &budget;
        lanes[i].options.shared_memory_lane = static_cast<int>(i);
    }
}

SolveResult solve_lane(const Level& level, const PortfolioLane& lane) {
    return solve_in_direction(level, lane.options, lane.direction);
}

bool ends_portfolio(const SolveResult& result) {
    return result.status == search::Status::Solved || result.status == search::Status::Unsolvable;
}

}  // namespace boxcar::sokoban
