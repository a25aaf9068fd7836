// The Rush Hour board editor's model: placement rules (inside, no overlap, the red car on the exit row),
// moving and removing pieces, undo/redo, and the live optimal count and cluster size against the solver.
// The count comes from the worker protocol (protocol/rush_count.hpp) run in-process through a test port;
// the counter's own behaviour (stale requests, replay check) is in test_rush_count.cpp.
#include "app/app_model.hpp"
#include "app/builtin_levels.hpp"
#include "app/editor/rush_count.hpp"
#include "app/editor/rush_editor.hpp"
#include "count_port.hpp"
#include "rush/board.hpp"
#include "rush/solver.hpp"
#include "app/share/sharing.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <ctime>
#include <string>

using boxcar::app::RushCounter;
using boxcar::app::RushEditor;
using boxcar::app::test::counted;
namespace rush = boxcar::rush;

namespace {

// The solver's optimal move count of a board (-1 when unsolvable).
int solver_moves(const rush::Board& board) {
    rush::SolveOptions options;
    options.time_limit_s = 30;
    const rush::Solution s = rush::solve(board, options);
    if (s.status == boxcar::search::Status::Solved) {
        CHECK(s.optimal);
        return s.move_count;
    }
    CHECK(s.status == boxcar::search::Status::Unsolvable);
    return -1;
}

}  // namespace

TEST_CASE("a new board holds the red car on the exit row; its count is the solver's") {
    RushEditor e;
    CHECK(e.size() == 6);
    CHECK(e.board_string() == "oooooooooooo" "AAoooo" "oooooooooooooooooo");
    CHECK(e.exit_row() == 2);
    const auto& a = counted(e.board());
    CHECK(a.solvable);
    CHECK(a.optimal_moves == 1);       // one slide to the exit
    CHECK(a.cluster_states == 5);      // the red car at columns 0..4
    CHECK(a.optimal_moves == solver_moves(e.board()));
    CHECK(a.text() == "Optimal: 1 move \xC2\xB7 cluster of 5 states");
}

TEST_CASE("placing cars, trucks and walls follows the rules, in the person's words") {
    RushEditor e;
    std::string why;
    REQUIRE(e.place_vehicle(3, false, 0, 3, &why));  // a vertical truck across the exit row
    CHECK(e.board().at(2, 3) == 'B');
    REQUIRE(e.place_vehicle(2, true, 3, 3, &why));   // a car under it: the truck cannot go down
    CHECK(e.board().at(3, 4) == 'C');
    CHECK(counted(e.board()).optimal_moves == solver_moves(e.board()));

    CHECK_FALSE(e.place_vehicle(2, true, 3, 5, &why));  // leaves the board
    CHECK(why == "It does not fit: it would leave the board.");
    CHECK_FALSE(e.place_vehicle(3, false, 1, 3, &why));  // onto the truck
    CHECK(why == "It does not fit: that cell is taken (truck B).");
    CHECK_FALSE(e.place_vehicle(2, true, 2, 0, &why));
    CHECK(why == "It does not fit: that cell is taken (the red car).");
    CHECK_FALSE(e.place_vehicle(4, true, 5, 0, &why));
    CHECK(why.find("2 (car) or 3 (truck)") != std::string::npos);

    REQUIRE(e.place_wall(5, 5, &why));
    CHECK(e.board().at(5, 5) == 'x');
    CHECK_FALSE(e.place_wall(2, 1, &why));
    CHECK(why == "That cell is taken (the red car).");

    // The red car moves along its row only, and cannot be removed.
    REQUIRE(e.place_red_car(1, &why));
    CHECK(e.board().primary().col == 1);
    CHECK_FALSE(e.place_red_car(2, &why));  // would overlap the truck at column 3
    CHECK_FALSE(e.erase(2, 1, &why));
    CHECK(why.find("red car stays") != std::string::npos);
    CHECK_FALSE(e.move_piece(2, 1, 1, 0, &why));
    CHECK(why.find("exit row") != std::string::npos);
    CHECK(e.board().primary().row == 2);

    // Moving and removing pieces.
    REQUIRE(e.move_piece(3, 4, 1, -2, &why));  // car C, grabbed at its right cell, one down, two left
    CHECK(e.board().at(4, 1) == 'C');
    CHECK(e.board().at(4, 2) == 'C');
    REQUIRE(e.move_piece(5, 5, 0, -1, &why));  // the wall
    CHECK(e.board().at(5, 4) == 'x');
    CHECK(e.board().at(5, 5) == 0);
    REQUIRE(e.erase(1, 3, &why));  // the truck, by any of its cells
    CHECK(e.board().find('B') < 0);
    REQUIRE(e.erase(5, 4, &why));
    CHECK(e.board().walls == 0);
    CHECK_FALSE(e.erase(0, 0, &why));  // nothing there

    // A new piece takes the first free letter.
    REQUIRE(e.place_vehicle(2, false, 0, 5, &why));
    CHECK(e.board().at(0, 5) == 'B');
    CHECK_FALSE(rush::validate(e.board()));
}

