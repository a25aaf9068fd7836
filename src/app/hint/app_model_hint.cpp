// Hints and "solve from here" (hint.hpp). Sokoban: a lost position (the live deadlock check names why)
// answers at once; otherwise the solver worker gets the position on screen as a level, with a short time
// limit, and its answer is replayed by the rules before the first push is shown. Rush Hour: the worker
// solves the board on screen optimally (a breadth-first search) and its answer, replayed by the rules to
// the exit, gives the first slide.
// Solve from here loads (moves played so far + the solution from here) into playback, replayed from the
// level's start, with the playback position at the board on screen, and plays the rest.
#include "app/app_model.hpp"

#include "rush/solver.hpp"
#include "protocol/solve_progress.hpp"
#include "protocol/solve_request.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

namespace boxcar::app {

using nlohmann::json;

namespace {

std::string pushes_words(int n) { return std::to_string(n) + (n == 1 ? " push" : " pushes"); }
std::string moves_words(int n) { return std::to_string(n) + (n == 1 ? " move" : " moves"); }

}  // namespace

bool AppModel::hint_running() const { return hint_.status == Hint::Status::Running; }

bool AppModel::hint_is_current() const {
    if (hint_.opened != opens_ || hint_.loaded != loads_) return false;
    if (kind_ == PuzzleKind::RushHour) return hint_.board == rush_.board_string();
    return has_level() && hint_.position == game_->position();
}

bool AppModel::hint_on_screen() const { return hint_.status == Hint::Status::Ready && hint_is_current(); }

bool AppModel::can_hint() const {
    if (solver_.running || hint_running()) return false;
    if (kind_ == PuzzleKind::RushHour) return !rush_.solved();
    return has_level() && !game_->solved();
}

void AppModel::cancel_hint() {
    if (!hint_running()) return;
    if (port_) port_->cancel();
    hint_ = Hint{};
}

bool AppModel::request_hint(bool from_here, double time_limit_s) {
    const char* what = from_here ? "Solve from here" : "Hint";
    if (kind_ == PuzzleKind::None || (kind_ == PuzzleKind::Sokoban && !has_level())) {
        set_error(std::string(what) + ": load a level first.");
        return false;
    }
    if (solver_.running || hint_running()) {
        set_message(std::string(what) + ": the solver is busy; wait for it or cancel it first.");
        return false;
    }
    if (kind_ == PuzzleKind::RushHour ? rush_.solved() : game_->solved()) {
        set_message("The level is solved: nothing left to hint.");
        return false;
    }
    if (!(time_limit_s > 0)) {
        set_error(std::string(what) + ": the time limit must be positive.");
        return false;
    }
    // The same position asked again: the verified answer already found.
    if (hint_is_current() && (hint_.status == Hint::Status::Ready || hint_.status == Hint::Status::Lost)) {
        hint_.from_here = from_here;
        announce_hint();
        if (from_here && hint_.status == Hint::Status::Ready) return play_rest_from_hint();
        return hint_.status == Hint::Status::Ready;
    }
    hint_ = Hint{};
    hint_.from_here = from_here;
    hint_.opened = opens_;
    hint_.loaded = loads_;
    playback_.playing = false;
    if (kind_ == PuzzleKind::Sokoban) {
        clear_selection();
        hint_.position = game_->position();
        if (deadlocked()) {  // the core's live deadlock check already knows, and says why
            hint_.status = Hint::Status::Lost;
            hint_.reason = analysis().reason;
            announce_hint();
            return false;
        }
    }
    if (!port_) {
        set_error(std::string(what) + ": the solver is not available.");
        hint_ = Hint{};
        return false;
    }
    hint_.status = Hint::Status::Running;
    hint_.request_id = next_request_id_++;
    set_message(from_here ? "Solving from here\xE2\x80\xA6" : "Looking for a hint\xE2\x80\xA6");
    if (kind_ == PuzzleKind::RushHour) {  // optimal moves to the exit, the default of the Rush Hour options
        hint_.board = rush_.board_string();
        hint_.time_limit_s = std::min(time_limit_s, kRushHintTimeLimitS);
        protocol::SolveRequest request;
        request.id = hint_.request_id;
        request.puzzle = Puzzle::RushHour;
        request.text = hint_.board;
        request.rush.time_limit_s = hint_.time_limit_s;
        request.rush.memory_limit_mib = 256;
        port_->post(worker_job(request));
        return true;
    }
    protocol::SolveRequest request;  // auto, any solution, not optimized: a hint needs only the next push
    request.id = hint_.request_id;
    request.text = sokoban::to_xsb(level_at(game_->level(), hint_.position));
    request.sokoban.time_limit_s = time_limit_s;
    request.sokoban.memory_limit_mib = kHintMemoryLimitMiB;
    request.sokoban.optimize = sokoban::Optimize::Off;
    hint_.time_limit_s = time_limit_s;
    port_->post(worker_job(request));
    return true;
}

// Worker events of the running hint request (routed here by on_solver_event).
void AppModel::on_hint_event(const json& e) {
    const std::string type = e.value("type", "");
    if (type == "progress") {
        const protocol::SolveProgress p = protocol::read_solve_progress(e);
        hint_.expanded = p.stats.expanded;
        hint_.time_ms = p.stats.elapsed_ms;
        return;
    }
    if (type == "error") {
        hint_.status = Hint::Status::NotFound;
        hint_.reason = "the solver stopped: " + e.value("message", std::string("unknown error"));
        announce_hint();
        return;
    }
    if (type != "result") return;
    const protocol::SolveAnswer a = protocol::read_solve_answer(e);
    hint_.expanded = a.stats.expanded;
    hint_.time_ms = a.stats.elapsed_ms;
    if (!hint_is_current()) {  // the player moved while the solver looked: the answer is for another position
        hint_.status = Hint::Status::None;
        set_message("The position changed while looking for a hint; press Hint again.");
        return;
    }
    const std::string status(search::status_name(a.status));
    char seconds[32];
    std::snprintf(seconds, sizeof seconds, "%g s", hint_.time_limit_s);
    if (status == "solved" && kind_ == PuzzleKind::RushHour) {
        accept_rush_hint(a);
    } else if (status == "solved") {
        const sokoban::Level from = level_at(game_->level(), hint_.position);
        const std::string& lurd = a.solution;
        const sokoban::ReplayResult replay = sokoban::replay(from, lurd);
        const auto steps = sokoban::parse_lurd(replay.lurd);
        const auto push = steps ? first_push(game_->level(), hint_.position, *steps) : std::nullopt;
        if (lurd.empty() || !replay.legal || !replay.solved || !steps || !push) {
            hint_.status = Hint::Status::NotFound;
            hint_.reason = "the solver's answer failed the replay check" +
                           (replay.error.empty() ? std::string() : ": " + replay.error);
            set_error("Hint rejected: " + hint_.reason + ".");
            return;
        }
        hint_.status = Hint::Status::Ready;
        hint_.rest = *steps;
        hint_.push = *push;
        hint_.moves_left = replay.moves;
        hint_.pushes_left = replay.pushes;
        announce_hint();
        if (hint_.from_here) play_rest_from_hint();
    } else if (status == "unsolvable") {
        hint_.status = Hint::Status::Lost;
        hint_.reason = "no solution from here (the search was complete)";
        announce_hint();
    } else if (status == "timeout") {
        hint_.status = Hint::Status::NotFound;
        hint_.reason = std::string("the solver found nothing within ") + seconds;
        announce_hint();
    } else if (status == "memout") {
        hint_.status = Hint::Status::NotFound;
        hint_.reason = "the solver ran out of memory";
        announce_hint();
    } else if (status == "exhausted") {
        hint_.status = Hint::Status::NotFound;
        hint_.reason = "the solver's (incomplete) search ran out of options";
        announce_hint();
    } else {
        hint_.status = Hint::Status::NotFound;
        hint_.reason = "the solver could not run: " + (a.error.empty() ? status : a.error);
        set_error("No hint: " + hint_.reason + ".");
    }
}

// A solved Rush Hour answer of the hint's request: replayed by the rules from the board on screen to the
// exit, in the moves it counts, before its first slide is shown.
void AppModel::accept_rush_hint(const protocol::SolveAnswer& a) {
    const rush::Board& board = rush_.board();
    const std::vector<std::string>& names = a.slides;
    std::string why;
    const auto moves = names.empty() ? std::nullopt : check_rush_moves(board, names, why);  // to the exit
    if (names.empty()) why = "it has no moves";
    else if (moves && a.moves != static_cast<int>(moves->size())) why = "it does not have the moves it counts";
    if (!moves || !why.empty()) {
        hint_.status = Hint::Status::NotFound;
        hint_.reason = "the solver's answer failed the replay check: " + why;
        set_error("Hint rejected: " + hint_.reason + ".");
        return;
    }
    hint_.status = Hint::Status::Ready;
    hint_.rush_rest = *moves;
    hint_.slide = moves->front();
    hint_.slide_name = rush::move_name(board, hint_.slide);
    hint_.moves_left = static_cast<int>(moves->size());
    announce_hint();
    if (hint_.from_here) play_rest_from_hint();
}

// The message strip says what the hint is (or why there is none).
void AppModel::announce_hint() {
    switch (hint_.status) {
        case Hint::Status::Ready:
            if (kind_ == PuzzleKind::RushHour) {
                const rush::Vehicle& car = rush_.board().vehicles[hint_.slide.vehicle];
                const char* way = car.horizontal ? (hint_.slide.delta > 0 ? "right" : "left")
                                                 : (hint_.slide.delta > 0 ? "down" : "up");
                const int cells = std::abs(hint_.slide.delta);
                set_message("Hint: move " + std::string(1, car.label) + " " + way + " " + std::to_string(cells) +
                            (cells == 1 ? " cell" : " cells") + " (" + hint_.slide_name + "); " +
                            moves_words(hint_.moves_left) + " to go, optimal.");
            } else {
                set_message("Hint: push the box at " + cell_words(game_->level(), hint_.push.box) + " " +
                            dir_word(hint_.push.dir) + " (a verified solution from here: " +
                            pushes_words(hint_.pushes_left) + ").");
            }
            break;
        case Hint::Status::Lost:
            set_message("Lost: " + hint_.reason + ". Undo to go back.");
            break;
        case Hint::Status::NotFound:
            set_message("No hint: " + hint_.reason + ".");
            break;
        default:
            break;
    }
}

// Loads the moves so far + the hint's solution into playback, replay-verified from the level's start,
// positioned at the board on screen, and plays the rest.
bool AppModel::play_rest_from_hint() {
    if (kind_ == PuzzleKind::RushHour) {
        const std::vector<std::string> played = rush_.history_names();
        std::vector<std::string> names = played;
        for (const std::string& n : rush::move_names(rush_.board(), hint_.rush_rest)) names.push_back(n);
        std::string error;
        if (!rush_.set_solution(names, error)) {
            set_error("Solve from here rejected: " + error + ".");
            return false;
        }
        solver_ = SolverState{};
        solver_.status = search::Status::Solved;
        solver_.solution_length = static_cast<int>(rush_.solution().size());
        solver_.moves = solver_.solution_length;
        for (const auto& m : rush_.solution()) solver_.pushes += std::abs(m.delta);
        solver_.stats.expanded = hint_.expanded;
        solver_.stats.elapsed_ms = hint_.time_ms;
        const int here = static_cast<int>(played.size());
        seek(here);
        set_message("Solution from here: " + moves_words(solver_.solution_length - here) +
                    ", optimal (verified). Playing the rest.");
    } else {
        const std::string played = game_->lurd();
        const auto prefix = sokoban::parse_lurd(played);
        if (!prefix) return false;
        std::vector<sokoban::Dir> all = *prefix;
        all.insert(all.end(), hint_.rest.begin(), hint_.rest.end());
        const sokoban::ReplayResult replay = sokoban::replay(game_->level(), all);
        if (!replay.legal || !replay.solved) {
            set_error("Solve from here rejected: " + replay.error + ".");
            return false;
        }
        solver_ = SolverState{};
        solver_.status = search::Status::Solved;
        solver_.solution = std::move(all);
        solver_.solution_length = static_cast<int>(solver_.solution.size());
        solver_.moves = replay.moves;
        solver_.pushes = replay.pushes;
        solver_.stats.expanded = hint_.expanded;
        solver_.stats.elapsed_ms = hint_.time_ms;
        seek(static_cast<int>(prefix->size()));
        set_message("Solution from here: " + moves_words(hint_.moves_left) + ", " + pushes_words(hint_.pushes_left) +
                    " (verified). Playing the rest.");
    }
    playback_.playing = true;
    return true;
}

json AppModel::hint_json() const {
    json h{{"status", hint_status_name(hint_.status)},
           {"current", hint_is_current()},
           {"from_here", hint_.from_here},
           {"reason", hint_.reason.empty() ? json(nullptr) : json(hint_.reason)},
           {"expanded", hint_.expanded},
           {"time_ms", hint_.time_ms}};
    const bool ready = hint_.status == Hint::Status::Ready;
    if (ready && kind_ == PuzzleKind::Sokoban && has_level()) {
        const int w = game_->level().width;
        h["box"] = {hint_.push.box % w, hint_.push.box / w};
        h["target"] = {hint_.push.target % w, hint_.push.target / w};
        h["dir"] = std::string(1, sokoban::dir_char(hint_.push.dir, true));
        h["moves_left"] = hint_.moves_left;
        h["pushes_left"] = hint_.pushes_left;
    } else if (ready && kind_ == PuzzleKind::RushHour) {
        h["move"] = hint_.slide_name;
        h["vehicle"] = hint_.slide.vehicle < static_cast<int>(rush_.board().vehicles.size())
                           ? json(std::string(1, rush_.board().vehicles[hint_.slide.vehicle].label))
                           : json(nullptr);
        h["moves_left"] = hint_.moves_left;
    }
    return h;
}

}  // namespace boxcar::app
