// The ImGui interface: a side panel (level, solver, playback) and the board filling the rest of the window.
// Draws an AppModel and turns clicks and keys into model calls. Platform code owns the window and the loop.
#pragma once
#include "app/model/app_model.hpp"

#include <functional>
#include <string>

namespace boxcar::app {

struct UiState {
    std::string import_text;  // the "Paste a level" box
    std::string solution_text;  // the "Paste a solution" box of the playback panel
    float ui_scale = 1.0f;    // logical size multiplier (presentation mode later)
};

// What the page does for the panels (file dialog, clipboard, share link); set by the platform at start,
// empty where the platform has no such thing (the buttons are then hidden).
struct PageActions {
    std::function<void()> open_file;                                              // "Open file…"
    std::function<void(const std::string& text, const std::string& what)> copy_text;  // clipboard (+ fallback)
    std::function<void()> copy_share_link;                                         // builds and copies the URL
};

struct App;  // app.hpp: the owner of the model and of every view's state
struct BoardViewState;
struct RushBoardViewState;

void ui_frame(App& app);                             // one frame of UI (between ImGui::NewFrame and Render)
void ui_handle_keys(AppModel& model);                // play keys, when no text field has focus
void ui_draw_board(App& app, float x, float y, float w, float h);       // records model.geometry
void ui_draw_rush_board(App& app, float x, float y, float w, float h);  // with vehicle dragging
void ui_side_panel(App& app, float width, float height);
void ui_level_panel(AppModel& model, UiState& ui, const PageActions& page);  // sections of the side panel
void ui_solver_panel(AppModel& model);
void ui_playback_panel(AppModel& model, UiState& ui, const PageActions& page);

}  // namespace boxcar::app
