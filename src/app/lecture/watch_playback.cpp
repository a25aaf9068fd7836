// Playing the watched search's solution (watch_playback.hpp).
#include "app/lecture/watch_playback.hpp"

#include "app/play/rush_session.hpp"

#include <string>
#include <vector>

namespace boxcar::app {

namespace {

std::string count_text(int n, const char* one, const char* many) { return std::to_string(n) + " " + (n == 1 ? one : many); }

}  // namespace

bool watch_has_solution(const Lecture& lecture) {
    return lecture.watch.active() && lecture.watch.done() && lecture.watch.solution_pushes() >= 0;
}

bool play_watched_solution(AppModel& model) {
    if (!watch_has_solution(model.lecture)) {
        model.message.set_error("The watched search has not found a solution yet: step or run it to the goal first.");
        return false;
    }
    const std::string found = model.lecture.watch.solution_text();  // LURD, or Rush Hour move names
    PlaySession& play = model.play;
    model.lecture.watch.stop();  // the board shows the play again
    model.cancel_solve();        // the result line then names no solver: the watched search found this one
    model.solve.reset();
    int here = 0;
    SolutionReplay loaded;
    if (play.kind() == PuzzleKind::RushHour) {
        std::vector<std::string> names = play.rush().history_names();
        here = static_cast<int>(names.size());
        for (const std::string& n : split_move_names(found)) names.push_back(n);
        loaded = play.load_solution(names, SolutionOrigin::Solver, here);
    } else {
        here = static_cast<int>(play.game().lurd().size());
        loaded = play.load_solution(play.game().lurd() + found, SolutionOrigin::Solver, here);
    }
    if (!loaded.ok()) {  // load_solution replayed it by the rules and changed nothing
        model.message.set_error("The path the search found was refused: " + loaded.error + ".");
        return false;
    }
    play.seek(here);
    play.play_solution();
    model.message.set("Playing the path the search found: " + count_text(play.solution().length - here, "move", "moves") +
                      " (verified).");
    return true;
}

}  // namespace boxcar::app
