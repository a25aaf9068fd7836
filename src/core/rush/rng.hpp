// SplitMix64 and the project's own integer mapping: the same seed gives the same numbers natively and in
// WASM (no std distributions, whose mappings differ between standard libraries).
#pragma once
#include <cstdint>

namespace boxcar::rush {

class SplitMix64 {
public:
    explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    // A number in [0, n) for 0 < n < 2^32: the high 32 bits scaled by n (multiply-shift, no modulo).
    std::uint32_t below(std::uint32_t n) {
        return static_cast<std::uint32_t>(((next() >> 32) * n) >> 32);
    }

private:
    std::uint64_t state_;
};

}  // namespace boxcar::rush
