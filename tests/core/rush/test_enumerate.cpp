// Enumeration with worker threads (enumerate.cpp) and the cluster explorer's adjacency-list distances
// (cluster.cpp): the output must not depend on the thread count, and every reported distance must be the
// solver's optimal move count.
#include "core/under_sanitizers.hpp"
#include "rush/cluster.hpp"
#include "rush/enumerate.hpp"
#include "rush/solver.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <tuple>
#include <vector>

using namespace boxcar::rush;
using boxcar::search::Status;

namespace {

struct Run {
    EnumerateSummary summary;
    std::vector<std::string> lines;
};

Run enumerate_with(int size, int walls, int threads, std::uint64_t max_positions = 0, bool skip_idle = true,
                   std::uint64_t sample_rows = 1, bool derive_walls = false) {
    EnumerateOptions o;
    o.size = size;
    o.max_walls = walls;
    o.threads = threads;
    o.max_positions = max_positions;
    o.skip_idle = skip_idle;
    o.sample_rows = sample_rows;
    o.derive_walls = derive_walls;
    Run r;
    r.summary = enumerate_puzzles(o, [&](const EnumeratedPuzzle& p) {
        r.lines.push_back(std::to_string(p.moves) + " " + board_string(p.board) + " " +
                          std::to_string(p.cluster_size));
    });
    return r;
}

// An independent count of the solvable clusters of n x n boards without walls, by brute force: every
// placement of Fogleman's layouts (A, length 2, alone in row (n-1)/2; horizontal vehicles of length 2-3 in
// the other rows, vertical ones in the columns; no row or column filled by its own pieces), joined by
// one-cell slides (union-find); a cluster is solvable when one of its placements has A at the exit.
// Shares no code with the enumerator (no seeds, no canonical keys, no state codec).
std::uint64_t brute_force_solvable_clusters(int n) {
    struct Seg {
        int start, len;
    };
    using Lines = std::vector<std::vector<Seg>>;  // rows 0..n-1, then columns 0..n-1
    std::vector<std::vector<Seg>> options;        // the vehicles one line can hold, at every position
    std::function<void(std::vector<Seg>&, int, int)> fill = [&](std::vector<Seg>& cur, int from, int used) {
        options.push_back(cur);
        for (int start = from; start < n; ++start)
            for (int len = 2; len <= 3; ++len)
                if (start + len <= n && used + len < n) {
                    cur.push_back({start, len});
                    fill(cur, start + len, used + len);
                    cur.pop_back();
                }
    };
    std::vector<Seg> none;
    fill(none, 0, 0);
    const int a_row = (n - 1) / 2;
    auto cell = [n](bool row, int line, int at) { return row ? line * n + at : at * n + line; };
    auto key_of = [](const Lines& lines) {
        std::string k;
        for (const auto& line : lines) {
            for (const Seg& s : line) k += static_cast<char>(s.start * 4 + s.len);
            k += '|';
        }
        return k;
    };
    std::vector<Lines> states;
    std::map<std::string, int> index;
    Lines lines(2 * n);
    std::function<void(int, std::uint64_t)> place = [&](int line, std::uint64_t occupied) {
        if (line == 2 * n) {
            index.emplace(key_of(lines), static_cast<int>(states.size()));
            states.push_back(lines);
            return;
        }
        const bool row = line < n;
        const int l = row ? line : line - n;
        std::vector<std::vector<Seg>> choices;
        if (row && l == a_row) {
            for (int start = 0; start + 2 <= n; ++start) choices.push_back({{start, 2}});
        } else {
            choices = options;
        }
        for (const auto& choice : choices) {
            std::uint64_t occ = occupied;
            bool ok = true;
            for (const Seg& s : choice)
                for (int i = 0; i < s.len && ok; ++i) {
                    const std::uint64_t bit = 1ull << cell(row, l, s.start + i);
                    ok = !(occ & bit);
                    occ |= bit;
                }
            if (!ok) continue;
            lines[line] = choice;
            place(line + 1, occ);
        }
        lines[line].clear();
    };
    place(0, 0);

    std::vector<int> parent(states.size());
    for (std::size_t i = 0; i < parent.size(); ++i) parent[i] = static_cast<int>(i);
    std::function<int(int)> root = [&](int x) { return parent[x] == x ? x : parent[x] = root(parent[x]); };
    for (std::size_t id = 0; id < states.size(); ++id) {
        const Lines& st = states[id];
        std::uint64_t occ = 0;
        for (int line = 0; line < 2 * n; ++line)
            for (const Seg& s : st[line])
                for (int i = 0; i < s.len; ++i) occ |= 1ull << cell(line < n, line % n, s.start + i);
        for (int line = 0; line < 2 * n; ++line)
            for (std::size_t v = 0; v < st[line].size(); ++v)
                for (int d : {-1, 1}) {
                    const Seg& s = st[line][v];
                    const int to = d < 0 ? s.start - 1 : s.start + s.len;  // the cell entered
                    if (to < 0 || to >= n || (occ >> cell(line < n, line % n, to) & 1)) continue;
                    Lines next = st;
                    next[line][v].start += d;
                    const auto it = index.find(key_of(next));
                    REQUIRE(it != index.end());
                    parent[root(static_cast<int>(id))] = root(it->second);
                }
    }
    std::set<int> solvable;
    for (std::size_t id = 0; id < states.size(); ++id)
        if (states[id][a_row][0].start == n - 2) solvable.insert(root(static_cast<int>(id)));
    return solvable.size();
}

}  // namespace

