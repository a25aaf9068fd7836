// The controls registry (model side: app/widgets/screen_report.hpp): every control is drawn through one
// of the ctl_* widgets below, which draw it with ImGui and record it (ImGui ID, rectangle, section, kind,
// label, enabled, visible) into the frame's ScreenReport; messages on screen are recorded the same way.
// Tests read the report as boxcar.controls() / boxcar.messages() and click controls at their rectangles.
//
//   controls_begin_frame(app.model.screen, touch);  // before the first window of the frame
//   { ControlSection s("Action bar"); if (ctl_button("Undo", nullptr, {}, can_undo)) ... }
//   controls_end_frame();                             // after the last window
//
// Caveat: like ImGui itself, the recorder is per frame and global (the report of the frame being drawn).
#pragma once
#include "app/widgets/screen_report.hpp"

#include <imgui.h>

#include <string>

namespace boxcar::app {

// Touch layout (phones): buttons get at least kTouchTarget CSS px each way.
constexpr float kTouchTarget = 44.0f;

void controls_begin_frame(ScreenReport& report, bool touch);
void controls_end_frame();  // marks controls covered by a window drawn above theirs as not visible
bool touch_layout();        // the frame uses touch sizes

// The section controls drawn in its scope belong to (a bar, a drawer section, a window). It also scopes
// ImGui IDs (PushID), so equal labels in two sections are two controls. Open it inside a window.
class ControlSection {
public:
    explicit ControlSection(const char* name);
    ~ControlSection();
    ControlSection(const ControlSection&) = delete;
    ControlSection& operator=(const ControlSection&) = delete;

private:
    std::string previous_;
};

// Records the last ImGui item. `label` is what the person reads ("##id" suffixes are dropped); when it
// has no letter or digit (an icon such as "|<"), `tooltip` names it. The tooltip also shows on hover.
void record_item(const char* kind, const char* label, const char* tooltip = nullptr);
void record_message(const std::string& text, bool error, ImVec2 min, ImVec2 max);

// The last item's tooltip, while a mouse hovers it (never on touch layouts: a tap leaves no hover). It is
// drawn above the item (below it at the top of the screen), never over the item under the pointer, and
// wrapped to fit the viewport.
void item_tooltip(const char* text);

// Widgets drawn and recorded in one call. `enabled` false draws the control disabled.
bool ctl_button(const char* label, const char* tooltip = nullptr, ImVec2 size = ImVec2(0, 0), bool enabled = true);
bool ctl_checkbox(const char* label, bool* value, const char* tooltip = nullptr);
bool ctl_radio(const char* label, int* value, int choice);
bool ctl_selectable(const char* label, bool selected, const char* tooltip = nullptr);
bool ctl_header(const char* label, ImGuiTreeNodeFlags flags = 0);
// One tab of a row of tabs sharing the row's width (the drawer's): the chosen one drawn in the active-tab
// colour. Returns true when pressed.
bool ctl_tab(const char* label, bool chosen, float width, const char* tooltip = nullptr);
// `name` labels controls whose ImGui label is hidden ("##speed").
bool ctl_slider_int(const char* label, int* value, int lo, int hi, const char* format = "%d", ImGuiSliderFlags flags = 0,
                    const char* name = nullptr, bool enabled = true);
bool ctl_slider_float(const char* label, float* value, float lo, float hi, const char* format = "%.1f",
                      ImGuiSliderFlags flags = 0, const char* name = nullptr, bool enabled = true);
bool ctl_input_int(const char* label, int* value, const char* name = nullptr);
bool ctl_begin_combo(const char* label, const char* preview, const char* name = nullptr);  // then ImGui::EndCombo

}  // namespace boxcar::app
