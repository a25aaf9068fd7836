// The Compare window (configurations, presets, live table with bar charts, copy as CSV / markdown) and the
// Generator window (Sokoban by reverse play, Rush Hour by cluster distance). Both drive the model through
// the same calls as window.boxcar (api_compare.hpp), so the page and the tests see one behaviour.
#include "app/compare/compare_panel.hpp"

#include "app/widgets/control_registry.hpp"
#include "app/widgets/drag_scroll.hpp"
#include "app/widgets/text_fit.hpp"
#include "app/api/api_compare.hpp"
#include "app/ui.hpp"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

namespace boxcar::app {
namespace {

// The configuration list for the puzzle on screen: the first preset's when empty or made for the other kind.
void ensure_configs(CompareWindowState& s, bool rush) {
    if (!s.configs.empty() && s.rush == rush) return;
    s.rush = rush;
    s.preset = 0;
    s.configs = *CompareSession::preset(CompareSession::preset_names(rush).front());
}

// Keeps a floating window inside `bounds` (the board area: never over the bars): its size at most the
// bounds', its position moved back in when it was dragged or drawn out.
void fit_next_window(const char* name, Rect bounds, ImVec2 first_pos, ImVec2 first_size) {
    const ImVec2 most(std::max(120.0f, bounds.w - 8), std::max(80.0f, bounds.h - 8));
    ImGui::SetNextWindowSizeConstraints(ImVec2(std::min(200.0f, most.x), std::min(100.0f, most.y)), most);
    ImGuiWindow* window = ImGui::FindWindowByName(name);
    if (!window || !window->WasActive) {
        ImGui::SetNextWindowPos(ImVec2(std::clamp(first_pos.x, bounds.x + 4, bounds.right() - 4 - std::min(first_size.x, most.x)),
                                       std::clamp(first_pos.y, bounds.y + 4, bounds.bottom() - 4 - std::min(first_size.y, most.y))));
        ImGui::SetNextWindowSize(ImVec2(std::min(first_size.x, most.x), std::min(first_size.y, most.y)));
        return;
    }
    const ImVec2 size(std::min(window->Size.x, most.x), std::min(window->Size.y, most.y));
    const ImVec2 pos(std::clamp(window->Pos.x, bounds.x + 4, std::max(bounds.x + 4, bounds.right() - 4 - size.x)),
                     std::clamp(window->Pos.y, bounds.y + 4, std::max(bounds.y + 4, bounds.bottom() - 4 - size.y)));
    if (pos.x != window->Pos.x || pos.y != window->Pos.y) ImGui::SetNextWindowPos(pos);
}

// Begins a floating window. On touch layouts it stays where it was put (it fills the board area) and a
// finger dragged on it scrolls it instead of moving it.
bool begin_floating_window(const char* name, bool* open, LayoutState::Scroll& scroll) {
    const bool touch = touch_layout();
    const bool shown = ImGui::Begin(name, open, ImGuiWindowFlags_NoCollapse | (touch ? ImGuiWindowFlags_NoMove : 0));
    if (shown && touch) drag_to_scroll(scroll);
    return shown;
}

// Ends the current window when it goes out of scope: declared before a ControlSection, it ends the window
// after the section has popped its ID from that window.
struct EndWindowAtExit {
    EndWindowAtExit() = default;
    EndWindowAtExit(const EndWindowAtExit&) = delete;
    EndWindowAtExit& operator=(const EndWindowAtExit&) = delete;
    ~EndWindowAtExit() { ImGui::End(); }
};

const ImVec4 kFailedColour(0.9f, 0.45f, 0.45f, 1);  // a row that failed, an error

ImVec4 status_colour(const CompareRow& r) {
    if (!r.done()) return ImVec4(0.85f, 0.85f, 0.5f, 1);
    if (r.status == search::Status::Solved) return ImVec4(0.45f, 0.85f, 0.45f, 1);
    if (r.status == search::Status::Timeout || r.status == search::Status::Memout) return ImVec4(0.95f, 0.6f, 0.3f, 1);
    return kFailedColour;
}

// A number over a horizontal bar filling `fraction` of the cell (the table's bar chart).
void bar_cell(double value, double max, bool log_scale, const char* format, bool good) {
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const float w = ImGui::GetContentRegionAvail().x;
    const float h = ImGui::GetTextLineHeight();
    double fraction = 0;
    if (max > 0 && value > 0) fraction = log_scale ? std::log1p(value) / std::log1p(max) : value / max;
    const ImU32 colour = good ? IM_COL32(70, 130, 200, 200) : IM_COL32(120, 120, 120, 170);
    ImGui::GetWindowDrawList()->AddRectFilled(p, ImVec2(p.x + static_cast<float>(w * std::clamp(fraction, 0.0, 1.0)), p.y + h), colour);
    ImGui::Text(format, value);
}

// The label of the button of an out-of-time row (it runs that configuration again with 4x its time).
constexpr const char* kRetryLabel = "4x time";

// The table; returns the index of a row whose "4x time" was pressed (-1: none). Compact (the presenter's
// panel, large type in a narrow column): configuration, status, cost, expanded and time only.
int compare_table(CompareSession& compare, bool log_scale, bool compact) {
    const std::vector<CompareRow>& rows = compare.rows();
    double max_expanded = 0, max_generated = 0, max_frontier = 0, max_time = 0;
    for (const CompareRow& r : rows) {
        max_expanded = std::max(max_expanded, static_cast<double>(r.expanded));
        max_generated = std::max(max_generated, static_cast<double>(r.generated));
        max_frontier = std::max(max_frontier, static_cast<double>(r.frontier_peak));
        max_time = std::max(max_time, r.time_ms);
    }
    const ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp;
    if (!ImGui::BeginTable("compare_rows", compact ? 5 : 8, flags)) return -1;
    ImGui::TableSetupColumn("Config", ImGuiTableColumnFlags_WidthStretch, 2.2f);
    ImGui::TableSetupColumn("Status", ImGuiTableColumnFlags_WidthStretch, 1.6f);
    if (compact) {
        ImGui::TableSetupColumn(compare.rush() ? "Moves" : "Pushes", ImGuiTableColumnFlags_WidthStretch, 0.8f);
    } else {
        ImGui::TableSetupColumn("Moves", ImGuiTableColumnFlags_WidthStretch, 0.7f);
        ImGui::TableSetupColumn(compare.rush() ? "Steps" : "Pushes", ImGuiTableColumnFlags_WidthStretch, 0.7f);
    }
    ImGui::TableSetupColumn("Expanded", ImGuiTableColumnFlags_WidthStretch, 1.3f);
    if (!compact) {
        ImGui::TableSetupColumn("Generated", ImGuiTableColumnFlags_WidthStretch, 1.3f);
        ImGui::TableSetupColumn("Frontier peak", ImGuiTableColumnFlags_WidthStretch, 1.3f);
    }
    ImGui::TableSetupColumn(compact ? "Time s" : "Time ms", ImGuiTableColumnFlags_WidthStretch, 1.1f);
    ImGui::TableHeadersRow();
    int retry = -1;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const CompareRow& r = rows[i];
        const bool good = r.solved();
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(r.config.label.c_str());
        if (!r.error.empty()) item_tooltip(r.error.c_str());
        ImGui::TableNextColumn();
        const std::string status(r.status_name());
        ImGui::TextColored(status_colour(r), "%s", status.c_str());
        // Out of time: say so, and offer the same configuration again with four times the time.
        if (r.done() && r.status == search::Status::Timeout) {
            ImGui::PushID(static_cast<int>(i));
            char tip[128];
            std::snprintf(tip, sizeof tip, "Ran out of its %.0f s: run this configuration again with %.0f s",
                          r.config.time_limit_s, 4 * r.config.time_limit_s);
            if (ctl_button(kRetryLabel, tip)) retry = static_cast<int>(i);
            ImGui::PopID();
        }
        ImGui::TableNextColumn();
        if (!compact && r.moves >= 0) ImGui::Text("%d", r.moves);
        if (!compact) ImGui::TableNextColumn();
        const int cost = compact && compare.rush() ? r.moves : r.pushes;
        if (cost >= 0) ImGui::Text("%d", cost);
        ImGui::TableNextColumn();
        bar_cell(static_cast<double>(r.expanded), max_expanded, log_scale, "%.0f", good);
        if (!compact) {
            ImGui::TableNextColumn();
            bar_cell(static_cast<double>(r.generated), max_generated, log_scale, "%.0f", good);
            ImGui::TableNextColumn();
            bar_cell(static_cast<double>(r.frontier_peak), max_frontier, log_scale, "%.0f", good);
        }
        ImGui::TableNextColumn();
        if (compact) bar_cell(r.time_ms / 1000, max_time / 1000, false, "%.1f", good);
        else bar_cell(r.time_ms, max_time, false, "%.1f", good);  // time: always linear
    }
    ImGui::EndTable();
    return retry;
}

// Opens the Compare window when a run started (here or through window.boxcar.compare).
void follow_runs(const CompareWindows& cw) {
    if (cw.compare.run_id() != cw.compare_window.seen_run) {
        cw.compare_window.seen_run = cw.compare.run_id();
        cw.compare_window.open = true;
    }
}

void workers_line(const CompareSession& compare, std::size_t configs) {
    const int workers = compare.port() ? compare.port()->workers() : 0;
    if (workers > 0) ImGui::TextWrapped("%s", workers_note(workers, configs).c_str());
}

// The compare window's contents: configurations, run, the table and its copies.
void compare_contents(const CompareWindows& cw, bool compact) {
    AppModel& model = cw.model;
    CompareWindowState& s = cw.compare_window;
    CompareSession& compare = cw.compare;
    const bool rush = model.play.kind() == PuzzleKind::RushHour;
    ensure_configs(s, rush);

    // Configurations: a preset, or the list edited by hand.
    const std::vector<std::string> presets = CompareSession::preset_names(rush);
    s.preset = std::clamp(s.preset, 0, static_cast<int>(presets.size()) - 1);
    ImGui::SetNextItemWidth(item_width_beside_label("Preset", 200));
    if (ctl_begin_combo("Preset", presets[s.preset].c_str())) {
        for (int i = 0; i < static_cast<int>(presets.size()); ++i)
            if (ctl_selectable(presets[i].c_str(), i == s.preset)) {
                s.preset = i;
                s.configs = *CompareSession::preset(presets[i]);
            }
        ImGui::EndCombo();
    }
    if (!compact) {
        same_line_if_fits(button_width("Add the solver settings"));
        if (ctl_button("Add the solver settings", "Add a row with the drawer's solver settings", ImVec2(0, 0),
                       s.configs.size() < 16)) {
            CompareConfig c;  // the drawer's choices with the compare budgets
            c.sokoban = model.solve.settings.sokoban;
            c.rush = model.solve.settings.rush;
            c.label = CompareSession::default_label(c, rush);
            s.configs.push_back(c);
        }
    }
    for (std::size_t i = 0; i < s.configs.size(); ++i) {
        ImGui::PushID(static_cast<int>(i));
        if (ctl_button("\xC3\x97", "Remove this configuration")) {
            s.configs.erase(s.configs.begin() + static_cast<std::ptrdiff_t>(i));
            ImGui::PopID();
            break;
        }
        ImGui::SameLine();
        const CompareConfig& c = s.configs[i];
        ImGui::TextUnformatted((c.label.empty() ? CompareSession::default_label(c, rush) : c.label).c_str());
        ImGui::PopID();
    }
    ImGui::SetNextItemWidth(item_width_beside_label("Time per configuration (s)", 200));
    ctl_slider_float("Time per configuration (s)", &s.time_limit_s, 1, 120, "%.0f", ImGuiSliderFlags_Logarithmic);
    const float run_w = button_width("Run on this level");
    if (!compare.running()) {
        if (ctl_button("Run on this level###run", "Run every configuration on the level on screen", ImVec2(run_w, 0),
                       !s.configs.empty())) {
            std::vector<CompareConfig> configs = s.configs;
            for (CompareConfig& c : configs) c.time_limit_s = s.time_limit_s;
            s.error.clear();
            if (!compare_start(model, compare, configs, s.error)) model.message.set_error("Compare: " + s.error);
        }
    } else if (ctl_button("Cancel###run", "Stop the comparison", ImVec2(run_w, 0))) {
        compare_cancel(model, compare);
    }
    same_line_if_fits(ImGui::GetFrameHeight() + ImGui::CalcTextSize("Log scale (nodes)").x + 2 * ImGui::GetStyle().ItemInnerSpacing.x);
    ctl_checkbox("Log scale (nodes)", &s.log_scale, "Bars on a logarithmic scale");
    workers_line(compare, s.configs.size());
    if (!s.error.empty()) ImGui::TextColored(kFailedColour, "%s", s.error.c_str());

    if (!compare.rows().empty()) {
        ImGui::Separator();
        ImGui::TextWrapped("On: %s%s", compare.level_label().c_str(), compare.running() ? "  (running...)" : "");
        // The main columns only where the full table would not fit (the docked panel beside a 1280 px board).
        const bool narrow = ImGui::GetContentRegionAvail().x < ImGui::GetFontSize() * 40;
        const int retry = compare_table(compare, s.log_scale, compact || narrow);
        if (retry >= 0) {
            s.error.clear();
            if (!compare_retry(model, compare, static_cast<std::size_t>(retry), 4, s.error))
                model.message.set_error("Compare: " + s.error);
        }
        const PageActions& page = cw.page;
        if (page.copy_text && compare.finished() && !compact) {
            if (ctl_button("Copy CSV", "Copy the table as CSV")) page.copy_text(compare.csv(), "the table as CSV");
            ImGui::SameLine();
            if (ctl_button("Copy markdown", "Copy the table as markdown"))
                page.copy_text(compare.markdown(), "the table as markdown");
        }
    }
}

void compare_window(const CompareWindows& cw, Rect bounds) {
    CompareWindowState& s = cw.compare_window;
    CompareSession& compare = cw.compare;
    follow_runs(cw);
    if (!s.open) return;
    ensure_configs(s, cw.model.play.kind() == PuzzleKind::RushHour);
    // Tall enough for the configuration list, the table and the copy buttons (the user may resize it).
    const int lines = static_cast<int>(s.configs.size() + std::max(s.configs.size(), compare.rows().size()));
    const float line = ImGui::GetFrameHeightWithSpacing();
    fit_next_window("Compare configurations", bounds, ImVec2(bounds.x + 12, bounds.y + 12),
                    ImVec2(std::min(820.0f, bounds.w - 24), line * static_cast<float>(lines + 9)));
    if (!begin_floating_window("Compare configurations", &s.open, s.scroll)) {
        ImGui::End();
        return;
    }
    const EndWindowAtExit end_window;  // after the section below has ended (its PopID is this window's)
    ControlSection section("Compare");
    const ImVec2 pos = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
    compare.view = {pos.x, pos.y, size.x, size.y, true};
    compare_contents(cw, false);
}

// The generator's contents; true when it generated and loaded a level this frame.
bool generator_contents(const CompareWindows& cw) {
    AppModel& model = cw.model;
    GeneratorWindowState& s = cw.generator_window;
    int kind = s.rush ? 1 : 0;
    ctl_radio("Sokoban", &kind, 0);
    ImGui::SameLine();
    ctl_radio("Rush Hour", &kind, 1);
    s.rush = kind == 1;
    ImGui::PushItemWidth(std::min(ImGui::GetFontSize() * 12, ImGui::GetContentRegionAvail().x * 0.5f));
    nlohmann::json options{{"kind", s.rush ? "rushhour" : "sokoban"}};
    if (!s.rush) {
        ctl_checkbox("Random room size", &s.random_size);
        if (!s.random_size) {
            ctl_slider_int("Width", &s.width, 5, 14);
            ctl_slider_int("Height", &s.height, 5, 14);
        }
        ctl_slider_int("Boxes", &s.boxes, 1, 6);
        ctl_slider_int("Min pushes", &s.min_pushes, 1, 60);
        ctl_slider_int("Max pushes", &s.max_pushes, 1, 80);
        s.max_pushes = std::max(s.max_pushes, s.min_pushes);
        options.update({{"width", s.random_size ? 0 : s.width}, {"height", s.random_size ? 0 : s.height}, {"boxes", s.boxes},
                        {"minPushes", s.min_pushes}, {"maxPushes", s.max_pushes}});
    } else {
        ctl_slider_int("Board size", &s.size, 4, 8);
        ctl_slider_int("Min moves", &s.min_moves, 1, 50);
        ctl_slider_int("Max moves", &s.max_moves, 1, 60);
        s.max_moves = std::max(s.max_moves, s.min_moves);
        ctl_slider_int("Vehicles (0 = random)", &s.vehicles, 0, 16);
        ctl_slider_int("Walls", &s.walls, 0, 4);
        options.update({{"size", s.size}, {"minMoves", s.min_moves}, {"maxMoves", s.max_moves}, {"vehicles", s.vehicles},
                        {"walls", s.walls}});
    }
    if (ctl_input_int("Seed", &s.seed.value)) s.seed.set_by_person();
    s.seed.value = std::max(s.seed.value, 0);
    ImGui::PopItemWidth();
    ImGui::SameLine();
    if (ctl_button("New seed", "Pick another seed")) {
        s.seed.value = next_generator_seed(s.seed.value, static_cast<std::uint64_t>(model.frames));
        s.seed.set_by_person();
    }
    bool generated = false;
    if (ctl_button("Generate", "Make a level from a new seed (or the seed typed), solve it and check the solution",
                   ImVec2(button_width("Generate") * 1.5f, 0))) {
        const int seed = s.seed.take(static_cast<std::uint64_t>(model.frames));
        options["seed"] = seed;
        const nlohmann::json r = generate_level_call(model, options);
        generated = r.value("ok", false);
        if (generated)
            s.result = "Optimal: " + std::to_string(r["optimal"].get<int>()) + (s.rush ? " moves" : " pushes") +
                       " (solved and replay-verified), seed " + std::to_string(seed) + ". Share it with Copy link.";
        else
            s.result = r.value("error", std::string("failed"));
    }
    if (!s.result.empty()) ImGui::TextWrapped("%s", s.result.c_str());
    return generated;
}

// The generator window (phones: floating over the board); true when it loaded a level this frame.
bool generator_window(const CompareWindows& cw, Rect bounds) {
    GeneratorWindowState& s = cw.generator_window;
    if (!s.open) return false;
    const float tall = ImGui::GetFrameHeightWithSpacing() * 12 + 60;
    fit_next_window("Generate a level", bounds, ImVec2(bounds.right() - 400, bounds.y + 12), ImVec2(390, tall));
    if (!begin_floating_window("Generate a level", &s.open, s.scroll)) {
        ImGui::End();
        return false;
    }
    const EndWindowAtExit end_window;  // after the section below has ended (its PopID is this window's)
    ControlSection section("Generate");
    return generator_contents(cw);
}

// A docked part's title with its close button (label "Close <what>") at the right.
void dock_title(const char* title, const char* close_label, bool& open) {
    ImGui::TextUnformatted(title);
    const float close_w = button_width("Close");
    ImGui::SameLine(std::max(ImGui::GetCursorPosX(), ImGui::GetWindowContentRegionMax().x - close_w));
    if (ctl_button("Close", close_label)) open = false;
}

}  // namespace

