// The packing plan as steps (packing_order.hpp): progress along it (plan_packed: the unordered fixed set,
// then the prefix honouring parking), its next squares and kept squares, the greedy removal's plan, and
// the backward packing search's path turned into steps (plan_from_moves: merged moves, `until`, the fixed
// set first).
#include "core/sokoban/level_fixture.hpp"
#include "sokoban/fess/packing_order.hpp"
#include "sokoban/fess/packing_search.hpp"
#include "sokoban/board/push_board.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

using namespace boxcar::sokoban;

namespace {

std::vector<std::uint8_t> occupied(int squares, std::initializer_list<int> boxes) {
    std::vector<std::uint8_t> occ(squares, 0);
    for (int q : boxes) occ[q] = 1;
    return occ;
}

std::vector<int> sorted(std::vector<int> v) {
    std::sort(v.begin(), v.end());
    return v;
}

// The plan's own consistency: every `until` names the next step taking the box on from that square, each
// goal is filled for good by exactly one step, and at the solved position the whole plan counts as done.
void check_steps(const PushBoard& board, const PackingOrder& order) {
    const auto& steps = order.steps;
    int for_good = 0;
    for (std::size_t i = 0; i < steps.size(); ++i) {
        CAPTURE(i);
        const PlanStep& s = steps[i];
        if (static_cast<int>(i) < order.fixed_count) {
            CHECK(s.from == PlanStep::kInit);
            CHECK(board.is_goal[s.to]);
            CHECK(s.until == -1);
        }
        if (s.until >= 0) {
            REQUIRE(s.until > static_cast<int>(i));
            REQUIRE(s.until < static_cast<int>(steps.size()));
            CHECK(steps[s.until].from == s.to);
        } else {
            CHECK(board.is_goal[s.to]);
            ++for_good;
        }
    }
    CHECK(for_good == static_cast<int>(board.goals.size()));
    CHECK(sorted(order.goals) == sorted(board.goals));
    std::vector<std::uint8_t> solved(board.n, 0);
    for (int g : board.goals) solved[g] = 1;
    CHECK(plan_packed(order, solved) == static_cast<int>(steps.size()));
}

}  // namespace

TEST_CASE("plan_packed: a parked box counts only until the step that moves it on") {
    // Squares: P parking, G1 and G2 goals. The box parked on P (step 0) goes on to G2 in step 2.
    const int P = 0, G1 = 1, G2 = 2, n = 3;
    PackingOrder order;
    order.steps = {{PlanStep::kAnyBox, P, 2}, {PlanStep::kAnyBox, G1, -1}, {P, G2, -1}};
    CHECK(plan_packed(order, occupied(n, {})) == 0);
    CHECK(plan_packed(order, occupied(n, {P})) == 1);
    CHECK(plan_packed(order, occupied(n, {P, G1})) == 2);
    CHECK(plan_packed(order, occupied(n, {G1})) == 0);      // step 0's box is still needed at 1 and 2
    CHECK(plan_packed(order, occupied(n, {G1, G2})) == 3);  // P is empty again: the box moved on
    CHECK(plan_packed(order, occupied(n, {G2})) == 0);      // G1, for good, is missing
    CHECK(plan_packed(order, occupied(n, {P, G1, G2})) == 3);

    std::vector<int> squares;
    plan_targets(order, 1, occupied(n, {P}), squares);
    CHECK(squares == std::vector<int>{G1});
    plan_kept_squares(order, 1, occupied(n, {P}), squares);
    CHECK(squares == std::vector<int>{P});
    plan_kept_squares(order, 3, occupied(n, {G1, G2}), squares);
    CHECK(sorted(squares) == std::vector<int>{G1, G2});
    plan_targets(order, 3, occupied(n, {G1, G2}), squares);
    CHECK(squares.empty());
}

TEST_CASE("plan_packed: the fixed set is filled in any order before the ordered steps count") {
    const int A = 0, B = 1, C = 2, n = 3;
    PackingOrder order;
    order.steps = {{PlanStep::kInit, A, -1}, {PlanStep::kInit, B, -1}, {PlanStep::kAnyBox, C, -1}};
    order.fixed_count = 2;
    CHECK(plan_packed(order, occupied(n, {B})) == 1);  // out of the listed order, still counted
    CHECK(plan_packed(order, occupied(n, {A})) == 1);
    CHECK(plan_packed(order, occupied(n, {B, C})) == 1);
    CHECK(plan_packed(order, occupied(n, {A, B})) == 2);
    CHECK(plan_packed(order, occupied(n, {A, B, C})) == 3);
    std::vector<int> squares;
    plan_targets(order, 1, occupied(n, {B, C}), squares);
    CHECK(squares == std::vector<int>{A});  // every empty fixed goal
    plan_targets(order, 0, occupied(n, {C}), squares);
    CHECK(squares == std::vector<int>{A, B});
    plan_kept_squares(order, 1, occupied(n, {B, C}), squares);
    CHECK(squares == std::vector<int>{B});  // C is not part of the plan's progress yet
    plan_targets(order, 2, occupied(n, {A, B}), squares);
    CHECK(squares == std::vector<int>{C});

    // strict_steps: the goals as a strict prefix, no fixed set.
    order.goals = {B, A, C};
    strict_steps(order, n);
    CHECK(order.fixed_count == 0);
    CHECK(order.rank[B] == 0);
    CHECK(plan_packed(order, occupied(n, {A})) == 0);
    CHECK(plan_packed(order, occupied(n, {B, C})) == 1);
    CHECK(plan_packed(order, occupied(n, {A, B, C})) == 3);
}

