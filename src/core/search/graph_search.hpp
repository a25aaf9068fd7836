// Graph search engines that keep every generated state: BFS, DFS (optionally depth-limited), UCS,
// greedy best-first, A* and weighted A*. One class over one node store (node_store.hpp); the open list is
// the node array itself (BFS: nodes are appended in generation order), a stack (DFS) or a binary heap.
// Run it in slices with step(n). See search.hpp for the semantics of each algorithm and status.
#pragma once
#include "search/budget.hpp"
#include "search/domain.hpp"
#include "search/flat_table.hpp"
#include "search/node_store.hpp"
#include "search/search_run.hpp"

#include <algorithm>
#include <cstring>
#include <queue>
#include <vector>

namespace boxcar::search {

enum class Algorithm : std::uint8_t { Bfs, Dfs, Ucs, Greedy, Astar, WeightedAstar, IdaStar };

inline constexpr NameTable<Algorithm, 7> kAlgorithmNames{{{{"bfs", Algorithm::Bfs},
                                                          {"dfs", Algorithm::Dfs},
                                                          {"ucs", Algorithm::Ucs},
                                                          {"greedy", Algorithm::Greedy},
                                                          {"astar", Algorithm::Astar},
                                                          {"wastar", Algorithm::WeightedAstar},
                                                          {"idastar", Algorithm::IdaStar}}}};
constexpr std::string_view algorithm_name(Algorithm a) { return kAlgorithmNames.name(a); }
constexpr bool uses_heuristic(Algorithm a) {
    return a == Algorithm::Greedy || a == Algorithm::Astar || a == Algorithm::WeightedAstar || a == Algorithm::IdaStar;
}

struct Config {
    Algorithm algorithm = Algorithm::Astar;
    double weight = 2.0;             // weighted A*: f = g + weight * h
    std::uint32_t depth_limit = 0;   // DFS (edges); 0 = none
    Limits limits;
};

template <Domain D>
class GraphSearch {
public:
    static constexpr std::uint32_t kNone = FlatTable::kMissing;

    GraphSearch(const D& domain, const Config& config)
        : d_(domain), cfg_(config), words_(domain.state_words()), run_(config.limits), nodes_(words_) {
        parent_buf_.resize(words_);
    }

    // Runs up to `max_expansions` expansions (or until the search ends); returns finished().
    bool step(std::uint64_t max_expansions) {
        return run_.slice(
            max_expansions, [&] { start(); },
            [&] {
                const std::uint32_t id = next_open();
                if (run_.finished() || id == kNone) return false;  // ended, or a stale entry / depth cut-off
                expand(id);
                return true;
            },
            [&] { return frontier_size(); }, [&] { return memory_bytes(); });
    }
    bool finished() const { return run_.finished(); }
    void set_memory_limit(std::uint64_t bytes) { run_.set_memory_limit(bytes); }
    Status status() const { return run_.status(); }
    const SearchStats& stats() const { return run_.stats(); }
    // Move codes from the start to the goal (empty unless Solved, or when the start is solved).
    std::vector<std::uint32_t> solution_moves() const {
        std::vector<std::uint32_t> moves;
        for (std::uint32_t id = goal_; id != kNone && nodes_.parent(id) != kNone; id = nodes_.parent(id))
            moves.push_back(nodes_.move(id));
        std::reverse(moves.begin(), moves.end());
        return moves;
    }
    Cost solution_cost() const { return goal_ == kNone ? -1 : g_[goal_]; }
    std::uint32_t goal_node() const { return goal_; }  // the goal reached (kNone unless Solved)

