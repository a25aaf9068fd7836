// Thumbnails of the level browser: one flat square per cell in the board's own colours (theme.hpp), no
// bevels or animation, so a screenful of cards costs a few thousand rectangles.
#include "app/library/library_view.hpp"
#include "app/theme.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>

namespace boxcar::app {
namespace {

// A vehicle's colour by its letter (the red car keeps its own).
ImU32 car_colour(char label) {
    static const ImU32 colours[] = {theme::rgb(74, 140, 214), theme::rgb(90, 170, 110), theme::rgb(226, 170, 60),
                                    theme::rgb(150, 110, 200), theme::rgb(60, 170, 170), theme::rgb(200, 120, 80),
                                    theme::rgb(120, 130, 150), theme::rgb(180, 150, 90)};
    return colours[static_cast<unsigned char>(label) % (sizeof colours / sizeof colours[0])];
}

}  // namespace

void draw_library_thumbnail(const LibraryLevel& level, bool rush, float min_x, float min_y, float max_x, float max_y) {
    if (level.width <= 0 || level.height <= 0 || level.squares.empty()) return;
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const float cell = std::floor(std::min((max_x - min_x) / level.width, (max_y - min_y) / level.height) * 4) / 4;
    if (cell <= 0) return;
    const float x0 = std::round(min_x + (max_x - min_x - cell * level.width) / 2);
    const float y0 = std::round(min_y + (max_y - min_y - cell * level.height) / 2);
    if (rush) draw->AddRectFilled(ImVec2(x0 - 2, y0 - 2), ImVec2(x0 + cell * level.width + 2, y0 + cell * level.height + 2),
                                  theme::kRushFrame, 3);
    for (int y = 0; y < level.height; ++y)
        for (int x = 0; x < level.width; ++x) {
            const int i = y * level.width + x;
            const ImVec2 a(x0 + x * cell, y0 + y * cell), b(a.x + cell, a.y + cell);
            const ImVec2 centre((a.x + b.x) / 2, (a.y + b.y) / 2);
            switch (level.squares[i]) {
                case Square::Outside: break;
                case Square::Wall: draw->AddRectFilled(a, b, rush ? theme::kRushFrame : theme::kWall); break;
                case Square::Floor: draw->AddRectFilled(a, b, rush ? theme::kRushFloor : theme::kFloor); break;
                case Square::Goal:
                    draw->AddRectFilled(a, b, theme::kFloor);
                    draw->AddCircleFilled(centre, cell * 0.22f, theme::kGoal);
                    break;
                case Square::Box:
                case Square::BoxOnGoal:
                    draw->AddRectFilled(a, b, theme::kFloor);
                    draw->AddRectFilled(ImVec2(a.x + cell * 0.1f, a.y + cell * 0.1f), ImVec2(b.x - cell * 0.1f, b.y - cell * 0.1f),
                                        level.squares[i] == Square::Box ? theme::kBox : theme::kBoxOnGoal, cell * 0.15f);
                    break;
                case Square::Player:
                case Square::PlayerOnGoal:
                    draw->AddRectFilled(a, b, theme::kFloor);
                    if (level.squares[i] == Square::PlayerOnGoal) draw->AddCircleFilled(centre, cell * 0.22f, theme::kGoal);
                    draw->AddCircleFilled(centre, cell * 0.34f, theme::kPlayer);
                    break;
                case Square::Car:
                case Square::RedCar: {
                    draw->AddRectFilled(a, b, theme::kRushFloor);
                    // Joined to the neighbours of the same vehicle, so each vehicle reads as one piece.
                    const char label = level.car_labels[i];
                    const auto same = [&](int xx, int yy) {
                        return xx >= 0 && yy >= 0 && xx < level.width && yy < level.height &&
                               level.car_labels[yy * level.width + xx] == label;
                    };
                    const float inset = cell * 0.1f;
                    const ImVec2 p(a.x + (same(x - 1, y) ? 0 : inset), a.y + (same(x, y - 1) ? 0 : inset));
                    const ImVec2 q(b.x - (same(x + 1, y) ? 0 : inset), b.y - (same(x, y + 1) ? 0 : inset));
                    draw->AddRectFilled(p, q, level.squares[i] == Square::RedCar ? theme::kRushPrimary : car_colour(label));
                    break;
                }
            }
        }
}

}  // namespace boxcar::app
