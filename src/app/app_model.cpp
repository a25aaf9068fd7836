// AppModel: levels, play, solver requests and playback (see app_model.hpp). Sokoban and Rush Hour share the
// solver/playback/message plumbing; the puzzle-specific parts live in sokoban::Game and RushSession.
#include "app/app_model.hpp"

#include "protocol/stats_json.hpp"

#include "common/text_kind.hpp"
#include "rush/solver.hpp"
#include "protocol/options_codec.hpp"
#include "protocol/solve_answer.hpp"
#include "protocol/solve_progress.hpp"
#include "protocol/solve_request.hpp"
#include "sokoban/solve/portfolio.hpp"

#include <algorithm>
#include <cstdlib>

namespace boxcar::app {

using nlohmann::json;
using sokoban::Dir;
using sokoban::MoveKind;

int AppModel::level_count() const {
    if (kind_ == PuzzleKind::Sokoban) return static_cast<int>(collection_.levels.size());
    if (kind_ == PuzzleKind::RushHour) return rush_.count();
    return 0;
}

AppModel::LoadResult AppModel::load(std::string_view text) {
    LoadResult r;
    if (text.size() > sokoban::kMaxInputBytes) {
        r.error = "the text is too large (" + std::to_string(text.size() / 1024) + " KiB; the limit is " +
                  std::to_string(sokoban::kMaxInputBytes / 1024) + " KiB)";
        set_error("Could not load: " + r.error);
        return r;
    }
    sokoban::ParseError error;
    sokoban::Collection parsed = sokoban::parse_collection(text, &error);
    if (parsed.levels.empty()) {
        // No Sokoban board: maybe Rush Hour boards.
        RushSession rush;
        std::string rush_error;
        const bool rushish = meant_as_rush_boards(text);
        if (rush.load(text, rush_error)) {
            cancel_solve();
            rush_ = std::move(rush);
            collection_ = {};
            game_.reset();
            kind_ = PuzzleKind::RushHour;
            level_number_ = rush_.number();
            reset_solver();
            r.ok = true;
            r.kind = "rushhour";
            r.levels = rush_.count();
            ++loads_;
            remember_loaded_text(text);
            set_message("Loaded " + std::to_string(r.levels) + (r.levels == 1 ? " Rush Hour board." : " Rush Hour boards."));
            return r;
        }
        r.error = rushish ? rush_error
                          : !error.message.empty() && text.find('#') != std::string_view::npos
                          ? error.to_string()
                          : "no Sokoban level (rows of # walls, @ player, $ boxes, . goals) or Rush Hour board "
                            "(such as IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM) found in the text";
        set_error("Could not load: " + r.error);
        return r;
    }
    // Open the first valid level; a collection whose every level is invalid is refused.
    int first_valid = 0;
    for (std::size_t i = 0; i < parsed.levels.size(); ++i)
        if (parsed.levels[i].level) {
            first_valid = static_cast<int>(i) + 1;
            break;
        }
    if (first_valid == 0) {
        const auto& e = parsed.levels.front();
        r.error = e.error ? e.error->to_string() : "invalid level";
        if (parsed.levels.size() > 1) r.error = "level 1: " + r.error;
        set_error("Could not load: " + r.error);
        return r;
    }
    cancel_solve();
    collection_ = std::move(parsed);
    kind_ = PuzzleKind::Sokoban;
    select(first_valid);
    r.ok = true;
    r.kind = "sokoban";
    r.levels = static_cast<int>(collection_.levels.size());
    ++loads_;
    remember_loaded_text(text);
    set_message("Loaded " + std::to_string(r.levels) + (r.levels == 1 ? " level." : " levels."));
    return r;
}

bool AppModel::select(int number) {
    if (kind_ == PuzzleKind::RushHour) {
        std::string error;
        if (!rush_.select(number, error)) {
            set_error(error);
            return false;
        }
        cancel_solve();
        level_number_ = number;
        ++opens_;
        reset_solver();
        message_.clear();
        return true;
    }
    if (number < 1 || number > static_cast<int>(collection_.levels.size())) {
        set_error("There is no level " + std::to_string(number) + " (the collection has " +
                   std::to_string(collection_.levels.size()) + ").");
        return false;
    }
    const sokoban::LevelEntry& entry = collection_.levels[number - 1];
    if (!entry.level) {
        set_error("Level " + std::to_string(number) + " is invalid: " +
                   (entry.error ? entry.error->to_string() : std::string("unknown problem")));
        return false;
    }
    cancel_solve();
    game_.emplace(*entry.level);
    level_number_ = number;
    ++opens_;
    reset_solver();
    message_.clear();
    return true;
}

void AppModel::reset_solver() {
    solver_ = SolverState{};
    playback_ = Playback{};
}

MoveKind AppModel::move(Dir d) {
    if (!has_level()) return MoveKind::Blocked;
    playback_.playing = false;
    const MoveKind k = game_->move(d);
    if (k != MoveKind::Blocked && game_->solved()) set_message("Solved!");
    return k;
}

bool AppModel::rush_slide(int vehicle, int delta) {
    if (kind_ != PuzzleKind::RushHour) return false;
    playback_.playing = false;
    if (!rush_.slide(vehicle, delta)) return false;
    if (rush_.solved()) set_message("Solved in " + std::to_string(rush_.moves()) + " moves!");
    return true;
}

AppModel::MovesResult AppModel::move_lurd(std::string_view lurd) {
    MovesResult r;
    if (kind_ == PuzzleKind::RushHour) {
        playback_.playing = false;
        r.ok = rush_.play_moves(lurd, r.applied, r.error);
        if (!r.ok) set_error(r.error);
        else if (rush_.solved()) set_message("Solved in " + std::to_string(rush_.moves()) + " moves!");
        return r;
    }
    sokoban::LurdError error;
    auto steps = sokoban::parse_lurd(lurd, &error);
    if (!steps) {
        r.ok = false;
        r.error = "bad move string at character " + std::to_string(error.offset + 1) + ": " + error.message;
        set_error(r.error);
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
            set_error(r.error);
            return r;
        }
        ++r.applied;
    }
    return r;
}

