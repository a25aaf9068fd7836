// Backward and bidirectional solving (bidirectional_search.hpp).
#include "sokoban/solve/bidirectional_search.hpp"

#include "common/flood_fill.hpp"
#include "search/search.hpp"
#include "sokoban/domains/pull_domain.hpp"
#include "sokoban/board/push_board.hpp"
#include "sokoban/domains/push_domain.hpp"
#include "sokoban/rules/rules.hpp"
#include "sokoban/domains/solution_lurd.hpp"
#include "sokoban/solve/solve_support.hpp"

#include <algorithm>
#include <cstring>
#include <memory>
#include <new>

namespace boxcar::sokoban {
namespace {

using search::Algorithm;
using search::Status;
using search::Word;

// The positions a finished pull search reached, found by their words (the layouts of PushDomain with
// objective any and PullDomain are the same).
class MeetIndex {
public:
    MeetIndex(const search::GraphSearch<PullDomain>& pulls, const PullDomain& domain)
        : pulls_(pulls), domain_(domain), words_(domain.state_words()) {}

    // Indexes every node but the virtual root; false when the budget does not allow it.
    bool build(std::uint64_t max_bytes) {
        for (std::uint32_t id = 0; id < pulls_.node_count(); ++id) {
            if (domain_.is_root(pulls_.state(id))) continue;
            if (table_.needs_growth()) {
                if (table_.bytes_after_growth() > max_bytes) return false;
                table_.grow();
            }
            table_.insert(search::mix_hash(domain_.hash(pulls_.state(id))), id);
        }
        return true;
    }
    std::uint32_t find(const Word* s) const {
        return table_.find(search::mix_hash(domain_.hash(s)), [&](std::uint32_t id) {
            return std::memcmp(pulls_.state(id), s, words_ * sizeof(Word)) == 0;
        });
    }
    // Pushes from the pull node `id` to the solved position: the pull path read backwards.
    std::vector<std::uint32_t> pushes_to_goal(std::uint32_t id) const { return PullDomain::pushes_home(pulls_, id); }
    std::uint64_t memory_bytes() const { return table_.memory_bytes() + pulls_.memory_bytes(); }

private:
    const search::GraphSearch<PullDomain>& pulls_;
    const PullDomain& domain_;
    std::size_t words_;
    search::FlatTable table_;
};

// The forward push domain whose goal test also accepts a position the pull search reached.
class MeetDomain {
public:
    MeetDomain(const PushDomain& forward, const MeetIndex& meet) : f_(forward), meet_(meet) {}
    std::size_t state_words() const { return f_.state_words(); }
    void initial_state(Word* out) const { f_.initial_state(out); }
    std::uint64_t hash(const Word* s) const { return f_.hash(s); }
    bool is_goal(const Word* s) const { return f_.is_goal(s) || meet_.find(s) != search::FlatTable::kMissing; }
    search::Cost heuristic(const Word* s, search::SearchStats& stats) const { return f_.heuristic(s, stats); }
    bool pruning_is_sound() const { return f_.pruning_is_sound(); }
    std::uint64_t memory_bytes() const { return f_.memory_bytes() + meet_.memory_bytes(); }
    template <class Sink>
    void expand(const Word* s, search::SearchStats& stats, Sink&& sink) const {
        f_.expand(s, stats, sink);
    }

private:
    const PushDomain& f_;
    const MeetIndex& meet_;
};

double now_ms(const SolveOptions& o) { return search::clock_ms(o.cpu_time_limit); }

// The PushDomain (objective any) words of the position after `pushes` from the start: boxes moved, the
// keeper on the pushed box's old square, then normalized to the smallest square of its area.
std::vector<Word> state_after(const PushBoard& b, const PushDomain& forward, const std::vector<std::uint32_t>& pushes) {
    std::vector<std::uint8_t> occ(b.n, 0);
    for (int s : b.start_boxes) occ[s] = 1;
    int keeper = b.start_keeper;
    for (std::uint32_t m : pushes) {
        const int box = PushDomain::move_box(m), to = b.next[box][PushDomain::move_dir(m)];
        occ[box] = 0;
        occ[to] = 1;
        keeper = box;
    }
    std::vector<int> marks(b.n, 0), area;
    const int smallest = flood_fill(b.next, keeper, [&](int t) { return occ[t] != 0; }, marks, 1, area);
    const BoxState& layout = forward.layout();
    std::vector<Word> words(forward.state_words(), 0);
    for (int s = 0; s < b.n; ++s)
        if (occ[s]) layout.add_box(words.data(), s);
    layout.set_keeper(words.data(), smallest);
    return words;
}

// Passes the search's progress on to the options' callback (if any) as phase `phase`, on top of `before`
// (the statistics of an earlier search of the same solve).
void report_progress(const SolveOptions& options, search::Limits& limits, std::string phase,
                     const search::SearchStats& before = {}) {
    if (!options.progress) return;
    limits.progress_interval_ms = options.progress_interval_ms;
    limits.progress = [&options, phase = std::move(phase), before](const search::SearchStats& s) {
        Progress p;
        p.stats = before;
        search::add_stats(p.stats, s);
        p.phase = phase;
        options.progress(p);
    };
}

}  // namespace

SolveResult solve_in_direction(const Level& level, const SolveOptions& options, Direction direction,
                               DirectionTuning* tuning) {
    if (direction == Direction::Forward) return solve(level, options);
    DirectionTuning defaults;
    DirectionTuning& tune = tuning ? *tuning : defaults;
    tune.joined = false;
    const double start = now_ms(options);
    SolveResult result;
    auto done = [&](SolveResult& r) -> SolveResult {
        r.stats.elapsed_ms = now_ms(options) - start;
        if (r.status == Status::Solved) r.first_solution_ms = r.stats.elapsed_ms;  // not optimized
        return r;
    };
    if (auto error = validate(level)) {
        result.status = Status::Invalid;
        result.error = error->to_string();
        return done(result);
    }
    if (options.objective == Objective::Moves) {
        result.status = Status::Invalid;
        result.error = "backward and bidirectional search optimize pushes only (objective any or pushes)";
        return done(result);
    }
    try {
        const PushBoard board = build_push_board(level);
        if (level.solved()) {
            finish_solution(level, board, {}, result);
            return done(result);
        }
        if (!board.unsolvable_reason.empty()) {
            result.status = Status::Unsolvable;
            result.error = board.unsolvable_reason;
            return done(result);
        }
        const PullDomain pull(board);
        if (!pull.usable()) {
            result.status = Status::Invalid;
            result.error = "backward search needs as many goals as boxes (and a board under 65535 squares)";
            return done(result);
        }
        const bool both = direction == Direction::Bidirectional;
        search::Config back;
        back.algorithm = both ? Algorithm::Bfs : search_algorithm(options.algo);  // auto: A*
        back.weight = options.weight;
        back.limits = search_limits(options, std::max(options.time_limit_s * (both ? tune.backward_share : 1.0), 1e-3),
                                    options.memory_limit_mib * (both ? tune.backward_share : 1.0));
        if (both)
            back.limits.max_expanded = back.limits.max_expanded ? std::min(back.limits.max_expanded, tune.backward_max_expanded)
                                                                : tune.backward_max_expanded;
        report_progress(options, back.limits, both ? "bidirectional" : "backward");
        search::Search<PullDomain> pulls(pull, back);
        pulls.run();
        search::add_stats(result.stats, pulls.stats());
        const Status back_status = pulls.status();
        if (back_status == Status::Solved) {
            finish_solution(level, board, PullDomain::pushes_from_pulls(pulls.solution_moves()), result);
            return done(result);
        }
        if (!both || back_status == Status::Unsolvable || back_status == Status::Cancelled) {
            result.status = back_status;
            return done(result);
        }

        // Bidirectional: index what the pull search reached, then search forward towards it.
        MeetIndex meet(*pulls.graph(), pull);
        const auto budget = static_cast<std::uint64_t>(options.memory_limit_mib * 1024.0 * 1024.0);
        if (!meet.build(budget > meet.memory_bytes() ? (budget - meet.memory_bytes()) / 2 : 0)) {
            result.status = Status::Memout;
            return done(result);
        }
        PushDomainOptions fo;
        fo.objective = Objective::Any;
        const bool is_auto = options.algo == Algo::Auto;
        fo.heuristic = options.heuristic;
        fo.deadlocks = is_auto ? unsigned(kAllDeadlocks) : options.deadlocks;
        const Algorithm fa = is_auto ? Algorithm::Greedy : search_algorithm(options.algo);
        fo.informed = search::uses_heuristic(fa);
        fo.pi_corrals = is_auto || options.pi_corrals;
        const PushDomain forward(board, fo);
        const MeetDomain meeting(forward, meet);
        search::Config fwd;
        fwd.algorithm = fa;
        fwd.weight = options.weight;
        fwd.limits = search_limits(options, std::max(options.time_limit_s - (now_ms(options) - start) / 1000, 1e-3),
                                   options.memory_limit_mib);
        report_progress(options, fwd.limits, "bidirectional", result.stats);
        search::Search<MeetDomain> pushes(meeting, fwd);
        pushes.run();
        search::add_stats(result.stats, pushes.stats());
        if (pushes.status() != Status::Solved) {
            result.status = pushes.status();
            return done(result);
        }
        std::vector<std::uint32_t> moves = pushes.solution_moves();
        const std::vector<Word> at = state_after(board, forward, moves);
        if (!forward.is_goal(at.data())) {
            const std::uint32_t node = meet.find(at.data());
            if (node == search::FlatTable::kMissing) {
                result.status = Status::Invalid;
                result.error = "internal error: the meeting position is not among the pull search's";
                return done(result);
            }
            const auto tail = meet.pushes_to_goal(node);
            moves.insert(moves.end(), tail.begin(), tail.end());
            tune.joined = !tail.empty();
        }
        finish_solution(level, board, moves, result);
    } catch (const std::bad_alloc&) {
        result = {};
        result.status = Status::Memout;
    }
    return done(result);
}

}  // namespace boxcar::sokoban
