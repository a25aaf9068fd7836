// Writes the board colours of src/app/theme.hpp as JSON, for the browser tests that read pixels
// (tests/browser/pixels.mjs): built and run under node by web_targets.cmake, staged as dist/theme.json.
//
//   {"colors": {"wall": [r, g, b, a], ...}, "palettes": {"dark": {"background": [r, g, b, a], ...}, ...}}
#include "app/theme.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <fstream>
#include <iostream>

namespace {

using namespace boxcar::app::theme;
using Json = nlohmann::ordered_json;

Json rgba(std::uint32_t c) {  // 0xAABBGGRR
    return Json::array({c & 0xFF, (c >> 8) & 0xFF, (c >> 16) & 0xFF, c >> 24});
}

Json palette(const Palette& p) {
    return Json{{"background", rgba(p.background)}, {"boardShadow", rgba(p.board_shadow)}, {"text", rgba(p.text)},
                {"textDim", rgba(p.text_dim)},       {"bannerBad", rgba(p.banner_bad)},     {"bannerGood", rgba(p.banner_good)},
                {"rushFrame", rgba(p.rush_frame)}};
}

}  // namespace

int main(int argc, char** argv) {
    Json colors{{"background", rgba(kBackground)}, {"wall", rgba(kWall)},       {"wallEdge", rgba(kWallEdge)},
                {"wallLight", rgba(kWallLight)},   {"floor", rgba(kFloor)},     {"floorEdge", rgba(kFloorEdge)},
                {"goal", rgba(kGoal)},             {"goalRing", rgba(kGoalRing)}, {"box", rgba(kBox)},
                {"boxEdge", rgba(kBoxEdge)},       {"boxOnGoal", rgba(kBoxOnGoal)}, {"boxOnGoalEdge", rgba(kBoxOnGoalEdge)},
                {"player", rgba(kPlayer)},         {"playerEdge", rgba(kPlayerEdge)}, {"targetMark", rgba(kTargetMark)},
                {"selection", rgba(kSelection)},   {"deadMark", rgba(kDeadMark)}, {"deadlockedBox", rgba(kDeadlockedBox)},
                {"rushFrame", rgba(kRushFrame)},   {"rushFloor", rgba(kRushFloor)}, {"rushGrid", rgba(kRushGrid)},
                {"rushPrimary", rgba(kRushPrimary)}, {"rushWatchedCar", rgba(kRushWatchedCar)}};
    const Json theme{{"colors", colors},
                     {"palettes", {{"dark", palette(kDarkPalette)}, {"light", palette(kLightPalette)},
                                   {"contrast", palette(kContrastPalette)}}}};
    if (argc < 2) {
        std::cout << theme.dump(2) << "\n";
        return 0;
    }
    std::ofstream out(argv[1]);
    out << theme.dump(2) << "\n";
    if (!out) {
        std::cerr << "theme_json: cannot write " << argv[1] << "\n";
        return 1;
    }
    return 0;
}