TEST_CASE("enumeration: 1, 2 and 3 threads report the same puzzles in the same order (4x4, <= 2 walls)") {
    const Run one = enumerate_with(4, 2, 1);
    REQUIRE(!one.lines.empty());
    CHECK(one.summary.threads == 1);
    for (int threads : {2, 3}) {
        const Run many = enumerate_with(4, 2, threads);
        CHECK(many.summary.threads == threads);
        CHECK(many.lines == one.lines);
        CHECK(many.summary.positions == one.summary.positions);
        CHECK(many.summary.canonical == one.summary.canonical);
        CHECK(many.summary.solvable == one.summary.solvable);
        CHECK(many.summary.puzzles == one.summary.puzzles);
        CHECK(many.summary.max_moves == one.summary.max_moves);
    }
}

TEST_CASE("enumeration: --max-positions counts positions over all threads") {
    const Run one = enumerate_with(5, 0, 1, 5000);
    const Run two = enumerate_with(5, 0, 2, 5000);
    CHECK(!one.summary.complete);
    CHECK(!two.summary.complete);
    CHECK(one.summary.positions + one.summary.rejected_idle == 5000);  // idle layouts are not explored
    CHECK(two.summary.positions + two.summary.rejected_idle == 5000);
    CHECK(two.lines == one.lines);
    CHECK(two.summary.canonical == one.summary.canonical);
}

TEST_CASE("enumeration with walls: every puzzle's count is the solver's optimum and its cluster size") {
    const Run r = enumerate_with(4, 2, 2);
    EnumerateOptions o;
    o.size = 4;
    o.max_walls = 2;
    std::vector<EnumeratedPuzzle> found;
    enumerate_puzzles(o, [&](const EnumeratedPuzzle& p) { found.push_back(p); });
    REQUIRE(found.size() == r.lines.size());
    for (const auto& p : found) {
        const Solution sol = solve(p.board, {});
        REQUIRE(sol.status == Status::Solved);
        CHECK(sol.move_count == p.moves);
        const ClusterInfo info = analyse_cluster(p.board);
        CHECK(info.states == p.cluster_size);
        CHECK(info.max_distance == p.moves);  // reported board is its cluster's hardest state
        CHECK(info.start_distance == p.moves);
    }
}

TEST_CASE("enumeration: consecutive seed ranges give consecutive parts of the output (4x4, <= 2 walls)") {
    const Run whole = enumerate_with(4, 2, 2);
    REQUIRE(whole.summary.seeds > 100);
    const std::uint64_t cut = whole.summary.seeds / 3;
    EnumerateOptions o;
    o.size = 4;
    o.max_walls = 2;
    o.threads = 2;
    std::vector<std::string> lines;
    auto add = [&](const EnumeratedPuzzle& p) {
        lines.push_back(std::to_string(p.moves) + " " + board_string(p.board) + " " + std::to_string(p.cluster_size));
    };
    o.max_positions = cut;
    const EnumerateSummary first = enumerate_puzzles(o, add);
    o.first_seed = cut;
    o.max_positions = 0;
    const EnumerateSummary rest = enumerate_puzzles(o, add);
    CHECK(first.positions + first.rejected_idle == cut);
    CHECK(first.positions + rest.positions == whole.summary.positions);
    CHECK(first.canonical + rest.canonical == whole.summary.canonical);
    CHECK(lines == whole.lines);
}

TEST_CASE("enumeration: 4x4 without walls explores every solvable cluster of a brute-force count") {
    const Run r = enumerate_with(4, 0, 1, 0, /*skip_idle=*/false);
    CHECK(r.summary.canonical == r.summary.solvable);
    CHECK(r.summary.canonical == brute_force_solvable_clusters(4));
}

