// window.boxcar compare/generate calls (api_compare.hpp): option parsing and the glue to the app model.
#include "app/api/api_compare.hpp"
#include "app/api/api_failure.hpp"
#include "app/api/state_json.hpp"
#include "protocol/options_codec.hpp"
#include "protocol/worker_event.hpp"

#include "rush/generator.hpp"
#include "sokoban/generator/generator.hpp"

#include <cmath>
#include <cstdio>

namespace boxcar::app {
namespace {

using nlohmann::json;

// Reads an integer knob; false (and error) when present but not a whole number in [lo, hi].
bool read_int(const json& o, const char* key, long long lo, long long hi, long long& out, std::string& error) {
    if (!o.contains(key) || o[key].is_null()) return true;
    const json& v = o[key];
    if (!v.is_number() || std::floor(v.get<double>()) != v.get<double>() || v.get<double>() < lo || v.get<double>() > hi) {
        error = std::string("generate option '") + key + "' must be a whole number in " + std::to_string(lo) + ".." +
                std::to_string(hi);
        return false;
    }
    out = static_cast<long long>(v.get<double>());
    return true;
}

// One configuration from JSON, by the options codec's one rule (read_option_object): names through
// set_option (a name of the other puzzle's options, such as "metric" for Sokoban, is ignored), label and
// budgets here.
std::string read_config(const json& o, bool rush, CompareConfig& c) {
    if (!o.is_object()) return "must be an object";
    if (rush) c.rush.algo = rush::Algo::Auto;
    static constexpr std::string_view kOffered[] = {"algo",      "heuristic",   "deadlocks", "objective", "metric",
                                                    "timeLimit", "memoryLimit", "label"};
    // "label" is the compare table's own (a string); the limits are the row's (row_request).
    if (std::string error = protocol::read_option_object(o, kOffered, "option", [&](std::string_view key, const json& value) {
            if (key == "label") {
                c.label = value.get<std::string>();
                return std::string();
            }
            if (key == "timeLimit" || key == "memoryLimit") {
                (key == "timeLimit" ? c.time_limit_s : c.memory_limit_mib) = value.get<double>();
                return std::string();
            }
            return rush ? protocol::set_option(c.rush, key, value) : protocol::set_option(c.sokoban, key, value);
        });
        !error.empty())
        return error;
    return compare_limits_problem(c);
}

// Configurations from the page: an array of {algo, heuristic, deadlocks, objective, metric, label,
// timeLimit, memoryLimit}, or a preset name. Missing fields take the defaults of CompareConfig.
bool read_configs(const json& j, bool rush, std::vector<CompareConfig>& out, std::string& error) {
    out.clear();
    if (j.is_string()) {
        auto p = CompareSession::preset(j.get<std::string>());
        const bool rush_preset = j.get<std::string>().rfind("rush-", 0) == 0;
        if (!p || rush_preset != rush) {
            error = "unknown preset '" + j.get<std::string>() + "' for " + (rush ? "Rush Hour" : "Sokoban") + " (presets: ";
            for (const auto& n : CompareSession::preset_names(rush)) error += n + (n == CompareSession::preset_names(rush).back() ? ")" : ", ");
            return false;
        }
        out = *p;
    } else if (j.is_array()) {
        if (j.empty() || j.size() > 16) {
            error = "compare needs 1..16 configurations";
            return false;
        }
        for (std::size_t i = 0; i < j.size(); ++i) {
            CompareConfig c;
            if (std::string e = read_config(j[i], rush, c); !e.empty()) {
                error = "configuration " + std::to_string(i + 1) + ": " + e;
                return false;
            }
            out.push_back(c);
        }
    } else {
        error = "compare(configs) needs an array of configurations or a preset name";
        return false;
    }
    for (CompareConfig& c : out)
        if (c.label.empty()) c.label = CompareSession::default_label(c, rush);
    return true;
}

json dispatch(AppModel& model, CompareSession& compare, std::string_view method, const json& args) {
    auto arg = [&](std::size_t i) { return i < args.size() ? args[i] : json(nullptr); };
    if (method == "compare") {
        std::vector<CompareConfig> configs;
        std::string error;
        const bool rush = model.play.kind() == PuzzleKind::RushHour;
        if (!read_configs(arg(0), rush, configs, error) || !compare_start(model, compare, configs, error)) {
            model.message.set_error("Compare: " + error);
            return api_failure(error);
        }
        return json{{"ok", true}, {"id", compare.run_id()}, {"rows", compare_rows_json(compare)}};
    }
    if (method == "compareEvent") {  // from the worker pool (web/compare_pool.js), not part of window.boxcar
        // the worker event's JSON text, unread by the JS, decoded here
        compare_event(model, compare, protocol::decode_worker_event(arg(0).is_string() ? arg(0).get<std::string>() : std::string()));
        return json{{"ok", true}};
    }
    if (method == "compareState") return compare_state(compare);
    if (method == "compareCancel") {
        compare_cancel(model, compare);
        return json{{"ok", true}};
    }
    if (method == "compareTable") {
        const std::string format = arg(0).is_string() ? arg(0).get<std::string>() : "csv";
        if (format != "csv" && format != "markdown") return api_failure("compareTable(format) takes \"csv\" or \"markdown\"");
        if (compare.rows().empty()) return api_failure("nothing compared yet");
        return json{{"ok", true}, {"text", format == "csv" ? compare.csv() : compare.markdown()}};
    }
    if (method == "comparePresets") {
        return json{{"sokoban", CompareSession::preset_names(false)}, {"rushhour", CompareSession::preset_names(true)}};
    }
    if (method == "generate") return generate_level_call(model, arg(0));
    return api_failure("unknown method '" + std::string(method) + "'");
}

}  // namespace

void compare_event(AppModel& model, CompareSession& compare, const protocol::WorkerEvent& event) {
    const bool was_running = compare.running();
    compare.on_event(event);
    if (was_running && !compare.running()) {  // the run is over: its result replaces "Comparing…"
        int solved = 0;
        for (const CompareRow& r : compare.rows()) solved += r.solved() ? 1 : 0;
        model.message.set("Compared " + std::to_string(compare.rows().size()) + " configurations: " +
                          std::to_string(solved) + " solved. The table is in the Compare window.");
    }
}

void compare_cancel(AppModel& model, CompareSession& compare) {
    if (!compare.running()) return;
    compare.cancel();
    model.message.set("Comparison cancelled.");
}

bool compare_start(AppModel& model, CompareSession& compare, const std::vector<CompareConfig>& configs, std::string& error) {
    bool ok = false;
    if (model.play.kind() == PuzzleKind::RushHour) ok = compare.start_rush(model.play.rush().start(), configs, error);
    else if (model.play.has_level()) ok = compare.start_sokoban(model.play.level(), configs, error);
    else error = "load a level first";
    if (ok) model.message.set("Comparing " + std::to_string(configs.size()) + " configurations…");
    return ok;
}

bool compare_retry(AppModel& model, CompareSession& compare, std::size_t row, double factor, std::string& error) {
    if (!compare.retry(row, factor, error)) return false;
    const CompareConfig& c = compare.rows()[row].config;
    char seconds[32];
    std::snprintf(seconds, sizeof seconds, "%.0f s", c.time_limit_s);
    model.message.set("Comparing " + c.label + " again with " + seconds + "…");
    return true;
}

json compare_state(const CompareSession& compare) {
    int done = 0;
    for (const CompareRow& r : compare.rows()) done += r.done() ? 1 : 0;
    return json{{"running", compare.running()}, {"run", compare.run_id()}, {"kind", compare.rush() ? "rushhour" : "sokoban"},
                {"level", compare.level_label()}, {"rows", compare_rows_json(compare)}, {"done", done},
                {"window", {{"shown", compare.view.shown}, {"rect", {compare.view.x, compare.view.y, compare.view.w, compare.view.h}}}},
                {"workers_note", workers_note(compare.port() ? compare.port()->workers() : 1, compare.rows().size())}};
}

json generate_level_call(AppModel& model, const json& o) {
    if (!o.is_null() && !o.is_object()) return api_failure("generate(options) needs an object");
    const json opts = o.is_null() ? json::object() : o;
    std::string kind = model.play.kind() == PuzzleKind::RushHour ? "rushhour" : "sokoban";
    if (opts.contains("kind")) {
        if (!opts["kind"].is_string()) return api_failure("generate option 'kind' must be \"sokoban\" or \"rushhour\"");
        kind = opts["kind"].get<std::string>();
    }
    static const char* const sokoban_keys[] = {"kind", "seed", "width", "height", "boxes", "minPushes", "maxPushes", "timeLimit", "load"};
    static const char* const rush_keys[] = {"kind", "seed", "size", "minMoves", "maxMoves", "vehicles", "walls", "timeLimit", "load"};
    if (kind != "sokoban" && kind != "rushhour") return api_failure("generate option 'kind' must be \"sokoban\" or \"rushhour\"");
    for (auto it = opts.begin(); it != opts.end(); ++it) {
        bool known = false;
        for (const char* k : sokoban_keys)
            if (kind == "sokoban" && it.key() == k) known = true;
        for (const char* k : rush_keys)
            if (kind == "rushhour" && it.key() == k) known = true;
        if (!known) return api_failure("unknown generate option '" + it.key() + "' for " + kind);
    }
    std::string error;
    long long seed = 1;
    if (!read_int(opts, "seed", 0, 9007199254740991LL, seed, error)) return api_failure(error);
    double time_limit = 10;
    if (opts.contains("timeLimit")) {
        if (!opts["timeLimit"].is_number() || !(opts["timeLimit"].get<double>() > 0)) return api_failure("generate option 'timeLimit' must be a positive number");
        time_limit = std::min(opts["timeLimit"].get<double>(), 60.0);
    }
    const bool load = !opts.contains("load") || !opts["load"].is_boolean() || opts["load"].get<bool>();
    json answer;
    std::string text;
    if (kind == "sokoban") {
        sokoban::GenerateOptions g;
        long long w = g.width, h = g.height, boxes = g.boxes, lo = 4, hi = 20;
        if (!read_int(opts, "width", 0, 20, w, error) || !read_int(opts, "height", 0, 20, h, error) ||
            !read_int(opts, "boxes", 1, 8, boxes, error) || !read_int(opts, "minPushes", 1, 500, lo, error) ||
            !read_int(opts, "maxPushes", 1, 500, hi, error))
            return api_failure(error);
        g.width = static_cast<int>(w);
        g.height = static_cast<int>(h);
        g.boxes = static_cast<int>(boxes);
        g.min_pushes = static_cast<int>(lo);
        g.max_pushes = static_cast<int>(hi);
        g.seed = static_cast<std::uint64_t>(seed);
        g.time_limit_s = time_limit;
        g.solve_time_limit_s = time_limit;
        if (std::string e = sokoban::check_generate_options(g); !e.empty()) return api_failure(e);
        const sokoban::GeneratedLevel r = sokoban::generate_level(g);
        if (!r.ok) {
            model.message.set_error("Generate: " + r.error);
            return api_failure(r.error);
        }
        text = r.text;
        answer = {{"ok", true}, {"kind", "sokoban"}, {"text", r.text}, {"title", r.level.title}, {"optimal", r.pushes},
                  {"pushes", r.pushes}, {"moves", r.moves}, {"solution", r.solution}, {"seed", seed},
                  {"width", r.level.width}, {"height", r.level.height}, {"boxes", r.level.box_count()}, {"attempts", r.attempts}};
    } else {
        rush::GenerateOptions g;
        long long size = g.size, lo = g.min_moves, hi = g.max_moves, vehicles = 0, walls = 0;
        if (!read_int(opts, "size", 4, 8, size, error) || !read_int(opts, "minMoves", 1, 250, lo, error) ||
            !read_int(opts, "maxMoves", 1, 250, hi, error) || !read_int(opts, "vehicles", 0, 25, vehicles, error) ||
            !read_int(opts, "walls", 0, 4, walls, error))
            return api_failure(error);
        g.size = static_cast<int>(size);
        g.min_moves = static_cast<int>(lo);
        g.max_moves = static_cast<int>(hi);
        g.vehicles = static_cast<int>(vehicles);
        g.walls = static_cast<int>(walls);
        g.seed = static_cast<std::uint64_t>(seed);
        g.time_limit_s = time_limit;
        if (std::string e = rush::check_generate_options(g); !e.empty()) return api_failure(e);
        const rush::GeneratedPuzzle r = rush::generate_puzzle(g);
        if (!r.ok) {
            model.message.set_error("Generate: " + r.error);
            return api_failure(r.error);
        }
        text = r.board_string;
        answer = {{"ok", true}, {"kind", "rushhour"}, {"text", r.board_string}, {"board", r.board_string},
                  {"optimal", r.moves}, {"moves", r.moves}, {"steps", r.steps}, {"solution", r.solution}, {"seed", seed},
                  {"cluster_states", r.cluster_states}, {"cluster_max", r.cluster_max}, {"attempts", r.attempts}};
    }
    if (load) {
        const AppModel::LoadResult loaded = model.load(text);
        if (!loaded.ok) return api_failure("the generated level did not load: " + loaded.error);  // (not expected)
        model.message.set("Generated (seed " + std::to_string(seed) + "): optimal " + std::to_string(answer["optimal"].get<int>()) +
                          (kind == "sokoban" ? " pushes, verified." : " moves, verified."));
    }
    return answer;
}

std::string compare_api_call(AppModel& model, CompareSession& compare, std::string_view method, std::string_view args_json) {
    constexpr auto replace = json::error_handler_t::replace;
    try {
        json args = json::parse(args_json.empty() ? std::string_view("[]") : args_json, nullptr, false);
        if (args.is_discarded()) return api_failure("arguments are not valid JSON").dump();
        if (!args.is_array()) args = json::array({args});
        return dispatch(model, compare, method, args).dump(-1, ' ', false, replace);
    } catch (const std::exception& e) {
        return api_failure(std::string("internal error in ") + std::string(method) + ": " + e.what()).dump(-1, ' ', false, replace);
    }
}

}  // namespace boxcar::app