    // Inspection (lecture views): nodes in creation order; node 0 is the start.
    std::size_t node_count() const { return nodes_.size(); }
    const Word* state(std::uint32_t id) const { return nodes_.state(id); }
    std::uint32_t parent(std::uint32_t id) const { return nodes_.parent(id); }
    std::uint32_t move(std::uint32_t id) const { return nodes_.move(id); }
    // The node holding state s (the domain's words), or kNone.
    std::uint32_t find(const Word* s) const { return nodes_.find(mix_hash(d_.hash(s)), s); }
    Cost g(std::uint32_t id) const { return g_[id]; }
    Cost h(std::uint32_t id) const { return h_or_zero(id); }  // 0 for uninformed algorithms
    std::uint32_t depth(std::uint32_t id) const { return depth_[id]; }
    // Stepping hook (lecture views, search_trace.hpp): the node whose successors the last expansion
    // generated; kNone before the first expansion. Only read, never used by the search itself.
    std::uint32_t last_expanded() const { return last_expanded_; }
    // The next (at most) k nodes the open list gives, in the order the search takes them if no node is added
    // meanwhile: BFS the queue's head, DFS the stack's top, the others the heap by key (ties: larger g first,
    // then the older node). Stale entries (a node reached again by a cheaper path, a DFS depth cut-off) are
    // left out. Read only (lecture views); O(k log k) for the heap.
    std::vector<std::uint32_t> upcoming(std::size_t k) const {
        std::vector<std::uint32_t> out;
        if (cfg_.algorithm == Algorithm::Bfs) {
            for (std::size_t id = bfs_cursor_; id < nodes_.size() && out.size() < k; ++id)
                out.push_back(static_cast<std::uint32_t>(id));
        } else if (cfg_.algorithm == Algorithm::Dfs) {
            for (std::size_t i = stack_.size(); i-- > 0 && out.size() < k;) {
                const auto id = static_cast<std::uint32_t>(stack_[i]);
                const auto depth = static_cast<std::uint32_t>(stack_[i] >> 32);
                if (depth == depth_[id] && !(cfg_.depth_limit && depth >= cfg_.depth_limit)) out.push_back(id);
            }
        } else {
            // Best-first walk of the implicit heap: an entry comes out before its two children.
            auto later = [&](std::size_t a, std::size_t b) { return worse(heap_[a], heap_[b]); };
            std::priority_queue<std::size_t, std::vector<std::size_t>, decltype(later)> walk(later);
            if (!heap_.empty()) walk.push(0);
            while (!walk.empty() && out.size() < k) {
                const std::size_t i = walk.top();
                walk.pop();
                if (heap_[i].g == g_[heap_[i].id]) out.push_back(heap_[i].id);
                for (std::size_t c = 2 * i + 1; c <= 2 * i + 2 && c < heap_.size(); ++c) walk.push(c);
            }
        }
        return out;
    }

    std::uint64_t memory_bytes() const {
        return nodes_.memory_bytes() + depth_.capacity() * 4 + g_.capacity() * sizeof(Cost) +
               h_.capacity() * sizeof(Cost) + heap_.capacity() * sizeof(OpenEntry) + stack_.capacity() * 8 +
               domain_memory_bytes(d_);
    }

private:
    struct OpenEntry {
        Cost key, g;
        std::uint32_t id;
    };
    // Heap order: smallest key first; ties: larger g (deeper) first, then older node.
    static bool worse(const OpenEntry& a, const OpenEntry& b) {
        if (a.key != b.key) return a.key > b.key;
        if (a.g != b.g) return a.g < b.g;
        return a.id > b.id;
    }

    const D& d_;
    Config cfg_;
    std::size_t words_;
    SearchRun run_;
    SearchStats& stats_ = run_.stats();
    bool cutoff_ = false;
    std::uint32_t goal_ = kNone;
    std::uint32_t last_expanded_ = kNone;

    NodeStore nodes_;  // states, parents, moves, index
    std::vector<std::uint32_t> depth_;
    std::vector<Cost> g_, h_;  // h_ only for informed algorithms
    std::vector<OpenEntry> heap_;
    std::vector<std::uint64_t> stack_;  // DFS: (depth << 32) | id
    std::size_t bfs_cursor_ = 0;
    std::vector<Word> parent_buf_;

