#include "app/board/board_pieces.hpp"

#include "app/play/play_view.hpp"

#include <algorithm>
#include <cmath>

namespace boxcar::app {
namespace {

constexpr std::uint32_t kVehiclePalette[] = {
    theme::rgb(70, 130, 200), theme::rgb(90, 170, 90),  theme::rgb(230, 180, 60), theme::rgb(150, 100, 190),
    theme::rgb(60, 170, 170), theme::rgb(220, 130, 60), theme::rgb(120, 120, 200), theme::rgb(170, 170, 80),
    theme::rgb(200, 110, 150), theme::rgb(100, 150, 120)};

std::uint32_t darker(std::uint32_t c) {
    const auto ch = [&](int shift) { return ((c >> shift) & 0xff) * 3 / 5; };
    return (c & 0xff000000u) | (ch(16) << 16) | (ch(8) << 8) | ch(0);
}

}  // namespace

void draw_sokoban_wall(ImDrawList* draw, ImVec2 a, float cell, bool l, bool rt, bool u, bool d) {
    const ImVec2 b(a.x + cell, a.y + cell);
    const float e = std::max(1.0f, std::floor(cell * 0.05f));
    draw->AddRectFilled(a, b, theme::kWallEdge);
    ImDrawFlags corners = 0;
    if (!u && !l) corners |= ImDrawFlags_RoundCornersTopLeft;
    if (!u && !rt) corners |= ImDrawFlags_RoundCornersTopRight;
    if (!d && !l) corners |= ImDrawFlags_RoundCornersBottomLeft;
    if (!d && !rt) corners |= ImDrawFlags_RoundCornersBottomRight;
    if (corners == 0) corners = ImDrawFlags_RoundCornersNone;
    const ImVec2 ia(a.x + (l ? 0 : e), a.y + (u ? 0 : e)), ib(b.x - (rt ? 0 : e), b.y - (d ? 0 : e));
    draw->AddRectFilled(ia, ib, theme::kWall, cell * 0.16f, corners);
    if (!u && cell >= 12)  // bevel: a lighter top edge where the wall faces up
        draw->AddLine(ImVec2(ia.x + (l ? 0 : cell * 0.12f), ia.y + e * 0.5f),
                      ImVec2(ib.x - (rt ? 0 : cell * 0.12f), ia.y + e * 0.5f), theme::kWallLight, e);
}

void draw_sokoban_floor(ImDrawList* draw, ImVec2 a, float cell, bool goal) {
    const ImVec2 b(a.x + cell, a.y + cell);
    draw->AddRectFilled(a, b, theme::kFloor);
    if (cell >= 12) draw->AddRect(a, b, theme::kFloorEdge);
    if (goal) {
        const ImVec2 c(a.x + cell * 0.5f, a.y + cell * 0.5f);
        draw->AddCircleFilled(c, cell * 0.5f * 0.38f, theme::kGoalRing, 24);
        draw->AddCircleFilled(c, cell * 0.5f * 0.30f, theme::kGoal, 24);
    }
}

void draw_sokoban_box(ImDrawList* draw, ImVec2 a, float cell, bool on_goal, std::uint32_t alpha_mask) {
    const ImVec2 ba(a.x + cell * 0.08f, a.y + cell * 0.08f), bb(a.x + cell * 0.92f, a.y + cell * 0.92f);
    draw->AddRectFilled(ba, bb, (on_goal ? theme::kBoxOnGoalEdge : theme::kBoxEdge) & alpha_mask, cell * 0.14f);
    draw->AddRectFilled(ImVec2(ba.x + cell * 0.08f, ba.y + cell * 0.08f), ImVec2(bb.x - cell * 0.08f, bb.y - cell * 0.08f),
                        (on_goal ? theme::kBoxOnGoal : theme::kBox) & alpha_mask, cell * 0.08f);
    // Corner studs (away from the centre) make it read as a crate.
    const float s = cell * 0.05f;
    const std::uint32_t stud = (on_goal ? theme::kBoxOnGoalEdge : theme::kBoxEdge) & alpha_mask;
    for (float fx : {0.24f, 0.76f})
        for (float fy : {0.24f, 0.76f}) draw->AddCircleFilled(ImVec2(a.x + cell * fx, a.y + cell * fy), s, stud, 8);
}

void draw_sokoban_player(ImDrawList* draw, ImVec2 c, float r, int facing) {
    draw->AddCircleFilled(c, r * 0.70f, theme::kPlayerEdge, 32);
    draw->AddCircleFilled(c, r * 0.58f, theme::kPlayer, 32);
    // Two eyes looking the way the player last moved (off the centre).
    static const float look[4][2] = {{-1, 0}, {0, -1}, {1, 0}, {0, 1}};
    const float lx = look[facing][0] * r * 0.10f, ly = look[facing][1] * r * 0.10f;
    for (float side : {-1.0f, 1.0f}) {
        const ImVec2 e(c.x + side * r * 0.24f + lx, c.y - r * 0.18f + ly);
        draw->AddCircleFilled(e, r * 0.13f, theme::rgb(255, 255, 255), 12);
        draw->AddCircleFilled(ImVec2(e.x + lx * 0.5f, e.y + ly * 0.5f), r * 0.06f, theme::rgb(20, 28, 60), 10);
    }
}

void draw_sokoban_goal_ring(ImDrawList* draw, ImVec2 c, float r) {
    draw->AddCircle(c, r * 0.82f, theme::kGoal, 32, std::max(2.0f, r * 0.14f));
}

void draw_rush_grid(ImDrawList* draw, const rush::Board& board, float ox, float oy, float cell_px,
                    const theme::Palette& pal) {
    const int n = board.size;
    const float frame = std::max(6.0f, cell_px * 0.12f);
    draw->AddRectFilled(ImVec2(ox - frame, oy - frame), ImVec2(ox + n * cell_px + frame, oy + n * cell_px + frame),
                        pal.rush_frame, frame * 1.3f);
    draw->AddRectFilled(ImVec2(ox, oy), ImVec2(ox + n * cell_px, oy + n * cell_px), theme::kRushFloor);
    for (int i = 1; i < n; ++i) {
        draw->AddLine(ImVec2(ox + i * cell_px, oy), ImVec2(ox + i * cell_px, oy + n * cell_px), theme::kRushGrid);
        draw->AddLine(ImVec2(ox, oy + i * cell_px), ImVec2(ox + n * cell_px, oy + i * cell_px), theme::kRushGrid);
    }
    const float exit_y = oy + board.primary().row * cell_px;
    const float right = ox + n * cell_px;
    draw->AddRectFilled(ImVec2(right, exit_y + 3), ImVec2(right + frame, exit_y + cell_px - 3), theme::kRushFloor);
    const float ax = right + frame + cell_px * 0.12f, acy = exit_y + cell_px / 2, as = cell_px * 0.22f;
    draw->AddTriangleFilled(ImVec2(ax, acy - as), ImVec2(ax + as * 1.2f, acy), ImVec2(ax, acy + as), theme::kRushPrimary);
    const float label_size = std::min(play_font_size(false), cell_px * 0.28f);
    draw->AddText(play_font(false), label_size, ImVec2(ax - 2, acy + as + 2), pal.text, "EXIT");
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c)
            if (board.walls & (std::uint64_t{1} << board.cell(r, c)))
                draw->AddRectFilled(ImVec2(ox + c * cell_px + 2, oy + r * cell_px + 2),
                                    ImVec2(ox + (c + 1) * cell_px - 2, oy + (r + 1) * cell_px - 2), theme::kWall, 4);
}

