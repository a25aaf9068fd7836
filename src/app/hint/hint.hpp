// A hint: from the position on screen, the next box push (Sokoban) or the next optimal slide (Rush Hour),
// taken from a solution of that position; or why the position is lost; and for "solve from here" the
// rest of that solution. Hints (hints.hpp) asks the solver worker for one; the pure parts are here.
//
// A hint belongs to the position it was computed for: the board shows it only while that position is
// on screen, and a cached one is reused when the same position asks again.
#pragma once
#include "rush/state_codec.hpp"
#include "sokoban/level/level.hpp"
#include "sokoban/rules/rules.hpp"

#include <optional>
#include <string>
#include <vector>

namespace boxcar::app {

// Bounds of a hint search: short, so that a hint answers while the player waits.
inline constexpr double kHintTimeLimitS = 5.0;
inline constexpr double kHintMemoryLimitMiB = 512.0;
inline constexpr double kRushHintTimeLimitS = 2.0;  // the Rush Hour search (milliseconds on 6x6)

// The first push of a solution played from a position: the box it moves, the direction, and where the
// box lands. Found by playing the steps with the rules (walks before it are skipped).
struct PushStep {
    int box = -1;     // level index of the box pushed
    int target = -1;  // level index it is pushed onto
    sokoban::Dir dir = sokoban::Dir::Left;
    int step = -1;    // 0-based index of the push among the steps
};
std::optional<PushStep> first_push(const sokoban::Level& level, const sokoban::Position& from,
                                   const std::vector<sokoban::Dir>& steps);

// The level whose start is `pos` (boxes and player moved there; walls and goals unchanged): what a hint
// asks the solver to solve.
sokoban::Level level_at(const sokoban::Level& level, const sokoban::Position& pos);

struct Hint {
    enum class Status { None, Running, Ready, Lost, NotFound };
    Status status = Status::None;
    bool from_here = false;  // "solve from here": play the rest once found
    int request_id = 0;      // the worker request
    double time_limit_s = 0; // of that request
    std::string reason;      // why lost or not found, in plain words

    // What the hint is for: the level opened (PlaySession's load and open counts), and on it the Sokoban
    // position or the Rush Hour board string.
    int loaded = -1, opened = -1;
    sokoban::Position position;
    std::string board;

    // Sokoban: the first push and the verified solution from `position`.
    PushStep push;
    std::vector<sokoban::Dir> rest;
    int moves_left = 0, pushes_left = 0;
    // Rush Hour: the first slide and the optimal solution from `board`.
    rush::SlideMove slide;
    std::vector<rush::SlideMove> rush_rest;
    std::string slide_name;  // "A+1"

    std::uint64_t expanded = 0;
    double time_ms = 0;
};

const char* hint_status_name(Hint::Status status);  // "none", "running", "ready", "lost", "not_found"
const char* dir_word(sokoban::Dir dir);              // "left", "up", "right", "down"
// "column 3, row 2" (1-based, as the deadlock reasons say).
std::string cell_words(const sokoban::Level& level, int cell);

}  // namespace boxcar::app
