// The agent's event log (agent.hpp AgentEvent), which the app's agent demo replays: replaying the actions
// with apply_cursor_action and the crazy steps at their recorded places reproduces the run's final board.
#include "rush/agent.hpp"

#include <doctest/doctest.h>

using namespace boxcar::rush;
using boxcar::search::Status;

TEST_CASE("agent events: counts match the run, and a replay of actions + events reaches its final board") {
    const Board b = *parse_board("GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo").board;
    for (int every : {5, 10}) {
        CAPTURE(every);
        AgentOptions o;
        o.seed = 3;
        o.crazy_every = every;
        const AgentRun r = run_agent(b, o);
        REQUIRE(r.status == Status::Solved);
        int crazy = 0, blocked = 0, replans = 0;
        for (const AgentEvent& e : r.events) {
            crazy += e.kind == AgentEvent::Crazy;
            blocked += e.kind == AgentEvent::CrazyBlocked;
            replans += e.kind == AgentEvent::Replan;
            if (e.kind == AgentEvent::Replan) CHECK(e.plan_moves > 0);
        }
        CHECK(crazy == r.perturbations);
        CHECK(crazy + blocked == r.crazy_draws);
        CHECK(replans == r.replans);
        CHECK(r.perturbations > 0);

        Board cur = b;
        CursorState cs = initial_cursor(b);
        std::size_t next_event = 0;
        for (std::size_t i = 0; i <= r.actions.size(); ++i) {
            for (; next_event < r.events.size() && r.events[next_event].after_action == static_cast<int>(i); ++next_event) {
                const AgentEvent& e = r.events[next_event];
                if (e.kind != AgentEvent::Crazy) continue;
                Board next;
                REQUIRE(replay(cur, {{e.vehicle, e.delta}}, next));
                cur = next;
                if (cs.selected == e.vehicle) cs.selected = -1;
            }
            if (i < r.actions.size()) REQUIRE(apply_cursor_action(cur, cs, r.actions[i]));
        }
        CHECK(next_event == r.events.size());
        CHECK(board_string(cur) == board_string(r.final_board));
        CHECK(goal_reached(cur, Goal::Exit));
    }
}