std::uint32_t rush_vehicle_colour(char label) {
    if (label == 'A') return theme::kRushPrimary;
    return kVehiclePalette[(label - 'B') % (sizeof kVehiclePalette / sizeof kVehiclePalette[0])];
}

void draw_rush_vehicle(ImDrawList* draw, float vx, float vy, float vw, float vh, float cell_px, char label, bool lifted) {
    const float inset = cell_px * 0.07f;
    const std::uint32_t colour = rush_vehicle_colour(label);
    if (lifted)  // a soft shadow under it
        draw->AddRectFilled(ImVec2(vx + inset + 3, vy + inset + 4), ImVec2(vx + vw - inset + 3, vy + vh - inset + 4),
                            theme::rgba(0, 0, 0, 70), cell_px * 0.18f);
    draw->AddRectFilled(ImVec2(vx + inset, vy + inset), ImVec2(vx + vw - inset, vy + vh - inset), darker(colour),
                        cell_px * 0.18f);
    draw->AddRectFilled(ImVec2(vx + inset + 2, vy + inset + 2), ImVec2(vx + vw - inset - 2, vy + vh - inset - 2), colour,
                        cell_px * 0.16f);
    const char text[2] = {label, 0};
    const float size = std::max(8.0f, std::min(cell_px * 0.38f, play_font_size(true) * 1.2f));
    const ImVec2 ts = play_font(true)->CalcTextSizeA(size, 1e9f, 0, text);
    draw->AddText(play_font(true), size, ImVec2(vx + (vw - ts.x) / 2, vy + (vh - ts.y) / 2), theme::rgb(255, 255, 255),
                  text);
}

}  // namespace boxcar::app
