// The side panel (its sections live in level_panel.cpp, solver_panel.cpp, playback_panel.cpp) and the frame
// layout: the panel on the left, the board filling the rest of the window.
#include "app/app.hpp"
#include "app/compare_panel.hpp"
#include "app/lecture_view.hpp"
#include "app/play_view.hpp"
#include "app/ui.hpp"

#include <imgui.h>

#include <algorithm>

namespace boxcar::app {

void ui_side_panel(App& app, float width, float height) {
    AppModel& model = app.model;
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImVec2(width, height));
    ImGui::Begin("Boxcar", nullptr,
                 ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                     ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoBringToFrontOnFocus);
    ui_level_panel(model, app.ui, app.page);
    ui_solver_panel(model);
    ui_playback_panel(model, app.ui, app.page);
    ui_lecture_panel(model);  // issue 6: watch the search, overlays, presentation, agent demo
    ui_compare_section(app);  // issue 6: compare table and generators (compare_panel.cpp)
    ImGui::Spacing();
    ImGui::Separator();
    ImGui::TextDisabled("Keys: arrows/WASD move, U/Z undo, Y redo, R restart");
    if (!model.message().empty()) ImGui::TextWrapped("%s", model.message().c_str());
    ImGui::End();
}

void ui_frame(App& app) {
    AppModel& model = app.model;
    const ImGuiIO& io = ImGui::GetIO();
    play_sync_style(app.style, model);
    model.tick(io.DeltaTime);
    lecture_tick(model, io.DeltaTime);  // the watched search and the agent demo advance
    model.note_progress();  // solved levels of the collection (remembered by the page)
    if (ui_presentation_frame(app)) return;  // presentation mode: board only, large, shortcuts strip
    const float panel = std::min(340.0f * app.ui.ui_scale, io.DisplaySize.x * 0.45f);
    ui_side_panel(app, panel, io.DisplaySize.y);
    if (model.kind() == PuzzleKind::RushHour) ui_draw_rush_board(app, panel, 0, io.DisplaySize.x - panel, io.DisplaySize.y);
    else ui_draw_board(app, panel, 0, io.DisplaySize.x - panel, io.DisplaySize.y);
    ui_compare_windows(app);  // over the board
    ui_handle_keys(model);
    ui_lecture_keys(model);
}

}  // namespace boxcar::app