bool AppModel::undo() {
    playback_.playing = false;
    if (kind_ == PuzzleKind::RushHour) return rush_.undo();
    return has_level() && game_->undo();
}

bool AppModel::redo() {
    playback_.playing = false;
    if (kind_ == PuzzleKind::RushHour) return rush_.redo();
    return has_level() && game_->redo();
}

bool AppModel::can_undo() const {
    if (kind_ == PuzzleKind::RushHour) return rush_.moves() > 0;
    return has_level() && game_->history_size() > 0;
}

bool AppModel::can_redo() const {
    if (kind_ == PuzzleKind::RushHour) return rush_.can_redo();
    return has_level() && history_length() > game_->history_size();
}

bool AppModel::can_restart() const {
    if (kind_ == PuzzleKind::RushHour) return rush_.moves() > 0;
    return has_level() && (game_->moves() > 0 || game_->pushes() > 0);
}

void AppModel::restart() {
    playback_.playing = false;
    if (kind_ == PuzzleKind::RushHour) rush_.restart();
    else if (has_level()) game_->restart();
}

protocol::RunStatus SolverState::run_status() const {
    if (running) return protocol::RunStatus::Running;
    return status ? protocol::run_status(*status) : protocol::RunStatus::Idle;
}

bool AppModel::start_solve(const SolveSettings& s, std::string* error) {
    auto fail = [&](std::string text) {
        set_error(text);
        if (error) *error = std::move(text);
        return false;
    };
    if (kind_ == PuzzleKind::None) return fail("Load a level first.");
    if (!port_) return fail("The solver is not available.");
    const bool rush = kind_ == PuzzleKind::RushHour;
    const double time_limit = rush ? s.rush.time_limit_s : s.sokoban.time_limit_s;
    const double memory_limit = rush ? s.rush.memory_limit_mib : s.sokoban.memory_limit_mib;
    if (!(time_limit > 0) || !(memory_limit > 0)) return fail("Time and memory limits must be positive.");
    protocol::SolveRequest request;
    if (rush) {  // optimal in the chosen metric (moves by default)
        request.puzzle = Puzzle::RushHour;
        request.text = rush::board_string(rush_.start());
        request.rush = s.rush;
    } else {
        request.text = sokoban::to_xsb(game_->level());
        request.sokoban = s.sokoban;
    }
    cancel_solve();
    settings = s;
    reset_solver();
    solver_.running = true;
    solver_.request_id = next_request_id_++;
    request.id = solver_.request_id;
    // Sokoban `auto` runs as the parallel portfolio on the port's workers (one request per lane).
    const std::vector<protocol::LaneRequest> lanes = protocol::lane_requests(request, port_->workers());
    for (const protocol::LaneRequest& lane : lanes) solver_.workers.push_back(WorkerState{lane.name});
    set_message(lanes.size() > 1 ? "Solving on " + std::to_string(lanes.size()) + " workers…" : "Solving…");
    port_->post(worker_job(lanes));
    return true;
}

