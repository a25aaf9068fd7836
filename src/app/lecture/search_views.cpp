// The search made visible (see search_views.hpp): small boards with captions, the pseudocode, the tree.
#include "app/lecture/search_views.hpp"

#include "app/theme.hpp"
#include "app/widgets/control_registry.hpp"
#include "search/graph_search.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <string>
#include <unordered_map>

namespace boxcar::app {
namespace {

constexpr std::uint32_t kNewColour = theme::rgb(60, 200, 90);
constexpr std::uint32_t kSeenColour = theme::rgb(150, 154, 168);
constexpr std::uint32_t kImprovedColour = theme::rgb(70, 150, 255);
constexpr std::uint32_t kPrunedColour = theme::rgb(240, 70, 70);
constexpr std::uint32_t kLineMark = theme::rgba(255, 200, 40, 90);  // behind the line executed last
constexpr std::uint32_t kPathColour = theme::rgb(255, 200, 40);      // the tree's path to the current node

// The squares inside the walls (reached from the keeper's start through anything but walls).
std::vector<std::uint8_t> inside_walls(const sokoban::Level& level) {
    std::vector<std::uint8_t> in(level.cells.size(), 0);
    if (level.player < 0 || level.cells.empty()) return in;
    std::vector<int> todo{level.player};
    in[static_cast<std::size_t>(level.player)] = 1;
    while (!todo.empty()) {
        const int c = todo.back();
        todo.pop_back();
        const int x = c % level.width, y = c / level.width;
        const int next[4][2] = {{x - 1, y}, {x + 1, y}, {x, y - 1}, {x, y + 1}};
        for (const auto& [nx, ny] : next) {
            if (nx < 0 || ny < 0 || nx >= level.width || ny >= level.height) continue;
            const int q = level.index(nx, ny);
            if (!in[static_cast<std::size_t>(q)] && !level.wall(q)) {
                in[static_cast<std::size_t>(q)] = 1;
                todo.push_back(q);
            }
        }
    }
    return in;
}

// One small board of `node` in the rectangle at `at` (cells square, centred).
void draw_mini_board(const SearchWatch& w, const std::vector<std::uint8_t>& inside, const SearchWatch::Node& n, ImVec2 at,
                     float side) {
    ImDrawList* draw = ImGui::GetWindowDrawList();
    if (w.is_rush()) {
        const rush::Board& b = n.board;
        const int size = std::max(1, b.size);
        const float cell = side / static_cast<float>(size);
        draw->AddRectFilled(at, ImVec2(at.x + side, at.y + side), theme::kRushFloor);
        for (const rush::Vehicle& v : b.vehicles) {
            const float x = at.x + v.col * cell, y = at.y + v.row * cell;
            const float wv = (v.horizontal ? v.length : 1) * cell, hv = (v.horizontal ? 1 : v.length) * cell;
            draw->AddRectFilled(ImVec2(x + 1, y + 1), ImVec2(x + wv - 1, y + hv - 1),
                                v.label == 'A' ? theme::kRushPrimary : theme::kRushWatchedCar, cell * 0.15f);
        }
        return;
    }
    const sokoban::Level& level = w.level();
    const int cols = std::max(1, level.width), rows = std::max(1, level.height);
    const float cell = side / static_cast<float>(std::max(cols, rows));
    const ImVec2 o(at.x + (side - cell * cols) / 2, at.y + (side - cell * rows) / 2);
    auto square = [&](int c) { return ImVec2(o.x + (c % cols) * cell, o.y + (c / cols) * cell); };
    for (int c = 0; c < cols * rows && c < static_cast<int>(level.cells.size()); ++c) {
        const ImVec2 a = square(c), b(a.x + cell, a.y + cell);
        if (level.wall(c)) draw->AddRectFilled(a, b, theme::kWall);
        else if (c < static_cast<int>(inside.size()) && inside[static_cast<std::size_t>(c)]) {
            draw->AddRectFilled(a, b, theme::kFloor);
            if (level.goal(c)) draw->AddCircleFilled(ImVec2(a.x + cell / 2, a.y + cell / 2), cell * 0.3f, theme::kGoal);
        }
    }
    for (int c : n.boxes) {
        const ImVec2 a = square(c);
        const float m = cell * 0.12f;
        draw->AddRectFilled(ImVec2(a.x + m, a.y + m), ImVec2(a.x + cell - m, a.y + cell - m),
                            level.goal(c) ? theme::kBoxOnGoal : theme::kBox);
    }
    if (n.keeper >= 0) {
        const ImVec2 a = square(n.keeper);
        draw->AddCircleFilled(ImVec2(a.x + cell / 2, a.y + cell / 2), cell * 0.36f, theme::kPlayer);
    }
}

// The costs the algorithm orders by, for a caption.
std::string costs(const SearchWatch& w, const SearchWatch::Node& n) {
    const search::Algorithm a = w.options().algo;
    char text[64];
    if (!n.has_h || !search::uses_heuristic(a)) std::snprintf(text, sizeof text, "g %lld", n.g);
    else if (a == search::Algorithm::Greedy) std::snprintf(text, sizeof text, "h %lld", n.h);
    else std::snprintf(text, sizeof text, "f %lld=%lld+%lld", n.f, n.g, n.h);
    return text;
}

struct Tile {
    const SearchWatch::Node* node;
    std::string caption, caption2;
    std::uint32_t colour;
};

// Tiles in rows: a small board with one or two caption lines under it. With `buttons`, each tile is a button
// labelled buttons[i]; returns the index of the tile pressed, or -1.
int draw_tiles(const SearchWatch& w, const std::vector<Tile>& tiles, float width,
               const std::vector<std::string>& buttons = {}) {
    if (tiles.empty()) return -1;
    const float font = ImGui::GetFontSize(), gap = font * 0.4f;
    float widest = 0;
    for (const Tile& t : tiles)
        widest = std::max({widest, ImGui::CalcTextSize(t.caption.c_str()).x, ImGui::CalcTextSize(t.caption2.c_str()).x});
    const float tile = std::max({widest, font * 3.0f, std::min(width / 4 - gap, font * 5.0f)});
    const int per_row = std::max(1, static_cast<int>((width + gap) / (tile + gap)));
    const int lines = std::any_of(tiles.begin(), tiles.end(), [](const Tile& t) { return !t.caption2.empty(); }) ? 2 : 1;
    const float line_h = ImGui::GetTextLineHeight();
    const float tile_h = tile + lines * line_h + gap;
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const std::uint32_t text = ImGui::GetColorU32(ImGuiCol_Text);
    const std::vector<std::uint8_t> inside = w.is_rush() ? std::vector<std::uint8_t>() : inside_walls(w.level());
    int pressed = -1;
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        const int col = static_cast<int>(i) % per_row, row = static_cast<int>(i) / per_row;
        const ImVec2 at(origin.x + col * (tile + gap), origin.y + row * tile_h);
        if (i < buttons.size()) {
            ImGui::SetCursorScreenPos(at);
            ImGui::PushID(static_cast<int>(i));
            if (ImGui::InvisibleButton("##tile", ImVec2(tile, tile + line_h))) pressed = static_cast<int>(i);
            record_item("button", buttons[i].c_str());
            if (ImGui::IsItemHovered()) draw->AddRectFilled(at, ImVec2(at.x + tile, at.y + tile), theme::rgba(255, 255, 255, 40));
            ImGui::PopID();
        }
        draw_mini_board(w, inside, *tiles[i].node, at, tile);
        draw->AddRect(at, ImVec2(at.x + tile, at.y + tile), tiles[i].colour, 0, 0, std::max(2.0f, font * 0.12f));
        draw->AddText(ImVec2(at.x, at.y + tile), text, tiles[i].caption.c_str());
        if (!tiles[i].caption2.empty()) draw->AddText(ImVec2(at.x, at.y + tile + line_h), tiles[i].colour, tiles[i].caption2.c_str());
    }
    const int rows = (static_cast<int>(tiles.size()) + per_row - 1) / per_row;
    ImGui::SetCursorScreenPos(origin);
    ImGui::Dummy(ImVec2(width, rows * tile_h));
    return pressed;
}

}  // namespace

