#include "protocol/solve_request.hpp"

#include "protocol/options_codec.hpp"
#include "sokoban/solve/portfolio.hpp"

#include <algorithm>

namespace boxcar::protocol {

using nlohmann::json;

json to_json(const SolveRequest& r) {
    json j{{"id", r.id}};
    if (r.puzzle == Puzzle::RushHour) {
        j["kind"] = "rushhour";
        j["board"] = r.text;
        j["options"] = write_options(r.rush);
        return j;
    }
    j["kind"] = "sokoban";
    j["level"] = r.text;
    j["options"] = write_options(r.sokoban);
    if (r.lanes > 0) {
        j["lanes"] = r.lanes;
        j["lane"] = r.lane;
    }
    return j;
}

std::optional<SolveRequest> read_solve_request(const json& j, std::string& error, std::optional<std::int64_t>& id) {
    id.reset();
    if (!j.is_object()) {
        error = "the worker received a malformed request";
        return std::nullopt;
    }
    SolveRequest r;
    if (const auto it = j.find("id"); it != j.end() && it->is_number_integer()) id = r.id = it->get<std::int64_t>();
    const auto kind_it = j.find("kind");
    const std::string kind = kind_it == j.end() ? "sokoban" : kind_it->is_string() ? kind_it->get<std::string>() : "?";
    const json options = j.contains("options") ? j["options"] : json::object();
    if (kind == "rushhour") {
        r.puzzle = Puzzle::RushHour;
        const auto board = j.find("board");
        if (board == j.end() || !board->is_string()) {
            error = "the request has no board";
            return std::nullopt;
        }
        r.text = board->get<std::string>();
        if (error = read_options(options, r.rush); !error.empty()) return std::nullopt;
        return r;
    }
    if (kind != "sokoban") {
        error = "unknown puzzle kind '" + kind + "'";
        return std::nullopt;
    }
    const auto level = j.find("level");
    if (level == j.end() || !level->is_string()) {
        error = "the request has no level text";
        return std::nullopt;
    }
    r.text = level->get<std::string>();
    if (error = read_options(options, r.sokoban); !error.empty()) return std::nullopt;
    if (j.contains("lanes") || j.contains("lane")) {
        const json lanes = j.contains("lanes") ? j["lanes"] : json(1), lane = j.contains("lane") ? j["lane"] : json(0);
        const bool integers = lanes.is_number_integer() && lane.is_number_integer();
        const std::int64_t n = integers ? lanes.get<std::int64_t>() : 0;
        const std::int64_t k = integers ? std::clamp<std::int64_t>(lane.get<std::int64_t>(), -1, 64) : -1;
        if (n < 1 || n > sokoban::kMaxPortfolioWorkers || k < 0 || k >= n) {
            error = "bad portfolio lane: lane must be 0 to lanes-1 and lanes 1 to " +
                    std::to_string(sokoban::kMaxPortfolioWorkers);
            return std::nullopt;
        }
        if (j.contains("lanes")) {  // (a bare "lane":0 is the whole of `auto`, as no lane at all)
            r.lanes = static_cast<int>(n);
            r.lane = static_cast<int>(k);
        }
    }
    return r;
}

}  // namespace boxcar::protocol