void ui_compare_section(const CompareWindows& cw) {
    ImGui::Spacing();
    ImGui::TextUnformatted("Compare and generate");
    // On phones the drawer lies over the board, where these windows open: it closes for them.
    if (ctl_button("Compare...", "Run several solver configurations on this level, side by side")) {
        cw.compare_window.open = !cw.compare_window.open;
        if (touch_layout() && cw.compare_window.open) cw.layout.drawer_open = false;
    }
    ImGui::SameLine();
    if (ctl_button("Generate...", "Make a new level of a chosen difficulty")) {
        cw.generator_window.open = !cw.generator_window.open;
        if (touch_layout() && cw.generator_window.open) cw.layout.drawer_open = false;
        cw.generator_window.rush = cw.model.play.kind() == PuzzleKind::RushHour;
    }
}

bool compare_windows_open(const CompareWindows& cw) {
    follow_runs(cw);
    return cw.compare_window.open || cw.generator_window.open;
}

bool ui_compare_windows(const CompareWindows& cw, Rect bounds) {
    cw.compare.view.shown = false;
    compare_window(cw, bounds);
    return generator_window(cw, bounds);
}

float compare_dock_width(float area_w) {
    return std::floor(std::clamp(area_w * 0.5f, std::min(area_w, 420.0f), 640.0f));
}

