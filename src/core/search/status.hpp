// Shared result vocabulary of every search in Boxcar (Sokoban and Rush Hour).
// The names match the statuses of ../shared/CONTRACTS.md; `Cancelled` is internal (a user pressed Cancel).
#pragma once
#include "common/names.hpp"

#include <cstdint>
#include <optional>
#include <string_view>

namespace boxcar::search {

enum class Status : std::uint8_t {
    Solved,      // a solution was found (callers replay-verify it before showing it)
    Unsolvable,  // proven: the search was complete and found nothing
    Exhausted,   // an incomplete search (pruning that may lose solutions, depth limit) ran out of options
    Timeout,     // the time budget ended the search
    Memout,      // the memory budget ended the search
    Invalid,     // the input was bad; the error text names the problem
    Cancelled,   // stopped by the caller's cancel flag
};

inline constexpr NameTable<Status, 7> kStatusNames{{{{"solved", Status::Solved},
                                                    {"unsolvable", Status::Unsolvable},
                                                    {"exhausted", Status::Exhausted},
                                                    {"timeout", Status::Timeout},
                                                    {"memout", Status::Memout},
                                                    {"invalid", Status::Invalid},
                                                    {"cancelled", Status::Cancelled}}}};

// A status is kept as Status and spelled only where it is shown or sent (CLI output, worker answers).
constexpr std::string_view status_name(Status s) { return kStatusNames.name(s, "invalid"); }
constexpr std::optional<Status> parse_status(std::string_view name) { return kStatusNames.parse(name); }

// Counters every search reports; the CLI, worker, bench and lecture views print them.
struct SearchStats {
    std::uint64_t generated = 0;      // successor states created
    std::uint64_t expanded = 0;       // states whose successors were generated
    std::uint64_t duplicates = 0;     // successors dropped as already seen
    std::uint64_t frontier = 0;       // current open-list size
    std::uint64_t frontier_peak = 0;  // largest open-list size seen
    std::uint64_t pruned_dead = 0;    // successors pruned by each deadlock test
    std::uint64_t pruned_freeze = 0;
    std::uint64_t pruned_corral = 0;
    std::uint64_t pruned_bipartite = 0;
    std::uint32_t depth = 0;          // depth (or f bound for IDA*) reached
    double elapsed_ms = 0;
    std::uint64_t memory_bytes = 0;   // the search's own accounting of its tables
};

// The work counters of `part` added to `total` (what add_stats and add_concurrent_stats share).
inline void add_counts(SearchStats& total, const SearchStats& part) {
    total.generated += part.generated;
    total.expanded += part.expanded;
    total.duplicates += part.duplicates;
    total.pruned_dead += part.pruned_dead;
    total.pruned_freeze += part.pruned_freeze;
    total.pruned_corral += part.pruned_corral;
    total.pruned_bipartite += part.pruned_bipartite;
    total.depth = total.depth > part.depth ? total.depth : part.depth;
}

// Adds the statistics of one search (a phase, one direction) to a running total: counts add up, the
// frontier is the latest, peaks, depth and memory are maxima. elapsed_ms is left to the caller, who knows
// whether the searches ran one after another.
inline void add_stats(SearchStats& total, const SearchStats& part) {
    add_counts(total, part);
    total.frontier = part.frontier;
    total.frontier_peak = total.frontier_peak > part.frontier_peak ? total.frontier_peak : part.frontier_peak;
    total.memory_bytes = total.memory_bytes > part.memory_bytes ? total.memory_bytes : part.memory_bytes;
}

// Adds the statistics of a search that ran at the same time as the others of the total (a portfolio's
// lanes, the page's workers): counts, frontiers and memory add up (all were held at once), depth and
// elapsed time are maxima.
inline void add_concurrent_stats(SearchStats& total, const SearchStats& part) {
    add_counts(total, part);
    total.frontier += part.frontier;
    total.frontier_peak += part.frontier_peak;
    total.memory_bytes += part.memory_bytes;
    total.elapsed_ms = total.elapsed_ms > part.elapsed_ms ? total.elapsed_ms : part.elapsed_ms;
}

}  // namespace boxcar::search
