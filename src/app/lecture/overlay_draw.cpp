// What lecture mode draws on the boards (see lecture_view.hpp): the watched search node with its box
// heatmap, the Sokoban overlays (pull distances, keeper's reach, Hungarian assignment; dead squares are
// the board view's own), and the Rush Hour agent demo's cursor and highlighted car.
// Unlike the play overlays these do cover cell centres (that is their point); browser tests check them
// where the data says they are (tests/browser/overlays.test.mjs).
#include "app/lecture/lecture_view.hpp"
#include "app/play/play_view.hpp"
#include "app/theme.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace boxcar::app {
namespace {

constexpr std::uint32_t kReachFill = theme::rgba(30, 200, 140, 110);     // the keeper's area (teal)
constexpr std::uint32_t kPullBadge = theme::rgba(20, 24, 40, 215);       // behind a pull number
constexpr std::uint32_t kPullText = theme::rgb(255, 255, 255);
constexpr std::uint32_t kAssignLine = theme::rgba(200, 40, 220, 235);    // box -> goal of the matching
constexpr std::uint32_t kCursor = theme::rgb(20, 200, 255);              // agent demo cursor
constexpr std::uint32_t kAgentMove = theme::rgb(255, 220, 40);           // car the agent moved
constexpr std::uint32_t kCrazyMove = theme::rgb(230, 30, 200);           // car a crazy step moved

ImVec2 centre(float ox, float oy, float cell, int x, int y) { return ImVec2(ox + (x + 0.5f) * cell, oy + (y + 0.5f) * cell); }

// The box of the board view, flat centre in the theme colour (browser tests read it).
void draw_watch_box(ImDrawList* draw, ImVec2 a, float cell, bool on_goal) {
    draw->AddRectFilled(ImVec2(a.x + cell * 0.08f, a.y + cell * 0.08f), ImVec2(a.x + cell * 0.92f, a.y + cell * 0.92f),
                        on_goal ? theme::kBoxOnGoalEdge : theme::kBoxEdge, cell * 0.14f);
    draw->AddRectFilled(ImVec2(a.x + cell * 0.16f, a.y + cell * 0.16f), ImVec2(a.x + cell * 0.84f, a.y + cell * 0.84f),
                        on_goal ? theme::kBoxOnGoal : theme::kBox, cell * 0.08f);
}

}  // namespace

bool lecture_draw_watch(const Lecture& lecture, ImDrawList* draw, float ox, float oy, float cell) {
    const SearchWatch& w = lecture.watch;
    if (!w.active()) return false;
    const sokoban::Level& level = w.level();
    // Heatmap: expanded nodes with a box on the square, relative to the busiest square.
    const auto& heat = w.heat();
    const float top = static_cast<float>(std::max<std::uint32_t>(1, w.heat_max()));
    for (std::size_t i = 0; i < heat.size(); ++i) {
        if (!heat[i]) continue;
        const int x = static_cast<int>(i) % level.width, y = static_cast<int>(i) / level.width;
        const float t = std::sqrt(heat[i] / top);  // sqrt: rarely visited squares still show
        const int alpha = 50 + static_cast<int>(170 * t);  // crimson, unlike the orange boxes
        draw->AddRectFilled(ImVec2(ox + x * cell + 1, oy + y * cell + 1), ImVec2(ox + (x + 1) * cell - 1, oy + (y + 1) * cell - 1),
                            theme::rgba(220, 30, 60, alpha));
    }
    const SearchWatch::Node& n = w.node();
    if (n.valid) {
        for (int c : n.boxes)
            draw_watch_box(draw, ImVec2(ox + (c % level.width) * cell, oy + (c / level.width) * cell), cell, level.goal(c));
        const ImVec2 k = centre(ox, oy, cell, n.keeper % level.width, n.keeper / level.width);
        draw->AddCircleFilled(k, cell * 0.35f, theme::kPlayerEdge, 32);
        draw->AddCircleFilled(k, cell * 0.29f, theme::kPlayer, 32);
    } else {  // not stepped yet: the start position
        for (std::size_t c = 0; c < level.cells.size(); ++c)
            if (level.box(static_cast<int>(c)))
                draw_watch_box(draw, ImVec2(ox + (c % level.width) * cell, oy + (c / level.width) * cell), cell,
                               level.goal(static_cast<int>(c)));
        const ImVec2 k = centre(ox, oy, cell, level.player % level.width, level.player / level.width);
        draw->AddCircleFilled(k, cell * 0.35f, theme::kPlayerEdge, 32);
        draw->AddCircleFilled(k, cell * 0.29f, theme::kPlayer, 32);
    }
    // The node's numbers in the board's top-left corner.
    if (n.valid) {
        char text[96];
        std::snprintf(text, sizeof text, "g %lld  h %lld  f %lld", n.g, n.h, n.f);
        const float size = std::max(12.0f, std::min(play_font_size(true), cell * 0.45f));
        const ImVec2 ts = play_font(true)->CalcTextSizeA(size, 1e9f, 0, text);
        const ImVec2 at(ox, oy - ts.y - 4);
        draw->AddRectFilled(ImVec2(at.x - 4, at.y - 2), ImVec2(at.x + ts.x + 4, at.y + ts.y + 2), theme::rgba(0, 0, 0, 170), 4);
        draw->AddText(play_font(true), size, at, theme::rgb(255, 255, 255), text);
    }
    return true;
}

