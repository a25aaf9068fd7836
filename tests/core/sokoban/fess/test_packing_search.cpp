// The backward packing search (packing_search.hpp): its plan played forwards on box squares brings the
// start boxes onto the goals, each start square used once; its order is a permutation of the goals; it
// finds plans where the greedy removal (packing_order.hpp) cannot; and the feature-space search with it
// solves levels, solutions replay-verified.
#include "core/sokoban/level_fixture.hpp"
#include "core/under_sanitizers.hpp"
#include "sokoban/fess/packing_order.hpp"
#include "sokoban/fess/packing_search.hpp"
#include "sokoban/board/push_board.hpp"
#include "common/flood_fill.hpp"
#include "sokoban/board/rooms.hpp"
#include "sokoban/rules/rules.hpp"
#include "sokoban/solve/solver.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

using namespace boxcar::sokoban;

namespace {

PackingSearchLimits test_limits() {
    PackingSearchLimits limits;
    limits.max_expanded = 20000;
    return limits;
}

// Checks the plan's own consistency on the board, returns whether it ends with every goal filled.
bool check_plan(const PushBoard& board, const PackingPlan& plan) {
    // The order holds every goal once, and rank matches it.
    std::vector<int> sorted = plan.order.goals, goals = board.goals;
    std::sort(sorted.begin(), sorted.end());
    std::sort(goals.begin(), goals.end());
    CHECK(sorted == goals);
    for (std::size_t i = 0; i < plan.order.goals.size(); ++i) CHECK(plan.order.rank[plan.order.goals[i]] == static_cast<int>(i));
    // Every step goes to a goal or to a parking square a later step leaves; a base is a start square,
    // used once.
    std::vector<int> used_bases;
    for (std::size_t i = 0; i < plan.steps.size(); ++i) {
        const PackingStep& s = plan.steps[i];
        CAPTURE(i);
        CHECK(s.from != s.to);
        const bool parked_later = std::any_of(plan.steps.begin() + static_cast<long>(i) + 1, plan.steps.end(),
                                              [&](const PackingStep& t) { return t.from == s.to; });
        CHECK((board.is_goal[s.to] || parked_later));
        if (s.from_base) {
            CHECK(std::binary_search(board.start_boxes.begin(), board.start_boxes.end(), s.from));
            CHECK(std::find(used_bases.begin(), used_bases.end(), s.from) == used_bases.end());
            used_bases.push_back(s.from);
        }
    }
    CHECK(static_cast<int>(used_bases.size()) == plan.sunk);
    if (!plan.complete) return false;
    // Played forwards on box squares from the start position: each step moves a box onto a free square,
    // and at the end every goal holds a box.
    std::vector<std::uint8_t> occ(board.n, 0);
    for (int s : board.start_boxes) occ[s] = 1;
    for (const PackingStep& s : plan.steps) {
        CHECK(occ[s.from] == 1);
        CHECK(occ[s.to] == 0);
        occ[s.from] = 0;
        occ[s.to] = 1;
    }
    for (int g : board.goals) CHECK(occ[g] == 1);
    return true;
}

}  // namespace

TEST_CASE("packing search: a goal corridor's plan fills it from its far end, each box from its own start square") {
    const Level level = level_from(kGoalCorridor);
    const PushBoard board = build_push_board(level);
    const PackingOrder greedy = compute_packing_order(board);
    const auto plan = search_packing_plan(board, greedy, test_limits());
    REQUIRE(plan.has_value());
    CHECK(plan->complete);
    CHECK(plan->sunk >= 1);  // boxes that end beside their goals stand on their start squares unsunk
    CHECK(check_plan(board, *plan));
    REQUIRE(plan->order.goals.size() == 3);
    CHECK(board.x(plan->order.goals[0]) == 1);
    CHECK(board.x(plan->order.goals[1]) == 2);
    CHECK(board.x(plan->order.goals[2]) == 3);
}

