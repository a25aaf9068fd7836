// PlaySession (see play_session.hpp). Sokoban and Rush Hour share the moves and playback plumbing; the
// puzzle-specific parts live in sokoban::Game and RushSession.
#include "app/play/play_session.hpp"

#include "common/text_kind.hpp"
#include "rush/state_codec.hpp"

#include <algorithm>
#include <climits>
#include <cstdlib>

namespace boxcar::app {

using sokoban::Dir;
using sokoban::MoveKind;

namespace {

std::string join(const std::vector<std::string>& names) {
    std::string out;
    for (const auto& n : names) out += (out.empty() ? "" : " ") + n;
    return out;
}

}  // namespace

ReadLevels read_levels(std::string_view text) {
    ReadLevels r;
    if (text.size() > sokoban::kMaxInputBytes) {
        r.error = "the text is too large (" + std::to_string(text.size() / 1024) + " KiB; the limit is " +
                  std::to_string(sokoban::kMaxInputBytes / 1024) + " KiB)";
        return r;
    }
    sokoban::ParseError error;
    sokoban::Collection parsed = sokoban::parse_collection(text, &error);
    if (parsed.levels.empty()) {
        // No Sokoban board: maybe Rush Hour boards.
        std::string rush_error;
        const bool rushish = meant_as_rush_boards(text);
        if (r.rush.load(text, rush_error)) {
            r.kind = PuzzleKind::RushHour;
            return r;
        }
        r.rush = RushSession{};
        r.error = rushish ? rush_error
                          : !error.message.empty() && text.find('#') != std::string_view::npos
                          ? error.to_string()
                          : "no Sokoban level (rows of # walls, @ player, $ boxes, . goals) or Rush Hour board "
                            "(such as IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM) found in the text";
        return r;
    }
    // The first valid level opens; a collection whose every level is invalid is refused.
    for (std::size_t i = 0; i < parsed.levels.size(); ++i)
        if (parsed.levels[i].level) {
            r.first_valid = static_cast<int>(i) + 1;
            break;
        }
    if (r.first_valid == 0) {
        const auto& e = parsed.levels.front();
        r.error = e.error ? e.error->to_string() : "invalid level";
        if (parsed.levels.size() > 1) r.error = "level 1: " + r.error;
        return r;
    }
    r.kind = PuzzleKind::Sokoban;
    r.collection = std::move(parsed);
    return r;
}

int PlaySession::level_count() const {
    if (kind_ == PuzzleKind::Sokoban) return static_cast<int>(collection_.levels.size());
    if (kind_ == PuzzleKind::RushHour) return rush_.count();
    return 0;
}

bool PlaySession::solved() const {
    if (kind_ == PuzzleKind::RushHour) return rush_.solved();
    return has_level() && game_->solved();
}

std::string PlaySession::current_moves() const {
    if (kind_ == PuzzleKind::RushHour) return join(rush_.history_names());
    return has_level() ? game_->lurd() : std::string();
}

// --- Opening -------------------------------------------------------------------------------------------

void PlaySession::open_collection(sokoban::Collection collection) {
    collection_ = std::move(collection);
    kind_ = PuzzleKind::Sokoban;
    ++loads_;
}

void PlaySession::open_rush(RushSession boards) {
    rush_ = std::move(boards);
    collection_ = {};
    game_.reset();
    kind_ = PuzzleKind::RushHour;
    level_number_ = rush_.number();
    clear_solution();
    entry_marks_.clear();
    ++loads_;
}

std::string PlaySession::open_problem(int number) const {
    if (kind_ == PuzzleKind::RushHour) return rush_.select_problem(number);
    if (number < 1 || number > static_cast<int>(collection_.levels.size()))
        return "There is no level " + std::to_string(number) + " (the collection has " +
               std::to_string(collection_.levels.size()) + ").";
    const sokoban::LevelEntry& entry = collection_.levels[number - 1];
    if (!entry.level)
        return "Level " + std::to_string(number) + " is invalid: " +
               (entry.error ? entry.error->to_string() : std::string("unknown problem"));
    return {};
}

void PlaySession::open_level(int number) {
    if (kind_ == PuzzleKind::RushHour) {
        std::string error;
        rush_.select(number, error);
    } else {
        game_.emplace(*collection_.levels[number - 1].level);
    }
    level_number_ = number;
    ++opens_;
    clear_solution();
    entry_marks_.clear();
}

void PlaySession::set_level_title(std::string title) {
    if (kind_ == PuzzleKind::Sokoban && level_number_ >= 1) collection_.levels[level_number_ - 1].title = std::move(title);
}

// --- Play ----------------------------------------------------------------------------------------------

MoveKind PlaySession::move(Dir d) {
    if (!has_level()) return MoveKind::Blocked;
    playback_.playing = false;
    const int before = history_entries();
    const MoveKind k = game_->move(d);
    if (k != MoveKind::Blocked) mark_entries(before, kHandEntry);
    if (k != MoveKind::Blocked && game_->solved()) message_.set("Solved!");
    return k;
}

int PlaySession::move_path(const std::vector<Dir>& path) {
    if (!has_level()) return 0;
    playback_.playing = false;
    const int before = history_entries();
    int applied = 0;
    for (Dir d : path) {
        if (game_->move(d) == MoveKind::Blocked) break;
        ++applied;
    }
    if (applied == 0) return 0;
    mark_entries(before, kHandEntry, true);
    if (game_->solved()) message_.set("Solved!");
    return applied;
}

bool PlaySession::rush_slide(int vehicle, int delta, SolutionOrigin by) {
    if (kind_ != PuzzleKind::RushHour) return false;
    playback_.playing = false;
    const int before = history_entries();
    if (!rush_.slide(vehicle, delta)) return false;
    if (by != SolutionOrigin::Player) other_origin_ = by;
    mark_entries(before, by == SolutionOrigin::Player ? kHandEntry : kOtherEntry);
    if (rush_.solved()) message_.set("Solved in " + std::to_string(rush_.moves()) + " moves!");
    return true;
}

// --- Who made the moves --------------------------------------------------------------------------------

int PlaySession::history_entries() const {
    if (kind_ == PuzzleKind::RushHour) return rush_.moves();
    return has_level() ? game_->history_size() : 0;
}

bool PlaySession::joined(int entry) const {
    return entry >= 0 && entry < static_cast<int>(entry_marks_.size()) && entry_marks_[entry].joined;
}

void PlaySession::mark_entries(int first, EntryMaker maker, bool one_action) {
    first = std::max(0, first);
    entry_marks_.resize(static_cast<std::size_t>(first));
    for (int i = first; i < history_entries(); ++i) entry_marks_.push_back({maker, one_action && i > first});
}

void PlaySession::mark_playback_entries(int first) {
    const int end = history_entries();
    entry_marks_.resize(static_cast<std::size_t>(std::max(0, first)));
    for (int i = first; i < end; ++i) entry_marks_.push_back({i < solution_.own_prefix ? kHandEntry : kOtherEntry, false});
    other_origin_ = solution_.origin;
}

SolutionOrigin PlaySession::line_origin() const {
    const int n = std::min(history_entries(), static_cast<int>(entry_marks_.size()));
    for (int i = n - 1; i >= 0; --i) {
        if (entry_marks_[i].maker == kRestartEntry) break;
        if (entry_marks_[i].maker == kOtherEntry) return other_origin_;
    }
    return SolutionOrigin::Player;
}

PlaySession::MovesResult PlaySession::move_lurd(std::string_view lurd) {
    MovesResult r;
    if (kind_ == PuzzleKind::RushHour) {
        playback_.playing = false;
        const int before = history_entries();
        r.ok = rush_.play_moves(lurd, r.applied, r.error);
        mark_entries(before, kHandEntry);
        if (!r.ok) message_.set_error(r.error);
        else if (rush_.solved()) message_.set("Solved in " + std::to_string(rush_.moves()) + " moves!");
        return r;
    }
    sokoban::LurdError error;
    auto steps = sokoban::parse_lurd(lurd, &error);
    if (!steps) {
        r.ok = false;
        r.error = "bad move string at character " + std::to_string(error.offset + 1) + ": " + error.message;
        message_.set_error(r.error);
        return r;
    }
    if (!has_level()) {
        r.ok = false;
        r.error = "no level loaded";
        return r;
    }
    for (Dir d : *steps) {
        if (move(d) == MoveKind::Blocked) {
            r.ok = false;
            r.error = "move " + std::to_string(r.applied + 1) + " ('" + std::string(1, sokoban::dir_char(d, false)) +
                      "') is blocked";
            message_.set_error(r.error);
            return r;
        }
        ++r.applied;
    }
    return r;
}

bool PlaySession::undo() {
    playback_.playing = false;
    if (kind_ == PuzzleKind::RushHour) return rush_.undo();
    if (!has_level() || !game_->undo()) return false;
    while (joined(history_entries()) && game_->undo()) {  // the rest of the path the undone step ended
    }
    return true;
}

bool PlaySession::redo() {
    playback_.playing = false;
    if (kind_ == PuzzleKind::RushHour) return rush_.redo();
    if (!has_level() || !game_->redo()) return false;
    while (joined(history_entries()) && game_->redo()) {  // the rest of the path the redone step began
    }
    return true;
}

void PlaySession::restart() {
    playback_.playing = false;
    if (kind_ == PuzzleKind::RushHour) {
        rush_.restart();  // undoes every move: the line is empty
    } else if (has_level()) {
        const int before = history_entries();
        game_->restart();  // one undoable entry: the line starts afresh after it
        if (history_entries() > before) mark_entries(before, kRestartEntry);
    }
}

bool PlaySession::can_undo() const {
    if (kind_ == PuzzleKind::RushHour) return rush_.moves() > 0;
    return has_level() && game_->history_size() > 0;
}

bool PlaySession::can_redo() const {
    if (kind_ == PuzzleKind::RushHour) return rush_.can_redo();
    return has_level() && history_length() > game_->history_size();
}

bool PlaySession::can_restart() const {
    if (kind_ == PuzzleKind::RushHour) return rush_.moves() > 0;
    return has_level() && (game_->moves() > 0 || game_->pushes() > 0);
}

bool PlaySession::seek_history(int entry) {
    if (!has_level()) return false;
    playback_.playing = false;
    game_->seek(std::max(0, entry));
    return true;
}

int PlaySession::history_length() const {
    if (!has_level()) return 0;
    if (history_for_ != game_->position() || history_at_ != game_->history_size()) {
        sokoban::Game copy = *game_;
        copy.seek(INT_MAX);
        history_total_ = copy.history_size();
        history_for_ = game_->position();
        history_at_ = game_->history_size();
    }
    return history_total_;
}

// --- The loaded solution and playback ------------------------------------------------------------------

std::string PlaySession::solution_text() const {
    if (solution_.length == 0) return {};
    if (kind_ == PuzzleKind::RushHour) return join(rush::move_names(rush_.start(), rush_.solution()));
    if (!has_level()) return {};
    return sokoban::replay(game_->level(), solution_.steps).lurd;  // case from the replay
}

void PlaySession::clear_solution() {
    solution_ = LoadedSolution{};
    reset_playback();
}

void PlaySession::reset_playback() {
    const double speed = playback_.steps_per_second;  // kept across solutions and levels
    playback_ = Playback{};
    playback_.steps_per_second = speed;
}

SolutionReplay PlaySession::load_solution(std::string_view text, SolutionOrigin origin, int own_prefix) {
    if (kind_ == PuzzleKind::RushHour) return load_solution(split_move_names(text), origin, own_prefix);
    if (!has_level()) return not_loadable("there is no level to solve");
    return load_sokoban(replay_sokoban_solution(game_->level(), text), origin, own_prefix);
}

SolutionReplay PlaySession::load_solution(std::vector<Dir> steps, SolutionOrigin origin, int own_prefix) {
    if (kind_ != PuzzleKind::Sokoban || !has_level()) return not_loadable("there is no level to solve");
    return load_sokoban(replay_sokoban_solution(game_->level(), std::move(steps)), origin, own_prefix);
}

SolutionReplay PlaySession::load_solution(const std::vector<std::string>& names, SolutionOrigin origin, int own_prefix) {
    if (kind_ != PuzzleKind::RushHour) return not_loadable("there is no Rush Hour board to solve");
    SolutionReplay replay = replay_rush_solution(rush_.start(), names);
    if (!replay.ok()) return replay;
    rush_.set_solution(replay.slides);
    solution_ = LoadedSolution{};
    solution_.length = static_cast<int>(replay.slides.size());
    solution_.moves = replay.moves;
    solution_.pushes = replay.pushes;
    solution_.origin = origin;
    solution_.own_prefix = own_prefix;
    reset_playback();
    return replay;
}

SolutionReplay PlaySession::load_sokoban(SolutionReplay replay, SolutionOrigin origin, int own_prefix) {
    if (!replay.ok()) return replay;
    solution_ = LoadedSolution{};
    solution_.length = static_cast<int>(replay.steps.size());
    solution_.steps = replay.steps;
    solution_.moves = replay.moves;
    solution_.pushes = replay.pushes;
    solution_.origin = origin;
    solution_.own_prefix = own_prefix;
    reset_playback();
    return replay;
}

SolutionReplay PlaySession::not_loadable(std::string why) {
    SolutionReplay r;
    r.problem = SolutionReplay::Problem::Illegal;
    r.error = std::move(why);
    return r;
}

void PlaySession::seek(int position) {
    position = std::clamp(position, 0, solution_.length);
    if (kind_ == PuzzleKind::RushHour) {
        rush_.seek(position);
    } else if (has_level()) {
        const sokoban::Level level = game_->level();  // copy: emplace destroys the old game first
        game_.emplace(level);
        for (int i = 0; i < position; ++i) game_->move(solution_.steps[i]);
    }
    mark_playback_entries(0);  // the line was rebuilt from the start
    playback_.position = position;
    playback_.pending = 0;
}

void PlaySession::play_solution() {
    if (solution_.length == 0) {
        message_.set("Nothing to play: solve the level first.");
        return;
    }
    if (playback_.position >= solution_.length) seek(0);
    else seek(playback_.position);  // re-sync the board if the user played by hand
    playback_.playing = true;
}

void PlaySession::step(int delta) {
    playback_.playing = false;
    seek(playback_.position + delta);
}

void PlaySession::tick(double seconds) {
    if (!playback_.playing) return;
    // Rush Hour slides are shown slower than single Sokoban steps.
    const bool rush = kind_ == PuzzleKind::RushHour;
    const double rate = rush ? playback_.steps_per_second / 3 : playback_.steps_per_second;
    playback_.pending += seconds * rate;
    const int length = solution_.length;
    const int first = history_entries();
    while (playback_.pending >= 1 && playback_.position < length) {
        if (rush) {
            const auto m = rush_.solution()[playback_.position];
            rush_.slide(m.vehicle, m.delta);
        } else {
            game_->move(solution_.steps[playback_.position]);
        }
        ++playback_.position;
        playback_.pending -= 1;
    }
    if (history_entries() > first) mark_playback_entries(first);
    if (playback_.position >= length) {
        playback_.playing = false;
        const bool solved = rush ? rush_.solved() : game_->solved();
        if (solved) message_.set("Solved!");
    }
}

void PlaySession::set_playback_speed(double steps_per_second) {
    if (!(steps_per_second > 0)) steps_per_second = 0.5;  // also NaN
    playback_.steps_per_second = std::clamp(steps_per_second, 0.5, 60.0);
}


}  // namespace boxcar::app
