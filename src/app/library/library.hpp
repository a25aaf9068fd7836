// The level library as the level browser sees it: the collections of assets/levels/index.json (fetched by
// the page when the browser first opens), the two starter sets compiled into the app, and the person's
// pasted collections as the record keeps them (records.hpp, last in the list); each collection's
// levels once its file has come (fetched on demand: title, size, boxes or cars, the known optimal count,
// the id of its record, and the squares a thumbnail draws); and the browser's filter (collection, solved
// or not, size, words of the title). No UI here: the view is src/app/library/.
#pragma once
#include "app/library/rush_moves.hpp"
#include "app/records/records.hpp"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace boxcar::app {

// What a thumbnail draws, one byte per square, row-major.
enum class Square : std::uint8_t { Outside, Wall, Floor, Goal, Box, BoxOnGoal, Player, PlayerOnGoal, Car, RedCar };

struct LibraryLevel {
    int number = 0;           // 1-based, in the file
    std::string title;        // as in the file; Rush Hour: "Board N"
    int width = 0, height = 0;
    int pieces = 0;           // boxes (Sokoban) or vehicles (Rush Hour)
    int known = -1;           // optimal pushes (Sokoban, "Pushes:" note) or moves (Rush Hour); -1 unknown
    bool known_is_optimal = false;
    bool valid = false;       // an invalid level is listed, but cannot be opened
    std::string id;           // its record's id (record_ids.hpp)
    std::vector<Square> squares;       // width*height
    std::vector<char> car_labels;      // Rush Hour: the vehicle letter of each Car square (else 0)
};

struct LibraryCollection {
    enum class State { Absent, Fetching, Ready, Failed };
    std::string key;          // index.json "id", or "starters-sokoban" / "starters-rushhour"
    std::string group, title, file, credit, terms, license_file;
    bool rush = false;
    bool builtin = false;     // compiled in: opened with AppModel::load_builtin
    bool pasted = false;      // pasted by the person (kept by the record): opened with AppModel::load
    int count = 0;            // levels, as the index says (the file's own count once it came)
    int tier = 0;             // difficulty tier (Originals), 0 when none
    State state = State::Absent;
    std::string error;        // why the fetch or the parse failed
    std::string text;         // the file, loaded into the app when one of its levels is opened
    std::string collection_id;  // "c:…" of the records
    std::vector<LibraryLevel> levels;
};

struct LibraryFilter {
    enum Solved { AnyState, Unsolved, SolvedOnly };
    enum Size { AnySize, Small, Medium, Large };  // the larger side: up to 8, 9 to 12, 13 and more squares
    int collection = 0;       // index into Library::collections()
    Solved solved = AnyState;
    Size size = AnySize;
    std::string search;       // words of the title (case-insensitive; every word must appear)
};

class Library {
public:
    Library();  // the starters, ready at once

    enum class IndexState { Absent, Fetching, Ready, Failed };
    IndexState index_state = IndexState::Absent;
    std::string index_error;
    static constexpr const char* kIndexFile = "index.json";  // relative to the library's folder
    RushMoves rush_moves;  // the Rush Hour puzzles by move count (rush_moves.hpp), fetched apart

    // index.json's text: its collections are added after the starters. false (and index_error) when bad.
    bool read_index(std::string_view json);
    // A file of the library came (error empty) or could not be fetched (error says why).
    void receive(const std::string& file, std::string_view text, const std::string& error);
    // Marks the file as being fetched; false when it is not needed (ready, or fetching already).
    bool start_fetch(LibraryCollection& c);

    std::vector<LibraryCollection>& collections() { return collections_; }
    const std::vector<LibraryCollection>& collections() const { return collections_; }

    // The levels of the filter's collection that pass it, as indices into its `levels`.
    std::vector<int> filter(const LibraryFilter& f, const Records& records) const;
    // Solved: in the record's solved list of its collection, or it has a best solution.
    static bool solved(const LibraryCollection& c, const LibraryLevel& level, const Records& records,
                       const std::vector<char>& solved_list);
    static std::vector<char> solved_list(const LibraryCollection& c, const Records& records);

    // The pasted collections of the record (its collections not from the library), after every other:
    // one appears when the record gains it and goes when the record drops it (least recently used);
    // the others keep their place. Titled from the paste (its collection title) or "Pasted N". Cheap
    // when nothing changed (the browser calls it every frame); true when the list changed.
    static constexpr const char* kPastedGroup = "Pasted";
    bool sync_pasted(const Records& records);

private:
    // Fills a collection's levels from its file's text.
    static void parse(LibraryCollection& c, std::string_view text);

    std::vector<LibraryCollection> collections_;
    std::string pasted_ids_;  // the record's pasted collections when last synced
    int pasted_made_ = 0;     // pasted collections listed so far (the N of "Pasted N")
};

}  // namespace boxcar::app
