// AppModel (see app_model.hpp): the operations that coordinate several owners.
#include "app/app_model.hpp"

#include "app/library/builtin_levels.hpp"
#include "common/count_words.hpp"
#include "rush/state_codec.hpp"

namespace boxcar::app {

using nlohmann::json;

namespace {


}  // namespace

AppModel::AppModel(SolverPort* port)
    : looks(message),
      play(message),
      assist(play, message),
      solve(play, message, port),
      hints(play, assist, solve, message),
      records(play, message),
      lecture(play, looks, message) {}

// --- Levels ----------------------------------------------------------------------------------------------

AppModel::LoadResult AppModel::load(std::string_view text) { return load_text(text, false); }

AppModel::LoadResult AppModel::load_from_library(std::string_view text, std::string_view library_key) {
    return load_text(text, true, library_key);
}

AppModel::LoadResult AppModel::load_text(std::string_view text, bool from_library, std::string_view library_key) {
    LoadResult r;
    ReadLevels read = read_levels(text);
    if (read.kind == PuzzleKind::None) {
        r.error = read.error;
        message.set_error("Could not load: " + r.error);
        return r;
    }
    cancel_solve();
    if (read.kind == PuzzleKind::RushHour) {
        play.open_rush(std::move(read.rush));
        solve.reset();
        r.kind = "rushhour";
    } else {
        play.open_collection(std::move(read.collection));
        select(read.first_valid);
        r.kind = "sokoban";
    }
    r.ok = true;
    r.levels = play.level_count();
    records.remember_loaded_text(text, from_library, library_key);
    if (read.kind == PuzzleKind::RushHour)
        message.set("Loaded " + std::to_string(r.levels) + (r.levels == 1 ? " Rush Hour board." : " Rush Hour boards."));
    else
        message.set("Loaded " + std::to_string(r.levels) + (r.levels == 1 ? " level." : " levels."));
    return r;
}

bool AppModel::load_builtin(std::string_view which) {
    // (The record knows the built-in texts: it remembers them by name, not by content.)
    if (which == "sokoban") {
        if (!load(builtin_sokoban_levels()).ok) return false;
        message.set("Opened Boxcar's Sokoban starters (" + std::to_string(play.level_count()) + " levels).");
        return true;
    }
    if (which == "rushhour") {
        if (!load(builtin_rush_boards()).ok) return false;
        message.set("Opened Boxcar's Rush Hour set (" + std::to_string(play.level_count()) + " boards, easy to hard).");
        return true;
    }
    message.set_error("There is no built-in set '" + std::string(which) + "' (sokoban or rushhour).");
    return false;
}

bool AppModel::select(int number) {
    const std::string problem = play.open_problem(number);
    if (!problem.empty()) {
        message.set_error(problem);
        return false;
    }
    cancel_solve();
    play.open_level(number);
    solve.reset();
    message.clear();
    return true;
}

bool AppModel::open_level_by_person(int number) {
    if (!select(number)) return false;
    const std::string moves = records.saved_progress();
    if (moves.empty()) return true;
    const PlaySession::MovesResult played = play.move_lurd(moves);
    if (!played.ok) {
        select(number);  // the level afresh
        records.drop_saved_progress();
        message.set_error("The moves saved for this level no longer replay (" + played.error + "): they were dropped.");
        return true;
    }
    records.progress_restored();
    message.set("Your " + std::to_string(played.applied) + " moves on this level are back (Restart to begin again).");
    return true;
}

void AppModel::restore_session() {
    const Records& stored = records.stored();
    if (!stored.theme.empty()) looks.set_theme(stored.theme);
    const std::string where = stored.last_collection;
    const int level = stored.last_level;
    bool opened = false;
    if (where == "builtin:sokoban" || where == "builtin:rushhour") {
        opened = load_builtin(where.substr(8));
    } else if (const StoredCollection* c = where.empty() ? nullptr : stored.collection(where)) {
        const std::string text = c->text, key = c->library_key;  // load() may rewrite the record's list
        // A file of the level library reopens as one (its credit and terms, the browser on it), not as a
        // collection pasted by the person.
        opened = (c->library ? load_from_library(text, key) : load(text)).ok;
    }
    if (!opened) return;
    if (level >= 1 && level <= play.level_count() && level != play.level_number()) {
        if (!open_level_by_person(level)) select(play.level_number());
    } else {
        open_level_by_person(play.level_number());
    }
    if (message.level() != MessageLevel::Error && message.text().empty())
        message.set("Welcome back: level " + std::to_string(play.level_number()) + " of the collection you had open.");
}

void AppModel::note_progress() { records.note_progress(looks.theme(), solve.state().request_id); }

void AppModel::forget_everything() { records.forget_everything(looks.theme()); }

// --- Solver and hints ------------------------------------------------------------------------------------

bool AppModel::start_solve(const SolveSettings& settings, std::string* error) {
    if (!solve.can_start(settings, error)) return false;
    cancel_solve();
    solve.start(settings);
    return true;
}

void AppModel::cancel_solve() {
    if (hints.running()) {
        hints.cancel();
        message.set("Hint cancelled.");
    }
    solve.cancel();
}

void AppModel::on_solver_event(const std::string& event_json) {
    const json e = json::parse(event_json, nullptr, false);
    if (e.is_discarded() || !e.is_object()) {
        if (hints.running()) on_hint_event(json{{"type", "error"}, {"message", "a malformed message"}});
        solve.on_malformed();
        return;
    }
    // A hint's events go to the hint; the solve ignores events of other (older, cancelled) requests.
    const json id = e.value("id", json(nullptr));
    if (hints.running() && id.is_number_integer() && id.get<int>() == hints.request_id()) {
        on_hint_event(e);
        return;
    }
    solve.on_event(e);
}

void AppModel::on_hint_event(const json& event) {
    if (hints.on_event(event)) play_rest_from_hint();
}

bool AppModel::request_hint(bool from_here, double time_limit_s) {
    switch (hints.request(from_here, time_limit_s)) {
        case Hints::Asked::PlayRest: return play_rest_from_hint();
        case Hints::Asked::Shown:
        case Hints::Asked::Started: return true;
        case Hints::Asked::Nothing: break;
    }
    return false;
}

bool AppModel::play_rest_from_hint() {
    const Hint& hint = hints.hint();
    if (play.kind() == PuzzleKind::RushHour) {
        const std::vector<std::string> played = play.rush().history_names();
        std::vector<std::string> names = played;
        for (const std::string& n : rush::move_names(play.rush().board(), hint.rush_rest)) names.push_back(n);
        std::string error;
        if (!play.set_rush_solution(names, error, SolutionOrigin::Solver, static_cast<int>(played.size()))) {
            message.set_error("Solve from here rejected: " + error + ".");
            return false;
        }
        solve.show_solved_by_hint(hint.expanded, hint.time_ms);
        const int here = static_cast<int>(played.size());
        play.seek(here);
        message.set("Solution from here: " + count_of(play.solution().length - here, "move", "moves") +
                    ", optimal (verified). Playing the rest.");
    } else {
        const auto prefix = sokoban::parse_lurd(play.game().lurd());
        if (!prefix) return false;
        std::vector<sokoban::Dir> all = *prefix;
        all.insert(all.end(), hint.rest.begin(), hint.rest.end());
        const sokoban::ReplayResult replay = sokoban::replay(play.level(), all);
        if (!replay.legal || !replay.solved) {
            message.set_error("Solve from here rejected: " + replay.error + ".");
            return false;
        }
        solve.show_solved_by_hint(hint.expanded, hint.time_ms);
        play.set_solution(std::move(all), replay.moves, replay.pushes, SolutionOrigin::Solver, static_cast<int>(prefix->size()));
        play.seek(static_cast<int>(prefix->size()));
        message.set("Solution from here: " + count_of(hint.moves_left, "move", "moves") + ", " + count_of(hint.pushes_left, "push", "pushes") +
                    " (verified). Playing the rest.");
    }
    play.play_solution();  // from the board on screen (seek() just put it there)
    return true;
}

// --- state() ---------------------------------------------------------------------------------------------

json AppModel::state_json() const {
    json s;
    play.add_state(s);
    assist.add_state(s);  // the live dead-square/freeze/bipartite/corral check, the mouse's selection
    looks.add_state(s);
    s["message"] = message.text().empty() ? json(nullptr) : json(message.text());
    const char* banner_title = play_banner_title(banner());
    s["banner"] = banner_title ? json(banner_title) : json(nullptr);
    s["hint"] = hints.state_json();
    s["solver"] = solve.state_json();
    s["frames"] = frames;
    s["board"] = {{"cell_px", geometry.cell_px}, {"origin", {geometry.origin_x, geometry.origin_y}}};
    if (geometry.turned) s["board"]["rotation"] = 90;  // drawn turned a quarter clockwise (board_geometry.hpp)
    if (geometry.view_w > 0) {  // pinch-zoom (board_zoom.hpp): 1 is the whole board; drawn clipped to view
        s["board"]["zoom"] = geometry.zoom;
        s["board"]["view"] = {geometry.view_x, geometry.view_y, geometry.view_w, geometry.view_h};
    }
    return s;
}

}  // namespace boxcar::app
