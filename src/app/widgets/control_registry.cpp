#include "app/widgets/control_registry.hpp"

#include "app/widgets/text_field.hpp"

#include <imgui_internal.h>

#include <algorithm>
#include <cctype>
#include <string>
#include <string_view>
#include <vector>

namespace boxcar::app {
namespace {

// The frame being recorded (reset by controls_begin_frame).
struct Recorder {
    ScreenReport* report = nullptr;
    std::string section = "page";
    bool touch = false;
    std::vector<ImGuiWindow*> windows;  // the root window of each control, for the covering test
};
Recorder recorder;

// The value a slider had when the press on it began. A finger that lands on a slider to scroll the
// drawer moves the slider until drag_to_scroll takes the press over (it clears the active item while the
// finger is still down); the slider then goes back to this value.
struct SliderPress {
    int i = 0;
    float f = 0;
};
SliderPress slider_press;

// Call right after the slider; `before` is its value before the call. True when the value was put back.
template <typename T>
bool undo_if_scrolled(T& saved, T before, T* value) {
    if (ImGui::IsItemActivated()) saved = before;
    if (ImGui::IsItemDeactivated() && ImGui::IsMouseDown(0) && *value != saved) {
        *value = saved;
        return true;
    }
    return false;
}

// The visible part of an ImGui label: what comes before "##".
std::string shown_text(const char* label) {
    if (!label) return {};
    std::string text(label);
    const std::size_t hidden = text.find("##");
    if (hidden != std::string::npos) text.resize(hidden);
    return text;
}

bool has_word(const std::string& text) {
    return std::any_of(text.begin(), text.end(), [](unsigned char c) { return std::isalnum(c) != 0; });
}

// The rectangle [min, max) lies inside the viewport (a pixel of rounding allowed).
bool in_viewport(ImVec2 min, ImVec2 max) {
    const ImVec2 size = ImGui::GetIO().DisplaySize;
    return min.x >= -1 && min.y >= -1 && max.x <= size.x + 1 && max.y <= size.y + 1;
}

void record_rect(const char* kind, const std::string& label, ImGuiID id, ImRect rect, bool enabled) {
    if (!recorder.report) return;
    ImGuiWindow* window = ImGui::GetCurrentWindow();
    ControlRecord c;
    c.id = std::to_string(id);
    c.label = label.empty() ? recorder.section + " " + kind : label;
    c.section = recorder.section;
    c.kind = kind;
    c.x = rect.Min.x;
    c.y = rect.Min.y;
    c.w = rect.GetWidth();
    c.h = rect.GetHeight();
    c.enabled = enabled;
    ImRect clip = window->ClipRect;
    clip.Expand(1.0f);
    c.visible = !window->Hidden && !window->SkipItems && clip.Contains(rect) && in_viewport(rect.Min, rect.Max);
    recorder.report->controls.push_back(std::move(c));
    recorder.windows.push_back(window->RootWindow);
}

std::string label_of(const char* label, const char* tooltip, const char* name) {
    if (name) return name;
    const std::string text = shown_text(label);
    if (!has_word(text) && tooltip) return tooltip;
    return text;
}

}  // namespace

// Touch screens have no hover: a tooltip would stay up after every tap, so it shows with a mouse only.
// ImGui places a tooltip at the pointer's lower right, over the item pointed at and its neighbours; this
// one keeps off the item, so a second click lands on what the person sees.
void item_tooltip(const char* text) {
    if (!text || recorder.touch || !ImGui::IsItemHovered()) return;
    const ImGuiStyle& style = ImGui::GetStyle();
    const ImVec2 display = ImGui::GetIO().DisplaySize;
    const ImVec2 item_min = ImGui::GetItemRectMin(), item_max = ImGui::GetItemRectMax();
    const float wrap = std::max(80.0f, std::min(display.x - 16 - style.WindowPadding.x * 2, 460.0f));
    const ImVec2 text_size = ImGui::CalcTextSize(text, nullptr, false, wrap);
    const ImVec2 size(text_size.x + style.WindowPadding.x * 2 + style.PopupBorderSize * 2,
                      text_size.y + style.WindowPadding.y * 2 + style.PopupBorderSize * 2);
    constexpr float kGap = 4;
    float y = item_min.y - kGap - size.y;            // above the item
    if (y < 0) y = item_max.y + kGap;                 // no room above: below it
    const float x = std::clamp(item_min.x, 0.0f, std::max(0.0f, display.x - size.x));
    ImGui::SetNextWindowPos(ImVec2(x, y));
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + wrap);
    ImGui::TextUnformatted(text);
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
}

