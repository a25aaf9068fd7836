// The drawer: everything besides the board and the bars, in collapsible sections (levels, import and
// export, solver settings, lecture tools, view). On phones it lies over the board between the bars, and
// a finger dragged on it scrolls it (widgets/drag_scroll.hpp).
#include "app/app.hpp"
#include "app/lecture/lecture_view.hpp"
#include "app/library/level_panel.hpp"
#include "app/solve/solver_panel.hpp"
#include "app/ui.hpp"
#include "app/widgets/control_registry.hpp"
#include "app/widgets/drag_scroll.hpp"

#include <imgui.h>

namespace boxcar::app {
namespace {

// The drawer's panel above its sections, where the message strip shows: it hides the board there and
// takes the touches that land on it (none reaches the board under the drawer).
void strip_band(Rect area) {
    ImGui::SetNextWindowPos(ImVec2(area.x, area.y));
    ImGui::SetNextWindowSize(ImVec2(area.w, area.h));
    ImGui::Begin("##drawer_band", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoScrollWithMouse);
    bring_to_front_below_popups();
    ImGui::End();
}

}  // namespace

void ui_drawer(App& app, Rect area, bool over_board, float band) {
    if (over_board && band > 0) strip_band(Rect{area.x, area.y - band, area.w, band});
    ImGui::SetNextWindowPos(ImVec2(area.x, area.y));
    ImGui::SetNextWindowSize(ImVec2(area.w, area.h));
    ImGuiWindowFlags flags = ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                             ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings;
    if (!over_board) flags |= ImGuiWindowFlags_NoBringToFrontOnFocus;
    ImGui::Begin("##drawer", nullptr, flags);
    if (over_board) bring_to_front_below_popups();
    drag_to_scroll(app.layout.scroll);
    AppModel& model = app.model;
    ui_levels_section(app.library_browser());
    ui_import_section(model, app.ui, app.page);
    ui_editor_section(app.editor_view());
    {
        ControlSection section("Solver");
        if (ctl_header("Solver settings")) ui_solver_section(model);
    }
    {
        ControlSection section("Lecture tools");
        if (ctl_header("Lecture tools")) {
            ui_lecture_panel(model.lecture, model.play, model.looks);
            ui_compare_section(app.compare_windows());
        }
    }
    ui_view_section(model, app.ui);
    ImGui::End();
}

}  // namespace boxcar::app
