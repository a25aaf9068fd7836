// "Watch the search" (a lecture tool): the chosen algorithm runs on the main thread node by node
// over the ordinary search framework (search/search_trace.hpp reads each expanded node; the search itself
// is the solver's), so a teacher can step it or animate it at a chosen speed in small per-frame slices.
// Sokoban on small positions (kMaxBoxes, kMaxSquares), and Rush Hour boards (start_rush: the rush
// domain, move metric, exit goal); the search starts from the position on screen. Kept: the node being expanded (boxes, keeper, g, h, f = g + h, depth), frontier/closed
// counts, and a heatmap of how many expanded nodes had a box on each square. The search made visible: the
// next frontier entries in the order the search takes them (GraphSearch::upcoming), the children of the last
// expansion with their fate (search/child_trace.hpp: new, seen, improved, pruned and by which test), the
// algorithm's pseudocode with the line executed last, the tree of the expanded nodes, and once solved the
// path found played back node by node (node() is then the path's node). The JSON (state().search) is
// api/search_watch_json.cpp.
// Caveat: with objective "any" (the default) the push domain normalizes the keeper to the top-left-most
// square of its area, so the keeper shown is that square, not where the last push left it.
#pragma once
#include "app/lecture/watch_nodes.hpp"
#include "rush/board.hpp"
#include "rush/solver.hpp"
#include "search/graph_search.hpp"
#include "sokoban/level/level.hpp"
#include "sokoban/rules/rules.hpp"
#include "sokoban/solve/solve_options.hpp"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace boxcar::app {

struct WatchOptions {  // a plain search (no auto, no FESS) stepped node by node
    search::Algorithm algo = search::Algorithm::Astar;
    sokoban::Heuristic heuristic = sokoban::Heuristic::Hungarian;       // Sokoban levels
    unsigned deadlocks = sokoban::kAllDeadlocks;                        // Sokoban levels
    rush::Heuristic rush_heuristic = rush::Heuristic::BlockedBlockers;  // Rush Hour boards
    bool quiz = false;                                                  // "What comes next?" (set_quiz)
};

class SearchWatch {
public:
    static constexpr int kMaxBoxes = 8;
    static constexpr int kMaxSquares = 160;                // floor squares of the keeper's area
    static constexpr std::uint64_t kMaxExpanded = 200000;  // beyond this the watch stops ("too big")
    static constexpr double kMaxSpeed = 5000;              // nodes per second

    SearchWatch();
    ~SearchWatch();
    SearchWatch(const SearchWatch&) = delete;
    SearchWatch& operator=(const SearchWatch&) = delete;
    SearchWatch(SearchWatch&&) noexcept;
    SearchWatch& operator=(SearchWatch&&) noexcept;

    // Starts watching a search from `pos` of `level`. False (error says why, politely) when the level is
    // too big to watch, or the position is already solved or lost.
    bool start(const sokoban::Level& level, const sokoban::Position& pos, const WatchOptions& options,
               std::string& error);
    // Rush Hour: the same for a board (options.rush_heuristic; move metric, exit goal).
    bool start_rush(const rush::Board& board, const WatchOptions& options, std::string& error);
    void stop();  // leaves watch mode
    bool is_rush() const;
    bool active() const;
    bool done() const;  // the search ended (or hit kMaxExpanded)

    int step(int n);                       // expands up to n nodes now; returns how many it expanded
    void set_speed(double nodes_per_second);  // 0 pauses; clamped to kMaxSpeed
    double speed() const;
    void tick(double seconds);  // while running: expands speed * seconds nodes (bounded per frame)

    using Node = WatchNode;  // watch_nodes.hpp
    using Fate = WatchFate;
    using PrunedBy = WatchPrunedBy;
    using Child = WatchChild;
    struct TreeNode {  // one expanded node of the search tree
        std::uint32_t id = 0, parent = 0;  // the search's node ids (parent of the start: itself)
        unsigned depth = 0;
    };
    static constexpr std::size_t kNextShown = 12;      // frontier entries listed
    static constexpr std::size_t kTreeMax = 4000;      // expanded nodes kept for the tree view
    static constexpr double kPathSecondsPerNode = 0.6; // the path's playback

    const Node& node() const;
    const std::vector<Node>& next() const;        // the next frontier entries (empty for IDA*)
    const std::vector<Child>& children() const;   // of the last expansion
    const std::vector<std::string>& pseudocode() const;
    int line() const;                             // 1-based: the pseudocode line executed last
    const std::vector<TreeNode>& tree() const;    // expanded nodes in order (at most kTreeMax)
    std::vector<std::uint32_t> tree_path() const; // ids from the start to the last expanded node
    std::uint64_t frontier() const;
    std::uint64_t closed() const;
    std::uint64_t generated() const;
    std::uint64_t seen() const;
    // The path found, once solved: its length in nodes, and which one node() shows (-1: not playing).
    int path_length() const;
    int path_at() const;
    void play_path();  // (re)starts the path's playback on the board
    bool animating() const;  // running, or playing the path: the page keeps drawing frames

    // "What comes next?" (class mode): the frontier is shown in the order its nodes were reached (quiz_order,
    // indices into next()), unranked; guess(i) answers whether next()[i] is the node the search expands
    // next, and why (FIFO, LIFO, the lowest g/h/f, the tie rule), then expands one node.
    struct QuizAnswer {
        bool valid = false;
        int chosen = -1;  // index into next() at the time of the guess
        bool right = false;
        std::string reason;
    };
    void set_quiz(bool on);
    bool quiz() const;
    std::vector<int> quiz_order() const;
    bool guess(int index, std::string& error);
    const QuizAnswer& quiz_answer() const;
    // The replay-verified solution (pushes/moves or, Rush Hour, moves/steps); -1 when none.
    int solution_pushes() const;
    int solution_moves() const;
    const std::string& solution_text() const;
    const sokoban::Level& level() const;          // the level with the watched start position
    const rush::Board& rush_start() const;        // Rush Hour: the board the watch started from
    const std::vector<std::uint32_t>& heat() const;  // per level cell
    std::uint32_t heat_max() const;
    const WatchOptions& options() const;
    std::string status() const;  // "running", "paused", or the search's final status
    const std::string& message() const;  // e.g. the solution found, or why it stopped

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace boxcar::app
