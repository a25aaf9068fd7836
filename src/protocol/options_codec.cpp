// The JSON codec of solver options (options_codec.hpp).
#include "protocol/options_codec.hpp"

#include <algorithm>
#include <array>
#include <string>
#include <vector>

namespace boxcar::protocol {
namespace {

using nlohmann::json;

constexpr std::array<std::string_view, 8> kSokobanKeys{"algo",      "heuristic",   "deadlocks", "objective",
                                                       "timeLimit", "memoryLimit", "optimize",  "phases"};
constexpr std::array<std::string_view, 6> kRushKeys{"metric", "goal", "algo", "heuristic", "timeLimit", "memoryLimit"};

// A name from a table into `field`; what: the option as an error text names it.
template <class Table, class T>
std::string set_name(const Table& table, const json& value, T& field, std::string_view what) {
    if (!value.is_string()) return {};
    const std::string& name = value.get_ref<const std::string&>();
    const auto parsed = table.parse(name);
    if (!parsed) return "unknown " + std::string(what) + " '" + name + "'";
    field = *parsed;
    return {};
}

void set_positive(const json& value, double& field) {
    if (value.is_number() && value.get<double>() > 0) field = value.get<double>();
}

bool is_limit(std::string_view key) { return key == "timeLimit" || key == "memoryLimit"; }

}  // namespace

std::string set_option(sokoban::SolveOptions& o, std::string_view key, const json& value) {
    if (key == "algo") return set_name(sokoban::kAlgoNames, value, o.algo, "algorithm");
    if (key == "heuristic") return set_name(sokoban::kHeuristicNames, value, o.heuristic, "heuristic");
    if (key == "objective") return set_name(sokoban::kObjectiveNames, value, o.objective, "objective");
    if (key == "optimize") {
        sokoban::Optimize goal{};
        std::string error = set_name(sokoban::kOptimizeNames, value, goal, "optimize setting");
        if (error.empty() && value.is_string()) o.optimize = goal;
        return error;
    }
    if (key == "deadlocks") {
        if (!value.is_string()) return {};
        const std::string& list = value.get_ref<const std::string&>();
        const auto mask = sokoban::parse_deadlocks(list);
        if (!mask) return "unknown deadlock list '" + list + "'";
        o.deadlocks = *mask;
        return {};
    }
    if (key == "phases") {  // names the solver checks (select_phases in solve_session.cpp)
        if (!value.is_array()) return {};
        std::vector<std::string> names;
        for (const json& name : value) {
            if (!name.is_string() || name.get_ref<const std::string&>().empty()) return "phases must be a list of names";
            names.push_back(name.get<std::string>());
        }
        o.auto_phases = std::move(names);
        return {};
    }
    if (key == "timeLimit") set_positive(value, o.time_limit_s);
    if (key == "memoryLimit") set_positive(value, o.memory_limit_mib);
    return {};
}

std::string set_option(rush::SolveOptions& o, std::string_view key, const json& value) {
    if (key == "metric") return set_name(rush::kMetricNames, value, o.metric, "metric");
    if (key == "goal") return set_name(rush::kGoalNames, value, o.goal, "goal");
    if (key == "algo") return set_name(rush::kAlgoNames, value, o.algo, "Rush Hour algorithm");
    if (key == "heuristic") return set_name(rush::kHeuristicNames, value, o.heuristic, "Rush Hour heuristic");
    if (key == "timeLimit") set_positive(value, o.time_limit_s);
    if (key == "memoryLimit") set_positive(value, o.memory_limit_mib);
    return {};
}

std::span<const std::string_view> sokoban_option_keys() { return kSokobanKeys; }
std::span<const std::string_view> rush_option_keys() { return kRushKeys; }

std::string read_option_object(const json& object, std::span<const std::string_view> offered, std::string_view noun,
                               const std::function<std::string(std::string_view key, const json& value)>& set) {
    for (auto it = object.begin(); it != object.end(); ++it) {
        const std::string& key = it.key();
        const json& value = it.value();
        if (std::find(offered.begin(), offered.end(), key) == offered.end())
            return "unknown " + std::string(noun) + " '" + key + "'";
        const bool right_type = is_limit(key) ? value.is_number() : key == "phases" ? value.is_array() : value.is_string();
        if (!right_type) return std::string(noun) + " '" + key + "' has the wrong type";
        if (is_limit(key) && !(value.get<double>() > 0)) return "time and memory limits must be positive";
        if (std::string error = set(key, value); !error.empty()) return error;
    }
    return {};
}

std::string read_options(const json& object, sokoban::SolveOptions& options) {
    if (!object.is_object()) return "options must be an object";
    return read_option_object(object, kSokobanKeys, "option",
                              [&](std::string_view key, const json& value) { return set_option(options, key, value); });
}

std::string read_options(const json& object, rush::SolveOptions& options) {
    if (!object.is_object()) return "options must be an object";
    return read_option_object(object, kRushKeys, "option",
                              [&](std::string_view key, const json& value) { return set_option(options, key, value); });
}

json write_options(const sokoban::SolveOptions& o) {
    json j{{"algo", std::string(sokoban::algo_name(o.algo))},
           {"heuristic", std::string(sokoban::heuristic_name(o.heuristic))},
           {"deadlocks", sokoban::deadlocks_name(o.deadlocks)},
           {"objective", std::string(sokoban::objective_name(o.objective))},
           {"timeLimit", o.time_limit_s},
           {"memoryLimit", o.memory_limit_mib}};
    if (o.optimize) j["optimize"] = std::string(sokoban::optimize_name(*o.optimize));  // unset: the default
    if (!o.auto_phases.empty()) j["phases"] = o.auto_phases;                              // empty: every phase
    return j;
}

json write_options(const rush::SolveOptions& o) {
    return json{{"metric", std::string(rush::metric_name(o.metric))},
                {"goal", std::string(rush::goal_name(o.goal))},
                {"algo", std::string(rush::algo_name(o.algo))},
                {"heuristic", std::string(rush::heuristic_name(o.heuristic))},
                {"timeLimit", o.time_limit_s},
                {"memoryLimit", o.memory_limit_mib}};
}

}  // namespace boxcar::protocol