void controls_begin_frame(ScreenReport& report, bool touch) {
    recorder.report = &report;
    recorder.section = "page";
    recorder.touch = touch;
    recorder.windows.clear();
    report.controls.clear();
    report.messages.clear();
}

void controls_end_frame() {
    if (!recorder.report) return;
    // A control is covered when a window drawn after its own (ImGui keeps them back to front) overlaps it.
    const ImVector<ImGuiWindow*>& order = GImGui->Windows;
    auto rank = [&](ImGuiWindow* w) {
        for (int i = 0; i < order.Size; ++i)
            if (order[i] == w) return i;
        return -1;
    };
    std::vector<ImGuiWindow*> front;  // root windows shown this frame (not ImGui's implicit "Debug" window)
    for (ImGuiWindow* w : order)
        if (w->Active && !w->Hidden && !w->IsFallbackWindow && w == w->RootWindow) front.push_back(w);
    std::vector<ControlRecord>& controls = recorder.report->controls;
    for (std::size_t i = 0; i < controls.size(); ++i) {
        ControlRecord& c = controls[i];
        if (!c.visible) continue;
        const int own = rank(recorder.windows[i]);
        const ImRect rect(c.x, c.y, c.x + c.w, c.y + c.h);
        for (ImGuiWindow* w : front) {
            if (w == recorder.windows[i] || rank(w) <= own) continue;
            const ImRect other(w->Pos, ImVec2(w->Pos.x + w->Size.x, w->Pos.y + w->Size.y));
            if (other.Overlaps(rect)) {
                c.visible = false;
                break;
            }
        }
    }
    recorder.report = nullptr;
}

bool touch_layout() { return recorder.touch; }

ControlSection::ControlSection(const char* name) : previous_(recorder.section) {
    recorder.section = name;
    ImGui::PushID(name);
}

ControlSection::~ControlSection() {
    ImGui::PopID();
    recorder.section = previous_;
}

void record_item(const char* kind, const char* label, const char* tooltip) {
    item_tooltip(tooltip);
    const ImGuiLastItemData& last = GImGui->LastItemData;
    // A multi-line field is a child window: its last item ID is 0 while it is scrolled out of view, so
    // the ID comes from the label (unique in its section), the same in every frame.
    const ImGuiID id = std::string_view(kind) == "text_input" ? ImGui::GetID(label) : last.ID;
    record_rect(kind, label_of(label, tooltip, nullptr), id, last.Rect, (last.InFlags & ImGuiItemFlags_Disabled) == 0);
}

void record_message(const std::string& text, bool error, ImVec2 min, ImVec2 max) {
    if (!recorder.report) return;
    recorder.report->messages.push_back({text, error, min.x, min.y, max.x - min.x, max.y - min.y});
}

bool ctl_button(const char* label, const char* tooltip, ImVec2 size, bool enabled) {
    if (recorder.touch) {  // tap targets: at least kTouchTarget each way
        const ImGuiStyle& style = ImGui::GetStyle();
        const float natural = ImGui::CalcTextSize(label, nullptr, true).x + style.FramePadding.x * 2;
        if (size.x >= 0 && std::max(size.x, natural) < kTouchTarget) size.x = kTouchTarget;
        size.y = std::max(size.y, kTouchTarget);
    }
    if (!enabled) ImGui::BeginDisabled();
    const bool pressed = ImGui::Button(label, size);
    if (!enabled) ImGui::EndDisabled();
    record_item("button", label, tooltip);
    return pressed && enabled;
}

bool ctl_checkbox(const char* label, bool* value, const char* tooltip) {
    const bool changed = ImGui::Checkbox(label, value);
    record_item("checkbox", label, tooltip);
    return changed;
}

bool ctl_radio(const char* label, int* value, int choice) {
    const bool changed = ImGui::RadioButton(label, value, choice);
    record_item("checkbox", label);
    return changed;
}

bool ctl_selectable(const char* label, bool selected, const char* tooltip) {
    const bool clicked = ImGui::Selectable(label, selected, 0, ImVec2(0, recorder.touch ? kTouchTarget : 0.0f));
    record_item("list_item", label, tooltip);
    return clicked;
}

