// state().search (docs/API.md): the watched search as JSON (SearchWatch::to_json, declared in
// lecture/search_watch.hpp): counters, the node being expanded, the next frontier entries, the children of the
// last expansion with their fate, the pseudocode and its line, the heatmap and the verified solution.
#include "app/lecture/search_watch.hpp"

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

json SearchWatch::to_json() const {
    if (!active()) return json{{"active", false}};
    const bool rush = is_rush();
    const WatchOptions& o = options();
    json j{{"active", true},
           {"algo", search::algorithm_name(o.algo)},
           {"heuristic", rush ? rush::heuristic_name(o.rush_heuristic) : sokoban::heuristic_name(o.heuristic)},
           {"deadlocks", rush ? std::string("none") : sokoban::deadlocks_name(o.deadlocks)},
           {"status", status()},
           {"done", done()},
           {"speed", speed()},
           {"kind", rush ? "rushhour" : "sokoban"},
           {"frontier", frontier()},
           {"closed", closed()},
           {"generated", generated()},
           {"seen", seen()},
           {"heat_max", heat_max()},
           {"message", message()}};
    j["node"] = node().valid ? node_json(*this, node()) : json(nullptr);
    json next_nodes = json::array();
    for (const Node& n : next()) next_nodes.push_back(node_json(*this, n));
    j["next"] = next_nodes;
    json kids = json::array();
    for (const Child& c : children()) {
        json k = node_json(*this, c.node);
        k["fate"] = fate_name(c.fate);
        k["pruned_by"] = pruned_by_json(c.pruned_by);
        kids.push_back(k);
    }
    j["children"] = kids;
    j["pseudocode"] = pseudocode();
    j["line"] = line();
    j["tree_nodes"] = tree().size();
    const QuizAnswer& answer = quiz_answer();
    j["quiz"] = {{"on", quiz()},
                 {"order", quiz_order()},
                 {"answer", answer.valid ? json{{"chosen", answer.chosen}, {"right", answer.right}, {"reason", answer.reason}}
                                         : json(nullptr)}};
    j["path"] = path_length() > 0 ? json{{"length", path_length()}, {"at", path_at()}} : json(nullptr);
    const int w = level().width;
    json heat_cells = json::array();  // [x, y, count] of every square a box stood on in an expanded node
    for (std::size_t c = 0; c < heat().size(); ++c)
        if (heat()[c]) heat_cells.push_back({static_cast<int>(c) % w, static_cast<int>(c) / w, heat()[c]});
    j["heat"] = heat_cells;
    if (solution_pushes() >= 0)
        j["solution"] = rush ? json{{"moves", solution_moves()}, {"steps", solution_pushes()}, {"text", solution_text()}}
                             : json{{"pushes", solution_pushes()}, {"moves", solution_moves()}, {"lurd", solution_text()}};
    else
        j["solution"] = nullptr;
    return j;
}

}  // namespace boxcar::app