    bool informed() const { return uses_heuristic(cfg_.algorithm); }
    bool heap_based() const {
        return cfg_.algorithm != Algorithm::Bfs && cfg_.algorithm != Algorithm::Dfs;
    }
    bool goal_test_on_generation() const {
        return cfg_.algorithm == Algorithm::Bfs || cfg_.algorithm == Algorithm::Dfs || cfg_.algorithm == Algorithm::Greedy;
    }
    Cost key(Cost g, Cost h) const {
        switch (cfg_.algorithm) {
        case Algorithm::Ucs: return g;
        case Algorithm::Greedy: return h;
        case Algorithm::WeightedAstar: return g + static_cast<Cost>(cfg_.weight * static_cast<double>(h));
        default: return g + h;
        }
    }
    std::uint64_t frontier_size() const {
        if (cfg_.algorithm == Algorithm::Bfs) return nodes_.size() - bfs_cursor_;
        if (cfg_.algorithm == Algorithm::Dfs) return stack_.size();
        return heap_.size();
    }

    void finish(Status s) { run_.finish(s); }

    // Grows `v` (element size `elem`) so one more element fits, within the memory budget.
    template <class V>
    bool make_room(V& v) {
        if (v.size() < v.capacity()) return true;
        const std::size_t elem = sizeof(typename V::value_type);
        std::size_t cap = std::max<std::size_t>(v.capacity() * 2, 256);
        const std::uint64_t now = memory_bytes();
        if (!run_.guard().fits(now + (cap - v.capacity()) * elem)) {
            const std::uint64_t limit_room = run_.guard().fits(now) ? (run_.guard().memory_limit() - now) / elem : 0;
            cap = v.capacity() + static_cast<std::size_t>(limit_room);
            if (cap <= v.size()) return false;
        }
        v.reserve(cap);
        return true;
    }
    // Appends a node (index entry included); kNone when the memory budget is used up.
    std::uint32_t add_node(const Word* s, std::uint64_t mixed, std::uint32_t parent, std::uint32_t move,
                           std::uint32_t depth, Cost g, Cost h) {
        const std::uint32_t id = nodes_.add(s, mixed, parent, move, run_.guard(), [&] { return memory_bytes(); },
                                            4 + (informed() ? 16 : 8), [&](std::size_t cap) {
                                                depth_.reserve(cap);
                                                g_.reserve(cap);
                                                if (informed()) h_.reserve(cap);
                                            });
        if (id == kNone) return kNone;
        depth_.push_back(depth);
        g_.push_back(g);
        if (informed()) h_.push_back(h);
        return id;
    }

    bool push_open(std::uint32_t id) {
        if (cfg_.algorithm == Algorithm::Bfs) return true;  // the node array is the queue
        if (cfg_.algorithm == Algorithm::Dfs) {
            if (!make_room(stack_)) return false;
            stack_.push_back((std::uint64_t(depth_[id]) << 32) | id);
            return true;
        }
        if (!make_room(heap_)) return false;
        heap_.push_back({key(g_[id], h_.empty() ? 0 : h_[id]), g_[id], id});
        std::push_heap(heap_.begin(), heap_.end(), worse);
        return true;
    }

    void start() {
        std::vector<Word> root(words_);
        d_.initial_state(root.data());
        const Cost h = informed() ? d_.heuristic(root.data(), stats_) : 0;
        const std::uint32_t id = add_node(root.data(), mix_hash(d_.hash(root.data())), kNone, 0, 0, 0, h);
        if (id == kNone) return finish(Status::Memout);
        if (d_.is_goal(root.data())) {
            goal_ = id;
            return finish(Status::Solved);
        }
        if (h >= kDeadEnd) return;  // open list stays empty: next_open() reports the outcome
        if (!push_open(id)) finish(Status::Memout);
    }

    void open_exhausted() {
        finish(cutoff_ || !d_.pruning_is_sound() ? Status::Exhausted : Status::Unsolvable);
    }

