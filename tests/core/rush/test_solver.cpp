// Rush Hour solvers against known optimal counts (shared benchmark files), with replay checks.
#include "rush/board.hpp"
#include "rush/cursor.hpp"
#include "rush/solver.hpp"
#include "core/shared_levels.hpp"

#include <doctest/doctest.h>


using namespace boxcar::rush;
using boxcar::search::Status;

namespace {

std::vector<BoardEntry> load(const std::string& name) {
    return parse_boards(shared_file_text("rushhour/" + name));
}

// Independent check of a returned solution: replay it and test the goal here, not in the solver.
void check_replay(const Board& board, const Solution& s, Goal goal) {
    Board end;
    REQUIRE(replay(board, s.moves, end));
    const Vehicle& a = end.primary();
    if (goal == Goal::Exit) {
        CHECK(a.col + a.length == end.size);
    } else {
        for (int c = a.col + a.length; c < end.size; ++c) CHECK(end.at(a.row, c) == 0);
    }
    CHECK(s.move_count == static_cast<int>(s.moves.size()));
}

}  // namespace

TEST_CASE("trivial boards of the contract check") {
    const Board one = *parse_board("ooooooooooooAAoooooooooooooooooooooo").board;
    Solution s = solve(one, {});
    REQUIRE(s.status == Status::Solved);
    CHECK(move_names(one, s.moves) == std::vector<std::string>{"A+4"});
    CHECK(s.steps == 4);
    const Board two = *parse_board("ooBoooooBoooAABooooooooooooooooooooo").board;
    s = solve(two, {});
    REQUIRE(s.status == Status::Solved);
    CHECK(s.move_count == 2);
    CHECK(move_names(two, s.moves) == std::vector<std::string>{"B+3", "A+4"});
}

TEST_CASE("a board already solved needs 0 moves; goal clear stops before the slide") {
    const Board out = *parse_board("ooooooooooooooooAAoooooooooooooooooo").board;
    Solution s = solve(out, {});
    REQUIRE(s.status == Status::Solved);
    CHECK(s.moves.empty());
    const Board two = *parse_board("ooBoooooBoooAABooooooooooooooooooooo").board;
    SolveOptions o;
    o.goal = Goal::Clear;
    s = solve(two, o);
    REQUIRE(s.status == Status::Solved);
    CHECK(move_names(two, s.moves) == std::vector<std::string>{"B+3"});
}

TEST_CASE("unsolvable boards are proven unsolvable") {
    // A horizontal truck right of A in its row can never leave it.
    const BoardEntry e = parse_board("ooooooooooooAAoBBBoooooooooooooooooo");
    REQUIRE(e.board);
    Solution s = solve(*e.board, {});
    CHECK(s.status == Status::Unsolvable);
    CHECK(s.moves.empty());
    const BoardEntry wall = parse_board("ooooooooooooAAooxooooooooooooooooooo");
    s = solve(*wall.board, {});
    CHECK(s.status == Status::Unsolvable);
}

// The database line's board solves in its known optimal count, and the solution replays to the exit.
void check_known_optimum(Solver& solver, const BoardEntry& e) {
    REQUIRE(e.board);
    const Solution s = solver.solve(*e.board, {});
    REQUIRE(s.status == Status::Solved);
    CHECK(s.move_count == e.known_moves);
    check_replay(*e.board, s, Goal::Exit);
}

TEST_CASE("BFS matches the 40 ThinkFun cards") {
    Solver solver;
    int checked = 0;
    for (const BoardEntry& e : load("thinkfun_original40.txt")) {
        check_known_optimum(solver, e);
        ++checked;
    }
    CHECK(checked == 40);
}

