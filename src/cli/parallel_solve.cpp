// The threaded portfolio driver (parallel_solve.hpp).
#include "cli/parallel_solve.hpp"

#include "search/budget.hpp"
#include "sokoban/solve/portfolio.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <mutex>
#include <thread>

namespace boxcar::cli {

bool threads_available() {
#ifdef __EMSCRIPTEN__
    return false;  // built without pthreads (a Web Worker per lane in the page instead)
#else
    return true;
#endif
}

bool settle_threads(int& threads, sokoban::Direction direction, const char* command) {
    if (threads > 1 && direction != sokoban::Direction::Forward) {
        std::fprintf(stderr, "%s: --threads runs the forward portfolio; leave out --direction\n", command);
        return false;
    }
    if (threads > 1 && !threads_available()) {
        std::fprintf(stderr, "%s: this build has no threads; --threads %d runs one lane\n", command, threads);
        threads = 1;
    }
    return true;
}

ParallelSolve solve_parallel(const sokoban::Level& level, const sokoban::SolveOptions& options, int threads) {
    if (!threads_available()) threads = 1;
    std::atomic<bool> stop{false};
    sokoban::SolveOptions shared = options;
    shared.cancel = &stop;
    std::vector<sokoban::PortfolioLane> lanes = sokoban::portfolio_lanes(shared, threads);
    sokoban::SharedMemoryBudget memory;  // the threads share one budget (outlives the lanes' runs)
    sokoban::share_memory(lanes, shared.memory_limit_mib, memory);

    ParallelSolve out;
    out.lanes.resize(lanes.size());
    std::mutex mutex;
    auto run_lane = [&](std::size_t i) {
        const double cpu_start = search::clock_ms(true);
        sokoban::SolveResult r = sokoban::solve_lane(level, lanes[i]);
        const double cpu = search::clock_ms(true) - cpu_start;
        std::lock_guard lock(mutex);
        out.lanes[i] = {lanes[i].name, std::move(r), cpu};
        if (out.winner < 0 && sokoban::ends_portfolio(out.lanes[i].result)) {
            out.winner = static_cast<int>(i);
            stop = true;
        }
    };
    // The caller's cancel flag reaches the lanes through the portfolio's own.
    std::atomic<bool> finished{false};
    std::thread watcher;
    if (options.cancel) {
        watcher = std::thread([&] {
            while (!finished && !stop) {
                if (options.cancel->load()) stop = true;
                std::this_thread::sleep_for(std::chrono::milliseconds(20));
            }
        });
    }
    if (lanes.size() == 1) {
        run_lane(0);
    } else {
        std::vector<std::thread> pool;
        for (std::size_t i = 0; i < lanes.size(); ++i) pool.emplace_back(run_lane, i);
        for (std::thread& t : pool) t.join();
    }
    finished = true;
    if (watcher.joinable()) watcher.join();

    out.result = out.lanes[out.winner >= 0 ? out.winner : 0].result;
    search::SearchStats total;
    std::uint64_t unshared_memory = 0;
    for (std::size_t i = 0; i < out.lanes.size(); ++i) {
        search::add_concurrent_stats(total, out.lanes[i].result.stats);
        out.cpu_ms += out.lanes[i].cpu_ms;
        if (!lanes[i].options.shared_memory) unshared_memory += out.lanes[i].result.stats.memory_bytes;
    }
    // The lanes of the shared budget: the most they held at once, not the sum of their peaks.
    if (memory.total_bytes() > 0) total.memory_bytes = unshared_memory + memory.peak_bytes();
    if (lanes.size() > 1) out.result.stats = total;
    // A lane stopped by the winner reports Cancelled; with no winner lane 0 speaks for the portfolio.
    if (out.winner >= 0 && lanes.size() > 1 && out.result.phase.empty())
        out.result.phase = out.lanes[out.winner].name;
    return out;
}

}  // namespace boxcar::cli
