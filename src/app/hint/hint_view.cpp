// The hint's arrow and highlights (hint_view.hpp).
#include "app/hint/hint_view.hpp"

#include "app/theme.hpp"

#include <algorithm>
#include <cstdlib>

namespace boxcar::app {
namespace {

// A thick arrow along a unit axis (dx, dy) from `from` to `to` (pixels), its head ending at `to`.
void draw_arrow(ImDrawList* draw, ImVec2 from, ImVec2 to, float dx, float dy, float cell_px) {
    const float shaft = std::max(3.0f, cell_px * 0.14f), head_len = cell_px * 0.30f, head_w = cell_px * 0.26f;
    const ImVec2 neck(to.x - dx * head_len, to.y - dy * head_len);
    const float px = -dy, py = dx;  // perpendicular
    const std::uint32_t outline = theme::rgba(255, 255, 255, 230);
    draw->AddLine(from, neck, outline, shaft + 4);
    draw->AddTriangleFilled(ImVec2(to.x + dx * 2, to.y + dy * 2), ImVec2(neck.x + px * (head_w + 2), neck.y + py * (head_w + 2)),
                            ImVec2(neck.x - px * (head_w + 2), neck.y - py * (head_w + 2)), outline);
    draw->AddLine(from, ImVec2(neck.x + dx, neck.y + dy), theme::kHintArrow, shaft);
    draw->AddTriangleFilled(to, ImVec2(neck.x + px * head_w, neck.y + py * head_w),
                            ImVec2(neck.x - px * head_w, neck.y - py * head_w), theme::kHintArrow);
}

}  // namespace

void draw_sokoban_hint(const Hints& hints, const PlaySession& play, const Looks& looks, ImDrawList* draw, float ox,
                       float oy, float cell_px) {
    if (!hints.on_screen() || looks.animating() || !play.has_level()) return;
    const PushStep& push = hints.hint().push;
    const int w = play.level().width;
    const float dx = static_cast<float>(sokoban::dir_dx(push.dir)), dy = static_cast<float>(sokoban::dir_dy(push.dir));
    const ImVec2 centre(ox + (push.box % w + 0.5f) * cell_px, oy + (push.box / w + 0.5f) * cell_px);
    // From just past the box's centre to just before the target's: the middle is the edge between them.
    const ImVec2 from(centre.x + dx * cell_px * 0.12f, centre.y + dy * cell_px * 0.12f);
    const ImVec2 to(centre.x + dx * cell_px * 0.88f, centre.y + dy * cell_px * 0.88f);
    draw->AddRect(ImVec2(centre.x - cell_px * 0.47f, centre.y - cell_px * 0.47f),
                  ImVec2(centre.x + cell_px * 0.47f, centre.y + cell_px * 0.47f), theme::kHintArrow, cell_px * 0.16f, 0,
                  std::max(2.0f, cell_px * 0.06f));
    draw_arrow(draw, from, to, dx, dy, cell_px);
}

void draw_rush_hint(const Hints& hints, const PlaySession& play, const Looks& looks, ImDrawList* draw, float ox, float oy,
                    float cell_px) {
    if (!hints.on_screen() || looks.animating()) return;
    const rush::Board& board = play.rush().board();
    const rush::SlideMove m = hints.hint().slide;
    if (m.vehicle < 0 || m.vehicle >= static_cast<int>(board.vehicles.size()) || m.delta == 0) return;
    const rush::Vehicle& car = board.vehicles[m.vehicle];
    const float inset = cell_px * 0.04f, thick = std::max(2.0f, cell_px * 0.07f);
    auto box_at = [&](int pos) {  // the car's rectangle with its front at `pos` along its lane
        const float x = ox + (car.horizontal ? pos : car.col) * cell_px, y = oy + (car.horizontal ? car.row : pos) * cell_px;
        const float w = (car.horizontal ? car.length : 1) * cell_px, h = (car.horizontal ? 1 : car.length) * cell_px;
        return std::pair{ImVec2(x + inset, y + inset), ImVec2(x + w - inset, y + h - inset)};
    };
    const auto [a, b] = box_at(car.position());
    const auto [ta, tb] = box_at(car.position() + m.delta);
    draw->AddRect(ta, tb, theme::kHintArrow, cell_px * 0.18f, 0, std::max(1.5f, thick * 0.5f));  // where it goes
    draw->AddRect(a, b, theme::kHintArrow, cell_px * 0.18f, 0, thick);
    // The arrow leaves the car's leading end and points the way it slides, short of the next cell's centre.
    const float sign = m.delta > 0 ? 1.0f : -1.0f;
    const float dx = car.horizontal ? sign : 0.0f, dy = car.horizontal ? 0.0f : sign;
    const ImVec2 mid((a.x + b.x) / 2, (a.y + b.y) / 2);
    const float half = (car.horizontal ? (b.x - a.x) : (b.y - a.y)) / 2;
    const ImVec2 from(mid.x + dx * (half - cell_px * 0.30f), mid.y + dy * (half - cell_px * 0.30f));
    const ImVec2 to(mid.x + dx * (half + cell_px * 0.40f), mid.y + dy * (half + cell_px * 0.40f));
    draw_arrow(draw, from, to, dx, dy, cell_px);
}

}  // namespace boxcar::app
