// A flat open-addressing map StateKey -> uint32 for the Rush Hour searches (BFS, UCS, cluster).
// Linear probing, power-of-two capacity, load <= 1/2, key ~0 marks an empty slot (valid keys use at most
// 63 bits). A slot holds key and value side by side, so a probe touches one cache line. reset() clears only the slots used, so one map can serve thousands of small searches in a
// row without paying for its whole capacity each time.
#pragma once
#include "common/rng.hpp"

#include <cstdint>
#include <utility>
#include <vector>

namespace boxcar::rush {

class KeyMap {
public:
    static constexpr std::uint64_t kEmpty = ~std::uint64_t{0};

    KeyMap() { allocate(12); }

    std::size_t size() const { return size_; }
    std::size_t memory_bytes() const {
        return slots_.capacity() * sizeof(Slot) + used_.capacity() * sizeof(std::uint32_t);
    }

    // Empties the map. A table grown past `keep_log2` slots (2^keep_log2) is re-allocated small again, so
    // the next small search probes a cache-sized table instead of a large sparse one.
    void reset(int keep_log2 = 15) {
        if (slots_.size() > (std::size_t{1} << keep_log2)) {
            allocate(12);
            used_.clear();
            used_.shrink_to_fit();
        } else {
            for (std::uint32_t slot : used_) slots_[slot].key = kEmpty;
            used_.clear();
        }
        size_ = 0;
    }

    // Inserts a key without a value (pure set use, e.g. BFS whose node store keeps the rest); returns
    // whether it was new. find() on such a key returns an unspecified value.
    bool insert_key(std::uint64_t key) {
        if ((size_ + 1) * 2 > slots_.size()) grow();
        std::size_t i = slot_of(key);
        while (true) {
            const std::uint64_t k = slots_[i].key;
            if (k == key) return false;
            if (k == kEmpty) break;
            i = (i + 1) & mask_;
        }
        slots_[i].key = key;
        used_.push_back(static_cast<std::uint32_t>(i));
        ++size_;
        return true;
    }

    // Inserts key -> value unless present. Returns the slot's value pointer and whether it was inserted.
#if defined(__GNUC__) || defined(__clang__)
    __attribute__((always_inline))
#endif
    std::pair<std::uint32_t*, bool> insert(std::uint64_t key, std::uint32_t value) {
        if ((size_ + 1) * 2 > slots_.size()) grow();
        std::size_t i = slot_of(key);
        while (true) {
            const std::uint64_t k = slots_[i].key;
            if (k == key) return {&slots_[i].value, false};
            if (k == kEmpty) break;
            i = (i + 1) & mask_;
        }
        slots_[i] = {key, value};
        used_.push_back(static_cast<std::uint32_t>(i));
        ++size_;
        return {&slots_[i].value, true};
    }

    // Hints the cache to load the key's first probe slot (batching probes overlaps their memory latency).
    void prefetch(std::uint64_t key) const {
#if defined(__GNUC__) || defined(__clang__)
        const std::size_t i = slot_of(key);
        __builtin_prefetch(&slots_[i]);
#else
        (void)key;
#endif
    }

    const std::uint32_t* find(std::uint64_t key) const {
        for (std::size_t i = slot_of(key);; i = (i + 1) & mask_) {
            const std::uint64_t k = slots_[i].key;
            if (k == key) return &slots_[i].value;
            if (k == kEmpty) return nullptr;
        }
    }
    std::uint32_t* find(std::uint64_t key) {
        return const_cast<std::uint32_t*>(static_cast<const KeyMap*>(this)->find(key));
    }

    // Visits every (key, value) pair in insertion order.
    template <class F>
    void for_each(F&& f) const {
        for (std::uint32_t slot : used_) f(slots_[slot].key, slots_[slot].value);
    }

private:
    struct Slot {
        std::uint64_t key;
        std::uint32_t value;
    };
    std::vector<Slot> slots_;
    std::vector<std::uint32_t> used_;  // slots in insertion order
    std::size_t size_ = 0, mask_ = 0;
    int shift_ = 64;

    std::size_t slot_of(std::uint64_t key) const {
        return static_cast<std::size_t>((key * kGoldenGamma) >> shift_);
    }

    void allocate(int log2) {
        slots_.assign(std::size_t{1} << log2, Slot{kEmpty, 0});
        mask_ = slots_.size() - 1;
        shift_ = 64 - log2;
    }

#if defined(__GNUC__) || defined(__clang__)
    __attribute__((noinline))
#endif
    void grow() {
        std::vector<Slot> old_slots;
        std::vector<std::uint32_t> old_used;
        old_slots.swap(slots_);
        old_used.swap(used_);
        int log2 = 64 - shift_ + 1;
        allocate(log2);
        used_.reserve(old_used.size() * 2);
        for (std::uint32_t slot : old_used) {
            std::size_t i = slot_of(old_slots[slot].key);
            while (slots_[i].key != kEmpty) i = (i + 1) & mask_;
            slots_[i] = old_slots[slot];
            used_.push_back(static_cast<std::uint32_t>(i));
        }
    }
};

}  // namespace boxcar::rush
