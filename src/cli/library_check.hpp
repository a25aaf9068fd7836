// The checks and grades behind `boxcar library verify|grade` (library_command.cpp), one level or board
// at a time. Sokoban: the stored solutions (each replayed by the rules), the "Pushes: N (optimal|best
// known)" and "Moves: M" notes, and a push-optimal re-solve. Rush Hour: the database line's optimal
// moves (re-solved) and cluster size (re-counted by exploring the whole cluster).
#pragma once
#include "rush/board.hpp"
#include "sokoban/level/level.hpp"

#include <optional>
#include <string>
#include <vector>

namespace boxcar::cli {

// The verdict on one entry: ok, bad (a stored fact is wrong: exit code 3), or unconfirmed (a claim the
// time limit did not allow to re-check; not a failure).
enum class Verdict { Ok, Bad, Unconfirmed };
const char* verdict_name(Verdict v);  // "ok", "bad", "unconfirmed"

struct EntryReport {
    Verdict verdict = Verdict::Ok;
    std::vector<std::string> problems;  // what is wrong (bad) or not re-checked (unconfirmed)
    int pushes = -1, moves = -1;        // Sokoban: the counts found; Rush Hour: moves
    bool optimal = false;               // the count is proven optimal (re-solved, or recounted)
    long long cluster = -1;             // Rush Hour: the cluster size counted
    int boxes = 0;
    std::string solution;               // Sokoban grade: the solution found (LURD)
};

// Sokoban. `recount`: re-solve push-optimally (within time_limit_s) and compare with the notes.
EntryReport verify_sokoban(const sokoban::LevelEntry& entry, bool recount, double time_limit_s);
// Solves push-optimally; when that runs out of time, any solution (its pushes are then "best known").
EntryReport grade_sokoban(const sokoban::Level& level, double time_limit_s);

// Rush Hour: optimal moves and cluster size of a board, checked against the line's fields when given.
EntryReport verify_rush(const rush::BoardEntry& entry, double time_limit_s);

// "25 (optimal)" -> {25, true}; "30 (best known)" -> {30, false}; a bare "25" -> {25, false}.
struct PushesNote { int pushes = -1; bool optimal = false; };
std::optional<PushesNote> parse_pushes_note(const std::string& note);

// The level in the library's file form: "; title", the board, "Pushes: N (optimal|best known)",
// "Moves: M", "Solution" and the LURD in lines of 70.
std::string library_entry_xsb(const std::string& title, const sokoban::Level& level, const EntryReport& grade);

}  // namespace boxcar::cli
