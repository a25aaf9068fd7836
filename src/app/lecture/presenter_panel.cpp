// Presentation mode's panel beside the board (lecture_view.hpp): a row of view buttons (Solve 1, Watch 2,
// Compare 3, Generate 4, Race 5) and below them the slot of the view chosen: the solver's result line, the
// watched search (ui_watch_panel, the drawer's own view), the comparison (its compact table) or the
// generators, or the race. Everything is drawn at presentation mode's font (24 CSS px at 1920x1080, 18 at 1024x768).
#include "app/lecture/presenter_panel.hpp"

#include "app/lecture/lecture_view.hpp"
#include "app/lecture/watch_playback.hpp"
#include "app/widgets/control_registry.hpp"
#include "app/widgets/text_fit.hpp"

#include <SDL.h>
#include <imgui.h>

#include <algorithm>
#include <array>
#include <cmath>

namespace boxcar::app {
namespace {

struct ViewButton {
    PresenterView view;
    const char* label;    // with its key, as the person reads it
    const char* tooltip;
    int scancode;
};

constexpr std::array<ViewButton, 5> kViews{{
        {PresenterView::Solve, "Solve (1)###solve", "Solve the level on screen and show the result (1)", SDL_SCANCODE_1},
        {PresenterView::Watch, "Watch (2)###watch", "Watch the search step by step: Space steps, Enter runs (2)", SDL_SCANCODE_2},
        {PresenterView::Compare, "Compare (3)###compare", "Compare algorithms on the level on screen (3)", SDL_SCANCODE_3},
        {PresenterView::Generate, "Generate (4)###generate", "Make a new level of a chosen difficulty (4)", SDL_SCANCODE_4},
        {PresenterView::Race, "Race (5)###race", "Race searches side by side: Space steps them all, Enter runs (5)", SDL_SCANCODE_5},
}};

// Chooses a view; Solve also starts the solver (one press for the presenter) unless it runs already.
void choose(const PresenterPanel& p, PresenterView view) {
    p.state.view = view;
    AppModel& model = p.compare.model;
    if (view == PresenterView::Race) model.lecture.race_keys = true;  // Space and Enter drive the race shown
    if (view == PresenterView::Watch) model.lecture.race_keys = false;
    if (view == PresenterView::Solve && !model.solve.running() && !model.hints.running() &&
        model.play.kind() != PuzzleKind::None)
        model.start_solve(model.solve.settings);
}

// The row of view buttons: as many in a row as fit. The chosen
// view's button is drawn in the active colour.
void view_buttons(const PresenterPanel& p) {
    const ImGuiStyle& style = ImGui::GetStyle();
    const float avail = ImGui::GetContentRegionAvail().x;
    float widest = 0;
    for (const ViewButton& b : kViews) widest = std::max(widest, button_width(b.label));
    const int fit = static_cast<int>((avail + style.ItemSpacing.x) / (widest + style.ItemSpacing.x));
    const int per_row = std::clamp(fit, 1, static_cast<int>(kViews.size()));
    const float w = std::floor((avail - style.ItemSpacing.x * static_cast<float>(per_row - 1)) / static_cast<float>(per_row));
    for (std::size_t i = 0; i < kViews.size(); ++i) {
        const ViewButton& b = kViews[i];
        if (i % static_cast<std::size_t>(per_row) != 0) ImGui::SameLine();
        const bool chosen = p.state.view == b.view;
        if (chosen) ImGui::PushStyleColor(ImGuiCol_Button, style.Colors[ImGuiCol_ButtonActive]);
        if (ctl_button(b.label, b.tooltip, ImVec2(w, 0))) choose(p, b.view);
        if (chosen) ImGui::PopStyleColor();
    }
}

// The Solve view: what the solver does or found, at full length (the strip below the board may cut it).
void solve_view(const PresenterPanel& p, const std::string& result_line) {
    AppModel& model = p.compare.model;
    ControlSection section("Solve");
    const std::string algo(model.play.kind() == PuzzleKind::RushHour ? rush::algo_name(model.solve.settings.rush.algo)
                                                                      : sokoban::algo_name(model.solve.settings.sokoban.algo));
    ImGui::TextWrapped("Solver: %s (the drawer's Solver tab chooses it).", algo.c_str());
    ImGui::Spacing();
    ImGui::TextWrapped("%s", result_line.c_str());
    ImGui::Spacing();
    const bool running = model.solve.running() || model.hints.running();
    const bool playable = model.play.kind() != PuzzleKind::None;
    if (running) {
        if (ctl_button("Cancel the solver###solve_again", "Stop the solver")) model.cancel_solve();
    } else if (ctl_button(model.solve.state().status ? "Solve again###solve_again" : "Solve###solve_again",
                          "Solve the position on screen", ImVec2(0, 0), playable)) {
        model.start_solve(model.solve.settings);
    }
    if (model.play.solution().length > 0)
        ImGui::TextWrapped("Play the solution with the Play button under the board.");
}

// The Watch view: once the search found a solution, "Play the path found" first (the views below it are
// taller than the panel), then the drawer's watch-the-search view.
void watch_view(const PresenterPanel& p) {
    AppModel& model = p.compare.model;
    ui_watch_playback(model);
    ui_watch_panel(model.lecture, model.play, model.looks);
}

}  // namespace

float presenter_panel_width(float screen_w, float text_px) {
    return std::floor(std::max(screen_w * 0.36f, std::min(screen_w * 0.5f, 22 * text_px)));
}

bool ui_presenter_panel(const PresenterPanel& p, const std::string& result_line, Rect area) {
    AppModel& model = p.compare.model;
    ImGui::SetNextWindowPos(ImVec2(area.x, area.y));
    ImGui::SetNextWindowSize(ImVec2(area.w, area.h));
    ImGui::Begin("##presenter_panel", nullptr,
                 ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoCollapse |
                     ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoScrollbar |
                     ImGuiWindowFlags_NoScrollWithMouse);
    Lecture& lecture = model.lecture;
    lecture.presentation_text_px = std::min(lecture.presentation_text_px, ImGui::GetFontSize());
    {
        ControlSection section("Presenter");
        view_buttons(p);
    }
    ImGui::Separator();
    bool generated = false;
    p.compare.compare.view.shown = false;
    // The slot: the chosen view, scrolled when taller than the panel.
    ImGui::BeginChild("##presenter_slot", ImVec2(0, 0), false);
    switch (p.state.view) {
        case PresenterView::Solve: solve_view(p, result_line); break;
        case PresenterView::Watch: watch_view(p); break;
        case PresenterView::Compare: {
            const ImVec2 pos = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
            p.compare.compare.view = {pos.x, pos.y, size.x, size.y, true};
            ui_compare_contents(p.compare, true);
            break;
        }
        case PresenterView::Generate: generated = ui_generator_contents(p.compare); break;
        case PresenterView::Race: ui_race_panel(model.lecture, model.play); break;
    }
    ImGui::EndChild();
    ImGui::End();
    lecture.presentation_view = std::string(presenter_view_name(p.state.view));
    lecture.presentation_panel = {area.x, area.y, area.w, area.h};
    return generated;
}

void ui_watch_playback(AppModel& model) {
    if (!watch_has_solution(model.lecture)) return;
    ControlSection section("Watch the search");
    if (ctl_button("Play the path found", "Leave the watch and play the solution the search found on the board"))
        play_watched_solution(model);
}

void ui_presenter_keys(const PresenterPanel& p) {
    if (ImGui::GetIO().WantTextInput) return;
    for (const ViewButton& b : kViews)
        if (ImGui::IsKeyPressed(b.scancode, false)) choose(p, b.view);
}

}  // namespace boxcar::app
