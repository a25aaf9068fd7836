// RecordsBook (see records_book.hpp): the record kept up to date with what is on screen.
#include "app/records/records_book.hpp"
#include "app/builtin_levels.hpp"
#include "app/records/record_ids.hpp"
#include "app/records/solution_check.hpp"
#include "app/records/stored_solution_json.hpp"

#include "rush/solver.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace boxcar::app {
namespace {

// flags -> "1,4,7"
std::string write_numbers(const std::vector<char>& flags) {
    std::string out;
    for (std::size_t i = 0; i < flags.size(); ++i)
        if (flags[i]) out += (out.empty() ? "" : ",") + std::to_string(i + 1);
    return out;
}

// Replays a solution on the level or board; the verified form with its counts, or nullopt.
std::optional<StoredSolution> verify(const sokoban::Level* level, const RushSession* rush, const std::string& text) {
    if (text.empty() || !Records::valid_moves(text)) return std::nullopt;
    if (level) return check_sokoban_solution(*level, text);
    if (rush) return check_rush_solution(rush->start(), text);
    return std::nullopt;
}

}  // namespace

void RecordsBook::remember_loaded_text(std::string_view text, bool from_library, std::string_view library_key) {
    loaded_from_library_ = from_library;
    loaded_library_key_ = from_library ? std::string(library_key) : std::string();
    loaded_source_.clear();
    loaded_text_.clear();
    if (text == builtin_sokoban_levels()) loaded_source_ = "builtin:sokoban";
    else if (text == builtin_rush_boards()) loaded_source_ = "builtin:rushhour";
    else if (text.size() <= kMaxStoredCollectionChars) loaded_text_ = std::string(text);
}

std::string RecordsBook::level_id() const {
    if (play_.kind() == PuzzleKind::RushHour) return rush_board_id(play_.rush().start());
    return play_.has_level() ? sokoban_level_id(play_.level()) : std::string();
}

void RecordsBook::read() {
    if (read_) return;
    read_ = true;
    if (!storage_read) return;
    const std::string dropped = records_.read(storage_read(Records::kMainKey), storage_read(Records::kCollectionsKey));
    if (!dropped.empty()) {
        message_.set_error(dropped);
        main_dirty_ = true;  // write back what was good, so the bad part is gone from storage too
        save(true);
    }
}

void RecordsBook::save(bool collections) {
    if (storage_write && main_dirty_) storage_write(Records::kMainKey, records_.write_main());
    if (storage_write && collections) storage_write(Records::kCollectionsKey, records_.write_collections());
    main_dirty_ = false;
}

void RecordsBook::save_changes(bool collections) {
    main_dirty_ = true;
    save(collections);
}

std::string RecordsBook::saved_progress() {
    read();
    const std::string id = level_id();
    const LevelRecord* r = id.empty() ? nullptr : records_.level(id);
    return r ? r->progress : std::string();
}

void RecordsBook::drop_saved_progress() {
    if (LevelRecord* r = records_.level(level_id())) r->progress.clear();
    main_dirty_ = true;
    save(false);
}

void RecordsBook::progress_restored() { progress_baseline_ = play_.current_moves(); }

void RecordsBook::check_level_record(const std::string& id) {
    LevelRecord* r = records_.level(id);
    if (!r) return;
    const sokoban::Level* level = play_.has_level() ? &play_.level() : nullptr;
    const RushSession* rush = play_.kind() == PuzzleKind::RushHour ? &play_.rush() : nullptr;
    int dropped = 0;
    for (std::optional<StoredSolution>* best : {&r->best_moves, &r->best_pushes, &r->found}) {
        if (!*best) continue;
        const auto checked = verify(level, rush, (*best)->text);
        if (checked && checked->moves == (*best)->moves && checked->pushes == (*best)->pushes) continue;
        best->reset();
        ++dropped;
    }
    if (dropped > 0) {
        main_dirty_ = true;
        message_.set_error("A solution saved for this level does not solve it: it was dropped.");
    }
}

