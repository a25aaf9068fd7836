// The pseudocode the watch panel shows beside a watched search: a short generic graph search with the
// algorithm's frontier (FIFO queue, LIFO stack, priority by g, h or f), or IDA*'s iterative deepening, and the
// line a step executed last (derived from what the step did: the fate of the last child, the goal, the end).
#pragma once
#include "app/lecture/watch_nodes.hpp"
#include "search/graph_search.hpp"
#include "search/status.hpp"

#include <string>
#include <vector>

namespace boxcar::app {

// The lines (no numbers; the view and state().search number them from 1). rush: "move" for "push".
std::vector<std::string> watch_pseudocode(search::Algorithm algo, bool rush);
// The 1-based line executed last: `stepped` false before the first expansion; `children` those of the last one.
int watch_line(search::Algorithm algo, bool finished, search::Status status, bool stepped,
               const std::vector<WatchChild>& children);

}  // namespace boxcar::app
