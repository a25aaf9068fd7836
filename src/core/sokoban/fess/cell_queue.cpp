// FessSearch's open lists per cell (see cell_queue.hpp).
#include "sokoban/fess/cell_queue.hpp"

#include <algorithm>
#include <cstdio>

namespace boxcar::sokoban {

std::uint64_t CellQueue::growth_bytes(std::uint32_t key) const {
    const auto it = cell_of_key_.find(key);
    if (it == cell_of_key_.end()) {
        std::uint64_t extra = 32 + 64;  // the key's map node and the new heap's first block
        if (cells_.size() == cells_.capacity()) extra += std::max<std::size_t>(cells_.capacity(), 1) * sizeof(Heap);
        return extra;
    }
    const Heap& heap = cells_[it->second];
    return heap.size() == heap.capacity() ? heap.capacity() * sizeof(Entry) + 64 : 0;
}

void CellQueue::push(std::uint32_t key, Entry entry) {
    auto it = cell_of_key_.find(key);
    if (it == cell_of_key_.end()) {
        it = cell_of_key_.emplace(key, static_cast<std::uint32_t>(cells_.size())).first;
        cells_.emplace_back();
    }
    Heap& heap = cells_[it->second];
    heap.push_back(entry);
    std::push_heap(heap.begin(), heap.end(), worse);
    ++open_count_;
}

CellQueue::Entry CellQueue::pop(Heap& heap) {
    std::pop_heap(heap.begin(), heap.end(), worse);
    const Entry e = heap.back();
    heap.pop_back();
    --open_count_;
    return e;
}

std::uint64_t CellQueue::memory_bytes() const {
    std::uint64_t bytes = cells_.capacity() * sizeof(Heap) + cell_of_key_.size() * 32;
    for (const Heap& heap : cells_) bytes += heap.capacity() * sizeof(Entry);
    return bytes;
}

void CellQueue::dump() const {
    for (const auto& [key, index] : cell_of_key_)
        std::fprintf(stderr, "cell packed %u%s areas %u out of plan %u: %zu open\n", cell_key::step(key),
                     (key & cell_key::kOnPlanFlag) ? "" : " (trapped)", cell_key::areas(key),
                     cell_key::out_of_plan(key), cells_[index].size());
}

}  // namespace boxcar::sokoban
