// A tier of a level library from the generator (generator.hpp): levels of one box count, each the deepest
// position found in its room with every box pushed by its push-optimal solution, no two the same up to
// rotation and mirroring (level_symmetry.hpp), sorted by optimal pushes (then moves), numbered and titled.
// Seeds first_seed, first_seed+1, ... are tried in runs of `candidates` (the hardest new level of a run is
// kept) until `count` distinct levels are found, so a tier is reproducible from its options alone. write_library_xsb gives the file form read back by parse_collection:
//
//   ; Boxcar Originals, 3 boxes #12
//   <board>
//   Pushes: 25 (optimal)
//   Moves: 133
//   Solution
//   <LURD, replay-verified>
//
//   LibraryOptions o; o.level.boxes = 3; o.count = 60; o.first_seed = 3000;
//   LibraryTier tier = generate_library(o);
//   std::string text = write_library_xsb(tier, "Boxcar Originals, 3 boxes", "The Boxcar team");
#pragma once
#include "sokoban/generator/generator.hpp"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace boxcar::sokoban {

struct LibraryOptions {
    GenerateOptions level;            // boxes, room size, push range; seed, deepest, every_box_moves are set here
    int count = 10;                   // distinct levels wanted
    std::uint64_t first_seed = 1;
    int candidates = 1;               // seeds per level: the hardest new level of each run of this many
                                      // seeds is kept (most pushes, then most moves)
    int max_seeds = 0;                // seeds tried at most (0 = 20 x count x candidates)
    std::string title_prefix = "Boxcar Originals";  // "<prefix>, N boxes #k"
    std::function<void(int found, int tried)> progress;  // after every seed (may be empty)
};

struct LibraryLevel {
    GeneratedLevel generated;         // solution and counts replay-verified
    std::string title;
    std::string canonical;            // canonical_form of the level
};

struct LibraryTier {
    std::vector<LibraryLevel> levels;
    int seeds_tried = 0;
    int duplicates = 0;               // generated but the same as an earlier level up to symmetry
    int failures = 0;                 // seeds that gave no level
    std::string error;                // bad options; empty otherwise (fewer levels than asked is not an error)
};

LibraryTier generate_library(const LibraryOptions& options);

// The tier as an XSB collection: a header paragraph ("Collection:", "Author:", `::` comment lines from
// `comments`), then each level with its title, "Pushes: N (optimal)", "Moves: M" and a "Solution" section.
std::string write_library_xsb(const LibraryTier& tier, const std::string& collection, const std::string& author,
                              const std::vector<std::string>& comments = {});

}  // namespace boxcar::sokoban
