// Packing plan by a backward search (see packing_search.hpp).
#include "sokoban/fess/packing_search.hpp"

#include "common/bits.hpp"
#include "common/bipartite_matching.hpp"
#include "common/flood_fill.hpp"
#include "search/budget.hpp"
#include "sokoban/domains/pull_domain.hpp"
#include "sokoban/board/rooms.hpp"

#include <algorithm>
#include <memory>
#include <unordered_set>

namespace boxcar::sokoban {
namespace {

using Word = bits::Word;
constexpr std::uint32_t kNone = 0xffffffffu;

class PackingSearch {
public:
    // festival_sinks: sinks only onto the largest groups of bases, from another place (find_sink_bases);
    // off: onto any base the matching allows.
    PackingSearch(const PushBoard& board, const PushBoard& reverse, const PackingSearchLimits& limits,
                  bool festival_sinks)
        : b_(board), rev_(reverse), limits_(limits), festival_sinks_(festival_sinks),
          words_(bits::words_for(static_cast<std::size_t>(board.n))), stride_(2 * words_ + 1),
          index_(64, Hash{this}, Equal{this}), rooms_(find_rooms(board)), hole_(find_goal_holes(board)) {
        const int n = b_.n;
        occ_.assign(n, 0);
        base_.assign(n, 0);
        marks_.assign(n, 0);
        area_marks_.assign(n, 0);
        seen_.assign(static_cast<std::size_t>(n) * 4, 0);
        done_.assign(static_cast<std::size_t>(n) * 4, 0);
        walk_marks_.assign(n, 0);
        scc_.assign(n, 0);
        kill_.assign(n, 0);
        base_index_.assign(n, -1);
        for (std::size_t i = 0; i < rev_.goals.size(); ++i) base_index_[rev_.goals[i]] = static_cast<int>(i);
    }

    // Up to max_expansions more expansions (the roots on the first call); true when the search is over
    // (nothing left to open, every box home, or a budget spent). Its time budget counts only the time
    // spent inside resume(), so other work may run between two calls.
    bool resume(std::uint64_t max_expansions);
    void run() { resume(~std::uint64_t{0}); }
    double used_ms() const { return used_ms_; }
    std::optional<PackingPlan> plan(const PackingOrder& greedy) const;
    // Appends to `tree` the positions stored since the last call that still hold every box (backward_tree.hpp).
    void collect_full_positions(BackwardTree& tree);

private:
    struct Node {
        std::uint32_t parent, g, key;
        int from, to;  // the reverse move: the box on `from` pulled to `to` (-1 for a root)
        bool sink;
    };
    struct Entry {
        std::uint32_t g, tie, id;
    };
    static bool worse(const Entry& a, const Entry& b) {
        if (a.g != b.g) return a.g > b.g;
        if (a.tie != b.tie) return a.tie > b.tie;
        return a.id > b.id;
    }
    struct Child {
        int box, from, to, keeper;  // keeper: a square of the keeper's area after the move
        int pulls;                  // pulls of the move
        bool sink;
    };
    struct Hash {
        const PackingSearch* s;
        std::size_t operator()(std::uint32_t id) const {
            const Word* w = s->state(id);
            std::uint64_t h = 0x9E3779B97F4A7C15ULL;
            for (std::size_t i = 0; i < s->stride_; ++i) h = (h ^ w[i]) * 0xff51afd7ed558ccdULL, h ^= h >> 29;
            return static_cast<std::size_t>(h);
        }
    };
    struct Equal {
        const PackingSearch* s;
        bool operator()(std::uint32_t a, std::uint32_t b) const {
            return std::equal(s->state(a), s->state(a) + s->stride_, s->state(b));
        }
    };

    const PushBoard& b_;
    const PushBoard& rev_;  // push distances from the start squares (PullDomain::reverse_board)
    PackingSearchLimits limits_;
    bool festival_sinks_;
    std::size_t words_, stride_;  // a state: box bits, base bits, keeper square
    std::vector<Word> pool_;      // states, stride_ words each
    std::vector<Node> nodes_;
    std::unordered_set<std::uint32_t, Hash, Equal> index_;
    std::vector<std::vector<Entry>> cells_;
    std::vector<std::uint32_t> key_cells_;  // sorted keys, parallel to key_cell_ids_
    std::vector<std::uint32_t> key_cell_ids_;
    std::size_t cursor_ = 0;
    bool pick_best_ = false;
    std::uint32_t best_ = kNone;
    std::uint64_t expanded_ = 0;
    bool done_searching_ = false;

