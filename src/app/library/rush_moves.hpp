// The library's Rush Hour puzzles by optimal move count (assets/levels/rushhour/moves/, written by
// `boxcar library moves`, docs/LIBRARY.md): its index (which counts exist; fetched when the level browser
// shows a Rush Hour collection, or when a random puzzle is asked for) and each count's file, fetched when
// a puzzle of that count is first asked for and kept once it came. A random puzzle of N moves opens as a
// board of that count's file, loaded like a library collection, so the play view shows "optimal N" as
// for the library's other Rush Hour puzzles. No UI here: the control is in library_view.cpp, the
// window.boxcar call in api/api_rush_moves.cpp.
#pragma once
#include "common/rng.hpp"

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace boxcar::app {

class AppModel;

struct RushMovesFile {
    enum class State { Absent, Fetching, Ready, Failed };
    int moves = 0;
    std::string file;        // "rushhour/moves/NN.txt", relative to the library's folder; empty: no puzzle
    int count = 0;           // puzzles in the file, as the index says
    long long total = 0;     // puzzles of this count in the database the file was drawn from
    State state = State::Absent;
    std::string error;       // why the fetch failed
    std::string text;        // the file, once it came
    std::string collection_id;              // its records id (record_ids.hpp)
    struct Line { std::string board; long long cluster = 0; int number = 0; };  // number: 1-based, as loaded
    std::vector<Line> lines;                // its valid boards, in the file's order
};

class RushMoves {
public:
    static constexpr const char* kFolder = "rushhour/moves/";
    static constexpr const char* kIndexFile = "rushhour/moves/index.json";
    using Fetch = std::function<void(const std::string& file)>;

    enum class IndexState { Absent, Fetching, Ready, Failed };
    IndexState index_state = IndexState::Absent;
    std::string index_error;
    std::string credit;
    std::vector<RushMovesFile> files;  // files[k] holds the puzzles of k+1 moves (1..max)
    int chosen = 0;                    // the browser's N (0: not chosen yet)

    int max_moves() const { return static_cast<int>(files.size()); }
    // Asks for the index when it has not come (nor is coming); true when it was asked for now.
    bool fetch_index(const Fetch& fetch);
    // A file of the library came or failed; false when it is not one of these.
    bool receive(const std::string& file, std::string_view text, const std::string& error);

    // What became of a request for a random puzzle of N moves.
    struct Pick {
        enum class Status { None, Pending, Opened, Failed };
        Status status = Status::None;
        int moves = 0;
        std::string board;
        long long cluster = 0;
        std::string error;
    };
    // A person's or the API's request: fetches what is missing (again, where a fetch failed) and opens a
    // puzzle at once when its file is here. Pending until the fetches are over; then `poll` opens it.
    Pick ask(int moves, AppModel& model, const Fetch& fetch);
    // The request in progress, once its files came: opens the puzzle (or says on the message line why not).
    // Returns the request's outcome (Pending while files are still coming; the last outcome when none waits).
    Pick poll(AppModel& model, const Fetch& fetch);
    bool waiting() const { return waiting_ > 0; }

    // The board drawn for a file of n puzzles: never the one on screen when there are others.
    void seed(std::uint64_t seed) { rng_ = SplitMix64(seed); }

    // The index's text: the files by move count, the credit. false (and index_error) when bad.
    bool read_index(std::string_view json);

private:
    Pick finish(Pick pick, AppModel& model);

    int waiting_ = 0;      // the count of the request in progress (0: none)
    Pick last_;
    SplitMix64 rng_{0x5EED'0F'B0C5'CA12ULL};
};

}  // namespace boxcar::app
