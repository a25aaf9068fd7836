// The drawer: everything besides the board and the bars, in collapsible sections (levels, import and
// export, solver settings, lecture tools, view). On phones it lies over the board between the bars, and
// a finger dragged on it scrolls it (widgets/drag_scroll.hpp).
#include "app/app.hpp"
#include "app/editor/editor_view.hpp"
#include "app/lecture/compare_panel.hpp"
#include "app/widgets/control_registry.hpp"
#include "app/widgets/drag_scroll.hpp"
#include "app/lecture/lecture_view.hpp"
#include "app/ui.hpp"

#include <imgui.h>

namespace boxcar::app {
void ui_drawer(App& app, Rect area, bool over_board) {
    ImGui::SetNextWindowPos(ImVec2(area.x, area.y));
    ImGui::SetNextWindowSize(ImVec2(area.w, area.h));
    ImGuiWindowFlags flags = ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                             ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings;
    if (!over_board) flags |= ImGuiWindowFlags_NoBringToFrontOnFocus;
    ImGui::Begin("##drawer", nullptr, flags);
    if (over_board) bring_to_front_below_popups();
    drag_to_scroll(app.layout.scroll);
    ui_levels_section(app);
    ui_import_section(app);
    ui_editor_section(app);
    {
        ControlSection section("Solver");
        if (ctl_header("Solver settings")) ui_solver_section(app.model);
    }
    {
        ControlSection section("Lecture tools");
        if (ctl_header("Lecture tools")) {
            ui_lecture_panel(app.model);
            ui_compare_section(app);
        }
    }
    ui_view_section(app);
    ImGui::End();
}

}  // namespace boxcar::app
