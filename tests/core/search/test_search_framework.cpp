// The generic search library on small grid-walking domains: every algorithm, optimality of BFS/UCS/A*/IDA*,
// unsolvable vs exhausted, budgets (time, expansions, memory), cancellation, slices and determinism.
#include "search/search.hpp"

#include <doctest/doctest.h>

#include <atomic>
#include <string>
#include <vector>

using namespace boxcar::search;

namespace {

// A 4-connected grid; '#' walls, 'S' start, 'G' goal, digits = cost of entering that cell (default 1).
struct GridDomain {
    int w = 0, h = 0, start = -1, goal = -1;
    std::vector<std::string> rows;
    bool sound = true;

    explicit GridDomain(std::vector<std::string> r) : rows(std::move(r)) {
        h = static_cast<int>(rows.size());
        w = static_cast<int>(rows[0].size());
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x) {
                if (rows[y][x] == 'S') start = y * w + x;
                if (rows[y][x] == 'G') goal = y * w + x;
            }
    }
    char at(int i) const { return rows[i / w][i % w]; }
    std::size_t state_words() const { return 1; }
    void initial_state(Word* out) const { out[0] = static_cast<Word>(start); }
    std::uint64_t hash(const Word* s) const { return s[0] * 0x9E3779B97F4A7C15ULL; }
    bool is_goal(const Word* s) const { return static_cast<int>(s[0]) == goal; }
    Cost heuristic(const Word* s, SearchStats&) const {
        const int p = static_cast<int>(s[0]);
        return std::abs(p % w - goal % w) + std::abs(p / w - goal / w);
    }
    bool pruning_is_sound() const { return sound; }
    template <class Sink>
    void expand(const Word* s, SearchStats&, Sink&& sink) const {
        const int p = static_cast<int>(s[0]);
        const int dx[4] = {-1, 0, 1, 0}, dy[4] = {0, -1, 0, 1};
        for (std::uint32_t d = 0; d < 4; ++d) {
            const int x = p % w + dx[d], y = p / w + dy[d];
            if (x < 0 || y < 0 || x >= w || y >= h) continue;
            const int q = y * w + x;
            if (at(q) == '#') continue;
            const Cost c = (at(q) >= '1' && at(q) <= '9') ? at(q) - '0' : 1;
            const Word child = static_cast<Word>(q);
            if (!sink(&child, hash(&child), c, d)) return;
        }
    }
};
static_assert(Domain<GridDomain>);

const std::vector<std::string> kMaze = {
    "S....#....",
    ".###.#.##.",
    ".#...#..#.",
    ".#.####.#.",
    ".#......#.",
    ".######.#.",
    "........#G",
};
// Cheap detour vs expensive short cut: cost-optimal path differs from the fewest-steps path.
const std::vector<std::string> kCosts = {
    "S99G",
    ".##.",
    "....",
};

// Walks the move codes from the start; returns the final cell (or -1 on an illegal step) and the cost.
std::pair<int, Cost> walk(const GridDomain& d, const std::vector<std::uint32_t>& moves) {
    int p = d.start;
    Cost cost = 0;
    const int dx[4] = {-1, 0, 1, 0}, dy[4] = {0, -1, 0, 1};
    for (auto m : moves) {
        const int x = p % d.w + dx[m], y = p / d.w + dy[m];
        if (x < 0 || y < 0 || x >= d.w || y >= d.h || d.at(y * d.w + x) == '#') return {-1, cost};
        p = y * d.w + x;
        cost += (d.at(p) >= '1' && d.at(p) <= '9') ? d.at(p) - '0' : 1;
    }
    return {p, cost};
}

Config config(Algorithm a) {
    Config c;
    c.algorithm = a;
    return c;
}

const Algorithm kAll[] = {Algorithm::Bfs, Algorithm::Dfs, Algorithm::Ucs, Algorithm::Greedy,
                          Algorithm::Astar, Algorithm::WeightedAstar, Algorithm::IdaStar};

}  // namespace

TEST_CASE("every algorithm reaches the goal of a maze with a legal path") {
    GridDomain d(kMaze);
    for (Algorithm a : kAll) {
        CAPTURE(algorithm_name(a));
        Search<GridDomain> s(d, config(a));
        REQUIRE(s.run() == Status::Solved);
        auto [end, cost] = walk(d, s.solution_moves());
        CHECK(end == d.goal);
        CHECK(cost == s.solution_cost());
        CHECK(s.stats().expanded > 0);
        CHECK(s.stats().generated >= s.stats().expanded);
    }
}

TEST_CASE("BFS, UCS, A* and IDA* find the shortest path; UCS, A*, IDA* the cheapest") {
    GridDomain maze(kMaze);
    for (Algorithm a : {Algorithm::Bfs, Algorithm::Ucs, Algorithm::Astar, Algorithm::IdaStar}) {
        Search<GridDomain> s(maze, config(a));
        REQUIRE(s.run() == Status::Solved);
        CHECK(s.solution_moves().size() == 29);  // checked by hand-written BFS
    }
    GridDomain costs(kCosts);
    Search<GridDomain> bfs(costs, config(Algorithm::Bfs));
    REQUIRE(bfs.run() == Status::Solved);
    CHECK(bfs.solution_moves().size() == 3);  // through the 9s
    for (Algorithm a : {Algorithm::Ucs, Algorithm::Astar, Algorithm::IdaStar}) {
        CAPTURE(algorithm_name(a));
        Search<GridDomain> s(costs, config(a));
        REQUIRE(s.run() == Status::Solved);
        CHECK(s.solution_cost() == 7);  // the detour: 7 steps of cost 1
        CHECK(walk(costs, s.solution_moves()).second == 7);
    }
}

