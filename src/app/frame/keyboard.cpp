// Play keys (UX.md): arrows/WASD move, U/Z/Ctrl+Z/Backspace undo, Y/Ctrl+Shift+Z redo, R restart,
// H hint, Shift+H solve from here, Escape drops the mouse's box selection. Undo/redo/restart and the
// hints work for Rush Hour boards too.
// ImGui 1.86 indexes KeysDown by SDL scancode, so SDL's scancode names are used here.
#include "app/app_model.hpp"
#include "app/play/board_gesture.hpp"
#include "app/ui.hpp"

#include <SDL.h>
#include <imgui.h>

namespace boxcar::app {

void configure_key_repeat(ImGuiIO& io) {
    // A held key repeats after half a second, as operating systems do by default. ImGui's 0.25 s let a key
    // whose release came after one slow frame (a busy phone, a loaded tab) count as held: two moves.
    io.KeyRepeatDelay = 0.5f;
}

void ui_handle_keys(AppModel& model) {
    const ImGuiIO& io = ImGui::GetIO();
    if (io.WantTextInput || model.play.kind() == PuzzleKind::None) return;
    auto pressed = [](int scancode) { return ImGui::IsKeyPressed(scancode, true); };
    if (model.play.has_level()) {
        // The way the key points on screen (a phone may draw the level turned: board_geometry.hpp).
        auto move = [&](float dx, float dy) { model.play.move(level_way(model.geometry, dx, dy)); };
        if (pressed(SDL_SCANCODE_LEFT) || pressed(SDL_SCANCODE_A)) move(-1, 0);
        if (pressed(SDL_SCANCODE_RIGHT) || pressed(SDL_SCANCODE_D)) move(1, 0);
        if (pressed(SDL_SCANCODE_UP) || pressed(SDL_SCANCODE_W)) move(0, -1);
        if (pressed(SDL_SCANCODE_DOWN) || pressed(SDL_SCANCODE_S)) move(0, 1);
        if (pressed(SDL_SCANCODE_ESCAPE)) model.assist.clear_selection();
    }
    const bool redo_chord = io.KeyCtrl && io.KeyShift && pressed(SDL_SCANCODE_Z);
    if (redo_chord || pressed(SDL_SCANCODE_Y)) model.play.redo();
    else if (pressed(SDL_SCANCODE_U) || pressed(SDL_SCANCODE_Z) || pressed(SDL_SCANCODE_BACKSPACE)) model.play.undo();
    if (pressed(SDL_SCANCODE_R) && !io.KeyCtrl) model.play.restart();
    if (ImGui::IsKeyPressed(SDL_SCANCODE_H, false) && !io.KeyCtrl && model.hints.can_hint()) model.request_hint(io.KeyShift);
}

}  // namespace boxcar::app
