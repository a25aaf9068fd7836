// Rush Hour as a search::Domain (search/domain.hpp) for the shared engines (A*, greedy, DFS, ...).
// A state is one word: the packed board key; for the cursor metric also the cursor cell (bits above the
// board key) and, for the start state only, bit 63 = "nothing selected yet" (no deselect to pay).
// Move codes: vehicle << 8 | (delta + 8).
#pragma once
#include "common/rng.hpp"
#include "rush/heuristics.hpp"
#include "rush/solver.hpp"
#include "rush/state_codec.hpp"
#include "search/domain.hpp"

#include <cstdlib>

namespace boxcar::rush {

class RushDomain {
public:
    static constexpr search::Word kRootFlag = search::Word{1} << 63;

    RushDomain(const StateCodec& codec, StateKey start, int start_cell, Metric metric, Goal goal, Heuristic h)
        : codec_(codec), start_(start), start_cell_(start_cell), metric_(metric), goal_(goal), h_(h),
          board_mask_((StateKey{1} << codec.bits()) - 1) {}

    static std::uint32_t move_code(int vehicle, int delta) {
        return static_cast<std::uint32_t>(vehicle) << 8 | static_cast<std::uint32_t>(delta + 8);
    }
    static SlideMove decode_move(std::uint32_t code) {
        return {static_cast<int>(code >> 8), static_cast<int>(code & 0xff) - 8};
    }

    std::size_t state_words() const { return 1; }
    void initial_state(search::Word* out) const {
        out[0] = metric_ == Metric::Cursor
                     ? start_ | (static_cast<search::Word>(start_cell_) << codec_.bits()) | kRootFlag
                     : start_;
    }
    std::uint64_t hash(const search::Word* s) const { return s[0] * kGoldenGamma; }  // Fibonacci hashing
    bool is_goal(const search::Word* s) const {
        const StateKey k = s[0] & board_mask_;
        return goal_ == Goal::Exit ? codec_.at_exit(k) : codec_.exit_clear(k, codec_.occupancy(k));
    }
    search::Cost heuristic(const search::Word* s, search::SearchStats&) const {
        const StateKey k = s[0] & board_mask_;
        return heuristic_value(codec_, k, codec_.occupancy(k), h_, metric_, goal_);
    }
    bool pruning_is_sound() const { return true; }

    template <class Sink>
    void expand(const search::Word* s, search::SearchStats&, Sink&& sink) const {
        const StateKey k = s[0] & board_mask_;
        const std::uint64_t occ = codec_.occupancy(k);
        bool go = true;
        if (metric_ != Metric::Cursor) {
            codec_.for_each_move(k, occ, [&](int v, int delta, StateKey next) {
                if (!go) return;
                const search::Cost cost = metric_ == Metric::Moves ? 1 : std::abs(delta);
                const search::Word w = next;
                go = sink(&w, hash(&w), cost, move_code(v, delta));
            });
            return;
        }
        const int n = codec_.size(), bits = codec_.bits();
        const int cursor = static_cast<int>((s[0] & ~kRootFlag) >> bits);
        const int crow = cursor / n, ccol = cursor % n;
        const int deselect = (s[0] & kRootFlag) ? 0 : 1;
        codec_.for_each_move(k, occ, [&](int v, int delta, StateKey next) {
            const int p = codec_.position(k, v);
            const bool h = codec_.horizontal(v);
            const int line = codec_.line(v);
            for (int g = 0; g < codec_.length(v) && go; ++g) {
                const int r = h ? line : p + g, c = h ? p + g : line;
                const int nr = h ? r : r + delta, nc = h ? c + delta : c;
                const search::Cost cost =
                    deselect + std::abs(r - crow) + std::abs(c - ccol) + 1 + std::abs(delta);
                const search::Word w = next | (static_cast<search::Word>(nr * n + nc) << bits);
                go = sink(&w, hash(&w), cost, move_code(v, delta));
            }
        });
    }

private:
    const StateCodec& codec_;
    StateKey start_;
    int start_cell_;
    Metric metric_;
    Goal goal_;
    Heuristic h_;
    StateKey board_mask_;
};

}  // namespace boxcar::rush