TEST_CASE("plan_from_moves: initial boxes, merged moves of one box, until, the fixed set first") {
    const Level level = level_from("##########\n"
                                   "#@       #\n"
                                   "# $$ $ ..#\n"
                                   "#       .#\n"
                                   "##########\n");
    const PushBoard board = build_push_board(level);
    auto sq = [&](int x, int y) { return board.square_of[level.index(x, y)]; };
    const int g1 = sq(7, 2), g2 = sq(8, 2), g3 = sq(8, 3);
    const int s1 = sq(2, 2), a = sq(2, 1), b = sq(3, 1), x = sq(5, 1);
    REQUIRE(board.is_goal[g1]);
    REQUIRE(board.is_goal[g3]);
    // g3's box never moves; a box waits on x and goes to g1; the box from s1 goes via a to b (one step),
    // then on to g2 later.
    const std::vector<PackingStep> moves = {{s1, a, true}, {a, b, false}, {x, g1, false}, {b, g2, false}};
    const PackingOrder order = plan_from_moves(board, {x, g3}, moves, compute_packing_order(board));
    REQUIRE(order.steps.size() == 5);
    CHECK(order.fixed_count == 1);
    CHECK(order.steps[0].from == PlanStep::kInit);
    CHECK(order.steps[0].to == g3);
    CHECK(order.steps[0].until == -1);
    CHECK(order.steps[1].from == PlanStep::kInit);
    CHECK(order.steps[1].to == x);
    CHECK(order.steps[1].until == 3);
    CHECK(order.steps[2].from == PlanStep::kAnyBox);
    CHECK(order.steps[2].to == b);
    CHECK(order.steps[2].until == 4);
    CHECK(order.steps[3].from == x);
    CHECK(order.steps[3].to == g1);
    CHECK(order.steps[4].from == b);
    CHECK(order.steps[4].to == g2);
    CHECK(order.goals == std::vector<int>{g3, g1, g2});
    CHECK(order.removable_steps == 2);
    check_steps(board, order);
}

TEST_CASE("packing plans as steps: the greedy removal's is its goal order; searched plans park") {
    // XSokoban 44: with the other goal boxes as walls the greedy removal takes out only 3 of 9 goals.
    const std::vector<Level> xsokoban = shared_levels("sokoban/XSokoban.xsb");
    REQUIRE(xsokoban.size() >= 44);
    const PushBoard board = build_push_board(xsokoban[43]);
    const PackingOrder greedy = compute_packing_order(board);
    CHECK(greedy.removable_steps < static_cast<int>(board.goals.size()));
    CHECK(greedy.fixed_count == 0);
    REQUIRE(greedy.steps.size() == greedy.goals.size());
    for (std::size_t i = 0; i < greedy.goals.size(); ++i) CHECK(greedy.steps[i].to == greedy.goals[i]);
    check_steps(board, greedy);

    PackingSearchLimits limits;
    limits.max_expanded = 20000;
    const auto plan = search_packing_plan(board, greedy, limits);
    REQUIRE(plan.has_value());
    REQUIRE(plan->complete);
    check_steps(board, plan->order);
    CHECK(std::any_of(plan->order.steps.begin(), plan->order.steps.end(), [](const PlanStep& s) { return s.until >= 0; }));
    // No two steps in a row move the same box (merged).
    for (std::size_t i = 0; i + 1 < plan->order.steps.size(); ++i) CHECK(plan->order.steps[i + 1].from != plan->order.steps[i].to);
}

TEST_CASE("out-of-plan zones of a plan with a fixed set: the zone of 0 until the fixed set is complete") {
    const std::vector<Level> xsokoban = shared_levels("sokoban/XSokoban.xsb");
    REQUIRE(xsokoban.size() >= 44);
    const PushBoard board = build_push_board(xsokoban[43]);
    PackingOrder order = compute_packing_order(board);
    // The greedy removal's blocked goals (first in its order) as a fixed set.
    order.fixed_count = static_cast<int>(board.goals.size()) - order.removable_steps;
    REQUIRE(order.fixed_count >= 2);
    for (int i = 0; i < order.fixed_count; ++i) order.steps[i].from = PlanStep::kInit;
    compute_out_of_plan_zones(board, order);
    REQUIRE(order.oop_zone.size() == order.steps.size() + 1);
    // A box on every square: the count is the zone's size, the same for every k < fixed_count.
    std::vector<std::uint8_t> all(board.n, 1);
    const int at0 = out_of_plan_count(order, 0, all);
    for (int k = 1; k < order.fixed_count; ++k) CHECK(out_of_plan_count(order, k, all) == at0);
    // All steps done: nothing is out of plan.
    CHECK(out_of_plan_count(order, static_cast<int>(order.steps.size()), all) == 0);
    // The fixed set filled in any order counts the same.
    std::vector<std::uint8_t> occ(board.n, 0);
    for (int i = order.fixed_count - 1; i >= 1; --i) {
        occ[order.steps[i].to] = 1;
        CHECK(plan_packed(order, occ) == order.fixed_count - i);
    }
}
