// Puzzle enumeration (see enumerate.hpp): the workers and the public entry points; the Enumerator's
// parts are in enumerator.hpp.
#include "rush/enumerate.hpp"

#include "rush/enumerator.hpp"

#include <algorithm>
#include <chrono>
#include <memory>
#include <thread>

namespace boxcar::rush {

using enumeration::Enumerator;

EnumerateSummary enumerate_puzzles(const EnumerateOptions& options,
                                   const std::function<void(const EnumeratedPuzzle&)>& report) {
    const auto t0 = std::chrono::steady_clock::now();
    int workers = options.threads;
    if (workers <= 0) workers = std::clamp(static_cast<int>(std::thread::hardware_concurrency()), 1, 2);
    std::vector<std::unique_ptr<Enumerator>> parts;  // Enumerator holds a Solver: not movable
    for (int w = 0; w < workers; ++w) parts.push_back(std::make_unique<Enumerator>(options, w, workers));
    std::vector<EnumerateSummary> sums(workers);
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
    // WASM without threads: the parts run one after another (same output, position order is kept).
    for (int w = 0; w < workers; ++w) sums[w] = parts[w]->run();
#else
    std::vector<std::thread> pool;
    for (int w = 1; w < workers; ++w) pool.emplace_back([&, w] { sums[w] = parts[w]->run(); });
    sums[0] = parts[0]->run();
    for (std::thread& t : pool) t.join();
#endif

    EnumerateSummary total;
    total.threads = workers;
    std::vector<std::pair<std::uint64_t, const EnumeratedPuzzle*>> all;
    for (int w = 0; w < workers; ++w) {
        total.positions += sums[w].positions;
        if (sums[w].located != kNotLocated) total.located = sums[w].located;
        total.rejected_early += sums[w].rejected_early;
        total.rejected_idle += sums[w].rejected_idle;
        total.cluster_states += sums[w].cluster_states;
        total.partial_states += sums[w].partial_states;
        total.seeds = std::max(total.seeds, sums[w].seeds);
        total.canonical += sums[w].canonical;
        total.solvable += sums[w].solvable;
        total.puzzles += sums[w].puzzles;
        total.max_moves = std::max(total.max_moves, sums[w].max_moves);
        total.complete = total.complete && sums[w].complete;
        for (const auto& [index, puzzle] : parts[w]->found()) all.push_back({index, &puzzle});
    }
    // Stable: with derive_walls one seed reports several clusters, in a fixed order.
    std::stable_sort(all.begin(), all.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    for (const auto& [index, puzzle] : all) report(*puzzle);
    total.elapsed_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return total;
}

std::optional<Board> canonical_seed(const Board& board, std::size_t max_states) {
    // The enumerator's vehicle order and labels: A, horizontals row by row, verticals column by column.
    Board b;
    b.size = board.size;
    b.walls = board.walls;
    std::vector<Vehicle> rest;
    for (const Vehicle& v : board.vehicles)
        if (v.label == 'A')
            b.vehicles.push_back(v);
        else
            rest.push_back(v);
    if (b.vehicles.size() != 1) return std::nullopt;
    std::stable_sort(rest.begin(), rest.end(), [](const Vehicle& x, const Vehicle& y) {
        if (x.horizontal != y.horizontal) return x.horizontal;
        return x.horizontal ? (x.row != y.row ? x.row < y.row : x.col < y.col)
                            : (x.col != y.col ? x.col < y.col : x.row < y.row);
    });
    for (Vehicle v : rest) {
        v.label = static_cast<char>('A' + b.vehicles.size());
        b.vehicles.push_back(v);
    }
    const StateCodec codec(b, false);
    ClusterExplorer ex;
    if (!ex.explore(codec, codec.encode(b), false, max_states)) return std::nullopt;
    bool found = false;
    StateKey best = 0;
    for (std::size_t i = 0; i < ex.size(); ++i)
        if (codec.at_exit(ex.key(i)) && (!found || ex.key(i) < best)) {
            best = ex.key(i);
            found = true;
        }
    if (!found) return std::nullopt;
    return codec.decode(best);
}

}  // namespace boxcar::rush
