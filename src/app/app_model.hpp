// The app's state without any UI toolkit: the loaded collection, the level being played (a Game with
// undo/redo), the solver request and its progress, playback of a verified solution, the message line.
// The ImGui views draw it; window.boxcar (api.cpp) drives it; native tests exercise it directly.
#pragma once
#include "app/hint/hint.hpp"
#include "app/lecture/lecture.hpp"
#include "app/records/records.hpp"
#include "app/play/play_assist.hpp"
#include "app/play/rush_session.hpp"
#include "app/widgets/screen_report.hpp"
#include "app/solve/solver_port.hpp"
#include "protocol/run_status.hpp"
#include "protocol/solve_answer.hpp"
#include "rush/solver.hpp"
#include "search/status.hpp"
#include "sokoban/level/level.hpp"
#include "sokoban/rules/rules.hpp"
#include "sokoban/solve/solver.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace boxcar::app {

enum class PuzzleKind { None, Sokoban, RushHour };

// How the message strip shows a message: errors stay until dismissed or replaced, information fades.
enum class MessageLevel { Info, Error };

// One worker of a solve: a lane of the parallel portfolio (sokoban/solve/portfolio.hpp), or the one worker.
struct WorkerState {
    std::string name;                // its lane, e.g. "fess-boxes" ("auto" or the algorithm for one worker)
    protocol::RunStatus status = protocol::RunStatus::Running;  // then its answer's, or Stopped when another won
    search::SearchStats stats;       // of its last progress or its answer
    std::string phase;  // the part of `auto` it runs now
    std::string error;  // its answer's error
};

struct SolverState {
    bool running = false;                  // a request is out
    std::optional<search::Status> status;  // how the last request ended (Cancelled: by Cancel); none yet
    int request_id = 0;           // id of the running/last request
    search::SearchStats stats;    // the workers' added up (search::add_concurrent_stats)
    std::string phase;
    std::vector<WorkerState> workers;    // the solve's workers
    std::vector<sokoban::Dir> solution;  // Sokoban: replay-verified steps (empty unless solved)
    int solution_length = 0;             // steps (Sokoban) or slides (Rush Hour) of the verified solution
    int moves = 0, pushes = 0;           // Rush Hour: pushes = steps (cells moved)
    std::string error;
    bool ended(search::Status s) const { return !running && status == s; }
    // As state().solver.status shows it: running, idle (nothing yet, or cancelled) or how it ended.
    protocol::RunStatus run_status() const;
};

// The solver panel / boxcar.solve(options): one set of options per puzzle, sent to the worker through
// the options codec (protocol/options_codec.hpp). The panel's time and memory budgets set both.
struct SolveSettings {
    sokoban::SolveOptions sokoban;
    rush::SolveOptions rush;
};

struct Playback {
    int position = 0;  // steps of the solution applied to the board
    bool playing = false;
    double steps_per_second = 8;
    double pending = 0;  // fractional steps accumulated by tick()
};

struct BoardGeometry {  // where the board view drew cell (0,0), in CSS pixels of the canvas
    float cell_px = 0, origin_x = 0, origin_y = 0;
};

class AppModel {
public:
    explicit AppModel(SolverPort* port = nullptr) : port_(port) {}
    void set_port(SolverPort* port) { port_ = port; }

    // Levels. load() keeps the old collection when the text is bad, and shows the error. Sokoban text
    // (XSB, collections, RLE) is tried first, then Rush Hour boards.
    struct LoadResult { bool ok = false; std::string kind; int levels = 0; std::string error; };
    LoadResult load(std::string_view text);
    // load() of a file of the built-in library: remembered to reopen it, but no pasted collection of the
    // person's (records files leave it out).
    LoadResult load_from_library(std::string_view text);
    bool select(int number);  // 1-based; false (and a message) when out of range or invalid
    PuzzleKind kind() const { return kind_; }
    int level_count() const;
    const sokoban::Collection& collection() const { return collection_; }
    int level_number() const { return level_number_; }
    bool has_level() const { return kind_ == PuzzleKind::Sokoban && game_.has_value(); }  // a Sokoban level
    const RushSession& rush() const { return rush_; }
    bool rush_slide(int vehicle, int delta);  // a drag of a Rush Hour vehicle
    const sokoban::Level& level() const { return game_->level(); }
    const sokoban::Game& game() const { return *game_; }

    // Play (as a user would). Any change made by hand stops playback.
    sokoban::MoveKind move(sokoban::Dir d);
    struct MovesResult { bool ok = true; int applied = 0; std::string error; };
    MovesResult move_lurd(std::string_view lurd);
    bool undo();
    bool redo();
    void restart();
    bool can_undo() const;     // there is a move to undo
    bool can_redo() const;     // there is an undone move to redo
    bool can_restart() const;  // the position is not the start

