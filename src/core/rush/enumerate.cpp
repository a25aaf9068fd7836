// Puzzle enumeration (see enumerate.hpp).
#include "rush/enumerate.hpp"

#include "rush/cluster.hpp"
#include "rush/solver.hpp"
#include "rush/state_codec.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <chrono>
#include <memory>
#include <thread>
#include <utility>

namespace boxcar::rush {
namespace {

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
    std::uint64_t track_of(int line, bool row, const std::vector<Piece>& pieces, int i, int skip) const {
        const Piece& p = pieces[i];
        if (p.length == 1) return span(line, row, p.pos, p.pos);
        int lo = 0, hi = n_;
        for (int j = i - 1; j >= 0; --j) {
            if (j == skip) continue;
            if (pieces[j].length == 1) {
                lo += pieces[j].pos + 1;
                break;
            }
            lo += pieces[j].length;
        }
        for (int j = i + 1; j < static_cast<int>(pieces.size()); ++j) {
            if (j == skip) continue;
            if (pieces[j].length == 1) {
                hi -= n_ - pieces[j].pos;
                break;
            }
            hi -= pieces[j].length;
        }
        return span(line, row, lo, hi - 1);
    }

    void set_tracks(int line, bool row, LineEntry& e) const {
        const int count = static_cast<int>(e.pieces.size());
        if (row && line == primary_row_) {  // A alone: the whole row
            e.tracks = span(line, row, 0, n_ - 1);
            return;
        }
        for (int i = 0; i < count; ++i)
            if (e.pieces[i].length > 1) e.tracks |= track_of(line, row, e.pieces, i, -1);
        for (int i = 0; i < count; ++i) {
            e.track.push_back(track_of(line, row, e.pieces, i, -1));
            std::uint64_t others = 0;
            e.without.emplace_back(count, 0);
            for (int j = 0; j < count; ++j) {
                if (j == i) continue;
                e.without[i][j] = track_of(line, row, e.pieces, j, i);
                if (e.pieces[j].length > 1) others |= e.without[i][j];
            }
            e.others.push_back(others);
        }
    }

    // A sound test that the cluster reports nothing: some piece but A (a wall included) that can never
    // influence A. With that piece p taken away, let R be the pieces linked to A through meeting tracks
    // (A's track meets q's, q's meets r's, ...; a wall only links the pieces whose tracks hold its
    // cell). If p's track meets no track of R, then R's pieces are never hindered by p nor by any piece
    // outside R, with or without p, so every state keeps its optimal move count when p is removed: the
    // hardest state is not minimal. (A piece whose track meets no other track at all is the simplest
    // case.) The layout (line order, walls) is the same in every state of a cluster, so the test rejects
    // whole clusters, whichever seed is walked.
    bool has_idle_piece() {
        fill_items();
        const std::uint64_t a_track = chosen_rows_[primary_row_]->tracks;
        // The pieces linked to A in the full layout: only the others can be idle (a piece linked to A
        // stays linked without any one other piece but in rare cases; skipping them is merely weaker).
        const std::uint64_t linked = linked_to_a(a_track, nullptr, -1);
        for (std::size_t k = 0; k < items_.size(); ++k) {
            if (linked >> k & 1) continue;
            // p = item k away: its line-mates' tracks grow.
            std::uint64_t reach = 0;
            linked_to_a(a_track, items_[k].entry, items_[k].index, &reach);
            if (!(items_[k].track & reach)) return true;
        }
        return false;
    }

