// Packed states, move notation and the replay verifier (see state_codec.hpp).
#include "rush/state_codec.hpp"

#include "common/bits.hpp"

#include <algorithm>

namespace boxcar::rush {
StateCodec::StateCodec(const Board& board, bool commute_table) { assign(board, commute_table); }

void StateCodec::assign(const Board& board, bool commute_table) {
    n_ = board.size;
    walls_ = board.walls;
    board_ = board;
    walls_t_ = 0;
    count_ = static_cast<int>(board.vehicles.size());
    int shift = 0;
    for (int v = 0; v < count_; ++v) {
        const Vehicle& veh = board.vehicles[v];
        horizontal_[v] = veh.horizontal;
        length_[v] = veh.length;
        max_pos_[v] = n_ - veh.length;
        line_[v] = veh.horizontal ? veh.row : veh.col;
        const int b = bits::bits_for(max_pos_[v] + 1);
        shift_[v] = shift;
        field_mask_[v] = (StateKey{1} << b) - 1;
        shift += b;
        for (int p = 0; p <= max_pos_[v]; ++p) {
            auto cell = [&](int k) {
                return std::uint64_t{1} << (veh.horizontal ? line_[v] * n_ + p + k : (p + k) * n_ + line_[v]);
            };
            std::uint64_t m = 0;
            for (int k = 0; k < veh.length; ++k) m |= cell(k);
            cells_[v][p] = m;
            std::uint64_t t = 0;
            for (int k = 0; k < veh.length; ++k) {
                const int r = veh.horizontal ? line_[v] : p + k, c = veh.horizontal ? p + k : line_[v];
                t |= std::uint64_t{1} << (c * n_ + r);
            }
            cells_t_[v][p] = t;
            head_[v][p] = cell(0);
            tail_[v][p] = cell(veh.length - 1);
        }
    }
    total_bits_ = shift;
    for (int i = 0; i < n_ * n_; ++i)
        if (walls_ >> i & 1) walls_t_ |= std::uint64_t{1} << ((i % n_) * n_ + i / n_);
    const Vehicle& a = board.vehicles[0];
    for (int p = 0; p <= max_pos_[0]; ++p) {
        std::uint64_t m = 0;
        for (int c = p + a.length; c < n_; ++c) m |= std::uint64_t{1} << (a.row * n_ + c);
        exit_path_[p] = m;
    }
    if (!commute_table) {
        if (commute_built_) commute_ = {};  // commuting_before() is 0 without the table
        commute_built_ = false;
        return;
    }
    commute_built_ = true;
    // Each vehicle's whole line, then the commuting sets of every slide a -> b.
    std::array<std::uint64_t, kMaxVehicles> line_cells{};
    for (int v = 0; v < count_; ++v)
        for (int k = 0; k < n_; ++k)
            line_cells[v] |= std::uint64_t{1} << (horizontal_[v] ? line_[v] * n_ + k : k * n_ + line_[v]);
    for (int v = 0; v < count_; ++v)
        for (int a = 0; a <= max_pos_[v]; ++a)
            for (int b = 0; b <= max_pos_[v]; ++b) {
                std::uint64_t swept = 0;
                for (int q = std::min(a, b); q <= std::max(a, b); ++q) swept |= cells_[v][q];
                swept_[v][a][b] = swept;
                std::uint32_t m = std::uint32_t{1} << v;
                for (int u = 0; u < v; ++u)
                    if (!(line_cells[u] & swept)) m |= std::uint32_t{1} << u;
                commute_[v][a][b] = m;
            }
}

StateKey StateCodec::encode(const Board& board) const {
    StateKey key = 0;
    for (int v = 0; v < count_; ++v) key |= static_cast<StateKey>(board.vehicles[v].position()) << shift_[v];
    return key;
}

Board StateCodec::decode(StateKey key) const {
    Board b = board_;
    for (int v = 0; v < count_; ++v) {
        Vehicle& veh = b.vehicles[v];
        if (veh.horizontal)
            veh.col = position(key, v);
        else
            veh.row = position(key, v);
    }
    return b;
}

SlideMove StateCodec::diff(StateKey from, StateKey to) const {
    for (int v = 0; v < count_; ++v) {
        const int a = position(from, v), b = position(to, v);
        if (a != b) return {v, b - a};
    }
    return {0, 0};
}

bool replay(const Board& board, const std::vector<SlideMove>& moves, Board& out, int* bad_index) {
    out = board;
    const int n = board.size;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const SlideMove& m = moves[i];
        auto bad = [&] {
            if (bad_index) *bad_index = static_cast<int>(i);
            return false;
        };
        if (m.vehicle < 0 || m.vehicle >= static_cast<int>(out.vehicles.size()) || m.delta == 0) return bad();
        Vehicle& v = out.vehicles[m.vehicle];
        const std::uint64_t others = out.occupied() & ~out.vehicle_mask(m.vehicle);
        const int step = m.delta > 0 ? 1 : -1;
        for (int s = 0; s != m.delta; s += step) {
            // One cell at a time: the vehicle must stay on the board and never overlap a piece.
            if (v.horizontal) v.col += step; else v.row += step;
            const int lo = v.horizontal ? v.col : v.row;
            if (lo < 0 || lo + v.length > n) return bad();
            if (out.vehicle_mask(m.vehicle) & others) return bad();
        }
    }
    return true;
}

std::string move_name(const Board& board, const SlideMove& m) {
    std::string s(1, board.vehicles[m.vehicle].label);
    s += m.delta > 0 ? '+' : '-';
    s += std::to_string(m.delta > 0 ? m.delta : -m.delta);
    return s;
}

std::vector<std::string> move_names(const Board& board, const std::vector<SlideMove>& moves) {
    std::vector<std::string> out;
    out.reserve(moves.size());
    for (const SlideMove& m : moves) out.push_back(move_name(board, m));
    return out;
}

bool parse_move(const Board& board, std::string_view text, SlideMove& out) {
    if (text.size() < 3 || text.size() > 4) return false;
    const int v = board.find(text[0]);
    if (v < 0 || (text[1] != '+' && text[1] != '-')) return false;
    int d = 0;
    for (std::size_t i = 2; i < text.size(); ++i) {
        if (text[i] < '0' || text[i] > '9') return false;
        d = d * 10 + (text[i] - '0');
    }
    if (d == 0 || d >= board.size) return false;
    out = {v, text[1] == '+' ? d : -d};
    return true;
}

}  // namespace boxcar::rush
