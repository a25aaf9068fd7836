// The editor's strip (tools, live validation or numbers; during test play the way back), its action bar,
// its keys, the drawer section that opens it, and what its buttons do (test play, solve, copy, share).
#include "app/board/board_pieces.hpp"
#include "app/editor/editor_view.hpp"
#include "app/widgets/control_registry.hpp"

#include <SDL.h>
#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <string>

namespace boxcar::app {
namespace {

const ImVec4 kSelectedButton(0.26f, 0.46f, 0.78f, 1);
constexpr float kBarPadding = 8;

float row_height(bool touch) { return touch ? kTouchTarget : ImGui::GetFrameHeight() + 8; }

// A button drawn highlighted while its choice is the selected one.
bool choice_button(const char* label, const char* tooltip, bool selected, ImVec2 size = ImVec2(0, 0)) {
    if (selected) ImGui::PushStyleColor(ImGuiCol_Button, kSelectedButton);
    const bool pressed = ctl_button(label, tooltip, size);
    if (selected) ImGui::PopStyleColor();
    return pressed;
}

// A paint item's button: the square as the board draws it, named by its tooltip.
bool item_button(EditItem item, bool selected, float size) {
    char id[24];
    std::snprintf(id, sizeof id, "##item%d", static_cast<int>(item));
    const bool pressed = choice_button(id, edit_item_name(item), selected, ImVec2(size, size));
    const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
    const float inset = std::max(4.0f, (max.x - min.x) * 0.14f);
    const float cell = std::min(max.x - min.x, max.y - min.y) - 2 * inset;
    const ImVec2 a(min.x + (max.x - min.x - cell) / 2, min.y + (max.y - min.y - cell) / 2);
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const bool goal = item == EditItem::Goal || item == EditItem::BoxOnGoal || item == EditItem::PlayerOnGoal;
    if (item == EditItem::Wall) draw_sokoban_wall(draw, a, cell, false, false, false, false);
    else draw_sokoban_floor(draw, a, cell, goal);
    if (item == EditItem::Box || item == EditItem::BoxOnGoal) draw_sokoban_box(draw, a, cell, item == EditItem::BoxOnGoal);
    if (item == EditItem::Player || item == EditItem::PlayerOnGoal)
        draw_sokoban_player(draw, ImVec2(a.x + cell / 2, a.y + cell / 2), cell / 2, 3);
    if (item == EditItem::PlayerOnGoal) draw_sokoban_goal_ring(draw, ImVec2(a.x + cell / 2, a.y + cell / 2), cell / 2);
    return pressed;
}

// A line of text that wraps in the strip and counts as a message on screen (boxcar.messages()), in the
// theme's colours for good news and problems (readable on its panels: theme.hpp).
void status_line(const Looks& looks, const std::string& text, bool error) {
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const theme::Palette& pal = theme::palette_for(looks.theme());
    ImGui::PushStyleColor(ImGuiCol_Text, error ? pal.text_bad : pal.text_good);
    ImGui::TextWrapped("%s", text.c_str());
    ImGui::PopStyleColor();
    const ImVec2 end(at.x + ImGui::GetContentRegionAvail().x, ImGui::GetItemRectMax().y);
    record_message(text, error, at, end);
}

void sokoban_tools(const EditorView& ev, bool touch) {
    EditorState& ed = ev.editor;
    LevelEditor& level = ed.level;
    const float icon = touch ? kTouchTarget : ImGui::GetFrameHeight() + 8;
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(6, 8));
    for (int i = 0; i < kEditItemCount; ++i) {
        const auto item = static_cast<EditItem>(i);
        if (i > 0) ImGui::SameLine();
        if (item_button(item, ed.item == item, icon)) ed.item = item;
    }
    if (!touch) {
        ImGui::SameLine();
        ImGui::AlignTextToFramePadding();
        ImGui::TextDisabled("%s", edit_item_name(ed.item));
    }
    if (choice_button("Fill###fill", ed.fill ? "Fill is on: a tap fills the area of equal squares (tap again: paint)"
                                             : "Fill: a tap fills the area of equal squares with the chosen piece",
                      ed.fill, ImVec2(0, row_height(touch))))
        ed.fill = !ed.fill;
    const ImVec2 size(0, row_height(touch));
    ImGui::SameLine();
    if (ctl_button("+Row", "Add a row at the bottom", size, level.height() < LevelEditor::kMaxSide))
        level.insert_row(level.height());
    ImGui::SameLine();
    if (ctl_button("-Row", "Remove the bottom row", size, level.height() > LevelEditor::kMinSide))
        level.remove_row(level.height() - 1);
    ImGui::SameLine();
    if (ctl_button("+Col", "Add a column at the right", size, level.width() < LevelEditor::kMaxSide))
        level.insert_column(level.width());
    ImGui::SameLine();
    if (ctl_button("-Col", "Remove the right column", size, level.width() > LevelEditor::kMinSide))
        level.remove_column(level.width() - 1);
    ImGui::SameLine();
    ImGui::AlignTextToFramePadding();
    ImGui::TextDisabled("%d x %d", level.width(), level.height());
    ImGui::PopStyleVar();
    const LevelEditor::Check& check = level.check();
    status_line(ev.model.looks, check.ok ? check.message + " Test play it, solve it or share it." : check.text(), !check.ok);
}

void rush_tools(const EditorView& ev, bool touch) {
    EditorState& ed = ev.editor;
    const ImVec2 size(0, row_height(touch));
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(6, 8));
    struct Tool {
        RushTool tool;
        const char* label;
        const char* tooltip;
    };
    static constexpr Tool kTools[] = {
        {RushTool::Car, "Car", "A tap on an empty cell places a car (2 cells)"},
        {RushTool::Truck, "Truck", "A tap on an empty cell places a truck (3 cells)"},
        {RushTool::Wall, "Wall", "A tap places or removes a wall (a fixed block)"},
        {RushTool::RedCar, "Red car", "A tap on the exit row moves the red car there"},
        {RushTool::Erase, "Erase", "A tap removes the car, truck or wall there"},
    };
    for (const Tool& t : kTools) {
        if (&t != kTools) ImGui::SameLine();
        if (choice_button(t.label, t.tooltip, ed.tool == t.tool, size)) ed.tool = t.tool;
    }
    if (ctl_button(ed.vertical ? "Vertical###orient" : "Horizontal###orient",
                   "Cars and trucks are placed horizontal or vertical: tap to switch", size))
        ed.vertical = !ed.vertical;
    ImGui::SameLine();
    ImGui::PopStyleVar();
    ImGui::AlignTextToFramePadding();
    ImGui::TextDisabled(touch ? "Drag a piece to move it" : "Drag a piece to move it, off the board to remove it");
    ed.count.follow(ed.board.board());  // asks the worker when the board changed
    status_line(ev.model.looks, ed.count.text(), ed.count.status() == RushCounter::Status::Failed ||
                                     (ed.count.status() == RushCounter::Status::Ready && !ed.count.analysis().solvable));
}