    // Scratch.
    std::vector<std::uint8_t> occ_, base_;
    std::vector<int> boxes_, marks_, area_marks_, queue_, area_queue_, bfs_, bfs_pulls_;
    std::vector<int> seen_, done_;
    int stamp_ = 0, area_stamp_ = 0, bfs_stamp_ = 0;
    std::vector<int> base_index_, match_boxes_;
    BipartiteMatcher matcher_;
    std::vector<Child> children_;
    std::vector<Word> cur_;

    // Where sinks may land (Festival's sink conditions), per expansion: the largest groups of free bases
    // that can each push a box to the other (the other boxes standing still); sinks only when the keeper's
    // area holds every such base. kill_: squares those bases push a box to, 6 or more steps from each.
    const Rooms rooms_;
    const std::vector<std::uint8_t> hole_;  // goal holes (rooms.hpp)
    std::vector<int> walk_marks_, walk_queue_;
    int walk_stamp_ = 0;
    std::vector<std::uint8_t> scc_, kill_;
    bool sinks_allowed_ = false;
    std::vector<int> free_bases_;
    std::vector<std::vector<std::uint8_t>> base_reach_;  // per free base: squares it pushes a box to
    void push_reach(int from, std::vector<std::uint8_t>& reach);
    void find_sink_bases();
    int areas_with_move(int from, int to);
    int pick_pull(std::uint32_t parent);

    const Word* state(std::uint32_t id) const { return pool_.data() + static_cast<std::size_t>(id) * stride_; }

