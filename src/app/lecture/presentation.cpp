// Presentation mode (see lecture_view.hpp): the drawer is hidden, the board takes the window beside the
// presenter's panel (presenter_panel.hpp), fonts are scaled with the screen (body text max(18, min(height / 45, width / 80)) CSS px: 24 at
// 1920x1080, 18 at 1024x768), the high-contrast theme is on (Lecture::set_presentation), and a strip at
// the bottom shows the result line (the loaded solution and how it was found, or the solver's progress),
// the playback transport with the way out, and the keyboard shortcuts. Nothing animates until the
// presenter starts it (Play, Enter). Also the lecture keys, in and out of it.
// Caveat: ImGui 1.86 applies a font scale from the next frame on, so the first presentation frame (and
// the first after a resize) still uses the previous size.
#include "app/widgets/control_registry.hpp"
#include "app/lecture/lecture_view.hpp"
#include "app/play/play_view.hpp"
#include "app/view_state.hpp"
#include "app/widgets/text_fit.hpp"

#include <SDL.h>
#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <string>

namespace boxcar::app {
namespace {

// The shortcut line, long or short (whichever fits the strip).
const char* shortcuts(const PlaySession& play, bool short_form) {
    if (play.kind() == PuzzleKind::RushHour)
        return short_form ? "Drag cars \xC2\xB7 U undo \xC2\xB7 Y redo \xC2\xB7 R restart \xC2\xB7 Space step \xC2\xB7 Enter run \xC2\xB7 Esc leave"
                          : "Drag a car   U/Z undo   Y redo   R restart   Space step search   Enter run/pause search   "
                            "F5/P/Esc leave";
    return short_form ? "Arrows move \xC2\xB7 U undo \xC2\xB7 Y redo \xC2\xB7 R restart \xC2\xB7 Space step \xC2\xB7 Enter run \xC2\xB7 Esc leave"
                      : "Arrows/WASD move   U/Z undo   Y redo   R restart   Space step search   Enter run/pause search   "
                        "F5/P/Esc leave";
}

// Body text size in presentation mode, in CSS px, for a screen of w x h CSS px.
float presentation_text_px(float w, float h) { return std::max(18.0f, std::min(h / 45.0f, w / 80.0f)); }

}  // namespace

void sync_presentation_scale(StyleState& style, bool on, float screen_w, float screen_h) {
    ImGuiIO& io = ImGui::GetIO();
    if (on) {
        if (!style.presentation_scaled) {
            style.base_font_scale = io.FontGlobalScale;
            style.presentation_scaled = true;
        }
        const ImFont* font = io.Fonts->Fonts.Size > 0 ? io.Fonts->Fonts[0] : nullptr;
        const float base_px = font ? font->FontSize * style.base_font_scale : 13.0f;
        io.FontGlobalScale = style.base_font_scale * presentation_text_px(screen_w, screen_h) / base_px;
    } else if (style.presentation_scaled) {
        io.FontGlobalScale = style.base_font_scale;
        style.presentation_scaled = false;
    }
}

// Rows: the result line, the transport, the shortcuts.
float presentation_strip_height() {
    const ImGuiStyle& style = ImGui::GetStyle();
    return 2 * ImGui::GetTextLineHeight() + ImGui::GetFrameHeight() + 2 * style.ItemSpacing.y + 2 * style.WindowPadding.y + 4;
}

void ui_presentation_strip(Lecture& lecture, PlaySession& play, const std::string& result_line, Rect area) {
    ImGui::SetNextWindowPos(ImVec2(area.x, area.y));
    ImGui::SetNextWindowSize(ImVec2(area.w, area.h));
    ImGui::Begin("##presentation_keys", nullptr,
                 ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                     ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoCollapse);
    lecture.presentation_text_px = ImGui::GetFontSize();
    // Row 1: the result line at the left, the counters (and the watched search's sizes) at the right; the
    // result line gives way to the counters on a narrow screen.
    std::string counts = level_counters(play);
    const SearchWatch& watch = lecture.watch;
    if (watch.active() && watch.node().valid) {
        char buffer[96];
        std::snprintf(buffer, sizeof buffer, "frontier %llu  closed %llu   ",
                      static_cast<unsigned long long>(watch.frontier()), static_cast<unsigned long long>(watch.closed()));
        counts = buffer + counts;
    }
    const ImGuiStyle& style = ImGui::GetStyle();
    const float counts_w = ImGui::CalcTextSize(counts.c_str()).x;
    const std::string result = fit_parts(result_line, ImGui::GetContentRegionAvail().x - counts_w - 2 * style.ItemSpacing.x,
                                         " \xC2\xB7 ");
    ImGui::TextUnformatted(result.c_str());
    lecture.presentation_result = result;
    ImGui::SameLine(std::max(ImGui::GetCursorPosX(), ImGui::GetWindowContentRegionMax().x - counts_w));
    ImGui::TextUnformatted(counts.c_str());
    // Row 2: the way out and the transport.
    {
        ControlSection section("Presentation");
        const float long_button = ImGui::CalcTextSize("Leave presentation").x + 2 * style.FramePadding.x;
        const bool narrow = area.w < long_button * 5;
        if (ctl_button(narrow ? "Leave###leave" : "Leave presentation###leave", "Back to the page (Esc, F5)"))
            lecture.set_presentation(false);
        ImGui::SameLine();
        ui_playback_transport(play, TransportLayout::OneRow);
    }
    // Row 3: the shortcuts, in the form that fits.
    const char* keys = shortcuts(play, false);
    if (ImGui::CalcTextSize(keys).x > ImGui::GetContentRegionAvail().x) keys = shortcuts(play, true);
    ImGui::TextDisabled("%s", keys);
    lecture.presentation_keys = keys;
    ImGui::End();
}

void ui_lecture_keys(Lecture& l, const PlaySession& play) {
    const ImGuiIO& io = ImGui::GetIO();
    if (io.WantTextInput) return;
    auto pressed = [](int scancode) { return ImGui::IsKeyPressed(scancode, false); };
    if (pressed(SDL_SCANCODE_F5) || pressed(SDL_SCANCODE_P)) l.set_presentation(!l.presentation);
    else if (l.presentation && pressed(SDL_SCANCODE_ESCAPE)) l.set_presentation(false);
    if (play.kind() == PuzzleKind::None) return;
    if (l.race_keys) {  // the race is shown: Space steps every pane, Enter runs/pauses it
        if (ImGui::IsKeyPressed(SDL_SCANCODE_SPACE, true)) l.race_step(l.race_step_nodes);
        if (pressed(SDL_SCANCODE_RETURN)) l.race_run(l.race.active() && l.race.speed() > 0 ? 0 : l.race_speed);
        return;
    }
    if (ImGui::IsKeyPressed(SDL_SCANCODE_SPACE, true)) l.watch_step(1);
    if (pressed(SDL_SCANCODE_RETURN)) l.watch_run(l.watch.active() && l.watch.speed() > 0 ? 0 : l.watch_speed);
}

}  // namespace boxcar::app
