// A solution the records keep (records.hpp): its text, its counts and whose it is.
#pragma once
#include "app/play/solution_origin.hpp"

#include <string>

namespace boxcar::app {

struct StoredSolution {
    std::string text;           // Sokoban: LURD (case from the replay); Rush Hour: "A+1 C-2 ..."
    int moves = 0, pushes = 0;  // Rush Hour: moves = slides, pushes = steps (cells moved)
    SolutionOrigin origin = SolutionOrigin::Player;
};

}  // namespace boxcar::app
