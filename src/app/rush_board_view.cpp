// Draws a Rush Hour board and lets the player drag a vehicle along its axis, clamped to its legal range
// (mouse or touch; SDL turns touches into mouse events). The exit is marked on the right edge of A's row.
#include "app/theme.hpp"
#include "app/ui.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <tuple>

namespace boxcar::app {
namespace {

constexpr std::uint32_t kVehiclePalette[] = {
    theme::rgb(70, 130, 200), theme::rgb(90, 170, 90),  theme::rgb(230, 180, 60), theme::rgb(150, 100, 190),
    theme::rgb(60, 170, 170), theme::rgb(220, 130, 60), theme::rgb(120, 120, 200), theme::rgb(170, 170, 80),
    theme::rgb(200, 110, 150), theme::rgb(100, 150, 120)};

std::uint32_t vehicle_colour(char label) {
    if (label == 'A') return theme::kRushPrimary;
    return kVehiclePalette[(label - 'B') % (sizeof kVehiclePalette / sizeof kVehiclePalette[0])];
}

struct Drag {
    int vehicle = -1;
    float start_x = 0, start_y = 0;
    int lo = 0, hi = 0;
};

}  // namespace

void ui_draw_rush_board(AppModel& model, float x, float y, float w, float h) {
    static Drag drag;
    ImDrawList* draw = ImGui::GetBackgroundDrawList();
    draw->AddRectFilled(ImVec2(x, y), ImVec2(x + w, y + h), theme::kBackground);
    const rush::Board& board = model.rush().board();
    const int n = board.size;
    const float margin = 24.0f;
    const float cell_px = std::floor(std::min(std::min((w - 2 * margin) / (n + 0.5f), (h - 2 * margin) / n), 110.0f));
    const float ox = std::floor(x + (w - cell_px * n) / 2), oy = std::floor(y + (h - cell_px * n) / 2);
    model.geometry = {cell_px, ox, oy};

    // Board, grid and exit.
    draw->AddRectFilled(ImVec2(ox - 6, oy - 6), ImVec2(ox + n * cell_px + 6, oy + n * cell_px + 6), theme::kRushFrame, 8);
    draw->AddRectFilled(ImVec2(ox, oy), ImVec2(ox + n * cell_px, oy + n * cell_px), theme::kRushFloor);
    for (int i = 1; i < n; ++i) {
        draw->AddLine(ImVec2(ox + i * cell_px, oy), ImVec2(ox + i * cell_px, oy + n * cell_px), theme::kRushGrid);
        draw->AddLine(ImVec2(ox, oy + i * cell_px), ImVec2(ox + n * cell_px, oy + i * cell_px), theme::kRushGrid);
    }
    const float exit_y = oy + board.primary().row * cell_px;
    draw->AddRectFilled(ImVec2(ox + n * cell_px, exit_y + 4), ImVec2(ox + n * cell_px + 8, exit_y + cell_px - 4),
                        theme::kRushPrimary);
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c)
            if (board.walls & (std::uint64_t{1} << board.cell(r, c)))
                draw->AddRectFilled(ImVec2(ox + c * cell_px + 2, oy + r * cell_px + 2),
                                    ImVec2(ox + (c + 1) * cell_px - 2, oy + (r + 1) * cell_px - 2), theme::kWall, 4);

    // Drag handling.
    const ImGuiIO& io = ImGui::GetIO();
    const bool playing = model.playback().playing;
    if (!io.WantCaptureMouse && !playing && ImGui::IsMouseClicked(0)) {
        const int c = static_cast<int>(std::floor((io.MousePos.x - ox) / cell_px));
        const int r = static_cast<int>(std::floor((io.MousePos.y - oy) / cell_px));
        drag = Drag{};
        if (r >= 0 && c >= 0 && r < n && c < n) {
            const char label = board.at(r, c);
            if (label >= 'A' && label <= 'Z') {
                drag.vehicle = board.find(label);
                drag.start_x = io.MousePos.x;
                drag.start_y = io.MousePos.y;
                std::tie(drag.lo, drag.hi) = model.rush().slide_range(drag.vehicle);
            }
        }
    }
    float offset_cells = 0;
    if (drag.vehicle >= 0 && drag.vehicle < static_cast<int>(board.vehicles.size())) {
        const rush::Vehicle& car = board.vehicles[drag.vehicle];
        const float moved = car.horizontal ? io.MousePos.x - drag.start_x : io.MousePos.y - drag.start_y;
        offset_cells = std::clamp(moved / cell_px, static_cast<float>(drag.lo), static_cast<float>(drag.hi));
        if (!ImGui::IsMouseDown(0)) {
            const int delta = static_cast<int>(std::lround(offset_cells));
            if (delta != 0) model.rush_slide(drag.vehicle, delta);
            drag = Drag{};
            offset_cells = 0;
        }
    }

    // Vehicles (the dragged one follows the pointer within its range).
    for (int v = 0; v < static_cast<int>(board.vehicles.size()); ++v) {
        const rush::Vehicle& car = board.vehicles[v];
        const float shift = (v == drag.vehicle ? offset_cells : 0) * cell_px;
        const float vx = ox + car.col * cell_px + (car.horizontal ? shift : 0);
        const float vy = oy + car.row * cell_px + (car.horizontal ? 0 : shift);
        const float vw = (car.horizontal ? car.length : 1) * cell_px, vh = (car.horizontal ? 1 : car.length) * cell_px;
        const float inset = cell_px * 0.07f;
        draw->AddRectFilled(ImVec2(vx + inset, vy + inset), ImVec2(vx + vw - inset, vy + vh - inset),
                            vehicle_colour(car.label), cell_px * 0.18f);
        const char text[2] = {car.label, 0};
        const float size = cell_px * 0.35f;
        draw->AddText(ImGui::GetFont(), size, ImVec2(vx + vw / 2 - size * 0.3f, vy + vh / 2 - size * 0.5f),
                      theme::rgb(255, 255, 255), text);
    }
}

}  // namespace boxcar::app
