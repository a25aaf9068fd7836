// Room links (see room_links.hpp).
#include "sokoban/board/room_links.hpp"

#include <algorithm>
#include <bit>

namespace boxcar::sokoban {

RoomLinks::RoomLinks(const PushBoard& board) : rooms_(find_rooms(board)) {
    const int rooms = rooms_.count;
    if (rooms <= 1) return;
    words_ = (rooms + 63) / 64;
    const auto n = static_cast<std::size_t>(board.n);
    near_.assign(n * words_, 0);
    for (int q = 0; q < board.n; ++q)
        for (int t : board.next[q])
            if (t >= 0 && rooms_.room[t] >= 0) mask(near_, q)[rooms_.room[t] >> 6] |= std::uint64_t{1} << (rooms_.room[t] & 63);
    room_start_.assign(rooms + 1, 0);
    for (int q = 0; q < board.n; ++q)
        if (rooms_.room[q] >= 0) ++room_start_[rooms_.room[q] + 1];
    for (int r = 0; r < rooms; ++r) room_start_[r + 1] += room_start_[r];
    room_squares_.resize(room_start_[rooms]);
    std::vector<int> fill(room_start_.begin(), room_start_.end() - 1);
    for (int q = 0; q < board.n; ++q)
        if (rooms_.room[q] >= 0) room_squares_[fill[rooms_.room[q]]++] = q;
    // Scratch at its full size now (a square is in one area and pushed once per walk).
    for (Linkage* l : {&anchor_, &scratch_}) {
        l->acc.assign(static_cast<std::size_t>(rooms) * words_, 0);
        l->done.assign(rooms, 0);
        l->area_of.assign(n, 0);
        l->area_start.reserve(n + 1);
        l->area_rooms.reserve(4 * n);
        l->area_mask.reserve(n * words_);
    }
    // A move through a corridor appends its areas to a copy of the anchor's (lost_after_corridor_move).
    scratch_.area_start.reserve(2 * n + 2);
    scratch_.area_rooms.reserve(8 * n);
    scratch_.area_mask.reserve(2 * n * words_);
    mark_.assign(n, 0);
    piece_mark_.assign(n, 0);
    area_piece_.reserve(2 * n);
    stack_.reserve(n);
    seen_.assign(words_, 0);
    moved_acc_.assign(2 * static_cast<std::size_t>(words_), 0);
    const std::vector<std::uint8_t> empty(n, 0);
    link(board, empty, scratch_);
    base_.assign(static_cast<std::size_t>(rooms) * words_, 0);
    for (int i = 0; i < rooms; ++i)
        for (int j = i + 1; j < rooms; ++j)
            if (has(mask(scratch_.acc, i), j) && has(mask(scratch_.acc, j), i)) {
                mask(base_, i)[j >> 6] |= std::uint64_t{1} << (j & 63);
                any_base_ = true;
            }
}

void RoomLinks::walk_piece(const PushBoard& board, const std::vector<std::uint8_t>& occ, const Linkage& areas,
                           int c, int s, int extra, const int* extra_areas, int extra_count) {
    const std::vector<int>& room = rooms_.room;
    if (++piece_serial_ == 0) {  // wrapped: forget every area's piece
        std::fill(area_piece_.begin(), area_piece_.end(), 0);
        piece_serial_ = 1;
    }
    const std::uint32_t piece = piece_serial_;
    std::fill(seen_.begin(), seen_.end(), 0);
    piece_mark_[s] = stamp_;
    stack_.assign(1, s);
    while (!stack_.empty()) {
        const int q = stack_.back();
        stack_.pop_back();
        for (int w = 0; w < words_; ++w) seen_[w] |= mask(near_, q)[w];
        for (int t : board.next[q]) {
            if (t < 0 || occ[t]) continue;
            if (room[t] == c) {
                if (piece_mark_[t] != stamp_) {
                    piece_mark_[t] = stamp_;
                    stack_.push_back(t);
                }
                continue;
            }
            if (room[t] >= 0) continue;
            const int id = areas.area_of[t];
            if (area_piece_[id] == piece) continue;
            area_piece_[id] = piece;
            for (int w = 0; w < words_; ++w) seen_[w] |= mask(areas.area_mask, id)[w];
            for (int k = areas.area_start[id]; k < areas.area_start[id + 1]; ++k) {
                const int u = areas.area_rooms[k];
                if (room[u] == c && !occ[u] && piece_mark_[u] != stamp_) {
                    piece_mark_[u] = stamp_;
                    stack_.push_back(u);
                }
            }
            if (extra >= 0 && piece_mark_[extra] != stamp_ && std::find(extra_areas, extra_areas + extra_count, id) != extra_areas + extra_count) {
                piece_mark_[extra] = stamp_;
                stack_.push_back(extra);
            }
        }
    }
    seen_[c >> 6] &= ~(std::uint64_t{1} << (c & 63));  // a room does not see itself
}

void RoomLinks::add_area(const PushBoard& board, const std::vector<std::uint8_t>& occ, int q, Linkage& out) {
    const std::vector<int>& room = rooms_.room;
    const int id = static_cast<int>(out.area_start.size()) - 1;  // area_start ends with the lists' end
    out.area_mask.resize(out.area_mask.size() + words_, 0);
    std::uint64_t* m = mask(out.area_mask, id);
    mark_[q] = stamp_;
    stack_.assign(1, q);
    while (!stack_.empty()) {
        const int s = stack_.back();
        stack_.pop_back();
        out.area_of[s] = id;
        for (int w = 0; w < words_; ++w) m[w] |= mask(near_, s)[w];
        for (int t : board.next[s]) {
            if (t < 0 || occ[t]) continue;
            if (room[t] >= 0) out.area_rooms.push_back(t);
            else if (mark_[t] != stamp_) {
                mark_[t] = stamp_;
                stack_.push_back(t);
            }
        }
    }
    out.area_start.push_back(static_cast<int>(out.area_rooms.size()));
}

void RoomLinks::link(const PushBoard& board, const std::vector<std::uint8_t>& occ, Linkage& out) {
    const std::vector<int>& room = rooms_.room;
    ++stamp_;
    // The free corridor areas, each with the rooms next to it and the free room squares it touches.
    int areas = 0;
    out.area_mask.clear();
    out.area_rooms.clear();
    out.area_start.assign(1, 0);
    for (int q = 0; q < board.n; ++q) {
        if (room[q] >= 0 || occ[q] || mark_[q] == stamp_) continue;
        add_area(board, occ, q, out);
        ++areas;
    }
    if (static_cast<int>(area_piece_.size()) < areas) area_piece_.resize(areas, 0);
    // Each piece of a room: its free squares joined directly or through a corridor area.
    std::fill(out.acc.begin(), out.acc.end(), ~std::uint64_t{0});
    std::fill(out.done.begin(), out.done.end(), 0);
    for (int s = 0; s < board.n; ++s) {
        const int c = room[s];
        if (c < 0 || occ[s] || piece_mark_[s] == stamp_) continue;
        out.done[c] = 1;
        walk_piece(board, occ, out, c, s, -1, nullptr, 0);
        for (int w = 0; w < words_; ++w) mask(out.acc, c)[w] &= seen_[w];
    }
}

int RoomLinks::count_lost(const Linkage& l, const Rewalked* moved, int moved_count) const {
    auto find = [&](int r) -> const Rewalked* {
        for (int k = 0; k < moved_count; ++k)
            if (moved[k].room == r) return moved + k;
        return nullptr;
    };
    auto acc = [&](int r) {
        const Rewalked* m = find(r);
        return m ? m->acc : mask(l.acc, r);
    };
    auto done = [&](int r) {
        const Rewalked* m = find(r);
        return m ? m->done : l.done[r] != 0;
    };
    int lost = 0;
    for (int i = 0; i < rooms_.count; ++i)
        for (int w = 0; w < words_; ++w)
            for (std::uint64_t bits = mask(base_, i)[w]; bits != 0; bits &= bits - 1) {
                const int j = w * 64 + std::countr_zero(bits);
                lost += !(done(i) && done(j) && has(acc(i), j) && has(acc(j), i));
            }
    return lost;
}

int RoomLinks::lost(const PushBoard& board, const std::vector<std::uint8_t>& occ, bool anchor) {
    if (!any_base_) return 0;
    Linkage& l = anchor ? anchor_ : scratch_;
    link(board, occ, l);
    return count_lost(l, nullptr, 0);
}

RoomLinks::Rewalked RoomLinks::rewalk(const PushBoard& board, const std::vector<std::uint8_t>& occ, const Linkage& areas,
                                      int c, std::uint64_t* acc, int extra, const int* extra_areas, int extra_count) {
    std::fill(acc, acc + words_, ~std::uint64_t{0});
    bool done = false;
    for (int i = room_start_[c]; i < room_start_[c + 1]; ++i) {
        const int s = room_squares_[i];
        if (occ[s] || piece_mark_[s] == stamp_) continue;
        done = true;
        walk_piece(board, occ, areas, c, s, extra, extra_areas, extra_count);
        for (int w = 0; w < words_; ++w) acc[w] &= seen_[w];
    }
    return {c, acc, done};
}

int RoomLinks::lost_after_move(const PushBoard& board, const std::vector<std::uint8_t>& occ, int from, int to) {
    if (!any_base_) return 0;
    const int c = rooms_.room[from], c_to = rooms_.room[to];
    if (c < 0 || c_to < 0) return lost_after_corridor_move(board, occ, from, to);
    // Both squares in rooms: the corridor areas are the anchor's, and only the pieces of the rooms of
    // `from` and `to` change. `from`, empty now, is in no area's list of the anchor; the areas around it
    // are joined to it by hand. (`to`, in the lists, is skipped as a box.)
    int from_areas[4], k = 0;
    for (int t : board.next[from])
        if (t >= 0 && rooms_.room[t] < 0 && !occ[t]) from_areas[k++] = anchor_.area_of[t];
    ++stamp_;
    Rewalked moved[2];
    int count = 0;
    moved[count++] = rewalk(board, occ, anchor_, c, moved_acc_.data(), from, from_areas, k);
    if (c_to != c) moved[count++] = rewalk(board, occ, anchor_, c_to, moved_acc_.data() + words_, -1, nullptr, 0);
    return count_lost(anchor_, moved, count);
}

int RoomLinks::lost_after_corridor_move(const PushBoard& board, const std::vector<std::uint8_t>& occ, int from, int to) {
    const std::vector<int>& room = rooms_.room;
    // The anchor's linkage, then every corridor area next to `from` or `to` (or holding either) flooded
    // anew from the free corridor squares around them: any other area keeps its squares and lists.
    Linkage& l = scratch_;
    l = anchor_;  // element-wise: the scratch's larger capacities stay
    ++stamp_;
    const int first_new = static_cast<int>(l.area_start.size()) - 1;
    auto seed = [&](int q) {
        if (q >= 0 && room[q] < 0 && !occ[q] && mark_[q] != stamp_) add_area(board, occ, q, l);
    };
    seed(from);
    for (int t : board.next[from]) seed(t);
    for (int t : board.next[to]) seed(t);
    const int areas = static_cast<int>(l.area_start.size()) - 1;
    if (static_cast<int>(area_piece_.size()) < areas) area_piece_.resize(areas, 0);
    // The rooms whose pieces can change: next to a new area, to `to`, or holding `from` or `to`.
    std::fill(moved_acc_.begin(), moved_acc_.begin() + words_, 0);
    std::uint64_t* touched = moved_acc_.data();
    for (int id = first_new; id < areas; ++id)
        for (int w = 0; w < words_; ++w) touched[w] |= mask(l.area_mask, id)[w];
    for (int w = 0; w < words_; ++w) touched[w] |= mask(near_, to)[w];
    for (int r : {room[from], room[to]})
        if (r >= 0) touched[r >> 6] |= std::uint64_t{1} << (r & 63);
    for (int w = 0; w < words_; ++w)
        for (std::uint64_t bits = touched[w]; bits != 0; bits &= bits - 1) {
            const int r = w * 64 + std::countr_zero(bits);
            const Rewalked walked = rewalk(board, occ, l, r, mask(l.acc, r), -1, nullptr, 0);
            l.done[r] = walked.done;
        }
    return count_lost(l, nullptr, 0);
}

std::uint64_t RoomLinks::Linkage::memory_bytes() const {
    return (acc.capacity() + area_mask.capacity()) * sizeof(std::uint64_t) + done.capacity() +
           (area_of.capacity() + area_start.capacity() + area_rooms.capacity()) * sizeof(int);
}

std::uint64_t RoomLinks::memory_bytes() const {
    return anchor_.memory_bytes() + scratch_.memory_bytes() +
           (near_.capacity() + base_.capacity() + seen_.capacity() + moved_acc_.capacity()) * sizeof(std::uint64_t) +
           (room_start_.capacity() + room_squares_.capacity() + mark_.capacity() + piece_mark_.capacity() +
            area_piece_.capacity() + stack_.capacity() + rooms_.room.capacity()) *
               sizeof(int);
}

}  // namespace boxcar::sokoban