void AppModel::cancel_solve() {
    if (hint_running()) {
        cancel_hint();
        set_message("Hint cancelled.");
    }
    if (!solver_.running) return;
    if (port_) port_->cancel();
    for (WorkerState& w : solver_.workers)
        if (w.status == protocol::RunStatus::Running) w.status = protocol::RunStatus::Stopped;
    set_message("Solver cancelled.");
    finish_request(search::Status::Cancelled);
}

void AppModel::finish_request(search::Status status) {
    solver_.running = false;
    solver_.status = status;
    if (on_solver_finished) on_solver_finished(solver_.request_id, state_json()["solver"]);
}

void AppModel::on_solver_event(const std::string& event_json) {
    json e = json::parse(event_json, nullptr, false);
    if (e.is_discarded() || !e.is_object()) {
        if (hint_running()) on_hint_event(json{{"type", "error"}, {"message", "a malformed message"}});
        if (solver_.running) {
            solver_.error = "the solver sent a malformed message";
            set_error("Solver error: " + solver_.error);
            finish_request(search::Status::Invalid);
        }
        return;
    }
    // Events of an older (cancelled) request are ignored.
    const json id = e.value("id", json(nullptr));
    if (hint_running() && id.is_number_integer() && id.get<int>() == hint_.request_id) {
        on_hint_event(e);
        return;
    }
    if (!solver_.running || !id.is_number_integer() || id.get<int>() != solver_.request_id) return;
    const std::string type = e.value("type", "");
    const json lane = e.value("lane", json(0));
    WorkerState& worker = worker_of(lane.is_number_integer() && lane.get<std::int64_t>() >= 0 ? lane.get<std::size_t>() : 0);
    if (worker.status != protocol::RunStatus::Running) return;
    if (type == "progress") {
        const protocol::SolveProgress p = protocol::read_solve_progress(e);
        worker.stats = p.stats;
        worker.phase = p.phase;
        add_up_workers();
    } else if (type == "result") {
        apply_answer(protocol::read_solve_answer(e));
    } else if (type == "error") {  // the worker died; in WASM that is almost always memory (abort on OOM)
        const json message = e.value("message", json(nullptr));
        const std::string error = message.is_string() ? message.get<std::string>() : "the solver stopped unexpectedly";
        const bool memory = error.find("memory") != std::string::npos || error.find("alloc") != std::string::npos ||
                            error.find("OOM") != std::string::npos;
        worker.status = memory ? protocol::RunStatus::Memout : protocol::RunStatus::Invalid;
        worker.error = error;
        if (workers_running()) return;  // the other workers go on
        const WorkerState& decisive = solver_.workers.front();
        solver_.error = decisive.error;
        if (&decisive == &worker) set_error((memory ? "The solver ran out of memory: " : "Solver error: ") + error);
        else set_error("The solver's workers ended without a solution (" + std::string(protocol::run_status_name(decisive.status)) + ").");
        finish_request(protocol::search_status(decisive.status).value_or(search::Status::Invalid));
    }
}

WorkerState& AppModel::worker_of(std::size_t lane) {
    std::size_t k = lane;
    if (k >= solver_.workers.size()) k = 0;
    if (solver_.workers.empty()) solver_.workers.push_back(WorkerState{"solver"});
    return solver_.workers[k];
}

void AppModel::add_up_workers() {
    SolverState& s = solver_;
    s.stats = {};
    for (const WorkerState& w : s.workers) search::add_concurrent_stats(s.stats, w.stats);
    if (!s.workers.empty()) s.phase = s.workers.front().phase;
}

void AppModel::stop_other_workers() {
    if (!workers_running()) return;
    if (port_) port_->cancel();
    for (WorkerState& w : solver_.workers)
        if (w.status == protocol::RunStatus::Running) w.status = protocol::RunStatus::Stopped;
}

bool AppModel::workers_running() const {
    return std::any_of(solver_.workers.begin(), solver_.workers.end(), [](const WorkerState& w) { return w.status == protocol::RunStatus::Running; });
}