void draw_watch_board(const SearchWatch& w, float side) {
    SearchWatch::Node start;  // before the first step: the position the search starts from
    if (!w.node().valid) {
        if (w.is_rush()) start.board = w.rush_start();
        for (std::size_t c = 0; c < w.level().cells.size(); ++c)
            if (w.level().box(static_cast<int>(c))) start.boxes.push_back(static_cast<int>(c));
        start.keeper = w.level().player;
    }
    const SearchWatch::Node& n = w.node().valid ? w.node() : start;
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::Dummy(ImVec2(side, side));
    const std::vector<std::uint8_t> inside = w.is_rush() ? std::vector<std::uint8_t>() : inside_walls(w.level());
    draw_mini_board(w, inside, n, at, side);
    if (w.is_rush()) return;
    // The heat map over it: how often a box stood on each square in the expanded nodes (crimson, as on the board).
    const sokoban::Level& level = w.level();
    const int cols = std::max(1, level.width), rows = std::max(1, level.height);
    const float cell = side / static_cast<float>(std::max(cols, rows));
    const ImVec2 o(at.x + (side - cell * cols) / 2, at.y + (side - cell * rows) / 2);
    const float top = static_cast<float>(std::max<std::uint32_t>(1, w.heat_max()));
    ImDrawList* draw = ImGui::GetWindowDrawList();
    for (std::size_t c = 0; c < w.heat().size(); ++c) {
        if (!w.heat()[c]) continue;
        const float t = std::sqrt(static_cast<float>(w.heat()[c]) / top);
        const ImVec2 a(o.x + static_cast<float>(static_cast<int>(c) % cols) * cell, o.y + static_cast<float>(static_cast<int>(c) / cols) * cell);
        draw->AddRectFilled(a, ImVec2(a.x + cell, a.y + cell), theme::rgba(220, 30, 60, 40 + static_cast<int>(150 * t)));
    }
}

