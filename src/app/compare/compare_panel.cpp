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
#include <string>
#include <vector>

namespace boxcar::app {
namespace {

void reset_configs(CompareWindowState& s, bool rush) {
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

void compare_table(CompareSession& compare, bool log_scale) {
    const std::vector<CompareRow>& rows = compare.rows();
    double max_expanded = 0, max_generated = 0, max_frontier = 0, max_time = 0;
    for (const CompareRow& r : rows) {
        max_expanded = std::max(max_expanded, static_cast<double>(r.expanded));
        max_generated = std::max(max_generated, static_cast<double>(r.generated));
        max_frontier = std::max(max_frontier, static_cast<double>(r.frontier_peak));
        max_time = std::max(max_time, r.time_ms);
    }
    const ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp;
    if (!ImGui::BeginTable("compare_rows", 8, flags)) return;
    ImGui::TableSetupColumn("Config", ImGuiTableColumnFlags_WidthStretch, 2.2f);
    ImGui::TableSetupColumn("Status", ImGuiTableColumnFlags_WidthStretch, 1.0f);
    ImGui::TableSetupColumn("Moves", ImGuiTableColumnFlags_WidthStretch, 0.7f);
    ImGui::TableSetupColumn(compare.rush() ? "Steps" : "Pushes", ImGuiTableColumnFlags_WidthStretch, 0.7f);
    ImGui::TableSetupColumn("Expanded", ImGuiTableColumnFlags_WidthStretch, 1.3f);
    ImGui::TableSetupColumn("Generated", ImGuiTableColumnFlags_WidthStretch, 1.3f);
    ImGui::TableSetupColumn("Frontier peak", ImGuiTableColumnFlags_WidthStretch, 1.3f);
    ImGui::TableSetupColumn("Time ms", ImGuiTableColumnFlags_WidthStretch, 1.1f);
    ImGui::TableHeadersRow();
    for (const CompareRow& r : rows) {
        const bool good = r.solved();
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(r.config.label.c_str());
        if (!r.error.empty()) item_tooltip(r.error.c_str());
        ImGui::TableNextColumn();
        const std::string status(r.status_name());
        ImGui::TextColored(status_colour(r), "%s", status.c_str());
        ImGui::TableNextColumn();
        if (r.moves >= 0) ImGui::Text("%d", r.moves);
        ImGui::TableNextColumn();
        if (r.pushes >= 0) ImGui::Text("%d", r.pushes);
        ImGui::TableNextColumn();
        bar_cell(static_cast<double>(r.expanded), max_expanded, log_scale, "%.0f", good);
        ImGui::TableNextColumn();
        bar_cell(static_cast<double>(r.generated), max_generated, log_scale, "%.0f", good);
        ImGui::TableNextColumn();
        bar_cell(static_cast<double>(r.frontier_peak), max_frontier, log_scale, "%.0f", good);
        ImGui::TableNextColumn();
        bar_cell(r.time_ms, max_time, false, "%.1f", good);  // time: always linear
    }
    ImGui::EndTable();
}

void compare_window(const CompareWindows& cw, Rect bounds) {
    AppModel& model = cw.model;
    CompareWindowState& s = cw.compare_window;
    CompareSession& compare = cw.compare;
    if (compare.run_id() != s.seen_run) {  // a run started (here or through window.boxcar.compare)
        s.seen_run = compare.run_id();
        s.open = true;
    }
    compare.view.shown = false;
    if (!s.open) return;
    const bool rush = model.play.kind() == PuzzleKind::RushHour;
    if (s.configs.empty() || s.rush != rush) reset_configs(s, rush);
    // Tall enough for the configuration list, the table and the copy buttons (the user may resize it).
    const int lines = static_cast<int>(s.configs.size() + std::max(s.configs.size(), compare.rows().size()));
    const float line = ImGui::GetFrameHeightWithSpacing();
    fit_next_window("Compare configurations", bounds, ImVec2(bounds.x + 12, bounds.y + 12),
                    ImVec2(std::min(820.0f, bounds.w - 24), line * static_cast<float>(lines + 8)));
    if (!begin_floating_window("Compare configurations", &s.open, s.scroll)) {
        ImGui::End();
        return;
    }
    const EndWindowAtExit end_window;  // after the section below has ended (its PopID is this window's)
    ControlSection section("Compare");
    const ImVec2 pos = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
    compare.view = {pos.x, pos.y, size.x, size.y, true};

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
    same_line_if_fits(button_width("Add the solver settings"));
    if (ctl_button("Add the solver settings", "Add a row with the drawer's solver settings", ImVec2(0, 0),
                   s.configs.size() < 16)) {
        CompareConfig c;  // the drawer's choices with the compare budgets
        c.sokoban = model.solve.settings.sokoban;
        c.rush = model.solve.settings.rush;
        c.label = CompareSession::default_label(c, rush);
        s.configs.push_back(c);
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
    if (!compare.running()) {
        if (ctl_button("Run on this level###run", "Run every configuration on the level on screen", ImVec2(160, 0),
                       !s.configs.empty())) {
            std::vector<CompareConfig> configs = s.configs;
            for (CompareConfig& c : configs) c.time_limit_s = s.time_limit_s;
            s.error.clear();
            if (!compare_start(model, compare, configs, s.error)) model.message.set_error("Compare: " + s.error);
        }
    } else if (ctl_button("Cancel###run", "Stop the comparison", ImVec2(160, 0))) {
        compare_cancel(model, compare);
    }
    ImGui::SameLine();
    ctl_checkbox("Log scale (nodes)", &s.log_scale, "Bars on a logarithmic scale");
    if (!s.error.empty()) ImGui::TextColored(kFailedColour, "%s", s.error.c_str());

    if (!compare.rows().empty()) {
        ImGui::Separator();
        ImGui::Text("On: %s%s", compare.level_label().c_str(), compare.running() ? "  (running...)" : "");
        compare_table(compare, s.log_scale);
        const PageActions& page = cw.page;
        if (page.copy_text && compare.finished()) {
            if (ctl_button("Copy CSV", "Copy the table as CSV")) page.copy_text(compare.csv(), "the table as CSV");
            ImGui::SameLine();
            if (ctl_button("Copy markdown", "Copy the table as markdown"))
                page.copy_text(compare.markdown(), "the table as markdown");
        }
    }
}

// The generator window; true when it generated and loaded a level this frame.
bool generator_window(const CompareWindows& cw, Rect bounds) {
    AppModel& model = cw.model;
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
    int kind = s.rush ? 1 : 0;
    ctl_radio("Sokoban", &kind, 0);
    ImGui::SameLine();
    ctl_radio("Rush Hour", &kind, 1);
    s.rush = kind == 1;
    ImGui::PushItemWidth(160);
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
                   ImVec2(160, 0))) {
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

bool ui_compare_windows(const CompareWindows& cw, Rect bounds) {
    compare_window(cw, bounds);
    return generator_window(cw, bounds);
}

}  // namespace boxcar::app