TEST_CASE("packing search: boxes parked aside give a full plan where greedy removal is stuck") {
    // XSokoban 44: with the other goal boxes as walls the greedy removal takes out only 3 of 9 goals.
    const std::vector<Level> xsokoban = shared_levels("sokoban/XSokoban.xsb");
    REQUIRE(xsokoban.size() >= 44);
    const PushBoard board = build_push_board(xsokoban[43]);
    const PackingOrder greedy = compute_packing_order(board);
    CHECK(greedy.removable_steps < static_cast<int>(board.goals.size()));
    const auto plan = search_packing_plan(board, greedy, test_limits());
    REQUIRE(plan.has_value());
    CHECK(plan->complete);
    CHECK(check_plan(board, *plan));
    // Some box is parked off the goals on the way.
    CHECK(std::any_of(plan->steps.begin(), plan->steps.end(), [&](const PackingStep& s) { return !board.is_goal[s.to]; }));
}

TEST_CASE("packing search: a box sinks onto a start square only from another place of the level") {
    // Reversed, a first move from a start square is a sink: the box came from elsewhere (another room, or 6
    // or more steps away), never from beside the start square in its own room.
    std::vector<Level> levels = shared_levels("sokoban/Microban.xsb");
    levels.resize(30);
    const std::vector<Level> xsokoban = shared_levels("sokoban/XSokoban.xsb");
    REQUIRE(xsokoban.size() >= 44);
    levels.push_back(xsokoban[43]);
    int sinks = 0;
    for (std::size_t i = 0; i < levels.size(); ++i) {
        CAPTURE(i);
        const PushBoard board = build_push_board(levels[i]);
        const auto plan = search_packing_plan_once(board, compute_packing_order(board), test_limits(), true);
        if (!plan) continue;
        CHECK(check_plan(board, *plan) == plan->complete);
        const Rooms rooms = find_rooms(board);
        std::vector<int> marks(board.n, 0), queue;
        int stamp = 0;
        for (const PackingStep& s : plan->steps) {
            if (!s.from_base) continue;
            ++sinks;
            CHECK(in_different_places(board, rooms, s.to, s.from, marks, stamp, queue));
        }
    }
    CHECK(sinks >= 20);
}

TEST_CASE("packing search: plans of small levels are consistent; none without a budget") {
    const std::vector<Level> microban = shared_levels("sokoban/Microban.xsb");
    REQUIRE(microban.size() >= 30);
    int complete = 0;
    for (int i = 0; i < 30; ++i) {
        CAPTURE(i + 1);
        const PushBoard board = build_push_board(microban[i]);
        const auto plan = search_packing_plan(board, compute_packing_order(board), test_limits());
        if (!plan) continue;
        complete += check_plan(board, *plan) ? 1 : 0;
    }
    CHECK(complete >= 25);

    const Level level = level_from("#######\n"
                                   "#@ $ .#\n"
                                   "#  $ .#\n"
                                   "#######\n");
    const PushBoard board = build_push_board(level);
    PackingSearchLimits none;
    none.max_expanded = 1;
    none.max_nodes = 1;  // only the roots: nothing gets home
    CHECK_FALSE(search_packing_plan(board, compute_packing_order(board), none).has_value());
    const auto plan = search_packing_plan(board, compute_packing_order(board), test_limits());
    REQUIRE(plan.has_value());
    CHECK(check_plan(board, *plan));
}

TEST_CASE("fess with the packing search solves small levels and XSokoban 14, replay-verified") {
    SolveOptions o;
    o.algo = Algo::Fess;
    o.heuristic = Heuristic::Pull;
    o.cpu_time_limit = true;
    o.time_limit_s = 5;
    o.packing_search = true;
    const std::vector<Level> microban = shared_levels("sokoban/Microban.xsb");
    REQUIRE(microban.size() >= 10);
    for (int i = 0; i < 10; ++i) {
        CAPTURE(i + 1);
        check_replayed(microban[i], solve(microban[i], o));
    }
    // Greedy removal plans XSokoban 14 in a wrong order (fess alone times out at 15 s CPU); the backward
    // plan leads fess to a solution within a second natively.
    const std::vector<Level> xsokoban = shared_levels("sokoban/XSokoban.xsb");
    REQUIRE(xsokoban.size() >= 14);
    o.time_limit_s = 20;
    check_replayed(xsokoban[13], solve(xsokoban[13], o));
}