    void decode(const Word* s);
    bool reachable_from_base(int q) const;
    bool bases_matchable(int skip_box, int skip_base);
    void expand_box(int p);
    std::uint32_t add(std::uint32_t parent, const Child& c, std::uint32_t g);
    // keeper_area_marked: occ_ holds s and area_marks_ (area_stamp_) the keeper's area (add() just did it).
    std::uint32_t key_of(const Word* s, std::uint32_t& tie, bool keeper_area_marked = false);
    void open(std::uint32_t id, std::uint32_t tie, bool keeper_area_marked = false);
    std::uint32_t next_open();
    void expand(std::uint32_t id);
    // Time, cancel, expansions and work (squares flooded); sets stop_. Polled between expansions and every
    // 256 pull states inside one (a huge board's expansion alone can take seconds).
    bool out_of_budget();
    void add_roots();
    double resume_ms_ = 0, used_ms_ = 0;  // the clock when resume() began; the time of earlier resume()s
    std::uint64_t work_ = 0, polls_ = 0;
    bool stop_ = false, began_ = false, over_ = false;
    std::uint32_t collected_ = 0;          // nodes below this were looked at by collect_full_positions
    std::vector<std::int32_t> tree_index_;  // per node looked at: its index in the tree, or -1 (impossible)
};

void PackingSearch::collect_full_positions(BackwardTree& tree) {
    tree.box_count = static_cast<int>(b_.start_boxes.size());
    for (; collected_ < nodes_.size(); ++collected_) {
        const Node& node = nodes_[collected_];
        const std::int32_t parent = node.parent == kNone ? -1 : tree_index_[node.parent];
        const Word* w = state(collected_);
        // The boxes, and one on each start square the path sank a box into: it has not moved yet. A box
        // standing on such a square makes the position impossible (and every position below it).
        bool possible = node.parent == kNone || parent >= 0;
        for (const int q : rev_.goals)
            if (!bits::test(w + words_, static_cast<std::size_t>(q)) && bits::test(w, static_cast<std::size_t>(q)))
                possible = false;
        if (!possible) {
            tree_index_.push_back(-1);
            continue;
        }
        // The keeper: its area's smallest square, unless an unmoved box stands there; then a free square
        // next to the box just pulled (the way back checks which area is right).
        int keeper = static_cast<int>(w[2 * words_]);
        const auto unmoved = [&](int q) {
            return base_index_[q] >= 0 && !bits::test(w + words_, static_cast<std::size_t>(q));
        };
        if (unmoved(keeper) && node.to >= 0)
            for (int d = 0; d < 4; ++d) {
                const int k = b_.next[node.to][d];
                if (k >= 0 && !unmoved(k) && !bits::test(w, static_cast<std::size_t>(k))) {
                    keeper = k;
                    break;
                }
            }
        tree_index_.push_back(static_cast<std::int32_t>(tree.positions.size()));
        tree.positions.push_back({static_cast<std::uint32_t>(tree.boxes.size()), keeper, parent, node.from, node.to});
        bits::for_each_set(w, words_, static_cast<std::size_t>(b_.n),
                           [&](std::size_t q) { tree.boxes.push_back(static_cast<std::uint16_t>(q)); });
        for (const int q : rev_.goals)
            if (!bits::test(w + words_, static_cast<std::size_t>(q))) tree.boxes.push_back(static_cast<std::uint16_t>(q));
    }
}

void PackingSearch::decode(const Word* s) {
    std::fill(occ_.begin(), occ_.end(), 0);
    std::fill(base_.begin(), base_.end(), 0);
    boxes_.clear();
    bits::for_each_set(s, words_, static_cast<std::size_t>(b_.n), [&](std::size_t q) {
        occ_[q] = 1;
        boxes_.push_back(static_cast<int>(q));
    });
    bits::for_each_set(s + words_, words_, static_cast<std::size_t>(b_.n), [&](std::size_t q) { base_[q] = 1; });
}

// Some remaining start square reaches q by pushes on the empty board (else a box on q never gets home).
bool PackingSearch::reachable_from_base(int q) const {
    for (std::size_t i = 0; i < rev_.goals.size(); ++i)
        if (base_[rev_.goals[i]] && rev_.goal_dist[i][q] != kFar) return true;
    return false;
}

// Every box (boxes_, without skip_box) can be matched to its own remaining base (without skip_base), a
// base reaching the box by pushes on the empty board. base_ is the current base set.
bool PackingSearch::bases_matchable(int skip_box, int skip_base) {
    match_boxes_.clear();
    for (int q : boxes_)
        if (q != skip_box) match_boxes_.push_back(q);
    if (skip_base >= 0) base_[skip_base] = 0;
    const bool ok = matcher_.perfect(static_cast<int>(match_boxes_.size()), static_cast<int>(rev_.goals.size()),
                                     [&](int box, int i) {
                                         return base_[rev_.goals[i]] && rev_.goal_dist[i][match_boxes_[box]] != kFar;
                                     });
    if (skip_base >= 0) base_[skip_base] = 1;
    return ok;
}

// Every destination of the box on p by pulls, the other boxes standing still: a breadth-first search over
// (box square, keeper side), sides the keeper can walk between being one state. Appends to children_.
void PackingSearch::expand_box(int p) {
    occ_[p] = 0;
    ++bfs_stamp_;
    bfs_.clear();
    bfs_pulls_.clear();
    for (int d = 0; d < 4; ++d) {
        const int k = b_.next[p][d];
        if (k >= 0 && marks_[k] == stamp_ && seen_[p * 4 + d] != bfs_stamp_) {
            seen_[p * 4 + d] = bfs_stamp_;
            bfs_.push_back(p * 4 + d);
            bfs_pulls_.push_back(0);
        }
    }
    bool sunk = false;
    for (std::size_t head = 0; head < bfs_.size(); ++head) {
        const int q = bfs_[head] / 4, d = bfs_[head] % 4, pulls = bfs_pulls_[head];
        if (done_[q * 4 + d] == bfs_stamp_) continue;
        ++area_stamp_;
        const int keeper = flood_fill(b_.next, b_.next[q][d], [&](int t) { return occ_[t] != 0 || t == q; },
                                      area_marks_, area_stamp_, area_queue_);
        work_ += area_queue_.size();
        if ((++polls_ & 255) == 0 && out_of_budget()) break;
        for (int e = 0; e < 4; ++e) {
            const int k1 = b_.next[q][e];
            if (k1 < 0 || area_marks_[k1] != area_stamp_) continue;
            done_[q * 4 + e] = bfs_stamp_;
            const int k2 = b_.next[k1][e];
            if (k2 < 0 || occ_[k2] || seen_[k1 * 4 + e] == bfs_stamp_) continue;
            seen_[k1 * 4 + e] = bfs_stamp_;
            bfs_.push_back(k1 * 4 + e);
            bfs_pulls_.push_back(pulls + 1);
        }
        if (q == p || !reachable_from_base(q)) continue;
        // A sink: the first (fewest pulls) onto a base of the largest groups, from another place of the
        // level, that keeps the rest matchable; one per box. Other pulls onto a base leave the box there.
        const bool festival_ok =
            !festival_sinks_ || (sinks_allowed_ && scc_[q] &&
                                 in_different_places(b_, rooms_, p, q, walk_marks_, walk_stamp_, walk_queue_));
        if (base_[q] && !sunk && festival_ok && bases_matchable(p, q)) {
            children_.push_back({p, p, q, keeper, pulls, true});
            sunk = true;
        } else {
            children_.push_back({p, p, q, keeper, pulls, false});
        }
    }
    occ_[p] = 1;
}

// The squares a box on `from` reaches by pushes, the other boxes (occ_) standing still, the keeper starting
// on any side: a breadth-first search over (box square, keeper side) like expand_box's, pushing.
void PackingSearch::push_reach(int from, std::vector<std::uint8_t>& reach) {
    reach.assign(b_.n, 0);
    reach[from] = 1;
    ++bfs_stamp_;
    bfs_.clear();
    for (int d = 0; d < 4; ++d) {
        const int k = b_.next[from][d];
        if (k >= 0 && !occ_[k]) {
            seen_[from * 4 + d] = bfs_stamp_;
            bfs_.push_back(from * 4 + d);
        }
    }
    for (std::size_t head = 0; head < bfs_.size(); ++head) {
        const int q = bfs_[head] / 4, d = bfs_[head] % 4;
        if (done_[q * 4 + d] == bfs_stamp_) continue;
        ++area_stamp_;
        flood_fill(b_.next, b_.next[q][d], [&](int t) { return occ_[t] != 0 || t == q; }, area_marks_, area_stamp_,
                   area_queue_);
        work_ += area_queue_.size();
        if ((++polls_ & 255) == 0 && out_of_budget()) return;
        for (int e = 0; e < 4; ++e) {
            const int k = b_.next[q][e];
            if (k < 0 || area_marks_[k] != area_stamp_) continue;
            done_[q * 4 + e] = bfs_stamp_;
            // The keeper on side e pushes the box the other way; it then stands on q, side e of the new square.
            const int t = b_.next[q][opposite(e)];
            if (t < 0 || occ_[t] || seen_[t * 4 + e] == bfs_stamp_) continue;
            seen_[t * 4 + e] = bfs_stamp_;
            reach[t] = 1;
            bfs_.push_back(t * 4 + e);
        }
    }
}

// Sets scc_, kill_ and sinks_allowed_ for the state in occ_/base_ with the keeper's area in marks_ (stamp_).
// The groups are of free bases (a box standing on a base is a wall like the others) that push a box to
// each other both ways; the largest groups (all of them when they tie) may take sinks.
void PackingSearch::find_sink_bases() {
    std::fill(scc_.begin(), scc_.end(), 0);
    std::fill(kill_.begin(), kill_.end(), 0);
    free_bases_.clear();
    for (int g : rev_.goals)
        if (base_[g] && !occ_[g]) free_bases_.push_back(g);
    sinks_allowed_ = false;
    const std::size_t m = free_bases_.size();
    if (m == 0) return;
    if (base_reach_.size() < m) base_reach_.resize(m);
    for (std::size_t i = 0; i < m; ++i) {
        push_reach(free_bases_[i], base_reach_[i]);
        if (stop_) return;  // no sinks
    }
    std::vector<int> group(m, -1), size;
    for (std::size_t i = 0; i < m; ++i) {
        if (group[i] >= 0) continue;
        group[i] = static_cast<int>(size.size());
        size.push_back(1);
        for (std::size_t j = i + 1; j < m; ++j)
            if (group[j] < 0 && base_reach_[i][free_bases_[j]] && base_reach_[j][free_bases_[i]]) {
                group[j] = group[i];
                ++size.back();
            }
    }
    const int largest = *std::max_element(size.begin(), size.end());
    sinks_allowed_ = true;
    // Kill zone: pushed to from a chosen base, at least 6 steps from every chosen base (walked, empty board).
    constexpr int kFarApart = 6;
    std::vector<std::uint8_t>& reached = kill_;
    ++walk_stamp_;
    walk_queue_.clear();
    for (std::size_t i = 0; i < m; ++i) {
        if (size[group[i]] != largest) continue;
        const int q = free_bases_[i];
        scc_[q] = 1;
        if (marks_[q] != stamp_) sinks_allowed_ = false;
        for (int t = 0; t < b_.n; ++t) reached[t] |= base_reach_[i][t];
        walk_marks_[q] = walk_stamp_;
        walk_queue_.push_back(q);
    }
    // Squares fewer than 6 steps from a chosen base: a multi-source walk, level by level.
    std::size_t head = 0;
    for (int dist = 0; dist < kFarApart && head < walk_queue_.size(); ++dist) {
        const std::size_t level_end = walk_queue_.size();
        for (; head < level_end; ++head) {
            const int q = walk_queue_[head];
            reached[q] = 0;
            for (int d = 0; d < 4; ++d) {
                const int t = b_.next[q][d];
                if (t < 0 || walk_marks_[t] == walk_stamp_) continue;
                walk_marks_[t] = walk_stamp_;
                walk_queue_.push_back(t);
            }
        }
    }
}

// Empty floor areas after the box on `from` moves to `to` (occ_ holds the state before).
int PackingSearch::areas_with_move(int from, int to) {
    occ_[from] = 0;
    occ_[to] = 1;
    const int areas =
        count_areas(b_.next, b_.n, [&](int t) { return occ_[t] != 0; }, area_marks_, ++area_stamp_, area_queue_);
    work_ += static_cast<std::uint64_t>(b_.n);
    occ_[to] = 0;
    occ_[from] = 1;
    return areas;
}

// The pull advisor (Festival's, without rooms): a box off a goal onto a non-goal square, not adding empty
// areas; prefer a box not in a goal hole, then landing in the kill zone, then fewest areas, then the most
// pulls. -1: no such pull.
int PackingSearch::pick_pull(std::uint32_t parent) {
    const int parent_areas = static_cast<int>((nodes_[parent].key >> 8) & 0xff);
    int best = -1, best_hole = 0, best_kill = 0, best_areas = 0, best_pulls = 0;
    for (std::size_t i = 0; i < children_.size(); ++i) {
        const Child& c = children_[i];
        if (!b_.is_goal[c.from] || b_.is_goal[c.to]) continue;
        const int areas = areas_with_move(c.from, c.to);
        if ((++polls_ & 255) == 0 && out_of_budget()) return -1;
        if (areas > parent_areas) continue;
        const int hole = hole_[c.from], kill = kill_[c.to];
        const bool better = hole != best_hole   ? hole < best_hole
                            : kill != best_kill   ? kill > best_kill
                            : areas != best_areas ? areas < best_areas
                                                  : c.pulls > best_pulls;
        if (best < 0 || better) {
            best = static_cast<int>(i);
            best_hole = hole, best_kill = kill, best_areas = areas, best_pulls = c.pulls;
        }
    }
    return best;
}

// Cell key (smaller is better): boxes not home (off the bases) << 16 | empty areas << 8 | boxes on goals.
// A box standing on a base without sinking counts as home: this beat counting the boxes not sunk
// (Festival's key) on XSokoban (docs/design/auto_solver.md). tie: boxes nearer the goals first is worse (the reverse search pulls them
// away).
std::uint32_t PackingSearch::key_of(const Word* s, std::uint32_t& tie, bool keeper_area_marked) {
    int not_home = 0, on_goals = 0, dist = 0, areas = 0;
    if (!keeper_area_marked) std::fill(occ_.begin(), occ_.end(), 0);
    bits::for_each_set(s, words_, static_cast<std::size_t>(b_.n), [&](std::size_t q) {
        occ_[q] = 1;
        if (!bits::test(s + words_, q)) ++not_home;
        if (b_.is_goal[q]) ++on_goals;
        dist += b_.min_goal_dist[q] == kFar ? 0 : b_.min_goal_dist[q];
    });
    // The keeper's area, when already flooded under this stamp, counts as one without a second flood.
    if (keeper_area_marked) areas = 1;
    else ++area_stamp_;
    areas += count_areas(b_.next, b_.n, [&](int t) { return occ_[t] != 0; }, area_marks_, area_stamp_, area_queue_);
    tie = static_cast<std::uint32_t>(0xffff - std::min(dist, 0xffff));
    return static_cast<std::uint32_t>(std::min(not_home, 255)) << 16 |
           static_cast<std::uint32_t>(std::min(areas, 255)) << 8 | static_cast<std::uint32_t>(std::min(on_goals, 255));
}

// Stores the child of `parent` (the state in cur_) made by c; kNone when it is known already.
std::uint32_t PackingSearch::add(std::uint32_t parent, const Child& c, std::uint32_t g) {
    const std::uint32_t id = static_cast<std::uint32_t>(nodes_.size());
    pool_.insert(pool_.end(), cur_.begin(), cur_.end());
    Word* s = pool_.data() + static_cast<std::size_t>(id) * stride_;
    bits::clear(s, static_cast<std::size_t>(c.from));
    if (c.sink) bits::clear(s + words_, static_cast<std::size_t>(c.to));
    else bits::set(s, static_cast<std::size_t>(c.to));
    // The keeper's area after the move, as its smallest square.
    std::fill(occ_.begin(), occ_.end(), 0);
    bits::for_each_set(s, words_, static_cast<std::size_t>(b_.n), [&](std::size_t q) { occ_[q] = 1; });
    ++area_stamp_;
    s[2 * words_] = static_cast<Word>(
        flood_fill(b_.next, c.keeper, [&](int t) { return occ_[t] != 0; }, area_marks_, area_stamp_, area_queue_));
    nodes_.push_back({parent, g, 0, c.from, c.to, c.sink});
    if (!index_.insert(id).second) {
        nodes_.pop_back();
        pool_.resize(pool_.size() - stride_);
        return kNone;
    }
    return id;
}

void PackingSearch::open(std::uint32_t id, std::uint32_t tie, bool keeper_area_marked) {
    const std::uint32_t key = key_of(state(id), tie, keeper_area_marked);
    nodes_[id].key = key;
    if (best_ == kNone || key < nodes_[best_].key) best_ = id;
    const auto at = std::lower_bound(key_cells_.begin(), key_cells_.end(), key);
    std::uint32_t cell;
    if (at != key_cells_.end() && *at == key) cell = key_cell_ids_[at - key_cells_.begin()];
    else {
        cell = static_cast<std::uint32_t>(cells_.size());
        key_cell_ids_.insert(key_cell_ids_.begin() + (at - key_cells_.begin()), cell);
        key_cells_.insert(at, key);
        cells_.emplace_back();
    }
    auto& heap = cells_[cell];
    heap.push_back({nodes_[id].g, tie, id});
    std::push_heap(heap.begin(), heap.end(), worse);
}

// Every other pick: the best state of the best non-empty cell; otherwise the next cell of the round robin.
std::uint32_t PackingSearch::next_open() {
    auto pop = [&](std::vector<Entry>& heap) {
        std::pop_heap(heap.begin(), heap.end(), worse);
        const std::uint32_t id = heap.back().id;
        heap.pop_back();
        return id;
    };
    pick_best_ = !pick_best_;
    if (pick_best_)
        for (std::size_t i = 0; i < key_cells_.size(); ++i) {
            auto& heap = cells_[key_cell_ids_[i]];
            if (!heap.empty()) return pop(heap);
        }
    for (std::size_t tried = 0; tried < cells_.size(); ++tried) {
        auto& heap = cells_[cursor_ % cells_.size()];
        ++cursor_;
        if (!heap.empty()) return pop(heap);
    }
    return kNone;
}

void PackingSearch::expand(std::uint32_t id) {
    ++expanded_;
    cur_.assign(state(id), state(id) + stride_);
    decode(cur_.data());
    ++stamp_;
    flood_fill(b_.next, static_cast<int>(cur_[2 * words_]), [&](int t) { return occ_[t] != 0; }, marks_, stamp_,
               queue_);
    find_sink_bases();
    if (stop_) return;  // an unfinished expansion adds nothing
    children_.clear();
    const std::vector<int> boxes = boxes_;
    for (int p : boxes) {
        expand_box(p);
        if (stop_) return;  // an unfinished expansion adds nothing
    }
    const bool sinks = std::any_of(children_.begin(), children_.end(), [](const Child& c) { return c.sink; });
    if (sinks) std::erase_if(children_, [](const Child& c) { return !c.sink; });
    // Sinks and the advisor's pull weigh 0 (Festival weighs only its advisor's choice among the sinks 0,
    // which was much slower here: docs/design/auto_solver.md). decode()'s state is still in occ_/base_.
    const int advised = sinks ? -1 : pick_pull(id);
    if (stop_) return;
    const std::uint32_t g = nodes_[id].g;
    for (std::size_t i = 0; i < children_.size(); ++i) {
        if (nodes_.size() >= limits_.max_nodes) {
            done_searching_ = true;
            return;
        }
        const Child& c = children_[i];
        const std::uint32_t child = add(id, c, c.sink || static_cast<int>(i) == advised ? g : g + 1);
        if (child == kNone) continue;
        open(child, 0, true);  // add() left the child in occ_ and its keeper's area marked
        if ((nodes_[child].key >> 16) == 0) {  // every box home
            done_searching_ = true;
            return;
        }
    }
}

bool PackingSearch::out_of_budget() {
    if ((limits_.cancel && limits_.cancel->load(std::memory_order_relaxed)) ||
        (limits_.max_expanded && expanded_ >= limits_.max_expanded) || work_ >= limits_.max_work ||
        (limits_.max_ms > 0 && used_ms_ + search::clock_ms(limits_.cpu_clock) - resume_ms_ >= limits_.max_ms))
        stop_ = true;
    return stop_;
}

bool PackingSearch::resume(std::uint64_t max_expansions) {
    if (over_) return true;
    resume_ms_ = search::clock_ms(limits_.cpu_clock);
    if (!began_) {
        began_ = true;
        add_roots();
    }
    for (std::uint64_t i = 0; i < max_expansions && !done_searching_ && !out_of_budget(); ++i) {
        const std::uint32_t id = next_open();
        if (id == kNone) {
            done_searching_ = true;
            break;
        }
        expand(id);
    }
    over_ = done_searching_ || stop_;
    used_ms_ += search::clock_ms(limits_.cpu_clock) - resume_ms_;
    return over_;
}

void PackingSearch::add_roots() {
    // Roots: every goal holds a box, every start square is a base; the keeper in each empty area next to
    // a box.
    cur_.assign(stride_, 0);
    for (int g : b_.goals) bits::set(cur_.data(), static_cast<std::size_t>(g));
    for (int s : b_.start_boxes) bits::set(cur_.data() + words_, static_cast<std::size_t>(s));
    decode(cur_.data());
    ++stamp_;
    for (int q = 0; q < b_.n; ++q) {
        if (occ_[q] || marks_[q] == stamp_) continue;
        bool next_to_box = false;
        flood_fill(b_.next, q, [&](int t) { return occ_[t] != 0; }, marks_, stamp_, queue_);
        for (int t : queue_)
            for (int d = 0; d < 4; ++d)
                if (b_.next[t][d] >= 0 && occ_[b_.next[t][d]]) next_to_box = true;
        if (!next_to_box) continue;
        // A root "move" from nowhere: the keeper placed in this area.
        const std::uint32_t id = static_cast<std::uint32_t>(nodes_.size());
        pool_.insert(pool_.end(), cur_.begin(), cur_.end());
        pool_[static_cast<std::size_t>(id) * stride_ + 2 * words_] = static_cast<Word>(q);
        nodes_.push_back({kNone, 0, 0, -1, -1, false});
        index_.insert(id);
        open(id, 0);
        decode(cur_.data());  // key_of overwrote occ_
        if ((nodes_[id].key >> 16) == 0) {  // solved at the start
            done_searching_ = true;
            return;
        }
    }
}

std::optional<PackingPlan> PackingSearch::plan(const PackingOrder& greedy) const {
    if (best_ == kNone) return std::nullopt;
    std::vector<std::uint32_t> path;  // reverse moves, root's first
    for (std::uint32_t id = best_; id != kNone && nodes_[id].from >= 0; id = nodes_[id].parent) path.push_back(id);
    std::reverse(path.begin(), path.end());
    PackingPlan out;
    out.boxes_left = static_cast<int>(nodes_[best_].key >> 16);
    out.complete = out.boxes_left == 0;
    out.expanded = expanded_;
    out.nodes = nodes_.size();
    for (std::uint32_t id : path) out.sunk += nodes_[id].sink ? 1 : 0;
    if (out.sunk == 0) return std::nullopt;
    for (auto it = path.rbegin(); it != path.rend(); ++it)
        out.steps.push_back({nodes_[*it].to, nodes_[*it].from, nodes_[*it].sink});
    // The boxes still on the board at the best state are there when the plan starts.
    std::vector<int> left;
    bits::for_each_set(state(best_), words_, static_cast<std::size_t>(b_.n),
                       [&](std::size_t q) { left.push_back(static_cast<int>(q)); });
    out.order = plan_from_moves(b_, left, out.steps, greedy);
    return out;
}

}  // namespace

PackingOrder plan_from_moves(const PushBoard& b, const std::vector<int>& initial, const std::vector<PackingStep>& moves,
                             const PackingOrder& greedy) {
    std::vector<PlanStep> steps;
    for (int q : initial) steps.push_back({PlanStep::kInit, q, -1});
    const std::size_t inits = steps.size();
    for (const PackingStep& m : moves) {
        // One box moved on again at once: one step (a box back where it was: no step).
        if (!m.from_base && steps.size() > inits && steps.back().to == m.from) {
            steps.back().to = m.to;
            if (steps.back().from == steps.back().to) steps.pop_back();
            continue;
        }
        steps.push_back({m.from_base ? PlanStep::kAnyBox : m.from, m.to, -1});
    }
    auto moved_on_later = [&](std::size_t i) {
        for (std::size_t j = i + 1; j < steps.size(); ++j)
            if (steps[j].from == steps[i].to) return true;
        return false;
    };
    // The fixed set: boxes on goals that the plan never moves, in the greedy order's order, first.
    std::vector<std::uint8_t> fixed(b.n, 0);
    for (std::size_t i = 0; i < inits; ++i)
        if (b.is_goal[steps[i].to] && !moved_on_later(i)) fixed[steps[i].to] = 1;
    PackingOrder order;
    for (int g : greedy.goals)
        if (fixed[g]) order.steps.push_back({PlanStep::kInit, g, -1});
    order.fixed_count = static_cast<int>(order.steps.size());
    for (const PlanStep& s : steps)
        if (!(s.from == PlanStep::kInit && fixed[s.to])) order.steps.push_back(s);
    for (std::size_t i = 0; i < order.steps.size(); ++i)
        for (std::size_t j = i + 1; j < order.steps.size(); ++j)
            if (order.steps[j].from == order.steps[i].to) {
                order.steps[i].until = static_cast<int>(j);
                break;
            }
    order_goals_from_steps(order, b.n);
    order.removable_steps = static_cast<int>(order.goals.size()) - order.fixed_count;
    return order;
}

std::optional<PackingPlan> search_packing_plan_once(const PushBoard& board, const PackingOrder& greedy,
                                                    const PackingSearchLimits& limits, bool festival_sinks) {
    const PullDomain pulls(board);
    if (!pulls.usable() || greedy.goals.size() != board.goals.size()) return std::nullopt;
    PackingSearch search(board, pulls.reverse_board(), limits, festival_sinks);
    search.run();
    return search.plan(greedy);
}

// Festival's sink rules first, with half the budget; they can leave no sink to take for long (a group of
// bases only boxes from far away can reach). Then, if that found no complete plan, the rest of the budget
// with sinks onto any base, keeping the better plan.
struct PackingPlanner::Impl {
    const PushBoard& board;
    const PackingOrder greedy;
    const PackingSearchLimits limits;
    const PullDomain pulls;
    PackingSearchLimits half;
    std::unique_ptr<PackingSearch> search;
    bool strict_stage = true, over = false;
    std::optional<PackingPlan> plan;
    BackwardTree tree;