    // The pieces but A: their line entry and item, and their track.
    void fill_items() {
        items_.clear();
        for (int y = 0; y < n_; ++y) {
            if (y == primary_row_) continue;
            const LineEntry& e = *chosen_rows_[y];
            for (std::size_t i = 0; i < e.track.size(); ++i)
                items_.push_back({&e, static_cast<int>(i), e.track[i], e.pieces[i].length == 1});
        }
        for (int x = 0; x < n_; ++x) {
            const LineEntry& e = *chosen_cols_[x];
            for (std::size_t i = 0; i < e.track.size(); ++i)
                items_.push_back({&e, static_cast<int>(i), e.track[i], false});
        }
    }

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
                              std::uint64_t* reach = nullptr) const {
        std::uint64_t in = 0, cells = a_track;
        for (bool grew = true; grew;) {
            grew = false;
            for (std::size_t k = 0; k < items_.size(); ++k) {
                if (in >> k & 1) continue;
                const Item& it = items_[k];
                std::uint64_t t = it.track;
                if (it.entry == away) {
                    if (it.index == away_index) continue;
                    t = away->without[away_index][it.index];
                }
                if (!(t & cells)) continue;
                in |= std::uint64_t{1} << k;
                if (!it.wall) {
                    cells |= t;
                    grew = true;
                }
            }
        }
        if (reach) *reach = cells;
        return in;
    }

    // All piece layouts of one row (horizontal vehicles and walls) or column (vertical vehicles).
    void line_entries(int line, bool row, int at, std::vector<Piece>& pieces, std::vector<LineEntry>& out) {
        if (at >= n_) {
            int cells = 0, walls = 0;
            for (const Piece& p : pieces) {
                cells += p.length;
                if (p.length == 1) ++walls;
            }
            // The primary row holds only A, at the exit (the seeds are goal states).
            if (row && line == primary_row_ && (pieces.size() != 1 || pieces[0].length != 2 || pieces[0].pos != n_ - 2))
                return;
            if (cells >= n_ || walls > max_walls_) return;
            LineEntry e;
            e.pieces = pieces;
            e.walls = walls;
            for (const Piece& p : pieces)
                for (int k = 0; k < p.length; ++k) e.mask |= row ? bit(line, p.pos + k) : bit(p.pos + k, line);
            if (!(row && line == primary_row_))  // A sits at the exit: it need not be pushed
                for (const Piece& p : pieces)
                    if (p.length > 1 && p.pos > 0) e.need |= row ? bit(line, p.pos - 1) : bit(p.pos - 1, line);
            e.need &= ~e.mask;
            set_tracks(line, row, e);
            out.push_back(std::move(e));
            return;
        }
        const int min_len = (row && max_walls_ > 0) ? 1 : 2;
        for (int len = min_len; len <= 3; ++len) {
            if (at + len > n_) continue;
            pieces.push_back({at, len});
            line_entries(line, row, at + len, pieces, out);
            pieces.pop_back();
        }
        line_entries(line, row, at + 1, pieces, out);
    }

    // Rows first, then columns left to right. A column's choice settles every cell of that column, so
    // the pushed-left test of row pieces whose left neighbour is in it (and the pushed-up test of the
    // column's own pieces) is made right there: the walk only reaches seeds.
    void fill_row(int y, std::uint64_t mask, std::uint64_t need, int walls) {
        if (y == n_) {
            if (sample_rows_ > 1 && row_layouts_++ % sample_rows_ != 0) return;  // not in the sample
            return fill_col(0, mask, need);
        }
        if (y == primary_row_) return fill_row(y + 1, mask, need, walls);
        for (const LineEntry& e : rows_[y]) {
            if (stopped_) return;
            if ((e.mask & mask) || walls + e.walls > max_walls_) continue;
            chosen_rows_[y] = &e;
            fill_row(y + 1, mask | e.mask, need | e.need, walls + e.walls);
        }
    }

    void fill_col(int x, std::uint64_t mask, std::uint64_t row_need) {
        if (x == n_) return leaf(mask);
        const std::uint64_t column = column_mask_ << x;
        for (const LineEntry& e : cols_[x]) {
            if (e.mask & mask) continue;
            const std::uint64_t m = mask | e.mask;
            if ((e.need | (row_need & column)) & ~m) continue;
            chosen_cols_[x] = &e;
            fill_col(x + 1, m, row_need);
        }
    }

    // Vehicles in a move-invariant order: A, horizontals row by row, verticals column by column.
    Board make_board() const {
        Board b;
        make_board(b);
        return b;
    }

