// The stepping hook of the search engines (search_trace.hpp), on real Sokoban push searches: a search
// stepped node by node ends exactly as the same search run in one go, and every stepped node is the
// expanded state with f = g + h (h as the domain computes it for that state).
#include "search/search_trace.hpp"
#include "sokoban/board/push_board.hpp"
#include "sokoban/domains/push_domain.hpp"

#include "core/search/three_box_level.hpp"
#include "core/sokoban/level_fixture.hpp"

#include <doctest/doctest.h>

#include <vector>

using namespace boxcar;
using search::Algorithm;

namespace {

search::Config trace_config(Algorithm a) {
    search::Config c;
    c.algorithm = a;
    c.limits.memory_bytes = 256u << 20;
    return c;
}

sokoban::PushDomainOptions domain_options(Algorithm a) {
    sokoban::PushDomainOptions o;
    o.heuristic = sokoban::Heuristic::Hungarian;
    o.informed = search::uses_heuristic(a);
    return o;
}

}  // namespace

TEST_CASE("stepping node by node, then running to the end, matches one run; stepped nodes have f = g + h") {
    const sokoban::Level level = level_from(kThreeBoxLevel);
    const sokoban::PushBoard board = sokoban::build_push_board(level);
    REQUIRE(board.unsolvable_reason.empty());
    for (Algorithm a : {Algorithm::Bfs, Algorithm::Dfs, Algorithm::Ucs, Algorithm::Greedy, Algorithm::Astar,
                        Algorithm::WeightedAstar, Algorithm::IdaStar}) {
        CAPTURE(search::algorithm_name(a));
        const sokoban::PushDomain whole_domain(board, domain_options(a));
        search::Search<sokoban::PushDomain> whole(whole_domain, trace_config(a));
        whole.run();
        REQUIRE(whole.status() == search::Status::Solved);

        const sokoban::PushDomain stepped_domain(board, domain_options(a));
        sokoban::PushDomain check_domain(board, domain_options(a));  // recomputes h on its own scratch
        search::Search<sokoban::PushDomain> stepped(stepped_domain, trace_config(a));
        CHECK_FALSE(search::stepped_node(stepped, stepped_domain.state_words()).valid);
        int steps = 0;
        std::uint64_t last_closed = 0;
        while (steps < 40 && !stepped.step(1)) {
            ++steps;
            const search::SteppedNode n = search::stepped_node(stepped, stepped_domain.state_words());
            REQUIRE(n.valid);
            // One expansion per step(1); IDA*'s first step also expands the root before its first child.
            CHECK(n.closed == last_closed + (a == Algorithm::IdaStar && steps == 1 ? 2 : 1));
            last_closed = n.closed;
            CHECK(n.state.size() == stepped_domain.state_words());
            CHECK(n.f() == n.g + n.h);
            search::SearchStats scratch;
            if (search::uses_heuristic(a)) CHECK(n.h == check_domain.heuristic(n.state.data(), scratch));
            else CHECK(n.h == 0);
            CHECK(check_domain.boxes_of(n.state.data()).size() == board.start_boxes.size());
            CHECK(n.g >= 0);
            if (a == Algorithm::Bfs || a == Algorithm::Ucs || a == Algorithm::Astar) CHECK(n.g == static_cast<search::Cost>(n.depth));
            if (steps == 1 && a != Algorithm::IdaStar) {  // the first expansion is the start
                std::vector<search::Word> start(stepped_domain.state_words());
                stepped_domain.initial_state(start.data());
                CHECK(n.state == start);
                CHECK(n.g == 0);
                CHECK(n.depth == 0);
            }
        }
        CHECK(steps >= 10);  // greedy and weighted A* may finish before 40
        stepped.run();
        CHECK(stepped.status() == whole.status());
        CHECK(stepped.solution_moves() == whole.solution_moves());
        CHECK(stepped.solution_cost() == whole.solution_cost());
        CHECK(stepped.stats().expanded == whole.stats().expanded);
        CHECK(stepped.stats().generated == whole.stats().generated);
        CHECK(stepped.stats().duplicates == whole.stats().duplicates);
        // (frontier_peak is sampled at the end of each step() call, so it is not compared.)
    }
}
