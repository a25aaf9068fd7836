// A text field of the UI backed by a std::string: the one widget every view uses for typed or pasted
// text, so that paste (Ctrl/Cmd+V, the page's paste event) and the phone keyboard work the same in all.
#pragma once
#include <string>

namespace boxcar::app {

// Draws the field with ImGui ID `id` ("##name"); `lines` > 0 makes it multi-line, that many lines high,
// across the available width. Returns true when the text changed this frame.
bool ui_text_field(const char* id, std::string& text, int lines = 0);

}  // namespace boxcar::app
