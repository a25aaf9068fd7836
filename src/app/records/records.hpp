// What the page remembers between visits (docs/STORAGE.md): the theme, whether the first-visit line was
// dismissed, the collection and level last open, pasted collections, the moves in progress per level and each level's best solution by moves and
// by pushes, and which levels of a collection were solved. One versioned schema in two localStorage keys
// (kMainKey: everything small; kCollectionsKey: the pasted collections' texts, written only when one is
// added), each bounded in size: the least recently used entries go first.
//
// Reading is defensive: the text comes from storage anyone can edit (another version of the page, an
// extension, a person in the browser's tools). Anything that is not exactly what this schema allows is
// dropped, and read() says what was dropped. Solutions are checked here only for their form; the model
// replays them on the level before it keeps them and again when it reads them back.
#pragma once
#include "app/records/stored_solution.hpp"

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace boxcar::app {

struct LevelRecord {
    std::string progress;  // the moves played so far, in the form of a solution; empty: none
    // The player's record: their own solutions, or one they chose to keep as theirs (its origin says so).
    std::optional<StoredSolution> best_moves, best_pushes;
    // The fewest-moves solution found otherwise (the solver's, a pasted one): shown, never the player's.
    std::optional<StoredSolution> found;
    // The level itself (canonical XSB, or the board string) and its title, kept beside a best solution
    // so that records can be exported and replayed elsewhere; empty when unknown.
    std::string level, title;
    std::uint64_t used = 0;  // the records' clock when last touched (least recently used go first)
};

// Offers a verified solution as the player's best by moves (fewest moves, then pushes) and best by pushes
// (fewest pushes, then moves), whatever its origin; true when it became either.
bool keep_best(LevelRecord& record, const StoredSolution& s);
// Offers a verified solution where its origin puts it: the player's to keep_best, any other as `found`
// (fewest moves, then pushes); true when it was kept.
bool keep_solution(LevelRecord& record, const StoredSolution& s);

struct StoredCollection {
    std::string id, text;
    std::uint64_t used = 0;
    bool library = false;  // a file of the built-in library (kept to reopen it; left out of records files)
    std::string library_key;  // the library index's id of that file ("" when unknown): the browser opens on it
};

// Bounds of the schema (docs/STORAGE.md says the same).
inline constexpr std::size_t kMaxMainRecordChars = 256 * 1024;        // kMainKey, serialized
inline constexpr std::size_t kMaxCollectionsRecordChars = 1024 * 1024;  // kCollectionsKey, serialized
inline constexpr std::size_t kMaxStoredCollections = 8;
inline constexpr std::size_t kMaxStoredCollectionChars = 256 * 1024;  // a larger collection is not kept
inline constexpr std::size_t kMaxStoredMovesChars = 20000;            // a solution or the moves in progress
inline constexpr std::size_t kMaxLevelRecords = 1000;
inline constexpr std::size_t kMaxSolvedLists = 100;                   // collections with solved marks
inline constexpr std::size_t kMaxIdChars = 40;
inline constexpr std::size_t kMaxStoredLevelChars = 20000;  // a level kept beside its best solutions
inline constexpr std::size_t kMaxStoredTitleChars = 256;

class Records {
public:
    static constexpr int kVersion = 1;
    static constexpr const char* kMainKey = "boxcar.v1";
    static constexpr const char* kCollectionsKey = "boxcar.v1.collections";

    // Replaces everything with what the two keys hold ("" = absent). Returns what was dropped, as a
    // sentence for the message strip ("" when everything was good).
    std::string read(std::string_view main_text, std::string_view collections_text);
    // The keys' texts, within their bounds: least recently used entries are left out to fit.
    std::string write_main();
    std::string write_collections();
    void clear();

    std::string theme;                  // "" when never chosen
    bool intro_dismissed = false;       // the first-visit line was dismissed (it shows no more)
    std::string last_collection;        // an id: "builtin:sokoban", "builtin:rushhour" or a collection id
    int last_level = 0;

    LevelRecord* level(const std::string& id);  // nullptr when none
    const LevelRecord* level(const std::string& id) const;
    LevelRecord& touch_level(const std::string& id);  // created when missing; marked as just used
    void drop_level(const std::string& id);

    const StoredCollection* collection(const std::string& id) const;
    // Too large: not kept. `library_key`: the index's id of a file of the library.
    void keep_collection(const std::string& id, std::string text, bool library = false, const std::string& library_key = {});

    std::string solved(const std::string& collection_id) const;  // "1,4,7" ("" when none)
    void set_solved(const std::string& collection_id, std::string numbers);
    // The solved list as one flag per level of a collection of `count` levels (numbers out of range or
    // malformed pieces are ignored: the list is only a hint).
    std::vector<char> solved_flags(const std::string& collection_id, std::size_t count) const;

    std::size_t level_count() const { return levels_.size(); }
    const std::map<std::string, LevelRecord>& levels() const { return levels_; }
    const std::vector<StoredCollection>& collections() const { return collections_; }
    std::size_t collection_count() const { return collections_.size(); }

    // The form checks of read(), for the model's own use.
    static bool valid_id(std::string_view id);
    static bool valid_moves(std::string_view text);  // LURD or move names, within kMaxStoredMovesChars

private:
    std::uint64_t tick() { return ++clock_; }
    std::uint64_t clock_ = 0;
    std::map<std::string, LevelRecord> levels_;
    std::map<std::string, std::pair<std::string, std::uint64_t>> solved_;  // id -> (numbers, used)
    std::vector<StoredCollection> collections_;
};

}  // namespace boxcar::app
