// generate_library and write_library_xsb (library.hpp).
#include "sokoban/generator/library.hpp"

#include "sokoban/generator/level_symmetry.hpp"

#include <algorithm>
#include <optional>
#include <unordered_set>

namespace boxcar::sokoban {
namespace {

bool harder(const GeneratedLevel& a, const GeneratedLevel& b) {
    return a.pushes != b.pushes ? a.pushes > b.pushes : a.moves > b.moves;
}

}  // namespace

LibraryTier generate_library(const LibraryOptions& options) {
    LibraryTier tier;
    GenerateOptions o = options.level;
    o.deepest = true;
    o.every_box_moves = true;
    if (std::string error = check_generate_options(o); !error.empty()) {
        tier.error = error;
        return tier;
    }
    if (options.count < 1) {
        tier.error = "the level count must be at least 1";
        return tier;
    }
    const int candidates = std::max(1, options.candidates);
    const int max_seeds = options.max_seeds > 0 ? options.max_seeds : 20 * options.count * candidates;
    std::unordered_set<std::string> seen;
    while (tier.seeds_tried < max_seeds && static_cast<int>(tier.levels.size()) < options.count) {
        std::optional<LibraryLevel> best;
        for (int k = 0; k < candidates && tier.seeds_tried < max_seeds; ++k) {
            o.seed = options.first_seed + static_cast<std::uint64_t>(tier.seeds_tried++);
            GeneratedLevel g = generate_level(o);
            if (!g.ok) {
                ++tier.failures;
                continue;
            }
            std::string form = canonical_form(g.level);
            if (seen.count(form)) {
                ++tier.duplicates;
                continue;
            }
            if (!best || harder(g, best->generated)) best = LibraryLevel{std::move(g), {}, std::move(form)};
        }
        if (best) {
            seen.insert(best->canonical);
            tier.levels.push_back(std::move(*best));
        }
        if (options.progress) options.progress(static_cast<int>(tier.levels.size()), tier.seeds_tried);
    }
    // Easiest first; ties keep the seed order (stable).
    std::stable_sort(tier.levels.begin(), tier.levels.end(), [](const LibraryLevel& a, const LibraryLevel& b) {
        if (a.generated.pushes != b.generated.pushes) return a.generated.pushes < b.generated.pushes;
        return a.generated.moves < b.generated.moves;
    });
    const std::string boxes = std::to_string(o.boxes) + (o.boxes == 1 ? " box" : " boxes");
    for (std::size_t i = 0; i < tier.levels.size(); ++i) {
        LibraryLevel& l = tier.levels[i];
        l.title = options.title_prefix + ", " + boxes + " #" + std::to_string(i + 1);
        l.generated.level.title = l.title;
    }
    return tier;
}

std::string write_library_xsb(const LibraryTier& tier, const std::string& collection, const std::string& author,
                              const std::vector<std::string>& comments) {
    std::string out = "Collection: " + collection + "\nAuthor: " + author + "\n";
    for (const std::string& c : comments) out += ":: " + c + "\n";
    for (const LibraryLevel& l : tier.levels) {
        const GeneratedLevel& g = l.generated;
        out += "\n; " + l.title + "\n" + to_xsb(g.level) + "\n";
        out += "Pushes: " + std::to_string(g.pushes) + " (optimal)\n";
        out += "Moves: " + std::to_string(g.moves) + "\n";
        out += ":: seed " + std::to_string(g.seed) + "\n";
        out += "Solution\n";
        for (std::size_t i = 0; i < g.solution.size(); i += 70) out += g.solution.substr(i, 70) + "\n";
    }
    return out;
}

}  // namespace boxcar::sokoban
