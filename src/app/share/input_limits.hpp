// How much text the page takes in at once: a paste, a file, a ?url= download, a level typed into a field.
// The page (web/*.js) checks these sizes before a text is copied into WebAssembly memory, reading them
// from boxcar's limits() call, so a refusal is a message and never a crash; the model checks again.
// Share links have their own, smaller limit (kMaxShareFragment, share_link.hpp).
#pragma once
#include <cstddef>

namespace boxcar::app {

inline constexpr std::size_t kMaxPageText = std::size_t{1} << 20;  // bytes (UTF-8) of level, board or solution text

}  // namespace boxcar::app