void RecordsBook::offer_solution(const std::string& id, const std::string& text, SolutionOrigin origin) {
    const sokoban::Level* level = play_.has_level() ? &play_.level() : nullptr;
    const RushSession* rush = play_.kind() == PuzzleKind::RushHour ? &play_.rush() : nullptr;
    auto s = verify(level, rush, text);
    if (!s) return;  // too long to keep, or (never expected) not a solution
    s->origin = origin;
    LevelRecord& r = records_.touch_level(id);
    if (r.level.empty()) {  // the level beside its solutions, for export (records_file.hpp)
        r.level = level ? sokoban::to_xsb(*level) : rush::board_string(rush->start());
        r.title = level ? play_.collection().levels[play_.level_number() - 1].title.substr(0, kMaxStoredTitleChars) : std::string();
        if (r.level.size() > kMaxStoredLevelChars) r.level.clear();
    }
    keep_solution(r, *s);
    main_dirty_ = true;
}

bool RecordsBook::keep_found_as_mine() {
    read();
    LevelRecord* r = noted_level_id_.empty() ? nullptr : records_.level(noted_level_id_);
    if (!r || !r->found) return false;
    keep_best(*r, *r->found);  // its origin stays what it was: the records say whose it is
    r->found.reset();          // it is the player's record now
    main_dirty_ = true;
    const int n = play_.level_number();
    if (n >= 1 && n <= static_cast<int>(solved_.size()) && !solved_[n - 1]) {
        solved_[n - 1] = 1;
        records_.set_solved(progress_key_, write_numbers(solved_));
    }
    save(false);
    return true;
}

void RecordsBook::note_progress(const std::string& theme, int solution_request) {
    read();
    bool collections_changed = false;
    if (progress_loads_ != play_.loads()) {  // a new collection: its id, its solved marks, and it is the last open
        progress_loads_ = play_.loads();
        progress_key_ = play_.kind() == PuzzleKind::RushHour ? rush_collection_id(play_.rush().entries())
                                                             : sokoban_collection_id(play_.collection());
        solved_ = records_.solved_flags(progress_key_, static_cast<std::size_t>(play_.level_count()));
        mark_solved_from_records();  // a level with a best solution (solved elsewhere, or imported) is solved
        if (!loaded_source_.empty()) {
            records_.last_collection = loaded_source_;
        } else if (!loaded_text_.empty()) {
            records_.keep_collection(progress_key_, loaded_text_, loaded_from_library_, loaded_library_key_);
            records_.last_collection = progress_key_;
            collections_changed = true;
        } else {
            records_.last_collection.clear();  // too large to remember: start afresh next time
        }
        main_dirty_ = true;
    }
    const int n = play_.level_number();
    const std::string noted = std::to_string(play_.loads()) + "/" + std::to_string(play_.opens());
    if (noted != noted_level_) {  // another level on screen
        noted_level_ = noted;
        noted_level_id_ = level_id();
        progress_baseline_.clear();  // a level opens afresh: moves seen now were played (or restored) since
        noted_solved_ = false;
        noted_solution_.clear();
        noted_hand_.clear();
        records_.last_level = n;
        main_dirty_ = true;
        check_level_record(noted_level_id_);
    }
    if (theme != records_.theme) {
        records_.theme = theme;
        main_dirty_ = true;
    }
    const std::string& id = noted_level_id_;
    const bool solved = play_.solved();
    if (!id.empty()) {
        // Moves in progress: saved when they changed since the level was opened; a solved level keeps none.
        const std::string moves = solved ? std::string() : play_.current_moves();
        if (moves != progress_baseline_) {
            progress_baseline_ = moves;
            LevelRecord* r = records_.level(id);
            const std::string kept = moves.size() <= kMaxStoredMovesChars ? moves : std::string();
            if (r || !kept.empty()) {
                records_.touch_level(id).progress = kept;
                main_dirty_ = true;
            }
        }
        // Solved on the board: by hand, or by playback (the same moves by hand later are the player's).
        if (solved) {
            const SolutionOrigin origin = play_.line_origin();
            const std::string hand = std::string(origin_name(origin)) + ":" + play_.current_moves();
            if (hand != noted_hand_) {
                noted_hand_ = hand;
                offer_solution(id, play_.current_moves(), origin);
            }
        }
        // A verified solution (the solver's, a pasted one, a link's) is kept apart from the player's.
        const LoadedSolution& solution = play_.solution();
        if (solution.length > 0) {
            const std::string key = std::to_string(solution_request) + "/" + std::to_string(solution.length) + "/" +
                                    std::to_string(solution.moves) + "/" + std::to_string(solution.pushes);
            if (key != noted_solution_) {
                noted_solution_ = key;
                offer_solution(id, play_.solution_text(), solution.origin);
            }
        }
    }
    // Solved marks come from the player's own play only.
    const bool solved_by_player = solved && play_.line_origin() == SolutionOrigin::Player;
    if (solved_by_player && !noted_solved_ && n >= 1 && n <= static_cast<int>(solved_.size()) && !solved_[n - 1]) {
        solved_[n - 1] = 1;
        records_.set_solved(progress_key_, write_numbers(solved_));
        main_dirty_ = true;
    }
    noted_solved_ = solved_by_player;
    if (main_dirty_ || collections_changed) save(collections_changed);
}

