// Replaying a solution text by the rules before it is kept, shown or imported: the one check behind the
// page's best solutions (records_book.hpp) and the records files (records_file.hpp).
#pragma once
#include "app/records/records.hpp"
#include "rush/board.hpp"
#include "sokoban/level/level.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace boxcar::app {

// A Sokoban solution (LURD in any case, run-length digits allowed): the verified form (case from the
// replay) with its moves and pushes, or nullopt and `why` ("step 12 'R': wall", "does not solve it").
std::optional<StoredSolution> check_sokoban_solution(const sokoban::Level& level, std::string_view text,
                                                     std::string* why = nullptr);
// A Rush Hour solution ("A+1 C-2 ..."): the verified move names with moves (slides) and pushes (steps).
std::optional<StoredSolution> check_rush_solution(const rush::Board& board, std::string_view text,
                                                  std::string* why = nullptr);

}  // namespace boxcar::app
