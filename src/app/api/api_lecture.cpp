// window.boxcar calls of lecture mode (lecture/lecture.hpp): searchStep, searchRun, searchWatch, overlay,
// raceStart, raceStep, raceRun, presentation, agentDemo; their options read from JSON.
#include "app/api/api.hpp"
#include "app/api/search_race_json.hpp"
#include "app/api/search_watch_json.hpp"
#include "app/api/api_failure.hpp"

#include "rush/board.hpp"

#include <algorithm>
#include <cmath>

namespace boxcar::app {

using nlohmann::json;

namespace {

// Watch options from names: algo (a plain search), heuristic (a Sokoban name sets the Sokoban levels'
// heuristic, a Rush Hour name the boards'), deadlocks ("all", "none" or "dead,freeze,...").
bool read_watch_options(const json& o, WatchOptions& w, std::string& error) {
    if (o.is_null()) return true;
    if (!o.is_object()) {
        error = "watch options must be an object like {algo:\"astar\", heuristic:\"hungarian\"}";
        return false;
    }
    for (auto it = o.begin(); it != o.end(); ++it) {
        const std::string& key = it.key();
        if (!it.value().is_string()) {
            error = "watch option '" + key + "' must be a string";
            return false;
        }
        const std::string value = it.value().get<std::string>();
        if (key == "algo") {
            const auto algo = search::kAlgorithmNames.parse(value);
            if (!algo) error = "unknown algorithm '" + value + "' (" + search::kAlgorithmNames.joined(", ") + ")";
            else w.algo = *algo;
        } else if (key == "heuristic") {
            const auto heuristic = sokoban::parse_heuristic(value);
            const auto rush_heuristic = rush::parse_heuristic(value);
            if (heuristic) w.heuristic = *heuristic;
            else if (rush_heuristic) w.rush_heuristic = *rush_heuristic;
            else error = "unknown heuristic '" + value + "' (" + sokoban::kHeuristicNames.joined(", ") +
                         "; for Rush Hour " + rush::kHeuristicNames.joined(", ") + ")";
        } else if (key == "deadlocks") {
            const auto deadlocks = sokoban::parse_deadlocks(value);
            if (!deadlocks) error = "unknown deadlock list '" + value + "'";
            else w.deadlocks = *deadlocks;
        } else {
            error = "unknown watch option '" + key + "' (algo, heuristic, deadlocks)";
        }
        if (!error.empty()) return false;
    }
    return true;
}

// Reads the options of a searchStep/searchRun/searchWatch call into the lecture's watch options; a bad
// one changes nothing and is shown on the message strip.
bool take_watch_options(AppModel& model, const json& o, std::string& error) {
    WatchOptions w = model.lecture.watch_options;
    if (!read_watch_options(o, w, error)) {
        model.message.set_error("Watch the search: " + error);
        return false;
    }
    model.lecture.watch_options = w;
    return true;
}

bool read_agent_options(const json& o, AgentDemoOptions& a, std::string& error) {
    if (o.is_null()) return true;
    if (!o.is_object()) {
        error = "agentDemo needs options {seed, crazyEvery, secondsPerAction} or \"pause\", \"resume\", \"stop\"";
        return false;
    }
    for (auto it = o.begin(); it != o.end(); ++it) {
        const std::string& key = it.key();
        const json& v = it.value();
        if (!v.is_number()) {
            error = "agentDemo option '" + key + "' must be a number";
            return false;
        }
        if (key == "seed" && v.get<double>() >= 0) a.seed = v.get<std::uint64_t>();
        else if (key == "crazyEvery" && v.get<double>() >= 0 && v.get<double>() <= 1000) a.crazy_every = v.get<int>();
        else if (key == "secondsPerAction") a.seconds_per_action = v.get<double>();
        else {
            error = "agentDemo option '" + key + "' is unknown or out of range (seed >= 0, crazyEvery 0..1000, secondsPerAction)";
            return false;
        }
    }
    return true;
}

// raceStart's options: {panes: [{algo, heuristic, deadlocks}, ...]} (2 to 4 panes; omitted: the race before).
bool read_race_options(const json& o, std::vector<WatchOptions>& panes, std::string& error) {
    if (o.is_null()) return true;
    if (!o.is_object() || !o.contains("panes") || !o["panes"].is_array()) {
        error = "raceStart needs {panes: [{algo:\"bfs\"}, {algo:\"astar\", heuristic:\"hungarian\"}]}";
        return false;
    }
    for (auto it = o.begin(); it != o.end(); ++it)
        if (it.key() != "panes") {
            error = "unknown race option '" + it.key() + "' (panes)";
            return false;
        }
    const json& list = o["panes"];
    if (list.size() < SearchRace::kMinPanes || list.size() > SearchRace::kMaxPanes) {
        error = "a race needs 2 to 4 panes, not " + std::to_string(list.size());
        return false;
    }
    std::vector<WatchOptions> read;
    for (std::size_t i = 0; i < list.size(); ++i) {
        WatchOptions w;
        if (!read_watch_options(list[i], w, error)) {
            error = "race pane " + std::to_string(i + 1) + ": " + error;
            return false;
        }
        read.push_back(w);
    }
    panes = read;
    return true;
}

json with_ok(json j) {
    j["ok"] = true;
    return j;
}

}  // namespace

std::optional<json> lecture_call(AppModel& model, std::string_view method, const json& args) {
    auto arg = [&](std::size_t i) { return i < args.size() ? args[i] : json(nullptr); };
    Lecture& l = model.lecture;
    if (method == "searchStep") {  // searchStep(n = 1, options?) -> the stepped node and counters
        const json n = arg(0);
        if (!n.is_null() && !n.is_number_integer()) return api_failure("searchStep(n) needs a whole number of nodes");
        const int nodes = n.is_null() ? 1 : static_cast<int>(std::clamp<long long>(n.get<long long>(), 0, 1000000));
        if (!arg(1).is_null()) {
            std::string error;
            if (!take_watch_options(model, arg(1), error)) return api_failure(error);
            l.watch.stop();
        }
        if (!l.watch_step(nodes)) return api_failure(model.message.text());
        return with_ok(search_watch_json(l.watch));
    }
    if (method == "searchRun") {  // searchRun(nodesPerSecond, options?); 0 stops
        if (!arg(0).is_number()) return api_failure("searchRun(speed) needs nodes per second (0 stops)");
        if (!arg(1).is_null()) {
            std::string error;
            if (!take_watch_options(model, arg(1), error)) return api_failure(error);
            l.watch.stop();
        }
        if (!l.watch_run(arg(0).get<double>())) return api_failure(model.message.text());
        return json{{"ok", true}, {"speed", l.watch.speed()}, {"status", l.watch.status()}};
    }
    if (method == "searchWatch") {  // searchWatch(options) (re)starts; searchWatch(false) leaves watch mode
        if (arg(0).is_boolean() && !arg(0).get<bool>()) {
            l.watch.stop();
            return json{{"ok", true}, {"active", false}};
        }
        std::string error;
        if (!take_watch_options(model, arg(0).is_boolean() ? json(nullptr) : arg(0), error)) return api_failure(error);
        if (!l.watch_start()) return api_failure(model.message.text());
        return with_ok(search_watch_json(l.watch));
    }
    if (method == "searchQuiz") {  // searchQuiz(on): "What comes next?" on or off (now and for the next watches)
        if (!arg(0).is_boolean()) return api_failure("searchQuiz(on) needs true or false");
        l.watch_options.quiz = arg(0).get<bool>();
        l.watch.set_quiz(l.watch_options.quiz);
        return json{{"ok", true}, {"quiz", l.watch_options.quiz}};
    }
    if (method == "searchGuess") {  // searchGuess(i): next[i] is the node expanded next? Then one step.
        if (!arg(0).is_number_integer()) return api_failure("searchGuess(i) needs the index of an entry of state().search.next");
        std::string error;
        if (!l.watch.guess(arg(0).get<int>(), error)) return api_failure("searchGuess: " + error);
        return with_ok(search_watch_json(l.watch));
    }
    if (method == "raceStart") {  // raceStart({panes}) (re)starts the race; raceStart(false) ends it
        if (arg(0).is_boolean() && !arg(0).get<bool>()) {
            l.race.stop();
            return json{{"ok", true}, {"active", false}};
        }
        std::string error;
        if (!read_race_options(arg(0).is_boolean() ? json(nullptr) : arg(0), l.race_options, error)) {
            model.message.set_error("The race: " + error);
            return api_failure(error);
        }
        if (!l.race_start()) return api_failure(model.message.text());
        return with_ok(search_race_json(l.race));
    }
    if (method == "raceStep") {  // raceStep(n = 1): every pane expands n nodes (starts the race when needed)
        const json n = arg(0);
        if (!n.is_null() && !n.is_number_integer()) return api_failure("raceStep(n) needs a whole number of nodes");
        const int nodes = n.is_null() ? 1 : static_cast<int>(std::clamp<long long>(n.get<long long>(), 0, 1000000));
        if (!l.race_step(nodes)) return api_failure(model.message.text());
        return with_ok(search_race_json(l.race));
    }
    if (method == "raceRun") {  // raceRun(nodesPerSecond): per pane; 0 pauses
        if (!arg(0).is_number()) return api_failure("raceRun(speed) needs nodes per second per pane (0 pauses)");
        if (!l.race_run(arg(0).get<double>())) return api_failure(model.message.text());
        return json{{"ok", true}, {"speed", l.race.speed()}};
    }
    if (method == "overlay") {  // overlay(name, on = true, {goal:[x,y]|null}) -> the overlay's data
        if (!arg(0).is_string()) return api_failure("overlay(name, on) needs a name: dead, pull, reach or assignment");
        const std::string name = arg(0).get<std::string>();
        if (name != "dead" && name != "pull" && name != "reach" && name != "assignment")
            return api_failure("unknown overlay '" + name + "' (dead, pull, reach, assignment)");
        if (!model.play.has_level()) return api_failure("overlays are drawn on Sokoban levels: load one first");
        const bool on = !arg(1).is_boolean() || arg(1).get<bool>();
        if (name == "pull" && arg(2).is_object() && arg(2).contains("goal")) {
            const json g = arg(2)["goal"];
            if (g.is_null()) l.overlays.pull_goal = -1;
            else if (g.is_array() && g.size() == 2 && g[0].is_number_integer() && g[1].is_number_integer()) {
                const int x = g[0].get<int>(), y = g[1].get<int>();
                const sokoban::Level& lv = model.play.level();
                if (x < 0 || y < 0 || x >= lv.width || y >= lv.height || !lv.goal(lv.index(x, y)))
                    return api_failure("overlay pull: [" + std::to_string(x) + ", " + std::to_string(y) + "] is not a goal");
                l.overlays.pull_goal = lv.index(x, y);
            } else {
                return api_failure("overlay pull: goal must be [x, y] or null (minimum over goals)");
            }
        }
        if (name == "dead") model.looks.set_show_dead_squares(on);
        else if (name == "pull") l.overlays.pull = on;
        else if (name == "reach") l.overlays.reach = on;
        else l.overlays.assignment = on;
        json j = overlay_json(name, *l.overlay_data(), model.play.level(), model.assist.analysis().dead_squares);
        j["ok"] = true;
        j["name"] = name;
        j["on"] = on;
        return j;
    }
    if (method == "presentation") {  // presentation(on = toggle)
        l.set_presentation(arg(0).is_boolean() ? arg(0).get<bool>() : !l.presentation);
        return json{{"ok", true}, {"presentation", l.presentation}};
    }
    if (method == "agentDemo") {  // agentDemo({seed, crazyEvery, secondsPerAction}) | "pause" | "resume" | "stop"
        if (arg(0).is_string()) {
            const std::string what = arg(0).get<std::string>();
            if (what == "stop") l.agent.stop();
            else if (what == "pause" || what == "resume") {
                if (!l.agent.active()) return api_failure("no agent demo is running");
                l.agent.set_paused(what == "pause");
            } else {
                return api_failure("agentDemo(\"" + what + "\"): use options, \"pause\", \"resume\" or \"stop\"");
            }
            return with_ok(rush_agent_json(l.agent));
        }
        std::string error;
        AgentDemoOptions o = l.agent_options;
        if (!read_agent_options(arg(0), o, error)) return api_failure(error);
        l.agent_options = o;
        if (!l.agent_start()) return api_failure(model.message.text());
        return with_ok(rush_agent_json(l.agent));
    }
    return std::nullopt;
}

}  // namespace boxcar::app
