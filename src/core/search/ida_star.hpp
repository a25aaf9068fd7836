// IDA*: iterative deepening on f = g + h, depth-first with an explicit stack (so it runs in slices),
// children ordered by f, and a fixed-size transposition table that skips a state already reached in
// the same iteration with an equal or smaller g (sound; it also cuts cycles). Memory: the table plus
// the current path and its siblings. The table compares full 64-bit hashes only (a collision could,
// with negligible probability, skip a state).
#pragma once
#include "search/budget.hpp"
#include "search/domain.hpp"
#include "search/flat_table.hpp"
#include "search/graph_search.hpp"
#include "search/search_run.hpp"

#include <algorithm>
#include <cstring>
#include <numeric>
#include <vector>

namespace boxcar::search {

template <Domain D>
class IdaStarSearch {
public:
    IdaStarSearch(const D& domain, const Config& config)
        : d_(domain), cfg_(config), words_(domain.state_words()), run_(config.limits) {}

    bool step(std::uint64_t max_expansions) {
        return run_.slice(
            max_expansions, [&] { start(); }, [&] { return advance(); }, [&] { return children_.size(); },
            [&] { return memory_bytes(); });
    }
    bool finished() const { return run_.finished(); }
    void set_memory_limit(std::uint64_t bytes) { run_.set_memory_limit(bytes); }
    Status status() const { return run_.status(); }
    const SearchStats& stats() const { return run_.stats(); }
    std::vector<std::uint32_t> solution_moves() const { return solution_; }
    Cost solution_cost() const { return solution_cost_; }
    Cost bound() const { return bound_; }
    // Stepping hook (lecture views, search_trace.hpp): the state the last expansion expanded (nullptr
    // before the first), its g, h and depth (edges from the start). Only read, never used by the search.
    const Word* last_expanded_state() const { return scratch_.empty() ? nullptr : scratch_.data(); }
    Cost last_g() const { return last_g_; }
    Cost last_h() const { return last_h_; }
    std::uint32_t last_depth() const { return last_depth_; }

    std::uint64_t memory_bytes() const {
        return tt_.capacity() * sizeof(TtEntry) + frames_.capacity() * sizeof(Frame) +
               children_.capacity() * sizeof(Child) + child_states_.capacity() * sizeof(Word) +
               domain_memory_bytes(d_);
    }

private:
    struct TtEntry {
        std::uint64_t hash = 0;
        Cost g = 0;
        std::uint32_t iteration = 0;
    };
    struct Child {
        Cost g, h;
        std::uint64_t hash;
        std::uint32_t move;
        std::size_t state;  // offset in child_states_
    };
    struct Frame {
        std::size_t begin, end, next;  // its children in children_
        std::size_t state;             // offset of its own state in child_states_ (root: root_)
        std::uint32_t move;            // the move that led here
    };

    const D& d_;
    Config cfg_;
    std::size_t words_;
    SearchRun run_;
    SearchStats& stats_ = run_.stats();
    std::uint32_t iteration_ = 1;
    std::size_t tt_stores_ = 0;
    Cost bound_ = 0, next_bound_ = kDeadEnd;
    std::vector<TtEntry> tt_;
    std::vector<Frame> frames_;
    std::vector<Child> children_;
    std::vector<Word> child_states_;  // root state first, then children of the frames on the stack
    std::vector<std::uint32_t> solution_;
    Cost solution_cost_ = -1;
    std::vector<Word> scratch_;  // also the last expanded state (stepping hook)
    Cost root_h_ = 0, last_g_ = 0, last_h_ = 0;
    std::uint32_t last_depth_ = 0;

    void finish(Status s) { run_.finish(s); }

    void start() {
        // Transposition table: starts small, grows between iterations (see begin_iteration).
        tt_.assign(std::size_t(1) << 12, TtEntry{});
        child_states_.resize(words_);
        d_.initial_state(child_states_.data());
        if (d_.is_goal(child_states_.data())) {
            solution_cost_ = 0;
            return finish(Status::Solved);
        }
        const Cost h = d_.heuristic(child_states_.data(), stats_);
        if (h >= kDeadEnd) return finish(d_.pruning_is_sound() ? Status::Unsolvable : Status::Exhausted);
        bound_ = h;
        root_h_ = h;
        stats_.depth = static_cast<std::uint32_t>(std::min<Cost>(bound_, 0xffffffff));
        begin_iteration();
    }

