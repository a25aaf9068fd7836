// The contrast ratio of two colours as WCAG 2 defines it: (L1 + 0.05) / (L2 + 0.05) of their relative
// luminances, lighter over darker, from 1 (same) to 21 (black on white). AA asks 4.5 for normal text, 3 for
// large text. Colours are theme.hpp's (0xAABBGGRR); alpha is ignored (pass opaque colours).
#pragma once
#include <algorithm>
#include <cmath>
#include <cstdint>

namespace boxcar::app::theme {

inline double relative_luminance(std::uint32_t colour) {
    auto channel = [](std::uint32_t c8) {
        const double c = static_cast<double>(c8 & 0xFF) / 255.0;
        return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(colour) + 0.7152 * channel(colour >> 8) + 0.0722 * channel(colour >> 16);
}

inline double contrast_ratio(std::uint32_t a, std::uint32_t b) {
    const double la = relative_luminance(a), lb = relative_luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

}  // namespace boxcar::app::theme
