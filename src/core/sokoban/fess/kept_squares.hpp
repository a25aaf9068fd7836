// The squares whose box a packing plan keeps where it is at some progress (plan_kept_squares,
// packing_order.hpp), marked for O(1) lookup; mark() again for every new position.
#pragma once
#include "sokoban/fess/packing_order.hpp"

#include <cstdint>
#include <vector>

namespace boxcar::sokoban {

class KeptSquares {
public:
    void reset(int squares) { mark_.assign(static_cast<std::size_t>(squares), 0); }
    void mark(const PackingOrder& order, int packed, const std::vector<std::uint8_t>& occ) {
        plan_kept_squares(order, packed, occ, kept_);
        ++stamp_;
        for (int q : kept_) mark_[q] = stamp_;
    }
    bool operator()(int q) const { return mark_[q] == stamp_; }
    std::uint64_t memory_bytes() const { return (kept_.capacity() + mark_.capacity()) * sizeof(int); }

private:
    std::vector<int> kept_, mark_;
    int stamp_ = 0;
};

}  // namespace boxcar::sokoban
