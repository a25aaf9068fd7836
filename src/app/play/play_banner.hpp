// What the banner strip above the board says about the position on screen (play_status.cpp draws it;
// state().banner reports its title). A solved position is the player's solve only when every move on
// the board was made by hand, or when the level already counts as solved for them (kept as theirs): a
// solution played back otherwise says what it is, not "Solved!".
#pragma once
#include "app/play/play_assist.hpp"
#include "app/play/play_session.hpp"

namespace boxcar::app {

enum class PlayBanner { None, Deadlocked, Solved, SolutionShown, BoxCannotMove };

inline PlayBanner play_banner(const PlaySession& play, const PlayAssist& assist, bool counted_solved) {
    if (assist.deadlocked()) return PlayBanner::Deadlocked;
    if (play.solved())
        return play.line_origin() == SolutionOrigin::Player || counted_solved ? PlayBanner::Solved : PlayBanner::SolutionShown;
    if (play.kind() == PuzzleKind::Sokoban && assist.selected_box() >= 0 && assist.push_targets().count == 0 &&
        assist.push_targets().complete)
        return PlayBanner::BoxCannotMove;
    return PlayBanner::None;
}

// The banner's title; nullptr for None.
inline const char* play_banner_title(PlayBanner b) {
    switch (b) {
    case PlayBanner::Deadlocked: return "Deadlocked";
    case PlayBanner::Solved: return "Solved!";
    case PlayBanner::SolutionShown: return "Solution shown \xE2\x80\x94 not counted as yours";
    case PlayBanner::BoxCannotMove: return "This box cannot be pushed from here";
    case PlayBanner::None: break;
    }
    return nullptr;
}

}  // namespace boxcar::app
