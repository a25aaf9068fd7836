// Turns a push-level solution (push_domain.hpp move codes) into a full LURD string: before each push the
// keeper walks a shortest path (BFS, boxes as obstacles) to the square behind the box. Lowercase = walk,
// uppercase = push. The caller still replay-verifies the result with rules.hpp.
#pragma once
#include "sokoban/board/push_board.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace boxcar::sokoban {

// nullopt when a push is impossible from the position reached (a solver bug; reported, never printed).
std::optional<std::string> pushes_to_lurd(const PushBoard& board, const std::vector<std::uint32_t>& moves);

}  // namespace boxcar::sokoban
