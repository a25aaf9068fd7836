// The Rush Hour agent demo (see rush_agent_demo.hpp).
#include "app/lecture/rush_agent_demo.hpp"

#include "rush/solver.hpp"
#include "rush/state_codec.hpp"

#include <algorithm>
#include <cmath>

namespace boxcar::app {


bool RushAgentDemo::start(const rush::Board& board, const AgentDemoOptions& options, std::string& error) {
    stop();
    rush::AgentOptions o;
    o.seed = options.seed;
    o.crazy_every = std::max(0, options.crazy_every);
    o.max_actions = kMaxActions;
    rush::AgentRun run = rush::run_agent(board, o);
    if (run.status != search::Status::Solved) {
        error = "The agent found no way out: " + (run.error.empty() ? std::string(search::status_name(run.status)) : run.error);
        return false;
    }
    options_ = options;
    options_.seconds_per_action = std::isfinite(options.seconds_per_action)
                                      ? std::clamp(options.seconds_per_action, 0.005, 5.0)
                                      : 0.1;
    board_ = board;
    cursor_ = rush::initial_cursor(board);
    run_ = std::move(run);
    add_log("plan: " + std::to_string(run_->planned_cost) + " cursor actions (cursor-optimal); crazy step every " +
            (o.crazy_every ? std::to_string(o.crazy_every) + " actions" : std::string("never")) + ", seed " +
            std::to_string(o.seed));
    return true;
}

void RushAgentDemo::stop() {
    run_.reset();
    next_action_ = next_event_ = 0;
    pending_ = 0;
    paused_ = failed_ = false;
    highlight_ = -1;
    highlight_crazy_ = false;
    perturbations_ = replans_ = 0;
    log_.clear();
}

void RushAgentDemo::add_log(std::string line) {
    log_.push_back(std::move(line));
    if (log_.size() > kMaxLog) log_.erase(log_.begin());
}

std::string RushAgentDemo::slide_name(int vehicle, int delta) const {
    std::string s(1, board_.vehicles[vehicle].label);
    return s + (delta > 0 ? "+" : "-") + std::to_string(std::abs(delta));
}

std::vector<rush::SlideMove> RushAgentDemo::advance() {
    std::vector<rush::SlideMove> slides;
    if (!run_ || failed_ || done()) return slides;
    // One action, applied by the rules; a vehicle that moved is a slide of one cell.
    const rush::Board before = board_;
    const int selected = cursor_.selected;
    if (!rush::apply_cursor_action(board_, cursor_, run_->actions[next_action_])) {
        failed_ = true;  // cannot happen: the run was made by the same rules
        add_log("step " + std::to_string(next_action_ + 1) + ": the recorded action is not legal here; stopped");
        return slides;
    }
    ++next_action_;
    if (selected >= 0 && before.vehicles[selected].position() != board_.vehicles[selected].position()) {
        slides.push_back({selected, board_.vehicles[selected].position() - before.vehicles[selected].position()});
        highlight_ = selected;
        highlight_crazy_ = false;
    }
    // The crazy steps and re-plans that came right after it.
    const std::string step = "step " + std::to_string(next_action_) + ": ";
    std::string line;
    for (; next_event_ < run_->events.size() && run_->events[next_event_].after_action == static_cast<int>(next_action_);
         ++next_event_) {
        const rush::AgentEvent& e = run_->events[next_event_];
        if (e.kind == rush::AgentEvent::Replan) {
            ++replans_;
            line += (line.empty() ? step : std::string(" -> ")) + "re-plan (dist " + std::to_string(e.plan_moves) + ")";
            continue;
        }
        if (!line.empty()) add_log(line);
        line = step + "crazy step " + slide_name(e.vehicle, e.delta);
        if (e.kind == rush::AgentEvent::CrazyBlocked) {
            line += " blocked, nothing moves";
            continue;
        }
        rush::Board next;
        if (!rush::replay(board_, {{e.vehicle, e.delta}}, next)) {
            failed_ = true;
            add_log(line + ": not legal here; stopped");
            return slides;
        }
        board_ = std::move(next);
        if (cursor_.selected == e.vehicle) cursor_.selected = -1;  // the hand slips (agent.hpp)
        slides.push_back({e.vehicle, e.delta});
        highlight_ = e.vehicle;
        highlight_crazy_ = true;
        ++perturbations_;
    }
    if (!line.empty()) add_log(line);
    if (done()) {
        if (rush::goal_reached(board_, rush::Goal::Exit)) {
            add_log("step " + std::to_string(next_action_) + ": the red car is out - solved with " +
                    std::to_string(perturbations_) + " perturbations and " + std::to_string(replans_) + " re-plans");
        } else {
            failed_ = true;
            add_log("the actions ended before the goal; stopped");
        }
    }
    return slides;
}

std::vector<rush::SlideMove> RushAgentDemo::tick(double seconds) {
    std::vector<rush::SlideMove> slides;
    if (!run_ || paused_ || failed_ || done()) return slides;
    pending_ += std::clamp(seconds, 0.0, 0.5);
    for (int n = 0; pending_ >= options_.seconds_per_action && n < 64 && !done() && !failed_; ++n) {
        pending_ -= options_.seconds_per_action;
        for (const rush::SlideMove& s : advance()) slides.push_back(s);
    }
    return slides;
}

std::string RushAgentDemo::status() const {
    if (!run_) return "idle";
    if (failed_) return "failed";
    if (done()) return "solved";
    return paused_ ? "paused" : "running";
}


}  // namespace boxcar::app
