// Lecture (see lecture.hpp): the watched search, presentation mode and the agent demo on the puzzle on screen.
#include "app/lecture/lecture.hpp"

#include "rush/board.hpp"

#include <algorithm>
#include <cmath>

namespace boxcar::app {


namespace {

// Same walls and goals (boxes may differ: the watch starts from the position on screen).
bool same_layout(const sokoban::Level& a, const sokoban::Level& b) {
    if (a.width != b.width || a.cells.size() != b.cells.size()) return false;
    const auto mask = static_cast<std::uint8_t>(~sokoban::kBox);
    for (std::size_t i = 0; i < a.cells.size(); ++i)
        if ((a.cells[i] & mask) != (b.cells[i] & mask)) return false;
    return true;
}

}  // namespace

std::vector<WatchOptions> Lecture::default_race() {
    WatchOptions bfs, astar;
    bfs.algo = search::Algorithm::Bfs;
    astar.algo = search::Algorithm::Astar;
    return {bfs, astar};
}

bool Lecture::race_start() {
    std::string error;
    bool ok = false;
    if (play_.kind() == PuzzleKind::RushHour) ok = race.start_rush(play_.rush().board(), race_options, error);
    else if (!play_.has_level()) error = "The race: load a level first.";
    else ok = race.start(play_.level(), play_.game().position(), race_options, error);
    if (!ok) {
        message_.set_error(error.rfind("The race", 0) == 0 ? error : "The race: " + error);
        return false;
    }
    if (play_.has_level() && play_.kind() != PuzzleKind::RushHour) race_position_ = play_.game().position();
    watch.stop();
    race_keys = true;
    std::string names;
    for (const SearchRace::Pane& p : race.panes()) names += (names.empty() ? "" : " against ") + p.label;
    message_.set("The race: " + names + ", the same nodes per step, on the page itself.");
    return true;
}

bool Lecture::race_step(int nodes) {
    if (!race.active() && !race_start()) return false;
    race_keys = true;
    race.set_speed(0);
    const bool was_done = race.done();
    race.step(nodes);
    if (!was_done && race.done())
        message_.set(race.winner_line().empty() ? "The race ended: no search found a solution." : race.winner_line());
    return true;
}

bool Lecture::race_run(double nodes_per_second) {
    if (nodes_per_second <= 0 || !std::isfinite(nodes_per_second)) {
        race.set_speed(0);
        return true;
    }
    if ((!race.active() || race.done()) && !race_start()) return false;
    race_speed = std::min(nodes_per_second, SearchWatch::kMaxSpeed);
    race.set_speed(race_speed);
    race_keys = true;
    return true;
}

bool Lecture::watch_start() {
    std::string error;
    if (play_.kind() == PuzzleKind::RushHour) {
        if (!watch.start_rush(play_.rush().board(), watch_options, error)) {
            message_.set_error(error);
            return false;
        }
        message_.set(watch.message());
        return true;
    }
    if (!play_.has_level()) {
        message_.set_error("Watch the search: load a level first.");
        return false;
    }
    if (!watch.start(play_.level(), play_.game().position(), watch_options, error)) {
        message_.set_error(error);
        return false;
    }
    watch_position_ = play_.game().position();
    race_keys = false;
    message_.set(watch.message());
    return true;
}

bool Lecture::watch_step(int nodes) {
    if (!watch.active() && !watch_start()) return false;
    watch.set_speed(0);
    watch.step(nodes);
    if (watch.done()) message_.set(watch.message());
    return true;
}

bool Lecture::watch_run(double nodes_per_second) {
    if (nodes_per_second <= 0 || !std::isfinite(nodes_per_second)) {
        watch.set_speed(0);
        return true;
    }
    if ((!watch.active() || watch.done()) && !watch_start()) return false;
    watch_speed = std::min(nodes_per_second, SearchWatch::kMaxSpeed);
    watch.set_speed(watch_speed);
    return true;
}

void Lecture::set_presentation(bool on) {
    if (on == presentation) return;
    presentation = on;
    if (on) {
        theme_before_presentation = looks_.theme();
        looks_.set_theme("contrast");
    } else {
        looks_.set_theme(theme_before_presentation.empty() ? "dark" : theme_before_presentation);
    }
}

bool Lecture::agent_start() {
    if (play_.kind() != PuzzleKind::RushHour) {
        message_.set_error("The agent demo plays Rush Hour boards: load one first.");
        return false;
    }
    std::string error;
    if (!agent.start(play_.rush().board(), agent_options, error)) {
        message_.set_error(error);
        return false;
    }
    message_.set("Agent demo: the cursor agent plays, with a crazy step every " +
                      std::to_string(agent_options.crazy_every) + " actions.");
    return true;
}

bool Lecture::still_on_screen(const SearchWatch& w, const sokoban::Position& start, bool& same_puzzle) const {
    same_puzzle = w.is_rush() ? play_.kind() == PuzzleKind::RushHour
                              : play_.has_level() && same_layout(play_.level(), w.level());
    return same_puzzle && (w.is_rush() ? rush::board_string(play_.rush().board()) == rush::board_string(w.rush_start())
                                       : play_.game().position() == start);
}

void Lecture::tick(double seconds) {
    bool same_puzzle = false;
    if (watch.active()) {
        if (!still_on_screen(watch, watch_position_, same_puzzle)) {
            watch.stop();
            // Another level says so itself; a move on this one is told why the search left the board.
            if (same_puzzle) message_.set("Watch the search stopped: the position changed, the board shows the play.");
        }
        else {
            const bool was_done = watch.done();
            watch.tick(seconds);
            if (!was_done && watch.done()) message_.set(watch.message());
        }
    }
    if (race.active()) {
        if (!still_on_screen(*race.panes().front().watch, race_position_, same_puzzle)) {
            race.stop();
            if (same_puzzle) message_.set("The race stopped: the position changed.");
        } else {
            const bool was_done = race.done();
            race.tick(seconds);
            if (!was_done && race.done()) message_.set(race.winner_line().empty() ? "The race ended: no search found a solution."
                                                                                   : race.winner_line());
        }
    }
    if (agent.active()) {
        if (play_.kind() != PuzzleKind::RushHour ||
            rush::board_string(play_.rush().board()) != rush::board_string(agent.board())) {
            agent.stop();
            message_.set("Agent demo stopped: the board changed.");
            return;
        }
        for (const rush::SlideMove& s : agent.tick(seconds)) {
            if (!play_.rush_slide(s.vehicle, s.delta, SolutionOrigin::Solver)) {
                agent.stop();
                message_.set("Agent demo stopped: a move was refused by the board.");
                return;
            }
        }
    }
}

const OverlayData* Lecture::overlay_data() {
    if (!play_.has_level()) return nullptr;
    return &overlay_cache.get(play_.level(), play_.game().position(), overlays.pull_goal);
}


}  // namespace boxcar::app
