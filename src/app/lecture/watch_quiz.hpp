// "What comes next?" (class mode of the watch): why the search takes the frontier entry it takes.
#pragma once
#include "app/lecture/watch_nodes.hpp"
#include "search/graph_search.hpp"

#include <string>
#include <vector>

namespace boxcar::app {

// The answer's text when a student picks next[chosen] and next[0] is what the search expands (FIFO, LIFO,
// the lowest g, h, f or g + w*h, the tie rule: the larger g, then the node reached first).
std::string quiz_reason(search::Algorithm algo, const std::vector<WatchNode>& next, int chosen);

}  // namespace boxcar::app