// Loads the edited level into the app, as a paste would, and shows it to play; with `solve`, also
// starts the solver (the normal Solve path: the action bar shows its progress and playback).
void test_play(const EditorView& ev, bool solve) {
    EditorState& ed = ev.editor;
    AppModel& model = ev.model;
    std::string text;
    if (ed.rush) {
        text = ed.board.board_string();
    } else {
        const LevelEditor::Check& check = ed.level.check();
        if (!check.ok) {
            model.message.set_error("The level is not ready to play: " + check.text());
            return;
        }
        text = ed.level.xsb();
        if (ed.level.title.empty()) text += std::string("Title: ") + LevelEditor::kUntitled + "\n";
    }
    const AppModel::LoadResult loaded = model.load(text);
    if (!loaded.ok) {
        model.message.set_error("The edited level could not be loaded: " + loaded.error);
        return;
    }
    ed.testing = true;
    if (solve) model.start_solve(model.solve.settings);
    else model.message.set(ed.rush ? "Test play: drive the red car out, then go back to the editor."
                                   : "Test play: solve it, then go back to the editor.");
}

void copy_link(const EditorView& ev) {
    EditorState& ed = ev.editor;
    std::string why;
    const std::string fragment = ed.rush ? ed.board.share_fragment() : ed.level.share_fragment(&why);
    if (fragment.empty()) {
        ev.model.message.set_error(why);
        return;
    }
    if (ev.page.copy_link_to) ev.page.copy_link_to(fragment);
}

