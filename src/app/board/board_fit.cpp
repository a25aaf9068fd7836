#include "app/board/board_fit.hpp"

#include "app/play/play_view.hpp"

#include <algorithm>
#include <cmath>

namespace boxcar::app {
namespace {

constexpr const char* kCanGo = "the box can go here";
constexpr const char* kDead = "it would be stuck there";

float legend_font() { return play_font_size(false); }
float ring_radius() { return legend_font() * 0.42f; }
float entry_width(const char* text) {
    return ring_radius() * 2 + 6 + play_font(false)->CalcTextSizeA(legend_font(), 1e9f, 0, text).x;
}
float line_height() { return std::ceil(legend_font() + 6); }
float stacked_width() { return std::max(entry_width(kCanGo), entry_width(kDead)); }
float line_width() { return entry_width(kCanGo) + 18 + entry_width(kDead); }

float cell_for(float w, float h, int cols, int rows, float max_cell) {
    return std::floor(std::clamp(std::min(w / cols, h / rows), 4.0f, std::max(4.0f, max_cell)));
}

}  // namespace

float board_margin(float w, float h) { return std::clamp((std::min(w, h) - 400) * 0.05f, 2.0f, 16.0f); }

BoardFit fit_board(float x, float y, float w, float h, int cols, int rows, float max_cell, bool legend) {
    const float m = board_margin(w, h);
    BoardFit f;
    bool beside = false;
    f.cell = cell_for(w - 2 * m, h - 2 * m, cols, rows, max_cell);
    float board_h = h;  // the height the board is centred in
    if (legend) {
        // Under the board on one line, or one entry per line when the line is wider than the area.
        const bool one_line = line_width() <= w - 2 * m;
        const float under_h = (one_line ? 1 : 2) * line_height() + 4;
        const float spare_y = h - 2 * m - f.cell * rows, spare_x = w - 2 * m - f.cell * cols;
        f.legend_stacked = !one_line;
        if (spare_y / 2 >= under_h) {
            // under the board, in the room it leaves
        } else if (spare_x / 2 >= stacked_width() + 12) {
            f.legend_stacked = beside = true;
        } else {  // keep a band for it under the board
            board_h = h - under_h;
            f.cell = cell_for(w - 2 * m, board_h - 2 * m, cols, rows, max_cell);
        }
    }
    f.ox = std::floor(x + (w - f.cell * cols) / 2);
    f.oy = std::floor(y + (board_h - f.cell * rows) / 2);
    if (beside)
        f.legend = ImVec2(f.ox + f.cell * cols + 12, f.oy);
    else  // under the board, centred; the widest case (both entries) decides where it starts
        f.legend = ImVec2(std::floor(x + std::max(m, (w - (f.legend_stacked ? stacked_width() : line_width())) / 2)),
                          f.oy + f.cell * rows + 4);
    return f;
}

void draw_push_legend(ImDrawList* draw, const BoardFit& fit, bool any_dead, const theme::Palette& pal) {
    const float r = ring_radius(), lh = line_height(), size = legend_font();
    ImVec2 at = fit.legend;
    auto entry = [&](std::uint32_t colour, const char* text) {
        draw->AddCircle(ImVec2(at.x + r, at.y + lh / 2), r, colour, 20, 2.5f);
        draw->AddText(play_font(false), size, ImVec2(at.x + 2 * r + 6, at.y + (lh - size) / 2), pal.text, text);
        if (fit.legend_stacked) at.y += lh;
        else at.x += entry_width(text) + 18;
    };
    entry(theme::kTargetMark, kCanGo);
    if (any_dead) entry(theme::kDeadlockedBox, kDead);
}

}  // namespace boxcar::app