    // Mouse play, looks and the live deadlock check (app_model_play.cpp). Paths are played as ordinary
    // moves, one undoable step each; false (and a message) when there is nothing to do.
    bool click_cell(int cell);           // a click on the board: push the selected box there, select a box, or walk
    bool walk_to(int cell);              // shortest walk of the player to `cell`
    bool select_box(int cell);           // selects the box on `cell` and computes where it can go
    bool push_box_to(int box, int target);  // pushes along a shortest push path (fewest pushes, then moves)
    void clear_selection();
    int selected_box() const;            // level index, -1 when none (or the position changed since)
    const sokoban::PushTargets& push_targets() const { return assist_.targets; }  // of selected_box()
    bool seek_history(int entry);        // undo-history slider: jump to history entry n (0 = start)
    int history_length() const;          // history entries including the redo list (the slider's end)
    const sokoban::PositionAnalysis& analysis() const;  // of the Sokoban position on screen (cached)
    bool deadlocked() const;
    bool set_theme(const std::string& name);  // "dark" or "light"
    const std::string& theme() const { return assist_.theme; }
    void set_show_dead_squares(bool on) { assist_.show_dead_squares = on; }
    bool show_dead_squares() const { return assist_.show_dead_squares; }
    void set_animating(bool on) { assist_.animating = on; }  // by the views, for tests waiting on pixels
    bool animating() const { return assist_.animating; }     // (the page keeps drawing frames meanwhile)
    void add_play_state(nlohmann::json& s) const;  // state() fields of the above
    // Puts "Deadlocked: <reason>" on the message line when the position on screen becomes deadlocked, and
    // takes it away once it is not (undo). Called every frame by the board view; cheap (cached analysis).
    void update_play_message();

    // Solver.
    bool start_solve(const SolveSettings& settings, std::string* error = nullptr);
    void cancel_solve();
    void on_solver_event(const std::string& event_json);
    const SolverState& solver() const { return solver_; }
    SolveSettings settings;
    // Called when a request ends (answer verified, rejected, error or cancel) with state_json()["solver"].
    std::function<void(int request_id, const nlohmann::json& solver)> on_solver_finished;

    // Hints (app_model_hint.cpp, hint.hpp), from the position on screen: request_hint() finds the next box
    // push (Sokoban: the solver worker within time_limit_s; a lost position answers at once) or the next
    // optimal slide (Rush Hour: the worker's breadth-first search) and says it in the message strip; from_here = true then
    // loads the rest into playback and plays it ("solve from here"). false when nothing is shown or started.
    bool request_hint(bool from_here = false, double time_limit_s = kHintTimeLimitS);
    const Hint& hint() const { return hint_; }
    bool hint_running() const;
    bool hint_on_screen() const;  // a found hint for the position on screen (the board draws it)
    bool can_hint() const;        // a level not yet solved, and the solver free
    nlohmann::json hint_json() const;  // state().hint

    // Playback of the verified solution.
    void play();
    void pause();
    void seek(int position);
    void step(int delta);
    void tick(double seconds);  // advances playback while playing
    const Playback& playback() const { return playback_; }

    // The message of the strip over the board (errors, results); also state().message. Every call
    // counts as a new message (message_serial), so the strip shows it again even when the text repeats.
    void set_message(std::string text, MessageLevel level = MessageLevel::Info) {
        message_ = std::move(text);
        message_level_ = level;
        ++message_serial_;
    }
    void set_error(std::string text) { set_message(std::move(text), MessageLevel::Error); }
    const std::string& message() const { return message_; }
    MessageLevel message_level() const { return message_level_; }
    int message_serial() const { return message_serial_; }

    // Sharing and solutions as text (app_model_sharing.cpp). The fragment holds the level, and the solution
    // with the playback position, or else the moves played by hand; a solution too long is left out.
    struct ShareResult { bool ok = false; std::string fragment, error; bool solution_left_out = false; };
    ShareResult share_fragment() const;
    bool open_fragment(std::string_view fragment);  // false (message says why; nothing changed) when bad
    std::string solution_text() const;               // the verified solution: LURD or "A+1 C-2 ..."; "" if none
    bool replay_solution_text(std::string_view text);  // verifies a pasted solution, loads it into playback
    bool load_builtin(std::string_view which);       // "sokoban" (starters) or "rushhour" (our boards)
    // A paste on the board (app_model_paste.cpp), read in order as a solution for the level on screen
    // (LURD, or "A+1 C-2 ...": replayed, then loaded into playback), then as a level, collection or board;
    // anything else gets one error naming what both puzzles expect. true when the text was taken.
    bool paste(std::string_view text);
    void set_playback_speed(double steps_per_second);  // clamped to 0.5..60

