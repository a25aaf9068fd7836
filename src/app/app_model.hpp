// The app's state without any UI toolkit, as one owner per concern, and the few operations that
// coordinate several of them (opening a collection or a level, solving, hints, routing the workers'
// events, what the page remembers of a session). The ImGui views draw the owners; window.boxcar
// (api/api.cpp) drives them; native tests exercise them directly.
//
//   message   the message line over the board (message_line.hpp)
//   looks     theme, dead-square overlay, pieces sliding (play/looks.hpp)
//   play      the puzzle on screen, its moves, the loaded solution and its playback (play/play_session.hpp)
//   assist    mouse play and the live deadlock check (play/play_assist.hpp)
//   solve     the solver port, settings, the running solve (solve/solve_client.hpp)
//   hints     hints and "solve from here" (hint/hints.hpp)
//   records   what the page remembers (records/records_book.hpp)
//   lecture   watch the search, overlays, presentation, agent demo (lecture/lecture.hpp)
//
// Feature operations over the whole model live in their folders: sharing and paste (share/), records
// files (records/records_transfer.hpp), the window.boxcar calls (api/).
#pragma once
#include "app/board/board_geometry.hpp"
#include "app/message_line.hpp"
#include "app/hint/hints.hpp"
#include "app/lecture/lecture.hpp"
#include "app/play/looks.hpp"
#include "app/play/play_assist.hpp"
#include "app/play/play_banner.hpp"
#include "app/play/play_session.hpp"
#include "app/records/records_book.hpp"
#include "app/solve/solve_client.hpp"
#include "app/widgets/screen_report.hpp"
#include "protocol/worker_event.hpp"

#include <string>
#include <string_view>

namespace boxcar::app {

class AppModel {
public:
    explicit AppModel(SolverPort* port = nullptr);
    AppModel(const AppModel&) = delete;  // the owners hold references to each other
    AppModel& operator=(const AppModel&) = delete;

    MessageLine message;
    Looks looks;
    PlaySession play;
    PlayAssist assist;
    SolveClient solve;
    Hints hints;
    RecordsBook records;
    Lecture lecture;

    int frames = 0;          // frames rendered, counted by the platform loop
    BoardGeometry geometry;  // where the board view drew the board
    ScreenReport screen;     // the controls and messages of the last frame drawn (filled by the views)

    // Levels. load() keeps the old collection when the text is bad, and shows the error; a new collection
    // stops the solver and the hint and is told to the record.
    struct LoadResult { bool ok = false; std::string kind; int levels = 0; std::string error; };
    LoadResult load(std::string_view text);
    // load() of a file of the built-in library: remembered to reopen it, but not as a pasted collection of
    // the person's (records files leave it out).
    LoadResult load_from_library(std::string_view text, std::string_view library_key = {});  // key: the index's id
    bool load_builtin(std::string_view which);  // "sokoban" (starters) or "rushhour" (our boards)
    bool select(int number);  // 1-based, afresh; false (and a message) when out of range or invalid
    // select(number), then the moves last played there come back (a script's select() starts afresh).
    bool open_level_by_person(int number);
    // At start-up: the theme, and the collection and level last open, with their moves in progress.
    void restore_session();
    void note_progress();      // once a frame: the record follows what is on screen
    void forget_everything();  // empties the record and the storage; a message says so

    // Solver and hints. A hint and a solve do not run together; cancel_solve() stops either.
    bool start_solve(const SolveSettings& settings, std::string* error = nullptr);
    void cancel_solve();
    void on_solver_event(const protocol::WorkerEvent& event);  // a worker's message: to the hint or the solve
    // A hint, or with from_here the rest of a solution from the position on screen played through;
    // false when nothing is shown or started.
    bool request_hint(bool from_here = false, double time_limit_s = kHintTimeLimitS);

    // What the banner strip above the board says (play_banner.hpp): the level counts as solved for the
    // player when the record says so (solved by hand, or a solution kept as theirs).
    PlayBanner banner() const { return play_banner(play, assist, records.level_solved(play.level_number())); }

private:
    LoadResult load_text(std::string_view text, bool from_library, std::string_view library_key = {});
    void on_hint_event(const protocol::WorkerEvent& event);
    // Loads the moves so far + the hint's solution into playback, replay-verified from the level's start,
    // positioned at the board on screen, and plays the rest.
    bool play_rest_from_hint();
};

}  // namespace boxcar::app
