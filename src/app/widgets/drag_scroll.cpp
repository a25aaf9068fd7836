#include "app/widgets/drag_scroll.hpp"

#include <imgui.h>
#include <imgui_internal.h>

#include <cmath>

namespace boxcar::app {

constexpr float kDragSlop = 10.0f;

void drag_to_scroll(LayoutState::Scroll& s) {
    ImGuiContext& g = *GImGui;
    const ImGuiIO& io = ImGui::GetIO();
    ImGuiWindow* window = ImGui::GetCurrentWindow();  // the window this is called in
    if (ImGui::IsMouseClicked(0) && g.HoveredWindow && g.HoveredWindow->RootWindow == window) {
        // The innermost window under the press that can scroll.
        ImGuiWindow* target = g.HoveredWindow;
        while (target != window && target->ScrollMax.y <= 0 && target->ParentWindow) target = target->ParentWindow;
        s = {};
        s.pressed = true;
        s.target = target->ID;
        s.start_x = io.MousePos.x;
        s.start_y = io.MousePos.y;
        s.start_scroll = target->Scroll.y;
        s.outer = window->ID;
        s.start_outer_scroll = window->Scroll.y;
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
    ImGuiWindow* target = ImGui::FindWindowByID(s.target);
    ImGuiWindow* outer = ImGui::FindWindowByID(s.outer);
    if (!target || !outer) return;
    float want = s.start_scroll - dy;
    if (target != outer) {  // an inner list at its end passes the rest of the drag on to the window
        const float kept = ImClamp(want, 0.0f, target->ScrollMax.y);
        ImGui::SetScrollY(target, kept);
        want = s.start_outer_scroll + (want - kept);
    }
    ImGui::SetScrollY(outer, want);
}

}  // namespace boxcar::app
