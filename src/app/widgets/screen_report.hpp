// What the last frame put on screen, as a person sees it: every control with its rectangle, and the
// messages shown. The views fill it while drawing (src/app/widgets/control_registry.hpp); window.boxcar reads it
// as boxcar.controls() and boxcar.messages() (../shared/CONTRACTS.md, "The controls on screen").
// Rectangles are in CSS pixels of the page: the canvas sits at (0, 0) and fills the window.
#pragma once

#include <string>
#include <vector>

namespace boxcar::app {

struct ControlRecord {
    std::string id;       // the ImGui ID as text: unique in a frame, stable across frames
    std::string label;    // the text a person reads on or beside it (an icon's tooltip); never empty
    std::string section;  // the bar, drawer section or window it belongs to
    std::string kind;     // button, checkbox, combo, slider, text_input, list_item, header, tab
    float x = 0, y = 0, w = 0, h = 0;
    bool enabled = true;  // false when drawn disabled (it can do nothing now)
    bool visible = true;  // the whole rectangle unclipped, uncovered and inside the viewport
};

struct MessageRecord {
    std::string text;
    bool error = false;
    float x = 0, y = 0, w = 0, h = 0;
};

struct ScreenReport {
    std::vector<ControlRecord> controls;
    std::vector<MessageRecord> messages;
};

}  // namespace boxcar::app
