// FessSearch's packing and tunnel macros (see macro_moves.hpp).
#include "sokoban/fess/macro_moves.hpp"

#include "common/flood_fill.hpp"

#include <algorithm>

namespace boxcar::sokoban {

MacroMoves::MacroMoves(const PushBoard& board, const BoxState& layout, bool tunnels)
    : b_(board), layout_(layout), words_(layout.words()), tunnels_(tunnels) {
    occ_.assign(b_.n, 0);
    mark_.assign(b_.n, 0);
    kept_.reset(b_.n);
    tunnel_.assign(b_.n, 0);
    for (int q = 0; q < b_.n; ++q) {
        if (b_.is_goal[q]) continue;
        for (int d = 0; d < 4; ++d)
            if (b_.next[q][(d + 1) & 3] < 0 && b_.next[q][(d + 3) & 3] < 0) tunnel_[q] |= std::uint8_t(1u << d);
    }
    // Tunnel scratch at its full size now, so that it is in the accounting from the start and never grows.
    tunnel_macro_.pushes.reserve(static_cast<std::size_t>(b_.n));
    tunnel_macro_.child.reserve(words_);
}

std::uint64_t MacroMoves::memory_bytes() const {
    return tunnel_.capacity() + occ_.capacity() +
           (tunnel_macro_.pushes.capacity() + packing_.pushes.capacity()) * sizeof(std::uint32_t) +
           (tunnel_macro_.child.capacity() + packing_.child.capacity()) * sizeof(Word) +
           (mark_.capacity() + stack_.capacity() + targets_.capacity() + rev_dist_.capacity() +
            rev_parent_.capacity() + rev_queue_.capacity() + reach_.capacity() + reach_queue_.capacity()) *
                   sizeof(int) +
           kept_.memory_bytes();
}

// Reverse (pull) search from the next plan square (every empty goal of the fixed set while it is
// incomplete) with every box as a wall until the pulled box lands on a box the plan does not keep while
// the keeper stands where it can really be now; the pulls read backwards are the pushes. States are
// (box square, keeper side), one keeper flood each.
const MacroMoves::Macro* MacroMoves::packing(const Word* s, const PackingOrder& order) {
    packing_.pushes.clear();
    layout_.occupancy(s, occ_);
    const int packed = plan_packed(order, occ_);
    plan_targets(order, packed, occ_, targets_);
    if (targets_.empty()) return nullptr;
    kept_.mark(order, packed, occ_);
    const int n = b_.n;
    // The keeper's area now (boxes as walls).
    if (reach_.size() != static_cast<std::size_t>(n)) reach_.assign(n, 0);
    flood_fill(b_.next, layout_.keeper(s), [&](int t) { return occ_[t] != 0; }, reach_, ++reach_stamp_,
               reach_queue_);
    rev_dist_.assign(static_cast<std::size_t>(n) * 4, -1);
    rev_parent_.resize(static_cast<std::size_t>(n) * 4);
    rev_queue_.clear();
    for (int goal : targets_)
        for (int d = 0; d < 4; ++d) {
            const int k = b_.next[goal][d];
            if (k < 0 || occ_[k]) continue;
            rev_dist_[goal * 4 + d] = 0;
            rev_parent_[goal * 4 + d] = -1;
            rev_queue_.push_back(goal * 4 + d);
        }
    int found = -1;
    std::size_t work = kMacroWork;  // squares flooded: bounds one expansion on huge boards
    for (std::size_t head = 0; head < rev_queue_.size() && found < 0; ++head) {
        const int st = rev_queue_[head];
        const int box = st / 4, side = b_.next[box][st % 4];
        flood_fill(b_.next, side, [&](int t) { return occ_[t] || t == box; }, mark_, ++stamp_, stack_);
        if (stack_.size() > work) return nullptr;
        work -= stack_.size();
        for (int e = 0; e < 4 && found < 0; ++e) {
            const int to = b_.next[box][e];
            if (to < 0) continue;
            const int behind = b_.next[to][e];
            if (behind < 0 || occ_[behind]) continue;
            const int next = to * 4 + e;
            if (rev_dist_[next] >= 0) continue;
            if (occ_[to]) {
                // A box: the start if the plan does not keep it and the keeper can stand behind it now.
                // After its first push the keeper stands on `to`, the box's old square, and must walk
                // from there to the side this state needs: a neighbour of `to` in that side's area.
                const bool packed_box = kept_(to);
                bool walk = false;
                for (int k = 0; k < 4 && !walk; ++k) {
                    const int t = b_.next[to][k];
                    walk = t >= 0 && mark_[t] == stamp_;
                }
                if (!packed_box && walk && reach_[behind] == reach_stamp_) {
                    rev_dist_[next] = rev_dist_[st] + 1;
                    rev_parent_[next] = st;
                    found = next;
                }
                continue;
            }
            if (mark_[to] != stamp_) continue;  // the keeper must stand on `to` to pull
            rev_dist_[next] = rev_dist_[st] + 1;
            rev_parent_[next] = st;
            rev_queue_.push_back(next);
        }
    }
    if (found < 0) return nullptr;
    // Forward pushes: from state (b, e) the box is pushed from b in direction opposite(e).
    const int start_box = found / 4;
    int final_side = -1, goal = -1;
    for (int st = found; st >= 0; st = rev_parent_[st]) {
        if (rev_parent_[st] < 0) {
            goal = st / 4;
            final_side = b_.next[st / 4][st % 4];
            break;
        }
        packing_.pushes.push_back(static_cast<std::uint32_t>((st / 4) * 4 + opposite(st % 4)));
    }
    // The child state: the box moved from start_box to the plan square, keeper normalized from where it ends.
    packing_.child.assign(s, s + words_);
    layout_.move_box(packing_.child.data(), start_box, goal);
    occ_[start_box] = 0;
    occ_[goal] = 1;
    normalize_keeper(packing_.child.data(), final_side);
    return &packing_;
}

void MacroMoves::normalize_keeper(Word* s, int from) {
    // Objective any: the keeper is the smallest square of its area.
    layout_.set_keeper(s, flood_fill(b_.next, from, [&](int t) { return occ_[t] != 0; }, mark_, ++stamp_, stack_));
}

const MacroMoves::Macro* MacroMoves::tunnel(const Word* child, std::uint32_t mv) {
    if (!tunnels_) return nullptr;
    const int d = static_cast<int>(mv & 3);
    int box = b_.next[static_cast<int>(mv >> 2)][d];  // where the push left the box
    if (!(tunnel_[box] >> d & 1)) return nullptr;
    auto has_box = [&](int q) { return layout_.has_box(child, q); };
    int to = b_.next[box][d];
    if (to < 0 || !(tunnel_[to] >> d & 1) || has_box(to)) return nullptr;
    tunnel_macro_.pushes.assign(1, mv);
    const int first = box;
    while (to >= 0 && (tunnel_[to] >> d & 1) && !has_box(to)) {
        tunnel_macro_.pushes.push_back(static_cast<std::uint32_t>(box * 4 + d));
        box = to;
        to = b_.next[box][d];
    }
    tunnel_macro_.child.assign(child, child + words_);
    layout_.move_box(tunnel_macro_.child.data(), first, box);
    layout_.occupancy(tunnel_macro_.child.data(), occ_);
    normalize_keeper(tunnel_macro_.child.data(), b_.next[box][opposite(d)]);
    return &tunnel_macro_;
}

// Breadth-first over (box square, keeper side) from the parent: the box of `first` alone moves, the other
// boxes are walls, until it stands where the child has it with the keeper in the child's area. Any such
// path gives the child, since a state is its boxes and its keeper's area; one exists (the macro's own),
// and this one has the fewest pushes.
std::vector<std::uint32_t> MacroMoves::pushes_between(const Word* parent, const Word* child,
                                                      std::uint32_t first) const {
    const int n = b_.n;
    std::vector<std::uint8_t> occ(static_cast<std::size_t>(n));
    layout_.occupancy(parent, occ);
    const int box = static_cast<int>(first >> 2);
    int from = -1, to = -1;
    const int target = layout_.one_box_moved(parent, child, from, to) ? to : box;
    occ[box] = 0;
    std::vector<int> marks(static_cast<std::size_t>(n), 0), queue, prev(static_cast<std::size_t>(n) * 4, -2);
    std::vector<int> states;
    int stamp = 0;
    // The states (b, d) whose keeper side lies in the area flooded from `keeper` with a box on b, each
    // entered once with prev = `from_state`. Returns true when that area is the child's: the last push
    // was from_state's.
    auto enter = [&](int b, int keeper, int from_state) {
        flood_fill(b_.next, keeper, [&](int t) { return occ[t] != 0 || t == b; }, marks, ++stamp, queue);
        if (b == target && marks[layout_.keeper(child)] == stamp && from_state >= 0) return true;
        for (int d = 0; d < 4; ++d) {
            const int side = b_.next[b][d];
            const int st = b * 4 + d;
            if (side < 0 || marks[side] != stamp || prev[st] != -2) continue;
            prev[st] = from_state;
            states.push_back(st);
        }
        return false;
    };
    enter(box, layout_.keeper(parent), -1);
    int last = -1;  // the state of the last push
    for (std::size_t head = 0; head < states.size() && last < 0; ++head) {
        const int st = states[head];
        const int b = st / 4, dir = opposite(st % 4);  // the keeper on side st % 4 pushes the other way
        const int dest = b_.next[b][dir];
        if (dest < 0 || occ[dest]) continue;
        if (enter(dest, b, st)) last = st;
    }
    std::vector<std::uint32_t> pushes;
    for (int st = last; st >= 0; st = prev[st])
        pushes.push_back(static_cast<std::uint32_t>((st / 4) * 4 + opposite(st % 4)));
    std::reverse(pushes.begin(), pushes.end());
    return pushes;
}

}  // namespace boxcar::sokoban
