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

void wheel_past_inner_lists() {
    ImGuiContext& g = *GImGui;
    const float wheel = g.IO.MouseWheel;
    if (wheel == 0.0f || g.IO.KeyCtrl || g.IO.KeyShift) return;
    ImGuiWindow* window = ImGui::GetCurrentWindow();
    // The window the wheel went to this frame, found as ImGui finds it (UpdateMouseWheel): the window the
    // wheel is locked to or the one under the pointer, then up past windows that cannot scroll.
    ImGuiWindow* target = g.WheelingWindow ? g.WheelingWindow : g.HoveredWindow;
    if (!target || target == window || target->RootWindow != window) return;
    while (target != window && (target->Flags & ImGuiWindowFlags_ChildWindow) &&
           (target->ScrollMax.y == 0.0f || (target->Flags & ImGuiWindowFlags_NoScrollWithMouse)))
        target = target->ParentWindow;
    if (target == window) return;  // ImGui scrolls the window itself
    const bool at_end = wheel < 0 ? target->Scroll.y >= target->ScrollMax.y : target->Scroll.y <= 0.0f;
    if (!at_end) return;
    const float step = ImFloor(ImMin(5 * window->CalcFontSize(), window->InnerRect.GetHeight() * 0.67f));
    ImGui::SetScrollY(window, window->Scroll.y - wheel * step);
}

}  // namespace boxcar::app
