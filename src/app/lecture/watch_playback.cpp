// Playing the watched search's solution (watch_playback.hpp).
#include "app/lecture/watch_playback.hpp"

#include "app/play/rush_session.hpp"
#include "sokoban/rules/rules.hpp"

#include <string>
#include <vector>

namespace boxcar::app {

using nlohmann::json;

namespace {

std::string count_text(int n, const char* one, const char* many) { return std::to_string(n) + " " + (n == 1 ? one : many); }

}  // namespace

bool watch_has_solution(const Lecture& lecture) {
    return lecture.watch.active() && lecture.watch.done() && !lecture.watch.to_json().value("solution", json(nullptr)).is_null();
}

bool play_watched_solution(AppModel& model) {
    if (!watch_has_solution(model.lecture)) {
        model.message.set_error("The watched search has not found a solution yet: step or run it to the goal first.");
        return false;
    }
    const json found = model.lecture.watch.to_json()["solution"];
    PlaySession& play = model.play;
    model.lecture.watch.stop();  // the board shows the play again
    model.cancel_solve();        // the result line then names no solver: the watched search found this one
    model.solve.reset();
    int here = 0;
    if (play.kind() == PuzzleKind::RushHour) {
        std::vector<std::string> names = play.rush().history_names();
        here = static_cast<int>(names.size());
        for (const std::string& n : split_move_names(found.value("text", std::string()))) names.push_back(n);
        const SolutionReplay replay = play.load_solution(names, SolutionOrigin::Solver, here);
        if (!replay.error.empty()) {
            model.message.set_error("The path the search found was refused: " + replay.error + ".");
            return false;
        }
    } else {
        const auto played = sokoban::parse_lurd(play.game().lurd());
        const auto rest = sokoban::parse_lurd(found.value("lurd", std::string()));
        if (!played || !rest) return false;
        std::vector<sokoban::Dir> all = *played;
        all.insert(all.end(), rest->begin(), rest->end());
        here = static_cast<int>(played->size());
        const SolutionReplay replay = play.load_solution(std::move(all), SolutionOrigin::Solver, here);
        if (!replay.error.empty()) {
            model.message.set_error("The path the search found was refused: " + replay.error + ".");
            return false;
        }
    }
    play.seek(here);
    play.play_solution();
    model.message.set("Playing the path the search found: " + count_text(play.solution().length - here, "move", "moves") +
                      " (verified).");
    return true;
}

}  // namespace boxcar::app