bool ctl_tab(const char* label, bool chosen, float width, const char* tooltip) {
    ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(chosen ? ImGuiCol_TabActive : ImGuiCol_Tab));
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImGui::GetStyleColorVec4(ImGuiCol_TabHovered));
    ImGui::PushStyleColor(ImGuiCol_ButtonActive, ImGui::GetStyleColorVec4(ImGuiCol_TabActive));
    const bool pressed = ImGui::Button(label, ImVec2(width, recorder.touch ? kTouchTarget : 0.0f));
    ImGui::PopStyleColor(3);
    record_item("tab", label, tooltip);
    return pressed;
}

bool ctl_header(const char* label, ImGuiTreeNodeFlags flags) {
    // ImGui opens or closes a header on the press when it lands on the arrow (elsewhere on the release),
    // so on touch screens a drag that starts on the arrow to scroll the drawer would toggle it. There the
    // header reads a pointer over its arrow as just right of it: it toggles on the release, and a drag
    // that scrolls (drag_scroll.hpp) takes the press back first.
    ImGuiIO& io = ImGui::GetIO();
    const ImVec2 pointer = io.MousePos;
    if (recorder.touch) {
        const ImGuiStyle& style = ImGui::GetStyle();
        const ImVec2 at = ImGui::GetCursorScreenPos();
        const float arrow_end = at.x + ImGui::GetFontSize() + style.FramePadding.x * 2 + style.TouchExtraPadding.x;
        const bool on_row = pointer.y >= at.y && pointer.y < at.y + ImGui::GetFrameHeight();
        if (on_row && pointer.x < arrow_end) io.MousePos.x = arrow_end + 1;
    }
    const bool open = ImGui::CollapsingHeader(label, flags);
    io.MousePos = pointer;
    record_item("header", label);
    return open;
}

bool ctl_slider_int(const char* label, int* value, int lo, int hi, const char* format, ImGuiSliderFlags flags,
                    const char* name, bool enabled) {
    if (!enabled) ImGui::BeginDisabled();
    const int before = *value;
    bool changed = ImGui::SliderInt(label, value, lo, hi, format, flags);
    changed |= undo_if_scrolled(slider_press.i, before, value);
    if (!enabled) ImGui::EndDisabled();
    const ImGuiLastItemData& last = GImGui->LastItemData;
    record_rect("slider", label_of(label, nullptr, name), last.ID, last.Rect, enabled);
    return changed && enabled;
}

bool ctl_slider_float(const char* label, float* value, float lo, float hi, const char* format, ImGuiSliderFlags flags,
                      const char* name, bool enabled) {
    if (!enabled) ImGui::BeginDisabled();
    const float before = *value;
    bool changed = ImGui::SliderFloat(label, value, lo, hi, format, flags);
    changed |= undo_if_scrolled(slider_press.f, before, value);
    if (!enabled) ImGui::EndDisabled();
    const ImGuiLastItemData& last = GImGui->LastItemData;
    record_rect("slider", label_of(label, nullptr, name), last.ID, last.Rect, enabled);
    return changed && enabled;
}

bool ctl_input_int(const char* label, int* value, const char* name) {
    // The field's own ID: the item ImGui reports after the group is the text field while it is edited and
    // the "+" button otherwise, which would make the control's id change when it is clicked.
    const ImGuiID id = ImGui::GetID(label);
    const bool changed = ui_int_field(label, *value);
    const ImGuiLastItemData& last = GImGui->LastItemData;
    record_rect("text_input", label_of(label, nullptr, name), id, last.Rect,
                (last.InFlags & ImGuiItemFlags_Disabled) == 0);
    return changed;
}

bool ctl_begin_combo(const char* label, const char* preview, const char* name) {
    // Recorded before BeginCombo: an open combo begins its popup window, which replaces the last item.
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float width = ImGui::CalcItemWidth();
    const ImGuiID id = ImGui::GetID(label);
    const bool disabled = (GImGui->CurrentItemFlags & ImGuiItemFlags_Disabled) != 0;
    record_rect("combo", label_of(label, nullptr, name), id,
                ImRect(at, ImVec2(at.x + width, at.y + ImGui::GetFrameHeight())), !disabled);
    return ImGui::BeginCombo(label, preview);
}

}  // namespace boxcar::app