void draw_watch_pseudocode(const SearchWatch& w, float width) {
    const std::vector<std::string>& lines = w.pseudocode();
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const float number_w = ImGui::CalcTextSize("9  ").x;
    const float text_w = std::max(1.0f, width - number_w);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const bool current = static_cast<int>(i) + 1 == w.line();
        const ImVec2 at = ImGui::GetCursorScreenPos();
        const ImVec2 size = ImGui::CalcTextSize(lines[i].c_str(), nullptr, false, text_w);
        if (current) draw->AddRectFilled(at, ImVec2(at.x + width, at.y + size.y), kLineMark);
        const std::string number = std::to_string(i + 1);
        draw->AddText(at, ImGui::GetColorU32(current ? ImGuiCol_Text : ImGuiCol_TextDisabled), number.c_str());
        ImGui::Indent(number_w);  // wrapped lines keep to the text's column
        ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + text_w);
        if (current) ImGui::TextUnformatted(lines[i].c_str());
        else ImGui::TextDisabled("%s", lines[i].c_str());
        ImGui::PopTextWrapPos();
        ImGui::Unindent(number_w);
    }
}

int draw_watch_frontier(const SearchWatch& w, float width, int max_boards) {
    const auto& next = w.next();
    const bool quiz = w.quiz() && !w.done();
    if (quiz) ImGui::TextWrapped("Frontier: %llu  -  what comes next? Click the node the search expands next:",
                                 static_cast<unsigned long long>(w.frontier()));
    else ImGui::TextWrapped("Frontier: %llu  -  next to expand:", static_cast<unsigned long long>(w.frontier()));
    if (next.empty()) {
        ImGui::TextDisabled(w.options().algo == search::Algorithm::IdaStar ? "(IDA* keeps no frontier list: its stack)"
                                                                           : "(empty)");
        return -1;
    }
    std::vector<Tile> tiles;
    if (quiz) {  // unranked: in the order the nodes were reached, lettered
        const std::vector<int> order = w.quiz_order();
        std::vector<std::string> buttons;
        for (std::size_t k = 0; k < order.size(); ++k) {
            const std::string letter(1, static_cast<char>('A' + k));
            tiles.push_back({&next[static_cast<std::size_t>(order[k])], letter + ". " + costs(w, next[static_cast<std::size_t>(order[k])]),
                             "", kSeenColour});
            buttons.push_back("Guess " + letter);
        }
        const int pressed = draw_tiles(w, tiles, width, buttons);
        return pressed < 0 ? -1 : order[static_cast<std::size_t>(pressed)];
    }
    const std::size_t shown = std::min(next.size(), static_cast<std::size_t>(std::max(1, max_boards)));
    for (std::size_t i = 0; i < shown; ++i)
        tiles.push_back({&next[i], std::to_string(i + 1) + ". " + costs(w, next[i]), "", i == 0 ? kPathColour : kSeenColour});
    draw_tiles(w, tiles, width);
    return -1;
}

