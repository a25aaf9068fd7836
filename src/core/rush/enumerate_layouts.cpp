// The enumerator's walk over vehicle layouts (enumerator.hpp): the layouts of each line, rows then
// columns, the board of a layout, and the idle-piece test that rejects whole clusters.
#include "rush/enumerator.hpp"

#include <algorithm>

namespace boxcar::rush::enumeration {

// The cells the item `i` of `pieces` can ever cover, the item at `skip` (-1: none) taken away. Items
// keep their order in a line and walls stay put, so a vehicle ranges from the nearest wall (or border)
// before it plus the vehicles between, to the nearest wall (or border) after it minus the vehicles
// between. Columns ignore the walls of the rows they cross (a larger track only makes the idle test
// weaker, never wrong). A wall covers its cell.
std::uint64_t Enumerator::track_of(int line, bool row, const std::vector<Piece>& pieces, int i, int skip) const {
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

void Enumerator::set_tracks(int line, bool row, LineEntry& e) const {
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
bool Enumerator::has_idle_piece() {
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
void Enumerator::fill_items() {
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

// The items linked to A (bit k of the result) when item `away_index` of line `away` is taken away
// (nullptr: none); `reach` receives the union of their vehicle tracks and A's.
std::uint64_t Enumerator::linked_to_a(std::uint64_t a_track, const LineEntry* away, int away_index,
                                      std::uint64_t* reach) const {
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
void Enumerator::line_entries(int line, bool row, int at, std::vector<Piece>& pieces, std::vector<LineEntry>& out) {
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
void Enumerator::fill_row(int y, std::uint64_t mask, std::uint64_t need, int walls) {
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

void Enumerator::fill_col(int x, std::uint64_t mask, std::uint64_t row_need) {
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
Board Enumerator::make_board() const {
    Board b;
    make_board(b);
    return b;
}

void Enumerator::make_board(Board& b) const {
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

}  // namespace boxcar::rush::enumeration