    void make_board(Board& b) const {
        b.size = n_;
        b.walls = 0;
        b.vehicles.clear();
        b.vehicles.push_back({'A', true, 2, primary_row_, chosen_rows_[primary_row_]->pieces[0].pos});
        for (int y = 0; y < n_; ++y) {
            if (y == primary_row_) continue;
            for (const Piece& p : chosen_rows_[y]->pieces) {
                if (p.length == 1)
                    b.walls |= bit(y, p.pos);
                else
                    b.vehicles.push_back({static_cast<char>('A' + b.vehicles.size()), true, p.length, y, p.pos});
            }
        }
        for (int x = 0; x < n_; ++x)
            for (const Piece& p : chosen_cols_[x]->pieces)
                b.vehicles.push_back({static_cast<char>('A' + b.vehicles.size()), false, p.length, p.pos, x});
    }

    void leaf(std::uint64_t mask) {
        if (stopped_) return;
        if (index_ < first_seed_) {  // before the requested range: skipped, but counted for the index
            ++index_;
            return;
        }
        if (max_positions_ && index_ >= first_seed_ + max_positions_) {
            stopped_ = true;
            sum_.complete = false;
            return;
        }
        const std::uint64_t index = index_++;
        if (mask == locate_mask_ && worker_ == 0 && board_string(make_board()) == locate_) sum_.located = index;
        if (worker_ == 0 && progress_ && (index & ((std::uint64_t{1} << 22) - 1)) == 0) progress_(index);
        if (index % sample_every_ != sample_offset_) return;
        if ((index / sample_every_) % static_cast<std::uint64_t>(workers_) != static_cast<std::uint64_t>(worker_)) return;
        if (skip_idle_ && has_idle_piece()) {  // the cluster reports nothing: not explored
            ++sum_.rejected_idle;
            return;
        }
        if (count_only_) return;
        ++sum_.positions;
        make_board(board_);
        codec_.assign(board_, false);
        const StateCodec& codec = codec_;
        const StateKey start = codec.encode(board_);
        if (smaller_goal_nearby(codec, start)) {  // cheap proof that the seed is not canonical
            ++sum_.rejected_early;
            return;
        }
        if (!explorer_.explore_from_goal_seed(codec, start)) {  // not the cluster's canonical seed
            sum_.partial_states += explorer_.size();
            return;
        }
        ++sum_.canonical;
        sum_.cluster_states += explorer_.size();
        explorer_.compute_distances(Goal::Exit);
        ++sum_.solvable;  // the cluster holds its seed, a goal state
        int max_d = -1;
        std::size_t best = 0;
        for (std::size_t i = 0; i < explorer_.size(); ++i) {
            const int d = explorer_.distance_at(i);
            if (d > max_d || (d == max_d && codec.canonical_less(explorer_.key(i), explorer_.key(best)))) {
                max_d = d;
                best = i;
            }
        }
        const Board hardest = codec.decode(explorer_.key(best));
        if (minimal(hardest, max_d, explorer_.vehicles_on_shortest_paths(best))) {
            ++sum_.puzzles;
            if (max_d > sum_.max_moves) sum_.max_moves = max_d;
            found_.push_back({index, {max_d, hardest, explorer_.size()}});
        }
        if (derive_walls_ > 0) derive_wall_clusters(codec, index);
    }

    // --- Clusters with walls, derived from the no-wall cluster just explored (derive_walls) ---
    // A state of the layout with walls W is a state of the same layout without walls that has W's cells
    // empty, and its slides are the no-wall slides that sweep no cell of W. So every cluster of the
    // layout with W is a component of that subgraph of exactly one no-wall cluster, and a solvable one
    // (its goal states are goal states of the no-wall cluster) of a solvable no-wall cluster. Each such
    // component is found once: the no-wall cluster is explored once, from its canonical seed.
    std::vector<std::uint64_t> swept_;          // per edge: the cells the slide passes over (both ends too)
    std::vector<std::uint32_t> goals_;          // the no-wall cluster's goal states
    std::vector<std::uint32_t> mark_;           // component stamps
    std::uint32_t mark_stamp_ = 0;
    std::vector<std::uint32_t> comp_, bfs_;     // a component's nodes; BFS queue
    std::vector<std::uint8_t> dist_w_;          // distances within the current wall set
    std::vector<std::vector<std::uint8_t>> one_wall_;  // per cell: distances with that wall alone
    std::vector<std::uint8_t> seen_;            // shortest-path walk marks

