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
    if (r.lane) j["lane"] = *r.lane;
    if (r.direction != sokoban::Direction::Forward) j["direction"] = std::string(sokoban::direction_name(r.direction));
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
    if (const auto lane = j.find("lane"); lane != j.end()) {
        const std::int64_t k = lane->is_number_integer() ? lane->get<std::int64_t>() : -1;
        if (k < 0 || k >= sokoban::kMaxPortfolioWorkers) {
            error = "bad portfolio lane: lane must be a whole number from 0 to " +
                    std::to_string(sokoban::kMaxPortfolioWorkers - 1);
            return std::nullopt;
        }
        r.lane = static_cast<int>(k);
    }
    if (const auto direction = j.find("direction"); direction != j.end()) {
        const auto d = direction->is_string() ? sokoban::parse_direction(direction->get<std::string>()) : std::nullopt;
        if (!d || *d == sokoban::Direction::Bidirectional) {
            error = "bad direction: a request runs \"forward\" or \"backward\"";
            return std::nullopt;
        }
        r.direction = *d;
    }
    return r;
}

std::vector<LaneRequest> lane_requests(const SolveRequest& request, int workers) {
    if (request.puzzle != Puzzle::Sokoban) return {{std::string(rush::algo_name(request.rush.algo)), request}};
    const std::vector<sokoban::PortfolioLane> plan = sokoban::portfolio_lanes(request.sokoban, workers);
    if (plan.size() == 1) return {{std::string(sokoban::algo_name(request.sokoban.algo)), request}};
    std::vector<LaneRequest> out;
    for (std::size_t k = 0; k < plan.size(); ++k) {
        SolveRequest r = request;
        r.sokoban = plan[k].options;
        r.direction = plan[k].direction;
        r.lane = static_cast<int>(k);
        out.push_back({plan[k].name, std::move(r)});
    }
    return out;
}

}  // namespace boxcar::protocol
