// Share links and solutions as text (see sharing.hpp).
#include "app/share/sharing.hpp"
#include "app/share/input_limits.hpp"
#include "app/share/share_link.hpp"

#include "rush/state_codec.hpp"

#include <algorithm>

namespace boxcar::app {
namespace {

constexpr std::size_t kMaxSharedTitle = 120;

}  // namespace

bool replay_solution_text(AppModel& model, std::string_view text) {
    PlaySession& play = model.play;
    if (play.kind() == PuzzleKind::None) {
        model.message.set_error("Load a level first, then paste its solution.");
        return false;
    }
    if (text.size() > kMaxPageText) {
        model.message.set_error("The solution is too long (" + std::to_string(text.size() / 1024) + " KiB; the limit is " +
                   std::to_string(kMaxPageText / 1024) + " KiB).");
        return false;
    }
    if (play.kind() == PuzzleKind::Sokoban && !play.has_level()) {
        model.message.set_error("The selected level is invalid.");
        return false;
    }
    const bool rush = play.kind() == PuzzleKind::RushHour;
    const SolutionReplay loaded = play.load_solution(text, SolutionOrigin::Pasted);
    using Problem = SolutionReplay::Problem;
    switch (loaded.problem) {
        case Problem::None: break;
        case Problem::Empty:
            model.message.set_error(rush ? "The solution is empty: write moves like \"A+1 C-2\"."
                                         : "The solution is empty: write moves like \"rRdL\" (LURD).");
            return false;
        case Problem::Unreadable:
            model.message.set_error("Bad solution at character " + std::to_string(loaded.at + 1) + ": " + loaded.error);
            return false;
        case Problem::Illegal:
            if (rush) model.message.set_error("The solution does not work: " + loaded.error + ".");
            else model.message.set_error("The solution fails at move " + std::to_string(loaded.at + 1) + ": " +
                                         (loaded.error.empty() ? std::string("the move is blocked") : loaded.error));
            return false;
        case Problem::Unsolved:
            model.message.set_error("The solution's " + std::to_string(loaded.moves) + " moves don't solve the level.");
            return false;
    }
    // (Loading it changed no solver state: a running solve or hint stops now, and the solver panel forgets.)
    model.cancel_solve();
    model.solve.reset();
    play.seek(0);
    if (rush)
        model.message.set("Solution verified: " + std::to_string(loaded.moves) + " moves. Press Play to watch.");
    else
        model.message.set("Solution verified: " + std::to_string(loaded.moves) + " moves, " + std::to_string(loaded.pushes) +
                          " pushes. Press Play to watch.");
    return true;
}

ShareResult share_fragment(const PlaySession& play) {
    ShareResult r;
    ShareData d;
    const bool has_solution = play.solution().length > 0;
    if (play.kind() == PuzzleKind::RushHour) {
        d.level = rush::board_string(play.rush().start());
        if (!has_solution) d.moves = play.current_moves();
    } else if (play.has_level()) {
        d.level = sokoban::to_rle(play.level());
        d.title = play.collection().levels[play.level_number() - 1].title.substr(0, kMaxSharedTitle);
        if (!has_solution) d.moves = play.current_moves();
    } else {
        r.error = "Load a level first: there is nothing to share.";
        return r;
    }
    if (has_solution) {
        d.solution = play.solution_text();
        d.position = play.playback().position;
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

bool open_fragment(AppModel& model, std::string_view fragment) {
    PlaySession& play = model.play;
    std::string error;
    const std::optional<ShareData> d = read_share_fragment(fragment, &error);
    if (!d) {
        model.message.set_error("This link can't be opened: " + error + ".");
        return false;
    }
    const AppModel::LoadResult loaded = model.load(d->level);
    if (!loaded.ok) {
        model.message.set_error("The link's level is broken: " + loaded.error);
        return false;
    }
    if (!d->title.empty()) play.set_level_title(d->title.substr(0, kMaxSharedTitle));
    std::string opened = "Opened the shared " + std::string(play.kind() == PuzzleKind::RushHour ? "board" : "level");
    if (!d->solution.empty()) {
        if (!replay_solution_text(model, d->solution)) {
            model.message.set_error(opened + ", but its solution is wrong: " + model.message.text());
            return true;
        }
        play.seek(std::max(0, d->position));
        model.message.set(opened + " with its verified solution (step " + std::to_string(play.playback().position) + " of " +
                          std::to_string(play.solution().length) + ").");
        return true;
    }
    if (!d->moves.empty()) {
        const PlaySession::MovesResult played = play.move_lurd(d->moves);
        if (!played.ok) {
            model.message.set_error(opened + ", but its moves stop at move " + std::to_string(played.applied + 1) + ": " + played.error);
            return true;
        }
        model.message.set(opened + " after " + std::to_string(played.applied) + " moves.");
        return true;
    }
    model.message.set(opened + ".");
    return true;
}

}  // namespace boxcar::app
