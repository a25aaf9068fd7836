// Sokoban rules: positions, moves and pushes, undo/redo history, reachability, LURD solutions and
// the replay verifier that every solution passes through before it is printed or shown.
#pragma once
#include "sokoban/level/level.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace boxcar::sokoban {

enum class Dir : std::uint8_t { Left = 0, Up = 1, Right = 2, Down = 3 };
int dir_dx(Dir d);
int dir_dy(Dir d);
char dir_char(Dir d, bool push);  // 'l','u','r','d' or uppercase when push

// A dynamic position on a level's static board (walls and goals come from the Level).
struct Position {
    std::vector<std::uint8_t> boxes;  // width*height, 1 where a box stands
    int player = -1;
    bool operator==(const Position&) const = default;
};
Position initial_position(const Level& level);
bool is_solved(const Level& level, const Position& pos);

enum class MoveKind : std::uint8_t { Blocked, Walk, Push };
// Applies one step if legal; returns what happened (Blocked leaves `pos` unchanged).
MoveKind apply_move(const Level& level, Position& pos, Dir d);

// Squares the player can reach without pushing (flags, width*height).
std::vector<std::uint8_t> reachable(const Level& level, const Position& pos);
// Shortest walk (no pushes) from the player to `target`, or nullopt when unreachable.
std::optional<std::vector<Dir>> walk_path(const Level& level, const Position& pos, int target);

// A played game with undo/redo. Restart is itself undoable (it is recorded as one history entry).
class Game {
public:
    explicit Game(const Level& level);
    const Level& level() const { return level_; }
    const Position& position() const { return pos_; }
    MoveKind move(Dir d);   // clears the redo list when it changes the position
    bool undo();
    bool redo();
    void restart();
    int moves() const;
    int pushes() const;
    bool solved() const;
    std::string lurd() const;  // moves so far, case from replay
    int history_size() const;  // number of undoable entries
    void seek(int entry);      // jump to history entry n (0 = start) keeping the redo list
private:
    Level level_;
    Position pos_;
    struct Entry { Position before; Dir dir; MoveKind kind; bool restart; };
    std::vector<Entry> history_;
    std::vector<Entry> redo_;
    void replay_to(int n);
};

// LURD parsing: any case, RLE digits ("3l2R"), groups ("2(lu)"), whitespace and line breaks. Errors
// name the 0-based offset of the bad character. A text expanding to more than kMaxLurdSteps steps is
// rejected (bad input, not an allocation); parentheses nest at most 32 deep.
inline constexpr std::size_t kMaxLurdSteps = std::size_t{1} << 22;
struct LurdError { std::size_t offset = 0; std::string message; };
std::optional<std::vector<Dir>> parse_lurd(std::string_view text, LurdError* error = nullptr);

struct ReplayResult {
    bool legal = false;    // every step was legal
    bool solved = false;   // the final position has every box on a goal
    int moves = 0, pushes = 0;
    std::string lurd;      // the solution re-written with case derived from the replay
    int failed_step = -1;  // index of the first illegal step
    std::string error;     // empty when legal && solved
};
// The replay verifier: applies `steps` from the level's start position. Messages number steps from 1
// ("step 12 'R': wall") while failed_step is 0-based; the string overload quotes the letter as
// written, the vector one its case derived from the replay. For an illegal step, moves/pushes/lurd
// describe the legal prefix.
ReplayResult replay(const Level& level, const std::vector<Dir>& steps);
ReplayResult replay(const Level& level, std::string_view lurd);

}  // namespace boxcar::sokoban
