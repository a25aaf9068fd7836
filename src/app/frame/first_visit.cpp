// The first-visit line: one line in the banner strip above the board that says how to play and where the
// levels are, with Got it, which hides it for good (the record keeps that it was dismissed:
// docs/STORAGE.md). The strip's room is kept whether or not anything shows in it, so the line moves
// nothing; it gives way to what the strip shows ("Solved!", "Deadlocked", a selected box's legend) and is
// not drawn while a phone's drawer lies over the board.
#include "app/app_model.hpp"
#include "app/ui.hpp"
#include "app/view_state.hpp"
#include "app/widgets/control_registry.hpp"

#include <imgui.h>

#include <algorithm>

namespace boxcar::app {
namespace {

// What to say, longest first: the first whose wrapped lines fit the strip's height (two lines) is shown.
const char* const kSokobanDesktop[] = {
    "Push every box onto a red goal: the arrow keys or a click move the player, U undoes, Solve shows a "
    "solution. The title above opens the level browser.",
    "Push the boxes onto the red goals: arrow keys or a click move, U undoes. The title above lists the levels.",
    "Arrow keys or a click move; U undoes.",
};
const char* const kSokobanPhone[] = {
    "Swipe or tap to move and push every box onto a red goal. Tap the title above for more levels.",
    "Swipe or tap to move; push the boxes onto the red goals.",
    "Swipe or tap to move.",
};
const char* const kRushDesktop[] = {
    "Drag the cars along their lanes until the red car can leave through the gap on the right. Solve shows "
    "the fewest moves; the title above opens the level browser.",
    "Drag the cars until the red car can leave on the right. The title above lists the boards.",
    "Drag the cars; the red car leaves on the right.",
};
const char* const kRushPhone[] = {
    "Drag the cars until the red car can leave on the right. Tap the title above for more boards.",
    "Drag the cars until the red car can leave on the right.",
    "Drag the cars.",
};

template <std::size_t N>
const char* fitting(const char* const (&texts)[N], float width, float height) {
    for (const char* text : texts)
        if (ImGui::CalcTextSize(text, nullptr, false, width).y <= height) return text;
    return texts[N - 1];
}

}  // namespace

void ui_first_visit_line(AppModel& model, FirstVisitState& state, Rect strip) {
    if (state.dismissed || model.play.kind() == PuzzleKind::None || strip.h < 24 || strip.w < 160) return;
    if (model.play.solved() || model.assist.deadlocked() || model.assist.selected_box() >= 0) return;  // the strip's own
    if (model.records.stored().intro_dismissed) return;
    const bool touch = touch_layout();
    const bool rush = model.play.kind() == PuzzleKind::RushHour;
    const Rect box{strip.x + 8, strip.y + 1, strip.w - 16, strip.h - 2};
    const float button_h = touch ? std::min(kTouchTarget, box.h) : std::min(ImGui::GetFrameHeight(), box.h);
    const float pad = 10;

    ImGui::SetNextWindowPos(ImVec2(box.x, box.y));
    ImGui::SetNextWindowSize(ImVec2(box.w, box.h));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 8);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(pad, 0));
    ImGui::Begin("##first_visit", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoFocusOnAppearing |
                     ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoScrollWithMouse);
    ImGui::PopStyleVar(2);
    {
        ControlSection section("First visit");
        const char* dismiss = "Got it";
        const float button_w = ImGui::CalcTextSize(dismiss).x + 2 * ImGui::GetStyle().FramePadding.x + (touch ? 8 : 0);
        const float text_w = box.w - 2 * pad - button_w - ImGui::GetStyle().ItemSpacing.x;
        const char* text = rush ? (touch ? fitting(kRushPhone, text_w, box.h) : fitting(kRushDesktop, text_w, box.h))
                                : (touch ? fitting(kSokobanPhone, text_w, box.h) : fitting(kSokobanDesktop, text_w, box.h));
        const float text_h = ImGui::CalcTextSize(text, nullptr, false, text_w).y;
        ImGui::SetCursorPos(ImVec2(pad, std::max(0.0f, (box.h - text_h) / 2)));
        ImGui::PushTextWrapPos(pad + text_w);
        ImGui::TextUnformatted(text);
        ImGui::PopTextWrapPos();
        ImGui::SetCursorPos(ImVec2(box.w - pad - button_w, (box.h - button_h) / 2));
        if (ctl_button(dismiss, "Hide this line for good", ImVec2(button_w, button_h))) {
            state.dismissed = true;
            model.records.change().intro_dismissed = true;
            model.records.save_changes(false);
        }
    }
    ImGui::End();
}

}  // namespace boxcar::app
