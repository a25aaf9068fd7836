// What each view remembers between frames (animations, gestures, window states). The App (app.hpp) owns
// one of each; a view function receives the state it draws with, so no view keeps function statics.
#pragma once
#include "app/board/board_zoom.hpp"
#include "app/play/board_gesture.hpp"
#include "app/compare/compare.hpp"
#include "app/compare/generator_seed.hpp"
#include "app/play/play_animation.hpp"
#include "rush/board.hpp"
#include "sokoban/level/level.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace boxcar::app {

// Finger events of the canvas, queued by the platform's event loop for the board views (board_gestures.hpp).
struct TouchInput {
    enum Kind : std::uint8_t { Down, Move, Up };
    struct Event {
        Kind kind;
        float x, y;   // CSS px of the canvas
        double time;  // touch_clock() seconds
    };
    std::vector<Event> pending;  // the primary finger's events since the last frame
    std::int64_t primary = -1;   // the finger followed (-1: none down)
    std::vector<std::int64_t> down;  // the fingers on the canvas
    std::vector<Event> at;           // where each finger of `down` is (same order; kind and time unused)
    bool several = false;        // a second finger came down since all were up: the primary's events are dropped
    bool arrived = false;        // some finger event came since the last frame
};

// The Sokoban board (board_view.cpp): the sliding pieces, the pointer gesture, the level's interior.
struct BoardViewState {
    SokobanAnimator animator;
    BoardGesture gesture;
    int cached_level = -1;                                   // the level `inside` was computed for
    const sokoban::Collection* cached_collection = nullptr;
    std::vector<std::uint8_t> inside;                        // squares inside the walls
    int facing = 2;                                          // where the player looks: 0 left, 1 up, 2 right, 3 down
    bool has_last = false;                                   // last_px/last_py hold the last drawn player spot
    float last_px = 0, last_py = 0;
    // Pinch-zoom (board_zoom.hpp): reset with the level, or when the fitted board changes.
    BoardZoom zoom;
    BoardPinch pinch;
    bool pinching = false;                           // the two fingers down landed on the board
    std::int64_t pinch_fingers[2] = {-1, -1};        // which two fingers pinch
    float fitted_cell = 0, fitted_ox = 0, fitted_oy = 0;  // the whole board, as last fitted
    bool fitted_turned = false;
    int followed_player = -1;                        // the keeper's square the view last followed
    double last_tap_t = -1;                          // the last tap on the board (a double tap fits the board)
    float last_tap_x = 0, last_tap_y = 0;
};

// The Rush Hour board (rush_board_view.cpp): the vehicle being dragged and the shown (gliding) positions.
struct RushBoardViewState {
    struct Drag {
        int vehicle = -1;
        float start_x = 0, start_y = 0;
        float x = 0, y = 0;  // where the pointer is now
        int lo = 0, hi = 0;
    };
    // Shown positions (along each vehicle's axis, in cells), easing toward the board's.
    struct Glide {
        std::vector<float> shown;
        std::vector<char> labels;
        int level = -1;
        // Returns true while some vehicle is still moving.
        bool update(const rush::Board& board, int level_number, float dt, int dragged, float drag_offset);
    };
    Drag drag;
    Glide glide;
};

// The counters and banners over the board (play_status.cpp): when the position turned solved.
struct PlayStatusState {
    bool was_solved = false;
    double solved_at = -100;
    int level_seen = -1;
};

// The ImGui style (play_style.cpp): the theme and sizes last applied, and presentation mode's font scale.
struct StyleState {
    std::string applied;
    bool touch = false;  // the phone sizes were applied
    bool presentation_scaled = false;
    float base_font_scale = 1.0f;
};

// The frame layout (frame_layout.cpp, drawer.cpp): the drawer, and a finger's drag on it.
// The drawer's tabs (drawer.cpp): what each shows.
enum class DrawerTab { Levels, Solver, Lecture, View };

struct LayoutState {
    bool started = false;      // the drawer's first state was chosen by the window's width
    bool drawer_open = false;
    int levels_opened = -1;    // the play session's loads + opens when last seen (phones: an opening closes the drawer)
    DrawerTab drawer_tab = DrawerTab::Levels;
    struct Scroll {            // drag-to-scroll of the drawer: a press, then maybe a drag
        bool pressed = false, dragging = false;
        unsigned target = 0;   // ImGui ID of the innermost scrollable window under the press
        unsigned outer = 0;    // the window the gesture belongs to: it takes what the target cannot
        float start_x = 0, start_y = 0, start_scroll = 0, start_outer_scroll = 0;
    };
    Scroll scroll;
};

// Presentation mode's panel (lecture/presenter_panel.cpp): the view it shows beside the board.
enum class PresenterView { Solve, Watch, Compare, Generate, Race };
constexpr const char* presenter_view_name(PresenterView v) {
    switch (v) {
        case PresenterView::Solve: return "solve";
        case PresenterView::Watch: return "watch";
        case PresenterView::Compare: return "compare";
        case PresenterView::Generate: return "generate";
        case PresenterView::Race: return "race";
    }
    return "solve";
}
struct PresenterState {
    PresenterView view = PresenterView::Solve;
};

// The first-visit line (first_visit.cpp): dismissed in this visit (the record keeps it for the next ones;
// after Forget everything it stays away until the next visit).
struct FirstVisitState {
    bool dismissed = false;
};

// The message strip (message_strip.cpp): the message shown, since when, and whether it was dismissed.
struct MessageStripState {
    int serial = -1;
    std::string text;
    double shown_at = 0;
    bool dismissed = false;
    bool shown_to_fade = false;  // information on screen that will fade: the page draws a frame now and then
    bool fading = false;         // that information fading out now: the page draws every frame
    float rect[4] = {0, 0, 0, 0};  // where the strip was drawn last (min x, min y, max x, max y)
};

// The Compare window (compare_panel.cpp).
struct CompareWindowState {
    bool open = false;
    bool rush = false;  // the kind the configuration list was made for
    int preset = 0;
    std::vector<CompareConfig> configs;
    float time_limit_s = 10;
    bool log_scale = true;
    int seen_run = 0;  // opens the window when a run starts (also from window.boxcar)
    std::string error;
    LayoutState::Scroll scroll;  // a finger's drag on the window (touch layouts)
};

// The Generator window (compare_panel.cpp).
struct GeneratorWindowState {
    bool open = false;
    bool rush = false;
    bool random_size = false;
    int width = 8, height = 8, boxes = 3, min_pushes = 6, max_pushes = 20;
    int size = 6, min_moves = 10, max_moves = 20, vehicles = 0, walls = 0;
    GeneratorSeed seed;  // a new one each press of Generate, unless the person set it (generator_seed.hpp)
    std::string result;
    LayoutState::Scroll scroll;  // a finger's drag on the window (touch layouts)
};

}  // namespace boxcar::app
