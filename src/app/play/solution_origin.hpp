// Who made a solution: the player's own play, the solver (a solve, a hint's "solve from here", the Rush
// Hour agent demo), or a text from elsewhere (pasted, or a shared link's). Only the player's own solutions
// are their record (solved marks, bests), unless the person chooses to keep another as theirs
// (docs/RECORDS.md).
#pragma once
#include <optional>
#include <string_view>

namespace boxcar::app {

enum class SolutionOrigin { Player, Solver, Pasted };

// The names the records (storage, records files, state()) use.
constexpr std::string_view origin_name(SolutionOrigin o) {
    switch (o) {
        case SolutionOrigin::Player: return "player";
        case SolutionOrigin::Solver: return "solver";
        case SolutionOrigin::Pasted: return "pasted";
    }
    return "player";
}

inline std::optional<SolutionOrigin> origin_from_name(std::string_view name) {
    for (SolutionOrigin o : {SolutionOrigin::Player, SolutionOrigin::Solver, SolutionOrigin::Pasted})
        if (origin_name(o) == name) return o;
    return std::nullopt;
}

}  // namespace boxcar::app
