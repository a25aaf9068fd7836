// The UI fonts: Open Sans (Debian fonts-open-sans) rasterised at the screen's pixel density so text stays
// crisp on HiDPI; font 0 is the text font, font 1 the large bold one of the board's banners. Without the
// files, ImGui's built-in font. The platform passes where the files are (the page: its module's file
// system; the desktop app: Debian's font folder).
#pragma once

namespace boxcar::app {

constexpr float kTextFontPx = 17.0f;  // the text font's size in CSS px (before presentation mode scales it)

void load_fonts(const char* text_ttf, const char* bold_ttf, float pixel_ratio);

}  // namespace boxcar::app
