// The drawer: everything besides the board and the bars, under four tabs: Levels (the levels, import and
// export, the level editor, in collapsible sections), Solver (settings), Lecture (lecture tools) and View
// (view and keys). On phones it lies over the board between the bars, and a finger dragged on it scrolls
// it (widgets/drag_scroll.hpp); the wheel or a drag over an inner list at its end scrolls the drawer.
#include "app/app.hpp"
#include "app/lecture/lecture_view.hpp"
#include "app/lecture/presenter_panel.hpp"
#include "app/library/level_panel.hpp"
#include "app/solve/solver_panel.hpp"
#include "app/ui.hpp"
#include "app/widgets/control_registry.hpp"
#include "app/widgets/drag_scroll.hpp"

#include <imgui.h>

#include <algorithm>
#include <iterator>

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

// The drawer's tabs, a row above its scrolling window (it never scrolls away): each tab shows a part of
// the drawer, so that every part is one press away at any window height. Returns the row's height.
float drawer_tabs(LayoutState& layout, Rect area, bool over_board) {
    struct Tab {
        DrawerTab tab;
        const char* label;
        const char* tooltip;
    };
    static constexpr Tab kTabs[] = {
        {DrawerTab::Levels, "Levels", "Levels, import and export, the level editor"},
        {DrawerTab::Solver, "Solver", "Solver settings: the algorithm, its heuristic and limits, solve from here"},
        {DrawerTab::Lecture, "Lecture", "Lecture tools: watch a search step by step, the agent demo, compare solvers, generate levels"},
        {DrawerTab::View, "View", "View and keys: the undo history, dead squares, the theme, the keyboard shortcuts"},
    };
    const ImGuiStyle& style = ImGui::GetStyle();
    const float pad = style.WindowPadding.x;
    const float row = touch_layout() ? kTouchTarget : ImGui::GetFrameHeight();
    const float height = row + 2 * style.WindowPadding.y;
    ImGui::SetNextWindowPos(ImVec2(area.x, area.y));
    ImGui::SetNextWindowSize(ImVec2(area.w, height));
    ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                             ImGuiWindowFlags_NoScrollWithMouse | ImGuiWindowFlags_NoFocusOnAppearing;
    if (!over_board) flags |= ImGuiWindowFlags_NoBringToFrontOnFocus;
    ImGui::Begin("##drawer_tabs", nullptr, flags);
    if (over_board) bring_to_front_below_popups();
    constexpr int kCount = static_cast<int>(std::size(kTabs));
    const float gap = style.ItemSpacing.x * 0.5f;
    const float width = (area.w - 2 * pad - gap * (kCount - 1)) / kCount;
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(gap, style.ItemSpacing.y));
    {
        ControlSection section("Drawer tabs");
        for (int i = 0; i < kCount; ++i) {
            if (i > 0) ImGui::SameLine();
            if (ctl_tab(kTabs[i].label, layout.drawer_tab == kTabs[i].tab, width, kTabs[i].tooltip)) layout.drawer_tab = kTabs[i].tab;
        }
    }
    ImGui::PopStyleVar();
    // The chosen tab's colour runs under the row, joining it to the part below.
    const ImVec2 at = ImGui::GetWindowPos();
    ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(at.x, at.y + height - 2), ImVec2(at.x + area.w, at.y + height),
                                              ImGui::GetColorU32(ImGuiCol_TabActive));
    ImGui::End();
    return height;
}

}  // namespace

void ui_drawer(App& app, Rect area, bool over_board, float band) {
    if (over_board && band > 0) strip_band(Rect{area.x, area.y - band, area.w, band});
    LayoutState& layout = app.layout;
    const float tabs_h = drawer_tabs(layout, Rect{area.x, area.y, area.w, 0}, over_board);
    ImGui::SetNextWindowPos(ImVec2(area.x, area.y + tabs_h));
    ImGui::SetNextWindowSize(ImVec2(area.w, std::max(0.0f, area.h - tabs_h)));
    ImGuiWindowFlags flags = ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                             ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings;
    if (!over_board) flags |= ImGuiWindowFlags_NoBringToFrontOnFocus;
    // One window per tab: each keeps its own scroll position.
    static constexpr const char* kWindows[] = {"##drawer_levels", "##drawer_solver", "##drawer_lecture", "##drawer_view"};
    ImGui::Begin(kWindows[static_cast<int>(layout.drawer_tab)], nullptr, flags);
    if (over_board) bring_to_front_below_popups();
    drag_to_scroll(layout.scroll);
    wheel_past_inner_lists();
    AppModel& model = app.model;
    switch (layout.drawer_tab) {
        case DrawerTab::Levels:
            ui_levels_section(app.library_browser());
            ui_import_section(model, app.ui, app.page);
            ui_editor_section(app.editor_view());
            break;
        case DrawerTab::Solver: {
            ControlSection section("Solver");
            ui_solver_section(model);
            break;
        }
        case DrawerTab::Lecture: {
            ControlSection section("Lecture tools");
            ui_lecture_panel(model.lecture, model.play, model.looks);
            ui_watch_playback(model);
            ui_compare_section(app.compare_windows());
            break;
        }
        case DrawerTab::View:
            ui_view_section(model, app.ui);
            break;
    }
    ImGui::End();
}

}  // namespace boxcar::app