TEST_CASE("enumeration: the k shards of sample_every k (offsets 0..k-1) explore every seed once (4x4, <= 2 walls)") {
    const Run whole = enumerate_with(4, 2, 2);
    REQUIRE(whole.summary.puzzles > 10);
    const std::uint64_t k = 3;
    std::vector<std::string> lines;
    std::uint64_t positions = 0, idle = 0, canonical = 0;
    for (std::uint64_t offset : {2u, 0u, 1u}) {  // any order
        EnumerateOptions o;
        o.size = 4;
        o.max_walls = 2;
        o.threads = 2;
        o.sample_every = k;
        o.sample_offset = offset;
        const EnumerateSummary s = enumerate_puzzles(o, [&](const EnumeratedPuzzle& p) {
            lines.push_back(std::to_string(p.moves) + " " + board_string(p.board) + " " + std::to_string(p.cluster_size));
        });
        CHECK(s.seeds == whole.summary.seeds);  // each shard walks every seed, explores its own
        positions += s.positions;
        idle += s.rejected_idle;
        canonical += s.canonical;
    }
    CHECK(positions + idle == whole.summary.positions + whole.summary.rejected_idle);
    CHECK(canonical == whole.summary.canonical);
    std::vector<std::string> sorted_whole = whole.lines;
    std::sort(sorted_whole.begin(), sorted_whole.end());
    std::sort(lines.begin(), lines.end());
    CHECK(lines == sorted_whole);
}

TEST_CASE("enumeration: seeds are goal states, so every explored cluster is solvable; --count-only walks only") {
    const Run r = enumerate_with(5, 0, 2, 0, /*skip_idle=*/false);
    CHECK(r.summary.canonical == r.summary.solvable);
    // 62,106: brute_force_solvable_clusters(5) above (an independent count over every placement: 36 s of
    // CPU natively, too slow for this suite, whose 4x4 case runs it), and the all-positions walk of
    // the old Rush Hour report (268,109 positions, the count of Fogleman's enumerator ids; git:
    // docs/bench/archive/rush.md at commit f21a218).
    CHECK(r.summary.canonical == 62106);
    CHECK(r.summary.cluster_states > 0);
    CHECK(r.summary.rejected_early > 0);  // the non-canonical pre-test fires (and the counts above hold)
    EnumerateOptions o;
    o.size = 5;
    o.count_only = true;
    const EnumerateSummary c = enumerate_puzzles(o, [](const EnumeratedPuzzle&) {});
    CHECK(c.seeds == r.summary.seeds);
    CHECK(c.positions == 0);
    CHECK(c.puzzles == 0);
}

TEST_CASE("enumeration: canonical_seed and locate find where a puzzle's cluster is explored (5x5)") {
    // Take some puzzle of the 5x5 enumeration, find its cluster's seed, and explore only that seed.
    const Run all = enumerate_with(5, 0, 2);
    REQUIRE(all.lines.size() == 1730);
    const std::string line = all.lines[1000];
    const std::string board_text = line.substr(line.find(' ') + 1, 25);
    const auto seed = canonical_seed(*parse_board(board_text).board);
    REQUIRE(seed.has_value());
    EnumerateOptions o;
    o.size = 5;
    o.count_only = true;
    o.locate = board_string(*seed);
    const EnumerateSummary where = enumerate_puzzles(o, [](const EnumeratedPuzzle&) {});
    REQUIRE(where.located != kNotLocated);
    o.count_only = false;
    o.locate.clear();
    o.first_seed = where.located;
    o.max_positions = 1;
    std::vector<std::string> lines;
    enumerate_puzzles(o, [&](const EnumeratedPuzzle& p) {
        lines.push_back(std::to_string(p.moves) + " " + board_string(p.board) + " " + std::to_string(p.cluster_size));
    });
    REQUIRE(lines.size() == 1);
    CHECK(lines[0] == line);
}

