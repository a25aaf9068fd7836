// A solution found by "watch the search", played on the board: the watched search's path (from the
// position on screen) joined to the moves played so far, replayed by the rules from the level's start,
// loaded for playback at the position on screen and played from there.
#pragma once
#include "app/app_model.hpp"

namespace boxcar::app {

// true while the watched search has a solution to play.
bool watch_has_solution(const Lecture& lecture);
// Leaves the watch and plays its solution; false (and why on the message line) when there is none or
// the replay refuses it.
bool play_watched_solution(AppModel& model);

}  // namespace boxcar::app
