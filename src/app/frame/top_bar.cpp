// The top bar: the menu button (opens and closes the drawer), previous/next level, the collection and level
// title, and the counters (moves and pushes; Rush Hour: moves and the optimal count).
#include "app/app_model.hpp"
#include "app/editor/editor_state.hpp"
#include "app/library/library_view.hpp"
#include "app/widgets/control_registry.hpp"
#include "app/widgets/text_fit.hpp"
#include "app/play/play_view.hpp"
#include "app/ui.hpp"

#include <imgui.h>

#include <cstdio>
#include <string>

namespace boxcar::app {
namespace {

// The text of the level on screen: "Level 3 of 90 · Title" and the collection's title.
void level_titles(const PlaySession& play, bool compact, std::string& line1, std::string& line2) {
    char buffer[96];
    if (play.kind() == PuzzleKind::RushHour) {
        std::snprintf(buffer, sizeof buffer, compact ? "Board %d/%d" : "Rush Hour board %d of %d", play.level_number(),
                      play.level_count());
        line1 = buffer;
        line2 = "Rush Hour";
        return;
    }
    if (!play.has_level()) {
        line1 = "No level loaded";
        return;
    }
    std::snprintf(buffer, sizeof buffer, compact ? "Level %d/%d" : "Level %d of %d", play.level_number(), play.level_count());
    line1 = buffer;
    const std::string& title = play.collection().levels[play.level_number() - 1].title;
    if (!title.empty()) line1 += " \xC2\xB7 " + title;
    line2 = play.collection().title;
}

// The menu button: three bars drawn over an empty button.
bool menu_button(bool open, float size) {
    const bool pressed = ctl_button("##menu", open ? "Close the menu" : "Menu: levels, import and export, solver, tools",
                                    ImVec2(size, size));
    const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    const float cx = (a.x + b.x) / 2, cy = (a.y + b.y) / 2, half = (b.x - a.x) * 0.26f;
    const ImU32 colour = ImGui::GetColorU32(ImGuiCol_Text);
    ImDrawList* draw = ImGui::GetWindowDrawList();
    for (int i = -1; i <= 1; ++i)
        draw->AddLine(ImVec2(cx - half, cy + i * half * 0.6f), ImVec2(cx + half, cy + i * half * 0.6f), colour, 2.0f);
    return pressed;
}

}  // namespace

std::string level_counters(const PlaySession& play) {
    char buffer[64];
    if (play.kind() == PuzzleKind::RushHour) {
        const RushSession& rush = play.rush();
        if (rush.optimal() >= 0) std::snprintf(buffer, sizeof buffer, "Moves %d / optimal %d", rush.moves(), rush.optimal());
        else std::snprintf(buffer, sizeof buffer, "Moves %d", rush.moves());
    } else if (play.has_level()) {
        std::snprintf(buffer, sizeof buffer, "Moves %d \xC2\xB7 Pushes %d", play.game().moves(), play.game().pushes());
    } else {
        buffer[0] = 0;
    }
    return buffer;
}

float top_bar_height(bool touch) { return touch ? 58.0f : 52.0f; }

void ui_open_level(AppModel& model, int n) { model.open_level_by_person(n); }

void ui_top_bar(AppModel& model, LayoutState& layout, const EditorState& editor, const LibraryBrowser& browser, Rect area) {
    const bool touch = touch_layout();
    begin_bar_window("##top_bar", area, ImVec2(8, 0));
    {
        ControlSection section("Top bar");
        const float button = touch ? kTouchTarget : ImGui::GetFrameHeight() + 6;
        const float top = (area.h - button) / 2;
        ImGui::SetCursorPos(ImVec2(8, top));
        if (menu_button(layout.drawer_open, button)) layout.drawer_open = !layout.drawer_open;
        const bool loaded = model.play.kind() != PuzzleKind::None;
        const int n = model.play.level_number(), count = model.play.level_count();
        ImGui::SameLine();
        if (ctl_button("<##level", "Previous level", ImVec2(button, button), loaded && n > 1)) ui_open_level(model, n - 1);
        ImGui::SameLine();
        if (ctl_button(">##level", "Next level", ImVec2(button, button), loaded && n < count)) ui_open_level(model, n + 1);
        ImGui::SameLine();

        // The texts, drawn at exact places (ImGui would align them with the buttons' line).
        std::string line1, line2;
        level_titles(model.play, touch, line1, line2);
        std::string count_text = level_counters(model.play);
        const bool editing = editor.open && !editor.testing;
        if (editing) {  // the editor's board is on screen, not the level's
            const std::string title = editor.rush ? std::string() : editor.level.title;
            line1 = editor.rush ? "Level editor \xC2\xB7 Rush Hour board" : "Level editor \xC2\xB7 Sokoban level";
            line2 = title.empty() ? "Untitled" : title;
            count_text.clear();
        }
        if (touch && !editing) line2 = count_text;  // phones: the level, then the counters
        const float x = area.x + ImGui::GetCursorPosX() + 6;
        const float line = ImGui::GetTextLineHeight();
        ImDrawList* draw = ImGui::GetWindowDrawList();
        const ImU32 text = ImGui::GetColorU32(ImGuiCol_Text), dim = ImGui::GetColorU32(ImGuiCol_TextDisabled);
        const float count_w = touch ? 0.0f : ImGui::CalcTextSize(count_text.c_str()).x + 24;
        const float width = area.w - (x - area.x) - count_w - 8;
        // The titles are a button: it opens (and closes) the level browser.
        if (width > 8) {
            ImGui::SetCursorScreenPos(ImVec2(x - 4, area.y + 4));
            if (ImGui::InvisibleButton("##browse", ImVec2(width + 8, area.h - 8))) {
                if (browser.view.open) browser.view.open = false;
                else ui_open_library(browser);
            }
            record_item("button", "Browse levels");  // (no tooltip: it would cover the titles it explains)
            if (ImGui::IsItemHovered() || browser.view.open)
                draw->AddRectFilled(ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), ImGui::GetColorU32(ImGuiCol_FrameBgHovered), 4);
        }
        const float y1 = area.y + (line2.empty() ? (area.h - line) / 2 : area.h / 2 - line);
        draw->AddText(ImVec2(x, y1), text, fit_text(line1, width).c_str());
        if (!line2.empty()) draw->AddText(ImVec2(x, area.y + area.h / 2), dim, fit_text(line2, width).c_str());
        if (!touch && !count_text.empty())
            draw->AddText(ImVec2(area.right() - count_w + 8, area.y + (area.h - line) / 2), text, count_text.c_str());
    }
    ImGui::End();
}

}  // namespace boxcar::app