    Impl(const PushBoard& b, PackingOrder g, const PackingSearchLimits& l)
        : board(b), greedy(std::move(g)), limits(l), pulls(b), half(l) {
        half.max_expanded = (limits.max_expanded + 1) / 2;
        half.max_nodes = (limits.max_nodes + 1) / 2;
        half.max_work = (limits.max_work + 1) / 2;
        half.max_ms = limits.max_ms / 2;
        if (!pulls.usable() || greedy.goals.size() != board.goals.size()) over = true;
        else search = std::make_unique<PackingSearch>(board, pulls.reverse_board(), half, true);
    }

    bool step(std::uint64_t max_expansions) {
        if (over) return true;
        const bool ended = search->resume(max_expansions);
        search->collect_full_positions(tree);
        if (!ended) return false;
        std::optional<PackingPlan> found = search->plan(greedy);
        if (strict_stage) {
            plan = std::move(found);
            const bool cancelled = limits.cancel && limits.cancel->load(std::memory_order_relaxed);
            if ((plan && plan->complete) || cancelled) return over = true;
            strict_stage = false;
            PackingSearchLimits rest = half;
            if (limits.max_ms > 0) rest.max_ms = std::max(1.0, limits.max_ms - search->used_ms());
            search = std::make_unique<PackingSearch>(board, pulls.reverse_board(), rest, false);
            return false;
        }
        if (!plan || (found && (found->complete || found->boxes_left < plan->boxes_left))) plan = std::move(found);
        search.reset();
        return over = true;
    }
};

PackingPlanner::PackingPlanner(const PushBoard& board, PackingOrder greedy, const PackingSearchLimits& limits)
    : impl_(std::make_unique<Impl>(board, std::move(greedy), limits)) {}
PackingPlanner::~PackingPlanner() = default;
bool PackingPlanner::step(std::uint64_t max_expansions) { return impl_->step(max_expansions); }
bool PackingPlanner::finished() const { return impl_->over; }
const std::optional<PackingPlan>& PackingPlanner::plan() const { return impl_->plan; }
const BackwardTree& PackingPlanner::backward_tree() const { return impl_->tree; }

std::optional<PackingPlan> search_packing_plan(const PushBoard& board, const PackingOrder& greedy,
                                               const PackingSearchLimits& limits) {
    PackingPlanner planner(board, greedy, limits);
    while (!planner.step(~std::uint64_t{0})) {}
    return planner.plan();
}

}  // namespace boxcar::sokoban