TEST_CASE("enumeration: skipping the layouts with an idle piece changes no line, only the clusters explored") {
    // 5x5 with <= 1 wall (a third of the seeds: ~3,000 puzzles with walls among them) and 4x4 with <= 2.
    for (const auto& [size, walls, range] : {std::tuple{5, 1, 400'000ull}, std::tuple{4, 2, 0ull}}) {
        if (kUnderSanitizers && size == 5) continue;  // 4x4 takes the same paths at a twentieth of the time
        const Run skip = enumerate_with(size, walls, 2, range, true);
        const Run keep = enumerate_with(size, walls, 2, range, false);
        REQUIRE(!keep.lines.empty());
        CHECK(skip.lines == keep.lines);
        CHECK(skip.summary.rejected_idle > 0);
        CHECK(keep.summary.rejected_idle == 0);
        CHECK(skip.summary.canonical < keep.summary.canonical);
        CHECK(skip.summary.positions + skip.summary.rejected_idle == keep.summary.positions);
    }
}

TEST_CASE("enumeration: a wall no vehicle can reach and a piece out of A's reach are idle") {
    // 5x5: the wall at the top left corner of row 0 is out of every track (row 0 holds no vehicle and
    // column 0 none): the layout is skipped, while the same layout without the wall is explored.
    EnumerateOptions o;
    o.size = 5;
    o.max_walls = 1;
    o.count_only = true;
    const EnumerateSummary c = enumerate_puzzles(o, [](const EnumeratedPuzzle&) {});
    CHECK(c.rejected_idle > 0);
    CHECK(c.rejected_idle < c.seeds);
    // Every layout with a lone wall in a corner cell of an otherwise empty board is idle: the count
    // includes at least the 4 corner cells off A's row times the one lone-A layout.
    o.max_walls = 0;
    const EnumerateSummary none = enumerate_puzzles(o, [](const EnumeratedPuzzle&) {});
    CHECK(none.rejected_idle < c.rejected_idle);
}

TEST_CASE("enumeration: --sample-rows walks every k-th row layout; k = 1 is the whole run") {
    const Run whole = enumerate_with(5, 0, 1);
    const Run one = enumerate_with(5, 0, 1, 0, true, 1);
    CHECK(one.lines == whole.lines);
    const Run part = enumerate_with(5, 0, 1, 0, true, 7);
    CHECK(part.summary.seeds < whole.summary.seeds);
    CHECK(part.summary.seeds > whole.summary.seeds / 20);
    // A sampled row layout keeps all its seeds, so its puzzles are whole-run lines, in the same order.
    std::size_t at = 0;
    for (const std::string& line : part.lines) {
        while (at < whole.lines.size() && whole.lines[at] != line) ++at;
        CHECK(at < whole.lines.size());
    }
}

TEST_CASE("cluster: a vehicle that slides on a shortest path is essential (its removal lowers the count)") {
    const char* boards[] = {"GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo",  // 51 moves
                            "IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM"};  // 60 moves, a wall
    for (const char* text : boards) {
        const Board b = *parse_board(text).board;
        const StateCodec codec(b, false);
        ClusterExplorer ex;
        REQUIRE(ex.explore(codec, codec.encode(b)));
        ex.compute_distances(Goal::Exit);
        const int d = ex.distance_at(0);
        const std::uint32_t moved = ex.vehicles_on_shortest_paths(0);
        CHECK((moved & 1u) == 1u);  // A itself
        int listed = 0;
        for (std::size_t v = 1; v < b.vehicles.size(); ++v) {
            if (!(moved >> v & 1)) continue;
            ++listed;
            Board without = b;
            without.vehicles.erase(without.vehicles.begin() + static_cast<long>(v));
            const Solution s = solve(without, {});
            REQUIRE(s.status == Status::Solved);
            CHECK(s.move_count < d);
        }
        CHECK(listed > 0);
    }
}

TEST_CASE("state codec: assign() re-targets a codec like a fresh one") {
    const Board big = *parse_board("GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo").board;
    const Board small = *parse_board("ooBoooooBoooAABooooooooooooooooooooo").board;
    StateCodec reused(big, false);
    reused.assign(small, false);
    const StateCodec fresh(small, false);
    const StateKey k = fresh.encode(small);
    CHECK(reused.encode(small) == k);
    CHECK(reused.vehicle_count() == fresh.vehicle_count());
    CHECK(reused.occupancy(k) == fresh.occupancy(k));
    std::vector<StateKey> a, b;
    reused.for_each_move(k, reused.occupancy(k), [&](int, int, StateKey n) { a.push_back(n); });
    fresh.for_each_move(k, fresh.occupancy(k), [&](int, int, StateKey n) { b.push_back(n); });
    CHECK(a == b);
    CHECK(reused.commuting_before(0, 0, 1) == 0);
}

TEST_CASE("enumeration: clusters with walls derived from the no-wall clusters are the walked ones") {
    for (const auto& [size, walls] : {std::pair{4, 2}, std::pair{5, 1}}) {
        if (kUnderSanitizers && size == 5) continue;  // 4x4 takes the same paths at a twentieth of the time
        const Run walked = enumerate_with(size, walls, 2);
        const Run derived = enumerate_with(size, walls, 1, 0, true, 1, /*derive_walls=*/true);
        const Run derived2 = enumerate_with(size, walls, 2, 0, true, 1, true);
        CHECK(derived2.lines == derived.lines);  // same order for any thread count
        CHECK(derived.summary.max_moves == walked.summary.max_moves);
        std::vector<std::string> a = walked.lines, b = derived.lines;
        std::sort(a.begin(), a.end());
        std::sort(b.begin(), b.end());
        CHECK(a == b);
        if (size == 5) {
            // 5,958: the 5x5 <= 1 wall puzzles of the all-positions walk (2,689,861 positions, the count of
            // Fogleman's enumerator ids; git: docs/bench/archive/rush.md at commit f21a218); the walk above
            // recounts them.
            CHECK(a.size() == 5958);
            CHECK(std::count_if(a.begin(), a.end(), [](const std::string& l) { return l.find('x') != std::string::npos; }) > 0);
        }
    }
}
