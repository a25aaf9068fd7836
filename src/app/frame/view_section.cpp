// Drawer section "View and keys": the undo-history slider (jump to move N), the dead-square overlay, the
// light/dark theme, forgetting what the page remembers, and the keyboard shortcuts.
#include "app/app_model.hpp"
#include "app/widgets/control_registry.hpp"
#include "app/ui.hpp"

#include <imgui.h>

#include <cstdio>

namespace boxcar::app {

void ui_view_section(AppModel& model, UiState& ui) {
    ControlSection section("View and keys");
    if (model.play.has_level()) {
        const int length = model.play.history_length();
        int position = model.play.game().history_size();
        char format[64];
        std::snprintf(format, sizeof format, length == 0 ? "no moves yet" : "move %%d of %d", length);
        ImGui::SetNextItemWidth(-1);
        if (ctl_slider_int("##history", &position, 0, std::max(1, length), format, ImGuiSliderFlags_AlwaysClamp,
                           "Undo history: drag to jump to any move", length > 0))
            model.play.seek_history(position);
        bool dead = model.looks.show_dead_squares();
        if (ctl_checkbox("Dead squares", &dead, "Mark the squares from which a box can never reach a goal"))
            model.looks.set_show_dead_squares(dead);
    }
    const bool light = model.looks.theme() == "light";
    if (ctl_button(light ? "Dark theme###theme" : "Light theme###theme", "Switch the colours of the page"))
        model.looks.set_theme(light ? "dark" : "light");
    ImGui::SameLine();
    if (ctl_button("Forget everything", "Forget what this page remembers: theme, last level, moves in progress, "
                                        "best solutions and pasted collections",
                   ImVec2(0, 0), !ui.confirm_forget))
        ui.confirm_forget = true;
    // One click must not wipe a person's records: the page asks first (window.boxcar's forgetEverything
    // stays immediate).
    if (ui.confirm_forget) {
        ImGui::PushTextWrapPos(0);
        ImGui::TextColored(ImVec4(1.0f, 0.62f, 0.35f, 1.0f),
                           "Forget the theme, the last level, moves in progress, best solutions, solved marks and "
                           "pasted collections? This cannot be undone.");
        ImGui::PopTextWrapPos();
        if (ctl_button("Yes, forget everything", "Forget everything this page remembers, now")) {
            ui.confirm_forget = false;
            model.forget_everything();
        }
        ImGui::SameLine();
        if (ctl_button("Keep my records", "Forget nothing")) ui.confirm_forget = false;
    }
    ImGui::PushTextWrapPos(0);
    if (model.play.kind() == PuzzleKind::RushHour)
        ImGui::TextDisabled("Drag a car along its lane. Keys: U/Z undo, Y redo, R restart, H hint, Shift+H solve from here, "
                            "F5 presentation.");
    else
        ImGui::TextDisabled("Keys: arrows/WASD move, U/Z/Backspace undo, Y redo, R restart, H hint, Shift+H solve from "
                            "here, Esc drops the box selection, F5 presentation. Click a square to walk there; click a box, then a ring, to push it.");
    ImGui::PopTextWrapPos();
}

}  // namespace boxcar::app
