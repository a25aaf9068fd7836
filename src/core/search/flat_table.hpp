// A flat open-addressing index of states: slot -> node id, with 32 hash bits kept in the slot so most
// mismatches are rejected without touching the state. Linear probing, power-of-two capacity, load <= 3/4.
// The states themselves live in the caller's node store; `equal(id)` compares a stored state with the probe.
// Caveat: ids are 32-bit (at most 2^32-2 nodes), capacity at most 2^32 slots.
#pragma once
#include "common/rng.hpp"

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace boxcar::search {

// Mixes a domain hash so that its high 32 bits are well spread (the SplitMix64 finalizer).
constexpr std::uint64_t mix_hash(std::uint64_t h) { return splitmix64_mix(h); }

class FlatTable {
public:
    static constexpr std::uint32_t kMissing = 0xffffffffu;

    std::size_t size() const { return size_; }
    std::size_t capacity() const { return slots_.size(); }
    std::size_t memory_bytes() const { return slots_.capacity() * sizeof(std::uint64_t); }
    // Bytes the table would occupy after its next growth (callers check this against a budget).
    std::size_t bytes_after_growth() const { return (slots_.empty() ? 1024 : slots_.size() * 2) * sizeof(std::uint64_t); }
    bool needs_growth() const { return slots_.empty() || (size_ + 1) * 4 > slots_.size() * 3; }

    void clear() {
        slots_.clear();
        slots_.shrink_to_fit();
        size_ = 0;
    }

    // Finds the id of a state equal to the probe (hash `h` = mixed domain hash), or kMissing.
    template <class Equal>
    std::uint32_t find(std::uint64_t h, Equal&& equal) const {
        if (slots_.empty()) return kMissing;
        const std::uint32_t frag = static_cast<std::uint32_t>(h >> 32);
        const std::size_t mask = slots_.size() - 1;
        for (std::size_t i = frag & mask;; i = (i + 1) & mask) {
            const std::uint64_t s = slots_[i];
            if (s == 0) return kMissing;
            if (static_cast<std::uint32_t>(s >> 32) == frag) {
                const std::uint32_t id = static_cast<std::uint32_t>(s) - 1;
                if (equal(id)) return id;
            }
        }
    }

    // Inserts id (the caller checked with find() that no equal state is present). Call grow() first
    // when needs_growth().
    void insert(std::uint64_t h, std::uint32_t id) {
        const std::uint32_t frag = static_cast<std::uint32_t>(h >> 32);
        place(frag, id);
        ++size_;
    }

    // Doubles the capacity (first call: 1024 slots). Slots keep the hash bits that pick their position.
    void grow() {
        std::vector<std::uint64_t> old;
        old.swap(slots_);
        slots_.assign(old.empty() ? 1024 : old.size() * 2, 0);
        for (std::uint64_t s : old)
            if (s) place(static_cast<std::uint32_t>(s >> 32), static_cast<std::uint32_t>(s) - 1);
    }

private:
    std::vector<std::uint64_t> slots_;  // (hash fragment << 32) | (id + 1); 0 = empty
    std::size_t size_ = 0;

    void place(std::uint32_t frag, std::uint32_t id) {
        const std::size_t mask = slots_.size() - 1;
        std::size_t i = frag & mask;
        while (slots_[i]) i = (i + 1) & mask;
        slots_[i] = (static_cast<std::uint64_t>(frag) << 32) | (static_cast<std::uint64_t>(id) + 1);
    }
};

}  // namespace boxcar::search
