// The puzzle on screen and what is done with it: the loaded collection (Sokoban levels or Rush Hour
// boards), the level being played (a sokoban::Game with undo/redo, or a RushSession), the moves made by
// hand, the undo-history slider, and the verified solution loaded for playback with the playback itself.
// Any change made by hand stops playback.
//
// Undo and redo take back (and bring back) one action of the person: a key move, one move of a move
// string, a restart, a Rush Hour slide, or a whole path played by one mouse action or tap (a walk to a
// square, a box pushed along several squares: move_path()). The game keeps one history entry per step;
// the entries of a path are marked as joined to the one before, and undo/redo step over a whole group.
// The history slider and playback still count single steps.
//
// Opening a collection or a level is coordinated by the AppModel (app_model.hpp): it cancels the solver
// and the hint first and tells the record; this class holds what is on screen.
#pragma once
#include "app/message_line.hpp"
#include "app/play/rush_session.hpp"
#include "app/play/solution_replay.hpp"
#include "app/play/solution_origin.hpp"
#include "sokoban/level/level.hpp"
#include "sokoban/rules/rules.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace boxcar::app {

enum class PuzzleKind { None, Sokoban, RushHour };

// Playback of the loaded solution.
struct Playback {
    int position = 0;  // steps of the solution applied to the board
    bool playing = false;
    double steps_per_second = 8;
    double pending = 0;  // fractional steps accumulated by tick()
};

// The verified solution loaded for playback: the solver's, a pasted one, a link's, or the rest of a hint's.
// Sokoban keeps its steps here; Rush Hour's slides are kept by the RushSession.
struct LoadedSolution {
    std::vector<sokoban::Dir> steps;  // Sokoban only
    int length = 0;                   // steps (Sokoban) or slides (Rush Hour); 0: no solution
    int moves = 0, pushes = 0;        // Rush Hour: pushes = steps (cells moved)
    SolutionOrigin origin = SolutionOrigin::Solver;
    int own_prefix = 0;  // its first steps that are the player's own ("solve from here": the moves played)
};

// The levels of a text as load() reads them: Sokoban text (XSB, collections, RLE) first, then Rush Hour
// boards. kind None: nothing can be opened, and error says why.
struct ReadLevels {
    PuzzleKind kind = PuzzleKind::None;
    sokoban::Collection collection;  // Sokoban
    int first_valid = 0;             // Sokoban: the level to open first
    RushSession rush;                // Rush Hour: the boards, at the first valid one
    std::string error;
};
ReadLevels read_levels(std::string_view text);

class PlaySession {
public:
    explicit PlaySession(MessageLine& message) : message_(message) {}

    // What is on screen.
    PuzzleKind kind() const { return kind_; }
    int level_count() const;
    const sokoban::Collection& collection() const { return collection_; }
    int level_number() const { return level_number_; }
    bool has_level() const { return kind_ == PuzzleKind::Sokoban && game_.has_value(); }  // a Sokoban level
    const RushSession& rush() const { return rush_; }
    const sokoban::Level& level() const { return game_->level(); }
    const sokoban::Game& game() const { return *game_; }
    bool solved() const;               // the position on screen solves its level (false when none)
    std::string current_moves() const;  // the moves played on the level on screen, as a solution is written
    // Successful loads (the collection changed) and level openings (also of the same level again): what a
    // hint or the record notes to know whether the level on screen is still the one it saw.
    int loads() const { return loads_; }
    int opens() const { return opens_; }

    // Opening (AppModel::load and select coordinate these).
    void open_collection(sokoban::Collection collection);  // Sokoban; a level is opened next (open_level)
    void open_rush(RushSession boards);                    // Rush Hour, at the session's board
    std::string open_problem(int number) const;  // why level `number` (1-based) cannot be opened; "" if it can
    void open_level(int number);                 // afresh: no moves, no solution (open_problem() said "")
    void set_level_title(std::string title);     // the title a shared link gives its level

