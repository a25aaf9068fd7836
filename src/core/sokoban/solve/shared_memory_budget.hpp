// One memory budget shared by the lanes of a threaded portfolio (portfolio.hpp, share_memory): each lane
// publishes what its searches hold, and may grow into whatever the others leave, instead of a fixed 1/N
// share that ends one lane with memout while the others sit on memory they never use. A lane that ends
// publishes 0, handing its memory to the lanes still running. A lane publishes after every few dozen
// expansions and reads the others' last figures: two lanes that grow into the same free memory at the
// same moment (a node store's growth step can be large) pass the budget together until one of them
// meets its next limit. The searches' own accounting, not the process's memory.
// Threads of one process only: the page's Web Workers have separate heaps and keep fixed shares.
#pragma once
#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>

namespace boxcar::sokoban {

class SharedMemoryBudget {
public:
    static constexpr int kMaxLanes = 4;

    SharedMemoryBudget() = default;
    explicit SharedMemoryBudget(std::uint64_t total_bytes) : total_(total_bytes) {}

    void set_total_bytes(std::uint64_t bytes) { total_ = bytes; }  // before any lane runs
    std::uint64_t total_bytes() const { return total_; }

    // What `lane` holds now (0 when it ends).
    void publish(int lane, std::uint64_t bytes) {
        used_[slot(lane)].store(bytes, std::memory_order_relaxed);
        std::uint64_t all = 0;
        for (const auto& used : used_) all += used.load(std::memory_order_relaxed);
        std::uint64_t peak = peak_.load(std::memory_order_relaxed);
        while (all > peak && !peak_.compare_exchange_weak(peak, all, std::memory_order_relaxed)) {
        }
    }

    // The most the lanes held together, as published (a lane's peaks at other times do not add up).
    std::uint64_t peak_bytes() const { return peak_.load(std::memory_order_relaxed); }

    // What `lane` may hold: the budget less what the other lanes last published (at least 1 byte).
    std::uint64_t available(int lane) const {
        std::uint64_t others = 0;
        for (int i = 0; i < kMaxLanes; ++i)
            if (i != slot(lane)) others += used_[i].load(std::memory_order_relaxed);
        return others < total_ ? total_ - others : 1;
    }

private:
    static int slot(int lane) { return std::clamp(lane, 0, kMaxLanes - 1); }

    std::uint64_t total_ = 0;
    std::array<std::atomic<std::uint64_t>, kMaxLanes> used_{};
    std::atomic<std::uint64_t> peak_{0};
};

}  // namespace boxcar::sokoban
