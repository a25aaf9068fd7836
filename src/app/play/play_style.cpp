// ImGui look of the themes (with larger controls on phones), the fonts of the play views, and the board
// area's layout.
#include "app/play/play_view.hpp"
#include "app/view_state.hpp"
#include "app/widgets/control_registry.hpp"
#include "app/widgets/fonts.hpp"

#include <algorithm>
#include <cmath>

namespace boxcar::app {

PlayArea play_area(Rect r, bool messages) {
    // On phones the strip also holds a tap target (the first-visit line's Got it, first_visit.cpp).
    const float strip = std::max(std::round(play_font_size(true) * 1.8f), touch_layout() ? kTouchTarget + 4 : 0.0f);
    PlayArea a{r.x, r.y, r.w, r.h, strip, messages ? message_strip_band_height(touch_layout()) : 0.0f};
    if (a.board_h() < 80) {  // tiny windows: the board first
        a.message_h = std::max(0.0f, std::min(a.message_h, r.h - 80 - a.strip_h));
        a.strip_h = std::max(0.0f, std::min(a.strip_h, r.h - 80));
    }
    return a;
}

ImFont* play_font(bool large) {
    const ImGuiIO& io = ImGui::GetIO();
    if (large && io.Fonts->Fonts.Size > 1) return io.Fonts->Fonts[1];
    return io.Fonts->Fonts.Size > 0 ? io.Fonts->Fonts[0] : ImGui::GetFont();
}

float play_font_size(bool large) {
    const ImGuiIO& io = ImGui::GetIO();
    ImFont* font = play_font(large);
    const float size = font ? font->FontSize * io.FontGlobalScale : 13.0f;
    return large && io.Fonts->Fonts.Size <= 1 ? size * 1.5f : size;
}

void play_apply_style(const std::string& theme, bool touch) {
    ImGuiStyle& style = ImGui::GetStyle();
    const bool dark = theme != "light";
    if (dark) ImGui::StyleColorsDark(&style);
    else ImGui::StyleColorsLight(&style);
    style.WindowRounding = 0;
    style.FrameRounding = 5;
    style.GrabRounding = 5;
    style.PopupRounding = 6;
    style.ScrollbarRounding = 6;
    style.TabRounding = 5;
    style.ChildRounding = 6;
    style.FramePadding = ImVec2(8, 5);
    style.ItemSpacing = ImVec2(8, 7);
    style.WindowPadding = ImVec2(14, 12);
    style.GrabMinSize = 14;
    style.WindowBorderSize = 0;
    style.FrameBorderSize = dark ? 0.0f : 1.0f;
    if (touch) {  // phones: every framed control (button, header, combo, field, slider) kTouchTarget CSS px high
        style.FramePadding = ImVec2(12, (kTouchTarget - kTextFontPx) / 2);
        style.ItemSpacing = ImVec2(8, 8);
        style.WindowPadding = ImVec2(12, 10);
        style.GrabMinSize = 26;
        style.ScrollbarSize = 16;
        style.TouchExtraPadding = ImVec2(2, 2);
        style.SelectableTextAlign = ImVec2(0, 0.5f);  // list rows are tap-high: their text in the middle
    }
    ImVec4* c = style.Colors;
    auto rgb = [](int r, int g, int b, float a = 1.0f) { return ImVec4(r / 255.0f, g / 255.0f, b / 255.0f, a); };
    const theme::Palette& pal = theme::palette_for(theme);
    c[ImGuiCol_WindowBg] = ImGui::ColorConvertU32ToFloat4(pal.panel);  // the editor's status colours are chosen for it
    if (dark) {
        c[ImGuiCol_ChildBg] = rgb(44, 47, 60);
        c[ImGuiCol_FrameBg] = rgb(54, 58, 74);
        c[ImGuiCol_FrameBgHovered] = rgb(66, 71, 92);
        c[ImGuiCol_FrameBgActive] = rgb(74, 80, 104);
        c[ImGuiCol_Button] = rgb(62, 92, 160);
        c[ImGuiCol_ButtonHovered] = rgb(76, 110, 188);
        c[ImGuiCol_ButtonActive] = rgb(52, 80, 142);
        c[ImGuiCol_Header] = rgb(58, 64, 84);
        c[ImGuiCol_HeaderHovered] = rgb(70, 78, 102);
        c[ImGuiCol_SliderGrab] = rgb(232, 166, 52);
        c[ImGuiCol_SliderGrabActive] = rgb(250, 190, 80);
        c[ImGuiCol_CheckMark] = rgb(232, 166, 52);
        c[ImGuiCol_Separator] = rgb(70, 74, 92);
        c[ImGuiCol_Text] = rgb(228, 230, 236);
        c[ImGuiCol_TextDisabled] = rgb(140, 145, 160);
    } else {
        c[ImGuiCol_ChildBg] = rgb(240, 237, 230);
        c[ImGuiCol_FrameBg] = rgb(255, 255, 255);
        c[ImGuiCol_FrameBgHovered] = rgb(240, 244, 252);
        c[ImGuiCol_FrameBgActive] = rgb(226, 234, 250);
        c[ImGuiCol_Button] = rgb(214, 226, 248);
        c[ImGuiCol_ButtonHovered] = rgb(196, 212, 244);
        c[ImGuiCol_ButtonActive] = rgb(176, 198, 238);
        c[ImGuiCol_SliderGrab] = rgb(200, 130, 30);
        c[ImGuiCol_SliderGrabActive] = rgb(220, 150, 50);
        c[ImGuiCol_CheckMark] = rgb(200, 130, 30);
        c[ImGuiCol_Border] = rgb(200, 196, 186);
        c[ImGuiCol_Text] = rgb(34, 36, 44);
        c[ImGuiCol_TextDisabled] = rgb(120, 122, 132);
    }
    if (theme == "contrast") {  // presentation mode: black and white, strong buttons
        c[ImGuiCol_ChildBg] = rgb(0, 0, 0);
        c[ImGuiCol_FrameBg] = rgb(30, 30, 30);
        c[ImGuiCol_Button] = rgb(0, 80, 200);
        c[ImGuiCol_ButtonHovered] = rgb(20, 110, 240);
        c[ImGuiCol_Text] = rgb(255, 255, 255);
        c[ImGuiCol_TextDisabled] = rgb(225, 225, 225);
        c[ImGuiCol_Border] = rgb(255, 255, 255);
        style.FrameBorderSize = 1.0f;
    }
}

void play_sync_style(StyleState& style, const Looks& looks, bool touch) {
    if (style.applied == looks.theme() && style.touch == touch) return;
    style.applied = looks.theme();
    style.touch = touch;
    play_apply_style(style.applied, touch);
}

}  // namespace boxcar::app
