// Step-by-step sliding of the Sokoban player and pushed boxes (see play_animation.hpp).
#include "app/play/play_animation.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace boxcar::app {
namespace {

// The one box that left a square and the one that arrived between two positions (-1 when none).
void box_change(const sokoban::Position& a, const sokoban::Position& b, int& from, int& to) {
    from = to = -1;
    for (std::size_t i = 0; i < a.boxes.size(); ++i) {
        if (a.boxes[i] && !b.boxes[i]) from = static_cast<int>(i);
        if (!a.boxes[i] && b.boxes[i]) to = static_cast<int>(i);
    }
}

float smooth(float t) { return t * t * (3 - 2 * t); }

}  // namespace

void SokobanAnimator::restart_chain(const sokoban::Position& pos, double now) {
    chain_.assign(1, pos);
    start_ = now;
    step_seconds_ = kStepSeconds;
}

bool SokobanAnimator::extend_by_history(const sokoban::Game& game) {
    const int added = game.history_size() - history_;
    if (added <= 0 || added > kMaxAnimatedSteps) return false;
    const std::string lurd = game.lurd();
    if (static_cast<int>(lurd.size()) < added) return false;
    auto steps = sokoban::parse_lurd(std::string_view(lurd).substr(lurd.size() - added));
    if (!steps) return false;
    const std::size_t mark = chain_.size();
    sokoban::Position pos = chain_.back();
    for (sokoban::Dir d : *steps) {
        if (sokoban::apply_move(game.level(), pos, d) == sokoban::MoveKind::Blocked) break;
        chain_.push_back(pos);
    }
    if (chain_.size() - mark == steps->size() && chain_.back() == game.position()) return true;
    chain_.resize(mark);
    return false;
}

bool SokobanAnimator::extend_by_one_step(const sokoban::Position& next) {
    const sokoban::Position& prev = chain_.back();
    const int dx = next.player % width_ - prev.player % width_, dy = next.player / width_ - prev.player / width_;
    if (std::abs(dx) + std::abs(dy) != 1) return false;
    int from, to;
    box_change(prev, next, from, to);
    if ((from < 0) != (to < 0)) return false;
    if (from >= 0) {
        const bool same_way = to - from == next.player - prev.player;
        if (!same_way || (from != next.player && to != prev.player)) return false;  // a push or an undone push
    }
    chain_.push_back(next);
    return true;
}

SokobanAnimator::Frame SokobanAnimator::update(const sokoban::Game& game, double now) {
    const sokoban::Position& pos = game.position();
    if (chain_.empty() || width_ != game.level().width || chain_.back().boxes.size() != pos.boxes.size()) {
        width_ = game.level().width;
        restart_chain(pos, now);
    } else if (!(chain_.back() == pos)) {
        // Keep the step on screen; forget the ones already played.
        const int n = static_cast<int>(chain_.size()) - 1;
        const double played = (now - start_) / step_seconds_;
        const int k = std::min(n, static_cast<int>(std::floor(played)));
        const double frac = k < n ? played - k : 0;
        chain_.erase(chain_.begin(), chain_.begin() + k);
        if (extend_by_history(game) || extend_by_one_step(pos)) {
            const int steps = static_cast<int>(chain_.size()) - 1;
            step_seconds_ = steps > 1 ? std::min(kPathStepSeconds, kPathSeconds / steps) : kStepSeconds;
            start_ = now - frac * step_seconds_;
        } else {
            restart_chain(pos, now);
        }
    }
    history_ = game.history_size();

    Frame f;
    const int n = static_cast<int>(chain_.size()) - 1;
    const double played = (now - start_) / step_seconds_;
    if (n > 0 && played >= n) {
        chain_.erase(chain_.begin(), chain_.end() - 1);
        start_ = now;
    }
    if (chain_.size() == 1) {
        f.boxes = &chain_[0];
        f.player_x = static_cast<float>(chain_[0].player % width_);
        f.player_y = static_cast<float>(chain_[0].player / width_);
        return f;
    }
    const int k = std::max(0, static_cast<int>(std::floor(played)));
    float t = static_cast<float>(played - k);
    if (chain_.size() == 2) t = smooth(t);  // a single step eases in and out; paths glide
    const sokoban::Position& a = chain_[k];
    const sokoban::Position& b = chain_[k + 1];
    auto lerp = [t](int p, int q) { return p + (q - p) * t; };
    f.animating = true;
    f.boxes = &a;
    f.player_x = lerp(a.player % width_, b.player % width_);
    f.player_y = lerp(a.player / width_, b.player / width_);
    int from, to;
    box_change(a, b, from, to);
    if (from >= 0 && to >= 0) {
        f.moving_box = from;
        f.box_x = lerp(from % width_, to % width_);
        f.box_y = lerp(from / width_, to / width_);
    }
    return f;
}

}  // namespace boxcar::app