    // Next node to expand; kNone for a skipped entry; sets the status when the open list is empty
    // or (for goal tests on expansion) when the goal is reached.
    std::uint32_t next_open() {
        if (cfg_.algorithm == Algorithm::Bfs) {
            if (bfs_cursor_ >= nodes_.size()) {
                open_exhausted();
                return kNone;
            }
            const auto id = static_cast<std::uint32_t>(bfs_cursor_++);
            stats_.depth = std::max(stats_.depth, depth_[id]);
            return id;
        }
        if (cfg_.algorithm == Algorithm::Dfs) {
            if (stack_.empty()) {
                open_exhausted();
                return kNone;
            }
            const std::uint64_t e = stack_.back();
            stack_.pop_back();
            const auto id = static_cast<std::uint32_t>(e);
            const auto depth = static_cast<std::uint32_t>(e >> 32);
            if (depth != depth_[id]) return kNone;  // reached again by a shorter path since
            if (cfg_.depth_limit && depth >= cfg_.depth_limit) {
                cutoff_ = true;
                return kNone;
            }
            stats_.depth = std::max(stats_.depth, depth);
            return id;
        }
        if (heap_.empty()) {
            open_exhausted();
            return kNone;
        }
        std::pop_heap(heap_.begin(), heap_.end(), worse);
        const OpenEntry e = heap_.back();
        heap_.pop_back();
        if (e.g != g_[e.id]) return kNone;  // stale: a cheaper path was found later
        stats_.depth = std::max(stats_.depth, depth_[e.id]);
        if (!goal_test_on_generation() && d_.is_goal(state(e.id))) {
            goal_ = e.id;
            finish(Status::Solved);
            return kNone;
        }
        return e.id;
    }

    void expand(std::uint32_t id) {
        ++stats_.expanded;
        last_expanded_ = id;
        std::memcpy(parent_buf_.data(), state(id), words_ * sizeof(Word));
        const Cost g = g_[id];
        const std::uint32_t depth = depth_[id] + 1;
        d_.expand(parent_buf_.data(), stats_,
                  [&](const Word* child, std::uint64_t hash, Cost step, std::uint32_t mv) -> bool {
                      return on_child(child, hash, id, g + step, depth, mv);
                  });
    }

    bool on_child(const Word* child, std::uint64_t hash, std::uint32_t parent, Cost g, std::uint32_t depth,
                  std::uint32_t mv) {
        if (run_.finished()) return false;
        // Budgets are also checked inside an expansion: on huge levels one expansion can take seconds.
        if (run_.poll_generated([&] { return memory_bytes(); })) return false;
        const std::uint64_t mixed = mix_hash(hash);
        const std::uint32_t old = nodes_.find(mixed, child);
        if (old != kNone) {
            ++stats_.duplicates;
            const Algorithm a = cfg_.algorithm;
            if (a == Algorithm::Bfs || a == Algorithm::Greedy) return true;
            if (a == Algorithm::Dfs) {
                if (!cfg_.depth_limit || depth >= depth_[old]) return true;
            } else if (g >= g_[old] || h_or_zero(old) >= kDeadEnd) {
                return true;
            }
            // A cheaper (or, for depth-limited DFS, shallower) path: re-open the node.
            nodes_.set_parent(old, parent, mv);
            g_[old] = g;
            depth_[old] = depth;
            if (!push_open(old)) finish(Status::Memout);
            return !run_.finished();
        }
        Cost h = 0;
        if (informed()) h = d_.heuristic(child, stats_);
        const std::uint32_t id = add_node(child, mixed, parent, mv, depth, g, h);
        if (id == kNone) {
            finish(Status::Memout);
            return false;
        }
        if (h >= kDeadEnd) return true;  // kept in the index (never re-evaluated) but not opened
        if (goal_test_on_generation() && d_.is_goal(child)) {
            goal_ = id;
            finish(Status::Solved);
            return false;
        }
        if (!push_open(id)) {
            finish(Status::Memout);
            return false;
        }
        return true;
    }
    Cost h_or_zero(std::uint32_t id) const { return h_.empty() ? 0 : h_[id]; }
};

}  // namespace boxcar::search
