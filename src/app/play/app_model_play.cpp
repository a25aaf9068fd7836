// AppModel's mouse play (walk to a square, select a box, push it to a square), the undo-history slider,
// the look (theme, dead squares) and the live deadlock check of the position on screen.
#include "app/app_model.hpp"

#include <algorithm>
#include <climits>

namespace boxcar::app {

using nlohmann::json;
using sokoban::Dir;
using sokoban::MoveKind;

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

bool AppModel::walk_to(int cell) {
    if (!has_level()) return false;
    const sokoban::Level& lv = game_->level();
    if (cell < 0 || cell >= lv.width * lv.height) return false;
    if (cell == game_->position().player) return true;
    auto path = sokoban::walk_path(lv, game_->position(), cell);
    if (!path) {
        set_message("The player can't walk to " + square_name(lv, cell) + " without pushing.");
        return false;
    }
    for (Dir d : *path)
        if (move(d) == MoveKind::Blocked) return false;  // cannot happen: the path was checked
    return true;
}

int AppModel::selected_box() const {
    if (!has_level() || assist_.selected_box < 0 || !(assist_.selected_in == game_->position())) return -1;
    return assist_.selected_box;
}

void AppModel::clear_selection() {
    assist_.selected_box = -1;
    assist_.targets = {};
}

bool AppModel::select_box(int cell) {
    clear_selection();
    if (!has_level()) return false;
    const sokoban::Position& pos = game_->position();
    if (cell < 0 || cell >= static_cast<int>(pos.boxes.size()) || !pos.boxes[cell]) return false;
    assist_.targets = sokoban::push_targets(game_->level(), pos, cell);
    assist_.selected_box = cell;
    assist_.selected_in = pos;
    if (assist_.targets.count == 0) set_message("That box can't be pushed anywhere from here.");
    else if (!assist_.targets.complete) set_message("The level is too large to find every place this box can go.");
    return true;
}

bool AppModel::push_box_to(int box, int target) {
    if (!has_level()) return false;
    auto path = sokoban::push_path(game_->level(), game_->position(), box, target);
    if (!path) {
        set_message("The box can't be pushed to " + square_name(game_->level(), target) + ".");
        return false;
    }
    clear_selection();
    for (Dir d : *path)
        if (move(d) == MoveKind::Blocked) return false;  // cannot happen: the path was checked
    return true;
}

bool AppModel::click_cell(int cell) {
    if (!has_level()) return false;
    const sokoban::Level& lv = game_->level();
    if (cell < 0 || cell >= lv.width * lv.height) {
        clear_selection();
        return false;
    }
    const sokoban::Position& pos = game_->position();
    const int selected = selected_box();
    if (selected >= 0 && cell != selected && assist_.targets.reachable[cell]) return push_box_to(selected, cell);
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

bool AppModel::seek_history(int entry) {
    if (!has_level()) return false;
    playback_.playing = false;
    game_->seek(std::max(0, entry));
    return true;
}

int AppModel::history_length() const {
    if (!has_level()) return 0;
    // Game has no redo count: seek a copy to the end of its redo list (cached per position).
    if (assist_.history_for != game_->position() || assist_.history_at != game_->history_size()) {
        sokoban::Game copy = *game_;
        copy.seek(INT_MAX);
        assist_.history_total = copy.history_size();
        assist_.history_for = game_->position();
        assist_.history_at = game_->history_size();
    }
    return assist_.history_total;
}

const sokoban::PositionAnalysis& AppModel::analysis() const {
    static const sokoban::PositionAnalysis none;
    if (!has_level()) return none;
    return assist_.analysis.get(game_->level(), game_->position());
}

bool AppModel::deadlocked() const { return has_level() && analysis().deadlocked; }

void AppModel::update_play_message() {
    const std::string text = deadlocked() ? "Deadlocked: " + analysis().reason + ". Undo to go back." : std::string();
    if (text == assist_.announced_deadlock) return;
    if (!text.empty()) set_message(text);
    else if (message_ == assist_.announced_deadlock) message_.clear();
    assist_.announced_deadlock = text;
}

bool AppModel::set_theme(const std::string& name) {
    if (name != "dark" && name != "light" && name != "contrast") {
        set_error("Unknown theme '" + name + "' (dark, light or contrast).");
        return false;
    }
    assist_.theme = name;
    return true;
}

void AppModel::add_play_state(json& s) const {
    s["theme"] = assist_.theme;
    s["dead_squares_shown"] = assist_.show_dead_squares;
    s["animating"] = assist_.animating;
    const bool sokoban_level = has_level();
    const auto& a = analysis();
    s["deadlock_reason"] = a.deadlocked ? json(a.reason) : json(nullptr);
    const int box = selected_box();
    if (box >= 0) {
        const int w = game_->level().width;
        json targets = json::array();
        for (int i = 0; i < static_cast<int>(assist_.targets.reachable.size()); ++i)
            if (assist_.targets.reachable[i]) targets.push_back({i % w, i / w});
        s["selected_box"] = {box % w, box / w};
        s["push_targets"] = std::move(targets);
    } else {
        s["selected_box"] = nullptr;
        s["push_targets"] = json::array();
    }
    s["history"] = {{"position", sokoban_level ? game_->history_size() : 0}, {"length", history_length()}};
    if (sokoban_level) {
        const int w = game_->level().width;
        const sokoban::Position& pos = game_->position();
        s["player"] = {pos.player % w, pos.player / w};
        json boxes = json::array();  // [x, y] of every box, row by row
        for (int i = 0; i < static_cast<int>(pos.boxes.size()); ++i)
            if (pos.boxes[i]) boxes.push_back({i % w, i / w});
        s["boxes"] = std::move(boxes);
    }
}

}  // namespace boxcar::app
