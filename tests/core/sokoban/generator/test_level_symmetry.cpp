// canonical_form: the same puzzle turned, flipped, redrawn with other outer walls or with the player
// elsewhere in his region has one form; a different box, goal or player region gives another.
#include "sokoban/generator/level_symmetry.hpp"
#include "core/sokoban/level_fixture.hpp"

#include <doctest/doctest.h>

#include <set>
#include <string>
#include <vector>

using namespace boxcar::sokoban;

namespace {

// Text rows turned a quarter clockwise / mirrored left-right (rows padded with spaces first).
std::vector<std::string> rows_of(const std::string& text) {
    std::vector<std::string> rows;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = text.find('\n', start);
        rows.push_back(text.substr(start, end == std::string::npos ? std::string::npos : end - start));
        if (end == std::string::npos) break;
        start = end + 1;
    }
    while (!rows.empty() && rows.back().empty()) rows.pop_back();
    std::size_t w = 0;
    for (const auto& r : rows) w = std::max(w, r.size());
    for (auto& r : rows) r.resize(w, ' ');
    return rows;
}
std::string join(const std::vector<std::string>& rows) {
    std::string out;
    for (const auto& r : rows) out += r + "\n";
    return out;
}
std::string rotate(const std::string& text) {
    const auto rows = rows_of(text);
    std::vector<std::string> out(rows[0].size(), std::string(rows.size(), ' '));
    for (std::size_t y = 0; y < rows.size(); ++y)
        for (std::size_t x = 0; x < rows[y].size(); ++x) out[x][rows.size() - 1 - y] = rows[y][x];
    return join(out);
}
std::string mirror(const std::string& text) {
    auto rows = rows_of(text);
    for (auto& r : rows) r = std::string(r.rbegin(), r.rend());
    return join(rows);
}

const std::string kLevel =
    "#######\n"
    "#  .  #\n"
    "# $$. #\n"
    "#@  # #\n"
    "#######\n";

}  // namespace

TEST_CASE("canonical_form: the 8 rotations and mirror images of a level have one form") {
    const std::string form = canonical_form(level_from(kLevel));
    REQUIRE(!form.empty());
    std::string t = kLevel;
    std::set<std::string> texts;
    for (int r = 0; r < 4; ++r) {
        for (const std::string& v : {t, mirror(t)}) {
            texts.insert(v);
            CHECK(canonical_form(level_from(v)) == form);
        }
        t = rotate(t);
    }
    CHECK(texts.size() == 8);  // the level has no symmetry of its own: 8 different drawings
}

TEST_CASE("canonical_form: outer walls and the player's square within his region do not count") {
    const std::string form = canonical_form(level_from(kLevel));
    CHECK(canonical_form(level_from("#######\n#  .  #\n# $$. #\n#   #@#\n#######\n")) == form);
    // The same interior with a wider wall shape outside.
    CHECK(canonical_form(level_from("########\n#  .  ##\n# $$. # \n#@  # # \n####### \n")) == form);
}

TEST_CASE("canonical_form: another box, goal or player region is another position") {
    const std::string form = canonical_form(level_from(kLevel));
    CHECK(canonical_form(level_from("#######\n#  .  #\n# $ .$#\n#@  # #\n#######\n")) != form);
    CHECK(canonical_form(level_from("#######\n# .   #\n# $$. #\n#@  # #\n#######\n")) != form);
    // The player on the other side of the box.
    CHECK(canonical_form(level_from("######\n#@$ .#\n######\n")) != canonical_form(level_from("######\n# $@.#\n######\n")));
    // Two drawings that look different but are one position turned half round.
    CHECK(canonical_form(level_from("#####\n#@$.#\n# # #\n#.$ #\n#####\n")) ==
          canonical_form(level_from("#####\n# $.#\n# #@#\n#.$ #\n#####\n")));
}
