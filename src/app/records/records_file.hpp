// The records file (docs/RECORDS.md): everything the page remembers that is worth moving to another
// browser or program, as one document. Two forms:
// - JSON ("format": "boxcar-records"): every level with a best solution (the level itself, its title, the
//   best by moves and by pushes) and the pasted collections' texts;
// - XSB with `Solution` sections (../shared/FORMATS.md), which other Sokoban programs read: every Sokoban
//   level with a best solution, its title and its best solutions.
// Reading checks every entry (its form, that the level parses, that each solution replays by the rules to
// a solved position with the counts it claims) and keeps only the good ones; what it refused is listed
// with the reason. A file that is not one of the two forms, or too large, is refused as a whole.
#pragma once
#include "app/records/records.hpp"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace boxcar::app {

inline constexpr const char* kRecordsFormat = "boxcar-records";
inline constexpr int kRecordsFileVersion = 2;  // 2: solutions name their origin; `found` (docs/RECORDS.md)
inline constexpr std::size_t kMaxRecordsFileBytes = std::size_t{2} << 20;  // a larger file is refused

// One level of a records file, after its checks: the id it has in the page's records.
struct RecordsFileLevel {
    std::string id;  // "s:…" or "r:…" (record_ids.hpp), from the level itself, never from the file
    bool rush = false;
    LevelRecord record;  // level (canonical XSB or board string), title, best_moves, best_pushes (replay-verified)
};

struct RecordsImport {
    bool ok = false;    // false: the whole file was refused (error says why)
    std::string error;
    std::string form;   // "json" or "xsb"
    std::vector<RecordsFileLevel> levels;   // the good levels, each with at least one verified solution
    std::vector<std::string> collections;   // the good pasted collections' texts
    std::vector<std::string> refused;       // what was refused and why, one sentence each
    int solutions = 0;                      // verified solutions among `levels`
};

// The JSON form of every level record with its level text and of every pasted collection. `left_out`
// counts level records with a best solution but without their level (they cannot be replayed elsewhere).
std::string write_records_json(const Records& records, int* left_out = nullptr);
// The XSB form: Sokoban levels with their best solutions. `left_out` counts the records it cannot hold
// (Rush Hour boards, levels not kept).
std::string write_solutions_xsb(const Records& records, int* left_out = nullptr);
// Reads either form (JSON when the text starts with '{').
RecordsImport read_records_file(std::string_view text);

}  // namespace boxcar::app
