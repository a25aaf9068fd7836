// The ImGui interface, board first: a top bar (level title, previous/next, counters, the menu button), the
// board filling the rest, an action bar under it (undo, redo, restart, solve/cancel, live progress, the
// playback transport), a message strip over the board, and a drawer for the rest under four tabs (levels
// with import and export and the editor; solver settings; lecture tools; view and keys). From 700 CSS px wide the drawer
// starts open beside the board; narrower (phones) it starts closed and opens over the board, between
// the bars, and every control is a tap target of at least 44 CSS px.
// Each view receives the owners it draws (app_model.hpp lists them) and its own state (view_state.hpp);
// only the frame and the drawer, which lay the page out, receive the whole App (app.hpp). Platform code
// owns the window and loop.
#pragma once
#include <imgui.h>

#include <functional>
#include <string>

namespace boxcar::app {

struct UiState {
    std::string import_text;    // the "Paste a level" field
    std::string solution_text;  // the "Paste a solution" field
    float ui_scale = 1.0f;      // logical size multiplier
    bool confirm_forget = false;  // "Forget everything" pressed: its confirmation is shown
};

// What the page does for the panels (file dialog, clipboard, share link); set by the platform at start,
// empty where the platform has no such thing (the buttons are then hidden).
struct PageActions {
    std::function<void()> open_file;                                              // "Open file…"
    std::function<void(const std::string& text, const std::string& what)> copy_text;  // clipboard (+ fallback)
    std::function<void()> copy_share_link;                                         // builds and copies the URL
    std::function<void(const std::string& fragment)> copy_link_to;                 // copies the page's URL + '#' + fragment
    // The level library (library.hpp): fetches assets/levels/<file>; the text (or why it failed) comes
    // back to App::library.receive().
    std::function<void(const std::string& file)> fetch_library;
    std::function<void(const std::string& text, const std::string& filename)> download;  // saves a file
    std::function<void()> import_records_file;  // the file dialog for a records file (records_file.hpp)
};

struct App;  // app.hpp: the page's owner of the model and of every view's state
class AppModel;
class MessageLine;
class PlaySession;
struct EditorState;
struct LayoutState;
struct LibraryBrowser;
struct MessageStripState;
struct FirstVisitState;

// A rectangle of the window in CSS pixels.
struct Rect {
    float x = 0, y = 0, w = 0, h = 0;
    float right() const { return x + w; }
    float bottom() const { return y + h; }
};

constexpr float kPhoneWidth = 700.0f;  // narrower windows get the phone layout

// The page's frame (frame_layout.cpp): where each view goes, and what each is given.
void ui_frame(App& app);                       // one frame of UI (between ImGui::NewFrame and Render)
// The platform's frame, after its backends' NewFrame: ImGui::NewFrame, ui_frame, the text fields' end of
// frame, ImGui::Render, and the frame counted (state().frames); the platform then draws the draw data.
void ui_render_frame(App& app);
void ui_handle_keys(AppModel& model);          // play keys, when no text field has focus
void configure_key_repeat(ImGuiIO& io);        // the platforms call it once: a held key's repeat delay
// Opens level n of the loaded collection for the person (previous/next, the level list): the one place a
// person's level change goes through.
void ui_open_level(AppModel& model, int n);

// The bars and the strip (top_bar.cpp, action_bar.cpp, message_strip.cpp).
// Begins the window of a bar: fixed at `area`, no decoration, kept behind windows opened over it
// (end it with ImGui::End).
void begin_bar_window(const char* name, Rect area, ImVec2 padding);
// Puts the current window over the windows begun before it (the drawer over the board, the message strip
// over the drawer) unless a popup is open: a combo's list stays on top, where a finger can reach it.
void bring_to_front_below_popups();
float top_bar_height(bool touch);
float action_bar_height(bool touch);
// The top bar: the drawer's button, previous/next level, the titles (they open the level browser), the
// counters; while the editor edits, its titles.
void ui_top_bar(AppModel& model, LayoutState& layout, const EditorState& editor, const LibraryBrowser& browser, Rect area);
// The counters of the top bar (and of presentation mode): "Moves 12 · Pushes 3"; Rush Hour "Moves 4 / optimal 9".
std::string level_counters(const PlaySession& play);
void ui_action_bar(AppModel& model, Rect area);
// The action bar's progress line: the solver's running numbers, the loaded solution, or how the last
// solve ended (presentation mode shows it too).
std::string progress_line(const AppModel& model);
// The message line over the board area; `busy` (a solve, a hint or a comparison runs) keeps information
// on screen until it is over.
void ui_message_strip(const MessageLine& message, bool busy, MessageStripState& state, Rect board_area);
// The first-visit line (first_visit.cpp) in the banner strip above the board, `strip`: how to play, where
// the levels are, and Got it, which hides it for good (kept in the record). Drawn only while the strip
// shows nothing else and nothing lies over it.
void ui_first_visit_line(AppModel& model, FirstVisitState& state, Rect strip);
// The band kept free for the message strip (a strip of up to two lines fits), whether or not a message
// shows: above the drawn board (play_area), above a phone's drawer's sections; a message never covers
// a square or the drawer, and nothing moves when one comes. `touch`: with a phone's tap-sized ×.
float message_strip_band_height(bool touch = true);

// The drawer (drawer.cpp): the page's sections, each given what it draws. Over the board (phones) the
// drawer's panel also fills `band` px above `area`, the room of the message strip.
void ui_drawer(App& app, Rect area, bool over_board, float band = 0);
void ui_view_section(AppModel& model, UiState& ui);  // "View and keys" (view_section.cpp)

}  // namespace boxcar::app