// An answer is shown only after the rules engine replays it to a solved position.
// With several workers the first verified solution (or proof of unsolvability) wins and the others are
// stopped; when every worker has ended without one, the first worker's answer (the rest of `auto`) counts.
void AppModel::apply_answer(const protocol::SolveAnswer& a) {
    WorkerState& worker = worker_of(a.lane.value_or(0));
    worker.stats.expanded = a.stats.expanded;
    worker.stats.generated = a.stats.generated;
    worker.stats.memory_bytes = a.stats.memory_bytes;
    worker.stats.elapsed_ms = a.stats.elapsed_ms;
    add_up_workers();
    worker.status = protocol::run_status(a.status);
    if (!a.error.empty()) worker.error = a.error;
    if (a.status == search::Status::Solved && !a.phase.empty()) solver_.phase = a.phase;
    if (a.status != search::Status::Solved) {
        const bool unsolvable = a.status == search::Status::Unsolvable;
        if (!unsolvable && workers_running()) return;  // the other workers go on
        stop_other_workers();
        const WorkerState& decisive = unsolvable ? worker : solver_.workers.front();
        const protocol::RunStatus shown = decisive.status;
        solver_.error = decisive.error;
        using protocol::RunStatus;
        if (shown == RunStatus::Unsolvable) set_message("No solution exists: the search was complete.");
        else if (shown == RunStatus::Exhausted) set_message("No solution found: the (incomplete) search ran out of options.");
        else if (shown == RunStatus::Timeout) set_message("The solver ran out of time.");
        else if (shown == RunStatus::Memout) set_message("The solver ran out of memory.");
        else set_error("The solver could not run: " +
                       (solver_.error.empty() ? std::string(search::status_name(a.status)) : solver_.error));
        finish_request(protocol::search_status(shown).value_or(search::Status::Invalid));
        return;
    }
    solver_.error = worker.error;
    const bool accepted = kind_ == PuzzleKind::RushHour ? accept_rush_solution(a) : accept_sokoban_solution(a);
    if (!accepted) {
        worker.status = protocol::RunStatus::Invalid;
        worker.error = solver_.error;
        if (workers_running()) return;  // another worker may still find a good one
        set_error("Rejected: " + solver_.error);
        finish_request(search::Status::Invalid);
        return;
    }
    stop_other_workers();
    playback_ = Playback{};
    finish_request(search::Status::Solved);
}

bool AppModel::accept_sokoban_solution(const protocol::SolveAnswer& a) {
    const std::string& lurd = a.solution;
    const sokoban::ReplayResult replay = sokoban::replay(game_->level(), lurd);
    auto steps = sokoban::parse_lurd(replay.lurd);
    if (lurd.empty() || !replay.legal || !replay.solved || !steps) {
        solver_.error = "the solver's answer failed the replay check: " +
                        (replay.error.empty() ? std::string("no solution string") : replay.error);
        return false;
    }
    solver_.solution = std::move(*steps);
    solver_.solution_length = static_cast<int>(solver_.solution.size());
    solver_.moves = replay.moves;
    solver_.pushes = replay.pushes;
    set_message("Solved in " + std::to_string(replay.moves) + " moves, " + std::to_string(replay.pushes) +
               " pushes (verified). Press Play to watch.");
    return true;
}

bool AppModel::accept_rush_solution(const protocol::SolveAnswer& a) {
    std::string error;
    if (!rush_.set_solution(a.slides, error)) {
        solver_.error = "the solver's answer failed the replay check: " + error;
        return false;
    }
    rush_.seek(0);
    solver_.solution_length = static_cast<int>(rush_.solution().size());
    solver_.moves = solver_.solution_length;
    solver_.pushes = 0;
    for (const auto& m : rush_.solution()) solver_.pushes += std::abs(m.delta);
    set_message("Solved in " + std::to_string(solver_.moves) + " moves (verified). Press Play to watch.");
    return true;
}

void AppModel::seek(int position) {
    position = std::clamp(position, 0, solver_.solution_length);
    if (kind_ == PuzzleKind::RushHour) {
        rush_.seek(position);
    } else if (has_level()) {
        const sokoban::Level level = game_->level();  // copy: emplace destroys the old game first
        game_.emplace(level);
        for (int i = 0; i < position; ++i) game_->move(solver_.solution[i]);
    }
    playback_.position = position;
    playback_.pending = 0;
}