    void derive_wall_clusters(const StateCodec& codec, std::uint64_t index) {
        const std::size_t count = explorer_.size();
        swept_.resize(explorer_.edge_count());
        goals_.clear();
        std::uint64_t always = ~std::uint64_t{0}, ever = 0;
        std::array<std::uint8_t, 64> vehicle_of_bit{};  // key bit -> the vehicle whose field holds it
        for (int v = 0, b = 0; b < 64; ++b) {
            while (v + 1 < codec.vehicle_count() && codec.with_position(0, v + 1, 1) <= (StateKey{1} << b)) ++v;
            vehicle_of_bit[b] = static_cast<std::uint8_t>(v);
        }
        for (std::size_t i = 0; i < count; ++i) {
            const std::uint64_t occ = explorer_.occupancy_at(i);
            always &= occ;
            ever |= occ;
            if (explorer_.distance_at(i) == 0) goals_.push_back(static_cast<std::uint32_t>(i));
            const StateKey k = explorer_.key(i);
            for (std::uint32_t e = explorer_.edge_begin(i); e < explorer_.edge_begin(i + 1); ++e) {
                const StateKey to = explorer_.key(explorer_.edge_target(e));
                const int v = vehicle_of_bit[std::countr_zero(k ^ to)];
                const int a = codec.position(k, v), b = codec.position(to, v);
                std::uint64_t sw = 0;
                for (int q = std::min(a, b); q <= std::max(a, b); ++q) sw |= codec.cells(v, q);
                swept_[e] = sw;
            }
        }
        if (mark_.size() < count) mark_.resize(count, 0);
        if (dist_w_.size() < count) dist_w_.resize(count, 0);
        if (seen_.size() < count) seen_.resize(count, 0);
        // Cells that may hold a wall: off A's row, not in every state, and a wall there is not idle (its
        // cell meets no track of the pieces linked to A: such a cluster is never minimal, see
        // has_idle_piece; walls only shrink tracks, so it stays idle beside a second wall). Rows must keep
        // an empty cell (walls count as their cells).
        fill_items();
        std::uint64_t reach = 0;
        linked_to_a(chosen_rows_[primary_row_]->tracks, nullptr, -1, &reach);
        std::array<int, 8> row_cells{};
        for (const Vehicle& v : board_.vehicles)
            if (v.horizontal) row_cells[v.row] += v.length;
        std::vector<int> cells;
        for (int c = 0; c < n_ * n_; ++c) {
            const int r = c / n_;
            // (not `ever` occupied: no vehicle ever reaches the cell, a wall there changes nothing)
            if (r == primary_row_ || (always >> c & 1) || !(ever >> c & 1) || !(reach >> c & 1) ||
                row_cells[r] + 1 >= n_)
                continue;
            cells.push_back(c);
        }
        if (derive_walls_ >= 2) one_wall_.resize(n_ * n_);
        for (int c : cells) {
            if (derive_walls_ >= 2) one_wall_[c].assign(count, ClusterExplorer::kUnknown);
            wall_set_clusters(codec, index, std::uint64_t{1} << c, c, -1);
        }
        if (derive_walls_ < 2) return;
        for (std::size_t i = 0; i < cells.size(); ++i)
            for (std::size_t j = i + 1; j < cells.size(); ++j) {
                const int c1 = cells[i], c2 = cells[j];
                if (c1 / n_ == c2 / n_ && row_cells[c1 / n_] + 2 >= n_) continue;
                wall_set_clusters(codec, index, (std::uint64_t{1} << c1) | (std::uint64_t{1} << c2), c1, c2);
            }
    }

