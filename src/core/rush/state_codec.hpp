// Packed Rush Hour states and the fast move generator.
// A state is one uint64 key: each vehicle's position along its axis in a bit field of its own (A in the
// lowest field). Lowering any one position lowers the key, so the cluster's smallest key belongs to a state
// with every piece pushed left/up (the enumerator's canonical state; it needs a move-invariant vehicle order).
// Occupancy is a bitboard, bit r*n+c per cell (n <= 8). Board validation guarantees keys fit 57 bits.
#pragma once
#include "rush/board.hpp"

#include <array>
#include <bit>
#include <cstdint>
#include <vector>

namespace boxcar::rush {

using StateKey = std::uint64_t;
inline constexpr int kMaxVehicles = 26;

// One slide: vehicle index (into Board::vehicles) and signed cell count (+ = right/down).
struct SlideMove {
    int vehicle = 0;
    int delta = 0;
    bool operator==(const SlideMove&) const = default;
};

class StateCodec {
public:
    StateCodec() = default;
    // `commute_table` = false skips the partial-order table (about 10^4 operations per board), for
    // callers that only explore (cluster enumeration); commuting_before() is then 0 (no pruning).
    explicit StateCodec(const Board& board, bool commute_table = true);
    // Re-targets the codec to another board in place, writing only the entries that board uses (the
    // enumerator codes ~10^8 boards: a fresh codec zeroes ~27 KB of tables each time).
    void assign(const Board& board, bool commute_table = true);

    int size() const { return n_; }
    int vehicle_count() const { return count_; }
    int bits() const { return total_bits_; }
    std::uint64_t walls() const { return walls_; }

    StateKey encode(const Board& board) const;
    // Writes the positions of `key` into a copy of the codec's board.
    Board decode(StateKey key) const;

    int position(StateKey key, int v) const { return static_cast<int>((key >> shift_[v]) & field_mask_[v]); }
    StateKey with_position(StateKey key, int v, int pos) const {
        return (key & ~(field_mask_[v] << shift_[v])) | (static_cast<StateKey>(pos) << shift_[v]);
    }
    StateKey moved(StateKey key, int v, int delta) const {
        return key + (static_cast<StateKey>(static_cast<std::int64_t>(delta)) << shift_[v]);
    }
    // Cells covered by vehicle v at position pos.
    std::uint64_t cells(int v, int pos) const { return cells_[v][pos]; }
    std::uint64_t occupancy(StateKey key) const {
        std::uint64_t occ = walls_;
        for (int v = 0; v < count_; ++v) occ |= cells_[v][position(key, v)];
        return occ;
    }
    // Cells of horizontal and of vertical vehicles. Ordering states by (horizontal, vertical) masks is
    // Fogleman's canonical order (used to break ties between equally hard states like his database).
    std::uint64_t horizontal_cells(StateKey key) const {
        std::uint64_t m = 0;
        for (int v = 0; v < count_; ++v)
            if (horizontal_[v]) m |= cells_[v][position(key, v)];
        return m;
    }
    std::uint64_t vertical_cells(StateKey key) const {
        std::uint64_t m = 0;
        for (int v = 0; v < count_; ++v)
            if (!horizontal_[v]) m |= cells_[v][position(key, v)];
        return m;
    }
    bool canonical_less(StateKey a, StateKey b) const {
        const std::uint64_t ha = horizontal_cells(a), hb = horizontal_cells(b);
        return ha != hb ? ha < hb : vertical_cells(a) < vertical_cells(b);
    }
    bool horizontal(int v) const { return horizontal_[v]; }
    int length(int v) const { return length_[v]; }
    int max_position(int v) const { return max_pos_[v]; }
    int line(int v) const { return line_[v]; }  // the fixed row (horizontal) or column (vertical)

    // Calls f(v, delta, new_key) for every legal slide of `key` (any distance), vehicles in index order.
    // `max_step` limits the distance (1 = single-cell steps).
    template <class F>
    void for_each_move(StateKey key, std::uint64_t occ, F&& f, int max_step = 8) const {
        for (int v = 0; v < count_; ++v) {
            const int p = position(key, v);
            const std::uint64_t unit = std::uint64_t{1} << shift_[v];
            // Toward lower positions: the cell entering is the new head cell.
            StateKey k = key;
            for (int q = p - 1, s = 1; q >= 0 && s <= max_step; --q, ++s) {
                if (occ & head_[v][q]) break;
                k -= unit;
                f(v, -s, k);
            }
            k = key;
            for (int q = p + 1, s = 1; q <= max_pos_[v] && s <= max_step; ++q, ++s) {
                if (occ & tail_[v][q]) break;
                k += unit;
                f(v, s, k);
            }
        }
    }

    // Occupancy transposed (bit c*n+r for cell (r, c)): a column of the board is then a run of n bits.
    std::uint64_t cells_transposed(int v, int pos) const { return cells_t_[v][pos]; }
    std::uint64_t occupancy_transposed(StateKey key) const {
        std::uint64_t occ = walls_t_;
        for (int v = 0; v < count_; ++v) occ |= cells_t_[v][position(key, v)];
        return occ;
    }

