// Draws the Sokoban board with ImDrawList, as large as fits under the banner strip, centred
// (board_fit.hpp), with the legend of the push-target rings; records model.geometry. Pieces slide
// (SokobanAnimator) while the model has already moved.
// Mouse: click a square to walk there; click (or press on) a box to select it and see where it can go;
// click one of those squares, or drag the box onto it, to push it there. Touch adds swipes to step and
// holds to repeat (board_gesture.hpp says how a touch is read).
// Every overlay stays off the cell centres (rings, outlines, corner marks): the browser tests read the
// centres' flat colours.
#include "app/board/board_fit.hpp"
#include "app/board/board_pieces.hpp"
#include "app/board/board_gestures.hpp"
#include "app/hint/hint_view.hpp"
#include "app/lecture/lecture_view.hpp"
#include "app/play/play_animation.hpp"
#include "app/play/play_view.hpp"
#include "app/theme.hpp"
#include "app/ui.hpp"
#include "app/widgets/control_registry.hpp"

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

// Turns the vertices drawn since `start` a quarter clockwise about the board (board_geometry.hpp): what
// was drawn in the level's orientation at the drawn grid's origin lands on the turned grid.
void turn_vertices(ImDrawList* draw, int start, const BoardGeometry& g) {
    for (int i = start; i < draw->VtxBuffer.Size; ++i) {
        ImVec2& p = draw->VtxBuffer[i].pos;
        const BoardGeometry::Point at = g.screen_of((p.x - g.origin_x) / g.cell_px, (p.y - g.origin_y) / g.cell_px);
        p = ImVec2(at.x, at.y);
    }
}

// Phones: a level wider than tall is turned a quarter when its squares would be smaller than a finger's
// tap target and turning makes them larger.
bool turn_on_phone(const BoardFit& upright, const BoardFit& turned) {
    return touch_layout() && upright.cell < kTouchTarget && turned.cell > upright.cell;
}

}  // namespace

