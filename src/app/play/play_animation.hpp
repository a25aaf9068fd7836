// Smooth Sokoban moves: the model's position changes at once (tests read state()); the board view asks this
// animator what to draw, and it slides the player and a pushed box between squares. A single step takes
// kStepSeconds; a path (mouse walk or push, several playback steps in one frame) plays step by step,
// faster, at most kPathSeconds in all. Changes it can't explain as steps (level change, restart, a jump
// in history) are shown at once. No ImGui here: the caller passes the clock.
#pragma once
#include "sokoban/rules/rules.hpp"

#include <vector>

namespace boxcar::app {

class SokobanAnimator {
public:
    static constexpr double kStepSeconds = 0.10;
    static constexpr double kPathStepSeconds = 0.05;
    static constexpr double kPathSeconds = 1.2;
    static constexpr int kMaxAnimatedSteps = 400;

    struct Frame {
        const sokoban::Position* boxes = nullptr;  // boxes to draw, except `moving_box`
        float player_x = 0, player_y = 0;          // in cells, fractional while sliding
        int moving_box = -1;                        // square in *boxes drawn at (box_x, box_y) instead
        float box_x = 0, box_y = 0;
        bool animating = false;
    };

    // Call once per frame with the game on screen and the time in seconds.
    Frame update(const sokoban::Game& game, double now);
    void reset() { chain_.clear(); }

private:
    std::vector<sokoban::Position> chain_;  // chain_[0] where the animation starts, back() = the game's position
    int width_ = 0;
    int history_ = 0;                       // game.history_size() when back() was taken
    double start_ = 0, step_seconds_ = kStepSeconds;

    void restart_chain(const sokoban::Position& pos, double now);
    bool extend_by_history(const sokoban::Game& game);
    bool extend_by_one_step(const sokoban::Position& next);
};

}  // namespace boxcar::app