    void begin_iteration() {
        // Grow the table (x4) when the last iteration stored more states than half its slots, up to
        // 2^22 entries and a quarter of the memory budget. Entries are only a cache: it restarts empty.
        const std::size_t bigger = tt_.size() * 4;
        if (tt_stores_ > tt_.size() / 2 && bigger <= (std::size_t(1) << 22) &&
            (!cfg_.limits.memory_bytes || bigger * sizeof(TtEntry) * 4 <= cfg_.limits.memory_bytes)) {
            tt_.clear();
            tt_.shrink_to_fit();
            tt_.assign(bigger, TtEntry{});
        }
        tt_stores_ = 0;
        next_bound_ = kDeadEnd;
        frames_.clear();
        children_.clear();
        child_states_.resize(words_);
        last_h_ = root_h_;
        push_frame(0, 0, 0);
    }

    // Expands the state at child_states_[offset] (path cost g) into a new frame of sorted children.
    void push_frame(std::size_t offset, Cost g, std::uint32_t move) {
        ++stats_.expanded;
        last_g_ = g;
        last_depth_ = static_cast<std::uint32_t>(frames_.size());
        const std::size_t begin = children_.size();
        scratch_.assign(child_states_.begin() + offset, child_states_.begin() + offset + words_);
        d_.expand(scratch_.data(), stats_, [&](const Word* c, std::uint64_t hash, Cost step, std::uint32_t mv) {
            // Budgets are also checked inside an expansion (huge levels); the search ends right after.
            if (run_.finished() || run_.poll_generated([&] { return memory_bytes(); })) return false;
            const Cost h = d_.heuristic(c, stats_);
            if (h >= kDeadEnd) return true;
            const std::size_t at = child_states_.size();
            child_states_.insert(child_states_.end(), c, c + words_);
            children_.push_back({g + step, h, hash, mv, at});
            return true;
        });
        std::stable_sort(children_.begin() + begin, children_.end(), [](const Child& a, const Child& b) {
            return a.g + a.h < b.g + b.h || (a.g + a.h == b.g + b.h && a.h < b.h);
        });
        frames_.push_back({begin, children_.size(), begin, offset, move});
    }

    void pop_frame() {
        const Frame f = frames_.back();
        frames_.pop_back();
        // The frame's own state sits before its children's states; drop the children only.
        if (f.begin < children_.size()) child_states_.resize(children_[f.begin].state);
        children_.resize(f.begin);
    }

    // One unit of work; returns true when it expanded a state.
    bool advance() {
        if (frames_.empty()) {
            if (next_bound_ >= kDeadEnd) {
                finish(d_.pruning_is_sound() ? Status::Unsolvable : Status::Exhausted);
                return false;
            }
            bound_ = next_bound_;
            ++iteration_;
            stats_.depth = static_cast<std::uint32_t>(std::min<Cost>(bound_, 0xffffffff));
            begin_iteration();
            return true;
        }
        Frame& top = frames_.back();
        if (top.next == top.end) {
            pop_frame();
            return false;
        }
        const Child c = children_[top.next++];
        const Cost f = c.g + c.h;
        if (f > bound_) {
            next_bound_ = std::min(next_bound_, f);
            return false;
        }
        const std::uint64_t mixed = mix_hash(c.hash);
        TtEntry& e = tt_[mixed & (tt_.size() - 1)];
        if (e.hash == mixed && e.iteration == iteration_ && e.g <= c.g) {
            ++stats_.duplicates;
            return false;
        }
        e = {mixed, c.g, iteration_};
        ++tt_stores_;
        if (d_.is_goal(child_states_.data() + c.state)) {
            for (std::size_t i = 1; i < frames_.size(); ++i) solution_.push_back(frames_[i].move);
            solution_.push_back(c.move);
            solution_cost_ = c.g;
            finish(Status::Solved);
            return false;
        }
        last_h_ = c.h;
        push_frame(c.state, c.g, c.move);
        return true;
    }
};

}  // namespace boxcar::search
