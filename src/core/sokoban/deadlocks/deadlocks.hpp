// Deadlock tests run on a push's result (see solver.hpp's Deadlock flags). Each is sound: it only reports
// positions from which no solution exists, so searches using them can still prove unsolvability.
//   dead squares  (push_board.hpp) a box on a square from which no goal can be reached.
//   freeze        the pushed box can move along neither axis: on each axis a wall, two dead squares, or a
//                 box that is itself frozen (checked recursively, treating the boxes under test as walls);
//                 a deadlock unless every frozen box involved is on a goal.
//   corral        an area C of empty squares the keeper cannot reach, next to the pushed box or a box touching
//                 it. A small complete search on the boxes bordering C, the pushed box and the boxes touching
//                 the border, alone (every other box removed, which only makes it easier)
//                 looks for a position where the keeper can enter C or all those boxes are on goals, never
//                 pushing a box onto a dead square or freezing it off a goal (a box pushed into C to die
//                 does not open C). Any solution of the real level projects onto such a path, so when the
//                 sub-search exhausts without one the position is dead. The sub-search is budgeted
//                 (kCorralBudget positions, fewer on big boards); when it runs out nothing is pruned.
//                 pi_corral_pushes() gives the PI-corral move restriction used by non-optimal searches.
//   bipartite     heuristics.hpp: some box can reach no goal not taken by the others (no perfect matching).
// Works on an occupancy array over the board's squares (1 = box); one detector per thread (scratch).
#pragma once
#include "sokoban/board/push_board.hpp"

#include <cstdint>
#include <vector>

namespace boxcar::sokoban {

class DeadlockDetector {
public:
    explicit DeadlockDetector(const PushBoard& board) : b_(board) {}

    // Freeze test for the box just pushed onto `square`. `occ` is restored before returning.
    bool freeze_deadlock(std::vector<std::uint8_t>& occ, int square, bool dead_squares_known);

    // Corral test after a push. `reach` marks the keeper's squares (reach[s] == stamp). Returns true when
    // a corral next to the pushed box is proven dead. `occ` is restored before returning.
    bool corral_deadlock(std::vector<std::uint8_t>& occ, const std::vector<int>& reach, int stamp,
                         int pushed_to);

    // PI-corral: a corral whose border boxes can only be pushed into it, by pushes the keeper can all
    // make. If one exists that is not already solved, some push of its boxes is needed before anything
    // else matters, so a search may restrict itself to those pushes (fills `pushes` with box*4+dir codes
    // and returns true). `reach` marks the keeper's squares with `stamp`. This keeps solvability, not
    // optimality: only non-optimal searches use it.
    bool pi_corral_pushes(const std::vector<std::uint8_t>& occ, const std::vector<int>& reach, int stamp,
                          std::vector<std::uint32_t>& pushes);

    static constexpr int kCorralBudget = 256;       // positions per corral sub-search
    static constexpr std::size_t kCorralWork = 30000;  // ... and at most about this many squares flooded
    std::uint64_t corral_searches = 0;  // sub-searches run (for tuning)
    // Learned deadlock patterns: every corral the sub-search proves dead is remembered exactly (its kept
    // boxes, corral area and the keeper's area among the kept boxes: the whole input of the sub-search),
    // so meeting the same pattern again, whatever the other boxes do, prunes without searching. Exact
    // keys: never a false positive. The store is a fixed block allocated by enable_dead_patterns(bytes)
    // (counted in memory_bytes() from then on, it never grows; when full nothing more is learned);
    // without that call nothing is learned.
    void enable_dead_patterns(std::size_t bytes);
    std::uint64_t dead_pattern_hits = 0;
    std::size_t dead_pattern_count() const { return pattern_count_; }
    // Bytes of this detector's caches and scratch (counted in the solver's memory budget).
    std::uint64_t memory_bytes() const;
    // Allocates the fixed-size caches now rather than on first use, so that a search's memory accounting
    // includes them from its start (no jump past the budget in the middle of a search).
    void allocate_caches();

private:
    const PushBoard& b_;
    std::vector<int> frozen_;       // boxes proven frozen in the current freeze test
    bool dead_squares_ = true;
    // corral scratch
    std::vector<int> mark_, stack_, area_, border_;
    int mark_stamp_ = 0;
    std::vector<int> starts_, kept_, done_;  // corral_deadlock: squares to start from, the reduced problem's
    int done_stamp_ = 0;                      // boxes, and the corrals' squares tested (done_ == done_stamp_)
    static constexpr std::size_t kAliveCacheSize = 1 << 16;
    std::vector<std::uint64_t> alive_cache_;  // direct-mapped "corral not dead" verdicts (keys, see .cpp)
    std::vector<std::uint16_t> pattern_arena_;  // entries: length, then the key's squares
    std::vector<std::uint32_t> pattern_index_;  // open addressing: arena offset + 1, 0 = empty
    std::size_t pattern_count_ = 0;
    std::vector<std::uint16_t> pattern_key_;
    bool find_pattern(std::uint64_t hash) const;
    void add_pattern(std::uint64_t hash);
    std::vector<int> sorted_area_;
    std::vector<std::uint8_t> sub_occ_;
    std::vector<int> sub_reach_, sub_queue_;
    int sub_stamp_ = 0;
    // corral_sub_search_fails scratch: the corral area's marks, the queue of positions (flat), the one
    // being expanded, and the positions seen (keys flat, an open-addressing table over them).
    std::vector<int> sub_area_, sub_boxes_, sub_keepers_, sub_node_, sub_seen_keys_, sub_slot_stamp_;
    std::vector<std::uint32_t> sub_slot_index_;
    int sub_area_stamp_ = 0, sub_seen_stamp_ = 0;
    static constexpr std::size_t kSeenSlots = 1024;

    // Marks the empty, unreached squares connected to `start` with mark_stamp_ (in area_), and the boxes
    // next to them (in border_).
    void collect_corral(const std::vector<std::uint8_t>& occ, const std::vector<int>& reach, int stamp, int start);
    // The keeper's flood of the sub-search's start position, made by corral_deadlock for the pattern key:
    // whether it reached the corral area, and its smallest square. Its marks are sub_reach_ == sub_stamp_.
    struct RootFlood {
        bool entered = false;
        int smallest = -1;
    };
    bool corral_sub_search_fails(const std::vector<int>& boxes, int keeper, const RootFlood* root);

    bool frozen(std::vector<std::uint8_t>& occ, int s);
    bool blocked_on_axis(std::vector<std::uint8_t>& occ, int s, int axis);
};

}  // namespace boxcar::sokoban