void AppModel::play() {
    if (solver_.solution_length == 0) {
        set_message("Nothing to play: solve the level first.");
        return;
    }
    if (playback_.position >= solver_.solution_length) seek(0);
    else seek(playback_.position);  // re-sync the board if the user played by hand
    playback_.playing = true;
}

void AppModel::pause() { playback_.playing = false; }

void AppModel::step(int delta) {
    playback_.playing = false;
    seek(playback_.position + delta);
}

void AppModel::tick(double seconds) {
    if (!playback_.playing) return;
    // Rush Hour slides are shown slower than single Sokoban steps.
    const double rate = kind_ == PuzzleKind::RushHour ? playback_.steps_per_second / 3 : playback_.steps_per_second;
    playback_.pending += seconds * rate;
    const int length = solver_.solution_length;
    while (playback_.pending >= 1 && playback_.position < length) {
        if (kind_ == PuzzleKind::RushHour) {
            const auto m = rush_.solution()[playback_.position];
            rush_.slide(m.vehicle, m.delta);
        } else {
            game_->move(solver_.solution[playback_.position]);
        }
        ++playback_.position;
        playback_.pending -= 1;
    }
    if (playback_.position >= length) {
        playback_.playing = false;
        const bool solved = kind_ == PuzzleKind::RushHour ? rush_.solved() : game_->solved();
        if (solved) set_message("Solved!");
    }
}

json AppModel::state_json() const {
    json s;
    const bool rush = kind_ == PuzzleKind::RushHour;
    s["kind"] = rush ? json("rushhour") : json("sokoban");
    const bool loaded = rush || has_level();
    s["level"] = loaded ? json(level_number_) : json(nullptr);
    std::string title;
    if (has_level()) title = collection_.levels[level_number_ - 1].title;
    s["title"] = title.empty() ? json(nullptr) : json(title);
    if (rush) {
        s["width"] = rush_.board().size;
        s["height"] = rush_.board().size;
        s["moves"] = rush_.moves();
        s["pushes"] = rush_.steps();
        s["steps"] = rush_.steps();
        s["optimal"] = rush_.optimal() >= 0 ? json(rush_.optimal()) : json(nullptr);
        s["solved"] = rush_.solved();
        s["board_string"] = rush_.board_string();
    } else {
        s["width"] = has_level() ? game_->level().width : 0;
        s["height"] = has_level() ? game_->level().height : 0;
        s["moves"] = has_level() ? game_->moves() : 0;
        s["pushes"] = has_level() ? game_->pushes() : 0;
        s["solved"] = has_level() ? game_->solved() : false;
    }
    s["levels"] = level_count();
    s["deadlocked"] = deadlocked();  // live dead-square/freeze/bipartite/corral check (app_model_play.cpp)
    add_play_state(s);
    s["message"] = message_.empty() ? json(nullptr) : json(message_);
    s["hint"] = hint_json();
    const bool has_solution = solver_.solution_length > 0;
    s["solver"] = {{"status", std::string(protocol::run_status_name(solver_.run_status()))},
                   {"solution_length", solver_.solution_length},
                   {"moves", has_solution ? json(solver_.moves) : json(nullptr)},
                   {"pushes", has_solution ? json(solver_.pushes) : json(nullptr)},
                   {"error", solver_.error.empty() ? json(nullptr) : json(solver_.error)},
                   {"phase", solver_.phase.empty() ? json(nullptr) : json(solver_.phase)},
                   {"workers", json::array()}};
    protocol::write_stats(s["solver"], solver_.stats, protocol::kCountKeys | protocol::kLiveKeys);
    for (const WorkerState& w : solver_.workers) {
        json worker{{"name", w.name},
                    {"status", std::string(protocol::run_status_name(w.status))},
                    {"phase", w.phase.empty() ? json(nullptr) : json(w.phase)}};
        protocol::write_stats(worker, w.stats, protocol::kCountKeys);
        s["solver"]["workers"].push_back(std::move(worker));
    }
    s["playback"] = {{"position", playback_.position},
                     {"length", solver_.solution_length},
                     {"playing", playback_.playing}};
    s["frames"] = frames;
    s["board"] = {{"cell_px", geometry.cell_px}, {"origin", {geometry.origin_x, geometry.origin_y}}};
    return s;
}

}  // namespace boxcar::app