TEST_CASE("BFS matches a sample of rush_18k and the hardest puzzles") {
    Solver solver;
    const auto all = load("rush_18k.txt");
    REQUIRE(all.size() == 18068);
    int checked = 0;
    for (std::size_t i = 0; i < all.size(); i += 97) {
        check_known_optimum(solver, all[i]);
        ++checked;
    }
    for (const BoardEntry& e : load("fogleman_db_ge50_top23.txt")) {
        check_known_optimum(solver, e);
        ++checked;
    }
    CHECK(checked > 200);
}

TEST_CASE("steps and cursor metrics: optimal, never worse than the moves solution in their metric") {
    Solver solver;
    const auto cards = load("thinkfun_original40.txt");
    for (int i : {0, 5, 17, 39}) {
        const Board& b = *cards[i].board;
        const Solution moves = solver.solve(b, {});
        SolveOptions o;
        o.metric = Metric::Steps;
        const Solution steps = solver.solve(b, o);
        REQUIRE(steps.status == Status::Solved);
        check_replay(b, steps, Goal::Exit);
        CHECK(steps.steps <= moves.steps);
        CHECK(steps.move_count >= moves.move_count);
        o.metric = Metric::Cursor;
        const Solution cursor = solver.solve(b, o);
        REQUIRE(cursor.status == Status::Solved);
        check_replay(b, cursor, Goal::Exit);
        CHECK(cursor.cursor <= moves.cursor);
        CHECK(cursor.cursor <= steps.cursor);
        CHECK(cursor.cursor == cursor_cost(b, cursor.moves));
    }
}

TEST_CASE("cursor cost of a plan, by hand") {
    // 6x6: cursor starts at (3,3). B is vertical at column 2, rows 0-2; A at row 2, columns 0-1.
    const Board b = *parse_board("ooBoooooBoooAABooooooooooooooooooooo").board;
    // B+3: grab B at (2,2): 1 up + 1 left = 2, select 1, 3 steps = 6; deselect 1; A+4: cursor at (5,2),
    // grab A at (2,1): 3 up + 1 left = 4, select 1, 4 steps: total 6 + 1 + 4 + 1 + 4 = 16.
    const std::vector<SlideMove> plan = {{b.find('B'), 3}, {0, 4}};
    CHECK(cursor_cost(b, plan) == 16);
    const auto actions = cursor_plan(b, plan, initial_cursor(b));
    CHECK(actions.size() == 16);
    CHECK(cursor_actions_text(actions) == "UUULSDDDXULSRRRR");
}

TEST_CASE("UCS, A*, greedy and DFS through the shared framework") {
    const auto cards = load("thinkfun_original40.txt");
    Solver solver;
    for (int i : {0, 10, 39}) {
        const Board& b = *cards[i].board;
        for (Heuristic h : {Heuristic::Distance, Heuristic::Blockers, Heuristic::BlockedBlockers}) {
            SolveOptions o;
            o.algo = Algo::Astar;
            o.heuristic = h;
            const Solution s = solver.solve(b, o);
            REQUIRE(s.status == Status::Solved);
            check_replay(b, s, Goal::Exit);
            if (h != Heuristic::BlockedBlockers) CHECK(s.move_count == cards[i].known_moves);
            CHECK(s.move_count >= cards[i].known_moves);
            o.algo = Algo::Greedy;
            const Solution g = solver.solve(b, o);
            REQUIRE(g.status == Status::Solved);
            check_replay(b, g, Goal::Exit);
            CHECK(g.move_count >= cards[i].known_moves);
        }
        SolveOptions o;
        o.algo = Algo::Dfs;
        const Solution d = solver.solve(b, o);
        REQUIRE(d.status == Status::Solved);
        check_replay(b, d, Goal::Exit);
        // Steps and cursor: the specialised searches (auto), the framework's UCS and A* agree on the cost.
        for (Metric m : {Metric::Steps, Metric::Cursor}) {
            SolveOptions x;
            x.metric = m;
            const Solution fast = solver.solve(b, x);
            x.algo = Algo::Ucs;
            const Solution ucs = solver.solve(b, x);
            x.algo = Algo::Astar;
            x.heuristic = Heuristic::Blockers;
            const Solution astar = solver.solve(b, x);
            REQUIRE(fast.status == Status::Solved);
            REQUIRE(ucs.status == Status::Solved);
            REQUIRE(astar.status == Status::Solved);
            CHECK(fast.optimal);
            CHECK(ucs.optimal);
            CHECK(astar.optimal);
            if (m == Metric::Steps) {
                CHECK(ucs.steps == fast.steps);
                CHECK(astar.steps == fast.steps);
            } else {
                CHECK(ucs.cursor == fast.cursor);
                CHECK(astar.cursor == fast.cursor);
            }
        }
    }
}

