// window.boxcar calls of the compare and generator lecture tools: compare, compareState,
// compareTable, compareCancel and generate (docs/API.md). Kept apart from api.cpp:
// the page reaches them through their own entry point (platform/web/compare_bridge.cpp).
#pragma once
#include "app/app_model.hpp"
#include "app/compare/compare.hpp"
#include "protocol/worker_event.hpp"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace boxcar::app {

// `args_json` is the JSON array of the call's arguments; answers JSON text, never throws.
std::string compare_api_call(AppModel& model, CompareSession& compare, std::string_view method, std::string_view args_json);

// A message of the compare pool's workers; when it ends the run, the message strip says how it went.
void compare_event(AppModel& model, CompareSession& compare, const protocol::WorkerEvent& event);

// Starts a comparison on the level on screen (Sokoban or Rush Hour). false + error when it can't.
// Stops the comparison and says so on the message strip.
void compare_cancel(AppModel& model, CompareSession& compare);
bool compare_start(AppModel& model, CompareSession& compare, const std::vector<CompareConfig>& configs, std::string& error);
// Runs row `row` (0-based) again with `factor` times its time, saying so on the message line.
bool compare_retry(AppModel& model, CompareSession& compare, std::size_t row, double factor, std::string& error);

// Generates a level (options as generate(): kind, seed, width, height, boxes, minPushes, maxPushes, size,
// minMoves, maxMoves, vehicles, walls, timeLimit, load) and loads it unless load is false.
nlohmann::json generate_level_call(AppModel& model, const nlohmann::json& options);

// The compare state: {running, run, level, rows:[...], done, pool_size?}.
nlohmann::json compare_state(const CompareSession& compare);

}  // namespace boxcar::app
