// PlayAssist (see play_assist.hpp): mouse play and the live deadlock check.
#include "app/play/play_assist.hpp"

namespace boxcar::app {


const sokoban::PositionAnalysis& AnalysisCache::get(const sokoban::Level& level, const sokoban::Position& pos) {
    if (!analyzer_ || level_width_ != level.width || level_cells_ != level.cells) {
        analyzer_ = std::make_shared<sokoban::PositionAnalyzer>(level);
        level_cells_ = level.cells;
        level_width_ = level.width;
        valid_ = false;
    }
    if (!valid_ || !(position_ == pos)) {
        result_ = analyzer_->analyze(pos);
        position_ = pos;
        valid_ = true;
    }
    return result_;
}

namespace {

std::string square_name(const sokoban::Level& level, int cell) {
    return "column " + std::to_string(cell % level.width + 1) + ", row " + std::to_string(cell / level.width + 1);
}

}  // namespace

bool PlayAssist::walk_to(int cell) {
    if (!play_.has_level()) return false;
    const sokoban::Level& lv = play_.level();
    if (cell < 0 || cell >= lv.width * lv.height) return false;
    const sokoban::Position& pos = play_.game().position();
    if (cell == pos.player) return true;
    auto path = sokoban::walk_path(lv, pos, cell);
    if (!path) {
        message_.set("The player can't walk to " + square_name(lv, cell) + " without pushing.");
        return false;
    }
    return play_.move_path(*path) == static_cast<int>(path->size());  // one action: one undo step
}

int PlayAssist::selected_box() const {
    if (!play_.has_level() || selected_box_ < 0 || !(selected_in_ == play_.game().position())) return -1;
    return selected_box_;
}

void PlayAssist::clear_selection() {
    selected_box_ = -1;
    targets_ = {};
}

bool PlayAssist::select_box(int cell) {
    clear_selection();
    if (!play_.has_level()) return false;
    const sokoban::Position& pos = play_.game().position();
    if (cell < 0 || cell >= static_cast<int>(pos.boxes.size()) || !pos.boxes[cell]) return false;
    targets_ = sokoban::push_targets(play_.level(), pos, cell);
    selected_box_ = cell;
    selected_in_ = pos;
    if (targets_.count == 0) message_.set("This box cannot be pushed from here.");
    else if (!targets_.complete) message_.set("The level is too large to find every place this box can go.");
    return true;
}

bool PlayAssist::push_box_to(int box, int target) {
    if (!play_.has_level()) return false;
    auto path = sokoban::push_path(play_.level(), play_.game().position(), box, target);
    if (!path) {
        message_.set("The box can't be pushed to " + square_name(play_.level(), target) + ".");
        return false;
    }
    clear_selection();
    return play_.move_path(*path) == static_cast<int>(path->size());  // one action: one undo step
}

bool PlayAssist::click_cell(int cell) {
    if (!play_.has_level()) return false;
    const sokoban::Level& lv = play_.level();
    if (cell < 0 || cell >= lv.width * lv.height) {
        clear_selection();
        return false;
    }
    const sokoban::Position& pos = play_.game().position();
    const int selected = selected_box();
    if (selected >= 0 && cell != selected && targets_.reachable[cell]) return push_box_to(selected, cell);
    if (pos.boxes[cell]) {
        if (cell == selected) {
            clear_selection();
            return true;
        }
        return select_box(cell);
    }
    clear_selection();
    if (lv.wall(cell)) return false;
    return walk_to(cell);
}

const sokoban::PositionAnalysis& PlayAssist::analysis() const {
    static const sokoban::PositionAnalysis none;
    if (!play_.has_level()) return none;
    return analysis_.get(play_.level(), play_.game().position());
}

bool PlayAssist::deadlocked() const { return play_.has_level() && analysis().deadlocked; }

void PlayAssist::update_play_message() {
    const std::string text = deadlocked() ? "Deadlocked: " + analysis().reason + ". Undo to go back." : std::string();
    if (text == announced_deadlock_) return;
    if (!text.empty()) message_.set(text);
    else if (message_.text() == announced_deadlock_) message_.clear();
    announced_deadlock_ = text;
}


}  // namespace boxcar::app