bool ui_compare_dock(const CompareWindows& cw, Rect area) {
    cw.compare.view.shown = false;
    follow_runs(cw);
    ImGui::SetNextWindowPos(ImVec2(area.x, area.y));
    ImGui::SetNextWindowSize(ImVec2(area.w, area.h));
    ImGui::Begin("##compare_dock", nullptr,
                 ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoCollapse |
                     ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus);
    bool generated = false;
    if (cw.compare_window.open) {
        ControlSection section("Compare");
        cw.compare.view = {area.x, area.y, area.w, area.h, true};
        dock_title("Compare configurations", "Close Compare", cw.compare_window.open);
        compare_contents(cw, false);
    }
    if (cw.generator_window.open) {
        if (cw.compare_window.open) ImGui::Separator();
        ControlSection section("Generate");
        dock_title("Generate a level", "Close Generate", cw.generator_window.open);
        generated = generator_contents(cw);
    }
    ImGui::End();
    return generated;
}

void ui_compare_contents(const CompareWindows& cw, bool compact) {
    follow_runs(cw);
    ControlSection section("Compare");
    compare_contents(cw, compact);
}

bool ui_generator_contents(const CompareWindows& cw) {
    ControlSection section("Generate");
    return generator_contents(cw);
}

}  // namespace boxcar::app
