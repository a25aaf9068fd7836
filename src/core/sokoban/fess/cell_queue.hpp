// FessSearch's open states, one open list per cell of the feature space (cell_key.hpp), and the order in
// which the search takes them: round robin over the non-empty cells, the best state of each in turn; with
// best-cell selection every other pick is the best state of the best cell seen so far.
#pragma once
#include "sokoban/fess/cell_key.hpp"

#include <cstdint>
#include <unordered_map>
#include <vector>

namespace boxcar::sokoban {

class CellQueue {
public:
    static constexpr std::uint32_t kNone = 0xffffffffu;
    // An open state: smallest order first, then smallest tie, then oldest (smallest id).
    struct Entry {
        std::uint32_t order, id;
        std::uint64_t tie;
    };

    // What push() into `key`'s cell adds to memory_bytes() beyond it (a new cell, a heap's growth).
    std::uint64_t growth_bytes(std::uint32_t key) const;
    void push(std::uint32_t key, Entry entry);
    // A key better than every one seen (best-cell selection); note_best() makes it the best.
    bool beats_best(std::uint32_t key) const { return !have_best_ || cell_key::better(key, best_key_); }
    void note_best(std::uint32_t key) {
        best_key_ = key;
        have_best_ = true;
    }
    // The next state to expand (kNone when none is open), skipping those `dead` says are dead (each popped
    // state is asked once). With best_cells, every other call takes the best cell's best state first.
    template <class Dead>
    std::uint32_t pop_next(bool best_cells, Dead&& dead) {
        pick_best_ = best_cells && !pick_best_;
        if (pick_best_) {
            const std::uint32_t id = pop_live(cells_[cell_of_key_.at(best_key_)], dead);
            if (id != kNone) return id;
        }
        for (;;) {
            if (open_count_ == 0) return kNone;
            if (cursor_ >= cells_.size()) cursor_ = 0;
            const std::uint32_t id = pop_live(cells_[cursor_++], dead);
            if (id != kNone) return id;
        }
    }
    std::uint64_t open_count() const { return open_count_; }
    std::size_t cell_count() const { return cells_.size(); }
    std::uint64_t memory_bytes() const;
    void dump() const;  // debugging: cell keys and open-list sizes on stderr

private:
    using Heap = std::vector<Entry>;
    static bool worse(const Entry& a, const Entry& b) {
        if (a.order != b.order) return a.order > b.order;
        if (a.tie != b.tie) return a.tie > b.tie;
        return a.id > b.id;
    }
    Entry pop(Heap& heap);
    template <class Dead>
    std::uint32_t pop_live(Heap& heap, Dead& dead) {
        while (!heap.empty()) {
            const Entry e = pop(heap);
            if (!dead(e.id)) return e.id;
        }
        return kNone;
    }

    std::vector<Heap> cells_;
    std::unordered_map<std::uint32_t, std::uint32_t> cell_of_key_;
    std::size_t cursor_ = 0;
    std::uint64_t open_count_ = 0;
    bool pick_best_ = false;  // pop_next alternates: round robin, then the best cell
    std::uint32_t best_key_ = 0;
    bool have_best_ = false;
};

}  // namespace boxcar::sokoban