TEST_CASE("a walled-off goal is unsolvable for complete searches, exhausted when pruning is unsound") {
    GridDomain d({"S..#G", "...#.", "...#."});
    for (Algorithm a : kAll) {
        CAPTURE(algorithm_name(a));
        Search<GridDomain> s(d, config(a));
        CHECK(s.run() == Status::Unsolvable);
    }
    d.sound = false;
    Search<GridDomain> s(d, config(Algorithm::Astar));
    CHECK(s.run() == Status::Exhausted);
}

TEST_CASE("a depth limit that cuts the search gives exhausted, a generous one solves") {
    GridDomain d(kMaze);
    Config c = config(Algorithm::Dfs);
    c.depth_limit = 20;
    Search<GridDomain> cut(d, c);
    CHECK(cut.run() == Status::Exhausted);
    c.depth_limit = 29;
    Search<GridDomain> exact(d, c);
    REQUIRE(exact.run() == Status::Solved);
    CHECK(exact.solution_moves().size() == 29);
}

namespace {
// An endless corridor (states are integers; the goal is never reached) for budget tests.
struct EndlessDomain {
    std::size_t state_words() const { return 2; }
    void initial_state(Word* out) const { out[0] = out[1] = 0; }
    std::uint64_t hash(const Word* s) const { return s[0] * 0x9E3779B97F4A7C15ULL ^ s[1]; }
    bool is_goal(const Word*) const { return false; }
    Cost heuristic(const Word*, SearchStats&) const { return 1; }
    bool pruning_is_sound() const { return true; }
    template <class Sink>
    void expand(const Word* s, SearchStats&, Sink&& sink) const {
        for (Word k = 1; k <= 2; ++k) {
            Word c[2] = {s[0] * 2 + k, s[1] + 1};
            if (!sink(c, hash(c), 1, static_cast<std::uint32_t>(k))) return;
        }
    }
};
}  // namespace

TEST_CASE("budgets end the search with timeout or memout, the cancel flag with cancelled") {
    EndlessDomain d;
    for (Algorithm a : kAll) {
        CAPTURE(algorithm_name(a));
        Config c = config(a);
        c.limits.max_expanded = 5000;
        Search<EndlessDomain> by_nodes(d, c);
        CHECK(by_nodes.run() == Status::Timeout);

        c = config(a);
        c.limits.time_limit_s = 0.05;
        Search<EndlessDomain> by_time(d, c);
        CHECK(by_time.run() == Status::Timeout);
        CHECK(by_time.stats().elapsed_ms >= 50);
        CHECK(by_time.stats().elapsed_ms < 2000);

        c.limits.cpu_clock = true;  // the same limit on the thread's CPU time
        Search<EndlessDomain> by_cpu(d, c);
        CHECK(by_cpu.run() == Status::Timeout);
        CHECK(by_cpu.stats().elapsed_ms >= 50);

        c = config(a);
        c.limits.memory_bytes = 4u << 20;
        Search<EndlessDomain> by_memory(d, c);
        if (a == Algorithm::IdaStar) {
            c.limits.max_expanded = 20000;  // IDA* uses little memory: it keeps going instead
            Search<EndlessDomain> ida(d, c);
            CHECK(ida.run() == Status::Timeout);
            CHECK(ida.stats().memory_bytes <= (4u << 20));
        } else {
            CHECK(by_memory.run() == Status::Memout);
            CHECK(by_memory.stats().memory_bytes <= (4u << 20));
        }

        std::atomic<bool> cancel{false};
        c = config(a);
        c.limits.cancel = &cancel;
        Search<EndlessDomain> cancelled(d, c);
        CHECK_FALSE(cancelled.step(1000));
        cancel = true;
        CHECK(cancelled.step(1000));
        CHECK(cancelled.status() == Status::Cancelled);
    }
}

TEST_CASE("slices: step(n) gives the same result and counters as one run; progress is reported") {
    GridDomain d(kMaze);
    for (Algorithm a : kAll) {
        CAPTURE(algorithm_name(a));
        Search<GridDomain> whole(d, config(a));
        whole.run();
        int progress_calls = 0;
        Config c = config(a);
        c.limits.progress = [&](const SearchStats&) { ++progress_calls; };
        c.limits.progress_interval_ms = 0;
        Search<GridDomain> sliced(d, c);
        int slices = 0;
        while (!sliced.step(1)) ++slices;
        CHECK(slices > 3);
        CHECK(sliced.status() == whole.status());
        CHECK(sliced.solution_moves() == whole.solution_moves());
        CHECK(sliced.stats().expanded == whole.stats().expanded);
        CHECK(sliced.stats().generated == whole.stats().generated);
    }
    EndlessDomain e;
    int calls = 0;
    Config c = config(Algorithm::Bfs);
    c.limits.progress = [&](const SearchStats& st) { calls += st.expanded > 0; };
    c.limits.progress_interval_ms = 1;
    c.limits.time_limit_s = 0.05;
    Search<EndlessDomain> s(e, c);
    s.run();
    CHECK(calls >= 5);
}
