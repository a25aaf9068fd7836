// The page API's view of the app's state (../shared/CONTRACTS.md, docs/API.md): the JSON of state() and
// of the compare rows, read from the owners' typed state. The app's owners know no JSON; this is where
// their state is written for the page.
#pragma once
#include "app/app_model.hpp"
#include "app/compare/compare.hpp"

#include <nlohmann/json.hpp>

namespace boxcar::app {

nlohmann::json model_state_json(const AppModel& model);  // state(), lecture and collection fields aside
// The parts of state() that one owner holds.
void add_play_state(const PlaySession& play, nlohmann::json& state);  // kind, level, moves, board, playback...
// deadlocked, deadlock_reason, selected_box, push_targets
void add_assist_state(const PlayAssist& assist, const PlaySession& play, nlohmann::json& state);
void add_looks_state(const Looks& looks, nlohmann::json& state);  // theme, dead_squares_shown, animating
nlohmann::json solver_state_json(const SolveClient& solve, const PlaySession& play);  // state().solver
nlohmann::json hint_state_json(const Hints& hints, const PlaySession& play);          // state().hint
nlohmann::json compare_rows_json(const CompareSession& compare);  // as window.boxcar.compare resolves
// state() fields of lecture mode: search, overlays, presentation, agent.
void add_lecture_state(const Lecture& lecture, const PlaySession& play, const Looks& looks, nlohmann::json& state);
// The overlay's data as window.boxcar.overlay(name, on) returns it: cells as [x, y] (and their values).
nlohmann::json overlay_json(const std::string& name, const OverlayData& data, const sokoban::Level& level,
                            const std::vector<std::uint8_t>& dead_squares);
nlohmann::json rush_agent_json(const RushAgentDemo& agent);  // state().agent
nlohmann::json controls_json(const ScreenReport& screen);  // controls(): the last frame's controls
nlohmann::json messages_json(const ScreenReport& screen);  // messages(): the last frame's messages

}  // namespace boxcar::app
