// The cursor agent with crazy steps (see agent.hpp).
#include "rush/agent.hpp"

#include "rush/cluster.hpp"
#include "common/rng.hpp"

#include <chrono>
#include <cstdlib>

namespace boxcar::rush {

bool apply_cursor_action(Board& board, CursorState& cs, CursorAction a) {
    const int n = board.size;
    switch (a) {
    case CursorAction::Select: {
        if (cs.selected >= 0) return false;
        const char label = board.at(cs.row, cs.col);
        if (label == 0 || label == 'x') return false;
        cs.selected = board.find(label);
        return true;
    }
    case CursorAction::Deselect:
        if (cs.selected < 0) return false;
        cs.selected = -1;
        return true;
    default: break;
    }
    const int dr = a == CursorAction::Up ? -1 : a == CursorAction::Down ? 1 : 0;
    const int dc = a == CursorAction::Left ? -1 : a == CursorAction::Right ? 1 : 0;
    if (cs.selected < 0) {
        if (cs.row + dr < 0 || cs.row + dr >= n || cs.col + dc < 0 || cs.col + dc >= n) return false;
        cs.row += dr;
        cs.col += dc;
        return true;
    }
    const Vehicle& v = board.vehicles[cs.selected];
    if ((v.horizontal && dr != 0) || (!v.horizontal && dc != 0)) return false;
    Board next;
    if (!replay(board, {{cs.selected, dr + dc}}, next)) return false;
    board = std::move(next);
    cs.row += dr;
    cs.col += dc;
    return true;
}

namespace {

// Move-optimal slides from `board` by descending the distance table, choosing among the optimal next
// slides the one cheapest for the cursor (greedy, one slide ahead).
std::vector<SlideMove> descend(const ClusterExplorer& table, const Board& board, CursorState cs) {
    const StateCodec& codec = table.codec();
    StateKey key = codec.encode(board);
    int d = table.distance(key);
    std::vector<SlideMove> moves;
    while (d > 0 && d != ClusterExplorer::kUnknown) {
        int best_cost = 1 << 30;
        SlideMove best{};
        StateKey best_key = key;
        CursorState best_cs = cs;
        codec.for_each_move(key, codec.occupancy(key), [&](int v, int delta, StateKey next) {
            if (table.distance(next) != d - 1) return;
            const int p = codec.position(key, v);
            const bool h = codec.horizontal(v);
            const int line = codec.line(v);
            for (int g = 0; g < codec.length(v); ++g) {
                const int r = h ? line : p + g, c = h ? p + g : line;
                const bool cont = cs.selected == v && cs.row == r && cs.col == c;
                const int cost = cont ? std::abs(delta)
                                      : (cs.selected >= 0 ? 1 : 0) + std::abs(r - cs.row) + std::abs(c - cs.col) + 1 +
                                            std::abs(delta);
                if (cost < best_cost) {
                    best_cost = cost;
                    best = {v, delta};
                    best_key = next;
                    best_cs = {h ? r : r + delta, h ? c + delta : c, v};
                }
            }
        });
        moves.push_back(best);
        key = best_key;
        cs = best_cs;
        --d;
    }
    return moves;
}

}  // namespace

AgentRun run_agent(const Board& board, const AgentOptions& o) {
    const auto t0 = std::chrono::steady_clock::now();
    AgentRun run;
    Board cur = board;
    CursorState cs = initial_cursor(board);
    auto finish = [&](search::Status s) {
        run.status = s;
        run.final_board = cur;
        run.elapsed_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
        return run;
    };
    if (goal_reached(cur, o.goal)) return finish(search::Status::Solved);
    Solver solver;
    SolveOptions so;
    so.metric = Metric::Cursor;
    so.goal = o.goal;
    const Solution first = solver.solve(board, so);
    if (first.status != search::Status::Solved) {
        run.error = first.error.empty() ? "the first plan failed" : first.error;
        return finish(first.status);
    }
    std::vector<CursorAction> plan = cursor_plan(board, first.moves, cs);
    run.planned_cost = static_cast<int>(plan.size());

    const StateCodec codec(board);
    ClusterExplorer table;
    const bool have_table = table.explore(codec, codec.encode(board), false, o.max_table_states) &&
                            table.compute_distances(o.goal) > 0;
    std::size_t pc = 0;
    auto replan = [&]() -> bool {
        ++run.replans;
        std::vector<SlideMove> moves;
        if (have_table) {
            ++run.table_replans;
            moves = descend(table, cur, cs);
        } else {
            SolveOptions mo;
            mo.goal = o.goal;
            const Solution s = solver.solve(cur, mo);
            if (s.status != search::Status::Solved) return false;
            moves = s.moves;
        }
        plan = cursor_plan(cur, moves, cs);
        pc = 0;
        run.events.push_back({AgentEvent::Replan, static_cast<int>(run.actions.size()), -1, 0,
                              static_cast<int>(moves.size()), static_cast<int>(plan.size())});
        return !plan.empty();
    };

    SplitMix64 rng(o.seed);
    while (static_cast<int>(run.actions.size()) < o.max_actions) {
        if (pc >= plan.size() && !replan()) {
            run.error = "no plan from the current state";
            return finish(search::Status::Exhausted);
        }
        const CursorAction a = plan[pc++];
        if (!apply_cursor_action(cur, cs, a)) {
            // Cannot happen with a fresh plan; re-plan rather than act on a stale one.
            if (!replan()) {
                run.error = "no plan from the current state";
                return finish(search::Status::Exhausted);
            }
            continue;
        }
        run.actions.push_back(a);
        if (goal_reached(cur, o.goal)) return finish(search::Status::Solved);
        if (o.crazy_every > 0 && run.actions.size() % static_cast<std::size_t>(o.crazy_every) == 0) {
            ++run.crazy_draws;
            int cells = 0;
            for (const Vehicle& v : cur.vehicles) cells += v.length;
            int pick = static_cast<int>(rng.below(static_cast<std::uint32_t>(cells)));
            int vi = 0;
            while (pick >= cur.vehicles[vi].length) pick -= cur.vehicles[vi++].length;
            const int dir = rng.below(2) ? 1 : -1;
            Board next;
            const bool moved = replay(cur, {{vi, dir}}, next);
            run.events.push_back({moved ? AgentEvent::Crazy : AgentEvent::CrazyBlocked,
                                  static_cast<int>(run.actions.size()), vi, dir, 0, 0});
            if (moved) {
                cur = std::move(next);
                ++run.perturbations;
                if (cs.selected == vi) cs.selected = -1;
                if (goal_reached(cur, o.goal)) return finish(search::Status::Solved);
                if (!replan()) {
                    run.error = "no plan after a crazy step";
                    return finish(search::Status::Exhausted);
                }
            }
        }
    }
    run.error = "gave up after " + std::to_string(o.max_actions) + " actions";
    return finish(search::Status::Timeout);
}

}  // namespace boxcar::rush
