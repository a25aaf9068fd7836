// The page API's state JSON (state_json.hpp).
#include "app/api/state_json.hpp"
#include "app/api/search_race_json.hpp"
#include "app/api/search_watch_json.hpp"

#include "protocol/stats_json.hpp"
#include "rush/state_codec.hpp"
#include "rush/solver.hpp"
#include "sokoban/solve/solver.hpp"

namespace boxcar::app {

using nlohmann::json;

void add_play_state(const PlaySession& play, json& s) {
    const bool rush = play.kind() == PuzzleKind::RushHour;
    s["kind"] = rush ? json("rushhour") : json("sokoban");
    const bool loaded = rush || play.has_level();
    s["level"] = loaded ? json(play.level_number()) : json(nullptr);
    std::string title;
    if (play.has_level()) title = play.collection().levels[play.level_number() - 1].title;
    s["title"] = title.empty() ? json(nullptr) : json(title);
    if (rush) {
        s["width"] = play.rush().board().size;
        s["height"] = play.rush().board().size;
        s["moves"] = play.rush().moves();
        s["pushes"] = play.rush().steps();
        s["steps"] = play.rush().steps();
        s["optimal"] = play.rush().optimal() >= 0 ? json(play.rush().optimal()) : json(nullptr);
        s["solved"] = play.rush().solved();
        s["board_string"] = play.rush().board_string();
    } else {
        s["width"] = play.has_level() ? play.game().level().width : 0;
        s["height"] = play.has_level() ? play.game().level().height : 0;
        s["moves"] = play.has_level() ? play.game().moves() : 0;
        s["pushes"] = play.has_level() ? play.game().pushes() : 0;
        s["solved"] = play.has_level() ? play.game().solved() : false;
    }
    s["levels"] = play.level_count();
    s["history"] = {{"position", play.has_level() ? play.game().history_size() : 0}, {"length", play.history_length()}};
    if (play.has_level()) {
        const int w = play.game().level().width;
        const sokoban::Position& pos = play.game().position();
        s["player"] = {pos.player % w, pos.player / w};
        json boxes = json::array();  // [x, y] of every box, row by row
        for (int i = 0; i < static_cast<int>(pos.boxes.size()); ++i)
            if (pos.boxes[i]) boxes.push_back({i % w, i / w});
        s["boxes"] = std::move(boxes);
    }
    s["playback"] = {{"position", play.playback().position}, {"length", play.solution().length}, {"playing", play.playback().playing}};
}

void add_assist_state(const PlayAssist& assist, const PlaySession& play, json& s) {
    s["deadlocked"] = assist.deadlocked();
    const auto& a = assist.analysis();
    s["deadlock_reason"] = a.deadlocked ? json(a.reason) : json(nullptr);
    const int box = assist.selected_box();
    if (box >= 0) {
        const int w = play.level().width;
        json targets = json::array();
        for (int i = 0; i < static_cast<int>(assist.push_targets().reachable.size()); ++i)
            if (assist.push_targets().reachable[i]) targets.push_back({i % w, i / w});
        s["selected_box"] = {box % w, box / w};
        s["push_targets"] = std::move(targets);
    } else {
        s["selected_box"] = nullptr;
        s["push_targets"] = json::array();
    }
}

void add_looks_state(const Looks& looks, json& s) {
    s["theme"] = looks.theme();
    s["dead_squares_shown"] = looks.show_dead_squares();
    s["animating"] = looks.animating();
}

json model_state_json(const AppModel& model) {
    json s;
    add_play_state(model.play, s);
    add_assist_state(model.assist, model.play, s);  // the live deadlock check, the mouse's selection
    add_looks_state(model.looks, s);
    s["message"] = model.message.text().empty() ? json(nullptr) : json(model.message.text());
    const char* banner_title = play_banner_title(model.banner());
    s["banner"] = banner_title ? json(banner_title) : json(nullptr);
    s["hint"] = hint_state_json(model.hints, model.play);
    s["solver"] = solver_state_json(model.solve, model.play);
    s["frames"] = model.frames;
    s["board"] = {{"cell_px", model.geometry.cell_px}, {"origin", {model.geometry.origin_x, model.geometry.origin_y}}};
    if (model.geometry.turned) s["board"]["rotation"] = 90;  // drawn turned a quarter clockwise (board_geometry.hpp)
    if (model.geometry.view_w > 0) {  // pinch-zoom (board_zoom.hpp): 1 is the whole board; drawn clipped to view
        s["board"]["zoom"] = model.geometry.zoom;
        s["board"]["view"] = {model.geometry.view_x, model.geometry.view_y, model.geometry.view_w, model.geometry.view_h};
    }
    return s;
}

json solver_state_json(const SolveClient& solve, const PlaySession& play) {
    const SolverState& state = solve.state();
    const LoadedSolution& solution = play.solution();
    const bool has_solution = solution.length > 0;
    json s = {{"status", std::string(protocol::run_status_name(state.run_status()))},
              {"solution_length", solution.length},
              {"moves", has_solution ? json(solution.moves) : json(nullptr)},
              {"pushes", has_solution ? json(solution.pushes) : json(nullptr)},
              {"error", state.error.empty() ? json(nullptr) : json(state.error)},
              {"phase", state.phase.empty() ? json(nullptr) : json(state.phase)},
              {"workers", json::array()}};
    protocol::write_stats(s, state.stats, protocol::kCountKeys | protocol::kLiveKeys);
    for (const WorkerState& w : state.workers) {
        json worker{{"name", w.name},
                    {"status", std::string(protocol::run_status_name(w.status))},
                    {"phase", w.phase.empty() ? json(nullptr) : json(w.phase)}};
        protocol::write_stats(worker, w.stats, protocol::kCountKeys);
        s["workers"].push_back(std::move(worker));
    }
    return s;
}

json hint_state_json(const Hints& hints, const PlaySession& play) {
    const Hint& hint = hints.hint();
    json h{{"status", hint_status_name(hint.status)},
           {"current", hints.is_current()},
           {"from_here", hint.from_here},
           {"reason", hint.reason.empty() ? json(nullptr) : json(hint.reason)},
           {"expanded", hint.expanded},
           {"time_ms", hint.time_ms}};
    const bool ready = hint.status == Hint::Status::Ready;
    if (ready && play.kind() == PuzzleKind::Sokoban && play.has_level()) {
        const int w = play.game().level().width;
        h["box"] = {hint.push.box % w, hint.push.box / w};
        h["target"] = {hint.push.target % w, hint.push.target / w};
        h["dir"] = std::string(1, sokoban::dir_char(hint.push.dir, true));
        h["moves_left"] = hint.moves_left;
        h["pushes_left"] = hint.pushes_left;
    } else if (ready && play.kind() == PuzzleKind::RushHour) {
        h["move"] = hint.slide_name;
        h["vehicle"] = hint.slide.vehicle < static_cast<int>(play.rush().board().vehicles.size())
                           ? json(std::string(1, play.rush().board().vehicles[hint.slide.vehicle].label))
                           : json(nullptr);
        h["moves_left"] = hint.moves_left;
    }
    return h;
}

json compare_rows_json(const CompareSession& compare) {
    json rows = json::array();
    for (std::size_t i = 0; i < compare.rows().size(); ++i) {
        const CompareRow& r = compare.rows()[i];
        const CompareConfig& c = r.config;
        json row{{"index", i + 1}, {"label", c.label},
                 {"algo", compare.rush() ? rush::algo_name(c.rush.algo) : sokoban::algo_name(c.sokoban.algo)},
                 {"heuristic", compare.rush() ? rush::heuristic_name(c.rush.heuristic) : sokoban::heuristic_name(c.sokoban.heuristic)},
                 {"status", r.status_name()}, {"solved", r.solved()},
                 {"moves", r.moves >= 0 ? json(r.moves) : json(nullptr)},
                 {"pushes", r.pushes >= 0 ? json(r.pushes) : json(nullptr)},
                 {"expanded", r.expanded}, {"generated", r.generated}, {"frontier_peak", r.frontier_peak},
                 {"memory_bytes", r.memory_bytes}, {"time_ms", r.time_ms},
                 {"time_limit", c.time_limit_s}, {"memory_limit", c.memory_limit_mib},
                 {"error", r.error.empty() ? json(nullptr) : json(r.error)}};
        if (compare.rush()) row["metric"] = rush::metric_name(c.rush.metric);
        else {
            row["deadlocks"] = sokoban::deadlocks_name(c.sokoban.deadlocks);
            row["objective"] = sokoban::objective_name(c.sokoban.objective);
        }
        rows.push_back(row);
    }
    return rows;
}

void add_lecture_state(const Lecture& lecture, const PlaySession& play, const Looks& looks, json& s) {
    s["search"] = search_watch_json(lecture.watch);
    s["race"] = search_race_json(lecture.race);
    const sokoban::Level* lv = play.has_level() ? &play.level() : nullptr;
    json pull_goal = nullptr;
    if (lv && lecture.overlays.pull_goal >= 0) pull_goal = {lecture.overlays.pull_goal % lv->width, lecture.overlays.pull_goal / lv->width};
    s["overlays"] = {{"dead", looks.show_dead_squares()},
                     {"pull", lecture.overlays.pull},
                     {"reach", lecture.overlays.reach},
                     {"assignment", lecture.overlays.assignment},
                     {"pull_goal", pull_goal}};
    s["presentation"] = lecture.presentation;
    if (lecture.presentation)
    {
        s["presentation_strip"] = {{"text_px", lecture.presentation_text_px}, {"result", lecture.presentation_result}, {"keys", lecture.presentation_keys}};
        s["presentation_panel"] = lecture.presentation_view.empty() ? json(nullptr)  // a phone: no panel
                                                                    : json{{"view", lecture.presentation_view}, {"rect", lecture.presentation_panel}};
    } else {
        s["presentation_strip"] = nullptr;
        s["presentation_panel"] = nullptr;
    }
    s["agent"] = rush_agent_json(lecture.agent);
}

json overlay_json(const std::string& name, const OverlayData& data, const sokoban::Level& level,
                  const std::vector<std::uint8_t>& dead_squares) {
    const int w = std::max(1, level.width);
    auto xy = [w](int cell) { return json::array({cell % w, cell / w}); };
    json cells = json::array();
    if (name == "dead") {
        for (std::size_t c = 0; c < dead_squares.size(); ++c)
            if (dead_squares[c]) cells.push_back(xy(static_cast<int>(c)));
        return json{{"cells", cells}};
    }
    if (name == "reach") {
        for (std::size_t c = 0; c < data.reach.size(); ++c)
            if (data.reach[c]) cells.push_back(xy(static_cast<int>(c)));
        return json{{"cells", cells}};
    }
    if (name == "pull") {
        json values = json::array();
        for (std::size_t c = 0; c < data.pull.size(); ++c)
            if (data.pull[c] >= 0) {
                cells.push_back(xy(static_cast<int>(c)));
                values.push_back(data.pull[c]);
            }
        json goals = json::array();
        for (int g : data.goals) goals.push_back(xy(g));
        return json{{"cells", cells}, {"values", values}, {"goals", goals}};
    }
    json lines = json::array();
    for (const auto& [box, goal] : data.assignment) lines.push_back({{"box", xy(box)}, {"goal", xy(goal)}});
    return json{{"lines", lines}, {"cost", data.assignment_cost >= 0 ? json(data.assignment_cost) : json(nullptr)}};
}

json rush_agent_json(const RushAgentDemo& agent) {
    json j{{"active", agent.active()}, {"status", agent.status()}};
    if (!agent.active()) return j;
    json tail = json::array();
    for (std::size_t i = agent.log().size() > 12 ? agent.log().size() - 12 : 0; i < agent.log().size(); ++i) tail.push_back(agent.log()[i]);
    j.update({{"actions", agent.actions_done()},
              {"total_actions", agent.total_actions()},
              {"perturbations", agent.perturbations()},
              {"replans", agent.replans()},
              {"seed", agent.options().seed},
              {"crazy_every", agent.options().crazy_every},
              {"seconds_per_action", agent.options().seconds_per_action},
              {"cursor", {agent.cursor().col, agent.cursor().row}},
              {"selected", agent.cursor().selected >= 0 ? json(std::string(1, agent.board().vehicles[agent.cursor().selected].label)) : json(nullptr)},
              {"highlight", agent.highlight() >= 0 ? json(std::string(1, agent.board().vehicles[agent.highlight()].label)) : json(nullptr)},
              {"highlight_crazy", agent.highlight_crazy()},
              {"board", rush::board_string(agent.board())},
              {"log", tail}});
    return j;
}

json controls_json(const ScreenReport& screen) {
    json out = json::array();
    for (const ControlRecord& c : screen.controls)
        out.push_back({{"id", c.id}, {"label", c.label}, {"section", c.section}, {"kind", c.kind},
                       {"rect", {c.x, c.y, c.w, c.h}}, {"enabled", c.enabled}, {"visible", c.visible}});
    return out;
}

json messages_json(const ScreenReport& screen) {
    json out = json::array();
    for (const MessageRecord& m : screen.messages)
        out.push_back({{"text", m.text}, {"level", m.error ? "error" : "info"}, {"rect", {m.x, m.y, m.w, m.h}}});
    return out;
}

}  // namespace boxcar::app
