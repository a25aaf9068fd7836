// Board colours (RGBA, 0xAABBGGRR as ImGui packs them). Browser tests read pixels at cell centres and
// compare with these (the web build writes them to theme.json, tests/browser/pixels.mjs reads it), so a
// cell's centre is always drawn in its flat colour once animations settle, and the board pieces keep these
// colours in both themes; the themes differ in the chrome around the board (background, panels, banners,
// Rush Hour frame). A new colour a test reads goes into src/platform/web/tools/theme_json.cpp too.
#pragma once
#include <cstdint>
#include <string_view>

namespace boxcar::app::theme {

constexpr std::uint32_t rgb(int r, int g, int b) {
    return 0xFF000000u | (std::uint32_t(b) << 16) | (std::uint32_t(g) << 8) | std::uint32_t(r);
}
constexpr std::uint32_t rgba(int r, int g, int b, int a) {
    return (std::uint32_t(a) << 24) | (std::uint32_t(b) << 16) | (std::uint32_t(g) << 8) | std::uint32_t(r);
}

constexpr std::uint32_t kBackground = rgb(30, 32, 40);  // the dark theme's background
constexpr std::uint32_t kWall = rgb(118, 88, 64);
constexpr std::uint32_t kWallEdge = rgb(88, 64, 46);
constexpr std::uint32_t kWallLight = rgb(146, 112, 84);  // bevel highlight on the wall's top-left
constexpr std::uint32_t kFloor = rgb(214, 204, 186);
constexpr std::uint32_t kFloorEdge = rgb(200, 189, 170);  // faint grid between floor squares
constexpr std::uint32_t kGoal = rgb(226, 74, 88);
constexpr std::uint32_t kGoalRing = rgb(178, 52, 64);
constexpr std::uint32_t kBox = rgb(232, 166, 52);
constexpr std::uint32_t kBoxEdge = rgb(150, 96, 20);
constexpr std::uint32_t kBoxOnGoal = rgb(86, 176, 98);
constexpr std::uint32_t kBoxOnGoalEdge = rgb(40, 110, 52);
constexpr std::uint32_t kPlayer = rgb(58, 112, 222);
constexpr std::uint32_t kPlayerEdge = rgb(26, 56, 130);

// Overlays (drawn off the cell centres: rings and corner marks).
constexpr std::uint32_t kTargetMark = rgba(40, 150, 255, 220);   // where the selected box can go
constexpr std::uint32_t kSelection = rgba(255, 220, 60, 255);    // the selected box's outline
constexpr std::uint32_t kDeadMark = rgba(200, 40, 40, 150);      // dead-square overlay
constexpr std::uint32_t kDeadlockedBox = rgba(230, 30, 30, 255); // outline of boxes in a deadlock
constexpr std::uint32_t kHintArrow = rgb(214, 40, 200);           // the hint: next push / next slide

// Rush Hour.
constexpr std::uint32_t kRushFrame = rgb(70, 74, 90);
constexpr std::uint32_t kRushFloor = rgb(206, 210, 218);
constexpr std::uint32_t kRushGrid = rgb(180, 184, 194);
constexpr std::uint32_t kRushPrimary = rgb(214, 48, 49);
constexpr std::uint32_t kRushWatchedCar = rgb(70, 96, 140);  // the other cars of a watched search node

// The chrome of a theme ("dark" or "light").
struct Palette {
    std::uint32_t background;   // behind the board
    std::uint32_t board_shadow; // soft shadow under the board
    std::uint32_t text;         // counters drawn on the background
    std::uint32_t text_dim;
    std::uint32_t banner_bad;   // deadlock warning
    std::uint32_t banner_good;  // solved celebration
    std::uint32_t rush_frame;
    bool dark;
    // The panels and bars (ImGui's window background) and the editor's status line on them: green for a
    // good level, pink/red for a problem. Both at least 4.5:1 against `panel` (WCAG AA for normal text;
    // tests/app/test_theme_contrast.cpp checks it): light 5.50:1 and 6.16:1, dark 9.26:1 and 5.93:1,
    // contrast 13.43:1 and 8.59:1.
    std::uint32_t panel;
    std::uint32_t text_good;
    std::uint32_t text_bad;
};

inline constexpr Palette kDarkPalette{kBackground,          rgba(0, 0, 0, 110),   rgb(230, 232, 238), rgb(150, 154, 168),
                                      rgba(190, 40, 48, 235), rgba(46, 150, 70, 235), kRushFrame, true,
                                      rgb(38, 41, 52),       rgb(115, 230, 140),   rgb(255, 128, 115)};
inline constexpr Palette kLightPalette{rgb(236, 233, 226),   rgba(60, 50, 30, 60), rgb(40, 42, 50),    rgb(110, 112, 122),
                                       rgba(200, 44, 52, 235), rgba(52, 160, 80, 235), rgb(96, 100, 118), false,
                                       rgb(248, 246, 241),   rgb(24, 115, 50),     rgb(180, 30, 40)};

// Presentation mode: black chrome, white text, for projectors.
inline constexpr Palette kContrastPalette{rgb(0, 0, 0),          rgba(0, 0, 0, 0),     rgb(255, 255, 255), rgb(225, 225, 225),
                                          rgba(220, 0, 0, 255),  rgba(0, 150, 40, 255), rgb(60, 60, 60),   true,
                                          rgb(0, 0, 0),          rgb(115, 230, 140),   rgb(255, 128, 115)};

inline const Palette& palette_for(std::string_view name) {
    return name == "light" ? kLightPalette : name == "contrast" ? kContrastPalette : kDarkPalette;
}

}  // namespace boxcar::app::theme
