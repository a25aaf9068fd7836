// Text cut to a width in pixels (of the current ImGui font), with an ellipsis, whole UTF-8 characters.
#pragma once
#include <string>

namespace boxcar::app {

std::string fit_text(const std::string& text, float width);

}  // namespace boxcar::app
