// Lecture mode: watch the search step by step, the Sokoban overlays, presentation mode and the Rush Hour
// agent demo, on the puzzle on screen. The state is public for the panels that edit it; the operations
// below check the puzzle on screen and say on the message line what they did or why they could not.
// The window.boxcar calls of lecture mode are in api/api_lecture.cpp.
#pragma once
#include "app/message_line.hpp"
#include "app/lecture/overlays.hpp"
#include "app/lecture/rush_agent_demo.hpp"
#include "app/lecture/search_race.hpp"
#include "app/lecture/search_watch.hpp"
#include "app/play/looks.hpp"
#include "app/play/play_session.hpp"

#include <array>
#include <string>
#include <vector>

namespace boxcar::app {

class Lecture {
public:
    Lecture(PlaySession& play, Looks& looks, MessageLine& message) : play_(play), looks_(looks), message_(message) {}

    SearchWatch watch;
    WatchOptions watch_options;      // what the next watch starts with (panel / searchWatch options)
    double watch_speed = 20;         // nodes per second of the Run button
    OverlayFlags overlays;
    OverlayCache overlay_cache;
    bool presentation = false;
    std::string theme_before_presentation;  // restored when presentation mode ends
    // What the last presentation frame showed (state() reports it): its body text size in CSS px, the
    // result line and the shortcut line as drawn.
    float presentation_text_px = 0;
    std::string presentation_result, presentation_keys;
    // The presenter's panel beside the board (its view's name, empty when not drawn: phones; its
    // rectangle, CSS px x, y, w, h).
    std::string presentation_view;
    std::array<float, 4> presentation_panel{};
    RushAgentDemo agent;
    AgentDemoOptions agent_options;
    // The race: its panes' options (BFS against A* by default), its Run speed (nodes per second per pane),
    // the nodes one Space press expands per pane, and whether Space/Enter drive it (a race started or its
    // view chosen) rather than the watch.
    SearchRace race;
    std::vector<WatchOptions> race_options = default_race();
    double race_speed = 200;
    int race_step_nodes = 10;
    bool race_keys = false;
    static std::vector<WatchOptions> default_race();

    // Once a frame: animates the watched search and the agent demo; ends them when the puzzle on screen
    // changes (another level, a move, an undo, a solution played): the board then shows the play again.
    void tick(double seconds);

    // Watch-the-search controls (panel, keys and API share them). false (and a message) when refused.
    bool watch_start();
    bool watch_step(int nodes);               // starts the watch first when needed
    bool watch_run(double nodes_per_second);  // 0 pauses
    void set_presentation(bool on);           // the "contrast" theme while on; the theme before after
    bool agent_start();
    // Race controls (panel, keys and API share them): start with race_options on the puzzle on screen
    // (stops the watch), step every pane by `nodes` (starting the race when needed), run at a speed.
    bool race_start();
    bool race_step(int nodes);
    bool race_run(double nodes_per_second);

    // The overlay data of the Sokoban position on screen (nullptr when no Sokoban level).
    const OverlayData* overlay_data();

private:
    PlaySession& play_;
    Looks& looks_;
    MessageLine& message_;
    sokoban::Position watch_position_;  // the Sokoban position the watch started from
    sokoban::Position race_position_;   // the Sokoban position the race started from
    bool still_on_screen(const SearchWatch& w, const sokoban::Position& start, bool& same_puzzle) const;
};

}  // namespace boxcar::app
