// The seed of the Generate window: each press of Generate makes a level from a new seed, unless the person
// set the seed since the last level (typed it, or picked one with New seed): then that seed is used, so a
// level can be made again from the seed its result line names. The first press uses the field's seed as it
// stands (1, as window.boxcar.generate's default). UI-free; the window keeps one of these.
#pragma once
#include "common/rng.hpp"

#include <cstdint>

namespace boxcar::app {

// Another seed than `seed`, in 1..2^31-1, mixed from it and `salt` (the page passes its frame count, so
// two visits go different ways).
inline int next_generator_seed(int seed, std::uint64_t salt) {
    const std::uint64_t mixed = splitmix64_mix((static_cast<std::uint64_t>(static_cast<std::uint32_t>(seed)) << 32) ^ salt ^ kGoldenGamma);
    int next = static_cast<int>(mixed % 0x7ffffffeULL) + 1;
    if (next == seed) next = next % 0x7ffffffe + 1;
    return next;
}

struct GeneratorSeed {
    int value = 1;      // the field's seed
    bool used = false;  // `value` made the last level and the person has not set it since

    void set_by_person() { used = false; }
    // The seed for a press of Generate: a new one when the field's made the last level.
    int take(std::uint64_t salt) {
        if (used) value = next_generator_seed(value, salt);
        used = true;
        return value;
    }
};

}  // namespace boxcar::app
