// AppModel: levels, play, solver requests and playback (see app_model.hpp).
#include "app/model/app_model.hpp"

#include <algorithm>

namespace boxcar::app {

using nlohmann::json;
using sokoban::Dir;
using sokoban::MoveKind;

AppModel::LoadResult AppModel::load(std::string_view text) {
    LoadResult r;
    sokoban::ParseError error;
    sokoban::Collection parsed = sokoban::parse_collection(text, &error);
    if (parsed.levels.empty()) {
        r.error = error.message.empty() ? "no Sokoban level found in the text" : error.to_string();
        message_ = "Could not load: " + r.error;
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
        message_ = "Could not load: " + r.error;
        return r;
    }
    cancel_solve();
    collection_ = std::move(parsed);
    select(first_valid);
    r.ok = true;
    r.kind = "sokoban";
    r.levels = static_cast<int>(collection_.levels.size());
    message_ = "Loaded " + std::to_string(r.levels) + (r.levels == 1 ? " level" : " levels") + ".";
    return r;
}

bool AppModel::select(int number) {
    if (number < 1 || number > static_cast<int>(collection_.levels.size())) {
        message_ = "There is no level " + std::to_string(number) + " (the collection has " +
                   std::to_string(collection_.levels.size()) + ").";
        return false;
    }
    const sokoban::LevelEntry& entry = collection_.levels[number - 1];
    if (!entry.level) {
        message_ = "Level " + std::to_string(number) + " is invalid: " +
                   (entry.error ? entry.error->to_string() : std::string("unknown problem"));
        return false;
    }
    cancel_solve();
    game_.emplace(*entry.level);
    level_number_ = number;
    solver_ = SolverState{};
    playback_ = Playback{};
    message_.clear();
    return true;
}

MoveKind AppModel::move(Dir d) {
    if (!game_) return MoveKind::Blocked;
    playback_.playing = false;
    const MoveKind k = game_->move(d);
    if (k != MoveKind::Blocked && game_->solved()) message_ = "Solved!";
    return k;
}

AppModel::MovesResult AppModel::move_lurd(std::string_view lurd) {
    MovesResult r;
    sokoban::LurdError error;
    auto steps = sokoban::parse_lurd(lurd, &error);
    if (!steps) {
        r.ok = false;
        r.error = "bad move string at character " + std::to_string(error.offset + 1) + ": " + error.message;
        message_ = r.error;
        return r;
    }
    if (!game_) {
        r.ok = false;
        r.error = "no level loaded";
        return r;
    }
    for (Dir d : *steps) {
        if (move(d) == MoveKind::Blocked) {
            r.ok = false;
            r.error = "move " + std::to_string(r.applied + 1) + " ('" + std::string(1, sokoban::dir_char(d, false)) +
                      "') is blocked";
            message_ = r.error;
            return r;
        }
        ++r.applied;
    }
    return r;
}

bool AppModel::undo() {
    playback_.playing = false;
    return game_ && game_->undo();
}

bool AppModel::redo() {
    playback_.playing = false;
    return game_ && game_->redo();
}

void AppModel::restart() {
    playback_.playing = false;
    if (game_) game_->restart();
}

bool AppModel::start_solve(const SolveSettings& s, std::string* error) {
    auto fail = [&](std::string text) {
        message_ = text;
        if (error) *error = std::move(text);
        return false;
    };
    if (!game_) return fail("Load a level first.");
    if (!port_) return fail("The solver is not available.");
    if (!sokoban::parse_algo(s.algo)) return fail("Unknown algorithm '" + s.algo + "'.");
    if (!sokoban::parse_heuristic(s.heuristic)) return fail("Unknown heuristic '" + s.heuristic + "'.");
    if (!sokoban::parse_deadlocks(s.deadlocks)) return fail("Unknown deadlock list '" + s.deadlocks + "'.");
    if (!sokoban::parse_objective(s.objective)) return fail("Unknown objective '" + s.objective + "'.");
    if (!(s.time_limit_s > 0) || !(s.memory_limit_mib > 0)) return fail("Time and memory limits must be positive.");
    cancel_solve();
    settings = s;
    solver_ = SolverState{};
    solver_.status = "running";
    solver_.request_id = next_request_id_++;
    playback_ = Playback{};
    message_ = "Solving…";
    json request{{"id", solver_.request_id},
                 {"kind", "sokoban"},
                 {"level", sokoban::to_xsb(game_->level())},
                 {"options",
                  {{"algo", s.algo},
                   {"heuristic", s.heuristic},
                   {"deadlocks", s.deadlocks},
                   {"objective", s.objective},
                   {"timeLimit", s.time_limit_s},
                   {"memoryLimit", s.memory_limit_mib}}}};
    port_->post(request.dump());
    return true;
}

void AppModel::cancel_solve() {
    if (solver_.status != "running") return;
    if (port_) port_->cancel();
    message_ = "Solver cancelled.";
    finish_request("idle");
}

void AppModel::finish_request(const std::string& status) {
    solver_.status = status;
    if (on_solver_finished) on_solver_finished(solver_.request_id, state_json()["solver"]);
}

void AppModel::on_solver_event(const std::string& event_json) {
    json e = json::parse(event_json, nullptr, false);
    if (e.is_discarded() || !e.is_object()) {
        if (solver_.status == "running") {
            solver_.error = "the solver sent a malformed message";
            message_ = "Solver error: " + solver_.error;
            finish_request("invalid");
        }
        return;
    }
    // Events of an older (cancelled) request are ignored.
    if (solver_.status != "running" || e.value("id", -1) != solver_.request_id) return;
    const std::string type = e.value("type", "");
    if (type == "progress") {
        solver_.expanded = e.value("expanded", std::uint64_t{0});
        solver_.generated = e.value("generated", std::uint64_t{0});
        solver_.frontier = e.value("frontier", std::uint64_t{0});
        solver_.depth = e.value("depth", 0u);
        solver_.time_ms = e.value("elapsed_ms", 0.0);
        solver_.memory_bytes = e.value("memory_bytes", std::uint64_t{0});
        solver_.phase = e.value("phase", "");
    } else if (type == "result") {
        apply_answer(e);
    } else if (type == "error") {  // the worker died; in WASM that is almost always memory (abort on OOM)
        solver_.error = e.value("message", std::string("the solver stopped unexpectedly"));
        const bool memory = solver_.error.find("memory") != std::string::npos ||
                            solver_.error.find("alloc") != std::string::npos ||
                            solver_.error.find("OOM") != std::string::npos;
        message_ = (memory ? "The solver ran out of memory: " : "Solver error: ") + solver_.error;
        finish_request(memory ? "memout" : "invalid");
    }
}

// An answer is shown only after the rules engine replays it to a solved position.
void AppModel::apply_answer(const json& a) {
    solver_.expanded = a.value("expanded", std::uint64_t{0});
    solver_.generated = a.value("generated", std::uint64_t{0});
    solver_.time_ms = a.value("time_ms", 0.0);
    const std::string status = a.value("status", std::string("invalid"));
    if (a.contains("error") && a["error"].is_string()) solver_.error = a["error"].get<std::string>();
    if (status != "solved") {
        static const char* const known[] = {"unsolvable", "exhausted", "timeout", "memout", "invalid"};
        const bool is_known = std::find(std::begin(known), std::end(known), status) != std::end(known);
        const std::string shown = is_known ? status : "invalid";
        if (shown == "unsolvable") message_ = "No solution exists: the search was complete.";
        else if (shown == "exhausted") message_ = "No solution found: the (incomplete) search ran out of options.";
        else if (shown == "timeout") message_ = "The solver ran out of time.";
        else if (shown == "memout") message_ = "The solver ran out of memory.";
        else message_ = "The solver could not run: " + (solver_.error.empty() ? status : solver_.error);
        finish_request(shown);
        return;
    }
    const std::string lurd = a.contains("solution") && a["solution"].is_string() ? a["solution"].get<std::string>() : "";
    const sokoban::ReplayResult replay = sokoban::replay(game_->level(), lurd);
    auto steps = sokoban::parse_lurd(replay.lurd);
    if (!replay.legal || !replay.solved || !steps) {
        solver_.error = "the solver's answer failed the replay check: " + replay.error;
        message_ = "Rejected: " + solver_.error;
        finish_request("invalid");
        return;
    }
    solver_.solution = std::move(*steps);
    solver_.moves = replay.moves;
    solver_.pushes = replay.pushes;
    message_ = "Solved in " + std::to_string(replay.moves) + " moves, " + std::to_string(replay.pushes) +
               " pushes (verified). Press Play to watch.";
    playback_ = Playback{};
    finish_request("solved");
}

void AppModel::seek(int position) {
    if (!game_) return;
    const int length = static_cast<int>(solver_.solution.size());
    position = std::clamp(position, 0, length);
    const sokoban::Level level = game_->level();  // copy: emplace destroys the old game first
    game_.emplace(level);
    for (int i = 0; i < position; ++i) game_->move(solver_.solution[i]);
    playback_.position = position;
    playback_.pending = 0;
}

void AppModel::play() {
    if (solver_.solution.empty()) {
        message_ = "Nothing to play: solve the level first.";
        return;
    }
    if (playback_.position >= static_cast<int>(solver_.solution.size())) seek(0);
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
    playback_.pending += seconds * playback_.steps_per_second;
    const int length = static_cast<int>(solver_.solution.size());
    while (playback_.pending >= 1 && playback_.position < length) {
        game_->move(solver_.solution[playback_.position++]);
        playback_.pending -= 1;
    }
    if (playback_.position >= length) {
        playback_.playing = false;
        if (game_->solved()) message_ = "Solved!";
    }
}

json AppModel::state_json() const {
    json s;
    s["kind"] = "sokoban";
    s["level"] = game_ ? json(level_number_) : json(nullptr);
    const std::string& title = game_ ? collection_.levels[level_number_ - 1].title : std::string();
    s["title"] = title.empty() ? json(nullptr) : json(title);
    s["width"] = game_ ? game_->level().width : 0;
    s["height"] = game_ ? game_->level().height : 0;
    s["moves"] = game_ ? game_->moves() : 0;
    s["pushes"] = game_ ? game_->pushes() : 0;
    s["solved"] = game_ ? game_->solved() : false;
    s["deadlocked"] = false;  // TODO(issue 8): live freeze/corral check of the position on screen
    s["message"] = message_.empty() ? json(nullptr) : json(message_);
    s["solver"] = {{"status", solver_.status},
                   {"expanded", solver_.expanded},
                   {"generated", solver_.generated},
                   {"frontier", solver_.frontier},
                   {"depth", solver_.depth},
                   {"memory_bytes", solver_.memory_bytes},
                   {"time_ms", solver_.time_ms},
                   {"solution_length", solver_.solution.size()},
                   {"moves", solver_.solution.empty() ? json(nullptr) : json(solver_.moves)},
                   {"pushes", solver_.solution.empty() ? json(nullptr) : json(solver_.pushes)},
                   {"error", solver_.error.empty() ? json(nullptr) : json(solver_.error)}};
    s["playback"] = {{"position", playback_.position},
                     {"length", solver_.solution.size()},
                     {"playing", playback_.playing}};
    s["frames"] = frames;
    s["board"] = {{"cell_px", geometry.cell_px}, {"origin", {geometry.origin_x, geometry.origin_y}}};
    return s;
}

}  // namespace boxcar::app
