// The watched search's nodes as the lecture views show them (search_watch.hpp): a node's costs and
// position, and a child of an expansion with its fate (new, seen, improved, pruned and by which test).
#pragma once
#include "rush/board.hpp"

#include <cstdint>
#include <vector>

namespace boxcar::app {

struct WatchNode {
    bool valid = false;
    long long g = 0, h = 0, f = 0;
    bool has_h = true;       // false: h unknown (a child pruned before the heuristic saw it)
    std::uint32_t id = 0;    // the search's node id (creation order; 0 = the start)
    unsigned depth = 0;
    std::vector<int> boxes;  // level cells
    int keeper = -1;         // level cell
    rush::Board board;       // Rush Hour: the node's board
};
enum class WatchFate { New, Seen, Improved, Pruned };
enum class WatchPrunedBy { None, Dead, Freeze, Corral, Bipartite };
struct WatchChild {
    WatchNode node;
    WatchFate fate = WatchFate::New;
    WatchPrunedBy pruned_by = WatchPrunedBy::None;
};

}  // namespace boxcar::app
