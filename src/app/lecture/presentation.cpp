// Presentation mode (see lecture_view.hpp): the side panel is hidden, the board takes the whole window,
// fonts are scaled up, the high-contrast theme is on (Lecture::set_presentation), and a strip at the
// bottom shows a button to leave, the keyboard shortcuts and the counters (moves and pushes). Also the
// lecture keys, in and out of it.
// Caveat: ImGui 1.86 applies a font scale from the next frame on, so the first presentation frame still
// uses the normal size.
#include "app/widgets/control_registry.hpp"
#include "app/lecture/lecture_view.hpp"
#include "app/play/play_view.hpp"

#include <SDL.h>
#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <string>

namespace boxcar::app {
namespace {

constexpr float kFontScale = 1.6f;

// The shortcut line, long or short (whichever fits the strip).
const char* shortcuts(const PlaySession& play, bool short_form) {
    if (play.kind() == PuzzleKind::RushHour)
        return short_form ? "Drag cars \xC2\xB7 U undo \xC2\xB7 Y redo \xC2\xB7 R restart \xC2\xB7 Space step \xC2\xB7 Enter run \xC2\xB7 F5/Esc leave"
                          : "Drag a car   U/Z undo   Y redo   R restart   Space step search   Enter run/pause search   "
                            "F5/P/Esc leave";
    return short_form ? "Arrows move \xC2\xB7 U undo \xC2\xB7 Y redo \xC2\xB7 R restart \xC2\xB7 Space step \xC2\xB7 Enter run \xC2\xB7 F5/Esc leave"
                      : "Arrows/WASD move   U/Z undo   Y redo   R restart   Space step search   Enter run/pause search   "
                        "F5/P/Esc leave";
}

}  // namespace

// Scales ImGui's fonts while presentation mode is on, restoring the platform's scale after.
void sync_presentation_scale(StyleState& style, bool on) {
    ImGuiIO& io = ImGui::GetIO();
    if (on && !style.presentation_scaled) {
        style.base_font_scale = io.FontGlobalScale;
        io.FontGlobalScale = style.base_font_scale * kFontScale;
        style.presentation_scaled = true;
    } else if (!on && style.presentation_scaled) {
        io.FontGlobalScale = style.base_font_scale;
        style.presentation_scaled = false;
    }
}

float presentation_strip_height() { return std::max(ImGui::GetFontSize() * 2.2f, ImGui::GetFrameHeightWithSpacing() + 16); }

void ui_presentation_strip(Lecture& lecture, const PlaySession& play, Rect area) {
    ImGui::SetNextWindowPos(ImVec2(area.x, area.y));
    ImGui::SetNextWindowSize(ImVec2(area.w, area.h));
    ImGui::Begin("##presentation_keys", nullptr,
                 ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                     ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoCollapse);
    // The counters (and the watched search's sizes) at the right end; the shortcuts between, in the form
    // that fits (none on a narrow screen: the counters matter more, and the button says only "Leave").
    std::string counts = level_counters(play);
    const SearchWatch& watch = lecture.watch;
    if (watch.active() && watch.node().valid) {
        const nlohmann::json json = watch.to_json();
        char buffer[96];
        std::snprintf(buffer, sizeof buffer, "frontier %llu  closed %llu   ",
                      static_cast<unsigned long long>(json["frontier"].get<std::uint64_t>()),
                      static_cast<unsigned long long>(json["closed"].get<std::uint64_t>()));
        counts = buffer + counts;
    }
    const ImGuiStyle& style = ImGui::GetStyle();
    const float counts_w = ImGui::CalcTextSize(counts.c_str()).x;
    const float long_button = ImGui::CalcTextSize("Leave presentation").x + 2 * style.FramePadding.x;
    const bool narrow = ImGui::GetContentRegionAvail().x - long_button - 2 * style.ItemSpacing.x < counts_w;
    {
        ControlSection section("Presentation");
        if (ctl_button(narrow ? "Leave###leave" : "Leave presentation###leave", "Back to the page (Esc, F5)"))
            lecture.set_presentation(false);
    }
    ImGui::SameLine();
    const float room = ImGui::GetContentRegionAvail().x - counts_w - 2 * style.ItemSpacing.x;
    const char* keys = shortcuts(play, false);
    if (ImGui::CalcTextSize(keys).x > room) keys = shortcuts(play, true);
    if (ImGui::CalcTextSize(keys).x <= room) ImGui::TextUnformatted(keys);
    ImGui::SameLine(std::max(ImGui::GetCursorPosX(), ImGui::GetWindowContentRegionMax().x - counts_w));
    ImGui::TextUnformatted(counts.c_str());
    ImGui::End();
}

void ui_lecture_keys(Lecture& l, const PlaySession& play) {
    const ImGuiIO& io = ImGui::GetIO();
    if (io.WantTextInput) return;
    auto pressed = [](int scancode) { return ImGui::IsKeyPressed(scancode, false); };
    if (pressed(SDL_SCANCODE_F5) || pressed(SDL_SCANCODE_P)) l.set_presentation(!l.presentation);
    else if (l.presentation && pressed(SDL_SCANCODE_ESCAPE)) l.set_presentation(false);
    if (play.kind() == PuzzleKind::None) return;
    if (ImGui::IsKeyPressed(SDL_SCANCODE_SPACE, true)) l.watch_step(1);
    if (pressed(SDL_SCANCODE_RETURN)) l.watch_run(l.watch.active() && l.watch.speed() > 0 ? 0 : l.watch_speed);
}

}  // namespace boxcar::app
