// The Domain concept every Boxcar search runs over (Sokoban pushes, Rush Hour moves, test graphs).
// States are packed arrays of `state_words()` 64-bit words (the same length for every state of one
// domain instance); moves are 32-bit codes the domain chooses (the solution is the list of codes).
// See search.hpp for the full description and an example.
#pragma once
#include "search/status.hpp"

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <limits>

namespace boxcar::search {

using Word = std::uint64_t;
using Cost = std::int64_t;
// Heuristic value meaning "no solution from here" (a detected deadlock): the state is not expanded.
inline constexpr Cost kDeadEnd = std::numeric_limits<Cost>::max() / 4;

// A sink receives each successor; returning false asks the domain to stop generating (search ended).
using SinkSignature = bool(const Word* child, std::uint64_t hash, Cost step_cost, std::uint32_t move);

template <class D>
concept Domain = requires(const D d, const Word* s, Word* out, SearchStats& stats) {
    { d.state_words() } -> std::convertible_to<std::size_t>;
    { d.initial_state(out) };                                    // writes the start state
    { d.hash(s) } -> std::convertible_to<std::uint64_t>;         // any good 64-bit hash of a state
    { d.is_goal(s) } -> std::convertible_to<bool>;
    { d.heuristic(s, stats) } -> std::convertible_to<Cost>;      // estimate of cost to go, or kDeadEnd
    { d.pruning_is_sound() } -> std::convertible_to<bool>;       // prunes only unsolvable states?
    // d.expand(s, stats, sink): calls sink(child, hash(child), step_cost > 0, move) per successor.
    { d.expand(s, stats, [](const Word*, std::uint64_t, Cost, std::uint32_t) { return true; }) };
};

// Optional, for lecture views (child_trace.hpp): a domain whose expand() drops successors by its own tests
// (deadlocks) may offer `void set_prune_listener(PruneListener*) const` and tell the listener, while one is set,
// of every successor it drops and which test dropped it. Searches never set one.
enum class PrunedBy : std::uint8_t { None, Dead, Freeze, Corral, Bipartite };  // SearchStats' pruned_* counters
class PruneListener {
public:
    virtual void pruned(std::uint32_t move, PrunedBy test) = 0;

protected:
    ~PruneListener() = default;
};

// Optional: a domain that keeps tables of its own (deadlock caches, pattern tables, scratch) reports their
// bytes with `std::uint64_t memory_bytes() const`; the engines add them to their own accounting, so the
// memory budget (Limits::memory_bytes) covers the domain too and the tables' growth leaves room for it.
// A domain whose tables grow during the search should also keep them bounded (a fixed-size cache, or a
// cap taken from the budget), since the engines can only stop, not shrink it.
template <class D>
std::uint64_t domain_memory_bytes(const D& d) {
    if constexpr (requires { { d.memory_bytes() } -> std::convertible_to<std::uint64_t>; })
        return d.memory_bytes();
    else
        return 0;
}

}  // namespace boxcar::search
