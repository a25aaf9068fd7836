#include "protocol/solve_answer.hpp"

#include "protocol/stats_json.hpp"

namespace boxcar::protocol {

using nlohmann::json;

json to_json(const SolveAnswer& a) {
    const bool solved = a.status == search::Status::Solved;
    json j{{"id", a.id ? json(*a.id) : json(nullptr)},
           {"type", "result"},
           {"status", std::string(search::status_name(a.status))},
           {"error", a.error.empty() ? json(nullptr) : json(a.error)}};
    write_stats(j, a.stats, kCountKeys | kPeakKeys);
    if (a.puzzle == Puzzle::RushHour) {
        j["solution"] = solved ? json(a.slides) : json(nullptr);
        j["moves"] = solved ? json(a.moves) : json(nullptr);
        j["steps"] = solved ? json(a.steps) : json(nullptr);
        j["cursor"] = solved ? json(a.cursor) : json(nullptr);
    } else {
        j["solution"] = solved ? json(a.solution) : json(nullptr);
        j["moves"] = solved ? json(a.moves) : json(nullptr);
        j["pushes"] = solved ? json(a.pushes) : json(nullptr);
        j["phase"] = solved ? json(a.phase) : json(nullptr);
    }
    if (a.lane) j["lane"] = *a.lane;
    return j;
}

SolveAnswer read_solve_answer(const json& j) {
    SolveAnswer a;
    auto number = [&](const char* key) {
        const auto it = j.find(key);
        return it != j.end() && it->is_number() && it->get<double>() >= 0 && it->get<double>() <= 2e9 ? it->get<double>() : 0.0;
    };
    if (const auto it = j.find("id"); it != j.end() && it->is_number_integer()) a.id = it->get<std::int64_t>();
    if (const auto it = j.find("lane"); it != j.end() && it->is_number_integer() && it->get<std::int64_t>() >= 0 && it->get<std::int64_t>() < 64)
        a.lane = it->get<int>();
    const auto status = j.find("status");
    const auto parsed = status != j.end() && status->is_string() ? search::parse_status(status->get<std::string>()) : std::nullopt;
    a.status = parsed && *parsed != search::Status::Cancelled ? *parsed : search::Status::Invalid;
    a.stats = read_stats(j);
    if (const auto it = j.find("error"); it != j.end() && it->is_string()) a.error = it->get<std::string>();
    if (const auto it = j.find("phase"); it != j.end() && it->is_string()) a.phase = it->get<std::string>();
    const auto solution = j.find("solution");
    if (solution != j.end() && solution->is_array()) {
        a.puzzle = Puzzle::RushHour;
        for (const auto& n : *solution)  // a name that is no string stays in as "?": the replay then refuses it
            a.slides.push_back(n.is_string() ? n.get<std::string>() : std::string("?"));
    } else if (solution != j.end() && solution->is_string()) {
        a.solution = solution->get<std::string>();
    }
    a.moves = static_cast<int>(number("moves"));
    a.pushes = static_cast<int>(number("pushes"));
    a.steps = static_cast<int>(number("steps"));
    a.cursor = static_cast<int>(number("cursor"));
    return a;
}

}  // namespace boxcar::protocol
