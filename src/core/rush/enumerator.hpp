// The puzzle enumerator of enumerate.hpp, internal to its files: one Enumerator walks one worker's share
// of the seeds. Its parts, a file each:
//   enumerate_layouts.cpp  the walk over vehicle layouts (line entries, rows then columns) and the idle-piece test
//   enumerate_seeds.cpp    one seed: its cluster, the hardest state, the minimality checks
//   enumerate_walls.cpp    the clusters with walls derived from a no-wall cluster (derive_walls)
//   enumerate.cpp          the workers and the public entry points
#pragma once
#include "rush/cluster.hpp"
#include "rush/enumerate.hpp"
#include "rush/solver.hpp"
#include "rush/state_codec.hpp"
#include "rush/wall_set_search.hpp"

#include <algorithm>
#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace boxcar::rush::enumeration {

struct Piece {
    int pos;     // column (row pieces) or row (column pieces) of the first cell
    int length;  // 1 = wall (rows only)
};

struct LineEntry {
    std::vector<Piece> pieces;
    std::uint64_t mask = 0;
    // Cells that must be occupied for the line's movable pieces to be pushed left/up: the cell before
    // each piece not at the border (unless the line's own pieces fill it).
    std::uint64_t need = 0;
    int walls = 0;
    // Static tracks (see Enumerator::has_idle_piece): the cells each item can ever cover (the span
    // between its line neighbours; a wall: its cell), the union over the line's movable pieces, and per
    // item the union of the other movable pieces' tracks when that item is taken away.
    std::vector<std::uint64_t> track, others;
    std::uint64_t tracks = 0;
    // without[i][j]: the track of item j when item i is taken away (i = j: 0).
    std::vector<std::vector<std::uint64_t>> without;
};

class Enumerator {
public:
    // Puzzles found by this worker, each with the index of the position whose cluster it came from.
    using Found = std::vector<std::pair<std::uint64_t, EnumeratedPuzzle>>;

    Enumerator(const EnumerateOptions& o, int worker, int workers)
        : n_(o.size), max_walls_(o.derive_walls ? 0 : o.max_walls), derive_walls_(o.derive_walls ? o.max_walls : 0),
          primary_row_((o.size - 1) / 2), max_positions_(o.max_positions),
          worker_(worker), workers_(workers), sample_every_(std::max<std::uint64_t>(o.sample_every, 1)),
          sample_offset_(o.sample_offset % sample_every_),
          count_only_(o.count_only), skip_idle_(o.skip_idle), sample_rows_(std::max<std::uint64_t>(o.sample_rows, 1)), first_seed_(o.first_seed), locate_(o.locate), progress_(o.progress) {
        for (int y = 0; y < n_; ++y) column_mask_ |= bit(y, 0);
        if (!locate_.empty())
            if (const auto b = parse_board(locate_); b.board) locate_mask_ = b.board->occupied();
        rows_.resize(n_);
        cols_.resize(n_);
        for (int y = 0; y < n_; ++y) {
            std::vector<Piece> pieces;
            line_entries(y, true, 0, pieces, rows_[y]);
        }
        for (int x = 0; x < n_; ++x) {
            std::vector<Piece> pieces;
            line_entries(x, false, 0, pieces, cols_[x]);
        }
    }

    const Found& found() const { return found_; }

    EnumerateSummary run() {
        chosen_rows_.assign(n_, nullptr);
        chosen_cols_.assign(n_, nullptr);
        for (const LineEntry& e : rows_[primary_row_]) {
            chosen_rows_[primary_row_] = &e;
            fill_row(0, e.mask, e.need, e.walls);
        }
        sum_.seeds = index_;
        return sum_;
    }

private:
    int n_, max_walls_, derive_walls_, primary_row_;
    std::uint64_t max_positions_;
    int worker_, workers_;
    std::uint64_t sample_every_;
    std::uint64_t sample_offset_;
    bool count_only_;
    bool skip_idle_;
    std::uint64_t sample_rows_;
    std::uint64_t row_layouts_ = 0;  // complete row layouts met by the walk (for sample_rows)
    std::uint64_t first_seed_;
    std::string locate_;
    std::uint64_t locate_mask_ = 0;  // cells of the located seed (0 = nothing to locate)
    std::function<void(std::uint64_t)> progress_;
    std::uint64_t index_ = 0;  // seed index over all workers
    bool stopped_ = false;
    Found found_;
    std::vector<std::vector<LineEntry>> rows_, cols_;
    std::uint64_t column_mask_ = 0;  // the cells of column 0
    std::vector<const LineEntry*> chosen_rows_, chosen_cols_;
    EnumerateSummary sum_;
    ClusterExplorer explorer_;
    Solver solver_;
    Board board_;       // the seed being explored and its codec (re-used: no allocation per seed)
    StateCodec codec_;

    std::uint64_t bit(int r, int c) const { return std::uint64_t{1} << (r * n_ + c); }

    // The cells from `from` to `to` (inclusive, along the line).
    std::uint64_t span(int line, bool row, int from, int to) const {
        std::uint64_t m = 0;
        for (int k = from; k <= to; ++k) m |= row ? bit(line, k) : bit(k, line);
        return m;
    }

    // The cells the item `i` of `pieces` can ever cover, the item at `skip` (-1: none) taken away. Items
    // keep their order in a line and walls stay put, so a vehicle ranges from the nearest wall (or border)
    // before it plus the vehicles between, to the nearest wall (or border) after it minus the vehicles
    // between. Columns ignore the walls of the rows they cross (a larger track only makes the idle test
    // weaker, never wrong). A wall covers its cell.
    std::uint64_t track_of(int line, bool row, const std::vector<Piece>& pieces, int i, int skip) const;