TEST_CASE("time limit ends the search with timeout") {
    const Board b = *parse_board("GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo").board;
    SolveOptions o;
    o.metric = Metric::Cursor;
    o.time_limit_s = 1e-9;
    const Solution s = solve(b, o);
    CHECK(s.status == Status::Timeout);
    CHECK(s.moves.empty());
}

TEST_CASE("cancel flag stops the search; progress is reported") {
    const Board b = *parse_board("GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo").board;
    std::atomic<bool> cancel{true};
    SolveOptions o;
    o.metric = Metric::Cursor;
    o.cancel = &cancel;
    CHECK(solve(b, o).status == Status::Cancelled);
    int calls = 0;
    std::uint64_t last = 0;
    SolveOptions p;
    p.metric = Metric::Cursor;
    p.progress_interval_ms = 0;
    p.progress = [&](const boxcar::search::SearchStats& s) {
        ++calls;
        CHECK(s.expanded >= last);
        last = s.expanded;
    };
    CHECK(solve(b, p).status == Status::Solved);
    CHECK(calls > 1);
    CHECK(last > 0);
}

TEST_CASE("pruned BFS agrees with the framework's plain UCS (steps) and with goal clear = exit - 1") {
    Solver solver;
    const auto all = load("rush_18k.txt");
    int checked = 0;
    for (std::size_t i = 301; i < all.size(); i += 700) {
        const Board& b = *all[i].board;
        SolveOptions clear;
        clear.goal = Goal::Clear;
        const Solution c = solver.solve(b, clear);
        REQUIRE(c.status == Status::Solved);
        check_replay(b, c, Goal::Clear);
        CHECK(c.move_count == all[i].known_moves - 1);
        SolveOptions steps;
        steps.metric = Metric::Steps;
        const Solution fast = solver.solve(b, steps);
        steps.algo = Algo::Ucs;
        const Solution plain = solver.solve(b, steps);
        REQUIRE(fast.status == Status::Solved);
        REQUIRE(plain.status == Status::Solved);
        CHECK(fast.steps == plain.steps);
        ++checked;
    }
    CHECK(checked == 26);
}

TEST_CASE("other board sizes: 4x4, 7x7 with walls, 8x8; the BFS agrees with the framework's UCS") {
    Solver solver;
    for (const char* s : {"BoooBAACooDCooDo",  // 4x4: A on row 1
                          "CCCoFFooooBooxoooBoooAAoBoDooooooDoGGooxDoooEEEoo",  // 7x7, two walls
                          "GGGoBoooooooBooIoxoCBooIoAACooFooooCoDFoJJoooDFooooEEEoooooooHHH"}) {  // 8x8
        const BoardEntry e = parse_board(s);
        REQUIRE_MESSAGE(e.board, (e.error ? e.error->to_string() : std::string()));
        const Solution fast = solver.solve(*e.board, {});
        SolveOptions u;
        u.algo = Algo::Ucs;
        const Solution plain = solver.solve(*e.board, u);
        REQUIRE(fast.status == plain.status);
        if (fast.status == Status::Solved) {
            check_replay(*e.board, fast, Goal::Exit);
            CHECK(fast.move_count == plain.move_count);
            CHECK(fast.move_count == (e.board->size == 4 ? 2 : 3));
        }
    }
}
