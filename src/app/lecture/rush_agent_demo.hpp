// The Rush Hour agent demo (a lecture tool): the cursor agent of rush/agent.hpp plays the board on
// screen at about one cursor action per 0.1 s, with a crazy step every N actions. The run is computed
// first (rush::run_agent, with its event log) and then replayed action by action by the rules, so every
// perturbation and re-plan shows up on the board and in the log ("step 12: crazy step C+1 -> re-plan
// (dist 7)"). tick() hands back the slides to play on the shown board (the caller plays them as drags, so
// the board view animates them); the demo keeps its own copy of the board to notice a user's drag.
#pragma once
#include "rush/agent.hpp"
#include "rush/board.hpp"
#include "rush/cursor.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace boxcar::app {

struct AgentDemoOptions {
    std::uint64_t seed = 1;
    int crazy_every = 10;            // N: a crazy step every N actions; 0 = never
    double seconds_per_action = 0.1;
};

class RushAgentDemo {
public:
    static constexpr int kMaxActions = 5000;
    static constexpr std::size_t kMaxLog = 200;  // log lines kept (the oldest are dropped)

    // Runs the agent on `board`; false (error says why) when it finds no plan.
    bool start(const rush::Board& board, const AgentDemoOptions& options, std::string& error);
    void stop();
    void set_paused(bool paused) { paused_ = paused; }
    bool active() const { return run_.has_value(); }
    bool paused() const { return paused_; }
    bool done() const { return active() && next_action_ >= run_->actions.size(); }

    // Advances by the time passed; returns the slides (vehicle, ±1) to play on the shown board, in order.
    std::vector<rush::SlideMove> tick(double seconds);
    std::vector<rush::SlideMove> advance();  // exactly one action (and the events after it)

    const rush::Board& board() const { return board_; }  // the board the demo expects on screen
    const rush::CursorState& cursor() const { return cursor_; }
    int highlight() const { return highlight_; }       // vehicle moved last (-1 none)
    bool highlight_crazy() const { return highlight_crazy_; }
    const std::vector<std::string>& log() const { return log_; }
    int actions_done() const { return static_cast<int>(next_action_); }
    int perturbations() const { return perturbations_; }
    int replans() const { return replans_; }
    const AgentDemoOptions& options() const { return options_; }
    std::size_t total_actions() const { return run_ ? run_->actions.size() : 0; }  // of the run computed
    std::string status() const;  // "idle", "running", "paused", "solved", or "failed"

private:
    void add_log(std::string line);
    std::string slide_name(int vehicle, int delta) const;

    std::optional<rush::AgentRun> run_;
    AgentDemoOptions options_;
    rush::Board board_;
    rush::CursorState cursor_;
    std::size_t next_action_ = 0, next_event_ = 0;
    double pending_ = 0;
    bool paused_ = false, failed_ = false;
    int highlight_ = -1;
    bool highlight_crazy_ = false;
    int perturbations_ = 0, replans_ = 0;
    std::vector<std::string> log_;
};

}  // namespace boxcar::app
