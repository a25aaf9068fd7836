// canonical_form (level_symmetry.hpp): the interior and the player's region, then the smallest text over
// the 8 orientations.
#include "sokoban/generator/level_symmetry.hpp"

#include "sokoban/rules/rules.hpp"

#include <algorithm>
#include <vector>

namespace boxcar::sokoban {

std::string canonical_form(const Level& level) {
    if (level.player < 0 || level.cells.empty()) return {};
    Position start = initial_position(level);
    const std::vector<std::uint8_t> region = reachable(level, start);  // without pushing
    std::fill(start.boxes.begin(), start.boxes.end(), 0);
    const std::vector<std::uint8_t> interior = reachable(level, start);  // the boxes removed
    int x0 = level.width, y0 = level.height, x1 = -1, y1 = -1;
    for (int y = 0; y < level.height; ++y)
        for (int x = 0; x < level.width; ++x)
            if (interior[level.index(x, y)]) {
                x0 = std::min(x0, x), x1 = std::max(x1, x);
                y0 = std::min(y0, y), y1 = std::max(y1, y);
            }
    const int w = x1 - x0 + 1, h = y1 - y0 + 1;
    std::string best;
    for (int t = 0; t < 8; ++t) {
        // Orientation t: transpose when bit 2 is set, then mirror x (bit 0) and y (bit 1).
        const bool transpose = t & 4;
        const int ow = transpose ? h : w, oh = transpose ? w : h;
        std::string text = std::to_string(ow) + "x" + std::to_string(oh) + "|";
        bool player_placed = false;
        for (int oy = 0; oy < oh; ++oy) {
            for (int ox = 0; ox < ow; ++ox) {
                int sx = transpose ? oy : ox, sy = transpose ? ox : oy;
                if (t & 1) sx = w - 1 - sx;
                if (t & 2) sy = h - 1 - sy;
                const int i = level.index(x0 + sx, y0 + sy);
                char ch = '#';
                if (interior[i]) {
                    if (level.box(i)) ch = level.goal(i) ? '*' : '$';
                    else if (!player_placed && region[i]) ch = level.goal(i) ? '+' : '@', player_placed = true;
                    else ch = level.goal(i) ? '.' : ' ';
                }
                text += ch;
            }
            text += '|';
        }
        if (best.empty() || text < best) best = std::move(text);
    }
    return best;
}

}  // namespace boxcar::sokoban
