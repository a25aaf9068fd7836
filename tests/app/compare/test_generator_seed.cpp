// The Generate window's seed (generator_seed.hpp): the first press uses the seed in the field, every later
// press a new one, unless the person set the seed since: then theirs, so a level can be made again.
#include "app/compare/generator_seed.hpp"

#include <doctest/doctest.h>

#include <set>

using boxcar::app::GeneratorSeed;
using boxcar::app::next_generator_seed;

TEST_CASE("Generate takes a new seed each press unless the person set one since the last level") {
    GeneratorSeed seed;
    CHECK(seed.take(7) == 1);  // the field's seed as it stands (window.boxcar.generate's default)
    std::set<int> seen{1};
    for (int press = 0; press < 50; ++press) {
        const int s = seed.take(static_cast<std::uint64_t>(100 + press));
        CHECK(s >= 1);
        CHECK(seen.insert(s).second);  // a new seed every press
        CHECK(seed.value == s);        // the field shows the seed of the level made
    }
    seed.value = 17;  // typed
    seed.set_by_person();
    CHECK(seed.take(3) == 17);
    CHECK(seed.take(3) != 17);
}

TEST_CASE("next_generator_seed: positive, another than the one given, and different for another salt") {
    for (int s : {0, 1, 2, 17, 0x7ffffffe, 0x7fffffff}) {
        CAPTURE(s);
        const int n = next_generator_seed(s, 42);
        CHECK(n >= 1);
        CHECK(n != s);
    }
    CHECK(next_generator_seed(5, 1) != next_generator_seed(5, 2));
}
