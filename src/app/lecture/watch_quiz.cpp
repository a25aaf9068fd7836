// "What comes next?" answers (see watch_quiz.hpp), in the terms of the pseudocode (watch_pseudocode.cpp).
#include "app/lecture/watch_quiz.hpp"

namespace boxcar::app {
namespace {

using search::Algorithm;

// The priority the algorithm orders by (GraphSearch::key; weighted A* with the default weight 2).
long long priority(Algorithm a, const WatchNode& n) {
    switch (a) {
    case Algorithm::Ucs: return n.g;
    case Algorithm::Greedy: return n.h;
    case Algorithm::WeightedAstar: return n.g + 2 * n.h;
    default: return n.f;
    }
}
const char* priority_name(Algorithm a) {
    switch (a) {
    case Algorithm::Ucs: return "g";
    case Algorithm::Greedy: return "h";
    case Algorithm::WeightedAstar: return "g + 2h";
    default: return "f";
    }
}

}  // namespace

std::string quiz_reason(Algorithm a, const std::vector<WatchNode>& next, int chosen) {
    const WatchNode& head = next.front();
    const WatchNode& pick = next[static_cast<std::size_t>(chosen)];
    const bool right = chosen == 0;
    std::string text = right ? "Right: " : "Not that one: ";
    if (a == Algorithm::Bfs)
        return text + "BFS's frontier is a FIFO queue, so the node reached first (the oldest) is taken first" +
               (right ? "." : "; the one expanded was reached before yours.");
    if (a == Algorithm::Dfs)
        return text + "DFS's frontier is a LIFO stack, so the node pushed last (the newest) is taken first" +
               (right ? "." : "; the one expanded was pushed after yours.");
    const std::string key = priority_name(a);
    const long long hk = priority(a, head), pk = priority(a, pick);
    if (right) {
        const bool tie = next.size() > 1 && priority(a, next[1]) == hk;
        return text + "the lowest " + key + " (" + std::to_string(hk) + ") is taken first" +
               (tie ? "; on a tie the larger g goes first, then the node reached first." : ".");
    }
    if (pk != hk)
        return text + "the lowest " + key + " is taken first: yours has " + key + " " + std::to_string(pk) +
               ", the one expanded " + std::to_string(hk) + ".";
    if (pick.g != head.g)
        return text + "both have " + key + " " + std::to_string(hk) + "; on a tie the larger g goes first (g " +
               std::to_string(head.g) + " against your " + std::to_string(pick.g) + ").";
    return text + "both have " + key + " " + std::to_string(hk) + " and g " + std::to_string(head.g) +
           "; then the node reached first goes first.";
}

}  // namespace boxcar::app