void editor_undo(const EditorView& ev) {
    if (ev.editor.rush) ev.editor.board.undo();
    else ev.editor.level.undo();
}

void editor_redo(const EditorView& ev) {
    if (ev.editor.rush) ev.editor.board.redo();
    else ev.editor.level.redo();
}

}  // namespace

void editor_open(const EditorView& ev, EditorStart start) {
    EditorState& ed = ev.editor;
    AppModel& model = ev.model;
    if (start == EditorStart::Current) {
        if (model.play.kind() == PuzzleKind::RushHour) {
            ed.rush = true;
            ed.board.load(model.play.rush().start());
        } else if (model.play.has_level()) {
            ed.rush = false;
            ed.level.load(model.play.level());
            ed.level.title = model.play.collection().levels[model.play.level_number() - 1].title;
        } else {
            model.message.set_error("Load a level first, or start a new one.");
            return;
        }
    } else if (start == EditorStart::NewSokoban) {
        ed.rush = false;
        ed.level.reset();
        ed.level.title.clear();
    } else {
        ed.rush = true;
        ed.board.reset();
    }
    ed.open = true;
    ed.testing = false;
    ed.pointer = {};
    if (touch_layout()) ev.layout.drawer_open = false;  // on a phone the drawer would cover the editor
    model.message.set(ed.rush ? "Editing a Rush Hour board: pick a tool and tap the board."
                              : "Editing a level: pick a piece and paint on the board.");
}

float editor_strip_height(const EditorState& editor, bool touch) {
    const float line = ImGui::GetTextLineHeightWithSpacing();
    if (editor.testing) return row_height(touch) + 2 * kBarPadding;
    return 2 * row_height(touch) + 8 + 2 * line + 2 * kBarPadding;
}

void ui_editor_strip(const EditorView& ev, Rect area) {
    EditorState& ed = ev.editor;
    const bool touch = touch_layout();
    begin_bar_window("##editor_strip", area, ImVec2(kBarPadding, kBarPadding));
    {
        ControlSection section("Editor");
        if (ed.testing) {
            const ImVec2 size(0, row_height(touch));
            if (ctl_button("Back to editor", "Stop playing and go on editing the level", size)) {
                if (ev.model.solve.state().running) ev.model.cancel_solve();
                ed.testing = false;
                ed.pointer = {};
            }
            ImGui::SameLine();
            if (ctl_button("Close editor", "Keep playing this level; the editor closes", size)) ed.open = ed.testing = false;
            ImGui::SameLine();
            // The edited level's link, as the editor's own Copy link gives it (its action bar is not shown now).
            if (ctl_button("Copy link", "Copy a link that opens this level", size, static_cast<bool>(ev.page.copy_link_to)))
                copy_link(ev);
            ImGui::SameLine();
            ImGui::AlignTextToFramePadding();
            ImGui::TextDisabled(touch ? "Test play" : "Test play of the edited level");
        } else if (ed.rush) {
            rush_tools(ev, touch);
        } else {
            sokoban_tools(ev, touch);
        }
    }
    ImGui::End();
}

void ui_editor_board(const EditorView& ev, Rect area) {
    ev.model.looks.set_animating(false);  // the play boards are not drawn: nothing of theirs moves
    ImDrawList* draw = ImGui::GetBackgroundDrawList();
    const theme::Palette& pal = theme::palette_for(ev.model.looks.theme());
    draw->AddRectFilled(ImVec2(area.x, area.y), ImVec2(area.right(), area.bottom()), pal.background);
    if (ev.editor.rush) ui_rush_editor_board(ev, area, draw, pal);
    else ui_sokoban_editor_board(ev, area, draw, pal);
}

