// What the page remembers (records.hpp; docs/STORAGE.md), kept up to date with what is on screen: the
// theme, the collection and level last open, pasted collections, moves in progress, best solutions and
// solved levels. Collections and levels are named by a hash of their content (record_ids.hpp), so the
// same file pasted again finds its record; every solution is replayed by the rules before it is kept as
// a best, and again when its level is next opened.
//
// The platform sets storage_read/storage_write (localStorage; "" = absent, writing "" removes the key).
// note_progress(), once a frame, keeps the record up to date. Restoring the session and a person's
// opening of a level (moves in progress come back) are the AppModel's (they open levels).
#pragma once
#include "app/message_line.hpp"
#include "app/play/play_session.hpp"
#include "app/records/records.hpp"

#include <nlohmann/json.hpp>

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace boxcar::app {

class RecordsBook {
public:
    RecordsBook(const PlaySession& play, MessageLine& message) : play_(play), message_(message) {}

    std::function<std::string(const std::string& key)> storage_read;                    // set by the platform
    std::function<void(const std::string& key, const std::string& value)> storage_write;  // set by the platform

    // The whole record (read from storage on first use). change() gives it to change; save_changes()
    // then writes it (the collections' key too when `collections`).
    const Records& stored() {
        read();
        return records_;
    }
    Records& change() {
        read();
        return records_;
    }
    void save_changes(bool collections);

    // After a successful load: its text is kept for the record if small, or named when built in; a file
    // of the built-in library is remembered to reopen it, but not as a pasted collection of the person's.
    // `library_key`: the library index's id of that file (the level browser opens on it), "" when unknown.
    void remember_loaded_text(std::string_view text, bool from_library = false, std::string_view library_key = {});
    const std::string& library_key() const { return loaded_library_key_; }  // of the collection on screen

    // Once a frame: the loaded collection's id and solved marks, the level on screen, its moves in
    // progress, a level solved by hand or a verified solution offered as a best, and the theme.
    // `solution_request` is the request that found the loaded solution (0: none, pasted or a hint's).
    void note_progress(const std::string& theme, int solution_request);
    // The moves saved for the level on screen ("" when none); drop_saved_progress() forgets them (they no
    // longer replay); progress_restored() notes that they were played back.
    std::string saved_progress();
    void drop_saved_progress();
    void progress_restored();
    // Empties the record and the storage; what is on screen stays and is written again only once it changes.
    void forget_everything(const std::string& theme);

    const LevelRecord* level_record() const;  // of the level on screen (best solutions); nullptr when none
    nlohmann::json records_json();            // window.boxcar records(): what is remembered, in short
    bool level_solved(int number) const;      // 1-based, of the loaded collection
    int next_unsolved() const;                // the first unsolved level after the current one (wrapping), 0 if none
    const std::string& progress_key() const { return progress_key_; }  // the loaded collection's id in the record
    // The loaded collection's levels with a best solution are solved (solved elsewhere, or imported).
    void mark_solved_from_records();
    // The person keeps the solution found for the level on screen (the solver's, a pasted one) as theirs:
    // it moves to their bests (its origin kept) and the level counts as solved. False when there is none.
    bool keep_found_as_mine();

private:
    void read();
    void save(bool collections);
    void offer_solution(const std::string& level_id, const std::string& text, SolutionOrigin origin);
    void check_level_record(const std::string& level_id);
    std::string level_id() const;  // of the level on screen ("" when none)

    const PlaySession& play_;
    MessageLine& message_;
    Records records_;
    bool read_ = false;
    bool main_dirty_ = false;
    std::string loaded_text_;            // the text of the last load, when small enough to remember
    std::string loaded_source_;          // "builtin:sokoban" / "builtin:rushhour" for the built-in sets
    bool loaded_from_library_ = false;   // the last load was a file of the built-in library
    std::string loaded_library_key_;     // its id in the library's index ("" when unknown)
    int progress_loads_ = -1;            // the play session's loads when solved_ was read
    std::string progress_key_;
    std::vector<char> solved_;           // per level of the loaded collection
    std::string noted_level_;            // "<loads>/<opens>" of the level the record last saw
    std::string noted_level_id_;
    std::string progress_baseline_;      // the moves on the level when it was opened (unchanged: not saved)
    std::string noted_solution_;         // the last solution offered as a best
    std::string noted_hand_;             // "<origin>:<moves>" that last solved the level on screen, offered
    bool noted_solved_ = false;          // the level on screen was solved by the player when last noted
};

}  // namespace boxcar::app