    void set_tracks(int line, bool row, LineEntry& e) const;

    // A sound test that the cluster reports nothing: some piece but A (a wall included) that can never
    // influence A. With that piece p taken away, let R be the pieces linked to A through meeting tracks
    // (A's track meets q's, q's meets r's, ...; a wall only links the pieces whose tracks hold its
    // cell). If p's track meets no track of R, then R's pieces are never hindered by p nor by any piece
    // outside R, with or without p, so every state keeps its optimal move count when p is removed: the
    // hardest state is not minimal. (A piece whose track meets no other track at all is the simplest
    // case.) The layout (line order, walls) is the same in every state of a cluster, so the test rejects
    // whole clusters, whichever seed is walked.
    bool has_idle_piece();

    // The pieces but A: their line entry and item, and their track.
    void fill_items();

    struct Item {
        const LineEntry* entry;
        int index;
        std::uint64_t track;
        bool wall;
    };
    std::vector<Item> items_;

    // The items linked to A (bit k of the result) when item `away_index` of line `away` is taken away
    // (nullptr: none); `reach` receives the union of their vehicle tracks and A's.
    std::uint64_t linked_to_a(std::uint64_t a_track, const LineEntry* away, int away_index,
                              std::uint64_t* reach = nullptr) const;

    // All piece layouts of one row (horizontal vehicles and walls) or column (vertical vehicles).
    void line_entries(int line, bool row, int at, std::vector<Piece>& pieces, std::vector<LineEntry>& out);

    // Rows first, then columns left to right. A column's choice settles every cell of that column, so
    // the pushed-left test of row pieces whose left neighbour is in it (and the pushed-up test of the
    // column's own pieces) is made right there: the walk only reaches seeds.
    void fill_row(int y, std::uint64_t mask, std::uint64_t need, int walls);

    void fill_col(int x, std::uint64_t mask, std::uint64_t row_need);

    // Vehicles in a move-invariant order: A, horizontals row by row, verticals column by column.
    Board make_board() const;

    void make_board(Board& b) const;

    void leaf(std::uint64_t mask);

    // --- Clusters with walls, derived from the no-wall cluster just explored (derive_walls) ---
    // A state of the layout with walls W is a state of the same layout without walls that has W's cells
    // empty, and its slides are the no-wall slides that sweep no cell of W. So every cluster of the
    // layout with W is a component of that subgraph of exactly one no-wall cluster, and a solvable one
    // (its goal states are goal states of the no-wall cluster) of a solvable no-wall cluster. Each such
    // component is found once: the no-wall cluster is explored once, from its canonical seed.
    std::vector<std::uint64_t> swept_;          // per edge: the cells the slide passes over (both ends too)
    std::vector<std::uint32_t> goals_;          // the no-wall cluster's goal states
    WallSetSearch wall_sets_;                   // the wall sets' clusters, many sets at a time
    std::vector<std::vector<WallSetCluster>> batch_clusters_;
    std::vector<std::uint32_t> by_distance_, distance_start_;  // cells_on_every_shortest_path's node order
    std::vector<std::uint64_t> on_every_path_;                 // per node: cells every shortest path covers
    std::vector<std::vector<std::uint8_t>> one_wall_;  // per cell: distances with that wall alone
    std::vector<std::uint32_t> mark_;           // cluster stamps (cluster_distances)
    std::uint32_t mark_stamp_ = 0;
    std::vector<std::uint32_t> comp_, bfs_;     // a cluster's nodes; BFS queue
    std::vector<std::uint8_t> dist_w_;          // distances within one wall set (cluster_distances)
    std::vector<std::uint8_t> seen_;            // shortest-path walk marks

    void derive_wall_clusters(const StateCodec& codec, std::uint64_t index);

    // The puzzles among one wall set's clusters (W = {c1} or {c1, c2}; c2 = -1: one wall): the clusters
    // whose hardest state loses moves without either wall and without each vehicle that is not essential.
    void report_wall_set(const StateCodec& codec, std::uint64_t index, std::uint64_t walls, int c1, int c2,
                         const std::vector<WallSetCluster>& clusters);

    // With the wall c alone: the cells that every shortest path from some solvable state passes over,
    // that state's own cells left out (a second wall elsewhere changes no distance of that set).
    std::uint64_t cells_on_every_shortest_path(int c);

    // dist_w_: the distances within the wall set `walls` over the cluster of goal state g.
    void cluster_distances(std::uint64_t walls, std::uint32_t g);

    // The vehicles (bit v) that slide on some shortest path from `from` within the wall set `walls`, whose
    // distances (over the cluster of `from` at least) are `distances`.
    std::uint32_t shortest_path_vehicles(const StateCodec& codec, std::uint32_t from, std::uint64_t walls,
                                         const std::uint8_t* distances);

    // A cheap, sound pre-test of non-canonical seeds: slide one piece (not A) up/right, then let every
    // piece but A fall left/up as far as it can, repeatedly. A resulting key below the seed's is a goal
    // state of the same cluster (A never moved) with a smaller key, so the seed is not canonical; no
    // result proves nothing (the exploration decides).
    bool smaller_goal_nearby(const StateCodec& codec, StateKey seed) const;

    // Removing any vehicle but A and those of `essential` must lower the optimal move count.
    bool minimal_vehicles(const Board& hardest, int moves, std::uint32_t essential);

    // Removing any piece but A (walls included) must lower the optimal move count. The vehicles of
    // `essential` (bit i: they slide on a shortest path, ClusterExplorer::vehicles_on_shortest_paths)
    // lower it for sure; the others and the walls are removed one by one and solved.
    bool minimal(const Board& hardest, int moves, std::uint32_t essential);
};

}  // namespace boxcar::rush::enumeration
