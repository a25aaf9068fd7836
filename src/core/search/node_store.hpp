// The budgeted node store of the engines that keep every generated state (GraphSearch, the Sokoban
// FessSearch): the states (state_words() words each), each node's parent and move, and the flat index
// that finds a state again. An engine may keep more per-node arrays of its own (g, h, depth); the store
// grows them together with its own, so a node's whole footprint is checked against the memory budget
// before any array doubles, and growth is capped to what still fits.
#pragma once
#include "search/budget.hpp"
#include "search/domain.hpp"
#include "search/flat_table.hpp"

#include <algorithm>
#include <cstring>
#include <vector>

namespace boxcar::search {

class NodeStore {
public:
    static constexpr std::uint32_t kNone = FlatTable::kMissing;

    explicit NodeStore(std::size_t words) : words_(words) {}

    std::size_t size() const { return parent_.size(); }
    std::size_t words() const { return words_; }
    const Word* state(std::uint32_t id) const { return states_.data() + std::size_t(id) * words_; }
    std::uint32_t parent(std::uint32_t id) const { return parent_[id]; }
    std::uint32_t move(std::uint32_t id) const { return move_[id]; }
    void set_parent(std::uint32_t id, std::uint32_t parent, std::uint32_t move) {
        parent_[id] = parent;
        move_[id] = move;
    }
    std::uint64_t memory_bytes() const {
        return states_.capacity() * sizeof(Word) + parent_.capacity() * 4 + move_.capacity() * 4 + table_.memory_bytes();
    }

    // The node holding state `s` (its hash mixed by mix_hash), or kNone.
    std::uint32_t find(std::uint64_t mixed, const Word* s) const {
        return table_.find(mixed, [&](std::uint32_t o) { return std::memcmp(state(o), s, words_ * sizeof(Word)) == 0; });
    }

    // Appends a node and indexes it; kNone when the memory budget does not allow it. `memory()` is the
    // engine's whole accounting (this store included); the engine's own per-node arrays take
    // `extra_per_node` bytes a node and reserve_extra(capacity) grows them with the store's.
    template <class Memory, class ReserveExtra>
    std::uint32_t add(const Word* s, std::uint64_t mixed, std::uint32_t parent, std::uint32_t move,
                      const BudgetGuard& guard, Memory&& memory, std::size_t extra_per_node,
                      ReserveExtra&& reserve_extra) {
        if (table_.needs_growth()) {
            if (!guard.fits(memory() - table_.memory_bytes() + table_.bytes_after_growth())) return kNone;
            table_.grow();
        }
        if (!make_room(guard, memory, extra_per_node, reserve_extra)) return kNone;
        const auto id = static_cast<std::uint32_t>(parent_.size());
        states_.insert(states_.end(), s, s + words_);
        parent_.push_back(parent);
        move_.push_back(move);
        table_.insert(mixed, id);
        return id;
    }

private:
    std::size_t words_;
    std::vector<Word> states_;
    std::vector<std::uint32_t> parent_, move_;
    FlatTable table_;

    // Grows every per-node array together (doubling) when the next node does not fit; the projected
    // size must fit the budget, else the growth is capped to what still fits.
    template <class Memory, class ReserveExtra>
    bool make_room(const BudgetGuard& guard, Memory&& memory, std::size_t extra_per_node, ReserveExtra&& reserve_extra) {
        if (parent_.size() < parent_.capacity() && states_.size() + words_ <= states_.capacity()) return true;
        const std::size_t n = parent_.capacity();
        std::size_t cap = std::max<std::size_t>(n * 2, 1024);
        const std::size_t per_node = words_ * sizeof(Word) + 8 + extra_per_node;
        const std::uint64_t now = memory();
        if (!guard.fits(now + (cap - n) * per_node)) {
            const std::uint64_t room = guard.fits(now) ? (guard.memory_limit() - now) / per_node : 0;
            cap = n + static_cast<std::size_t>(room);
            if (cap <= parent_.size()) return false;
        }
        if (cap >= kNone) return false;
        states_.reserve(cap * words_);
        parent_.reserve(cap);
        move_.reserve(cap);
        reserve_extra(cap);
        return true;
    }
};

}  // namespace boxcar::search