void RecordsBook::mark_solved_from_records() {
    if (progress_key_.empty()) return;
    bool changed = false;
    for (int n = 1; n <= std::min(play_.level_count(), static_cast<int>(solved_.size())); ++n) {
        if (solved_[n - 1]) continue;
        std::string id;
        if (play_.kind() == PuzzleKind::RushHour) {
            const auto& e = play_.rush().entries()[n - 1];
            if (e.board) id = rush_board_id(*e.board);
        } else if (play_.collection().levels[n - 1].level) {
            id = sokoban_level_id(*play_.collection().levels[n - 1].level);
        }
        const LevelRecord* r = id.empty() ? nullptr : records_.level(id);
        if (r && (r->best_moves || r->best_pushes)) solved_[n - 1] = changed = true;
    }
    if (!changed) return;
    records_.set_solved(progress_key_, write_numbers(solved_));
}

void RecordsBook::forget_everything(const std::string& theme) {
    read();
    records_.clear();
    if (storage_write) {
        storage_write(Records::kMainKey, "");
        storage_write(Records::kCollectionsKey, "");
    }
    std::fill(solved_.begin(), solved_.end(), 0);
    // What is on screen stays on screen; it is written again only once something changes.
    records_.theme = theme;
    noted_level_ = std::to_string(play_.loads()) + "/" + std::to_string(play_.opens());
    progress_loads_ = play_.loads();
    progress_baseline_ = play_.solved() ? std::string() : play_.current_moves();
    noted_hand_ = play_.solved() ? std::string(origin_name(play_.line_origin())) + ":" + play_.current_moves() : std::string();
    noted_solved_ = true;  // a level solved now is not marked again until it is solved anew
    main_dirty_ = false;
    message_.set("Forgot everything this page remembered: theme, last level, pasted collections, moves in progress, "
                "best solutions and solved marks.");
}

const LevelRecord* RecordsBook::level_record() const {
    return noted_level_id_.empty() ? nullptr : records_.level(noted_level_id_);
}

nlohmann::json RecordsBook::records_json() {
    read();
    const LevelRecord* r = level_record();
    nlohmann::json level = nullptr;
    if (r) {
        level = {{"id", noted_level_id_},
                 {"progress_moves", r->progress.empty() ? nlohmann::json(nullptr) : nlohmann::json(r->progress)},
                 {"best_moves", stored_solution_json(r->best_moves)},
                 {"best_pushes", stored_solution_json(r->best_pushes)},
                 {"found", stored_solution_json(r->found)}};
    }
    return {{"ok", true},
            {"theme", records_.theme.empty() ? nlohmann::json(nullptr) : nlohmann::json(records_.theme)},
            {"intro_dismissed", records_.intro_dismissed},
            {"last", {{"collection", records_.last_collection}, {"level", records_.last_level}}},
            {"levels", records_.level_count()},
            {"collections", records_.collection_count()},
            {"level", level}};
}

bool RecordsBook::level_solved(int number) const {
    return number >= 1 && number <= static_cast<int>(solved_.size()) && solved_[number - 1];
}

int RecordsBook::next_unsolved() const {
    // solved_ may still have another collection's size until the next note: never read past either.
    const int count = std::min(static_cast<int>(solved_.size()), play_.level_count());
    if (count == 0) return 0;
    for (int k = 1; k <= count; ++k) {
        const int n = (play_.level_number() - 1 + k) % count + 1;  // after the current one, wrapping
        if (solved_[n - 1]) continue;
        if (play_.kind() == PuzzleKind::Sokoban && (n > static_cast<int>(play_.collection().levels.size()) ||
                                                    !play_.collection().levels[n - 1].level))
            continue;  // invalid levels
        return n;
    }
    return 0;
}

}  // namespace boxcar::app
