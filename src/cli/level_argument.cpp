// The FILE|TEXT rule of ../shared/CONTRACTS.md for positional level arguments (commands.hpp).
#include "cli/commands.hpp"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace boxcar::cli {

bool read_level_argument(const std::string& arg, Puzzle puzzle, std::string& text) {
    std::error_code ec;
    if (std::filesystem::is_regular_file(arg, ec)) {
        std::ifstream in(arg, std::ios::binary);
        std::ostringstream buffer;
        buffer << in.rdbuf();
        if (!in.good() && !in.eof()) {
            std::fprintf(stderr, "boxcar: cannot read '%s'\n", arg.c_str());
            return false;
        }
        text = buffer.str();
        return true;
    }
    if (is_level_text_argument(arg, puzzle)) {
        text = arg;
        return true;
    }
    std::fprintf(stderr, "boxcar: cannot read '%s': %s\n", arg.c_str(),
                 std::filesystem::exists(arg, ec) ? "not a regular file" : "no such file");
    return false;
}

bool is_dash_level_text(const std::string& arg) {
    return arg.size() > 1 && arg[0] == '-' && arg != "--" && is_level_text_argument(arg, Puzzle::Sokoban);
}

}  // namespace boxcar::cli
