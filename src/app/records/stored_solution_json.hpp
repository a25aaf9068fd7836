// The JSON form of a kept solution, the same in the page's saved records and in the records file
// (docs/STORAGE.md, docs/RECORDS.md): {"solution": LURD, "moves": n, "pushes": n, "origin": "player"|
// "solver"|"pasted"}, null when there is none.
#pragma once
#include "app/records/stored_solution.hpp"

#include <nlohmann/json.hpp>

#include <optional>

namespace boxcar::app {

inline nlohmann::json stored_solution_json(const std::optional<StoredSolution>& s) {
    if (!s) return nullptr;
    return {{"solution", s->text}, {"moves", s->moves}, {"pushes", s->pushes}, {"origin", origin_name(s->origin)}};
}

}  // namespace boxcar::app
