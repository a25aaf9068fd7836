// The banner strip above the board: the red deadlock banner, or the green solved banner with a short
// celebration (a pulse and confetti); empty otherwise (the counters are in the top bar). Its room is kept
// either way, so the board does not move when a banner appears.
#include "app/play/play_banner.hpp"
#include "app/play/play_view.hpp"
#include "app/view_state.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

namespace boxcar::app {
namespace {

constexpr double kCelebrationSeconds = 1.8;
// Neither good nor bad news (a solution shown, a box that cannot move): slate blue, white text on it.
constexpr std::uint32_t kPlainBanner = theme::rgba(64, 92, 140, 235);

// Deterministic "random" in [0, 1) for particle i, channel k.
float hash01(int i, int k) {
    std::uint32_t h = static_cast<std::uint32_t>(i) * 2654435761u ^ static_cast<std::uint32_t>(k) * 40503u;
    h ^= h >> 15;
    h *= 2246822519u;
    h ^= h >> 13;
    return static_cast<float>(h & 0xffffff) / static_cast<float>(0x1000000);
}

// Confetti bursting from the top of the board, falling with gravity. Drawn before the board, so the board
// covers it: only the background around the board shows it.
void confetti(ImDrawList* draw, ImVec2 board_min, ImVec2 board_max, float age) {
    static const std::uint32_t colours[] = {theme::kBox, theme::kBoxOnGoal, theme::kGoal, theme::kPlayer,
                                            theme::rgb(250, 220, 90), theme::rgb(180, 120, 230)};
    const float width = board_max.x - board_min.x;
    const float cx = (board_min.x + board_max.x) / 2, cy = board_min.y;
    const float fade = 1.0f - age / static_cast<float>(kCelebrationSeconds);
    for (int i = 0; i < 90; ++i) {
        const float angle = 3.14159f * (1.05f + 0.9f * hash01(i, 1));  // upwards fan
        const float speed = (0.5f + hash01(i, 2)) * (width * 0.9f + 200.0f);
        const float x = cx + std::cos(angle) * speed * age * (i % 2 ? 1.0f : -1.0f) * 0.8f + (hash01(i, 3) - 0.5f) * width;
        const float y = cy + std::sin(angle) * speed * age * 0.6f + 900.0f * age * age;
        const float size = 4.0f + 5.0f * hash01(i, 4);
        const std::uint32_t colour = (colours[i % 6] & 0x00ffffffu) | (static_cast<std::uint32_t>(255 * fade) << 24);
        const float spin = age * 8.0f + hash01(i, 5) * 6.0f;
        const ImVec2 dx(std::cos(spin) * size, std::sin(spin) * size * 0.5f);
        draw->AddQuadFilled(ImVec2(x - dx.x, y - dx.y - size * 0.3f), ImVec2(x + dx.y, y - dx.x + size * 0.3f),
                            ImVec2(x + dx.x, y + dx.y + size * 0.3f), ImVec2(x - dx.y, y + dx.x - size * 0.3f), colour);
    }
}

void banner(ImDrawList* draw, const PlayArea& area, std::uint32_t colour, const std::string& title,
            const std::string& detail, float pulse) {
    const float pad = 8;
    const ImVec2 a(area.x + pad - pulse * 4, area.y + pad - pulse * 3);
    const ImVec2 b(area.x + area.w - pad + pulse * 4, area.y + area.strip_h - pad + pulse * 3);
    draw->AddRectFilled(a, b, colour, 10);
    if (pulse > 0) draw->AddRect(a, b, theme::rgba(255, 255, 255, static_cast<int>(200 * pulse)), 10, 0, 3);
    const float big = play_font_size(true), small = play_font_size(false);
    const float ty = (a.y + b.y) / 2 - big / 2;
    draw->AddText(play_font(true), big, ImVec2(a.x + 16, ty), theme::rgb(255, 255, 255), title.c_str());
    const ImVec2 title_size = play_font(true)->CalcTextSizeA(big, 1e9f, 0, title.c_str());
    if (!detail.empty())
        draw->AddText(play_font(false), small, ImVec2(a.x + 32 + title_size.x, (a.y + b.y) / 2 - small / 2),
                      theme::rgba(255, 255, 255, 230), detail.c_str(), nullptr, 0.0f);
}

// What the rings around a selected box's targets mean, drawn the way the board draws them.
void push_target_legend(ImDrawList* draw, const PlayArea& area, const theme::Palette& pal) {
    const float size = play_font_size(false), r = size * 0.42f;
    const float cy = area.y + area.strip_h / 2;
    float x = area.x + 16;
    const struct { std::uint32_t colour; const char* text; } items[] = {
        {theme::kTargetMark, "the box can go here"},
        {theme::kDeadlockedBox, "a push here loses"},
    };
    for (const auto& item : items) {
        if (x + r * 2 > area.x + area.w) break;
        draw->AddCircle(ImVec2(x + r, cy), r, item.colour, 24, 2.5f);
        x += r * 2 + 6;
        draw->AddText(play_font(false), size, ImVec2(x, cy - size / 2), pal.text_dim, item.text);
        x += play_font(false)->CalcTextSizeA(size, 1e9f, 0, item.text).x + 18;
    }
}

}  // namespace

void play_status_strip(PlayStatusState& state, PlayBanner shown, const PlaySession& play, const PlayAssist& assist,
                       const Looks& looks, const PlayArea& area, ImVec2 board_min, ImVec2 board_max) {
    if (area.strip_h <= 0) return;
    ImDrawList* draw = ImGui::GetBackgroundDrawList();
    const theme::Palette& pal = theme::palette_for(looks.theme());
    const bool rush = play.kind() == PuzzleKind::RushHour;
    const bool solved = play.solved();
    // The counters as state() has them (Rush Hour: pushes = steps).
    const int moves = rush ? play.rush().moves() : play.has_level() ? play.game().moves() : 0;
    const int pushes = rush ? play.rush().steps() : play.has_level() ? play.game().pushes() : 0;

    // The celebration starts when the position turns solved (not when a solved level is opened).
    const double now = ImGui::GetTime();
    if (play.level_number() != state.level_seen) {
        state.level_seen = play.level_number();
        state.was_solved = solved;
        state.solved_at = -100;
    }
    if (solved && !state.was_solved) state.solved_at = now;
    state.was_solved = solved;
    const float age = static_cast<float>(now - state.solved_at);
    // Only the player's own solve is celebrated (not a playback's, not the agent demo's).
    const bool celebrating = solved && age < kCelebrationSeconds && play.line_origin() == SolutionOrigin::Player;
    if (celebrating) confetti(draw, board_min, board_max, age);

    char counters[160];
    if (rush) {
        const int optimal = play.rush().optimal();
        if (optimal >= 0) std::snprintf(counters, sizeof counters, "Moves %d / optimal %d", moves, optimal);
        else std::snprintf(counters, sizeof counters, "Moves %d / optimal ?", moves);
    } else {
        std::snprintf(counters, sizeof counters, "Moves %d   Pushes %d", moves, pushes);
    }

    const char* title = play_banner_title(shown);
    switch (shown) {
    case PlayBanner::Deadlocked:
        banner(draw, area, pal.banner_bad, title, assist.analysis().reason + " - undo (U) to go back.", 0);
        return;
    case PlayBanner::Solved: {
        const float pulse = celebrating ? std::max(0.0f, std::sin(age * 9.0f)) * (1.0f - age / 1.8f) : 0.0f;
        banner(draw, area, pal.banner_good, title, counters, pulse);
        return;
    }
    case PlayBanner::SolutionShown:  // a playback's end: plain, its counters aside (Keep is beside the playback)
    case PlayBanner::BoxCannotMove:
        banner(draw, area, kPlainBanner, title, "", 0);
        return;
    case PlayBanner::None: break;
    }
    if (!rush && assist.selected_box() >= 0) push_target_legend(draw, area, pal);
}

}  // namespace boxcar::app
