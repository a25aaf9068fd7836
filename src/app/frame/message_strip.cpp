// The message strip over the board: the model's message (results of load, paste, import, share link,
// solve, compare, generate...). Errors are red and stay until dismissed (×) or replaced; information
// fades after kInfoSeconds, or, while the solver, a hint or a comparison runs, once it is over (by then the
// model has put the result in its place); a notice stays until dismissed, replaced, or the person's next
// click or key elsewhere.
#include "app/message_line.hpp"
#include "app/view_state.hpp"
#include "app/widgets/control_registry.hpp"
#include "app/ui.hpp"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>

namespace boxcar::app {
namespace {

constexpr double kInfoSeconds = 4.0;
constexpr double kFadeSeconds = 0.6;
constexpr float kStripTop = 6;         // from the top of the board area
constexpr float kStripPadding = 6;     // the strip's padding, above and below its row
constexpr float kStripTextLines = 2;   // lines that fit beside the × in the phone's band

float dismiss_size(bool touch) { return touch ? kTouchTarget : ImGui::GetFrameHeight(); }

// A click or tap outside the strip (as drawn last), or a key, in this frame: the person's next action.
bool person_acted(const MessageStripState& s) {
    const ImGuiIO& io = ImGui::GetIO();
    const ImVec2 p = io.MouseClickedPos[0];
    const bool on_strip = p.x >= s.rect[0] && p.x < s.rect[2] && p.y >= s.rect[1] && p.y < s.rect[3];
    if (ImGui::IsMouseClicked(0) && !on_strip) return true;
    for (int key = 0; key < IM_ARRAYSIZE(io.KeysDown); ++key)
        if (ImGui::IsKeyPressed(key, false)) return true;
    return false;
}

}  // namespace

float message_strip_band_height(bool touch) {
    const float row = std::max(dismiss_size(touch), kStripTextLines * ImGui::GetFontSize());
    return kStripTop + kStripPadding * 2 + row + kStripTop;
}

void ui_message_strip(const MessageLine& message, bool busy, MessageStripState& s, Rect board) {
    const double now = ImGui::GetTime();
    if (message.serial() != s.serial || message.text() != s.text) {  // a new message
        s.serial = message.serial();
        s.text = message.text();
        s.shown_at = now;
        s.dismissed = false;
    }
    if (busy) s.shown_at = now;  // information about a running job stays while it runs
    const bool error = message.level() == MessageLevel::Error;
    const bool stays = message.level() != MessageLevel::Info;
    s.shown_to_fade = s.fading = false;
    if (message.level() == MessageLevel::Notice && !s.dismissed && now - s.shown_at > 0.3 && person_acted(s)) s.dismissed = true;
    if (s.text.empty() || s.dismissed) return;
    const double age = now - s.shown_at;
    if (!stays && age > kInfoSeconds) return;
    s.fading = !stays && age >= kInfoSeconds - kFadeSeconds;
    s.shown_to_fade = !stays && !s.fading;
    const float alpha = stays ? 1.0f : static_cast<float>(std::clamp((kInfoSeconds - age) / kFadeSeconds, 0.0, 1.0));

    const bool touch = touch_layout();
    const float width = std::min(board.w - 16, 680.0f);
    ImGui::SetNextWindowPos(ImVec2(board.x + (board.w - width) / 2, board.y + kStripTop));
    ImGui::SetNextWindowSize(ImVec2(width, 0));
    ImGui::SetNextWindowBgAlpha(0.94f * alpha);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 8);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(12, kStripPadding));
    ImGui::PushStyleVar(ImGuiStyleVar_Alpha, std::max(alpha, 0.05f));
    ImGui::PushStyleColor(ImGuiCol_WindowBg, error ? ImVec4(0.70f, 0.12f, 0.14f, 1) : ImVec4(0.13f, 0.15f, 0.20f, 1));
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 1, 1, 1));
    ImGui::Begin("##message_strip", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoNav);
    bring_to_front_below_popups();  // over the drawer, when it covers the board
    {
        ControlSection section("Message strip");
        const float close = dismiss_size(touch);
        const float text_w = width - 24 - close - ImGui::GetStyle().ItemSpacing.x;
        // The text in the middle of the ×'s height while it has fewer lines than fit beside it.
        const float text_h = ImGui::CalcTextSize(s.text.c_str(), nullptr, false, text_w).y;
        ImGui::SetCursorPosY(ImGui::GetCursorPosY() + std::max(0.0f, (close - text_h) / 2));
        ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + text_w);
        ImGui::TextUnformatted(s.text.c_str());
        ImGui::PopTextWrapPos();
        ImGui::SameLine(width - 12 - close);
        ImGui::SetCursorPosY(ImGui::GetStyle().WindowPadding.y);
        ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(1, 1, 1, 0.12f));
        if (ctl_button("\xC3\x97##dismiss", "Dismiss the message", ImVec2(close, close))) s.dismissed = true;
        ImGui::PopStyleColor();
    }
    const ImVec2 at = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
    s.rect[0] = at.x, s.rect[1] = at.y, s.rect[2] = at.x + size.x, s.rect[3] = at.y + size.y;
    record_message(s.text, error, at, ImVec2(at.x + size.x, at.y + size.y));
    ImGui::End();
    ImGui::PopStyleColor(2);
    ImGui::PopStyleVar(3);
}

}  // namespace boxcar::app
