// Budgets of a search (time, expansions, memory of its own tables), cancellation and progress reports.
// A BudgetGuard is polled by the engines every few hundred expansions; it measures only the time spent
// inside step() calls, so a search run in slices is charged for its own work, not for the pauses.
#pragma once
#include "search/status.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <ctime>
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
    // Measure time_limit_s (and elapsed_ms) in CPU time of the searching thread instead of wall-clock:
    // for benchmarks on shared machines. The CLI contract's limits are wall-clock (the default).
    bool cpu_clock = false;
};

// A CPU clock in ms that a platform without a per-thread CPU clock can install (the WASM CLI under node
// installs process.cpuUsage(); emscripten's own clock() is wall time). nullptr = the built-in clock.
using CpuClock = double (*)();
inline CpuClock& cpu_clock_override() {
    static CpuClock clock = nullptr;
    return clock;
}

// Milliseconds on the chosen clock: steady wall-clock, or the calling thread's CPU time.
inline double clock_ms(bool cpu) {
    if (cpu && cpu_clock_override()) return cpu_clock_override()();
    if (cpu) {
#if defined(__linux__) && !defined(__EMSCRIPTEN__)
        timespec ts{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
        return static_cast<double>(ts.tv_sec) * 1000.0 + static_cast<double>(ts.tv_nsec) / 1e6;
#else
        return static_cast<double>(std::clock()) * 1000.0 / CLOCKS_PER_SEC;
#endif
    }
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

class BudgetGuard {
public:
    explicit BudgetGuard(const Limits& limits) : limits_(limits), slice_start_(clock_ms(limits.cpu_clock)) {
        limits_.memory_bytes = tables_limit(limits.memory_bytes);
    }

    // Marks the start / end of a slice of work (step()).
    void resume() { slice_start_ = clock_ms(limits_.cpu_clock); }
    void pause(SearchStats& stats) { stats.elapsed_ms = elapsed_ms(); banked_ms_ = stats.elapsed_ms; }

    double elapsed_ms() const { return banked_ms_ + clock_ms(limits_.cpu_clock) - slice_start_; }

    // Returns the status that must end the search now, if any; reports progress when due.
    // `memory` is the search's current accounting of its own tables. A caller that checks very often
    // (every 16 generated states) passes clock_every > 1 to read the clock on that share of its checks
    // only: a read costs a system call (thread CPU time) or, in WASM, a call out to JavaScript.
    std::optional<Status> check(SearchStats& stats, std::uint64_t memory, unsigned clock_every = 1) {
        stats.memory_bytes = memory;
        if (limits_.cancel && limits_.cancel->load(std::memory_order_relaxed)) return Status::Cancelled;
        const bool read_clock = clock_every <= 1 || checks_++ % clock_every == 0;
        if (read_clock) {
            stats.elapsed_ms = elapsed_ms();
            if (limits_.time_limit_s > 0 && stats.elapsed_ms >= limits_.time_limit_s * 1000) return Status::Timeout;
        }
        if (limits_.max_expanded && stats.expanded >= limits_.max_expanded) return Status::Timeout;
        if (limits_.memory_bytes && memory > limits_.memory_bytes) return Status::Memout;
        if (read_clock && limits_.progress && stats.elapsed_ms - last_progress_ms_ >= limits_.progress_interval_ms) {
            last_progress_ms_ = stats.elapsed_ms;
            limits_.progress(stats);
        }
        return std::nullopt;
    }

    // True when `bytes` of tables still fit the memory budget.
    bool fits(std::uint64_t bytes) const { return !limits_.memory_bytes || bytes <= limits_.memory_bytes; }
    std::uint64_t memory_limit() const { return limits_.memory_bytes; }  // the tables' limit; 0: none
    // A new memory budget for the rest of the search (searches that share one budget move it between them).
    void set_memory_limit(std::uint64_t bytes) { limits_.memory_bytes = tables_limit(bytes); }

private:
    // The tables are held to the budget less a reserve (1/64 of it, at most 64 KiB): the domain's scratch
    // buffers (flood fills, corral stacks) grow between two checks, and the whole accounting must stay
    // within the budget.
    static std::uint64_t tables_limit(std::uint64_t bytes) {
        return bytes - std::min<std::uint64_t>(bytes / 64, 64 * 1024);
    }

    Limits limits_;
    unsigned checks_ = 0;
    double slice_start_ = 0;
    double banked_ms_ = 0;
    double last_progress_ms_ = 0;
};

}  // namespace boxcar::search