    // Every solvable cluster of the layout with walls W = {c1} or {c1, c2} (c2 = -1: one wall).
    void wall_set_clusters(const StateCodec& codec, std::uint64_t index, std::uint64_t walls, int c1, int c2) {
        if (++mark_stamp_ == 0) {
            std::fill(mark_.begin(), mark_.end(), 0);
            mark_stamp_ = 1;
        }
        const std::uint32_t stamp = mark_stamp_;
        for (std::uint32_t g : goals_) {
            if ((explorer_.occupancy_at(g) & walls) || mark_[g] == stamp) continue;
            // The component of g.
            comp_.clear();
            comp_.push_back(g);
            mark_[g] = stamp;
            for (std::size_t h = 0; h < comp_.size(); ++h) {
                const std::uint32_t i = comp_[h];
                for (std::uint32_t e = explorer_.edge_begin(i); e < explorer_.edge_begin(i + 1); ++e) {
                    if (swept_[e] & walls) continue;
                    const std::uint32_t j = explorer_.edge_target(e);
                    if (mark_[j] != stamp) {
                        mark_[j] = stamp;
                        comp_.push_back(j);
                    }
                }
            }
            // Distances from its goal states.
            bfs_.clear();
            for (std::uint32_t i : comp_) {
                const bool goal = explorer_.distance_at(i) == 0;
                dist_w_[i] = goal ? 0 : ClusterExplorer::kUnknown;
                if (goal) bfs_.push_back(i);
            }
            for (std::size_t h = 0; h < bfs_.size(); ++h) {
                const std::uint32_t i = bfs_[h];
                const std::uint8_t nd = dist_w_[i] + 1;
                for (std::uint32_t e = explorer_.edge_begin(i); e < explorer_.edge_begin(i + 1); ++e) {
                    if (swept_[e] & walls) continue;
                    const std::uint32_t j = explorer_.edge_target(e);
                    if (dist_w_[j] == ClusterExplorer::kUnknown) {
                        dist_w_[j] = nd;
                        bfs_.push_back(j);
                    }
                }
            }
            ++sum_.canonical;
            ++sum_.solvable;
            sum_.cluster_states += comp_.size();
            int max_d = -1;
            if (c2 < 0 && derive_walls_ >= 2)
                for (std::uint32_t i : comp_) one_wall_[c1][i] = dist_w_[i];
            for (std::uint32_t i : comp_) max_d = std::max<int>(max_d, dist_w_[i]);
            // The hardest state: ties broken by the smallest (horizontal, vertical) cells.
            std::uint32_t best = 0;
            std::uint64_t best_h = ~std::uint64_t{0}, best_v = ~std::uint64_t{0};
            for (std::uint32_t i : comp_) {
                if (dist_w_[i] != max_d) continue;
                const StateKey k = explorer_.key(i);
                const std::uint64_t h = codec.horizontal_cells(k);
                if (h > best_h) continue;
                const std::uint64_t v = codec.vertical_cells(k);
                if (h < best_h || v < best_v) {
                    best = i;
                    best_h = h;
                    best_v = v;
                }
            }
            // Minimality: each wall (the distance of the hardest state with that wall away is known), then
            // the vehicles that slide on no shortest path.
            const int without_c1 = c2 < 0 ? explorer_.distance_at(best) : one_wall_[c2][best];
            if (without_c1 == max_d) continue;
            if (c2 >= 0 && one_wall_[c1][best] == max_d) continue;
            Board hardest = codec.decode(explorer_.key(best));
            hardest.walls = walls;
            if (!minimal_vehicles(hardest, max_d, shortest_path_vehicles(codec, best, walls))) continue;
            ++sum_.puzzles;
            if (max_d > sum_.max_moves) sum_.max_moves = max_d;
            found_.push_back({index, {max_d, hardest, comp_.size()}});
        }
    }

