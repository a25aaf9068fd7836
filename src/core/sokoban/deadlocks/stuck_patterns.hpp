// Deadlock patterns learned during a search (Festival's "stuck" patterns). A search that dwells below a
// position asks for a heavier test of it (learn()): boxes that can be pushed along both axes are taken
// away, and a small search over the remaining boxes alone looks for a way to put them all on goals, taking
// away every box that gets free on the way. Taking boxes away only makes the problem easier (any solution
// of the level projects onto one of the smaller problem), so when that search exhausts, the position has no
// solution. The boxes are then distilled (each one dropped in turn while the rest stays dead) and stored as
// a pattern: those boxes with the keeper's area among them. Any later position that holds the pattern's
// boxes, with the keeper in that area, is dead too, whatever its other boxes do (matches()).
// Sound: dead squares, freeze off a goal and exact repeat detection are the only other prunings of the
// small search, and it reports nothing when its budget runs out.
#pragma once
#include "sokoban/board/push_board.hpp"
#include "sokoban/deadlocks/deadlocks.hpp"

#include <array>
#include <cstdint>
#include <unordered_set>
#include <vector>

namespace boxcar::sokoban {

class StuckPatterns {
public:
    explicit StuckPatterns(const PushBoard& board);

    static constexpr int kMaxBoxes = 12;          // larger sets are not searched
    static constexpr std::size_t kMaxPatterns = 1000;
    static constexpr int kSearchBudget = 500;     // positions per small search

    // True when the position holds a learned pattern. `has_box(q)` tells whether square q holds a box,
    // `keeper` is any square of the keeper's area. With `pushed` >= 0 only the patterns through that square
    // are tried (enough after a push when the parent held none; see the .cpp), with -1 all of them.
    template <class HasBox>
    bool matches(HasBox&& has_box, int keeper, int pushed) const {
        const std::vector<std::uint32_t>& list = pushed >= 0 ? by_square_[pushed] : all_;
        for (std::uint32_t i : list) {
            const Pattern& p = patterns_[i];
            if (!bit(p.keeper_area, keeper)) continue;
            bool all = true;
            for (int q : p.boxes)
                if (!has_box(q)) {
                    all = false;
                    break;
                }
            if (all) return true;
        }
        return false;
    }

    // The heavier test of the position (`boxes` sorted or not, `keeper` its keeper square). True when it
    // is proven dead; the distilled pattern is then stored (unless the store is full).
    bool learn(const std::vector<int>& boxes, int keeper);

    std::size_t count() const { return patterns_.size(); }
    std::uint64_t searches = 0;  // small searches run
    std::uint64_t memory_bytes() const;
    // The most one learn() call can add to memory_bytes(): the small search's scratch at its largest, a
    // new pattern with its index entries, a new problem key with a rehash. Learning is optional, so a
    // caller whose budget cannot hold this much skips it.
    std::uint64_t learn_bytes_bound() const;

private:
    enum class Verdict { Dead, Alive, Unknown };
    struct Node {
        std::array<std::uint16_t, kMaxBoxes> box{};  // sorted
        std::uint8_t count = 0;
        std::uint16_t keeper = 0;                   // smallest square of the keeper's area
        bool operator==(const Node& o) const {
            return count == o.count && keeper == o.keeper &&
                   std::equal(box.begin(), box.begin() + count, o.box.begin());
        }
    };
    struct NodeHash {
        std::size_t operator()(const Node& n) const;
    };
    struct Pattern {
        std::vector<int> boxes;
        std::vector<std::uint64_t> keeper_area;  // one bit per square
    };
    static bool bit(const std::vector<std::uint64_t>& bits, int q) { return (bits[q >> 6] >> (q & 63)) & 1; }

    const PushBoard& b_;
    DeadlockDetector detector_;  // its freeze test
    std::vector<Pattern> patterns_;
    std::vector<std::vector<std::uint32_t>> by_square_;  // patterns through each square
    std::vector<std::uint32_t> all_;
    // Search scratch.
    std::vector<std::uint8_t> occ_;
    std::vector<int> reach_, queue_;
    int stamp_ = 0;
    std::vector<Node> nodes_;
    std::unordered_set<Node, NodeHash> seen_;

    Verdict search(const std::vector<int>& boxes, int keeper);
    // The small problems searched without a proof (Alive or Unknown: search() gives the same verdict for the
    // same problem), as hashes of problem_key(); a hash that collides only skips a test.
    static constexpr std::size_t kMaxNotDead = 1 << 16;
    std::unordered_set<std::uint64_t> not_dead_;
    // The problem learn() hands search(): the kept boxes, the frozen ones (fixed_) and the keeper's area.
    // occ_ must hold the kept and the frozen boxes.
    std::uint64_t problem_key(std::vector<int> kept, int keeper);
    // Floods the keeper's area over occ_ (marks reach_ with a new stamp_); returns its smallest square.
    int flood(int keeper);
    // The same flood into area_ (area_stamp_), which is_free() takes as the keeper's area before its
    // first push: call it whenever occ_ or the keeper changed before the next is_free().
    int flood_area(int keeper);
    std::vector<int> area_;
    int area_stamp_ = 0;
    bool legal_push(int box, int d) const;  // after flood(): the keeper reaches the pushing side, `to` is open
    // A box that can be brought, alone, to another row and to another column (not through dead squares,
    // the keeper able to get back to its square), as Festival's "xy" boxes: taken away before a search.
    // `occ_` holds the boxes (this one included), `keeper` is the keeper's square, flood_area(keeper) done.
    bool is_free(int box, int keeper);
    // Boxes frozen on goals for good (see the .cpp); marks them in occ_.
    void frozen_on_goals(const std::vector<int>& boxes, std::vector<int>& frozen);
    std::vector<int> fixed_;
    static constexpr std::size_t kFreeBudget = 64;  // box positions tried; beyond that the box stays
    std::vector<std::pair<int, int>> free_queue_;    // (box square, keeper square)
    std::vector<int> free_seen_;
    int free_stamp_ = 0;
    std::vector<int> free_area_;  // is_free's keeper area with the box taken away (free_area_stamp_)
    int free_area_stamp_ = 0;
    std::vector<std::array<int, 4>> corner_;  // ring_corners of the board
    // Takes away every box with a push along both axes (repeatedly) and normalizes the keeper; occ_ holds
    // the node's boxes before and after.
    void reduce(Node& node);
};

}  // namespace boxcar::sokoban
