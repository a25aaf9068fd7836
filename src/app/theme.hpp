// Board colours (RGBA, 0xAABBGGRR as ImGui packs them). Browser tests read pixels at cell centres and
// compare with these, so a cell's centre is always drawn in its flat colour.
#pragma once
#include <cstdint>

namespace boxcar::app::theme {

constexpr std::uint32_t rgb(int r, int g, int b) {
    return 0xFF000000u | (std::uint32_t(b) << 16) | (std::uint32_t(g) << 8) | std::uint32_t(r);
}

constexpr std::uint32_t kBackground = rgb(30, 32, 40);
constexpr std::uint32_t kWall = rgb(118, 88, 64);
constexpr std::uint32_t kWallEdge = rgb(88, 64, 46);
constexpr std::uint32_t kFloor = rgb(214, 204, 186);
constexpr std::uint32_t kGoal = rgb(226, 74, 88);
constexpr std::uint32_t kBox = rgb(232, 166, 52);
constexpr std::uint32_t kBoxEdge = rgb(150, 96, 20);
constexpr std::uint32_t kBoxOnGoal = rgb(86, 176, 98);
constexpr std::uint32_t kBoxOnGoalEdge = rgb(40, 110, 52);
constexpr std::uint32_t kPlayer = rgb(58, 112, 222);
constexpr std::uint32_t kPlayerEdge = rgb(26, 56, 130);

// Rush Hour.
constexpr std::uint32_t kRushFrame = rgb(70, 74, 90);
constexpr std::uint32_t kRushFloor = rgb(206, 210, 218);
constexpr std::uint32_t kRushGrid = rgb(180, 184, 194);
constexpr std::uint32_t kRushPrimary = rgb(214, 48, 49);

}  // namespace boxcar::app::theme
