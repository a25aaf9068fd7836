// The drawer: everything besides the board and the bars, in collapsible sections (levels, import and
// export, solver settings, lecture tools, view). On phones it lies over the board between the bars, and
// a finger dragged on it scrolls it (ImGui 1.86 has no touch scrolling): a press that moves more than
// kDragSlop pixels vertically becomes a scroll and no longer clicks the control it started on.
#include "app/app.hpp"
#include "app/editor/editor_view.hpp"
#include "app/lecture/compare_panel.hpp"
#include "app/widgets/control_registry.hpp"
#include "app/lecture/lecture_view.hpp"
#include "app/ui.hpp"

#include <imgui.h>
#include <imgui_internal.h>

#include <cmath>

namespace boxcar::app {
namespace {

constexpr float kDragSlop = 10.0f;

// Drag-to-scroll of the window under the press (the drawer or a list inside it).
void drag_to_scroll(LayoutState::Scroll& s) {
    ImGuiContext& g = *GImGui;
    const ImGuiIO& io = ImGui::GetIO();
    ImGuiWindow* drawer = ImGui::GetCurrentWindow();
    if (ImGui::IsMouseClicked(0) && g.HoveredWindow && g.HoveredWindow->RootWindow == drawer) {
        // The innermost window under the press that can scroll.
        ImGuiWindow* target = g.HoveredWindow;
        while (target != drawer && target->ScrollMax.y <= 0 && target->ParentWindow) target = target->ParentWindow;
        s = {};
        s.pressed = true;
        s.target = target->ID;
        s.start_x = io.MousePos.x;
        s.start_y = io.MousePos.y;
        s.start_scroll = target->Scroll.y;
    }
    if (!s.pressed) return;
    if (!ImGui::IsMouseDown(0)) {
        s = {};
        return;
    }
    const float dx = io.MousePos.x - s.start_x, dy = io.MousePos.y - s.start_y;
    if (!s.dragging && std::fabs(dy) > kDragSlop && std::fabs(dy) > std::fabs(dx)) {
        s.dragging = true;
        ImGui::ClearActiveID();  // the press no longer clicks, drags or edits what it started on
    }
    if (!s.dragging) return;
    if (ImGuiWindow* target = ImGui::FindWindowByID(s.target)) ImGui::SetScrollY(target, s.start_scroll - dy);
}

}  // namespace

void ui_drawer(App& app, Rect area, bool over_board) {
    ImGui::SetNextWindowPos(ImVec2(area.x, area.y));
    ImGui::SetNextWindowSize(ImVec2(area.w, area.h));
    ImGuiWindowFlags flags = ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                             ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings;
    if (!over_board) flags |= ImGuiWindowFlags_NoBringToFrontOnFocus;
    ImGui::Begin("##drawer", nullptr, flags);
    if (over_board) ImGui::BringWindowToDisplayFront(ImGui::GetCurrentWindow());
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