void ui_editor_action_bar(const EditorView& ev, Rect area) {
    EditorState& ed = ev.editor;
    AppModel& model = ev.model;
    const PageActions& page = ev.page;
    const bool touch = touch_layout();
    begin_bar_window("##editor_bar", area, ImVec2(10, 8));
    {
        ControlSection section("Editor actions");
        const float spacing = ImGui::GetStyle().ItemSpacing.x;
        const float avail = ImGui::GetContentRegionAvail().x;
        const float word = touch ? std::floor((avail - 3 * spacing) / 4) : 110.0f;
        const ImVec2 size(word, touch ? kTouchTarget : 0.0f);
        const bool ready = ed.rush || ed.level.check().ok;
        const bool can_undo = ed.rush ? ed.board.can_undo() : ed.level.can_undo();
        const bool can_redo = ed.rush ? ed.board.can_redo() : ed.level.can_redo();
        if (ctl_button("Undo", "Undo the last edit (Z, U, Ctrl+Z)", size, can_undo)) editor_undo(ev);
        ImGui::SameLine();
        if (ctl_button("Redo", "Redo the edit undone (Y, Ctrl+Shift+Z)", size, can_redo)) editor_redo(ev);
        ImGui::SameLine();
        if (ctl_button("Test play", "Play the edited level; the strip above leads back to the editor", size, ready))
            test_play(ev, false);
        ImGui::SameLine();
        ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.20f, 0.52f, 0.30f, 1));
        ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImVec4(0.24f, 0.60f, 0.35f, 1));
        ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 1, 1, 1));
        if (ctl_button("Solve", "Solve the edited level (settings: menu, Solver)", size, ready)) test_play(ev, true);
        ImGui::PopStyleColor(3);

        const bool copy = static_cast<bool>(page.copy_text);
        if (ed.rush) {
            if (ctl_button("Copy board", "Copy the board string (Fogleman's format)", size, copy))
                page.copy_text(ed.board.board_string(), "the board");
        } else {
            if (ctl_button("Copy XSB", "Copy the level as XSB text", size, copy && ready))
                page.copy_text(ed.level.xsb(), "the level (XSB)");
            ImGui::SameLine();
            if (ctl_button("Copy RLE", "Copy the level as one RLE line", size, copy && ready))
                page.copy_text(ed.level.rle(), "the level (RLE)");
        }
        ImGui::SameLine();
        if (ctl_button("Copy link", "Copy a link that opens this level", size,
                       static_cast<bool>(page.copy_link_to) && ready))
            copy_link(ev);
        ImGui::SameLine();
        if (ctl_button("Close", "Close the editor (the level on screen stays as it was)", size)) {
            ed.open = false;
            model.message.set("");
        }
    }
    ImGui::End();
}

void ui_editor_keys(const EditorView& ev) {
    const ImGuiIO& io = ImGui::GetIO();
    if (io.WantTextInput) return;
    auto pressed = [](int scancode) { return ImGui::IsKeyPressed(scancode, true); };
    const bool redo_chord = io.KeyCtrl && io.KeyShift && pressed(SDL_SCANCODE_Z);
    if (redo_chord || pressed(SDL_SCANCODE_Y)) editor_redo(ev);
    else if (pressed(SDL_SCANCODE_U) || pressed(SDL_SCANCODE_Z)) editor_undo(ev);
}

void ui_editor_section(const EditorView& ev) {
    AppModel& model = ev.model;
    ControlSection section("Level editor");
    if (!ctl_header("Level editor")) return;
    ImGui::TextWrapped("Paint a Sokoban level or build a Rush Hour board, test it, solve it, share its link.");
    const bool loaded = model.play.has_level() || model.play.kind() == PuzzleKind::RushHour;
    if (ctl_button("Edit level", "Edit the level or board on screen", ImVec2(0, 0), loaded))
        editor_open(ev, EditorStart::Current);
    ImGui::SameLine();
    if (ctl_button("New level", "A new Sokoban level: an empty room to paint")) editor_open(ev, EditorStart::NewSokoban);
    ImGui::SameLine();
    if (ctl_button("New board", "A new Rush Hour board with the red car on the exit row"))
        editor_open(ev, EditorStart::NewRush);
}

}  // namespace boxcar::app
