// The race (see search_race.hpp): panes of SearchWatch stepped in lockstep.
#include "app/lecture/search_race.hpp"

#include <algorithm>
#include <cmath>

namespace boxcar::app {

std::string SearchRace::label(const WatchOptions& o, bool rush) {
    std::string text(search::algorithm_name(o.algo));
    if (search::uses_heuristic(o.algo))
        text += " " + std::string(rush ? rush::heuristic_name(o.rush_heuristic) : sokoban::heuristic_name(o.heuristic));
    if (!rush && o.deadlocks != sokoban::kAllDeadlocks) text += " (" + sokoban::deadlocks_name(o.deadlocks) + ")";
    return text;
}

bool SearchRace::adopt(std::vector<Pane> panes, std::string& error) {
    if (!error.empty()) return false;
    panes_ = std::move(panes);
    ticks_ = 0;
    speed_ = budget_ = 0;
    return true;
}

namespace {

bool pane_count_ok(std::size_t n, std::string& error) {
    if (n >= SearchRace::kMinPanes && n <= SearchRace::kMaxPanes) return true;
    error = "A race needs 2 to 4 searches, not " + std::to_string(n) + ".";
    return false;
}

}  // namespace

bool SearchRace::start(const sokoban::Level& level, const sokoban::Position& pos, const std::vector<WatchOptions>& options,
                       std::string& error) {
    if (!pane_count_ok(options.size(), error)) return false;
    std::vector<Pane> panes;
    for (const WatchOptions& o : options) {
        WatchOptions plain = o;
        plain.quiz = false;
        Pane p{label(plain, false), std::make_unique<SearchWatch>(), 0};
        if (!p.watch->start(level, pos, plain, error)) return false;
        panes.push_back(std::move(p));
    }
    return adopt(std::move(panes), error);
}

bool SearchRace::start_rush(const rush::Board& board, const std::vector<WatchOptions>& options, std::string& error) {
    if (!pane_count_ok(options.size(), error)) return false;
    std::vector<Pane> panes;
    for (const WatchOptions& o : options) {
        WatchOptions plain = o;
        plain.quiz = false;
        Pane p{label(plain, true), std::make_unique<SearchWatch>(), 0};
        if (!p.watch->start_rush(board, plain, error)) return false;
        panes.push_back(std::move(p));
    }
    return adopt(std::move(panes), error);
}

void SearchRace::stop() {
    panes_.clear();
    ticks_ = 0;
    speed_ = budget_ = 0;
}

bool SearchRace::done() const {
    return active() && std::all_of(panes_.begin(), panes_.end(), [](const Pane& p) { return p.watch->done(); });
}

void SearchRace::note_finished() {
    for (Pane& p : panes_)
        if (p.finished_at == 0 && p.watch->done()) p.finished_at = std::max<std::uint64_t>(1, p.watch->closed());
}

int SearchRace::step(int nodes) {
    if (!active() || done() || nodes <= 0) return ticks_;
    for (Pane& p : panes_)
        if (!p.watch->done()) p.watch->step(nodes);
    ++ticks_;
    note_finished();
    if (done()) speed_ = 0;
    return ticks_;
}

void SearchRace::set_speed(double nodes_per_second) {
    speed_ = std::isfinite(nodes_per_second) ? std::clamp(nodes_per_second, 0.0, SearchWatch::kMaxSpeed) : 0;
    budget_ = 0;
}

void SearchRace::tick(double seconds) {
    if (speed_ <= 0 || !active()) return;
    budget_ += speed_ * std::clamp(seconds, 0.0, 0.1);
    const int nodes = static_cast<int>(budget_);
    if (nodes <= 0) return;
    budget_ -= nodes;
    step(nodes);
}

int SearchRace::winner() const {
    int best = -1;
    for (std::size_t i = 0; i < panes_.size(); ++i) {
        const Pane& p = panes_[i];
        if (p.finished_at == 0 || p.watch->solution_pushes() < 0) continue;
        if (best < 0 || p.finished_at < panes_[static_cast<std::size_t>(best)].finished_at) best = static_cast<int>(i);
    }
    return best;
}

std::string SearchRace::winner_line() const {
    const int w = winner();
    if (w < 0) return {};
    const Pane& first = panes_[static_cast<std::size_t>(w)];
    std::string text = first.label + " finishes first: " + std::to_string(first.finished_at) + " nodes";
    std::string others;
    for (std::size_t i = 0; i < panes_.size(); ++i) {
        if (static_cast<int>(i) == w) continue;
        const Pane& p = panes_[i];
        others += (others.empty() ? " against " : ", ") + p.label + " " +
                  (p.finished_at ? std::to_string(p.finished_at) : std::to_string(p.watch->closed()) + " and running");
    }
    return text + others + ".";
}

std::string SearchRace::kind() const {
    return active() && panes_.front().watch->is_rush() ? "rushhour" : "sokoban";
}

}  // namespace boxcar::app
