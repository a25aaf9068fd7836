// The search made visible (lecture views): GraphSearch::upcoming (the next frontier entries in the order the
// search takes them) and search::TracedDomain (the children of each expansion with their fate and the
// deadlock test that pruned them), checked against the solver's own search run beside it in lockstep: a
// Search<PushDomain> with no wrapper and no listener, stepped one expansion at a time.
#include "search/child_trace.hpp"
#include "search/search.hpp"
#include "sokoban/board/push_board.hpp"
#include "sokoban/domains/push_domain.hpp"

#include "core/search/three_box_level.hpp"
#include "core/sokoban/level_fixture.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

using namespace boxcar;
using search::Algorithm;
using search::ChildFate;
using search::PrunedBy;

namespace {

// Open, with room for corrals and frozen boxes.
const char* kTracedOpen =
    "########\n"
    "#@     #\n"
    "# $  $ #\n"
    "#  $   #\n"
    "#.  . .#\n"
    "########\n";

search::Config traced_config(Algorithm a) {
    search::Config c;
    c.algorithm = a;
    c.limits.memory_bytes = 256u << 20;
    return c;
}

sokoban::PushDomainOptions traced_options(Algorithm a, sokoban::Heuristic h = sokoban::Heuristic::Hungarian) {
    sokoban::PushDomainOptions o;
    o.heuristic = h;
    o.informed = search::uses_heuristic(a);
    return o;
}

using Traced = search::TracedDomain<sokoban::PushDomain>;

// A traced push search over `board`, attached (the search the lecture views watch).
struct TracedSearch {
    TracedSearch(const sokoban::PushBoard& board, Algorithm a, sokoban::Heuristic h = sokoban::Heuristic::Hungarian)
        : inner(board, traced_options(a, h)), traced(inner), s(traced, traced_config(a)) {
        traced.attach(s.graph());
    }
    const sokoban::PushDomain inner;
    Traced traced;
    search::Search<Traced> s;
};

struct FateCounts {
    std::uint64_t fresh = 0, seen = 0, improved = 0, dead = 0, freeze = 0, corral = 0, bipartite = 0, unnamed = 0;
};

// Runs the traced search and the solver's own search side by side, one expansion at a time; checks that
// before each step the traced search's upcoming()[0] is the node the solver's search then expands, and
// returns the fates counted over every expansion.
FateCounts run_lockstep(const sokoban::PushBoard& board, Algorithm a, sokoban::Heuristic h, std::uint64_t max_steps) {
    const sokoban::PushDomain plain_domain(board, traced_options(a, h));
    search::Search<sokoban::PushDomain> plain(plain_domain, traced_config(a));
    TracedSearch run(board, a, h);
    const sokoban::PushDomain& inner = run.inner;
    const Traced& traced = run.traced;
    search::Search<Traced>& watched = run.s;
    FateCounts counts;
    const std::size_t words = inner.state_words();
    std::uint64_t steps = 0;
    bool plain_done = false, watched_done = false;
    while (!watched_done && steps < max_steps) {
        const std::vector<std::uint32_t> next = watched.graph()->upcoming(12);
        CHECK(next.size() <= 12);
        plain_done = plain.step(1);
        watched_done = watched.step(1);
        REQUIRE(plain_done == watched_done);
        REQUIRE(plain.stats().expanded == watched.stats().expanded);
        ++steps;
        const auto* p = plain.graph();
        if (p->last_expanded() == p->kNone) continue;
        // This step expanded a node (not a goal popped at the end), and not the start (no frontier before it).
        if (watched.stats().expanded == steps && steps > 1) {
            REQUIRE_FALSE(next.empty());
            const search::Word* predicted = watched.graph()->state(next.front());
            const search::Word* taken = p->state(p->last_expanded());
            CHECK(std::equal(predicted, predicted + words, taken));
        }
        if (watched.stats().expanded != steps) continue;  // no expansion: the children are the last step's
        for (const search::TracedChild& c : traced.children()) {
            switch (c.fate) {
            case ChildFate::New: ++counts.fresh; break;
            case ChildFate::Seen: ++counts.seen; break;
            case ChildFate::Improved: ++counts.improved; break;
            case ChildFate::Pruned:
                switch (c.pruned_by) {
                case PrunedBy::Dead: ++counts.dead; break;
                case PrunedBy::Freeze: ++counts.freeze; break;
                case PrunedBy::Corral: ++counts.corral; break;
                case PrunedBy::Bipartite: ++counts.bipartite; break;
                case PrunedBy::None: ++counts.unnamed; break;
                }
                break;
            }
        }
    }
    if (watched_done) {
        // The same search: the solver's counters equal what the trace saw, test by test.
        const search::SearchStats& s = plain.stats();
        CHECK(watched.status() == plain.status());
        CHECK(watched.solution_moves() == plain.solution_moves());
        CHECK(watched.stats().generated == s.generated);
        CHECK(counts.seen + counts.improved == s.duplicates);
        CHECK(counts.dead == s.pruned_dead);
        CHECK(counts.freeze == s.pruned_freeze);
        CHECK(counts.corral == s.pruned_corral);
        CHECK(counts.bipartite == s.pruned_bipartite);
        CHECK(counts.unnamed == 0);
    }
    return counts;
}

}  // namespace

