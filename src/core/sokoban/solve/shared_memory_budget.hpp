// One memory budget shared by the lanes of a threaded portfolio (portfolio.hpp, share_memory): each lane
// publishes what its searches hold, and may grow into whatever the others leave, instead of a fixed 1/N
// share that ends one lane with memout while the others sit on memory they never use. A lane that ends
// publishes 0, handing its memory to the lanes still running. Lanes read each other's last published
// figure, so the total can pass the budget by what the others grew since (a slice's worth).
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
    void publish(int lane, std::uint64_t bytes) { used_[slot(lane)].store(bytes, std::memory_order_relaxed); }

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
};

}  // namespace boxcar::sokoban
