// The one encoding of a Sokoban position in search states (PushDomain, PullDomain, FessSearch and the
// bidirectional join read and write it only through here): a bit set of box squares over the PushBoard's
// n squares, followed by 16 bits of keeper square. `words()` 64-bit words hold one state.
// With objective `any` the keeper is normalized to the smallest square of its area (push_domain.hpp),
// so two positions that differ only by where the keeper stands in one area are one state.
#pragma once
#include "common/bits.hpp"

#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace boxcar::sokoban {

// Seed of the Zobrist keys of the domains' state hashes: fixed, so runs are deterministic.
inline constexpr std::uint64_t kZobristSeed = 0x5EED0B0C5ULL;

class BoxState {
public:
    using Word = bits::Word;
    static constexpr unsigned kKeeperBits = 16;  // so at most 65535 squares (0xffff: PullDomain's root)

    explicit BoxState(int squares) : n_(squares) {}

    int squares() const { return n_; }
    std::size_t words() const { return bits::words_for(static_cast<std::size_t>(n_) + kKeeperBits); }

    bool has_box(const Word* s, int q) const { return bits::test(s, static_cast<std::size_t>(q)); }
    void add_box(Word* s, int q) const { bits::set(s, static_cast<std::size_t>(q)); }
    void move_box(Word* s, int from, int to) const {
        bits::clear(s, static_cast<std::size_t>(from));
        bits::set(s, static_cast<std::size_t>(to));
    }
    int keeper(const Word* s) const { return static_cast<int>(bits::read_field(s, keeper_at(), kKeeperBits)); }
    void set_keeper(Word* s, int keeper) const {
        bits::write_field(s, keeper_at(), kKeeperBits, static_cast<std::uint32_t>(keeper));
    }
    // Calls f(square) for every box, smallest square first.
    template <class F>
    void for_each_box(const Word* s, F&& f) const {
        bits::for_each_set(s, words(), static_cast<std::size_t>(n_), f);
    }
    // True when `child` has the boxes of `parent` but one, moved from square `from` to square `to`
    // (the keepers are not compared).
    bool one_box_moved(const Word* parent, const Word* child, int& from, int& to) const {
        const std::size_t n = static_cast<std::size_t>(n_);
        int changes = 0;
        from = to = -1;
        for (std::size_t w = 0; w * 64 < n && changes <= 2; ++w) {
            Word diff = parent[w] ^ child[w];
            if (n - w * 64 < 64) diff &= (Word(1) << (n - w * 64)) - 1;  // box bits only
            for (; diff != 0; diff &= diff - 1) {
                const int q = static_cast<int>(w * 64) + std::countr_zero(diff);
                ++changes;
                (has_box(parent, q) ? from : to) = q;
            }
        }
        return changes == 2 && from >= 0 && to >= 0;
    }
    // occ[q] = 1 where a box stands, 0 elsewhere (occ has n entries).
    void occupancy(const Word* s, std::vector<std::uint8_t>& occ) const {
        for (int q = 0; q < n_; ++q) occ[q] = static_cast<std::uint8_t>(has_box(s, q));
    }

private:
    int n_;
    std::size_t keeper_at() const { return static_cast<std::size_t>(n_); }
};

}  // namespace boxcar::sokoban
