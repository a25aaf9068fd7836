// Help with playing the Sokoban level on screen: mouse play (walk to a square, select a box and see where
// it can go, push it there along a shortest push path) and the live deadlock check of the position on
// screen, which puts "Deadlocked: <reason>" on the message line while it holds. A path (a walk, a push
// along several squares) is played as moves of the PlaySession made by one action: one undo step.
#pragma once
#include "app/message_line.hpp"
#include "app/play/play_session.hpp"
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

class PlayAssist {
public:
    PlayAssist(PlaySession& play, MessageLine& message) : play_(play), message_(message) {}

    // Mouse play; false (and a message) when there is nothing to do.
    bool click_cell(int cell);              // push the selected box there, select or deselect a box, or walk
    bool walk_to(int cell);                 // shortest walk of the player to `cell`
    bool select_box(int cell);              // selects the box on `cell` and computes where it can go
    bool push_box_to(int box, int target);  // pushes along a shortest push path (fewest pushes, then moves)
    void clear_selection();
    int selected_box() const;  // level index, -1 when none (or the position changed since)
    const sokoban::PushTargets& push_targets() const { return targets_; }  // of selected_box()

    // The live deadlock check (dead squares, freeze, bipartite, corrals) of the position on screen.
    const sokoban::PositionAnalysis& analysis() const;  // cached; empty when no Sokoban level
    bool deadlocked() const;
    // Puts "Deadlocked: <reason>" on the message line when the position on screen becomes deadlocked, and
    // takes it away once it is not (undo). Called every frame by the board view; cheap (cached analysis).
    void update_play_message();

private:
    PlaySession& play_;
    MessageLine& message_;
    int selected_box_ = -1;         // level index of the selected box, -1 when none
    sokoban::Position selected_in_;  // the position the selection belongs to (stale once it changes)
    sokoban::PushTargets targets_;  // where the selected box can go
    mutable AnalysisCache analysis_;  // mutable: fills on first read
    std::string announced_deadlock_;  // the deadlock message last put on the message line
};

}  // namespace boxcar::app
