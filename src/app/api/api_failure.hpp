// The answer of a window.boxcar call that failed (../shared/CONTRACTS.md): {"ok":false,"error":"..."}.
#pragma once
#include <nlohmann/json.hpp>

#include <string>

namespace boxcar::app {

inline nlohmann::json api_failure(const std::string& error) { return {{"ok", false}, {"error", error}}; }

}  // namespace boxcar::app
