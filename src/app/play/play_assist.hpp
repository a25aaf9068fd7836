// Play helpers of the app model: the box selected with the mouse and where it can be pushed,
// the look (theme, dead-square overlay) and the cached live analysis of the Sokoban position on screen.
// Owned by AppModel (member assist_); its methods live in app_model_play.cpp.
#pragma once
#include "sokoban/deadlocks/position_analysis.hpp"
#include "sokoban/rules/push_path.hpp"
#include "sokoban/rules/rules.hpp"

#include <memory>
#include <string>

namespace boxcar::app {

// Re-analyses only when the level or the position changed since the last call.
class AnalysisCache {
public:
    const sokoban::PositionAnalysis& get(const sokoban::Level& level, const sokoban::Position& pos);
    void clear() { *this = AnalysisCache{}; }

private:
    std::shared_ptr<sokoban::PositionAnalyzer> analyzer_;
    std::vector<std::uint8_t> level_cells_;  // identity of the analysed level
    int level_width_ = 0;
    sokoban::Position position_;
    bool valid_ = false;
    sokoban::PositionAnalysis result_;
};

struct PlayAssist {
    std::string theme = "dark";    // "dark" or "light"
    bool show_dead_squares = false;
    bool animating = false;         // set by the board view while pieces slide (state().animating)
    int selected_box = -1;         // level index of the selected box, -1 when none
    sokoban::Position selected_in;  // the position the selection belongs to (stale once it changes)
    sokoban::PushTargets targets;  // where the selected box can go
    AnalysisCache analysis;
    std::string announced_deadlock;  // the deadlock message last put on the message line
    // history_length() cache: the total for the position and history size it was computed for.
    sokoban::Position history_for;
    int history_at = -1, history_total = 0;
};

}  // namespace boxcar::app
