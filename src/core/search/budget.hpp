// Budgets of a search (time, expansions, memory of its own tables), cancellation and progress reports.
// A BudgetGuard is polled by the engines every few hundred expansions; it measures only the time spent
// inside step() calls, so a search run in slices is charged for its own work, not for the pauses.
#pragma once
#include "search/status.hpp"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>

namespace boxcar::search {

struct Limits {
    double time_limit_s = 0;            // 0 = no limit
    std::uint64_t max_expanded = 0;     // 0 = no limit; an expansion budget is a time budget: ends with Timeout
    std::uint64_t memory_bytes = 0;     // 0 = no limit; the search's own tables (node store, index, open list)
    const std::atomic<bool>* cancel = nullptr;
    std::function<void(const SearchStats&)> progress;  // called from the searching thread
    double progress_interval_ms = 100;
};

class BudgetGuard {
public:
    using Clock = std::chrono::steady_clock;

    explicit BudgetGuard(const Limits& limits) : limits_(limits) {}

    // Marks the start / end of a slice of work (step()).
    void resume() { slice_start_ = Clock::now(); }
    void pause(SearchStats& stats) { stats.elapsed_ms = elapsed_ms(); banked_ms_ = stats.elapsed_ms; }

    double elapsed_ms() const {
        return banked_ms_ + std::chrono::duration<double, std::milli>(Clock::now() - slice_start_).count();
    }

    // Returns the status that must end the search now, if any; reports progress when due.
    // `memory` is the search's current accounting of its own tables.
    std::optional<Status> check(SearchStats& stats, std::uint64_t memory) {
        stats.memory_bytes = memory;
        stats.elapsed_ms = elapsed_ms();
        if (limits_.cancel && limits_.cancel->load(std::memory_order_relaxed)) return Status::Cancelled;
        if (limits_.time_limit_s > 0 && stats.elapsed_ms >= limits_.time_limit_s * 1000) return Status::Timeout;
        if (limits_.max_expanded && stats.expanded >= limits_.max_expanded) return Status::Timeout;
        if (limits_.memory_bytes && memory > limits_.memory_bytes) return Status::Memout;
        if (limits_.progress && stats.elapsed_ms - last_progress_ms_ >= limits_.progress_interval_ms) {
            last_progress_ms_ = stats.elapsed_ms;
            limits_.progress(stats);
        }
        return std::nullopt;
    }

    // True when `bytes` of tables still fit the memory budget.
    bool fits(std::uint64_t bytes) const { return !limits_.memory_bytes || bytes <= limits_.memory_bytes; }

private:
    Limits limits_;
    Clock::time_point slice_start_ = Clock::now();
    double banked_ms_ = 0;
    double last_progress_ms_ = 0;
};

}  // namespace boxcar::search
