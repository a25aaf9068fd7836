// The race (a lecture tool): two to four searches watched side by side on the same position, stepped in
// lockstep (every pane still running expands the same number of nodes per tick), each a SearchWatch (the
// solver's own search, node by node, on the main thread). The pane that reaches the goal after the fewest
// expanded nodes wins; once every pane ended, the comparison table is read from the same runs.
// The JSON (state().race) is api/search_race_json.cpp.
#pragma once
#include "app/lecture/search_watch.hpp"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace boxcar::app {

class SearchRace {
public:
    static constexpr std::size_t kMinPanes = 2, kMaxPanes = 4;

    struct Pane {
        std::string label;                // e.g. "BFS" or "A* hungarian"
        std::unique_ptr<SearchWatch> watch;
        std::uint64_t finished_at = 0;    // expanded nodes when its search ended (0: still running)
    };

    // Starts a race from `pos` of `level` (or, start_rush, a Rush Hour board) with one pane per options
    // entry (kMinPanes..kMaxPanes). False (error says why) when refused; the race before is then kept.
    bool start(const sokoban::Level& level, const sokoban::Position& pos, const std::vector<WatchOptions>& panes,
               std::string& error);
    bool start_rush(const rush::Board& board, const std::vector<WatchOptions>& panes, std::string& error);
    void stop();
    bool active() const { return !panes_.empty(); }
    bool done() const;  // every pane's search ended

    int step(int nodes);  // every running pane expands up to `nodes`; returns the ticks' count so far
    void set_speed(double nodes_per_second);  // per pane; 0 pauses
    double speed() const { return speed_; }
    void tick(double seconds);  // while running: expands speed * seconds nodes per pane

    const std::vector<Pane>& panes() const { return panes_; }
    int ticks() const { return ticks_; }
    // The pane that found a solution after the fewest expanded nodes (-1: none yet); a tie is the first.
    int winner() const;
    std::string winner_line() const;  // "A* hungarian finishes first: 8 nodes against 2556", or empty
    std::string kind() const;         // "sokoban" or "rushhour"

    static std::string label(const WatchOptions& o, bool rush);

private:
    bool adopt(std::vector<Pane> panes, std::string& error);
    void note_finished();
    std::vector<Pane> panes_;
    int ticks_ = 0;
    double speed_ = 0, budget_ = 0;
};

}  // namespace boxcar::app
