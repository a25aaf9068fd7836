// window.boxcar methods, one small function each (see api.hpp and CONTRACTS.md).
#include "app/api/api.hpp"
#include "app/api/api_failure.hpp"
#include "app/api/state_json.hpp"

#include "protocol/options_codec.hpp"

#include <algorithm>
#include <iterator>


namespace boxcar::app {
namespace {

using nlohmann::json;

json ok() { return json{{"ok", true}}; }

// Reads solve options (the CLI flags in camelCase, through the worker's options codec) over the model's
// current settings. A key goes to the options of the puzzle on screen when that puzzle has it, else to the
// other puzzle's ("metric" on a Sokoban level is kept for Rush Hour boards).
bool read_solve_options(const json& o, bool rush, SolveSettings& s, std::string& error) {
    if (o.is_null()) return true;
    if (!o.is_object()) {
        error = "solve options must be an object";
        return false;
    }
    // Both puzzles' settings are set (each keeps its own for later); "goal" is not offered (the app plays
    // to the exit), nor "phases".
    static constexpr std::string_view kOffered[] = {"algo", "heuristic", "metric", "deadlocks", "objective",
                                                    "optimize", "timeLimit", "memoryLimit"};
    static constexpr std::string_view kRushOnly[] = {"metric"};
    static constexpr std::string_view kSokobanOnly[] = {"deadlocks", "objective", "optimize"};
    auto listed = [](std::string_view key, const auto& keys) {
        return std::find(std::begin(keys), std::end(keys), key) != std::end(keys);
    };
    error = protocol::read_option_object(o, kOffered, "solve option", [&](std::string_view key, const json& value) {
        const bool to_rush = rush ? !listed(key, kSokobanOnly) : listed(key, kRushOnly);
        return to_rush ? protocol::set_option(s.rush, key, value) : protocol::set_option(s.sokoban, key, value);
    });
    if (!error.empty()) return false;
    return true;
}

}  // namespace

// The sharing and collection calls (share links, solutions as text, built-in sets, collection browser)
// live in api_sharing.cpp.

namespace {

json dispatch(AppModel& model, std::string_view method, std::string_view args_json) {
    json args = json::parse(args_json.empty() ? std::string_view("[]") : args_json, nullptr, false);
    if (args.is_discarded()) return api_failure("arguments are not valid JSON");
    if (!args.is_array()) args = json::array({args});
    auto arg = [&](std::size_t i) { return i < args.size() ? args[i] : json(nullptr); };

    if (method == "load") {
        if (!arg(0).is_string()) return api_failure("load(text) needs the level text as a string");
        const auto r = model.load(arg(0).get<std::string>());
        if (!r.ok) return api_failure(r.error);
        return json{{"ok", true}, {"kind", r.kind}, {"levels", r.levels}};
    }
    if (method == "select") {
        if (!arg(0).is_number_integer()) return api_failure("select(n) needs a level number");
        if (!model.select(arg(0).get<int>())) return api_failure(model.message.text());
        return json{{"ok", true}, {"level", model.play.level_number()}};
    }
    if (method == "state") {
        json s = model_state_json(model);
        add_collection_state(model, s);
        add_lecture_state(model.lecture, model.play, model.looks, s);  // search, overlays, presentation, agent
        return s;
    }
    if (method == "message") {  // the page's own notices (file import, ?url=, clipboard) on the message strip
        if (!arg(0).is_string()) return api_failure("message(text[, level]) needs a string");
        const std::string text = arg(0).get<std::string>().substr(0, 2000);
        // level "error" or "info"; without one, a notice saying what could not be done is an error.
        const bool error = arg(1).is_string() ? arg(1).get<std::string>() == "error"
                                              : text.rfind("Could not", 0) == 0 || text.rfind("The browser did not", 0) == 0;
        model.message.set(text, error ? MessageLevel::Error : MessageLevel::Info);
        return ok();
    }
    if (const auto answer = sharing_call(model, method, arg(0)))
        return *answer;
    if (const auto answer = lecture_call(model, method, args))  // lecture tools (api_lecture.cpp)
        return *answer;
    if (method == "solve") {
        SolveSettings settings = model.solve.settings;
        std::string error;
        if (!read_solve_options(arg(0), model.play.kind() == PuzzleKind::RushHour, settings, error)) {
            model.message.set_error("Solve: " + error);
            return api_failure(error);
        }
        if (!model.start_solve(settings, &error)) return api_failure(error);
        return json{{"ok", true}, {"id", model.solve.state().request_id}};
    }
    if (method == "hint" || method == "solveFromHere") {  // optional {timeLimit: S}; the answer: state().hint
        double limit = kHintTimeLimitS;
        if (arg(0).is_object() && arg(0).contains("timeLimit")) {
            if (!arg(0)["timeLimit"].is_number()) return api_failure("timeLimit must be a number of seconds");
            limit = arg(0)["timeLimit"].get<double>();
        }
        const bool started = model.request_hint(method == "solveFromHere", limit);
        return json{{"ok", started || model.hints.hint().status != Hint::Status::None}, {"hint", hint_state_json(model.hints, model.play)}};
    }
    if (method == "cancel") {
        model.cancel_solve();
        return ok();
    }
    if (method == "play") {
        model.play.play_solution();
        return ok();
    }
    if (method == "pause") {
        model.play.pause();
        return ok();
    }
    if (method == "seek") {
        if (!arg(0).is_number_integer()) return api_failure("seek(k) needs a step number");
        model.play.seek(arg(0).get<int>());
        return ok();
    }
    if (method == "step") {
        const int delta = arg(0).is_number_integer() ? arg(0).get<int>() : 1;
        model.play.step(delta);
        return ok();
    }
    if (method == "move") {
        if (!arg(0).is_string()) return api_failure("move(\"LURD\") needs a move string");
        const auto r = model.play.move_lurd(arg(0).get<std::string>());
        if (!r.ok) return json{{"ok", false}, {"error", r.error}, {"applied", r.applied}};
        return json{{"ok", true}, {"applied", r.applied}};
    }
    if (method == "setTheme") {  // extension: "dark" | "light" (| "contrast", presentation mode)
        if (!arg(0).is_string()) return api_failure("setTheme(name) needs \"dark\" or \"light\"");
        if (!model.looks.set_theme(arg(0).get<std::string>())) return api_failure(model.message.text());
        return ok();
    }
    if (method == "showDeadSquares") {  // extension: the dead-square overlay on/off
        model.looks.set_show_dead_squares(!arg(0).is_boolean() || arg(0).get<bool>());
        return ok();
    }
    // The controls and messages of the last frame drawn (CONTRACTS.md, "The controls on screen").
    if (method == "controls") return controls_json(model.screen);
    if (method == "messages") return messages_json(model.screen);
    if (method == "undo") return json{{"ok", model.play.undo()}};
    if (method == "redo") return json{{"ok", model.play.redo()}};
    if (method == "restart") {
        model.play.restart();
        return ok();
    }
    return api_failure("unknown method '" + std::string(method) + "'");
}

}  // namespace

// Answers as JSON text. Level titles and messages may carry bytes that are not UTF-8 (files, links): they are
// replaced, never thrown on; any other exception becomes an error answer instead of aborting the module.
std::string api_call(AppModel& model, std::string_view method, std::string_view args_json) {
    constexpr auto replace = json::error_handler_t::replace;
    try {
        return dispatch(model, method, args_json).dump(-1, ' ', false, replace);
    } catch (const std::exception& e) {
        return api_failure(std::string("internal error in ") + std::string(method) + ": " + e.what()).dump(-1, ' ', false, replace);
    }
}

}  // namespace boxcar::app
