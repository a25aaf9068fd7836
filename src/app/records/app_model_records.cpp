// AppModel: what the page remembers (records.hpp; docs/STORAGE.md). Collections and levels are named by
// a hash of their content (so the same file pasted again finds its record); every solution is replayed
// by the rules before it is kept as a best, and again when its level is next opened; moves in progress
// are replayed when a person opens the level (open_level_by_person), never on a script's select().
#include "app/app_model.hpp"
#include "app/library/builtin_levels.hpp"
#include "app/records/record_ids.hpp"
#include "app/records/solution_check.hpp"

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

std::string join(const std::vector<std::string>& names) {
    std::string out;
    for (const auto& n : names) out += (out.empty() ? "" : " ") + n;
    return out;
}

// Replays a solution on the level or board; the verified form with its counts, or nullopt.
std::optional<StoredSolution> verify(const sokoban::Level* level, const RushSession* rush, const std::string& text) {
    if (text.empty() || !Records::valid_moves(text)) return std::nullopt;
    if (level) return check_sokoban_solution(*level, text);
    if (rush) return check_rush_solution(rush->start(), text);
    return std::nullopt;
}

nlohmann::json solution_json(const std::optional<StoredSolution>& s) {
    if (!s) return nullptr;
    return {{"moves", s->moves}, {"pushes", s->pushes}, {"solution", s->text}};
}

}  // namespace

AppModel::LoadResult AppModel::load_from_library(std::string_view text) {
    LoadResult r = load(text);
    loaded_from_library_ = r.ok;
    return r;
}

void AppModel::remember_loaded_text(std::string_view text) {
    loaded_from_library_ = false;
    loaded_source_.clear();
    loaded_text_.clear();
    if (text == builtin_sokoban_levels()) loaded_source_ = "builtin:sokoban";
    else if (text == builtin_rush_boards()) loaded_source_ = "builtin:rushhour";
    else if (text.size() <= kMaxStoredCollectionChars) loaded_text_ = std::string(text);
}

std::string AppModel::level_id() const {
    if (kind_ == PuzzleKind::RushHour) return rush_board_id(rush_.start());
    return has_level() ? sokoban_level_id(game_->level()) : std::string();
}

std::string AppModel::current_moves() const {
    if (kind_ == PuzzleKind::RushHour) return join(rush_.history_names());
    return has_level() ? game_->lurd() : std::string();
}

void AppModel::read_records() {
    if (records_read_) return;
    records_read_ = true;
    if (!storage_read) return;
    const std::string dropped = records_.read(storage_read(Records::kMainKey), storage_read(Records::kCollectionsKey));
    if (!dropped.empty()) {
        set_error(dropped);
        main_dirty_ = true;  // write back what was good, so the bad part is gone from storage too
        save_records(true);
    }
}

void AppModel::save_records(bool collections) {
    if (storage_write && main_dirty_) storage_write(Records::kMainKey, records_.write_main());
    if (storage_write && collections) storage_write(Records::kCollectionsKey, records_.write_collections());
    main_dirty_ = false;
}

void AppModel::restore_session() {
    read_records();
    if (!records_.theme.empty()) set_theme(records_.theme);
    const std::string where = records_.last_collection;
    const int level = records_.last_level;
    bool opened = false;
    if (where == "builtin:sokoban" || where == "builtin:rushhour") {
        opened = load_builtin(where.substr(8));
    } else if (const StoredCollection* c = where.empty() ? nullptr : records_.collection(where)) {
        const std::string text = c->text;  // load() may rewrite the record's list
        opened = load(text).ok;
    }
    if (!opened) return;
    if (level >= 1 && level <= level_count() && level != level_number_) {
        if (!open_level_by_person(level)) select(level_number_);
    } else {
        open_level_by_person(level_number_);
    }
    if (message_level_ != MessageLevel::Error && message_.empty())
        set_message("Welcome back: level " + std::to_string(level_number_) + " of the collection you had open.");
}

