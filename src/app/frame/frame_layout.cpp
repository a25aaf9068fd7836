// One frame of the page: where the top bar, the board, the action bar, the message strip and the drawer
// go, and what each view is given (the owners it draws, its own state). From kPhoneWidth CSS px wide the
// drawer (when open) sits left of the board, Compare and Generate (when open) dock at its right, and the
// action bar spans the board's width; narrower, the drawer lies over the board between the two bars and
// Compare and Generate float over it. Presentation mode draws the board with the presenter's panel.
#include "app/app.hpp"
#include "app/lecture/lecture_view.hpp"
#include "app/lecture/presenter_panel.hpp"
#include "app/play/play_view.hpp"
#include "app/ui.hpp"
#include "app/widgets/control_registry.hpp"
#include "app/widgets/text_field.hpp"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>

namespace boxcar::app {

void begin_bar_window(const char* name, Rect area, ImVec2 padding) {
    ImGui::SetNextWindowPos(ImVec2(area.x, area.y));
    ImGui::SetNextWindowSize(ImVec2(area.w, area.h));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, padding);
    ImGui::Begin(name, nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoScrollWithMouse);
    ImGui::PopStyleVar();
}

void bring_to_front_below_popups() {
    if (!ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel))
        ImGui::BringWindowToDisplayFront(ImGui::GetCurrentWindow());
}

void ui_render_frame(App& app) {
    ImGui::NewFrame();
    ui_frame(app);
    text_fields_end_frame();
    ImGui::Render();
    ++app.model.frames;
}

namespace {

// The board of the puzzle on screen, inside `area`.
void draw_play_board(App& app, Rect area) {
    if (app.model.play.kind() == PuzzleKind::RushHour) ui_draw_rush_board(app.model, app.rush_board, app.status, app.touch, area);
    else ui_draw_board(app.model, app.board, app.status, app.touch, area);
}

// Presentation mode's result line: the progress line, naming the solver when it found the solution.
std::string presentation_result_line(const AppModel& model) {
    std::string line = progress_line(model);
    if (model.play.solution().length > 0 && model.solve.state().ended(search::Status::Solved) && !model.solve.state().solver.empty())
        line += " \xC2\xB7 solver: " + model.solve.state().solver;
    return line;
}

// Presentation mode: the board at the left, the presenter's panel beside it at the right
// (presenter_panel.hpp), the strip of the result line, transport and shortcuts under both (lecture_view.hpp).
void presentation_frame(App& app, float w, float h) {
    AppModel& model = app.model;
    const float strip = presentation_strip_height();
    // A phone has no room beside the board: there presentation mode is the board and the strip alone.
    const bool with_panel = w >= kPhoneWidth;
    const float panel_w = with_panel ? presenter_panel_width(w, ImGui::GetFontSize()) : 0.0f;
    const std::string result = presentation_result_line(model);
    const CompareWindows compare = app.compare_windows();
    const PresenterPanel panel{compare, app.presenter};
    draw_play_board(app, Rect{0, 0, w - panel_w, h - strip});
    ui_presentation_strip(model.lecture, model.play, result, Rect{0, h - strip, w, strip});
    model.lecture.presentation_view.clear();
    if (with_panel && ui_presenter_panel(panel, result, Rect{w - panel_w, 0, panel_w, h - strip}))
        app.editor.open = app.editor.testing = false;  // a generated level is what the presenter asked to see
    ui_handle_keys(model);
    ui_lecture_keys(model.lecture, model.play);
    if (with_panel) ui_presenter_keys(panel);
}

}  // namespace

