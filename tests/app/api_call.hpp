// Test helper of the app suites: one window.boxcar call on a native AppModel, its answer parsed as JSON
// (what the page's boxcar_api.js does with the dispatcher's answer).
#pragma once
#include "app/api/api.hpp"

#include <nlohmann/json.hpp>

namespace boxcar::app::test {

inline nlohmann::json call(AppModel& m, const char* method, const nlohmann::json& args = nlohmann::json::array()) {
    return nlohmann::json::parse(api_call(m, method, args.dump()));
}

}  // namespace boxcar::app::test
