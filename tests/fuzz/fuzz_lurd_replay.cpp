// Fuzz target: the LURD parser (sokoban::parse_lurd) and the replay verifier (sokoban::replay, Game).
// Input: first byte picks one of a few fixed levels, the rest is the solution text.
// Invariants: parse errors point inside the text; a replay stays consistent (legal prefix counts,
// failed step in range, the re-cased LURD replays to the same result), and Game agrees with replay.
#include "fuzz_check.hpp"
#include "sokoban/level/level.hpp"
#include "sokoban/rules/rules.hpp"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

using namespace boxcar::sokoban;

namespace {

const char* const kLevels[] = {
    "#####\n#@$.#\n#####\n",
    "#######\n#     #\n#@$ $ #\n#  .. #\n#######\n",
    "  ####\n###  ####\n#     $ #\n# #  #$ #\n# . .#@ #\n#########\n",
    "####\n# .#\n#  ###\n#*@  #\n#  $ #\n#  ###\n####\n",
};

const std::vector<Level>& levels() {
    static const std::vector<Level> parsed = [] {
        std::vector<Level> out;
        for (const char* text : kLevels) {
            Collection c = parse_collection(text);
            FUZZ_CHECK(c.levels.size() == 1 && c.levels[0].level);
            out.push_back(*c.levels[0].level);
        }
        return out;
    }();
    return parsed;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const Level& level = levels()[data[0] % levels().size()];
    const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);

    LurdError error;
    const auto steps = parse_lurd(text, &error);
    const ReplayResult by_text = replay(level, text);
    if (!steps) {
        FUZZ_CHECK(!error.message.empty());
        FUZZ_CHECK(error.offset <= text.size());
        FUZZ_CHECK(!by_text.legal);
        FUZZ_CHECK(!by_text.error.empty());
        return 0;
    }
    FUZZ_CHECK(steps->size() <= kMaxLurdSteps);
    const ReplayResult r = replay(level, *steps);
    FUZZ_CHECK(r.legal == by_text.legal && r.solved == by_text.solved);
    FUZZ_CHECK(r.moves == by_text.moves && r.pushes == by_text.pushes && r.lurd == by_text.lurd);
    FUZZ_CHECK(r.pushes <= r.moves);
    FUZZ_CHECK(r.lurd.size() == static_cast<std::size_t>(r.moves));
    if (r.legal) {
        FUZZ_CHECK(r.failed_step == -1);
        FUZZ_CHECK(r.moves == static_cast<int>(steps->size()));
        FUZZ_CHECK(r.error.empty() == r.solved);
    } else {
        FUZZ_CHECK(r.failed_step >= 0 && r.failed_step < static_cast<int>(steps->size()));
        FUZZ_CHECK(r.moves == r.failed_step);
        FUZZ_CHECK(!r.error.empty());
    }
    // The re-cased legal prefix replays to the same counts.
    const ReplayResult again = replay(level, r.lurd);
    FUZZ_CHECK(again.legal && again.moves == r.moves && again.pushes == r.pushes && again.lurd == r.lurd);

    // Game (the player's path) agrees with the verifier on the first few thousand steps.
    Game game(level);
    const std::size_t n = std::min<std::size_t>(steps->size(), 4096);
    for (std::size_t i = 0; i < n; ++i) game.move((*steps)[i]);
    if (r.legal && n == steps->size()) {
        FUZZ_CHECK(game.moves() == r.moves && game.pushes() == r.pushes);
        FUZZ_CHECK(game.lurd() == r.lurd);
        FUZZ_CHECK(game.solved() == r.solved);
    }
    while (game.undo()) {}
    FUZZ_CHECK(game.position() == initial_position(level));
    return 0;
}
