// SplitMix64 (Steele, Lea, Flood 2014): the one pseudo-random stream and 64-bit mixer of the core.
// Zobrist keys, level generators and the Rush Hour agent draw from it; the same seed gives the same
// numbers natively and in WASM because the integer mappings are our own (std distributions differ
// between standard libraries).
#pragma once
#include <cstdint>

namespace boxcar {

// The SplitMix64 finalizer: a bijective mix whose every output bit depends on every input bit.
constexpr std::uint64_t splitmix64_mix(std::uint64_t z) {
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

inline constexpr std::uint64_t kGoldenGamma = 0x9E3779B97F4A7C15ULL;  // SplitMix64's increment

class SplitMix64 {
public:
    explicit constexpr SplitMix64(std::uint64_t seed) : state_(seed) {}
    constexpr std::uint64_t next() { return splitmix64_mix(state_ += kGoldenGamma); }
    // A number in [0, n) for 0 < n < 2^32: the high 32 bits scaled by n (multiply-shift, no modulo).
    constexpr std::uint32_t below(std::uint32_t n) { return static_cast<std::uint32_t>(((next() >> 32) * n) >> 32); }
    // A double in [0, 1) from the top 53 bits.
    constexpr double unit() { return static_cast<double>(next() >> 11) * (1.0 / 9007199254740992.0); }

private:
    std::uint64_t state_;
};

}  // namespace boxcar
