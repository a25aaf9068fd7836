// What a paste on the board means (window.boxcar paste, Ctrl+V on the canvas): a records file is
// imported; other text is read, in order, as a solution for the level on screen (replayed by the rules,
// then loaded into playback), then as a level, a collection or Rush Hour boards. Anything else gets one
// error naming what both puzzles expect. true when the text was taken.
#pragma once
#include "app/app_model.hpp"

#include <string_view>

namespace boxcar::app {

bool paste(AppModel& model, std::string_view text);

}  // namespace boxcar::app