void lecture_draw_overlays(Lecture& lecture, const PlaySession& play, ImDrawList* draw, float ox, float oy, float cell) {
    const OverlayFlags& f = lecture.overlays;
    if (!f.pull && !f.reach && !f.assignment) return;
    const OverlayData* d = lecture.overlay_data();
    if (!d) return;
    const int w = play.level().width;
    if (f.reach)
        for (std::size_t i = 0; i < d->reach.size(); ++i)
            if (d->reach[i]) {
                const float x = ox + static_cast<float>(i % w) * cell, y = oy + static_cast<float>(i / w) * cell;
                draw->AddRectFilled(ImVec2(x + 1, y + 1), ImVec2(x + cell - 1, y + cell - 1), kReachFill);
            }
    if (f.pull) {
        const float size = std::max(9.0f, std::min(play_font_size(false), cell * 0.42f));
        for (std::size_t i = 0; i < d->pull.size(); ++i) {
            if (d->pull[i] < 0) continue;
            char text[8];
            std::snprintf(text, sizeof text, "%d", d->pull[i]);
            const ImVec2 c = centre(ox, oy, cell, static_cast<int>(i % w), static_cast<int>(i / w));
            const ImVec2 ts = play_font(false)->CalcTextSizeA(size, 1e9f, 0, text);
            const float half = std::max(ts.x, ts.y) * 0.5f + cell * 0.06f;
            draw->AddRectFilled(ImVec2(c.x - half, c.y - half), ImVec2(c.x + half, c.y + half), kPullBadge, half * 0.4f);
            draw->AddText(play_font(false), size, ImVec2(c.x - ts.x / 2, c.y - ts.y / 2), kPullText, text);
        }
        if (f.pull_goal >= 0)  // the chosen goal: a ring
            draw->AddCircle(centre(ox, oy, cell, f.pull_goal % w, f.pull_goal / w), cell * 0.46f, kPullText, 32,
                            std::max(2.0f, cell * 0.06f));
    }
    if (f.assignment) {
        const float t = std::max(3.0f, cell * 0.12f);
        for (const auto& pair : d->assignment) {
            const ImVec2 a = centre(ox, oy, cell, pair.first % w, pair.first / w);
            const ImVec2 b = centre(ox, oy, cell, pair.second % w, pair.second / w);
            draw->AddLine(a, b, kAssignLine, t);
            draw->AddCircleFilled(a, t * 1.1f, kAssignLine, 16);
            draw->AddCircleFilled(b, t * 0.8f, kAssignLine, 16);  // the line's end covers the goal's centre
            draw->AddCircle(b, cell * 0.3f, kAssignLine, 24, t * 0.6f);
        }
    }
}