    // Play, as a person would. Any change made by hand stops playback.
    sokoban::MoveKind move(sokoban::Dir d);
    // A path of steps made by one action (a mouse walk or push): one undo step and one redo step. Stops at
    // a blocked step; returns the steps played.
    int move_path(const std::vector<sokoban::Dir>& path);
    struct MovesResult { bool ok = true; int applied = 0; std::string error; };
    MovesResult move_lurd(std::string_view lurd);  // Sokoban LURD, or Rush Hour "A+1 C-2 ..."
    // A slide of a Rush Hour vehicle: a drag (Player), or the agent demo's (Solver).
    bool rush_slide(int vehicle, int delta, SolutionOrigin by = SolutionOrigin::Player);
    // Who made the moves on the board since the start (or the last restart): Player when every one was
    // made by hand; else the origin of the others (playback of a loaded solution, the agent demo). A solved
    // position counts as the player's (solved marks, bests, the celebration) only when this is Player.
    SolutionOrigin line_origin() const;
    bool undo();  // takes back the last action (a path's steps together); false when there is none
    bool redo();  // brings back the action undone last
    void restart();
    bool can_undo() const;     // there is a move to undo
    bool can_redo() const;     // there is an undone move to redo
    bool can_restart() const;  // the position is not the start
    bool seek_history(int entry);  // undo-history slider: jump to history entry n (0 = start)
    int history_length() const;    // history entries including the redo list (the slider's end)

    // The solution loaded for playback, and playback.
    const LoadedSolution& solution() const { return solution_; }
    std::string solution_text() const;  // LURD (case from the replay) or "A+1 C-2 ..."; "" when none
    void clear_solution();              // no solution; playback afresh (its speed is kept: the person's choice)
    // The one way a solution gets into playback: replayed by the rules from the start of the level (the
    // board) on screen (solution_replay.hpp), then loaded with playback at its start. When the replay
    // refuses it, nothing changes and the answer says why. `own_prefix`: how many of its first steps are
    // the player's own moves ("solve from here").
    //   text:  LURD, or "A+1 C-2 ..." for Rush Hour     steps: Sokoban     names: Rush Hour's move names
    SolutionReplay load_solution(std::string_view text, SolutionOrigin origin, int own_prefix = 0);
    SolutionReplay load_solution(std::vector<sokoban::Dir> steps, SolutionOrigin origin, int own_prefix = 0);
    SolutionReplay load_solution(const std::vector<std::string>& names, SolutionOrigin origin, int own_prefix = 0);
    const Playback& playback() const { return playback_; }
    void reset_playback();  // playback at the start, not playing; the speed stays
    void play_solution();
    void pause() { playback_.playing = false; }
    void seek(int position);
    void step(int delta);
    void tick(double seconds);  // advances playback while playing
    void set_playback_speed(double steps_per_second);  // clamped to 0.5..60

    // state(): kind, level, title, width, height, moves, pushes, (steps, optimal, board_string), solved,
    // levels, history, player, boxes and playback.

private:
    SolutionReplay load_sokoban(SolutionReplay replay, SolutionOrigin origin, int own_prefix);
    static SolutionReplay not_loadable(std::string why);
    MessageLine& message_;
    PuzzleKind kind_ = PuzzleKind::None;
    RushSession rush_;
    sokoban::Collection collection_;
    int level_number_ = 0;
    std::optional<sokoban::Game> game_;
    int loads_ = 0;
    int opens_ = 0;
    LoadedSolution solution_;
    Playback playback_;
    // Each history entry of the line (undone ones too, for redo): who made it (by hand, not, or a
    // restart) and whether it belongs to the action of the entry before it (the later steps of a path).
    enum EntryMaker : std::uint8_t { kHandEntry, kOtherEntry, kRestartEntry };
    struct EntryMark {
        EntryMaker maker = kHandEntry;
        bool joined = false;  // undone and redone together with the entry before it
    };
    std::vector<EntryMark> entry_marks_;
    SolutionOrigin other_origin_ = SolutionOrigin::Solver;  // of the entries not made by hand
    int history_entries() const;  // undoable entries of the line on the board
    bool joined(int entry) const;  // entry `entry` (0-based) belongs to the action of the one before
    // Marks the entries from `first` to the end of the history (they were just made; what followed
    // `first` before, a redo list, is gone); with `one_action`, the entries after `first` join it.
    void mark_entries(int first, EntryMaker maker, bool one_action = false);
    void mark_playback_entries(int first);  // made by playback: the solution's own prefix by hand
    // history_length() cache: Game has no redo count, so a copy is sought to the end of its redo list
    // once per position and history size.
    mutable sokoban::Position history_for_;
    mutable int history_at_ = -1, history_total_ = 0;
};

}  // namespace boxcar::app
