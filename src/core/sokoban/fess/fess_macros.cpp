// FessSearch's box macros (see fess_search.hpp): an expansion's children are the positions one box reaches
// by its own pushes; each child is one move of the search, whose pushes MacroMoves::pushes_between finds
// again when a solution passes through it. (The packing and tunnel macros: macro_moves.hpp.)
#include "sokoban/fess/fess_search.hpp"

#include <algorithm>
#include <cstring>

namespace boxcar::sokoban {

void FessSearch::expand_box_macros(std::uint32_t id, std::uint32_t g) {
    const std::size_t cap = kBoxMacroStates;
    bm_states_.clear();
    bm_parent_.clear();
    bm_move_.clear();
    bm_first_.clear();
    // A child seen before (in the search's index) is dropped by the domain before its costlier deadlock
    // tests, and its box's path is not continued from it.
    auto known = [&](const Word* child, std::uint64_t hash) {
        if (nodes_.find(search::mix_hash(hash), child) == kNone) return false;
        ++stats_.duplicates;
        return true;
    };
    auto visit = [&](const Word* child, std::uint64_t hash, std::uint32_t mv, int from) {
        if (from < 0) {
            on_child(child, hash, id, g, mv);
        } else {
            // The child keeps the path's first push only (pushes_between finds the rest again).
            bm_path_.assign(1, bm_move_[bm_first_[from]]);
            on_child(child, hash, id, g, 0, &bm_path_);
        }
        if (run_.finished() || bm_move_.size() >= cap) return;
        bm_states_.insert(bm_states_.end(), child, child + words_);
        bm_parent_.push_back(from);
        bm_move_.push_back(mv);
        bm_first_.push_back(from < 0 ? static_cast<int>(bm_move_.size() - 1) : bm_first_[from]);
    };
    // The children's corral test waits until the search relies on them (FessSearch::corral_dead).
    d_.set_corral_deferred(desc_.deferred_corral_test);
    deferring_ = desc_.deferred_corral_test;
    d_.expand_unseen(
        parent_buf_.data(), stats_,
        [&](const Word* child, std::uint64_t hash, search::Cost, std::uint32_t mv) -> bool {
            visit(child, hash, mv, -1);
            return !run_.finished();
        },
        known);
    bm_cur_.resize(words_);
    d_.begin_box_moves(parent_buf_.data());
    for (std::size_t head = 0; head < bm_move_.size() && !run_.finished(); ++head) {
        std::memcpy(bm_cur_.data(), bm_states_.data() + head * words_, words_ * sizeof(Word));
        const int box = b_.next[static_cast<int>(bm_move_[head] >> 2)][bm_move_[head] & 3];
        const int origin = static_cast<int>(bm_move_[bm_first_[head]] >> 2);
        d_.expand_moved_box(
            bm_cur_.data(), origin, box, stats_,
            [&](const Word* child, std::uint64_t hash, search::Cost, std::uint32_t mv) -> bool {
                visit(child, hash, mv, static_cast<int>(head));
                return !run_.finished();
            },
            known);
    }
    d_.end_box_moves();
    d_.set_corral_deferred(false);
    deferring_ = false;
}

}  // namespace boxcar::sokoban