void draw_watch_children(const SearchWatch& w, float width) {
    const auto& kids = w.children();
    const SearchWatch::Node& n = w.node();
    if (n.valid) ImGui::TextWrapped("Expanded: %s, depth %u  -  its children:", costs(w, n).c_str(), n.depth);
    if (kids.empty()) {
        ImGui::TextDisabled(n.valid ? "(none)" : "(not stepped yet)");
        return;
    }
    std::vector<Tile> tiles;
    for (const SearchWatch::Child& c : kids) {
        Tile t{&c.node, costs(w, c.node), "", kNewColour};
        switch (c.fate) {
        case SearchWatch::Fate::New: t.caption2 = "new"; break;
        case SearchWatch::Fate::Seen: t.caption2 = "seen"; t.colour = kSeenColour; break;
        case SearchWatch::Fate::Improved: t.caption2 = "improved"; t.colour = kImprovedColour; break;
        case SearchWatch::Fate::Pruned: {
            static const char* const kTests[] = {"deadlock", "dead square", "freeze", "corral", "bipartite"};
            t.caption2 = std::string("pruned: ") + kTests[static_cast<int>(c.pruned_by)];
            t.colour = kPrunedColour;
            break;
        }
        }
        tiles.push_back(std::move(t));
    }
    draw_tiles(w, tiles, width);
}

void draw_watch_tree(const SearchWatch& w, float width) {
    const auto& tree = w.tree();
    if (tree.empty()) return;
    const float font = ImGui::GetFontSize();
    const int max_rows = 12;
    const float radius = std::max(2.0f, font * 0.16f), spacing = radius * 2.6f;
    const int per_row = std::max(2, static_cast<int>(width / spacing));
    // Each depth's expanded nodes in order; a row too long keeps its first nodes and the path's node.
    std::map<unsigned, std::vector<std::uint32_t>> rows;
    for (const auto& t : tree) rows[t.depth].push_back(t.id);
    const std::vector<std::uint32_t> path = w.tree_path();
    std::unordered_map<std::uint32_t, bool> on_path;
    for (std::uint32_t id : path) on_path[id] = true;
    std::unordered_map<std::uint32_t, ImVec2> at;
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    const float row_h = font * 1.1f;
    int row = 0, hidden = 0;
    for (auto& [depth, ids] : rows) {
        if (row >= max_rows) {
            hidden += static_cast<int>(ids.size());
            continue;
        }
        std::vector<std::uint32_t> shown(ids.begin(), ids.begin() + std::min<std::size_t>(ids.size(), per_row));
        hidden += static_cast<int>(ids.size() - shown.size());
        for (std::uint32_t id : ids)
            if (on_path.count(id) && std::find(shown.begin(), shown.end(), id) == shown.end()) shown.back() = id;
        const float step = width / static_cast<float>(shown.size() + 1);
        for (std::size_t i = 0; i < shown.size(); ++i)
            at[shown[i]] = ImVec2(origin.x + step * static_cast<float>(i + 1), origin.y + row_h * (row + 0.5f));
        ++row;
    }
    ImDrawList* draw = ImGui::GetWindowDrawList();
    for (const auto& t : tree) {  // edges to parents, the path's on top
        const auto c = at.find(t.id), p = at.find(t.parent);
        if (c == at.end() || p == at.end() || t.id == t.parent) continue;
        const bool path_edge = on_path.count(t.id) && on_path.count(t.parent);
        if (!path_edge) draw->AddLine(p->second, c->second, theme::rgba(150, 154, 168, 120), 1.0f);
    }
    for (std::size_t i = 1; i < path.size(); ++i) {
        const auto c = at.find(path[i]), p = at.find(path[i - 1]);
        if (c != at.end() && p != at.end()) draw->AddLine(p->second, c->second, kPathColour, radius * 0.9f);
    }
    for (const auto& [id, pos] : at)
        draw->AddCircleFilled(pos, on_path.count(id) ? radius * 1.5f : radius, on_path.count(id) ? kPathColour : kSeenColour);
    ImGui::Dummy(ImVec2(width, row_h * row));
    if (hidden > 0 || tree.size() >= SearchWatch::kTreeMax)
        ImGui::TextDisabled("%d expanded nodes not drawn%s", hidden,
                            tree.size() >= SearchWatch::kTreeMax ? " (the tree keeps the first 4000)" : "");
}

}  // namespace boxcar::app
