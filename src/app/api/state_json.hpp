// The page API's view of the app's state (../shared/CONTRACTS.md, docs/API.md): the JSON of state() and
// of the compare rows, read from the owners' typed state. The app's owners know no JSON; this is where
// their state is written for the page.
#pragma once
#include "app/app_model.hpp"
#include "app/compare/compare.hpp"

#include <nlohmann/json.hpp>

namespace boxcar::app {

nlohmann::json model_state_json(const AppModel& model);  // state(), lecture and collection fields aside
nlohmann::json solver_state_json(const SolveClient& solve, const PlaySession& play);  // state().solver
nlohmann::json hint_state_json(const Hints& hints, const PlaySession& play);          // state().hint
nlohmann::json compare_rows_json(const CompareSession& compare);  // as window.boxcar.compare resolves

}  // namespace boxcar::app