void ui_draw_board(AppModel& model, BoardViewState& view, PlayStatusState& status, TouchInput& touch, Rect rect) {
    const float x = rect.x, y = rect.y, w = rect.w, h = rect.h;
    const BoardGesture& gesture = view.gesture;
    const theme::Palette& pal = theme::palette_for(model.looks.theme());
    ImDrawList* draw = ImGui::GetBackgroundDrawList();
    draw->AddRectFilled(ImVec2(x, y), ImVec2(x + w, y + h), pal.background);
    const PlayArea area = play_area(rect, !model.lecture.presentation);
    if (!model.play.has_level()) {
        take_touches(touch);  // nothing to play: the frame's touches go nowhere
        view.gesture.cancel();
        model.geometry = {};
        model.looks.set_animating(false);
        view.animator.reset();
        play_status_strip(status, model.banner(), model.play, model.assist, model.looks, area, ImVec2(x, y), ImVec2(x, y));
        return;
    }
    model.assist.update_play_message();
    const sokoban::Level& level = model.play.level();
    if (view.cached_level != model.play.level_number() || view.cached_collection != &model.play.collection() ||
        view.inside.size() != level.cells.size()) {
        view.inside = interior_of(level);
        view.cached_level = model.play.level_number();
        view.cached_collection = &model.play.collection();
        view.gesture.cancel();
        view.zoom.reset();  // zoom is per level view
    }
    const std::vector<std::uint8_t>& inside = view.inside;

    const float max_cell = model.lecture.presentation ? 200.0f : 96.0f;  // larger for projectors
    BoardFit fit = fit_board(x, area.board_y(), w, area.board_h(), level.width, level.height, max_cell, true);
    bool turned = false;
    if (level.width > level.height) {
        const BoardFit turned_fit = fit_board(x, area.board_y(), w, area.board_h(), level.height, level.width, max_cell, true);
        if (turn_on_phone(fit, turned_fit)) {
            fit = turned_fit;
            turned = true;
        }
    }
    const int drawn_w = turned ? level.height : level.width, drawn_h = turned ? level.width : level.height;
    if (fit.cell != view.fitted_cell || fit.ox != view.fitted_ox || fit.oy != view.fitted_oy || turned != view.fitted_turned) {
        view.zoom.reset();  // a new fit (rotated or resized screen): the whole board again
        view.fitted_cell = fit.cell;
        view.fitted_ox = fit.ox;
        view.fitted_oy = fit.oy;
        view.fitted_turned = turned;
    }
    // The board, zoomed (board_zoom.hpp), in model.geometry: drawn clipped to the area under the strips.
    const BoardZoom::Rect view_rect{x, area.board_y(), w, area.board_h()};
    auto place = [&] {
        const ZoomedBoard zb = zoom_board(view.zoom, fit.cell, fit.ox, fit.oy, drawn_w, drawn_h, view_rect);
        model.geometry = {zb.cell, zb.ox, zb.oy, turned, level.width, level.height, view.zoom.scale,
                          view_rect.x, view_rect.y, view_rect.w, view_rect.h};
        return zb;
    };
    place();

    // --- Mouse / touch (board_gestures.cpp, board_gesture.hpp) ------------------------------------
    sokoban_board_input(model, touch, view);
    ZoomedBoard zoomed = place();
    const int keeper = model.play.game().position().player;
    if (keeper != view.followed_player) {  // the keeper moved: the view follows it
        view.followed_player = keeper;
        const BoardGeometry::Point at =
            model.geometry.screen_of(keeper % level.width + 0.5f, keeper / level.width + 0.5f);
        zoom_follow(view.zoom, zoomed, at.x, at.y, zoomed.cell * 1.5f);
        zoomed = place();
    }
    const float cell_px = zoomed.cell, ox = zoomed.ox, oy = zoomed.oy;
    const ImVec2 board_min(std::max(ox, view_rect.x), std::max(oy, view_rect.y)),
        board_max(std::min(ox + cell_px * drawn_w, view_rect.x + view_rect.w),
                  std::min(oy + cell_px * drawn_h, view_rect.y + view_rect.h));
    play_status_strip(status, model.banner(), model.play, model.assist, model.looks, area, board_min, board_max);  // before the board: confetti goes under it
    draw->PushClipRect(ImVec2(view_rect.x, view_rect.y), ImVec2(view_rect.x + view_rect.w, view_rect.y + view_rect.h), true);

    // --- Board ------------------------------------------------------------------------------------
    const SokobanAnimator::Frame frame = view.animator.update(model.play.game(), ImGui::GetTime());
    // A finger held down may repeat steps with no event coming in: keep drawing until it lifts.
    model.looks.set_animating(frame.animating || (gesture.active() && gesture.source() == BoardGesture::Source::Touch));
    const sokoban::Position& shown = *frame.boxes;
    const float r = cell_px * 0.5f;
    const int selected = model.assist.selected_box();
    const auto& targets = model.assist.push_targets();
    const auto& analysis = model.assist.analysis();
    const bool show_dead = model.looks.show_dead_squares();
    const bool settled = !frame.animating;
    // Everything from here to the end of the pieces is drawn in the level's orientation, then turned when
    // the board is (turn_vertices); the legend and a dragged box are drawn on screen after that.
    const int turn_start = draw->VtxBuffer.Size;
    bool legend = false, any_dead = false;
    auto finish = [&] {
        if (turned) turn_vertices(draw, turn_start, model.geometry);
        draw->PopClipRect();
        if (legend && !view.zoom.zoomed()) draw_push_legend(draw, fit, any_dead, pal);  // its place is the whole board's
    };
    for (int cy = 0; cy < level.height; ++cy) {
        for (int cx = 0; cx < level.width; ++cx) {
            const int i = level.index(cx, cy);
            const ImVec2 a(ox + cx * cell_px, oy + cy * cell_px);
            const ImVec2 b(a.x + cell_px, a.y + cell_px);
            const ImVec2 c(a.x + r, a.y + r);
            if (level.wall(i)) {
                // Walls join their wall neighbours.
                auto wall_at = [&](int nx, int ny) {
                    return nx >= 0 && ny >= 0 && nx < level.width && ny < level.height && level.wall(level.index(nx, ny));
                };
                draw_sokoban_wall(draw, a, cell_px, wall_at(cx - 1, cy), wall_at(cx + 1, cy), wall_at(cx, cy - 1),
                                  wall_at(cx, cy + 1));
                continue;
            }
            if (!inside[i]) continue;
            draw_sokoban_floor(draw, a, cell_px, level.goal(i));
            if (show_dead && analysis.dead_squares.size() == level.cells.size() && analysis.dead_squares[i]) {
                const float t = std::max(1.5f, cell_px * 0.06f), k = cell_px * 0.22f;
                for (int corner = 0; corner < 4; ++corner) {  // four corner ticks, an "x" with no centre
                    const float sx = corner % 2 ? -1.0f : 1.0f, sy = corner / 2 ? -1.0f : 1.0f;
                    const ImVec2 p(corner % 2 ? b.x - 3 : a.x + 3, corner / 2 ? b.y - 3 : a.y + 3);
                    draw->AddLine(p, ImVec2(p.x + sx * k, p.y + sy * k), theme::kDeadMark, t);
                }
            }
            if (selected >= 0 && settled && targets.reachable.size() == level.cells.size() && targets.reachable[i])
                draw->AddCircle(c, r * 0.62f, analysis.dead_squares.size() == level.cells.size() && analysis.dead_squares[i]
                                                  ? theme::kDeadlockedBox  // a push there loses the level
                                                  : theme::kTargetMark,
                                28, std::max(2.0f, cell_px * 0.07f));
        }
    }
    if (selected >= 0 && settled && targets.count > 0 && targets.reachable.size() == level.cells.size()) {
        legend = true;
        if (analysis.dead_squares.size() == level.cells.size())
            for (std::size_t i = 0; i < level.cells.size(); ++i)
                any_dead = any_dead || (targets.reachable[i] && analysis.dead_squares[i]);
    }
    if (lecture_draw_watch(model.lecture, draw, ox, oy, cell_px)) {  // watching the search: its node replaces the pieces
        lecture_draw_overlays(model.lecture, model.play, draw, ox, oy, cell_px);
        finish();
        return;
    }
    // Boxes (the moving one last), then the player.
    const bool dragging_box = gesture.dragging_box() && selected == gesture.box();
    for (int i = 0; i < static_cast<int>(shown.boxes.size()); ++i) {
        if (!shown.boxes[i] || i == frame.moving_box) continue;
        const ImVec2 a(ox + (i % level.width) * cell_px, oy + (i / level.width) * cell_px);
        draw_sokoban_box(draw, a, cell_px, level.goal(i), dragging_box && i == selected ? 0x80FFFFFFu : 0xFFFFFFFFu);
        if (settled && i == selected)
            draw->AddRect(ImVec2(a.x + 1, a.y + 1), ImVec2(a.x + cell_px - 1, a.y + cell_px - 1), theme::kSelection,
                          cell_px * 0.16f, 0, std::max(2.0f, cell_px * 0.06f));
        if (settled && analysis.deadlocked &&
            std::find(analysis.boxes.begin(), analysis.boxes.end(), i) != analysis.boxes.end())
            draw->AddRect(ImVec2(a.x + 2, a.y + 2), ImVec2(a.x + cell_px - 2, a.y + cell_px - 2), theme::kDeadlockedBox,
                          cell_px * 0.16f, 0, std::max(2.0f, cell_px * 0.07f));
    }
    if (frame.moving_box >= 0) {
        const int to = level.index(static_cast<int>(std::lround(frame.box_x)), static_cast<int>(std::lround(frame.box_y)));
        draw_sokoban_box(draw, ImVec2(ox + frame.box_x * cell_px, oy + frame.box_y * cell_px), cell_px, level.goal(to));
    }
    if (!view.has_last) {
        view.has_last = true;
        view.last_px = frame.player_x;
        view.last_py = frame.player_y;
    }
    if (frame.player_x != view.last_px || frame.player_y != view.last_py) {
        const float dx = frame.player_x - view.last_px, dy = frame.player_y - view.last_py;
        view.facing = std::abs(dx) >= std::abs(dy) ? (dx < 0 ? 0 : 2) : (dy < 0 ? 1 : 3);
        view.last_px = frame.player_x;
        view.last_py = frame.player_y;
    }
    draw_sokoban_player(draw, ImVec2(ox + (frame.player_x + 0.5f) * cell_px, oy + (frame.player_y + 0.5f) * cell_px), r,
                view.facing);
    draw_sokoban_hint(model.hints, model.play, model.looks, draw, ox, oy, cell_px);  // the next push, while its position is on screen
    lecture_draw_overlays(model.lecture, model.play, draw, ox, oy, cell_px);  // lecture mode, each toggled on its own
    finish();
    if (dragging_box)  // the dragged box follows the pointer
        draw_sokoban_box(draw, ImVec2(gesture.x() - r, gesture.y() - r), cell_px, false, 0xC0FFFFFFu);
}

}  // namespace boxcar::app
