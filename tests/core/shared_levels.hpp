// The shared level sets (../shared/levels; the build passes its path as BOXCAR_SHARED_LEVELS). A file that
// is missing or empty fails the test that asked for it, naming the path: a missing ../shared must fail
// loudly, never leave a test that checks nothing.
#pragma once
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>
#include <string>

// The text of `relative` under the shared levels folder, e.g. "sokoban/Microban.xsb", "rushhour/x.txt".
inline std::string shared_file_text(const std::string& relative) {
    const std::string path = std::string(BOXCAR_SHARED_LEVELS) + "/" + relative;
    std::ifstream in(path, std::ios::binary);
    REQUIRE_MESSAGE(in.good(), "cannot read " << path << " (the shared levels folder, ../shared/levels, is missing?)");
    std::ostringstream text;
    text << in.rdbuf();
    REQUIRE_MESSAGE(!text.str().empty(), path << " is empty");
    return text.str();
}
