// Draws a Rush Hour board and lets the player drag a vehicle along its axis, clamped to its legal range,
// with the mouse or a finger (board_gestures.hpp: one touch is one drag). Vehicles glide to their squares
// (after a drag, undo, or playback) in about 100 ms while the model has already moved. The exit is a gap
// in the frame on A's row with an arrow; "Moves N / optimal M" stays in the status strip.
#include "app/board/board_fit.hpp"
#include "app/board/board_pieces.hpp"
#include "app/board/board_gestures.hpp"
#include "app/hint/hint_view.hpp"
#include "app/lecture/lecture_view.hpp"
#include "app/play/play_view.hpp"
#include "app/theme.hpp"
#include "app/ui.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <tuple>
#include <vector>

namespace boxcar::app {

bool RushBoardViewState::Glide::update(const rush::Board& board, int level_number, float dt, int dragged,
                                       float drag_offset) {
    std::vector<char> now;
    for (const auto& v : board.vehicles) now.push_back(v.label);
    const bool fresh = level_number != level || now != labels;
    if (fresh) {
        labels = now;
        level = level_number;
        shown.clear();
        for (const auto& v : board.vehicles) shown.push_back(static_cast<float>(v.position()));
        return false;
    }
    bool moving = false;
    const float keep = std::exp(-dt / 0.035f);  // ~95% of the way in 100 ms
    for (std::size_t i = 0; i < shown.size(); ++i) {
        const float target = static_cast<float>(board.vehicles[i].position());
        if (static_cast<int>(i) == dragged) {
            shown[i] = target + drag_offset;
            continue;
        }
        const float diff = target - shown[i];
        if (std::abs(diff) < 0.01f) {
            shown[i] = target;
            continue;
        }
        shown[i] = target - diff * keep;
        moving = true;
    }
    return moving;
}

void ui_draw_rush_board(AppModel& model, RushBoardViewState& view, PlayStatusState& status, TouchInput& touch, Rect rect) {
    const float x = rect.x, y = rect.y, w = rect.w, h = rect.h;
    (void)h;
    using Drag = RushBoardViewState::Drag;
    Drag& drag = view.drag;
    RushBoardViewState::Glide& glide = view.glide;
    const theme::Palette& pal = theme::palette_for(model.looks.theme());
    ImDrawList* draw = ImGui::GetBackgroundDrawList();
    draw->AddRectFilled(ImVec2(x, y), ImVec2(x + w, y + h), pal.background);
    const PlayArea area = play_area(rect, !model.lecture.presentation);
    const rush::Board& board = model.play.rush().board();
    const int n = board.size;
    const float margin = board_margin(w, area.board_h()) + 8;  // and room for the frame
    const float by = area.board_y(), bh = area.board_h();
    const float cell_px = std::floor(std::max(4.0f, std::min(std::min((w - 2 * margin) / (n + 1.0f), (bh - 2 * margin) / n), model.lecture.presentation ? 200.0f : 110.0f)));
    const float ox = std::floor(x + (w - cell_px * n) / 2), oy = std::floor(by + (bh - cell_px * n) / 2);
    model.geometry = {cell_px, ox, oy};
    play_status_strip(status, model.banner(), model.play, model.assist, model.looks, area, ImVec2(ox, oy), ImVec2(ox + n * cell_px, oy + n * cell_px));

    // Board, grid, walls and the exit: a gap in the frame on A's row, an arrow pointing out.
    draw_rush_grid(draw, board, ox, oy, cell_px, pal);

    // Drag handling: a finger (board_gestures.hpp) or, when no touch is going on, the mouse.
    const ImGuiIO& io = ImGui::GetIO();
    const bool playing = model.play.playback().playing;
    auto press = [&](float px, float py) {
        const int c = static_cast<int>(std::floor((px - ox) / cell_px));
        const int r = static_cast<int>(std::floor((py - oy) / cell_px));
        drag = Drag{};
        if (r < 0 || c < 0 || r >= n || c >= n) return;
        const char label = board.at(r, c);
        if (label < 'A' || label > 'Z') return;
        drag.vehicle = board.find(label);
        drag.start_x = drag.x = px;
        drag.start_y = drag.y = py;
        std::tie(drag.lo, drag.hi) = model.play.rush().slide_range(drag.vehicle);
    };
    auto offset_of = [&](const Drag& d) {  // cells along the car's axis, clamped to where it can go
        const rush::Vehicle& car = board.vehicles[d.vehicle];
        const float moved = car.horizontal ? d.x - d.start_x : d.y - d.start_y;
        return std::clamp(moved / cell_px, static_cast<float>(d.lo), static_cast<float>(d.hi));
    };
    auto release = [&] {
        if (drag.vehicle >= 0 && drag.vehicle < static_cast<int>(board.vehicles.size())) {
            const int delta = static_cast<int>(std::lround(offset_of(drag)));
            if (delta != 0) model.play.rush_slide(drag.vehicle, delta);  // the car glides from the pointer to its square
        }
        drag = Drag{};
    };
    const TouchFrame touches = take_touches(touch);
    for (const TouchInput::Event& e : touches.events) {
        if (e.kind == TouchInput::Down) {
            drag = Drag{};
            if (!io.WantCaptureMouse && !playing) press(e.x, e.y);  // not a touch on a panel
            continue;
        }
        drag.x = e.x;
        drag.y = e.y;
        if (e.kind == TouchInput::Up) release();
    }
    if (!touches.touching) {
        if (!io.WantCaptureMouse && !playing && ImGui::IsMouseClicked(0)) press(io.MousePos.x, io.MousePos.y);
        if (drag.vehicle >= 0) {
            drag.x = io.MousePos.x;
            drag.y = io.MousePos.y;
            if (!ImGui::IsMouseDown(0)) release();
        }
    }
    float offset_cells = 0;
    int dragged = -1;
    if (drag.vehicle >= 0 && drag.vehicle < static_cast<int>(board.vehicles.size())) {
        offset_cells = offset_of(drag);
        dragged = drag.vehicle;
    }
    const bool moving = glide.update(model.play.rush().board(), model.play.level_number(), io.DeltaTime, dragged, offset_cells);
    model.looks.set_animating(moving || dragged >= 0);

    // Vehicles at their shown positions.
    for (int v = 0; v < static_cast<int>(board.vehicles.size()); ++v) {
        const rush::Vehicle& car = board.vehicles[v];
        const float along = v < static_cast<int>(glide.shown.size()) ? glide.shown[v] : static_cast<float>(car.position());
        const float vx = ox + (car.horizontal ? along : car.col) * cell_px;
        const float vy = oy + (car.horizontal ? car.row : along) * cell_px;
        const float vw = (car.horizontal ? car.length : 1) * cell_px, vh = (car.horizontal ? 1 : car.length) * cell_px;
        draw_rush_vehicle(draw, vx, vy, vw, vh, cell_px, car.label, v == dragged);
    }
    draw_rush_hint(model.hints, model.play, model.looks, draw, ox, oy, cell_px);      // the next optimal slide, while its board is on screen
    lecture_draw_agent(model.lecture, model.play, draw, ox, oy, cell_px);  // the agent demo's cursor and last moved car
}

}  // namespace boxcar::app
