// Fitting to the window's width: text cut to a width in pixels (of the current ImGui font), with an
// ellipsis, whole UTF-8 characters; items that go on the line only when they fit (narrow phone windows).
#pragma once
#include <string>

namespace boxcar::app {

std::string fit_text(const std::string& text, float width);

// `text` made of parts joined by `separator` ("a · b · c"), kept to the leading whole parts that fit in
// `width`, so that no number is cut in half; fit_text of the first part when even that one does not fit.
std::string fit_parts(const std::string& text, float width, const std::string& separator);

// Puts the next item, `width` pixels wide, beside the last one when it fits inside the window's content
// region (its scrollbar excluded), else on the next line.
void same_line_if_fits(float width);

// The width of a button labelled `label` (the part before "##").
float button_width(const char* label);

// A width for the next labelled item (slider, combo): at most `most`, leaving room for its label.
float item_width_beside_label(const char* label, float most);

}  // namespace boxcar::app
