// One benchmark level, in-process or in a forked child (level_runner.hpp).
#include "cli/level_runner.hpp"

#include "cli/parallel_solve.hpp"

#include "search/budget.hpp"
#include "sokoban/rules/rules.hpp"

#include <sys/resource.h>
#include <time.h>
#include <unistd.h>
#if !defined(__EMSCRIPTEN__)
#include <csignal>
#include <sys/wait.h>
#endif

#include <cerrno>
#include <chrono>
#include <cstring>
#include <type_traits>
#include <vector>

namespace boxcar::cli {

double thread_cpu_ms() { return search::clock_ms(true); }  // the clock the solver's --cpu-time limit uses

std::uint64_t process_peak_rss_bytes() {
#if defined(__EMSCRIPTEN__)
    return static_cast<std::uint64_t>(__builtin_wasm_memory_size(0)) * 65536u;
#else
    rusage u{};
    if (getrusage(RUSAGE_SELF, &u) != 0) return 0;
    return static_cast<std::uint64_t>(u.ru_maxrss) * 1024u;  // Linux: KiB
#endif
}

bool can_fork_levels() {
#if defined(__EMSCRIPTEN__)
    return false;
#else
    return true;
#endif
}

namespace {

void solve_here(const sokoban::Level& level, const sokoban::SolveOptions& options, sokoban::Direction direction,
                LevelRun& run, int threads) {
    const double cpu_start = thread_cpu_ms();
    const auto wall_start = std::chrono::steady_clock::now();
    if (threads > 1) {
        ParallelSolve parallel = solve_parallel(level, options, threads);
        run.result = std::move(parallel.result);
        run.cpu_ms = parallel.cpu_ms;
    } else {
        run.result = sokoban::solve_in_direction(level, options, direction);
        run.cpu_ms = thread_cpu_ms() - cpu_start;
    }
    run.wall_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - wall_start).count();
}

#if !defined(__EMSCRIPTEN__)
// What the child sends back: fixed fields, then the solution and error texts.
struct Wire {
    search::Status status;
    int moves, pushes;
    search::SearchStats stats;
    double wall_ms, cpu_ms;
    double first_solution_ms;
    int first_moves, first_pushes;
    std::uint32_t solution_size, error_size;
};
static_assert(std::is_trivially_copyable_v<Wire>);

bool write_all(int fd, const void* data, std::size_t size) {
    const char* p = static_cast<const char*>(data);
    while (size > 0) {
        const ssize_t n = ::write(fd, p, size);
        if (n <= 0) return false;
        p += n;
        size -= static_cast<std::size_t>(n);
    }
    return true;
}

std::vector<char> read_all(int fd) {
    std::vector<char> out;
    char buf[65536];
    for (;;) {
        const ssize_t n = ::read(fd, buf, sizeof buf);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        out.insert(out.end(), buf, buf + n);
    }
    return out;
}

void run_in_child(const sokoban::Level& level, const sokoban::SolveOptions& options, sokoban::Direction direction,
                  LevelRun& run, int threads) {
    int fds[2];
    if (pipe(fds) != 0) return solve_here(level, options, direction, run, threads);
    const pid_t pid = fork();
    if (pid < 0) {
        close(fds[0]);
        close(fds[1]);
        return solve_here(level, options, direction, run, threads);
    }
    if (pid == 0) {  // the child: solve, send, leave without running the parent's exit handlers
        close(fds[0]);
        LevelRun mine;
        solve_here(level, options, direction, mine, threads);
        Wire w{mine.result.status, mine.result.moves, mine.result.pushes, mine.result.stats, mine.wall_ms,
               mine.cpu_ms, mine.result.first_solution_ms, mine.result.first_moves, mine.result.first_pushes,
               static_cast<std::uint32_t>(mine.result.solution.size()),
               static_cast<std::uint32_t>(mine.result.error.size())};
        const bool ok = write_all(fds[1], &w, sizeof w) &&
                        write_all(fds[1], mine.result.solution.data(), mine.result.solution.size()) &&
                        write_all(fds[1], mine.result.error.data(), mine.result.error.size());
        close(fds[1]);
        _exit(ok ? 0 : 3);
    }
    close(fds[1]);
    const std::vector<char> bytes = read_all(fds[0]);
    close(fds[0]);
    int wstatus = 0;
    rusage usage{};
    while (wait4(pid, &wstatus, 0, &usage) < 0 && errno == EINTR) {
    }
    run.peak_rss_bytes = static_cast<std::uint64_t>(usage.ru_maxrss) * 1024u;
    Wire w{};
    const bool complete = bytes.size() >= sizeof w &&
                          (std::memcpy(&w, bytes.data(), sizeof w),
                           bytes.size() == sizeof w + std::size_t(w.solution_size) + w.error_size);
    if (!complete || !WIFEXITED(wstatus) || WEXITSTATUS(wstatus) != 0) {
        run.crashed = true;
        run.result = {};
        run.result.status = search::Status::Invalid;
        run.result.error = WIFSIGNALED(wstatus)
                               ? "the solver process died: signal " + std::to_string(WTERMSIG(wstatus)) +
                                     (WTERMSIG(wstatus) == SIGKILL ? " (killed, e.g. out of memory)" : "")
                               : "the solver process ended without a result";
        run.cpu_ms = (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000.0 +
                     (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000.0;
        return;
    }
    run.result.status = w.status;
    run.result.moves = w.moves;
    run.result.pushes = w.pushes;
    run.result.stats = w.stats;
    run.wall_ms = w.wall_ms;
    run.cpu_ms = w.cpu_ms;
    run.result.first_solution_ms = w.first_solution_ms;
    run.result.first_moves = w.first_moves;
    run.result.first_pushes = w.first_pushes;
    run.result.solution.assign(bytes.data() + sizeof w, w.solution_size);
    run.result.error.assign(bytes.data() + sizeof w + w.solution_size, w.error_size);
    if (run.result.status == search::Status::Solved) {
        // The child verified it; check again here, where it is counted.
        const sokoban::ReplayResult r = sokoban::replay(level, run.result.solution);
        if (!r.legal || !r.solved || r.pushes != run.result.pushes || r.moves != run.result.moves) {
            run.result.status = search::Status::Invalid;
            run.result.error = "the child's solution failed the replay check: " + r.error;
        }
    }
}
#endif

}  // namespace

void run_level(const sokoban::Level& level, const sokoban::SolveOptions& options, sokoban::Direction direction,
               bool in_child, LevelRun& run, int threads) {
#if !defined(__EMSCRIPTEN__)
    if (in_child) return run_in_child(level, options, direction, run, threads);
#else
    (void)in_child;
#endif
    solve_here(level, options, direction, run, threads);
    run.peak_rss_bytes = process_peak_rss_bytes();
}

}  // namespace boxcar::cli
