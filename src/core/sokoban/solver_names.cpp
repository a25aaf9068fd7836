// Names of algorithms, heuristics, objectives and deadlock lists as the CLI and worker spell them.
#include "sokoban/solver.hpp"

#include <array>
#include <string>
#include <utility>

namespace boxcar::sokoban {
namespace {

constexpr std::array<std::pair<std::string_view, Algo>, 9> kAlgos{{{"bfs", Algo::Bfs},
                                                                   {"dfs", Algo::Dfs},
                                                                   {"ucs", Algo::Ucs},
                                                                   {"greedy", Algo::Greedy},
                                                                   {"astar", Algo::Astar},
                                                                   {"wastar", Algo::WAstar},
                                                                   {"idastar", Algo::IdaStar},
                                                                   {"auto", Algo::Auto},
                                                                   {"fess", Algo::Fess}}};
constexpr std::array<std::pair<std::string_view, Heuristic>, 5> kHeuristics{{{"manhattan", Heuristic::Manhattan},
                                                                             {"euclid", Heuristic::Euclid},
                                                                             {"pull", Heuristic::Pull},
                                                                             {"pull-keeper", Heuristic::PullKeeper},
                                                                             {"hungarian", Heuristic::Hungarian}}};
constexpr std::array<std::pair<std::string_view, Objective>, 3> kObjectives{
    {{"any", Objective::Any}, {"pushes", Objective::Pushes}, {"moves", Objective::Moves}}};
constexpr std::array<std::pair<std::string_view, Deadlock>, 4> kDeadlocks{
    {{"dead", kDeadSquares}, {"freeze", kFreeze}, {"corral", kCorral}, {"bipartite", kBipartite}}};

template <class T, std::size_t N>
std::optional<T> find_value(const std::array<std::pair<std::string_view, T>, N>& table, std::string_view name) {
    for (const auto& [n, v] : table)
        if (n == name) return v;
    return std::nullopt;
}
template <class T, std::size_t N>
std::string_view find_name(const std::array<std::pair<std::string_view, T>, N>& table, T value) {
    for (const auto& [n, v] : table)
        if (v == value) return n;
    return "?";
}

}  // namespace

std::optional<Algo> parse_algo(std::string_view name) { return find_value(kAlgos, name); }
std::optional<Heuristic> parse_heuristic(std::string_view name) { return find_value(kHeuristics, name); }
std::optional<Objective> parse_objective(std::string_view name) { return find_value(kObjectives, name); }

std::optional<unsigned> parse_deadlocks(std::string_view list) {
    if (list == "all") return kAllDeadlocks;
    if (list == "none") return 0u;
    unsigned mask = 0;
    while (true) {
        const std::size_t comma = list.find(',');
        const std::string_view item = list.substr(0, comma);
        const auto flag = find_value(kDeadlocks, item);
        if (!flag) return std::nullopt;
        mask |= *flag;
        if (comma == std::string_view::npos) break;
        list.remove_prefix(comma + 1);
    }
    return mask;
}

std::string_view algo_name(Algo a) { return find_name(kAlgos, a); }
std::string_view heuristic_name(Heuristic h) { return find_name(kHeuristics, h); }
std::string_view objective_name(Objective o) { return find_name(kObjectives, o); }

}  // namespace boxcar::sokoban
