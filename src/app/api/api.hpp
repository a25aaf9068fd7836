// window.boxcar dispatcher (../shared/CONTRACTS.md): the page's JS calls boxcar_api(method, args) and gets
// JSON back. Kept free of Emscripten so native tests drive the same code path as the browser.
#pragma once
#include "app/api/state_json.hpp"
#include "app/app_model.hpp"
#include "app/library/rush_moves.hpp"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace boxcar::app {

// `args_json` is a JSON array of the call's arguments (e.g. ["LURD"] for move). Returns a JSON text.
// Unknown methods and bad arguments answer {"ok":false,"error":"..."}; nothing throws.
std::string api_call(AppModel& model, std::string_view method, std::string_view args_json);

// The sharing and collection calls (api_sharing.cpp): shareFragment, openFragment, solutionText, replaySolution,
// loadBuiltin, nextUnsolved, levels, setSpeed, paste, records files. nullopt when `method` is not one of them.
std::optional<nlohmann::json> sharing_call(AppModel& model, std::string_view method, const nlohmann::json& arg);
// state() fields of the collection browser: author, collection {title, author, solved, next_unsolved, key}.
void add_collection_state(const AppModel& model, nlohmann::json& state);

// The calls of lecture mode (api_lecture.cpp): searchStep, searchRun, searchWatch, overlay, presentation,
// agentDemo. nullopt when `method` is not one of them.
std::optional<nlohmann::json> lecture_call(AppModel& model, std::string_view method, const nlohmann::json& args);

// randomRushPuzzle and randomRushPuzzleResult (api_rush_moves.cpp): a random Rush Hour puzzle of N moves
// from the library, fetched through `fetch`. nullopt when `method` is not one of them; else the JSON answer.
std::optional<std::string> rush_moves_call(RushMoves& moves, AppModel& model, const RushMoves::Fetch& fetch,
                                           std::string_view method, std::string_view args_json);

}  // namespace boxcar::app
