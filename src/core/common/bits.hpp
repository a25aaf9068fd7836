// Bit sets stored in 64-bit words (bit i lives in word i / 64 at position i % 64): single bits, small
// fields of consecutive bits, and a walk over the set bits. The search states of the core are such words.
#pragma once
#include <cstddef>
#include <cstdint>

namespace boxcar::bits {

using Word = std::uint64_t;

constexpr std::size_t words_for(std::size_t bit_count) { return (bit_count + 63) / 64; }

// The number of bits a field needs to hold `values` different values (0 for one value).
constexpr int bits_for(int values) {
    int bits = 0;
    while ((1 << bits) < values) ++bits;
    return bits;
}

inline bool test(const Word* w, std::size_t i) { return (w[i >> 6] >> (i & 63)) & 1; }
inline void set(Word* w, std::size_t i) { w[i >> 6] |= Word(1) << (i & 63); }
inline void clear(Word* w, std::size_t i) { w[i >> 6] &= ~(Word(1) << (i & 63)); }

// The `width` (1..32) bits from bit `at` on, as a number (the lowest bit first); they may span two words.
inline std::uint32_t read_field(const Word* w, std::size_t at, unsigned width) {
    const std::size_t i = at >> 6;
    const unsigned offset = static_cast<unsigned>(at & 63);
    Word v = w[i] >> offset;
    if (offset + width > 64) v |= w[i + 1] << (64 - offset);
    return static_cast<std::uint32_t>(v & ((Word(1) << width) - 1));
}

// Writes the low `width` (1..32) bits of `value` from bit `at` on.
inline void write_field(Word* w, std::size_t at, unsigned width, std::uint32_t value) {
    const std::size_t i = at >> 6;
    const unsigned offset = static_cast<unsigned>(at & 63);
    const Word mask = (Word(1) << width) - 1, v = Word(value) & mask;
    w[i] = (w[i] & ~(mask << offset)) | (v << offset);
    if (offset + width > 64) {
        const unsigned low = 64 - offset;
        w[i + 1] = (w[i + 1] & ~(mask >> low)) | (v >> low);
    }
}

// Calls f(i) for every set bit i < limit of the first `words` words, in increasing order.
template <class F>
inline void for_each_set(const Word* w, std::size_t words, std::size_t limit, F&& f) {
    for (std::size_t k = 0; k < words; ++k) {
        Word bits = w[k];
        while (bits) {
            const std::size_t i = k * 64 + static_cast<std::size_t>(__builtin_ctzll(bits));
            if (i >= limit) return;
            bits &= bits - 1;
            f(static_cast<int>(i));
        }
    }
}

}  // namespace boxcar::bits
