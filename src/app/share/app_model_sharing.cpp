// AppModel: share-link fragments, solutions as text (copy / paste-and-replay), the built-in sets.
// Every solution taken from outside (a link, a pasted string) is replayed by the rules engine first.
#include "app/app_model.hpp"
#include "app/library/builtin_levels.hpp"
#include "app/share/input_limits.hpp"
#include "app/share/share_link.hpp"

#include "rush/state_codec.hpp"

#include <algorithm>
#include <cstdlib>

namespace boxcar::app {
namespace {

constexpr std::size_t kMaxSharedTitle = 120;

std::string join(const std::vector<std::string>& names) {
    std::string out;
    for (const auto& n : names) out += (out.empty() ? "" : " ") + n;
    return out;
}

}  // namespace

std::string AppModel::solution_text() const {
    if (solver_.solution_length == 0) return {};
    if (kind_ == PuzzleKind::RushHour) return join(rush::move_names(rush_.start(), rush_.solution()));
    if (!has_level()) return {};
    return sokoban::replay(game_->level(), solver_.solution).lurd;  // case from the replay
}

bool AppModel::replay_solution_text(std::string_view text) {
    if (kind_ == PuzzleKind::None) {
        set_error("Load a level first, then paste its solution.");
        return false;
    }
    if (text.size() > kMaxPageText) {
        set_error("The solution is too long (" + std::to_string(text.size() / 1024) + " KiB; the limit is " +
                   std::to_string(kMaxPageText / 1024) + " KiB).");
        return false;
    }
    if (kind_ == PuzzleKind::RushHour) {
        const std::vector<std::string> names = split_move_names(text);
        if (names.empty()) {
            set_error("The solution is empty: write moves like \"A+1 C-2\".");
            return false;
        }
        RushSession trial = rush_;  // set_solution keeps the old one on failure, but be explicit
        std::string error;
        if (!trial.set_solution(names, error)) {
            set_error("The solution does not work: " + error + ".");
            return false;
        }
        cancel_solve();
        rush_ = std::move(trial);
        reset_solver();
        solver_.solution_length = static_cast<int>(rush_.solution().size());
        solver_.moves = solver_.solution_length;
        for (const auto& m : rush_.solution()) solver_.pushes += std::abs(m.delta);
        seek(0);
        set_message("Solution verified: " + std::to_string(solver_.moves) + " moves. Press Play to watch.");
        return true;
    }
    if (!has_level()) {
        set_error("The selected level is invalid.");
        return false;
    }
    sokoban::LurdError lurd_error;
    auto steps = sokoban::parse_lurd(text, &lurd_error);
    if (!steps) {
        set_error("Bad solution at character " + std::to_string(lurd_error.offset + 1) + ": " + lurd_error.message);
        return false;
    }
    if (steps->empty()) {
        set_error("The solution is empty: write moves like \"rRdL\" (LURD).");
        return false;
    }
    const sokoban::ReplayResult replay = sokoban::replay(game_->level(), *steps);
    if (!replay.legal) {
        set_error("The solution fails at move " + std::to_string(replay.failed_step + 1) + ": " +
                   (replay.error.empty() ? std::string("the move is blocked") : replay.error));
        return false;
    }
    if (!replay.solved) {
        set_error("The solution's " + std::to_string(steps->size()) + " moves don't solve the level.");
        return false;
    }
    cancel_solve();
    reset_solver();
    solver_.solution = std::move(*steps);
    solver_.solution_length = static_cast<int>(solver_.solution.size());
    solver_.moves = replay.moves;
    solver_.pushes = replay.pushes;
    seek(0);
    set_message("Solution verified: " + std::to_string(replay.moves) + " moves, " + std::to_string(replay.pushes) +
               " pushes. Press Play to watch.");
    return true;
}

AppModel::ShareResult AppModel::share_fragment() const {
    ShareResult r;
    ShareData d;
    if (kind_ == PuzzleKind::RushHour) {
        d.level = rush::board_string(rush_.start());
        if (solver_.solution_length == 0) d.moves = join(rush_.history_names());
    } else if (has_level()) {
        d.level = sokoban::to_rle(game_->level());
        d.title = collection_.levels[level_number_ - 1].title.substr(0, kMaxSharedTitle);
        if (solver_.solution_length == 0) d.moves = game_->lurd();
    } else {
        r.error = "Load a level first: there is nothing to share.";
        return r;
    }
    if (solver_.solution_length > 0) {
        d.solution = solution_text();
        d.position = playback_.position;
    }
    r.fragment = write_share_fragment(d);
    if (r.fragment.size() > kMaxShareFragment && (!d.solution.empty() || !d.moves.empty())) {
        d.solution.clear();
        d.moves.clear();
        d.position = -1;
        r.solution_left_out = true;
        r.fragment = write_share_fragment(d);
    }
    if (r.fragment.size() > kMaxShareFragment) {
        r.error = "This level is too big to share: its link would have " + std::to_string(r.fragment.size()) +
                  " characters (the limit is " + std::to_string(kMaxShareFragment) + ").";
        r.fragment.clear();
        return r;
    }
    r.ok = true;
    return r;
}

bool AppModel::open_fragment(std::string_view fragment) {
    std::string error;
    const std::optional<ShareData> d = read_share_fragment(fragment, &error);
    if (!d) {
        set_error("This link can't be opened: " + error + ".");
        return false;
    }
    const LoadResult loaded = load(d->level);
    if (!loaded.ok) {
        set_error("The link's level is broken: " + loaded.error);
        return false;
    }
    if (kind_ == PuzzleKind::Sokoban && !d->title.empty() && level_number_ >= 1)
        collection_.levels[level_number_ - 1].title = d->title.substr(0, kMaxSharedTitle);
    std::string opened = "Opened the shared " + std::string(kind_ == PuzzleKind::RushHour ? "board" : "level");
    if (!d->solution.empty()) {
        if (!replay_solution_text(d->solution)) {
            set_error(opened + ", but its solution is wrong: " + message_);
            return true;
        }
        seek(std::max(0, d->position));
        set_message(opened + " with its verified solution (step " + std::to_string(playback_.position) + " of " +
                   std::to_string(solver_.solution_length) + ").");
        return true;
    }
    if (!d->moves.empty()) {
        const MovesResult played = move_lurd(d->moves);
        if (!played.ok) {
            set_error(opened + ", but its moves stop at move " + std::to_string(played.applied + 1) + ": " + played.error);
            return true;
        }
        set_message(opened + " after " + std::to_string(played.applied) + " moves.");
        return true;
    }
    set_message(opened + ".");
    return true;
}

bool AppModel::load_builtin(std::string_view which) {
    if (which == "sokoban") {
        if (!load(builtin_sokoban_levels()).ok) return false;
        loaded_source_ = "builtin:sokoban";
        set_message("Opened Boxcar's Sokoban starters (" + std::to_string(level_count()) + " levels).");
        return true;
    }
    if (which == "rushhour") {
        if (!load(builtin_rush_boards()).ok) return false;
        loaded_source_ = "builtin:rushhour";
        set_message("Opened Boxcar's Rush Hour set (" + std::to_string(level_count()) + " boards, easy to hard).");
        return true;
    }
    set_error("There is no built-in set '" + std::string(which) + "' (sokoban or rushhour).");
    return false;
}

}  // namespace boxcar::app

namespace boxcar::app {

void AppModel::set_playback_speed(double steps_per_second) {
    if (!(steps_per_second > 0)) steps_per_second = 0.5;  // also NaN
    playback_.steps_per_second = std::clamp(steps_per_second, 0.5, 60.0);
}

}  // namespace boxcar::app
