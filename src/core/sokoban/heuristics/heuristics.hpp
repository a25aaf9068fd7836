// Push-count estimates of a box configuration (the Heuristic choices of solver.hpp):
//   manhattan  greedy one-to-one box/goal assignment (closest pairs first), Manhattan distances.
//              NOT admissible in general (a greedy assignment can cost more than the best one).
//   euclid     the same with Euclidean distances rounded down. NOT admissible in general.
//   pull       sum over boxes of the pull distance to the nearest goal. Admissible (each box needs at
//              least that many pushes), ignores that two boxes may want the same goal.
//   pull-keeper pull + (keeper's Manhattan distance to the nearest box - 1) as walking moves. Admissible
//              for the moves objective; for any/pushes the keeper term counts moves as pushes, so
//              it is NOT admissible there.
//   hungarian  minimum-cost perfect matching of boxes to goals on pull distances (Hungarian algorithm,
//              O(b^3)). Admissible and consistent; returns "no matching" when some box can reach no
//              free goal, which is the bipartite deadlock.
// Everything here works on box square lists of a PushBoard and reuses its own scratch buffers:
// one Estimator per thread.
#pragma once
#include "common/bipartite_matching.hpp"
#include "sokoban/board/push_board.hpp"

#include <cstdint>
#include <span>
#include <utility>
#include <vector>

namespace boxcar::sokoban {

inline constexpr int kNoMatching = -1;

class Estimator {
public:
    explicit Estimator(const PushBoard& board) : b_(board) {}

    int greedy_manhattan(std::span<const int> boxes) { return greedy(boxes, false); }
    int greedy_euclid(std::span<const int> boxes) { return greedy(boxes, true); }
    int pull_sum(std::span<const int> boxes) const;  // kNoMatching if a box is on a dead square
    int hungarian(std::span<const int> boxes);       // kNoMatching if no perfect matching exists
    // After hungarian(boxes): the goal index (into PushBoard::goals) matched to each box, in the order of
    // `boxes` (lecture overlay "assignment"); empty when there was no box. Read-only view of its result.
    std::vector<int> assignment(std::size_t box_count) const;
    bool has_perfect_matching(std::span<const int> boxes);  // finite pull distances only

    // Hungarian for positions one box move away from a base position (a search's children): set_base
    // solves the base (as many boxes as goals; other cases are not kept) and keeps its optimal matching
    // and potentials; moved(from, to) gives hungarian() of the base with its box on `from` moved to `to`
    // by one augmentation, O(b^2) instead of O(b^3): the potentials stay feasible for the other rows, the
    // moved row's column is freed and re-matched along a shortest augmenting path.
    // has_base() is false when set_base kept nothing (then call hungarian()).
    void set_base(std::span<const int> boxes);
    bool has_base() const { return base_ok_; }
    int moved(int from, int to);

private:
    // hungarian's working arrays in cost type T (int32, or int64 when distances are too long for it):
    // the cost matrix (a row per box, columns padded to a multiple of 4), row potentials u, column
    // potentials v, the path search's distances and predecessor columns.
    template <class T>
    struct MatchingScratch {
        std::vector<T> cost, u, v, dist;
        std::vector<int> way;
    };
    const PushBoard& b_;
    MatchingScratch<std::int32_t> cost32_;
    MatchingScratch<long long> cost64_;
    std::vector<int> row_of_;                       // hungarian's result: the box matched to each goal, or -1
    std::vector<std::pair<int, long long>> tree_;   // columns reached by one row's path search, with distance
    std::vector<std::uint8_t> used_;
    std::vector<std::pair<int, int>> pairs_;
    BipartiteMatcher matcher_;  // has_perfect_matching
    int greedy(std::span<const int> boxes, bool euclid);
    template <class T>
    bool match_rows(MatchingScratch<T>& w, int n, int m, int columns);
    template <class T>
    bool add_row(MatchingScratch<T>& w, int i, int m, int columns);
    bool last32_ = false;   // hungarian's last matching stood in int32 (cost32_), with this longest distance
    int last_longest_ = 0;
    // set_base's position: its int32 matching (costs, potentials), goal -> row, box square -> row (-1 none)
    bool base_ok_ = false;
    int base_longest_ = 0;
    MatchingScratch<std::int32_t> base_;
    std::vector<int> base_row_of_goal_, base_row_, base_boxes_;
};

}  // namespace boxcar::sokoban