    // The vehicles (bit v) that slide on some shortest path from `from` within the current wall set.
    std::uint32_t shortest_path_vehicles(const StateCodec& codec, std::uint32_t from, std::uint64_t walls) {
        std::uint32_t moved = 0;
        bfs_.clear();
        bfs_.push_back(from);
        seen_[from] = 1;
        for (std::size_t h = 0; h < bfs_.size(); ++h) {
            const std::uint32_t i = bfs_[h];
            const std::uint8_t d = dist_w_[i];
            if (d == 0) continue;
            for (std::uint32_t e = explorer_.edge_begin(i); e < explorer_.edge_begin(i + 1); ++e) {
                if (swept_[e] & walls) continue;
                const std::uint32_t j = explorer_.edge_target(e);
                if (dist_w_[j] != d - 1) continue;
                moved |= std::uint32_t{1} << codec.diff(explorer_.key(i), explorer_.key(j)).vehicle;
                if (!seen_[j]) {
                    seen_[j] = 1;
                    bfs_.push_back(j);
                }
            }
        }
        for (std::uint32_t i : bfs_) seen_[i] = 0;
        return moved;
    }

    // A cheap, sound pre-test of non-canonical seeds: slide one piece (not A) up/right, then let every
    // piece but A fall left/up as far as it can, repeatedly. A resulting key below the seed's is a goal
    // state of the same cluster (A never moved) with a smaller key, so the seed is not canonical; no
    // result proves nothing (the exploration decides).
    bool smaller_goal_nearby(const StateCodec& codec, StateKey seed) const {
        std::uint64_t occ0, occ0_t;
        codec.occupancy_both(seed, occ0, occ0_t);
        const int count = codec.vehicle_count();
        for (int v = 1; v < count; ++v) {
            const int p = codec.position(seed, v);
            int lo, hi;
            codec.free_range(v, p, occ0, occ0_t, lo, hi);
            for (int q = p + 1; q <= hi; ++q) {
                StateKey k = codec.with_position(seed, v, q);
                std::uint64_t occ = occ0 ^ codec.cells(v, p) ^ codec.cells(v, q);
                std::uint64_t occ_t = occ0_t ^ codec.cells_transposed(v, p) ^ codec.cells_transposed(v, q);
                for (bool moved = true; moved;) {
                    moved = false;
                    for (int u = 1; u < count; ++u) {
                        const int pu = codec.position(k, u);
                        int ulo, uhi;
                        codec.free_range(u, pu, occ, occ_t, ulo, uhi);
                        if (ulo == pu) continue;
                        k = codec.with_position(k, u, ulo);
                        occ ^= codec.cells(u, pu) ^ codec.cells(u, ulo);
                        occ_t ^= codec.cells_transposed(u, pu) ^ codec.cells_transposed(u, ulo);
                        moved = true;
                    }
                }
                if (k < seed) return true;
            }
        }
        return false;
    }

    // Removing any vehicle but A and those of `essential` must lower the optimal move count.
    bool minimal_vehicles(const Board& hardest, int moves, std::uint32_t essential) {
        SolveOptions o;
        o.time_limit_s = 0;
        o.memory_limit_mib = 0;
        for (std::size_t i = 1; i < hardest.vehicles.size(); ++i) {
            if (essential >> i & 1) continue;
            Board b = hardest;
            b.vehicles.erase(b.vehicles.begin() + static_cast<long>(i));
            const Solution s = solver_.solve(b, o);
            if (s.status == search::Status::Solved && s.move_count == moves) return false;
        }
        return true;
    }

    // Removing any piece but A (walls included) must lower the optimal move count. The vehicles of
    // `essential` (bit i: they slide on a shortest path, ClusterExplorer::vehicles_on_shortest_paths)
    // lower it for sure; the others and the walls are removed one by one and solved.
    bool minimal(const Board& hardest, int moves, std::uint32_t essential) {
        if (!minimal_vehicles(hardest, moves, essential)) return false;
        SolveOptions o;
        o.time_limit_s = 0;
        o.memory_limit_mib = 0;
        for (int c = 0; c < n_ * n_; ++c) {
            if (!(hardest.walls >> c & 1)) continue;
            Board b = hardest;
            b.walls &= ~(std::uint64_t{1} << c);
            const Solution s = solver_.solve(b, o);
            if (s.status == search::Status::Solved && s.move_count == moves) return false;
        }
        return true;
    }
};

}  // namespace

