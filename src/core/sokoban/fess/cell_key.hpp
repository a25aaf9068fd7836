// A FESS cell key and what the feature keys compute with it (feature_keys.hpp).
// A key is on-plan flag << 31 | packed << 16 | out-of-plan boxes << 8 | areas; keys compare as (on the
// plan, more packed, then fewer areas, then fewer boxes out of plan): Festival's order, with Festival's
// advisors below every position on the plan those with a box in the plan's trap zone (packing_order.hpp);
// otherwise every key has the flag.
#pragma once

#include <algorithm>
#include <cstdint>

namespace boxcar::sokoban::cell_key {

inline constexpr std::uint32_t kOnPlanFlag = 0x80000000u;
inline std::uint32_t make(bool on_plan, int packed, int out_of_plan, int areas) {
    return (on_plan ? kOnPlanFlag : 0u) | (static_cast<std::uint32_t>(packed) << 16) |
           (static_cast<std::uint32_t>(std::min(out_of_plan, 255)) << 8) |
           static_cast<std::uint32_t>(std::min(areas, 255));
}
inline std::uint32_t step(std::uint32_t k) { return (k >> 16) & 0x7fff; }  // plan step, without the flag
inline std::uint32_t packed(std::uint32_t k) { return k >> 16; }           // on-plan flag, then plan step
inline std::uint32_t out_of_plan(std::uint32_t k) { return (k >> 8) & 255; }
inline std::uint32_t areas(std::uint32_t k) { return k & 255; }
inline bool better(std::uint32_t a, std::uint32_t b) {
    if (packed(a) != packed(b)) return packed(a) > packed(b);
    if (areas(a) != areas(b)) return areas(a) < areas(b);
    return out_of_plan(a) < out_of_plan(b);
}

// Festival's order of positions as one number, smaller better: packed, areas, room links, out of plan,
// hotspots, then the boxes' pull distance to the goals (smaller better: the other way round lost every
// level tried).
inline std::uint64_t festival_score(std::uint32_t key, int rooms, int hot, int dist) {
    auto cap = [](int v, int max) { return static_cast<std::uint64_t>(std::clamp(v, 0, max)); };
    const std::uint64_t on_plan_step = cap(static_cast<int>(step(key)), 127) + ((key & kOnPlanFlag) ? 128 : 0);
    return (255 - on_plan_step) << 56 | cap(static_cast<int>(areas(key)), 255) << 48 | cap(rooms, 255) << 40 |
           cap(static_cast<int>(out_of_plan(key)), 255) << 32 | cap(hot, 255) << 24 | cap(dist, 0xffffff);
}

}  // namespace boxcar::sokoban::cell_key

namespace boxcar::sokoban {

// What the feature keys compute for one position: its cell key and the tie-breaks the advisors and the
// in-cell order read.
struct CellFeatures {
    std::uint32_t key = 0;
    int next_dist = 0;        // pull distance of the nearest box the plan does not keep to the next plan square
    int hotspots = 0;         // 0 unless hotspots are on
    int rooms = 0;            // room links lost (Festival's advisors only)
    std::uint64_t score = 0;  // cell_key::festival_score (Festival's advisors only)
};

}  // namespace boxcar::sokoban
