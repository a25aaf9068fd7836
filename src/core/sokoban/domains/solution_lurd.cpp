// Push list -> LURD with shortest keeper walks (see solution_lurd.hpp).
#include "sokoban/domains/solution_lurd.hpp"

#include <algorithm>

namespace boxcar::sokoban {
namespace {
constexpr char kLetters[4] = {'l', 'u', 'r', 'd'};
}

std::optional<std::string> pushes_to_lurd(const PushBoard& b, const std::vector<std::uint32_t>& moves) {
    std::vector<std::uint8_t> occ(b.n, 0);
    for (int s : b.start_boxes) occ[s] = 1;
    int keeper = b.start_keeper;
    std::string lurd;
    std::vector<int> came(b.n), queue;
    for (std::uint32_t m : moves) {
        const int box = static_cast<int>(m >> 2), d = static_cast<int>(m & 3);
        if (box < 0 || box >= b.n || !occ[box]) return std::nullopt;
        const int from = b.next[box][opposite(d)], to = b.next[box][d];
        if (from < 0 || to < 0 || occ[to]) return std::nullopt;
        // BFS from the keeper to `from`; came[] holds the direction used to enter each square.
        std::fill(came.begin(), came.end(), -1);
        queue.assign(1, keeper);
        came[keeper] = 4;
        for (std::size_t head = 0; head < queue.size() && came[from] < 0; ++head) {
            const int q = queue[head];
            for (int dir = 0; dir < 4; ++dir) {
                const int t = b.next[q][dir];
                if (t < 0 || occ[t] || came[t] >= 0) continue;
                came[t] = dir;
                queue.push_back(t);
            }
        }
        if (came[from] < 0) return std::nullopt;
        std::string walk;
        for (int at = from; at != keeper; at = b.next[at][opposite(came[at])]) walk.push_back(kLetters[came[at]]);
        std::reverse(walk.begin(), walk.end());
        lurd += walk;
        lurd.push_back(static_cast<char>(kLetters[d] - 'a' + 'A'));
        occ[box] = 0;
        occ[to] = 1;
        keeper = box;
    }
    return lurd;
}

}  // namespace boxcar::sokoban
