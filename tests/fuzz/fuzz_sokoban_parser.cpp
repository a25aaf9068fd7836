// Fuzz target: the Sokoban XSB/collection/RLE parser (sokoban::parse_collection) and its writers.
// Invariants: never throws/crashes; every block is a valid level xor an error with a message and a
// position inside the text; a valid level validates, and to_xsb/to_rle re-parse to the same board
// (to_xsb of the re-parsed level is identical: the writers give a normal form).
#include "fuzz_check.hpp"
#include "sokoban/level/level.hpp"

#include <cstdint>
#include <string>
#include <string_view>

using namespace boxcar::sokoban;

namespace {

int count_lines(std::string_view text) {
    int n = 1;
    for (std::size_t i = 0; i < text.size(); ++i)
        if (text[i] == '\n' || (text[i] == '\r' && (i + 1 >= text.size() || text[i + 1] != '\n'))) ++n;
    return n;
}

void check_round_trip(const Level& l, const std::string& written) {
    const Collection again = parse_collection(written);
    FUZZ_CHECK(again.levels.size() == 1);
    FUZZ_CHECK(again.levels[0].level.has_value());
    const Level& r = *again.levels[0].level;
    FUZZ_CHECK(to_xsb(r) == to_xsb(l));
    FUZZ_CHECK(r.box_count() == l.box_count());
    FUZZ_CHECK(r.goal_count() == l.goal_count());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    ParseError error;
    const Collection c = parse_collection(text, &error);
    const int lines = count_lines(text);
    if (c.levels.empty()) FUZZ_CHECK(!error.message.empty());
    FUZZ_CHECK(c.levels.size() <= kMaxLevels);
    for (const LevelEntry& e : c.levels) {
        FUZZ_CHECK(e.level.has_value() != e.error.has_value());
        FUZZ_CHECK(e.first_line >= 1 && e.first_line <= lines);
        FUZZ_CHECK(e.title.size() <= kMaxTitleBytes);
        if (e.error) {
            FUZZ_CHECK(!e.error->message.empty());
            FUZZ_CHECK(e.error->line >= 1 && e.error->line <= lines);
            FUZZ_CHECK(e.error->column >= 0);
            FUZZ_CHECK(!e.error->to_string().empty());
            continue;
        }
        const Level& l = *e.level;
        FUZZ_CHECK(!validate(l));
        FUZZ_CHECK(l.width >= 1 && l.width <= kMaxWidth);
        FUZZ_CHECK(l.height >= 1 && l.height <= kMaxHeight);
        FUZZ_CHECK(l.cells.size() == static_cast<std::size_t>(l.width) * static_cast<std::size_t>(l.height));
        FUZZ_CHECK(l.player >= 0 && l.player < l.width * l.height);
        FUZZ_CHECK(!l.wall(l.player) && !l.box(l.player));
        FUZZ_CHECK(l.box_count() == l.goal_count());
        check_round_trip(l, to_xsb(l));
        check_round_trip(l, to_rle(l));
    }
    return 0;
}
