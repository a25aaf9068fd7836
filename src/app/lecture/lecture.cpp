// Lecture (see lecture.hpp): the watched search, presentation mode and the agent demo on the puzzle on screen.
#include "app/lecture/lecture.hpp"

#include "rush/board.hpp"

#include <algorithm>
#include <cmath>

namespace boxcar::app {

using nlohmann::json;

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

void Lecture::tick(double seconds) {
    if (watch.active()) {
        const bool same_puzzle = watch.is_rush() ? play_.kind() == PuzzleKind::RushHour
                                                 : play_.has_level() && same_layout(play_.level(), watch.level());
        const bool same_position =
                same_puzzle && (watch.is_rush() ? rush::board_string(play_.rush().board()) ==
                                                          rush::board_string(watch.rush_start())
                                                : play_.game().position() == watch_position_);
        if (!same_position) {
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

void Lecture::add_state(json& s) const {
    s["search"] = watch.to_json();
    const sokoban::Level* lv = play_.has_level() ? &play_.level() : nullptr;
    json pull_goal = nullptr;
    if (lv && overlays.pull_goal >= 0) pull_goal = {overlays.pull_goal % lv->width, overlays.pull_goal / lv->width};
    s["overlays"] = {{"dead", looks_.show_dead_squares()},
                     {"pull", overlays.pull},
                     {"reach", overlays.reach},
                     {"assignment", overlays.assignment},
                     {"pull_goal", pull_goal}};
    s["presentation"] = presentation;
    if (presentation) {
        s["presentation_strip"] = {{"text_px", presentation_text_px}, {"result", presentation_result}, {"keys", presentation_keys}};
        s["presentation_panel"] = presentation_view.empty() ? json(nullptr)  // a phone: no panel
                                                            : json{{"view", presentation_view}, {"rect", presentation_panel}};
    } else {
        s["presentation_strip"] = nullptr;
        s["presentation_panel"] = nullptr;
    }
    s["agent"] = agent.to_json();
}

}  // namespace boxcar::app
