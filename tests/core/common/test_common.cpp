// The core's shared pieces: the SplitMix64 stream and mixer, bit sets in words, the flood fill, text errors,
// the bipartite matcher.
#include "common/bipartite_matching.hpp"
#include "common/bits.hpp"
#include "common/flood_fill.hpp"
#include "common/rng.hpp"
#include "common/text_error.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <numeric>
#include <map>
#include <vector>

using namespace boxcar;

TEST_CASE("SplitMix64 gives fixed numbers (same natively and in WASM)") {
    SplitMix64 r(0);
    CHECK(r.next() == 0xE220A8397B1DCDAFull);  // SplitMix64 reference value for seed 0
    SplitMix64 a(42), b(42);
    for (int i = 0; i < 100; ++i) CHECK(a.below(7) == b.below(7));
    SplitMix64 c(1);
    std::map<std::uint32_t, int> hist;
    for (int i = 0; i < 7000; ++i) ++hist[c.below(7)];
    CHECK(hist.size() == 7);
    for (auto& [k, n] : hist) CHECK(n > 800);
    SplitMix64 u(3);
    for (int i = 0; i < 1000; ++i) {
        const double x = u.unit();
        CHECK((x >= 0 && x < 1));
    }
}

TEST_CASE("splitmix64_mix is the finalizer of the stream") {
    // next() adds the golden gamma to the state, then mixes: the first number of seed s is mix(s + gamma).
    for (std::uint64_t seed : {0ull, 1ull, 0x5EED0B0C5ull, ~0ull}) {
        SplitMix64 r(seed);
        CHECK(r.next() == splitmix64_mix(seed + kGoldenGamma));
    }
}

TEST_CASE("bit fields read back what was written, across a word boundary") {
    std::vector<bits::Word> w(3, 0);
    for (std::size_t at : {0u, 10u, 50u, 60u, 63u, 64u, 100u, 120u}) {
        for (std::uint32_t v : {0u, 1u, 0xffffu, 0x1234u, 0xabcdu}) {
            std::vector<bits::Word> before = w;
            bits::write_field(w.data(), at, 16, v);
            CHECK(bits::read_field(w.data(), at, 16) == v);
            // The bits around the field are untouched: compare bit by bit with the old words.
            for (std::size_t i = 0; i < 192; ++i)
                if (i < at || i >= at + 16) CHECK(bits::test(w.data(), i) == bits::test(before.data(), i));
            for (unsigned k = 0; k < 16; ++k) CHECK(bits::test(w.data(), at + k) == ((v >> k) & 1));
        }
    }
}

TEST_CASE("for_each_set visits the set bits below the limit in order") {
    std::vector<bits::Word> w(2, 0);
    for (std::size_t i : {3u, 63u, 64u, 70u, 90u, 127u}) bits::set(w.data(), i);
    bits::clear(w.data(), 70);
    std::vector<int> seen;
    bits::for_each_set(w.data(), w.size(), 100, [&](int i) { seen.push_back(i); });
    CHECK(seen == std::vector<int>{3, 63, 64, 90});
    CHECK(bits::words_for(0) == 0);
    CHECK(bits::words_for(64) == 1);
    CHECK(bits::words_for(65) == 2);
}

