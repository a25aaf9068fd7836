// The children of each expansion and their fate (lecture views: "watch the search"). TracedDomain<D> wraps
// a domain and passes every successor on unchanged, noting for each what the search did with it:
//   new       the search had not seen the state (it is stored and opened),
//   seen      it had, at a cost no higher (dropped),
//   improved  it had, at a higher cost (the node is re-opened with the cheaper path: UCS, A*),
//   pruned    a deadlock test dropped it: inside the domain (a domain with set_prune_listener, the Sokoban
//             push domain, says which test) or by the heuristic's dead end (h = kDeadEnd: stored, never opened;
//             the test is the SearchStats counter that heuristic() moved).
// The search is the ordinary GraphSearch over the wrapper (Search<TracedDomain<D>>): it expands the same
// nodes in the same order as over D (tests/core/search). Goal tests are the search's own: a child that ends
// the search is noted with fate "new".
//
//   TracedDomain<PushDomain> traced(push_domain);
//   Search<TracedDomain<PushDomain>> s(traced, config);
//   traced.attach(s.graph());              // the search asked about each child (nullptr: every child is "new")
//   s.step(1); for (const TracedChild& c : traced.children()) show(c);
#pragma once
#include "search/domain.hpp"
#include "search/flat_table.hpp"
#include "search/status.hpp"

#include <cstdint>
#include <vector>

namespace boxcar::search {

enum class ChildFate : std::uint8_t { New, Seen, Improved, Pruned };

struct TracedChild {
    std::vector<Word> state;  // the child (empty for a push pruned inside the domain: it was never built)
    std::uint32_t move = 0;   // the domain's move code from the parent
    Cost step_cost = 0;
    ChildFate fate = ChildFate::New;
    PrunedBy pruned_by = PrunedBy::None;
};

// PrunedBy of the counter of `after` that is larger than in `before` (None when none is).
inline PrunedBy pruned_by_counter(const SearchStats& before, const SearchStats& after) {
    if (after.pruned_dead > before.pruned_dead) return PrunedBy::Dead;
    if (after.pruned_freeze > before.pruned_freeze) return PrunedBy::Freeze;
    if (after.pruned_corral > before.pruned_corral) return PrunedBy::Corral;
    if (after.pruned_bipartite > before.pruned_bipartite) return PrunedBy::Bipartite;
    return PrunedBy::None;
}

template <Domain D>
class TracedDomain {
public:
    explicit TracedDomain(const D& inner) : inner_(inner) {}
    const D& inner() const { return inner_; }
    // The search that runs over this wrapper (a GraphSearch<TracedDomain<D>>), asked where each child stood
    // before and after it saw it. Without one every child that reaches the search is "new".
    template <class Graph>
    void attach(const Graph* search) {
        search_ = search;
        find_ = [](const void* g, const Word* s) { return static_cast<const Graph*>(g)->find(s); };
        g_ = [](const void* g, std::uint32_t id) { return static_cast<const Graph*>(g)->g(id); };
        h_ = [](const void* g, std::uint32_t id) { return static_cast<const Graph*>(g)->h(id); };
    }
    // The children of the last expand(), in the order the domain generated them.
    const std::vector<TracedChild>& children() const { return children_; }

    std::size_t state_words() const { return inner_.state_words(); }
    void initial_state(Word* out) const { inner_.initial_state(out); }
    std::uint64_t hash(const Word* s) const { return inner_.hash(s); }
    bool is_goal(const Word* s) const { return inner_.is_goal(s); }
    Cost heuristic(const Word* s, SearchStats& stats) const { return inner_.heuristic(s, stats); }
    bool pruning_is_sound() const { return inner_.pruning_is_sound(); }
    std::uint64_t memory_bytes() const { return domain_memory_bytes(inner_); }

    template <class Sink>
    void expand(const Word* s, SearchStats& stats, Sink&& sink) const {
        children_.clear();
        Listener listener(*this);
        constexpr bool listens = requires { inner_.set_prune_listener(&listener); };
        if constexpr (listens) inner_.set_prune_listener(&listener);
        inner_.expand(s, stats, [&](const Word* child, std::uint64_t hash, Cost step, std::uint32_t move) -> bool {
            TracedChild c;
            c.state.assign(child, child + inner_.state_words());
            c.move = move;
            c.step_cost = step;
            const std::uint32_t before = search_ ? find_(search_, child) : kMissing;
            const Cost g_before = before != kMissing ? g_(search_, before) : 0;
            const SearchStats counted = stats;
            const bool more = sink(child, hash, step, move);
            if (before != kMissing) {
                c.fate = g_(search_, before) < g_before ? ChildFate::Improved : ChildFate::Seen;
            } else if (search_) {
                const std::uint32_t now = find_(search_, child);
                if (now != kMissing && h_(search_, now) >= kDeadEnd) {
                    c.fate = ChildFate::Pruned;
                    c.pruned_by = pruned_by_counter(counted, stats);
                }
            }
            children_.push_back(std::move(c));
            return more;
        });
        if constexpr (listens) inner_.set_prune_listener(nullptr);
    }

private:
    static constexpr std::uint32_t kMissing = FlatTable::kMissing;

    struct Listener final : PruneListener {
        const TracedDomain& self;
        explicit Listener(const TracedDomain& t) : self(t) {}
        void pruned(std::uint32_t move, PrunedBy test) override {
            TracedChild c;
            c.move = move;
            c.fate = ChildFate::Pruned;
            c.pruned_by = test;
            self.children_.push_back(std::move(c));
        }
    };

    const D& inner_;
    const void* search_ = nullptr;
    std::uint32_t (*find_)(const void*, const Word*) = nullptr;
    Cost (*g_)(const void*, std::uint32_t) = nullptr;
    Cost (*h_)(const void*, std::uint32_t) = nullptr;
    mutable std::vector<TracedChild> children_;
};

}  // namespace boxcar::search