EnumerateSummary enumerate_puzzles(const EnumerateOptions& options,
                                   const std::function<void(const EnumeratedPuzzle&)>& report) {
    const auto t0 = std::chrono::steady_clock::now();
    int workers = options.threads;
    if (workers <= 0) workers = std::clamp(static_cast<int>(std::thread::hardware_concurrency()), 1, 2);
    std::vector<std::unique_ptr<Enumerator>> parts;  // Enumerator holds a Solver: not movable
    for (int w = 0; w < workers; ++w) parts.push_back(std::make_unique<Enumerator>(options, w, workers));
    std::vector<EnumerateSummary> sums(workers);
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
    // WASM without threads: the parts run one after another (same output, position order is kept).
    for (int w = 0; w < workers; ++w) sums[w] = parts[w]->run();
#else
    std::vector<std::thread> pool;
    for (int w = 1; w < workers; ++w) pool.emplace_back([&, w] { sums[w] = parts[w]->run(); });
    sums[0] = parts[0]->run();
    for (std::thread& t : pool) t.join();
#endif

    EnumerateSummary total;
    total.threads = workers;
    std::vector<std::pair<std::uint64_t, const EnumeratedPuzzle*>> all;
    for (int w = 0; w < workers; ++w) {
        total.positions += sums[w].positions;
        if (sums[w].located != kNotLocated) total.located = sums[w].located;
        total.rejected_early += sums[w].rejected_early;
        total.rejected_idle += sums[w].rejected_idle;
        total.cluster_states += sums[w].cluster_states;
        total.partial_states += sums[w].partial_states;
        total.seeds = std::max(total.seeds, sums[w].seeds);
        total.canonical += sums[w].canonical;
        total.solvable += sums[w].solvable;
        total.puzzles += sums[w].puzzles;
        total.max_moves = std::max(total.max_moves, sums[w].max_moves);
        total.complete = total.complete && sums[w].complete;
        for (const auto& [index, puzzle] : parts[w]->found()) all.push_back({index, &puzzle});
    }
    // Stable: with derive_walls one seed reports several clusters, in a fixed order.
    std::stable_sort(all.begin(), all.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    for (const auto& [index, puzzle] : all) report(*puzzle);
    total.elapsed_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return total;
}

std::optional<Board> canonical_seed(const Board& board, std::size_t max_states) {
    // The enumerator's vehicle order and labels: A, horizontals row by row, verticals column by column.
    Board b;
    b.size = board.size;
    b.walls = board.walls;
    std::vector<Vehicle> rest;
    for (const Vehicle& v : board.vehicles)
        if (v.label == 'A')
            b.vehicles.push_back(v);
        else
            rest.push_back(v);
    if (b.vehicles.size() != 1) return std::nullopt;
    std::stable_sort(rest.begin(), rest.end(), [](const Vehicle& x, const Vehicle& y) {
        if (x.horizontal != y.horizontal) return x.horizontal;
        return x.horizontal ? (x.row != y.row ? x.row < y.row : x.col < y.col)
                            : (x.col != y.col ? x.col < y.col : x.row < y.row);
    });
    for (Vehicle v : rest) {
        v.label = static_cast<char>('A' + b.vehicles.size());
        b.vehicles.push_back(v);
    }
    const StateCodec codec(b, false);
    ClusterExplorer ex;
    if (!ex.explore(codec, codec.encode(b), false, max_states)) return std::nullopt;
    bool found = false;
    StateKey best = 0;
    for (std::size_t i = 0; i < ex.size(); ++i)
        if (codec.at_exit(ex.key(i)) && (!found || ex.key(i) < best)) {
            best = ex.key(i);
            found = true;
        }
    if (!found) return std::nullopt;
    return codec.decode(best);
}

}  // namespace boxcar::rush
