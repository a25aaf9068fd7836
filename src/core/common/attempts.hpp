// The attempt loop of a seeded generator (Sokoban levels, Rush Hour puzzles): attempts 1..max_attempts
// of one random try each, stopped early by a wall-clock bound. The tries draw from the caller's seeded
// stream, so the result for a seed is the same whenever it is found within the bound.
//
//   int attempts = 0;
//   const AttemptsEnd end = run_attempts(3000, 0.0, attempts, [&] { return try_one_position(rng); });
//   if (end != AttemptsEnd::Found) error = attempts_failure(end, attempts, "no puzzle with 8..20 moves found",
//                                                          "random positions", "the hardest had 7 moves", advice, advice);
#pragma once
#include <chrono>
#include <string>

namespace boxcar {

enum class AttemptsEnd {
    Found,          // a try returned true
    OutOfTime,      // the bound passed before attempt `attempts` started (attempts - 1 were tried)
    OutOfAttempts,  // every attempt was tried
};

// Calls try_one() (returns true when the attempt produced the result) for attempts 1..max_attempts;
// `attempts` is the number of the attempt last started. A time_limit_s of 0 or less means no bound.
template <class TryOne>
AttemptsEnd run_attempts(int max_attempts, double time_limit_s, int& attempts, TryOne&& try_one) {
    const auto t0 = std::chrono::steady_clock::now();
    for (int attempt = 1; attempt <= max_attempts; ++attempt) {
        attempts = attempt;
        if (time_limit_s > 0 && std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count() > time_limit_s)
            return AttemptsEnd::OutOfTime;
        if (try_one()) return AttemptsEnd::Found;
    }
    return AttemptsEnd::OutOfAttempts;
}

// The message when no attempt produced a result: `sought` ("no level with 3..5 optimal pushes found"),
// how many `tries` ("rooms") were made, the `best` one's note, then the advice for that end (none when
// empty): "<sought> in 60 rooms (<best>): <advice>" or "<sought> within the time limit (12 rooms; <best>)".
inline std::string attempts_failure(AttemptsEnd end, int attempts, const std::string& sought, const char* tries,
                                    const std::string& best, const char* time_advice, const char* attempts_advice) {
    const bool timed_out = end == AttemptsEnd::OutOfTime;
    const std::string tried = std::to_string(timed_out ? attempts - 1 : attempts) + " " + tries;
    const std::string advice = timed_out ? time_advice : attempts_advice;
    return sought + (timed_out ? " within the time limit (" + tried + "; " : " in " + tried + " (") + best + ")" +
           (advice.empty() ? "" : ": " + advice);
}

}  // namespace boxcar