    // What the page remembers (app_model_records.cpp, records.hpp; docs/STORAGE.md): theme, the collection
    // and level last open, pasted collections, moves in progress, best solutions, solved levels. The
    // platform sets storage_read/storage_write (localStorage; "" = absent, writing "" removes the key).
    // restore_session() at start-up reopens what was last open; note_progress(), once a frame, keeps the
    // record up to date. Moves in progress come back only through open_level_by_person(): a script's
    // load()/select() starts the level afresh, as it always did.
    void restore_session();
    bool open_level_by_person(int number);  // select(number), then the moves last played there come back
    void forget_everything();               // empties the record and the storage; a message says so
    void note_progress();                   // once a frame
    const LevelRecord* level_record() const;  // of the level on screen (best solutions); nullptr when none
    nlohmann::json records_json();           // window.boxcar records(): what is remembered, in short
    bool level_solved(int number) const;   // 1-based
    int next_unsolved() const;             // the first unsolved level after the current one (wrapping), 0 if none
    const std::string& progress_key() const { return progress_key_; }  // the loaded collection's id in the record
    const Records& records() {  // the whole record (read from storage on first use)
        read_records();
        return records_;
    }

    // Records files (records_file.hpp, docs/RECORDS.md; app_model_records_file.cpp): every best solution
    // and pasted collection as one JSON file, or the Sokoban solutions as XSB with Solution sections; an
    // import keeps every entry that replays and lists what it refused and why on the message strip.
    struct RecordsExport { bool ok = false; std::string text, filename, error; int levels = 0, left_out = 0; };
    RecordsExport export_records(std::string_view form);  // "json" or "xsb"
    struct RecordsImportSummary {
        bool ok = false;  // something was kept
        int levels = 0, solutions = 0, improved = 0, collections = 0;
        std::vector<std::string> refused;
        std::string error;  // the whole file refused
    };
    RecordsImportSummary import_records(std::string_view text);
    std::function<std::string(const std::string& key)> storage_read;                    // set by the platform
    std::function<void(const std::string& key, const std::string& value)> storage_write;  // set by the platform

    int frames = 0;  // frames rendered, counted by the platform loop
    Lecture lecture;  // lecture mode: watch the search, overlays, presentation, agent demo (lecture.hpp)
    BoardGeometry geometry;
    ScreenReport screen;  // the controls and messages of the last frame drawn (filled by the views)
    nlohmann::json state_json() const;

private:
    void finish_request(search::Status status);
    void apply_answer(const protocol::SolveAnswer& answer);
    WorkerState& worker_of(std::size_t lane);  // the first worker for an unknown lane
    void add_up_workers();                                // the totals of solver_ from its workers
    void stop_other_workers();                            // a worker won: the others are terminated
    bool workers_running() const;
    bool accept_sokoban_solution(const protocol::SolveAnswer& answer);
    bool accept_rush_solution(const protocol::SolveAnswer& answer);
    void reset_solver();
    // Hints (app_model_hint.cpp).
    bool hint_is_current() const;  // the hint is for the level and position on screen
    void cancel_hint();
    void on_hint_event(const nlohmann::json& event);
    void accept_rush_hint(const protocol::SolveAnswer& answer);
    void announce_hint();
    bool play_rest_from_hint();
    Hint hint_;

    PuzzleKind kind_ = PuzzleKind::None;
    RushSession rush_;
    SolverPort* port_ = nullptr;
    sokoban::Collection collection_;
    int level_number_ = 0;
    std::optional<sokoban::Game> game_;
    SolverState solver_;
    Playback playback_;
    std::string message_;
    MessageLevel message_level_ = MessageLevel::Info;
    int message_serial_ = 0;
    int next_request_id_ = 1;
    int loads_ = 0;                  // successful load() calls (the collection changed)
    int opens_ = 0;                  // levels opened (select(), also of the same level again)
    int progress_loads_ = -1;        // loads_ when solved_ was read
    std::string progress_key_;
    std::vector<char> solved_;       // per level of the loaded collection (sharing/progress files)
    // The record (app_model_records.cpp).
    void remember_loaded_text(std::string_view text);  // after a load: kept for the record if small
    void read_records();
    void save_records(bool collections);
    void offer_best(const std::string& level_id, const std::string& text);
    void check_level_record(const std::string& level_id);
    void mark_solved_from_records();     // the loaded collection's levels with a best solution are solved
    std::string current_moves() const;   // the moves played on the level on screen, as text
    std::string level_id() const;        // of the level on screen ("" when none)
    Records records_;
    bool records_read_ = false;
    std::string loaded_text_;            // the text of the last load(), when small enough to remember
    std::string loaded_source_;          // "builtin:sokoban" / "builtin:rushhour" after load_builtin()
    bool loaded_from_library_ = false;   // the last load() was load_from_library()
    std::string noted_level_;            // "<loads>/<opens>" of the level the record last saw
    std::string noted_level_id_;
    std::string progress_baseline_;      // the moves on the level when it was opened (unchanged: not saved)
    std::string noted_solution_;         // the last solution offered as a best
    std::string noted_hand_;             // the last moves that solved the level on screen, offered as a best
    bool noted_solved_ = false;          // the level on screen was solved when last noted
    bool main_dirty_ = false;
    mutable PlayAssist assist_;  // mutable: the analysis cache fills on first read
};

}  // namespace boxcar::app
