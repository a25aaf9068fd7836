// A*, greedy and DFS through the shared search framework (see heuristic_search.hpp).
#include "rush/heuristic_search.hpp"

#include "rush/cursor.hpp"
#include "rush/rush_domain.hpp"
#include "search/search.hpp"

namespace boxcar::rush {

search::Status heuristic_search(const StateCodec& codec, StateKey start, const SolveOptions& options,
                                const search::Limits& limits, search::SearchStats& stats,
                                std::vector<SlideMove>& out, bool& optimal) {
    out.clear();
    search::Config config;
    config.limits = limits;
    switch (options.algo) {
    case Algo::Ucs: config.algorithm = search::Algorithm::Ucs; break;
    case Algo::Astar: config.algorithm = search::Algorithm::Astar; break;
    case Algo::Greedy: config.algorithm = search::Algorithm::Greedy; break;
    case Algo::Dfs: config.algorithm = search::Algorithm::Dfs; break;
    default: return search::Status::Invalid;
    }
    optimal = options.algo == Algo::Ucs || (options.algo == Algo::Astar && heuristic_admissible(options.heuristic));
    const int n = codec.size();
    const RushDomain domain(codec, start, (n / 2) * n + n / 2, options.metric, options.goal, options.heuristic);
    search::Search<RushDomain> s(domain, config);
    const search::Status status = s.run();
    stats = s.stats();
    if (status == search::Status::Solved)
        for (std::uint32_t code : s.solution_moves()) out.push_back(RushDomain::decode_move(code));
    return status;
}

}  // namespace boxcar::rush
