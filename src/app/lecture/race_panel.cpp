// The race's view (model: search_race.hpp), in the presenter's panel and the drawer's Lecture tab: a preset
// of searches, Start, Step (Space), +100 and Run (Enter), then the panes side by side (each its board with
// the heat map, its counters and status), the winner's line, and once every pane ended the comparison table
// of the same runs. Sized from the width it is given and the current font (24 px at 1920x1080 presenting).
#include "app/lecture/lecture_view.hpp"
#include "app/lecture/search_views.hpp"
#include "app/widgets/control_registry.hpp"

#include <imgui.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <string>

namespace boxcar::app {
namespace {

WatchOptions options(search::Algorithm algo, sokoban::Heuristic h = sokoban::Heuristic::Hungarian,
                     unsigned deadlocks = sokoban::kAllDeadlocks) {
    WatchOptions o;
    o.algo = algo;
    o.heuristic = h;
    o.deadlocks = deadlocks;
    return o;
}

struct RacePreset {
    const char* name;
    std::vector<WatchOptions> panes;
};

const std::array<RacePreset, 4>& presets() {
    using search::Algorithm;
    static const std::array<RacePreset, 4> list{{
            {"BFS against A*", {options(Algorithm::Bfs), options(Algorithm::Astar)}},
            {"Manhattan against Hungarian (A*)",
             {options(Algorithm::Astar, sokoban::Heuristic::Manhattan), options(Algorithm::Astar)}},
            {"A* with and without deadlock tests",
             {options(Algorithm::Astar), options(Algorithm::Astar, sokoban::Heuristic::Hungarian, 0)}},
            {"BFS, DFS, UCS and A*",
             {options(Algorithm::Bfs), options(Algorithm::Dfs), options(Algorithm::Ucs), options(Algorithm::Astar)}},
    }};
    return list;
}

void preset_combo(Lecture& l) {
    std::string current = "Custom (page API)";
    for (const RacePreset& p : presets())
        if (p.panes.size() == l.race_options.size() &&
            std::equal(p.panes.begin(), p.panes.end(), l.race_options.begin(), [](const WatchOptions& a, const WatchOptions& b) {
                return a.algo == b.algo && a.heuristic == b.heuristic && a.deadlocks == b.deadlocks;
            }))
            current = p.name;
    ImGui::SetNextItemWidth(-1);
    if (!ctl_begin_combo("##race_preset", current.c_str(), "Race preset")) return;
    for (const RacePreset& p : presets())
        if (ctl_selectable(p.name, current == p.name)) {
            l.race_options = p.panes;
            if (l.race.active()) l.race_start();  // restart with the new searches
        }
    ImGui::EndCombo();
}

// One pane: the search's name, its board with the heat map, and its counters.
void draw_pane(const SearchRace& race, std::size_t i, float width) {
    const SearchRace::Pane& p = race.panes()[i];
    const SearchWatch& w = *p.watch;
    const bool first = race.winner() == static_cast<int>(i);
    ImGui::BeginGroup();
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
    if (first) ImGui::TextColored(ImVec4(0.35f, 0.85f, 0.45f, 1), "%s  - first!", p.label.c_str());
    else ImGui::TextUnformatted(p.label.c_str());
    draw_watch_board(w, width);
    ImGui::Text("closed %llu", static_cast<unsigned long long>(w.closed()));
    ImGui::Text("frontier %llu", static_cast<unsigned long long>(w.frontier()));
    if (w.solution_pushes() >= 0)
        ImGui::Text("solved: %d %s", w.is_rush() ? w.solution_moves() : w.solution_pushes(), w.is_rush() ? "moves" : "pushes");
    else
        ImGui::TextUnformatted(w.status().c_str());
    ImGui::PopTextWrapPos();
    ImGui::EndGroup();
}

// The comparison table from the race's own runs.
void draw_table(const SearchRace& race) {
    if (!ImGui::BeginTable("##race_table", 4, ImGuiTableFlags_Borders | ImGuiTableFlags_SizingStretchProp)) return;
    const bool rush = race.kind() == "rushhour";
    ImGui::TableSetupColumn("Search");
    ImGui::TableSetupColumn(rush ? "Moves" : "Pushes");
    ImGui::TableSetupColumn("Expanded");
    ImGui::TableSetupColumn("Generated");
    ImGui::TableHeadersRow();
    for (const SearchRace::Pane& p : race.panes()) {
        const SearchWatch& w = *p.watch;
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(p.label.c_str());
        ImGui::TableNextColumn();
        if (w.solution_pushes() >= 0) ImGui::Text("%d", rush ? w.solution_moves() : w.solution_pushes());
        else ImGui::TextUnformatted(w.status().c_str());
        ImGui::TableNextColumn();
        ImGui::Text("%llu", static_cast<unsigned long long>(w.closed()));
        ImGui::TableNextColumn();
        ImGui::Text("%llu", static_cast<unsigned long long>(w.generated()));
    }
    ImGui::EndTable();
}

}  // namespace

void ui_race_panel(Lecture& l, const PlaySession& play) {
    SearchRace& race = l.race;
    ControlSection section("Race");
    ImGui::TextWrapped("Race: the same nodes per step for every search, on the page itself.");
    preset_combo(l);
    const bool playable = play.kind() != PuzzleKind::None;
    if (ctl_button(race.active() ? "Restart race###race_start" : "Start race###race_start",
                   "Start the searches side by side from the position on screen", ImVec2(0, 0), playable))
        l.race_start();
    ImGui::SameLine();
    const std::string step = "Step " + std::to_string(l.race_step_nodes) + " (Space)###race_step";
    if (ctl_button(step.c_str(), "Every search expands the same number of nodes (Space)", ImVec2(0, 0), playable))
        l.race_step(l.race_step_nodes);
    ImGui::SameLine();
    if (ctl_button("+100###race_100", "Every search expands 100 nodes", ImVec2(0, 0), playable)) l.race_step(100);
    ImGui::SameLine();
    const bool running = race.active() && race.speed() > 0;
    if (ctl_button(running ? "Pause###race_run" : "Run###race_run", "Run or pause the race (Enter)", ImVec2(0, 0), playable))
        l.race_run(running ? 0 : l.race_speed);
    if (!race.active()) {
        ImGui::TextWrapped("Press Start race (or Space) to race the searches on the level on screen.");
        return;
    }
    const std::string line = race.winner_line();
    if (!line.empty()) ImGui::TextColored(ImVec4(0.35f, 0.85f, 0.45f, 1), "%s", line.c_str());
    else ImGui::Text("step %d: %s", race.ticks(), race.done() ? "no search found a solution" : "running");
    // The panes: side by side, two per row when there are more than two.
    const ImGuiStyle& style = ImGui::GetStyle();
    const float avail = ImGui::GetContentRegionAvail().x;
    const std::size_t n = race.panes().size();
    const int per_row = n > 2 ? 2 : static_cast<int>(n);
    const float pane_w = std::floor((avail - style.ItemSpacing.x * 2 * static_cast<float>(per_row - 1)) / static_cast<float>(per_row));
    for (std::size_t i = 0; i < n; ++i) {
        if (i % static_cast<std::size_t>(per_row) != 0) ImGui::SameLine(0, style.ItemSpacing.x * 2);
        draw_pane(race, i, pane_w);
    }
    if (race.done()) {
        ImGui::Spacing();
        ImGui::TextUnformatted("The same runs, compared:");
        draw_table(race);
    }
}

}  // namespace boxcar::app