bool AppModel::open_level_by_person(int number) {
    if (!select(number)) return false;
    read_records();
    const std::string id = level_id();
    LevelRecord* r = id.empty() ? nullptr : records_.level(id);
    if (!r || r->progress.empty()) return true;
    const std::string moves = r->progress;
    const MovesResult played = move_lurd(moves);
    if (!played.ok) {
        select(number);  // the level afresh
        if (LevelRecord* again = records_.level(id)) again->progress.clear();
        main_dirty_ = true;
        save_records(false);
        set_error("The moves saved for this level no longer replay (" + played.error + "): they were dropped.");
        return true;
    }
    progress_baseline_ = current_moves();
    set_message("Your " + std::to_string(played.applied) + " moves on this level are back (Restart to begin again).");
    return true;
}

void AppModel::check_level_record(const std::string& id) {
    LevelRecord* r = records_.level(id);
    if (!r) return;
    const sokoban::Level* level = has_level() ? &game_->level() : nullptr;
    const RushSession* rush = kind_ == PuzzleKind::RushHour ? &rush_ : nullptr;
    int dropped = 0;
    for (std::optional<StoredSolution>* best : {&r->best_moves, &r->best_pushes}) {
        if (!*best) continue;
        const auto checked = verify(level, rush, (*best)->text);
        if (checked && checked->moves == (*best)->moves && checked->pushes == (*best)->pushes) continue;
        best->reset();
        ++dropped;
    }
    if (dropped > 0) {
        main_dirty_ = true;
        set_error("A best solution saved for this level does not solve it: it was dropped.");
    }
}

void AppModel::offer_best(const std::string& id, const std::string& text) {
    const sokoban::Level* level = has_level() ? &game_->level() : nullptr;
    const RushSession* rush = kind_ == PuzzleKind::RushHour ? &rush_ : nullptr;
    const auto s = verify(level, rush, text);
    if (!s) return;  // too long to keep, or (never expected) not a solution
    LevelRecord& r = records_.touch_level(id);
    if (r.level.empty()) {  // the level beside its solutions, for export (records_file.hpp)
        r.level = level ? sokoban::to_xsb(*level) : rush::board_string(rush->start());
        r.title = level ? collection_.levels[level_number_ - 1].title.substr(0, kMaxStoredTitleChars) : std::string();
        if (r.level.size() > kMaxStoredLevelChars) r.level.clear();
    }
    keep_best(r, *s);
    main_dirty_ = true;
}

void AppModel::note_progress() {
    read_records();
    bool collections_changed = false;
    if (progress_loads_ != loads_) {  // a new collection: its id, its solved marks, and it is the last open
        progress_loads_ = loads_;
        progress_key_ = kind_ == PuzzleKind::RushHour ? rush_collection_id(rush_.entries())
                                                      : sokoban_collection_id(collection_);
        solved_ = records_.solved_flags(progress_key_, static_cast<std::size_t>(level_count()));
        mark_solved_from_records();  // a level with a best solution (solved elsewhere, or imported) is solved
        if (!loaded_source_.empty()) {
            records_.last_collection = loaded_source_;
        } else if (!loaded_text_.empty()) {
            records_.keep_collection(progress_key_, loaded_text_, loaded_from_library_);
            records_.last_collection = progress_key_;
            collections_changed = true;
        } else {
            records_.last_collection.clear();  // too large to remember: start afresh next time
        }
        main_dirty_ = true;
    }
    const int n = level_number_;
    const std::string noted = std::to_string(loads_) + "/" + std::to_string(opens_);
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
    if (theme() != records_.theme) {
        records_.theme = theme();
        main_dirty_ = true;
    }
    const std::string& id = noted_level_id_;
    const bool solved = kind_ == PuzzleKind::RushHour ? rush_.solved() : has_level() && game_->solved();
    if (!id.empty()) {
        // Moves in progress: saved when they changed since the level was opened; a solved level keeps none.
        const std::string moves = solved ? std::string() : current_moves();
        if (moves != progress_baseline_) {
            progress_baseline_ = moves;
            LevelRecord* r = records_.level(id);
            const std::string kept = moves.size() <= kMaxStoredMovesChars ? moves : std::string();
            if (r || !kept.empty()) {
                records_.touch_level(id).progress = kept;
                main_dirty_ = true;
            }
        }
        if (solved && current_moves() != noted_hand_) {  // solved by hand (or by playing a solution through)
            noted_hand_ = current_moves();
            offer_best(id, noted_hand_);
        }
        // A verified solution (the solver's, a pasted one, a link's) is a best candidate too.
        if (solver_.solution_length > 0) {
            const std::string key = std::to_string(solver_.request_id) + "/" + std::to_string(solver_.solution_length) +
                                    "/" + std::to_string(solver_.moves) + "/" + std::to_string(solver_.pushes);
            if (key != noted_solution_) {
                noted_solution_ = key;
                offer_best(id, solution_text());
            }
        }
    }
    if (solved && !noted_solved_ && n >= 1 && n <= static_cast<int>(solved_.size()) && !solved_[n - 1]) {
        solved_[n - 1] = 1;
        records_.set_solved(progress_key_, write_numbers(solved_));
        main_dirty_ = true;
    }
    noted_solved_ = solved;
    if (main_dirty_ || collections_changed) save_records(collections_changed);
}

