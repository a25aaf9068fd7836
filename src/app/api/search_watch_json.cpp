// state().search (docs/API.md): the watched search as JSON (search_watch_json.hpp): counters, the node being expanded, the next frontier entries, the children of the
// last expansion with their fate, the pseudocode and its line, the heatmap and the verified solution.
#include "app/api/search_watch_json.hpp"

#include "rush/state_codec.hpp"
#include "sokoban/solve/solve_options.hpp"

namespace boxcar::app {

using nlohmann::json;

namespace {

constexpr const char* fate_name(SearchWatch::Fate f) {
    switch (f) {
    case SearchWatch::Fate::New: return "new";
    case SearchWatch::Fate::Seen: return "seen";
    case SearchWatch::Fate::Improved: return "improved";
    case SearchWatch::Fate::Pruned: return "pruned";
    }
    return "new";
}

json pruned_by_json(SearchWatch::PrunedBy p) {
    switch (p) {
    case SearchWatch::PrunedBy::None: return nullptr;
    case SearchWatch::PrunedBy::Dead: return "dead";
    case SearchWatch::PrunedBy::Freeze: return "freeze";
    case SearchWatch::PrunedBy::Corral: return "corral";
    case SearchWatch::PrunedBy::Bipartite: return "bipartite";
    }
    return nullptr;
}

// {g, h, f, depth, boxes, keeper} (Rush Hour: board); h and f null when h is unknown.
json node_json(const SearchWatch& w, const SearchWatch::Node& n) {
    json j{{"g", n.g}, {"h", n.has_h ? json(n.h) : json(nullptr)}, {"f", n.has_h ? json(n.f) : json(nullptr)},
           {"depth", n.depth}};
    if (w.is_rush()) {
        j["board"] = rush::board_string(n.board);
        return j;
    }
    const int width = w.level().width;
    auto xy = [width](int cell) { return json::array({cell % width, cell / width}); };
    json boxes = json::array();
    for (int c : n.boxes) boxes.push_back(xy(c));
    j["boxes"] = boxes;
    j["keeper"] = xy(n.keeper);
    return j;
}

}  // namespace

json search_watch_json(const SearchWatch& watch) {
    if (!watch.active()) return json{{"active", false}};
    const bool rush = watch.is_rush();
    const WatchOptions& o = watch.options();
    json j{{"active", true},
           {"algo", search::algorithm_name(o.algo)},
           {"heuristic", rush ? rush::heuristic_name(o.rush_heuristic) : sokoban::heuristic_name(o.heuristic)},
           {"deadlocks", rush ? std::string("none") : sokoban::deadlocks_name(o.deadlocks)},
           {"status", watch.status()},
           {"done", watch.done()},
           {"speed", watch.speed()},
           {"kind", rush ? "rushhour" : "sokoban"},
           {"frontier", watch.frontier()},
           {"closed", watch.closed()},
           {"generated", watch.generated()},
           {"seen", watch.seen()},
           {"heat_max", watch.heat_max()},
           {"message", watch.message()}};
    j["node"] = watch.node().valid ? node_json(watch, watch.node()) : json(nullptr);
    json next_nodes = json::array();
    for (const SearchWatch::Node& n : watch.next()) next_nodes.push_back(node_json(watch, n));
    j["next"] = next_nodes;
    json kids = json::array();
    for (const SearchWatch::Child& c : watch.children()) {
        json k = node_json(watch, c.node);
        k["fate"] = fate_name(c.fate);
        k["pruned_by"] = pruned_by_json(c.pruned_by);
        kids.push_back(k);
    }
    j["children"] = kids;
    j["pseudocode"] = watch.pseudocode();
    j["line"] = watch.line();
    j["tree_nodes"] = watch.tree().size();
    const auto& answer = watch.quiz_answer();
    j["quiz"] = {{"on", watch.quiz()},
                 {"order", watch.quiz_order()},
                 {"answer", answer.valid ? json{{"chosen", answer.chosen}, {"right", answer.right}, {"reason", answer.reason}}
                                         : json(nullptr)}};
    j["path"] = watch.path_length() > 0 ? json{{"length", watch.path_length()}, {"at", watch.path_at()}} : json(nullptr);
    const int w = watch.level().width;
    json heat_cells = json::array();  // [x, y, count] of every square a box stood on in an expanded node
    for (std::size_t c = 0; c < watch.heat().size(); ++c)
        if (watch.heat()[c]) heat_cells.push_back({static_cast<int>(c) % w, static_cast<int>(c) / w, watch.heat()[c]});
    j["heat"] = heat_cells;
    if (watch.solution_pushes() >= 0)
        j["solution"] = rush ? json{{"moves", watch.solution_moves()}, {"steps", watch.solution_pushes()}, {"text", watch.solution_text()}}
                             : json{{"pushes", watch.solution_pushes()}, {"moves", watch.solution_moves()}, {"lurd", watch.solution_text()}};
    else
        j["solution"] = nullptr;
    return j;
}

}  // namespace boxcar::app