TEST_CASE("packing planner: run a packing expansion at a time, it gives the plan of one whole search") {
    const std::vector<Level> xsokoban = shared_levels("sokoban/XSokoban.xsb");
    REQUIRE(xsokoban.size() >= 14);
    for (const int number : {1, 14}) {
        CAPTURE(number);
        const PushBoard board = build_push_board(xsokoban[number - 1]);
        const auto whole = search_packing_plan(board, compute_packing_order(board), test_limits());
        REQUIRE(whole.has_value());
        PackingPlanner planner(board, compute_packing_order(board), test_limits());
        int steps = 1;
        while (!planner.step(1)) ++steps;
        CHECK(steps > 1);
        CHECK(planner.finished());
        CHECK(planner.step(1));  // stays finished
        const std::optional<PackingPlan>& stepped = planner.plan();
        REQUIRE(stepped.has_value());
        CHECK(stepped->complete == whole->complete);
        CHECK(stepped->expanded == whole->expanded);
        CHECK(stepped->order.goals == whole->order.goals);
        REQUIRE(stepped->steps.size() == whole->steps.size());
        for (std::size_t i = 0; i < whole->steps.size(); ++i) {
            CHECK(stepped->steps[i].from == whole->steps[i].from);
            CHECK(stepped->steps[i].to == whole->steps[i].to);
        }
    }
}

// auto's plan strategies run the packing search in their own slices, with no cap taken from the budget:
// XSokoban 14 (whose plan takes 0.1-0.2 s and which fess-plan then solves in a few hundred expansions) is
// solved by fess-plan within 3,000 expansions shared with the box-macro search, where a plan search capped
// at a share of a short limit found no usable plan. A node budget, not a time limit, so that a slow build
// (sanitizers) or a loaded machine gives the same answer.
TEST_CASE("auto solves XSokoban 14 on a small budget: its packing plan does not depend on the limit") {
    const std::vector<Level> xsokoban = shared_levels("sokoban/XSokoban.xsb");
    REQUIRE(xsokoban.size() >= 14);
    SolveOptions o;
    o.time_limit_s = 600;  // never reached: the node limit decides
    o.node_limit = 3000;
    o.auto_phases = {"fess-plan", "fess-boxes"};
    const SolveResult r = solve(xsokoban[13], o);
    CHECK(r.phase.rfind("fess-plan", 0) == 0);
    CHECK(r.stats.expanded <= 3000);
    check_replayed(xsokoban[13], r);
}

