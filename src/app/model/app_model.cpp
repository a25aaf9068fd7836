// AppModel: levels, play, solver requests and playback (see app_model.hpp). Sokoban and Rush Hour share the
// solver/playback/message plumbing; the puzzle-specific parts live in sokoban::Game and RushSession.
#include "app/model/app_model.hpp"

#include "rush/solver.hpp"

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

namespace {

// Whether text that is no Sokoban level was meant as a Rush Hour board: a token of board characters
// (capital letters, o, x, .) as long as a 4x4 board or longer, or a grid row of them. Its Rush Hour error is
// then the useful one; for anything else the message names both puzzles.
bool looks_like_rush_board(std::string_view text) {
    std::size_t run = 0;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        const char c = i < text.size() ? text[i] : ' ';
        const bool board = (c >= 'A' && c <= 'Z') || c == 'o' || c == 'x' || c == '.';
        if (board) {
            ++run;
            continue;
        }
        if (run >= 16 || (run >= 4 && run <= 8 && (c == '\n' || c == '\r' || i == text.size()))) return true;
        run = 0;
    }
    return false;
}

}  // namespace

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
        const bool rushish = text.find('#') == std::string_view::npos && looks_like_rush_board(text);
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

bool AppModel::start_solve(const SolveSettings& s, std::string* error) {
    auto fail = [&](std::string text) {
        set_error(text);
        if (error) *error = std::move(text);
        return false;
    };
    if (kind_ == PuzzleKind::None) return fail("Load a level first.");
    if (!port_) return fail("The solver is not available.");
    if (!(s.time_limit_s > 0) || !(s.memory_limit_mib > 0)) return fail("Time and memory limits must be positive.");
    json options{{"timeLimit", s.time_limit_s}, {"memoryLimit", s.memory_limit_mib}};
    json request{{"kind", "sokoban"}};
    if (kind_ == PuzzleKind::Sokoban) {
        if (!sokoban::parse_algo(s.algo)) return fail("Unknown algorithm '" + s.algo + "'.");
        if (!sokoban::parse_heuristic(s.heuristic)) return fail("Unknown heuristic '" + s.heuristic + "'.");
        if (!sokoban::parse_deadlocks(s.deadlocks)) return fail("Unknown deadlock list '" + s.deadlocks + "'.");
        if (!sokoban::parse_objective(s.objective)) return fail("Unknown objective '" + s.objective + "'.");
        if (!s.optimize.empty() && !sokoban::parse_optimize(s.optimize))
            return fail("Unknown optimize setting '" + s.optimize + "' (off, moves or pushes).");
        options.update({{"algo", s.algo}, {"heuristic", s.heuristic}, {"deadlocks", s.deadlocks}, {"objective", s.objective}});
        if (!s.optimize.empty()) options["optimize"] = s.optimize;
        request["level"] = sokoban::to_xsb(game_->level());
    } else {
        // Rush Hour: optimal in the chosen metric (moves by default); the Sokoban-only settings don't apply.
        if (!rush::parse_algo(s.algo) && s.algo != "auto") return fail("Unknown Rush Hour algorithm '" + s.algo + "'.");
        options["algo"] = rush::parse_algo(s.algo) ? s.algo : "auto";
        if (s.metric != "moves" && s.metric != "steps" && s.metric != "cursor")
            return fail("Unknown Rush Hour metric '" + s.metric + "' (moves, steps or cursor).");
        options["metric"] = s.metric;
        request["kind"] = "rushhour";
        request["board"] = rush::board_string(rush_.start());
    }
    cancel_solve();
    settings = s;
    reset_solver();
    solver_.status = "running";
    solver_.request_id = next_request_id_++;
    set_message("Solving…");
    request["id"] = solver_.request_id;
    request["options"] = options;
    port_->post(request.dump());
    return true;
}

void AppModel::cancel_solve() {
    if (solver_.status != "running") return;
    if (port_) port_->cancel();
    set_message("Solver cancelled.");
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
            set_error("Solver error: " + solver_.error);
            finish_request("invalid");
        }
        return;
    }
    // Events of an older (cancelled) request are ignored.
    const json id = e.value("id", json(nullptr));
    if (solver_.status != "running" || !id.is_number_integer() || id.get<int>() != solver_.request_id) return;
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
        set_error((memory ? "The solver ran out of memory: " : "Solver error: ") + solver_.error);
        finish_request(memory ? "memout" : "invalid");
    }
}

// An answer is shown only after the rules engine replays it to a solved position.
void AppModel::apply_answer(const json& a) {
    auto number = [&](const char* key) { return a.contains(key) && a[key].is_number() ? a[key].get<double>() : 0.0; };
    solver_.expanded = static_cast<std::uint64_t>(number("expanded"));
    solver_.generated = static_cast<std::uint64_t>(number("generated"));
    solver_.time_ms = number("time_ms");
    const std::string status = a.contains("status") && a["status"].is_string() ? a["status"].get<std::string>() : "invalid";
    if (a.contains("error") && a["error"].is_string()) solver_.error = a["error"].get<std::string>();
    if (status != "solved") {
        static const char* const known[] = {"unsolvable", "exhausted", "timeout", "memout", "invalid"};
        const bool is_known = std::find(std::begin(known), std::end(known), status) != std::end(known);
        const std::string shown = is_known ? status : "invalid";
        if (shown == "unsolvable") set_message("No solution exists: the search was complete.");
        else if (shown == "exhausted") set_message("No solution found: the (incomplete) search ran out of options.");
        else if (shown == "timeout") set_message("The solver ran out of time.");
        else if (shown == "memout") set_message("The solver ran out of memory.");
        else set_error("The solver could not run: " + (solver_.error.empty() ? status : solver_.error));
        finish_request(shown);
        return;
    }
    const bool accepted = kind_ == PuzzleKind::RushHour ? accept_rush_solution(a) : accept_sokoban_solution(a);
    if (!accepted) {
        set_error("Rejected: " + solver_.error);
        finish_request("invalid");
        return;
    }
    playback_ = Playback{};
    finish_request("solved");
}

bool AppModel::accept_sokoban_solution(const json& a) {
    const std::string lurd = a.contains("solution") && a["solution"].is_string() ? a["solution"].get<std::string>() : "";
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

bool AppModel::accept_rush_solution(const json& a) {
    std::vector<std::string> names;
    if (a.contains("solution") && a["solution"].is_array())
        for (const auto& n : a["solution"])
            if (n.is_string()) names.push_back(n.get<std::string>());
    std::string error;
    if (!rush_.set_solution(names, error)) {
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
    const bool has_solution = solver_.solution_length > 0;
    s["solver"] = {{"status", solver_.status},
                   {"expanded", solver_.expanded},
                   {"generated", solver_.generated},
                   {"frontier", solver_.frontier},
                   {"depth", solver_.depth},
                   {"memory_bytes", solver_.memory_bytes},
                   {"time_ms", solver_.time_ms},
                   {"solution_length", solver_.solution_length},
                   {"moves", has_solution ? json(solver_.moves) : json(nullptr)},
                   {"pushes", has_solution ? json(solver_.pushes) : json(nullptr)},
                   {"error", solver_.error.empty() ? json(nullptr) : json(solver_.error)}};
    s["playback"] = {{"position", playback_.position},
                     {"length", solver_.solution_length},
                     {"playing", playback_.playing}};
    s["frames"] = frames;
    s["board"] = {{"cell_px", geometry.cell_px}, {"origin", {geometry.origin_x, geometry.origin_y}}};
    return s;
}

}  // namespace boxcar::app
