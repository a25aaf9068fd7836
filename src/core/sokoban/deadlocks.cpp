// Freeze and corral deadlock tests (see deadlocks.hpp).
#include "sokoban/deadlocks.hpp"

namespace boxcar::sokoban {
namespace {
constexpr std::uint8_t kAsWall = 2;  // occupancy marker: a box treated as a wall during the freeze test
}

bool DeadlockDetector::blocked_on_axis(std::vector<std::uint8_t>& occ, int s, int axis) {
    // axis 0: horizontal (Left=0/Right=2), axis 1: vertical (Up=1/Down=3)
    const int a = b_.next[s][axis], c = b_.next[s][axis + 2];
    if (a < 0 || c < 0) return true;
    if (occ[a] == kAsWall || occ[c] == kAsWall) return true;
    if (dead_squares_ && b_.dead[a] && b_.dead[c]) return true;
    if (occ[a] == 1 && frozen(occ, a)) return true;
    if (occ[c] == 1 && frozen(occ, c)) return true;
    return false;
}

bool DeadlockDetector::frozen(std::vector<std::uint8_t>& occ, int s) {
    // Boxes proven frozen below this call assumed `s` is a wall; if `s` turns out movable, forget them.
    const std::size_t mark = frozen_.size();
    const std::uint8_t saved = occ[s];
    occ[s] = kAsWall;
    const bool result = blocked_on_axis(occ, s, 0) && blocked_on_axis(occ, s, 1);
    occ[s] = saved;
    if (result) frozen_.push_back(s);
    else frozen_.resize(mark);
    return result;
}

bool DeadlockDetector::freeze_deadlock(std::vector<std::uint8_t>& occ, int square, bool dead_squares_known) {
    dead_squares_ = dead_squares_known;
    frozen_.clear();
    if (!frozen(occ, square)) return false;
    for (int s : frozen_)
        if (!b_.is_goal[s]) return true;
    return false;
}

}  // namespace boxcar::sokoban