    void occupancy_both(StateKey key, std::uint64_t& occ, std::uint64_t& occ_t) const {
        occ = walls_;
        occ_t = walls_t_;
        for (int v = 0; v < count_; ++v) {
            const int p = position(key, v);
            occ |= cells_[v][p];
            occ_t |= cells_t_[v][p];
        }
    }

    // The fast generator of the BFS: like for_each_move, but the free range of each vehicle comes from
    // bit scans of its line in `occ` (horizontal) or `occ_t` (vertical, transposed), and vehicles whose
    // bit is set in `skip` are not moved. f(v, delta, new_key) is called in the same order as
    // for_each_move.
    template <class F>
    void for_each_slide(StateKey key, std::uint64_t occ, std::uint64_t occ_t, std::uint32_t skip, int max_step,
                        F&& f) const {
        const std::uint64_t line_mask = (std::uint64_t{1} << n_) - 1;
        for (int v = 0; v < count_; ++v) {
            if (skip >> v & 1) continue;
            const int p = position(key, v);
            const int len = length_[v];
            const std::uint64_t line = ((horizontal_[v] ? occ : occ_t) >> (line_[v] * n_)) & line_mask;
            const std::uint64_t below = line & ((std::uint64_t{1} << p) - 1);
            int lo = below ? 64 - std::countl_zero(below) : 0;  // one past the highest occupied cell below
            const std::uint64_t above = line >> (p + len);
            int hi = above ? p + std::countr_zero(above) : max_pos_[v];  // first occupied cell above, less one
            if (p - lo > max_step) lo = p - max_step;
            if (hi - p > max_step) hi = p + max_step;
            const std::uint64_t unit = std::uint64_t{1} << shift_[v];
            StateKey k = key;
            for (int q = p - 1; q >= lo; --q) {
                k -= unit;
                f(v, q - p, k);
            }
            k = key;
            for (int q = p + 1; q <= hi; ++q) {
                k += unit;
                f(v, q - p, k);
            }
        }
    }

    // Goal tests. exit: A's right end on the last column. clear: no piece between A and the exit.
    bool at_exit(StateKey key) const { return position(key, 0) == max_pos_[0]; }
    bool exit_clear(StateKey key, std::uint64_t occ) const {
        return (occ & exit_path_[position(key, 0)]) == 0;
    }
    // Cells between A at position p and the exit (exclusive of A).
    std::uint64_t exit_path(int p) const { return exit_path_[p]; }

    // Partial-order reduction for BFS (move_bfs.cpp): after vehicle v slid from position a to b, the
    // vehicles whose slides all commute with that slide and that have a smaller index (bit u), plus v
    // itself (bit v). A vehicle commutes when its line (row or column) misses every cell v covered.
    std::uint32_t commuting_before(int v, int a, int b) const { return commute_[v][a][b]; }
    // Cells vehicle v covers while at any position a..b (a <= b or b <= a): its swept segment.
    std::uint64_t swept(int v, int a, int b) const { return swept_[v][a][b]; }
    // Free range [lo, hi] of vehicle v at position p for the given occupancy (v itself included in it).
    void free_range(int v, int p, std::uint64_t occ, std::uint64_t occ_t, int& lo, int& hi) const {
        const std::uint64_t line =
            ((horizontal_[v] ? occ : occ_t) >> (line_[v] * n_)) & ((std::uint64_t{1} << n_) - 1);
        const std::uint64_t below = line & ((std::uint64_t{1} << p) - 1);
        lo = below ? 64 - std::countl_zero(below) : 0;
        const std::uint64_t above = line >> (p + length_[v]);
        hi = above ? p + std::countr_zero(above) : max_pos_[v];
    }

    // Identifies the single-vehicle slide between two states that differ in one field.
    SlideMove diff(StateKey from, StateKey to) const;

private:
    int n_ = 0, count_ = 0, total_bits_ = 0;
    std::uint64_t walls_ = 0;
    Board board_;
    std::array<int, kMaxVehicles> shift_{}, length_{}, max_pos_{}, line_{};
    std::array<StateKey, kMaxVehicles> field_mask_{};
    std::array<bool, kMaxVehicles> horizontal_{};
    std::array<std::array<std::uint64_t, kMaxBoardSize>, kMaxVehicles> cells_{}, head_{}, tail_{}, cells_t_{};
    std::uint64_t walls_t_ = 0;
    bool commute_built_ = false;
    std::array<std::uint64_t, kMaxBoardSize> exit_path_{};
    std::array<std::array<std::array<std::uint32_t, kMaxBoardSize>, kMaxBoardSize>, kMaxVehicles> commute_{};
    std::array<std::array<std::array<std::uint64_t, kMaxBoardSize>, kMaxBoardSize>, kMaxVehicles> swept_{};
};

// Replays `moves` from `board` under the rules; returns false (and the first bad index) if a slide
// leaves the board, crosses a piece or names no vehicle. `out` receives the final board.
bool replay(const Board& board, const std::vector<SlideMove>& moves, Board& out, int* bad_index = nullptr);

// Move notation `A+1`, `C-2` (+ = right/down).
std::string move_name(const Board& board, const SlideMove& m);
std::vector<std::string> move_names(const Board& board, const std::vector<SlideMove>& moves);
// Parses "A+1" style text for `board`; returns false on bad notation.
bool parse_move(const Board& board, std::string_view text, SlideMove& out);

}  // namespace boxcar::rush
