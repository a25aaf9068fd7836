// Draws the Sokoban board with ImDrawList into a rectangle of the window, as large as fits, centred.
#include "app/theme.hpp"
#include "app/ui.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <vector>

namespace boxcar::app {
namespace {

// Squares inside the walls (reachable from the player when boxes are ignored); the rest is background.
std::vector<std::uint8_t> interior_of(const sokoban::Level& level) {
    std::vector<std::uint8_t> inside(level.cells.size(), 0);
    std::vector<int> stack{level.player};
    inside[level.player] = 1;
    while (!stack.empty()) {
        const int i = stack.back();
        stack.pop_back();
        const int x = i % level.width, y = i / level.width;
        const int next[4][2] = {{x - 1, y}, {x + 1, y}, {x, y - 1}, {x, y + 1}};
        for (auto [nx, ny] : next) {
            if (nx < 0 || ny < 0 || nx >= level.width || ny >= level.height) continue;
            const int j = level.index(nx, ny);
            if (inside[j] || level.wall(j)) continue;
            inside[j] = 1;
            stack.push_back(j);
        }
    }
    return inside;
}

}  // namespace

void ui_draw_board(AppModel& model, float x, float y, float w, float h) {
    ImDrawList* draw = ImGui::GetBackgroundDrawList();
    draw->AddRectFilled(ImVec2(x, y), ImVec2(x + w, y + h), theme::kBackground);
    if (!model.has_level()) {
        model.geometry = {};
        return;
    }
    const sokoban::Level& level = model.level();
    static int cached_level = -1;
    static const sokoban::Collection* cached_collection = nullptr;
    static std::vector<std::uint8_t> inside;
    if (cached_level != model.level_number() || cached_collection != &model.collection() ||
        inside.size() != level.cells.size()) {
        inside = interior_of(level);
        cached_level = model.level_number();
        cached_collection = &model.collection();
    }

    const float margin = 16.0f;
    const float cell = std::max(4.0f, std::min((w - 2 * margin) / level.width, (h - 2 * margin) / level.height));
    const float cell_px = std::floor(std::min(cell, 96.0f));
    const float ox = std::floor(x + (w - cell_px * level.width) / 2);
    const float oy = std::floor(y + (h - cell_px * level.height) / 2);
    model.geometry = {cell_px, ox, oy};

    const sokoban::Position& pos = model.game().position();
    const float r = cell_px * 0.5f;
    for (int cy = 0; cy < level.height; ++cy) {
        for (int cx = 0; cx < level.width; ++cx) {
            const int i = level.index(cx, cy);
            const ImVec2 a(ox + cx * cell_px, oy + cy * cell_px);
            const ImVec2 b(a.x + cell_px, a.y + cell_px);
            const ImVec2 c(a.x + r, a.y + r);
            if (level.wall(i)) {
                draw->AddRectFilled(a, b, theme::kWallEdge);
                draw->AddRectFilled(ImVec2(a.x + 1, a.y + 1), ImVec2(b.x - 2, b.y - 2), theme::kWall, cell_px * 0.12f);
                continue;
            }
            if (!inside[i]) continue;
            draw->AddRectFilled(a, b, theme::kFloor);
            const bool goal = level.goal(i);
            if (goal) draw->AddCircleFilled(c, r * 0.32f, theme::kGoal, 20);
            if (pos.boxes[i]) {
                const ImVec2 ba(a.x + cell_px * 0.08f, a.y + cell_px * 0.08f);
                const ImVec2 bb(b.x - cell_px * 0.08f, b.y - cell_px * 0.08f);
                draw->AddRectFilled(ba, bb, goal ? theme::kBoxOnGoalEdge : theme::kBoxEdge, cell_px * 0.14f);
                draw->AddRectFilled(ImVec2(ba.x + cell_px * 0.08f, ba.y + cell_px * 0.08f),
                                    ImVec2(bb.x - cell_px * 0.08f, bb.y - cell_px * 0.08f),
                                    goal ? theme::kBoxOnGoal : theme::kBox, cell_px * 0.08f);
            }
            if (pos.player == i) {
                draw->AddCircleFilled(c, r * 0.70f, theme::kPlayerEdge, 32);
                draw->AddCircleFilled(c, r * 0.58f, theme::kPlayer, 32);
            }
        }
    }
}

}  // namespace boxcar::app
