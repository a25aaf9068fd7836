// Sharing a level and its solution: share-link fragments (share_link.hpp has their form), and solutions
// as text (copy, paste-and-replay). Every solution taken from outside (a link, a pasted string) is
// replayed by the rules first. Opening a link or replaying a solution changes what is on screen, so
// these take the AppModel (they load, cancel the solver, load playback).
#pragma once
#include "app/app_model.hpp"

#include <string>
#include <string_view>

namespace boxcar::app {

// The fragment of a share link: the level, and the solution with the playback position, or else the
// moves played by hand; a solution too long to share is left out.
struct ShareResult {
    bool ok = false;
    std::string fragment, error;
    bool solution_left_out = false;
};
ShareResult share_fragment(const PlaySession& play);

// Opens a share link's fragment: its level, then its solution (into playback) or its moves. false (the
// message line says why; nothing changed) when the link or its level is bad.
bool open_fragment(AppModel& model, std::string_view fragment);

// Verifies a solution for the level on screen (LURD, or "A+1 C-2 ..." for Rush Hour) and loads it into
// playback at its start; false (and why on the message line) when it does not solve the level.
bool replay_solution_text(AppModel& model, std::string_view text);

}  // namespace boxcar::app