TEST_CASE("upcoming()[0] is the node the solver's own search expands next; fates match its counters") {
    std::uint64_t seen = 0;
    for (const char* text : {kThreeBoxLevel, kTracedOpen}) {
        const sokoban::Level level = level_from(text);
        const sokoban::PushBoard board = sokoban::build_push_board(level);
        REQUIRE(board.unsolvable_reason.empty());
        for (Algorithm a : {Algorithm::Bfs, Algorithm::Dfs, Algorithm::Ucs, Algorithm::Greedy, Algorithm::Astar,
                            Algorithm::WeightedAstar}) {
            for (sokoban::Heuristic h : {sokoban::Heuristic::Hungarian, sokoban::Heuristic::Manhattan}) {
                CAPTURE(search::algorithm_name(a));
                CAPTURE(sokoban::heuristic_name(h));
                const FateCounts c = run_lockstep(board, a, h, 1u << 20);
                CHECK(c.fresh > 0);
                seen += c.seen + c.improved;
            }
        }
    }
    CHECK(seen > 0);
}

TEST_CASE("each deadlock test is named for the pushes it prunes") {
    // Summed over the algorithms on both levels, every test prunes something and is named for it.
    FateCounts total;
    for (const char* text : {kThreeBoxLevel, kTracedOpen}) {
        const sokoban::PushBoard board = sokoban::build_push_board(level_from(text));
        for (Algorithm a : {Algorithm::Bfs, Algorithm::Astar}) {
            const FateCounts c = run_lockstep(board, a, sokoban::Heuristic::Manhattan, 1u << 20);
            total.dead += c.dead;
            total.freeze += c.freeze;
            total.corral += c.corral;
            total.bipartite += c.bipartite;
        }
    }
    CHECK(total.dead > 0);
    CHECK(total.freeze > 0);
    CHECK(total.corral > 0);
    CHECK(total.bipartite > 0);
}

TEST_CASE("BFS: the whole upcoming list is expanded in that order (FIFO)") {
    const sokoban::PushBoard board = sokoban::build_push_board(level_from(kTracedOpen));
    TracedSearch run(board, Algorithm::Bfs);
    search::Search<Traced>& s = run.s;
    s.step(20);
    const std::vector<std::uint32_t> next = s.graph()->upcoming(10);
    REQUIRE(next.size() == 10);
    for (std::uint32_t id : next) {
        REQUIRE_FALSE(s.step(1));
        CHECK(s.graph()->last_expanded() == id);
    }
}

TEST_CASE("DFS: the next node is the last child pushed (LIFO)") {
    const sokoban::PushBoard board = sokoban::build_push_board(level_from(kTracedOpen));
    TracedSearch run(board, Algorithm::Dfs);
    search::Search<Traced>& s = run.s;
    int checked = 0;
    for (int i = 0; i < 60 && !s.step(1); ++i) {
        std::vector<const search::TracedChild*> fresh;
        for (const auto& c : run.traced.children())
            if (c.fate == ChildFate::New) fresh.push_back(&c);
        const std::vector<std::uint32_t> next = s.graph()->upcoming(12);
        if (fresh.empty() || next.empty()) continue;
        // The stack's top is the newest child, then the one before it.
        CHECK(s.graph()->find(fresh.back()->state.data()) == next[0]);
        if (fresh.size() >= 2 && next.size() >= 2) CHECK(s.graph()->find(fresh[fresh.size() - 2]->state.data()) == next[1]);
        ++checked;
    }
    CHECK(checked > 10);
}

TEST_CASE("A*: the upcoming list is in f order, ties to the larger g, then the older node") {
    const sokoban::PushBoard board = sokoban::build_push_board(level_from(kThreeBoxLevel));
    TracedSearch run(board, Algorithm::Astar, sokoban::Heuristic::Manhattan);
    search::Search<Traced>& s = run.s;
    int ties = 0;
    for (int i = 0; i < 200 && !s.step(1); ++i) {
        const auto* g = s.graph();
        const std::vector<std::uint32_t> next = g->upcoming(12);
        for (std::size_t k = 1; k < next.size(); ++k) {
            const std::uint32_t a = next[k - 1], b = next[k];
            const search::Cost fa = g->g(a) + g->h(a), fb = g->g(b) + g->h(b);
            CHECK(fa <= fb);
            if (fa == fb) {
                ++ties;
                CHECK(g->g(a) >= g->g(b));
                if (g->g(a) == g->g(b)) CHECK(a < b);
            }
        }
        // Every listed node is open at its best cost (no stale entry): listed at most once.
        std::vector<std::uint32_t> sorted = next;
        std::sort(sorted.begin(), sorted.end());
        CHECK(std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end());
    }
    CHECK(ties > 0);
}
