// Hints (see hints.hpp). Sokoban: a lost position (the live deadlock check names why) answers at once;
// otherwise the solver worker gets the position on screen as a level, with a short time limit, and its
// answer is replayed by the rules before the first push is shown. Rush Hour: the worker solves the board
// on screen optimally (a breadth-first search) and its answer, replayed by the rules to the exit, gives
// the first slide.
#include "app/hint/hints.hpp"

#include "app/play/solution_replay.hpp"
#include "app/solve/worker_requests.hpp"
#include "common/count_words.hpp"
#include "rush/solver.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

namespace boxcar::app {

bool Hints::is_current() const {
    if (hint_.opened != play_.opens() || hint_.loaded != play_.loads()) return false;
    if (play_.kind() == PuzzleKind::RushHour) return hint_.board == play_.rush().board_string();
    return play_.has_level() && hint_.position == play_.game().position();
}

bool Hints::on_screen() const { return hint_.status == Hint::Status::Ready && is_current(); }

bool Hints::can_hint() const {
    if (solve_.running() || running()) return false;
    if (play_.kind() == PuzzleKind::RushHour) return !play_.rush().solved();
    return play_.has_level() && !play_.game().solved();
}

void Hints::cancel() {
    if (!running()) return;
    if (solve_.port()) solve_.port()->cancel();
    hint_ = Hint{};
}

Hints::Asked Hints::request(bool from_here, double time_limit_s) {
    const char* what = from_here ? "Solve from here" : "Hint";
    if (play_.kind() == PuzzleKind::None || (play_.kind() == PuzzleKind::Sokoban && !play_.has_level())) {
        message_.set_error(std::string(what) + ": load a level first.");
        return Asked::Nothing;
    }
    if (solve_.running() || running()) {
        message_.set(std::string(what) + ": the solver is busy; wait for it or cancel it first.");
        return Asked::Nothing;
    }
    if (play_.kind() == PuzzleKind::RushHour ? play_.rush().solved() : play_.game().solved()) {
        message_.set("The level is solved: nothing left to hint.");
        return Asked::Nothing;
    }
    if (!(time_limit_s > 0)) {
        message_.set_error(std::string(what) + ": the time limit must be positive.");
        return Asked::Nothing;
    }
    // The same position asked again: the verified answer already found.
    if (is_current() && (hint_.status == Hint::Status::Ready || hint_.status == Hint::Status::Lost)) {
        hint_.from_here = from_here;
        announce();
        if (from_here && hint_.status == Hint::Status::Ready) return Asked::PlayRest;
        return hint_.status == Hint::Status::Ready ? Asked::Shown : Asked::Nothing;
    }
    hint_ = Hint{};
    hint_.from_here = from_here;
    hint_.opened = play_.opens();
    hint_.loaded = play_.loads();
    play_.pause();
    if (play_.kind() == PuzzleKind::Sokoban) {
        assist_.clear_selection();
        hint_.position = play_.game().position();
        if (assist_.deadlocked()) {  // the core's live deadlock check already knows, and says why
            hint_.status = Hint::Status::Lost;
            hint_.reason = assist_.analysis().reason;
            announce();
            return Asked::Nothing;
        }
    }
    if (!solve_.port()) {
        message_.set_error(std::string(what) + ": the solver is not available.");
        hint_ = Hint{};
        return Asked::Nothing;
    }
    hint_.status = Hint::Status::Running;
    message_.set(from_here ? "Solving from here\xE2\x80\xA6" : "Looking for a hint\xE2\x80\xA6");
    WorkerJob job;
    if (play_.kind() == PuzzleKind::RushHour) {  // optimal moves to the exit, the default of the Rush Hour options
        hint_.board = play_.rush().board_string();
        hint_.time_limit_s = std::min(time_limit_s, kRushHintTimeLimitS);
        rush::SolveOptions options;
        options.time_limit_s = hint_.time_limit_s;
        options.memory_limit_mib = 256;
        job = rush_solve_job(play_.rush().board(), options);
    } else {
        sokoban::SolveOptions options;  // auto, any solution, not optimized: a hint needs only the next push
        options.time_limit_s = time_limit_s;
        options.memory_limit_mib = kHintMemoryLimitMiB;
        options.optimize = sokoban::Optimize::Off;
        hint_.time_limit_s = time_limit_s;
        job = sokoban_solve_job(level_at(play_.game().level(), hint_.position), options, 1);
    }
    hint_.request_id = static_cast<int>(job.id);
    solve_.port()->post(job);
    return Asked::Started;
}

// Worker events of the running hint request (routed here by AppModel::on_solver_event).
bool Hints::on_event(const protocol::WorkerEvent& event) {
    if (const auto* p = std::get_if<protocol::SolveProgress>(&event)) {
        hint_.expanded = p->stats.expanded;
        hint_.time_ms = p->stats.elapsed_ms;
        return false;
    }
    if (const auto* f = std::get_if<protocol::WorkerFailure>(&event)) {
        hint_.status = Hint::Status::NotFound;
        hint_.reason = "the solver stopped: " + (f->message.empty() ? std::string("unknown error") : f->message);
        announce();
        return false;
    }
    const auto* answer = std::get_if<protocol::SolveAnswer>(&event);
    if (!answer) return false;
    const protocol::SolveAnswer& a = *answer;
    hint_.expanded = a.stats.expanded;
    hint_.time_ms = a.stats.elapsed_ms;
    if (!is_current()) {  // the player moved while the solver looked: the answer is for another position
        hint_.status = Hint::Status::None;
        message_.set("The position changed while looking for a hint; press Hint again.");
        return false;
    }
    const std::string status(search::status_name(a.status));
    char seconds[32];
    std::snprintf(seconds, sizeof seconds, "%g s", hint_.time_limit_s);
    if (status == "solved" && play_.kind() == PuzzleKind::RushHour) {
        accept_rush_answer(a);
    } else if (status == "solved") {
        const sokoban::Level from = level_at(play_.game().level(), hint_.position);
        SolutionReplay replay = replay_sokoban_solution(from, a.solution);
        const auto push = replay.ok() ? first_push(play_.game().level(), hint_.position, replay.steps) : std::nullopt;
        if (!replay.ok() || !push) {
            hint_.status = Hint::Status::NotFound;
            hint_.reason = "the solver's answer failed the replay check" +
                           (replay.error.empty() ? std::string() : ": " + replay.error);
            message_.set_error("Hint rejected: " + hint_.reason + ".");
            return false;
        }
        hint_.status = Hint::Status::Ready;
        hint_.rest = std::move(replay.steps);
        hint_.push = *push;
        hint_.moves_left = replay.moves;
        hint_.pushes_left = replay.pushes;
        announce();
    } else if (status == "unsolvable") {
        hint_.status = Hint::Status::Lost;
        hint_.reason = "no solution from here (the search was complete)";
        announce();
    } else if (status == "timeout") {
        hint_.status = Hint::Status::NotFound;
        hint_.reason = std::string("the solver found nothing within ") + seconds;
        announce();
    } else if (status == "memout") {
        hint_.status = Hint::Status::NotFound;
        hint_.reason = "the solver ran out of memory";
        announce();
    } else if (status == "exhausted") {
        hint_.status = Hint::Status::NotFound;
        hint_.reason = "the solver's (incomplete) search ran out of options";
        announce();
    } else {
        hint_.status = Hint::Status::NotFound;
        hint_.reason = "the solver could not run: " + (a.error.empty() ? status : a.error);
        message_.set_error("No hint: " + hint_.reason + ".");
    }
    // "Solve from here": the rest is played once the answer is verified (AppModel::play_rest_from_hint).
    return hint_.status == Hint::Status::Ready && hint_.from_here;
}

// A solved Rush Hour answer of the hint's request: replayed by the rules from the board on screen to the
// exit, in the moves it counts, before its first slide is shown.
void Hints::accept_rush_answer(const protocol::SolveAnswer& a) {
    const rush::Board& board = play_.rush().board();
    const std::vector<std::string>& names = a.slides;
    std::string why;
    const auto moves = names.empty() ? std::nullopt : check_rush_moves(board, names, why);  // to the exit
    if (names.empty()) why = "it has no moves";
    else if (moves && a.moves != static_cast<int>(moves->size())) why = "it does not have the moves it counts";
    if (!moves || !why.empty()) {
        hint_.status = Hint::Status::NotFound;
        hint_.reason = "the solver's answer failed the replay check: " + why;
        message_.set_error("Hint rejected: " + hint_.reason + ".");
        return;
    }
    hint_.status = Hint::Status::Ready;
    hint_.rush_rest = *moves;
    hint_.slide = moves->front();
    hint_.slide_name = rush::move_name(board, hint_.slide);
    hint_.moves_left = static_cast<int>(moves->size());
    announce();
}

// The message strip says what the hint is (or why there is none).
void Hints::announce() {
    switch (hint_.status) {
        case Hint::Status::Ready:
            if (play_.kind() == PuzzleKind::RushHour) {
                const rush::Vehicle& car = play_.rush().board().vehicles[hint_.slide.vehicle];
                const char* way = car.horizontal ? (hint_.slide.delta > 0 ? "right" : "left")
                                                 : (hint_.slide.delta > 0 ? "down" : "up");
                const int cells = std::abs(hint_.slide.delta);
                message_.set("Hint: move " + std::string(1, car.label) + " " + way + " " + std::to_string(cells) +
                            (cells == 1 ? " cell" : " cells") + " (" + hint_.slide_name + "); " +
                            count_of(hint_.moves_left, "move", "moves") + " to go, optimal.");
            } else {
                message_.set("Hint: push the box at " + cell_words(play_.game().level(), hint_.push.box) + " " +
                            dir_word(hint_.push.dir) + " (a verified solution from here: " +
                            count_of(hint_.pushes_left, "push", "pushes") + ").");
            }
            break;
        case Hint::Status::Lost:
            message_.set("Lost: " + hint_.reason + ". Undo to go back.");
            break;
        case Hint::Status::NotFound:
            message_.set("No hint: " + hint_.reason + ".");
            break;
        default:
            break;
    }
}

}  // namespace boxcar::app
