// state().race (docs/API.md): the race as JSON (search_race_json.hpp):
// per pane its label, counters, status and cost; the winner; and once every pane ended, the table.
#include "app/api/search_race_json.hpp"

namespace boxcar::app {

using nlohmann::json;

namespace {

// The solution's cost: pushes (Sokoban) or moves (Rush Hour); null before one is found.
json cost_json(const SearchWatch& w) {
    if (w.solution_pushes() < 0) return nullptr;
    return w.is_rush() ? w.solution_moves() : w.solution_pushes();
}

}  // namespace

json search_race_json(const SearchRace& race) {
    if (!race.active()) return json{{"active", false}};
    json panes = json::array();
    json table = json::array();
    for (const SearchRace::Pane& p : race.panes()) {
        const SearchWatch& w = *p.watch;
        panes.push_back({{"label", p.label},
                         {"algo", search::algorithm_name(w.options().algo)},
                         {"closed", w.closed()},
                         {"frontier", w.frontier()},
                         {"generated", w.generated()},
                         {"status", w.status()},
                         {"done", w.done()},
                         {"cost", cost_json(w)},
                         {"heat_max", w.heat_max()}});
        table.push_back({{"label", p.label},
                         {"solved", w.solution_pushes() >= 0},
                         {"cost", cost_json(w)},
                         {"moves", w.solution_pushes() >= 0 ? json(w.solution_moves()) : json(nullptr)},
                         {"expanded", w.closed()},
                         {"generated", w.generated()},
                         {"status", w.status()}});
    }
    const int w = race.winner();
    return json{{"active", true},
                {"kind", race.kind()},
                {"ticks", race.ticks()},
                {"speed", race.speed()},
                {"done", race.done()},
                {"panes", panes},
                {"winner", w >= 0 ? json(race.panes()[static_cast<std::size_t>(w)].label) : json(nullptr)},
                {"winner_line", race.winner_line()},
                {"table", race.done() ? table : json(nullptr)}};
}

}  // namespace boxcar::app