void AppModel::mark_solved_from_records() {
    if (progress_key_.empty()) return;
    bool changed = false;
    for (int n = 1; n <= std::min(level_count(), static_cast<int>(solved_.size())); ++n) {
        if (solved_[n - 1]) continue;
        std::string id;
        if (kind_ == PuzzleKind::RushHour) {
            const auto& e = rush_.entries()[n - 1];
            if (e.board) id = rush_board_id(*e.board);
        } else if (collection_.levels[n - 1].level) {
            id = sokoban_level_id(*collection_.levels[n - 1].level);
        }
        const LevelRecord* r = id.empty() ? nullptr : records_.level(id);
        if (r && (r->best_moves || r->best_pushes)) solved_[n - 1] = changed = true;
    }
    if (!changed) return;
    records_.set_solved(progress_key_, write_numbers(solved_));
}

void AppModel::forget_everything() {
    read_records();
    records_.clear();
    if (storage_write) {
        storage_write(Records::kMainKey, "");
        storage_write(Records::kCollectionsKey, "");
    }
    std::fill(solved_.begin(), solved_.end(), 0);
    // What is on screen stays on screen; it is written again only once something changes.
    records_.theme = theme();
    noted_level_ = std::to_string(loads_) + "/" + std::to_string(opens_);
    progress_loads_ = loads_;
    progress_baseline_ = (kind_ == PuzzleKind::RushHour ? rush_.solved() : has_level() && game_->solved())
                             ? std::string() : current_moves();
    noted_hand_ = current_moves();
    noted_solved_ = true;  // a level solved now is not marked again until it is solved anew
    main_dirty_ = false;
    set_message("Forgot everything this page remembered: theme, last level, pasted collections, moves in progress, "
                "best solutions and solved marks.");
}

const LevelRecord* AppModel::level_record() const {
    return noted_level_id_.empty() ? nullptr : records_.level(noted_level_id_);
}

nlohmann::json AppModel::records_json() {
    read_records();
    const LevelRecord* r = level_record();
    nlohmann::json level = nullptr;
    if (r) {
        level = {{"id", noted_level_id_},
                 {"progress_moves", r->progress.empty() ? nlohmann::json(nullptr) : nlohmann::json(r->progress)},
                 {"best_moves", solution_json(r->best_moves)},
                 {"best_pushes", solution_json(r->best_pushes)}};
    }
    return {{"ok", true},
            {"theme", records_.theme.empty() ? nlohmann::json(nullptr) : nlohmann::json(records_.theme)},
            {"last", {{"collection", records_.last_collection}, {"level", records_.last_level}}},
            {"levels", records_.level_count()},
            {"collections", records_.collection_count()},
            {"level", level}};
}

bool AppModel::level_solved(int number) const {
    return number >= 1 && number <= static_cast<int>(solved_.size()) && solved_[number - 1];
}

int AppModel::next_unsolved() const {
    // solved_ may still have another collection's size until the next note: never read past either.
    const int count = std::min(static_cast<int>(solved_.size()), level_count());
    if (count == 0) return 0;
    for (int k = 1; k <= count; ++k) {
        const int n = (level_number_ - 1 + k) % count + 1;  // after the current one, wrapping
        if (solved_[n - 1]) continue;
        if (kind_ == PuzzleKind::Sokoban && (n > static_cast<int>(collection_.levels.size()) ||
                                             !collection_.levels[n - 1].level))
            continue;  // invalid levels
        return n;
    }
    return 0;
}

}  // namespace boxcar::app
