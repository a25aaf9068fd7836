// Reading a search node by node (lecture views: "watch the search"). Drive any search::Search with
// step(1) and read stepped_node() after each call: the node that step expanded, with g, h, f = g + h,
// its depth, and the frontier / closed counts. This only reads the engines' stepping hooks
// (GraphSearch::last_expanded, IdaStarSearch::last_expanded_state); the search itself is unchanged, so
// a search stepped node by node ends exactly as the same search run in one go (tests/core/search).
//
//   search::Search<D> s(domain, config);
//   while (!s.step(1)) show(search::stepped_node(s, domain.state_words()));
#pragma once
#include "search/search.hpp"

#include <cstdint>
#include <vector>

namespace boxcar::search {

struct SteppedNode {
    bool valid = false;          // false before the first expansion
    std::vector<Word> state;     // the expanded state (domain words)
    Cost g = 0, h = 0;           // path cost from the start and heuristic estimate (0 when uninformed)
    Cost f() const { return g + h; }
    std::uint32_t depth = 0;     // edges from the start
    std::uint64_t frontier = 0;  // open-list entries after the step (IDA*: siblings on its stack)
    std::uint64_t closed = 0;    // nodes expanded so far
    std::uint64_t seen = 0;      // graph engines: distinct states stored; IDA*: generated
};

template <Domain D>
SteppedNode stepped_node(const Search<D>& s, std::size_t words) {
    SteppedNode n;
    n.frontier = s.stats().frontier;
    n.closed = s.stats().expanded;
    if (const GraphSearch<D>* g = s.graph()) {
        n.seen = g->node_count();
        const std::uint32_t id = g->last_expanded();
        if (id == GraphSearch<D>::kNone) return n;
        n.valid = true;
        const Word* w = g->state(id);
        n.state.assign(w, w + words);
        n.g = g->g(id);
        n.h = g->h(id);
        n.depth = g->depth(id);
        return n;
    }
    const IdaStarSearch<D>* ida = s.ida();
    n.seen = s.stats().generated;
    if (!ida || !ida->last_expanded_state()) return n;
    n.valid = true;
    n.state.assign(ida->last_expanded_state(), ida->last_expanded_state() + words);
    n.g = ida->last_g();
    n.h = ida->last_h();
    n.depth = ida->last_depth();
    return n;
}

}  // namespace boxcar::search