// Rush Hour watch: the node's board over the played one (floor, heat, cars: red A, the rest slate blue).
static void draw_rush_watch(const SearchWatch& w, ImDrawList* draw, float ox, float oy, float cell) {
    const rush::Board& b = w.node().valid ? w.node().board : w.rush_start();
    const int n = b.size;
    draw->AddRectFilled(ImVec2(ox, oy), ImVec2(ox + n * cell, oy + n * cell), theme::kRushFloor);
    const auto& heat = w.heat();
    const float top = static_cast<float>(std::max<std::uint32_t>(1, w.heat_max()));
    for (std::size_t i = 0; i < heat.size(); ++i) {
        if (!heat[i]) continue;
        const float x = ox + static_cast<float>(i % n) * cell, y = oy + static_cast<float>(i / n) * cell;
        const int alpha = 30 + static_cast<int>(150 * std::sqrt(heat[i] / top));
        draw->AddRectFilled(ImVec2(x + 1, y + 1), ImVec2(x + cell - 1, y + cell - 1), theme::rgba(220, 30, 60, alpha));
    }
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c)
            if (b.walls & (std::uint64_t{1} << b.cell(r, c)))
                draw->AddRectFilled(ImVec2(ox + c * cell + 2, oy + r * cell + 2), ImVec2(ox + (c + 1) * cell - 2, oy + (r + 1) * cell - 2),
                                    theme::kWall, 4);
    for (std::size_t v = 0; v < b.vehicles.size(); ++v) {
        const rush::Vehicle& car = b.vehicles[v];
        const float x = ox + car.col * cell, y = oy + car.row * cell, inset = cell * 0.1f;
        const float vw = (car.horizontal ? car.length : 1) * cell, vh = (car.horizontal ? 1 : car.length) * cell;
        draw->AddRectFilled(ImVec2(x + inset, y + inset), ImVec2(x + vw - inset, y + vh - inset),
                            v == 0 ? theme::kRushPrimary : theme::kRushWatchedCar, cell * 0.16f);
        const char text[2] = {car.label, 0};
        const float size = std::max(8.0f, cell * 0.34f);
        const ImVec2 ts = play_font(true)->CalcTextSizeA(size, 1e9f, 0, text);
        draw->AddText(play_font(true), size, ImVec2(x + (vw - ts.x) / 2, y + (vh - ts.y) / 2), theme::rgb(255, 255, 255), text);
    }
}

void lecture_draw_agent(const Lecture& lecture, const PlaySession& play, ImDrawList* draw, float ox, float oy, float cell) {
    if (lecture.watch.is_rush() && play.kind() == PuzzleKind::RushHour) draw_rush_watch(lecture.watch, draw, ox, oy, cell);
    const RushAgentDemo& demo = lecture.agent;
    if (!demo.active() || play.kind() != PuzzleKind::RushHour) return;
    const rush::Board& board = play.rush().board();
    const int h = demo.highlight();
    if (h >= 0 && h < static_cast<int>(board.vehicles.size())) {
        const rush::Vehicle& car = board.vehicles[h];
        const float x = ox + car.col * cell, y = oy + car.row * cell;
        const float vw = (car.horizontal ? car.length : 1) * cell, vh = (car.horizontal ? 1 : car.length) * cell;
        draw->AddRect(ImVec2(x + 1, y + 1), ImVec2(x + vw - 1, y + vh - 1), demo.highlight_crazy() ? kCrazyMove : kAgentMove,
                      cell * 0.18f, 0, std::max(3.0f, cell * 0.08f));
    }
    const rush::CursorState& cs = demo.cursor();
    const float cx = ox + cs.col * cell, cy = oy + cs.row * cell;
    draw->AddRect(ImVec2(cx + 3, cy + 3), ImVec2(cx + cell - 3, cy + cell - 3), kCursor, cell * 0.1f, 0,
                  std::max(2.0f, cell * (cs.selected >= 0 ? 0.09f : 0.05f)));
}

}  // namespace boxcar::app
