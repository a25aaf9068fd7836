// The driver every search engine shares (GraphSearch, IdaStarSearch, the Sokoban FessSearch): the
// status, the statistics, the budget guard and the slice loop. An engine keeps one SearchRun and calls
// slice() from its step(); slice() polls the budgets every kPollEvery units of work, turns a failed
// allocation into Memout and brings the statistics up to date when the slice ends. Inside an expansion an
// engine polls with poll_generated() (every 16 generated successors: one expansion can take seconds).
#pragma once
#include "search/budget.hpp"
#include "search/status.hpp"

#include <algorithm>
#include <cstdint>
#include <new>
#include <optional>

namespace boxcar::search {

class SearchRun {
public:
    static constexpr unsigned kPollEvery = 128;  // units of work between budget checks

    explicit SearchRun(const Limits& limits) : guard_(limits) {}

    bool finished() const { return status_.has_value(); }
    Status status() const { return status_.value_or(Status::Cancelled); }
    const SearchStats& stats() const { return stats_; }
    SearchStats& stats() { return stats_; }
    const BudgetGuard& guard() const { return guard_; }
    void set_memory_limit(std::uint64_t bytes) { guard_.set_memory_limit(bytes); }
    // The first status set wins: later ones (a budget after Solved) are ignored.
    void finish(Status s) {
        if (!status_) status_ = s;
    }

    // One slice: start() once (first slice), then unit() until `max_units` units counted, the search
    // ends or a budget does. unit() does one piece of work and returns true when it counts (an
    // expansion). frontier() and memory() report the engine's open-list size and table bytes.
    template <class Start, class Unit, class Frontier, class Memory>
    bool slice(std::uint64_t max_units, Start&& start, Unit&& unit, Frontier&& frontier, Memory&& memory) {
        if (status_) return true;
        guard_.resume();
        try {
            if (!started_) {
                started_ = true;
                start();
            }
            for (std::uint64_t i = 0; i < max_units && !status_;) {
                if (++since_check_ >= kPollEvery) {
                    since_check_ = 0;
                    if (auto s = guard_.check(stats_, memory())) {
                        finish(*s);
                        break;
                    }
                }
                if (unit()) ++i;
            }
        } catch (const std::bad_alloc&) {
            finish(Status::Memout);
        }
        stats_.frontier = frontier();
        stats_.frontier_peak = std::max(stats_.frontier_peak, stats_.frontier);
        stats_.memory_bytes = memory();
        guard_.pause(stats_);
        return status_.has_value();
    }

    // Counts one generated successor; every 16th also checks the budgets (the clock on every 8th check:
    // every 128 generated states, well under a millisecond). True when a budget ended the search (the
    // status is set).
    template <class Memory>
    bool poll_generated(Memory&& memory) {
        if ((++stats_.generated & 15) != 0) return false;
        if (auto s = guard_.check(stats_, memory(), 8)) {
            finish(*s);
            return true;
        }
        return false;
    }

private:
    BudgetGuard guard_;
    SearchStats stats_;
    std::optional<Status> status_;
    bool started_ = false;
    unsigned since_check_ = 0;
};

}  // namespace boxcar::search
