// The pointer on the editor's boards: the frame's finger events, or else the mouse (board_gestures.hpp).
#include "app/board/board_gestures.hpp"
#include "app/editor/editor_view.hpp"

#include <imgui.h>

#include <cmath>

namespace boxcar::app {

std::vector<EditorPointerEvent> editor_pointer_events(const EditorView& ev, float cell, float ox, float oy) {
    ev.model.geometry = {cell, ox, oy};
    std::vector<EditorPointerEvent> out;
    auto add = [&](EditorPointerEvent::Kind kind, float x, float y) {
        out.push_back({kind, x, y, static_cast<int>(std::floor((x - ox) / cell)), static_cast<int>(std::floor((y - oy) / cell))});
    };
    EditorState::Pointer& p = ev.editor.pointer;
    const ImGuiIO& io = ImGui::GetIO();
    const TouchFrame touches = take_touches(ev.touch);
    for (const TouchInput::Event& e : touches.events) {
        if (e.kind == TouchInput::Down) {
            if (io.WantCaptureMouse) continue;  // a touch on a panel or window belongs to ImGui
            p.touch = true;
            add(EditorPointerEvent::Down, e.x, e.y);
        } else if (p.touch) {
            add(e.kind == TouchInput::Up ? EditorPointerEvent::Up : EditorPointerEvent::Move, e.x, e.y);
        }
    }
    if (!touches.touching) {  // the mouse, as on the desktop
        if (!io.WantCaptureMouse && ImGui::IsMouseClicked(0)) {
            p.touch = false;
            add(EditorPointerEvent::Down, io.MousePos.x, io.MousePos.y);
        } else if (p.down && !p.touch) {
            if (!ImGui::IsMouseDown(0)) add(EditorPointerEvent::Up, io.MousePos.x, io.MousePos.y);
            else if (io.MouseDelta.x != 0 || io.MouseDelta.y != 0) add(EditorPointerEvent::Move, io.MousePos.x, io.MousePos.y);
        }
    }
    return out;
}

}  // namespace boxcar::app
