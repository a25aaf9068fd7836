// Small levels and boards shared by the app suites, and a substring check for messages and texts.
#pragma once
#include <string>
#include <string_view>

namespace boxcar::app::test {

// Two boxes side by side, two goals below them.
inline constexpr const char* kTwoBoxes = "#######\n#     #\n#@$ $ #\n#  .. #\n#######\n";
// One box in a room, three pushes right from its goal.
inline constexpr const char* kRoom = "#######\n#     #\n#@ $ .#\n#     #\n#######\n";
// One box, one push right solves it ("R").
inline constexpr const char* kFirstPush = "#######\n#     #\n# @$. #\n#     #\n#######";
// Two levels of one box each.
inline constexpr const char* kTwo = "; One\n#####\n#@$.#\n#####\n\n; Two\n#######\n#@ $ .#\n#######\n";
// A Rush Hour board solved by B-1 A+4.
inline constexpr const char* kRushEasy = "oooooooooBooAAoBoooooooooooooooooooo";
// A Rush Hour board: the red car one slide from the exit.
inline constexpr const char* kOneMove = "ooooooooooooAAoooooooooooooooooooooo";

inline bool has(std::string_view text, std::string_view part) { return text.find(part) != std::string_view::npos; }

}  // namespace boxcar::app::test
