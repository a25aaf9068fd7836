// A small Sokoban level the search tests share.
#pragma once

// Three boxes, about a thousand push states: every algorithm solves it in a few milliseconds, and every
// deadlock test prunes some of its pushes.
inline constexpr const char* kThreeBoxLevel =
    "  #####\n"
    "###   #\n"
    "#.@$  #\n"
    "### $.#\n"
    "#.##$ #\n"
    "# # . ##\n"
    "#$ *$$.#\n"
    "#   .  #\n"
    "########\n";