TEST_CASE("undo and redo walk the edits back and forth") {
    RushEditor e;
    const std::string empty = e.board_string();
    REQUIRE(e.place_vehicle(2, false, 1, 4));
    const rush::Board one = e.board();
    REQUIRE(e.place_wall(0, 0));
    const rush::Board two = e.board();
    REQUIRE(e.undo());
    CHECK(e.board_string() == rush::board_string(one));
    REQUIRE(e.undo());
    CHECK(e.board_string() == empty);
    CHECK_FALSE(e.undo());
    REQUIRE(e.redo());
    REQUIRE(e.redo());
    CHECK(e.board_string() == rush::board_string(two));
    CHECK_FALSE(e.redo());
    CHECK(counted(e.board()).optimal_moves == solver_moves(two));
    e.undo();
    CHECK(counted(e.board()).optimal_moves == solver_moves(one));  // recomputed after the change
}

TEST_CASE("an unsolvable board says so, with its cluster") {
    RushEditor e;
    REQUIRE(e.place_vehicle(2, true, 2, 4));  // a horizontal car in front of the exit: it can never leave
    const auto& a = counted(e.board());
    CHECK_FALSE(a.solvable);
    CHECK(a.optimal_moves == -1);
    CHECK(solver_moves(e.board()) == -1);
    CHECK(a.cluster_states == 3 + 2 + 1);  // red car and car in one row: 6 placements of the two
    CHECK(a.text().rfind("Unsolvable", 0) == 0);
}

TEST_CASE("the live count matches the solver and the database on the built-in boards") {
    const auto entries = rush::parse_boards(boxcar::app::builtin_rush_boards());
    REQUIRE(entries.size() >= 5);
    double slowest_ms = 0;
    int checked = 0;
    for (const auto& entry : entries) {
        REQUIRE(entry.board);
        RushEditor e;
        e.load(*entry.board);
        CHECK(e.board_string() == rush::board_string(*entry.board));
        const auto& a = counted(e.board());
        CAPTURE(entry.text);
        CHECK(a.optimal_moves == entry.known_moves);
        CHECK(a.optimal_moves == solver_moves(*entry.board));
        if (entry.cluster_size >= 0) CHECK(a.cluster_states == static_cast<std::uint64_t>(entry.cluster_size));
        slowest_ms = std::max(slowest_ms, a.elapsed_ms);
        ++checked;
    }
    MESSAGE("analysed " << checked << " built-in boards, slowest " << slowest_ms << " ms");
}

TEST_CASE("an edited board opens from its share link like any other") {
    RushEditor e;
    REQUIRE(e.place_vehicle(3, false, 0, 4));
    REQUIRE(e.place_wall(5, 0));
    const std::string fragment = e.share_fragment();
    CHECK(fragment == e.board_string());  // a bare board link, Fogleman style
    boxcar::app::AppModel model;
    REQUIRE(open_fragment(model, "#" + fragment));
    REQUIRE(model.play.kind() == boxcar::app::PuzzleKind::RushHour);
    CHECK(rush::board_string(model.play.rush().start()) == e.board_string());
    CHECK(model.play.rush().optimal() == counted(e.board()).optimal_moves);
}

TEST_CASE("a large cluster is counted once per change, not per frame") {
    // The largest cluster of the 6x6 database we ship against (147,355 states; 27 moves).
    const auto entry = rush::parse_board("27 HBBKooHooKCCoIAALMoIDDLMEEJooNxoJGGN 147355");
    REQUIRE(entry.board);
    RushEditor e;
    e.load(*entry.board);
    boxcar::app::test::CountPort port;
    RushCounter counter;
    port.counter = &counter;
    counter.set_port(&port);
    counter.follow(e.board());
    counter.follow(e.board());  // every frame asks: the same board, no new request
    REQUIRE(port.requests.size() == 1);
    const std::clock_t cpu = std::clock();
    port.run_last();
    const double cpu_ms = 1000.0 * static_cast<double>(std::clock() - cpu) / CLOCKS_PER_SEC;
    REQUIRE(counter.status() == RushCounter::Status::Ready);
    const auto& a = counter.analysis();
    CHECK(a.complete);
    CHECK(a.optimal_moves == 27);
    CHECK(a.cluster_states == 147355);
    counter.follow(e.board());  // answered: still no new request
    CHECK(port.requests.size() == 1);
    MESSAGE("cluster of 147,355 states counted (and an optimal solution found) in " << a.elapsed_ms
            << " ms wall, " << cpu_ms << " ms CPU");
}

TEST_CASE("a board with more states than the editor counts still gets its optimal count from the solver") {
    // An open 8x8 board with free cars: far more than kMaxClusterStates positions.
    RushEditor e;
    e.reset(8);
    for (int col = 2; col < 8; ++col) REQUIRE(e.place_vehicle(2, false, 0, col));
    REQUIRE(e.place_vehicle(2, true, 6, 0));
    REQUIRE(e.place_vehicle(2, true, 7, 3));
    REQUIRE(e.place_vehicle(3, false, 3, 6));  // a truck across the exit row
    const auto& a = counted(e.board());
    CAPTURE(e.board_string());
    CHECK_FALSE(a.complete);
    CHECK(a.text().find("cluster of more than 200,000 states") != std::string::npos);
    CHECK(a.optimal_moves == solver_moves(e.board()));
    CHECK(a.optimal_moves > 1);
    MESSAGE("more than 200,000 states: stopped and solved in " << a.elapsed_ms << " ms wall");
}
