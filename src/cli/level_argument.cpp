// The FILE|TEXT rule of ../shared/CONTRACTS.md for positional level arguments.
#include "cli/commands.hpp"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string_view>

namespace boxcar::cli {
namespace {

bool only_chars(std::string_view s, std::string_view allowed, bool digits) {
    if (s.empty()) return false;
    for (char c : s) {
        if (digits && c >= '0' && c <= '9') continue;
        if (allowed.find(c) == std::string_view::npos) return false;
    }
    return true;
}

bool looks_like_level_text(std::string_view s, TextKind kind) {
    if (kind == TextKind::Sokoban) return only_chars(s, "#@+$*.-_ pPbB()|\n\r", true);
    // Rush Hour boards: A-Z, o, ., x (also several boards/rows separated by newlines).
    for (char c : s)
        if (!((c >= 'A' && c <= 'Z') || c == 'o' || c == '.' || c == 'x' || c == '\n' || c == '\r'))
            return false;
    return !s.empty();
}

}  // namespace

bool read_level_argument(const std::string& arg, TextKind kind, std::string& text) {
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
    if (looks_like_level_text(arg, kind)) {
        text = arg;
        return true;
    }
    std::fprintf(stderr, "boxcar: cannot read '%s': %s\n", arg.c_str(),
                 std::filesystem::exists(arg, ec) ? "not a regular file" : "no such file");
    return false;
}

}  // namespace boxcar::cli