TEST_CASE("flood_fill reaches one area, marks it, reports the smallest square and each parent") {
    // A 4x3 grid, squares numbered row by row:
    //   0  1  2  3
    //   4 [5][6] 7
    //   8  9 10 11     blocked: 5, 6, 8, 10  -> 9 is enclosed (its neighbours 5, 8, 10 are blocked)
    const int w = 4, h = 3;
    std::vector<std::array<int, 4>> next(w * h);
    for (int q = 0; q < w * h; ++q) {
        const int x = q % w, y = q / w;
        next[q] = {x > 0 ? q - 1 : -1, y > 0 ? q - w : -1, x < w - 1 ? q + 1 : -1, y < h - 1 ? q + w : -1};
    }
    std::vector<char> blocked(w * h, 0);
    for (int q : {5, 6, 8, 10}) blocked[q] = 1;
    std::vector<int> marks(w * h, 0), queue, parent(w * h, -1);
    const int smallest = flood_fill(next, 11, [&](int t) { return blocked[t] != 0; }, marks, 7, queue,
                                    [&](int t, int q) { parent[t] = q; });
    CHECK(smallest == 0);
    std::vector<int> reached;
    for (int q = 0; q < w * h; ++q)
        if (marks[q] == 7) reached.push_back(q);
    CHECK(reached == std::vector<int>{0, 1, 2, 3, 4, 7, 11});
    CHECK(queue.size() == reached.size());
    CHECK(queue.front() == 11);
    CHECK(parent[7] == 11);
    CHECK(parent[3] == 7);
    // A second flood with a new stamp needs no clearing; the enclosed square is an area of its own.
    CHECK(flood_fill(next, 9, [&](int t) { return blocked[t] != 0; }, marks, 8, queue) == 9);
    CHECK(queue == std::vector<int>{9});
    // The same grid has two areas; blocking 1 and 7 as well cuts the big one in two more.
    CHECK(count_areas(next, w * h, [&](int t) { return blocked[t] != 0; }, marks, 9, queue) == 2);
    for (int q : {1, 7}) blocked[q] = 1;
    CHECK(count_areas(next, w * h, [&](int t) { return blocked[t] != 0; }, marks, 10, queue) == 4);  // {0,4} {2,3} {9} {11}
}

TEST_CASE("a text error says where: line and column, line alone, or nothing") {
    CHECK(TextError{3, 7, "two players"}.to_string() == "line 3, column 7: two players");
    CHECK(TextError{2, 0, "too long"}.to_string() == "line 2: too long");
    CHECK(TextError{0, 5, "empty"}.to_string() == "empty");
    // A count of the whole level names where the level starts, not a line with the problem.
    CHECK(TextError{4, 0, "2 boxes but 1 goal", true}.to_string() == "the level at line 4: 2 boxes but 1 goal");
}

TEST_CASE("the bipartite matcher finds a perfect matching exactly when one exists (all small graphs by brute force)") {
    SplitMix64 r(7);
    BipartiteMatcher matcher;
    int perfect = 0, not_perfect = 0;
    for (int trial = 0; trial < 3000; ++trial) {
        const int n = 1 + static_cast<int>(r.below(6)), m = n + static_cast<int>(r.below(2));
        std::array<std::array<bool, 7>, 6> edge{};
        const int density = 1 + static_cast<int>(r.below(4));  // 1/4 to 4/4 of the pairs allowed
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < m; ++j) edge[i][j] = r.below(4) < static_cast<std::uint32_t>(density);
        // Brute force: some injective choice of right items, over every ordering of them.
        std::vector<int> right(m);
        std::iota(right.begin(), right.end(), 0);
        bool exists = false;
        do {
            bool all = true;
            for (int i = 0; i < n && all; ++i) all = edge[i][right[i]];
            exists = exists || all;
        } while (!exists && std::next_permutation(right.begin(), right.end()));
        CHECK(matcher.perfect(n, m, [&](int i, int j) { return edge[i][j]; }) == exists);
        ++(exists ? perfect : not_perfect);
    }
    CHECK(perfect > 300);  // both answers are exercised
    CHECK(not_perfect > 300);
    // Every left item on its own right item, thousands of them, and one that needs an augmenting path.
    const int big = 3000;
    CHECK(matcher.perfect(big, big, [&](int i, int j) { return j == i || (i == 0 && j == big - 1) || (i == big - 1 && j == 0); }));
    CHECK_FALSE(matcher.perfect(big, big, [&](int i, int j) { return i < big - 1 ? j == i : j == 0; }));
}
