// Pseudocode of the watched search (see watch_pseudocode.hpp). The engines are search/graph_search.hpp and
// ida_star.hpp: BFS, DFS and greedy test the goal when a child is generated, UCS and the A*s when a node is
// taken from the frontier; only the latter re-open a node reached again more cheaply.
#include "app/lecture/watch_pseudocode.hpp"

namespace boxcar::app {
namespace {

using search::Algorithm;

bool goal_on_expansion(Algorithm a) {
    return a == Algorithm::Ucs || a == Algorithm::Astar || a == Algorithm::WeightedAstar;
}

// The frontier's name and how it is taken from.
std::string frontier_kind(Algorithm a) {
    switch (a) {
    case Algorithm::Bfs: return "FIFO queue";
    case Algorithm::Dfs: return "LIFO stack";
    case Algorithm::Ucs: return "priority queue by g";
    case Algorithm::Greedy: return "priority queue by h";
    case Algorithm::WeightedAstar: return "priority queue by g + w*h";
    default: return "priority queue by f = g + h";
    }
}
std::string frontier_pop(Algorithm a) {
    switch (a) {
    case Algorithm::Bfs: return "node <- frontier.pop_oldest()";
    case Algorithm::Dfs: return "node <- frontier.pop_newest()";
    case Algorithm::Ucs: return "node <- frontier.pop_lowest()   (ties: older first)";
    case Algorithm::Greedy: return "node <- frontier.pop_lowest()   (ties: deeper, then older)";
    default: return "node <- frontier.pop_lowest()   (ties: larger g, then older)";
    }
}

// Line numbers of the two templates (1-based).
enum GraphLine { kInit = 1, kLoop, kPop, kFor, kChild, kSeen, kGoalChild, kAdd, kFail };             // goal on generation
enum CostLine { cInit = 1, cLoop, cPop, cGoal, cFor, cChild, cSeen, cAdd, cFail };                     // goal on expansion
enum IdaLine { iInit = 1, iLoop, iDfs, iFound, iNone, iBound, iVisit, iGoal, iFor };

}  // namespace

std::vector<std::string> watch_pseudocode(Algorithm a, bool rush) {
    const std::string step = rush ? "move" : "push";
    const std::string prune = rush ? "child <- node + move" : "child <- node + push; prune it if a deadlock test fails";
    if (a == Algorithm::IdaStar)
        return {"bound <- h(start)",
                "loop:",
                "    t <- dfs(start, g = 0)",
                "    if t = FOUND: return the path",
                "    if t = infinity: return failure",
                "    bound <- t   (the smallest f above the old bound)",
                "dfs(node, g): f <- g + h(node); if f > bound: return f",
                "    if node is a goal: return FOUND",
                "    for each " + step + " from node (" + (rush ? "no" : "deadlock tests prune") + "): t <- dfs(child, g + 1)"};
    if (goal_on_expansion(a))
        return {"frontier <- " + frontier_kind(a) + " [start]; best_g[start] <- 0",
                "while frontier is not empty:",
                "    " + frontier_pop(a),
                "    if node is a goal: return the path to node",
                "    for each " + step + " from node:",
                "        " + prune,
                "        if child in best_g and g(child) >= best_g[child]: skip it (seen)",
                "        best_g[child] <- g(child); frontier.push(child)   (new or improved)",
                "return failure"};
    return {"frontier <- " + frontier_kind(a) + " [start]; reached <- {start}",
            "while frontier is not empty:",
            "    " + frontier_pop(a),
            "    for each " + step + " from node:",
            "        " + prune,
            "        if child in reached: skip it (seen)",
            "        if child is a goal: return the path to child",
            "        reached.add(child); frontier.push(child)",
            "return failure"};
}

int watch_line(Algorithm a, bool finished, search::Status status, bool stepped,
               const std::vector<WatchChild>& children) {
    using Fate = WatchFate;
    const bool solved = finished && status == search::Status::Solved;
    const bool failed = finished && (status == search::Status::Unsolvable || status == search::Status::Exhausted);
    if (a == Algorithm::IdaStar) {
        if (solved) return iFound;
        if (failed) return iNone;
        return stepped ? iFor : iInit;
    }
    const bool cost = goal_on_expansion(a);
    auto at = [cost](CostLine c, GraphLine g) { return cost ? static_cast<int>(c) : static_cast<int>(g); };
    if (solved) return at(cGoal, kGoalChild);
    if (failed) return at(cFail, kFail);
    if (!stepped) return kInit;
    if (children.empty()) return at(cFor, kFor);
    switch (children.back().fate) {
    case Fate::Pruned: return at(cChild, kChild);
    case Fate::Seen: return at(cSeen, kSeen);
    case Fate::Improved:
    case Fate::New: return at(cAdd, kAdd);
    }
    return kInit;
}

}  // namespace boxcar::app