void ui_frame(App& app) {
    AppModel& model = app.model;
    const ImGuiIO& io = ImGui::GetIO();
    const float w = io.DisplaySize.x, h = io.DisplaySize.y;
    const bool touch = w < kPhoneWidth;
    play_sync_style(app.style, model.looks, touch);
    controls_begin_frame(model.screen, touch);
    model.play.tick(io.DeltaTime);
    model.lecture.tick(io.DeltaTime);  // the watched search and the agent demo advance
    model.note_progress();             // solved levels of the collection (remembered by the page)
    // A random Rush Hour puzzle asked for (browser or API) whose files came: it opens over the browser.
    if (app.library.rush_moves.waiting() &&
        app.library.rush_moves.poll(model, app.page.fetch_library).status == RushMoves::Pick::Status::Opened)
        app.library_view.open = false;
    sync_presentation_scale(app.style, model.lecture.presentation, w, h);
    if (model.lecture.presentation) {  // presentation mode: board only, large, shortcuts strip
        presentation_frame(app, w, h);
        controls_end_frame();
        return;
    }
    LayoutState& layout = app.layout;
    if (!layout.started) {  // the drawer starts open beside the board on wide windows, closed on phones
        layout.started = true;
        layout.drawer_open = !touch;
    }
    // On a phone the drawer lies over the board: whatever opens a level (Load, its list of levels, a
    // built-in set) closes it, so that the level and what the strip says about it are in view.
    const int opened = model.play.loads() + model.play.opens();
    if (touch && layout.levels_opened >= 0 && opened != layout.levels_opened) layout.drawer_open = false;
    layout.levels_opened = opened;
    const float top = top_bar_height(touch);
    const float bar = action_bar_height(touch);
    const float drawer_w = touch ? w : std::min(380.0f, std::max(300.0f, w * 0.3f));
    const bool beside = layout.drawer_open && !touch;
    // Compare and Generate dock at the right of the board on wide windows (on phones they float over it).
    const CompareWindows compare_windows = app.compare_windows();
    const float left = beside ? drawer_w : 0.0f;
    const float dock_w = !touch && compare_windows_open(compare_windows) ? compare_dock_width(w - left) : 0.0f;
    const Rect board{left, top, w - left - dock_w, std::max(0.0f, h - top - bar)};

    // The level editor takes the top of the board area for its strip; while editing (not test-playing)
    // its board and its action bar replace the play board and the action bar.
    EditorState& editor = app.editor;
    const EditorView editor_view = app.editor_view();
    const bool editing = editor.open && !editor.testing;
    const float strip = editor.open ? std::min(editor_strip_height(editor, touch), board.h * 0.5f) : 0.0f;
    const Rect play{board.x, board.y + strip, board.w, board.h - strip};
    // Messages have a band of their own above the drawn squares: under the banner strip of the play board
    // (play_area), at the top of the editor's board.
    const float editor_band = std::min(message_strip_band_height(touch), play.h * 0.25f);
    const Rect editor_board{play.x, play.y + editor_band, play.w, play.h - editor_band};

    const LibraryBrowser browser = app.library_browser();
    ui_top_bar(model, layout, editor, browser, Rect{0, 0, w, top});
    // The level browser takes the board's place (on phones: the drawer's, between the bars), the editor's
    // strip and board included.
    const bool browsing = app.library_view.open;
    if (browsing && touch) layout.drawer_open = false;
    if (browsing) {
        ui_library(browser, touch ? Rect{0, top, w, board.h} : board);
    } else {
        if (editing) {
            ui_editor_board(editor_view, editor_board);
        } else {
            draw_play_board(app, play);
            const PlayArea pa = play_area(play);  // the banner strip: the first-visit line, unless a drawer covers it
            if (!(layout.drawer_open && touch)) ui_first_visit_line(model, app.first_visit, Rect{pa.x, pa.y, pa.w, pa.strip_h});
        }
        if (editor.open) ui_editor_strip(editor_view, Rect{board.x, board.y, board.w, strip});
    }
    if (editing && !browsing) ui_editor_action_bar(editor_view, Rect{board.x, board.bottom(), board.w, bar});
    else ui_action_bar(model, Rect{board.x, board.bottom(), board.w, bar});
    // On phones the drawer lies over the board below the message strip's band (the strip shows there).
    const bool drawer_over = layout.drawer_open && touch;
    const float band = drawer_over ? std::min(message_strip_band_height(), board.h * 0.25f) : 0.0f;
    if (layout.drawer_open) {
        if (touch) ui_drawer(app, Rect{0, top + band, w, board.h - band}, true, band);
        else ui_drawer(app, Rect{0, top, drawer_w, h - top}, false);
    }
    const Rect shown = browsing ? board : play;
    // Messages stand in their band: below the play board's banner strip ("Solved!", "Deadlocked"), above
    // the drawn squares, never over either; the floating windows (Compare, Generate) stay below the band,
    // so that no message covers their title bars.
    Rect message_area{play.x, play.y, play.w, editor_band};
    if (browsing) {
        message_area = Rect{board.x, board.y, board.w, std::min(message_strip_band_height(touch), board.h * 0.5f)};
    } else if (!editing) {
        const PlayArea pa = play_area(play);
        message_area = Rect{play.x, pa.message_y(), play.w, pa.message_h};
    }
    const Rect windows{shown.x, message_area.bottom(), shown.w, std::max(0.0f, shown.bottom() - message_area.bottom())};
    // A generated level is what the person asked to see: an open editor (it would cover it) closes.
    const bool generated = dock_w > 0 ? ui_compare_dock(compare_windows, Rect{board.right(), top, dock_w, h - top})
                                      : ui_compare_windows(compare_windows, windows);
    if (generated) editor.open = editor.testing = false;
    // Information about a running job stays on the strip while it runs.
    const bool busy = model.solve.running() || model.hints.running() || app.compare.running();
    // Over the browser, the strip takes the band kept for it under the filter bar.
    if (browsing && app.library_view.message_y > 0) {
        const Rect area = touch ? Rect{0, top, w, board.h} : board;
        ui_message_strip(model.message, busy, app.message_strip,
                         Rect{area.x, app.library_view.message_y - 6, area.w, area.bottom() - app.library_view.message_y});
    } else {
        ui_message_strip(model.message, busy, app.message_strip, drawer_over ? Rect{0, top, w, band} : message_area);
    }
    if (browsing) {
        ui_library_keys(browser);
    } else {
        if (editing) ui_editor_keys(editor_view);
        else ui_handle_keys(model);
        ui_lecture_keys(model.lecture, model.play);
    }
    controls_end_frame();
}

}  // namespace boxcar::app