// The packing search's backward tree (backward_tree.hpp): a position for which pushes_to_solved rebuilds
// pushes reaches the solved position by them, each push legal on the board (the keeper walks to the
// square behind the box, the square ahead is free): replayed here square by square.
TEST_CASE("packing search: the positions of its backward tree lead to the solved position by legal pushes") {
    const std::vector<Level> xsokoban = shared_levels("sokoban/XSokoban.xsb");
    REQUIRE(xsokoban.size() >= 14);
    for (const int number : {1, 14}) {
        CAPTURE(number);
        const PushBoard board = build_push_board(xsokoban[number - 1]);
        PackingPlanner planner(board, compute_packing_order(board), test_limits());
        while (!planner.step(64)) {}
        const BackwardTree& tree = planner.backward_tree();
        REQUIRE(tree.box_count == static_cast<int>(board.start_boxes.size()));
        REQUIRE(tree.positions.size() > 5);
        int roots = 0, replayed = 0, looked = 0;
        const std::size_t stride = std::max<std::size_t>(1, tree.positions.size() / 150);
        for (std::size_t i = 0; i < tree.positions.size(); i += (i < 40 ? 1 : stride)) {
            CAPTURE(i);
            const BackwardTree::Position& p = tree.positions[i];
            if (p.parent < 0) ++roots;
            ++looked;
            std::vector<std::uint8_t> occ(board.n, 0);
            for (int k = 0; k < tree.box_count; ++k) occ[tree.boxes[p.first_box + k]] = 1;
            const auto pushes = pushes_to_solved(board, tree, i);
            bool every_step = true;  // step by step up the path, as auto checks a meeting
            for (std::int32_t at = static_cast<std::int32_t>(i); at >= 0; at = tree.positions[at].parent)
                every_step = every_step && step_leads_to_parent(board, tree, static_cast<std::size_t>(at));
            CHECK(every_step == pushes.has_value());
            if (!pushes) continue;  // a later pull crossed a start square whose box had not moved yet
            CHECK((p.parent < 0) == pushes->empty());
            int keeper = p.keeper;
            for (const std::uint32_t m : *pushes) {
                const int box = static_cast<int>(m / 4), dir = static_cast<int>(m % 4);
                REQUIRE(occ[box]);
                const int behind = board.next[box][opposite(dir)], ahead = board.next[box][dir];
                REQUIRE(behind >= 0);
                REQUIRE(ahead >= 0);
                REQUIRE(!occ[ahead]);
                std::vector<int> marks(board.n, 0), queue;
                boxcar::flood_fill(board.next, keeper, [&](int t) { return occ[t] != 0; }, marks, 1, queue);
                REQUIRE(marks[behind] == 1);  // the keeper walks behind the box
                occ[box] = 0;
                occ[ahead] = 1;
                keeper = box;
            }
            for (int q = 0; q < board.n; ++q) CHECK(occ[q] == (board.is_goal[q] ? 1 : 0));
            ++replayed;
        }
        CHECK(roots >= 1);
        CHECK(replayed > roots);  // the positions one pull from a root lead back at least
        MESSAGE("XSokoban " << number << ": " << tree.positions.size() << " positions; of " << looked
                                << " looked at, " << replayed << " lead to the solved position");
    }
}

// auto's forward searches end where they meet a position known to lead home (the backward strategy's, or
// the packing search's backward tree), and the solution is the forward path followed by that backward
// path: every solution replay-verified (status Solved), some of them joined that way. A node budget, not
// a time limit, so that the run is the same on any machine.
TEST_CASE("auto joins forward and backward searches: solutions found by meeting are replay-verified") {
    const std::vector<Level> xsokoban = shared_levels("sokoban/XSokoban.xsb");
    REQUIRE(xsokoban.size() >= 10);
    int backward = 0, tree = 0;
    // Levels whose first solution (within this budget) was joined one way or the other when this was
    // written; the sanitizer build runs two of them.
    const std::vector<int> numbers = kUnderSanitizers ? std::vector<int>{10, 20} : std::vector<int>{5, 10, 19, 20};
    for (const int number : numbers) {
        CAPTURE(number);
        SolveOptions o;
        o.time_limit_s = 600;  // never reached: the node limit decides
        o.node_limit = 60000;
        o.optimize = Optimize::Off;
        const SolveResult r = solve(xsokoban[number - 1], o);
        if (r.status != boxcar::search::Status::Solved) continue;
        const ReplayResult replayed = replay(xsokoban[number - 1], r.solution);
        CHECK(replayed.legal);
        CHECK(replayed.solved);
        if (r.meeting == SolveResult::Meeting::Backward) ++backward;
        if (r.meeting == SolveResult::Meeting::PackingTree) ++tree;
        if (r.meeting != SolveResult::Meeting::None) CHECK(r.meeting_pushes > 0);
    }
    CHECK(backward >= 1);
    CHECK(tree >= 1);
}
