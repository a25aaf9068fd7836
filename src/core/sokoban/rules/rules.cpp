// Sokoban rules: one step, reachability and walks, the undoable Game, LURD parsing and the replay
// verifier. The board edge counts as a wall, so an invalid (open) board can never index outside.
#include "sokoban/rules/rules.hpp"

#include "common/count_words.hpp"

#include <algorithm>
#include <cstdint>
#include <string>

namespace boxcar::sokoban {
namespace {

constexpr Dir kDirs[4] = {Dir::Left, Dir::Up, Dir::Right, Dir::Down};

bool usable(const Level& level, const Position& pos) {
    const std::size_t size = level.cells.size();
    return level.width > 0 && level.height > 0 &&
           size == static_cast<std::size_t>(level.width) * static_cast<std::size_t>(level.height) &&
           pos.boxes.size() == size && pos.player >= 0 && static_cast<std::size_t>(pos.player) < size;
}

// The square next to `i` in direction `d`, or -1 past the board's edge.
int neighbour(const Level& level, int i, Dir d) {
    const int x = i % level.width + dir_dx(d), y = i / level.width + dir_dy(d);
    if (x < 0 || y < 0 || x >= level.width || y >= level.height) return -1;
    return level.index(x, y);
}

// Why a step is blocked, for the verifier's messages; empty when it is legal.
std::string blocked_reason(const Level& level, const Position& pos, Dir d) {
    const int next = neighbour(level, pos.player, d);
    if (next < 0) return "off the board";
    if (level.wall(next)) return "wall";
    if (!pos.boxes[next]) return {};
    const int beyond = neighbour(level, next, d);
    if (beyond < 0) return "the box would leave the board";
    if (level.wall(beyond)) return "the box is against a wall";
    if (pos.boxes[beyond]) return "the box is against another box";
    return {};
}


}  // namespace

int dir_dx(Dir d) { return d == Dir::Left ? -1 : d == Dir::Right ? 1 : 0; }
int dir_dy(Dir d) { return d == Dir::Up ? -1 : d == Dir::Down ? 1 : 0; }
char dir_char(Dir d, bool push) {
    static const char lower[4] = {'l', 'u', 'r', 'd'};
    static const char upper[4] = {'L', 'U', 'R', 'D'};
    return (push ? upper : lower)[static_cast<int>(d) & 3];
}

Position initial_position(const Level& level) {
    Position pos;
    pos.boxes.assign(level.cells.size(), 0);
    for (std::size_t i = 0; i < level.cells.size(); ++i) pos.boxes[i] = (level.cells[i] & kBox) ? 1 : 0;
    pos.player = level.player;
    return pos;
}

bool is_solved(const Level& level, const Position& pos) {
    if (pos.boxes.size() != level.cells.size()) return false;
    for (std::size_t i = 0; i < pos.boxes.size(); ++i)
        if (pos.boxes[i] && !(level.cells[i] & kGoal)) return false;
    return true;
}

MoveKind apply_move(const Level& level, Position& pos, Dir d) {
    if (!usable(level, pos)) return MoveKind::Blocked;
    const int next = neighbour(level, pos.player, d);
    if (next < 0 || level.wall(next)) return MoveKind::Blocked;
    if (!pos.boxes[next]) {
        pos.player = next;
        return MoveKind::Walk;
    }
    const int beyond = neighbour(level, next, d);
    if (beyond < 0 || level.wall(beyond) || pos.boxes[beyond]) return MoveKind::Blocked;
    pos.boxes[next] = 0;
    pos.boxes[beyond] = 1;
    pos.player = next;
    return MoveKind::Push;
}

std::vector<std::uint8_t> reachable(const Level& level, const Position& pos) {
    std::vector<std::uint8_t> seen(level.cells.size(), 0);
    if (!usable(level, pos)) return seen;
    std::vector<int> queue{pos.player};
    seen[pos.player] = 1;
    for (std::size_t head = 0; head < queue.size(); ++head)
        for (Dir d : kDirs) {
            const int j = neighbour(level, queue[head], d);
            if (j >= 0 && !seen[j] && !level.wall(j) && !pos.boxes[j]) {
                seen[j] = 1;
                queue.push_back(j);
            }
        }
    return seen;
}

std::optional<std::vector<Dir>> walk_path(const Level& level, const Position& pos, int target) {
    if (!usable(level, pos) || target < 0 || static_cast<std::size_t>(target) >= level.cells.size())
        return std::nullopt;
    if (target == pos.player) return std::vector<Dir>{};
    std::vector<int> from(level.cells.size(), -1);  // square we came from
    std::vector<std::uint8_t> how(level.cells.size(), 0);
    std::vector<int> queue{pos.player};
    from[pos.player] = pos.player;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const int i = queue[head];
        for (Dir d : kDirs) {
            const int j = neighbour(level, i, d);
            if (j < 0 || from[j] >= 0 || level.wall(j) || pos.boxes[j]) continue;
            from[j] = i;
            how[j] = static_cast<std::uint8_t>(d);
            if (j == target) {
                std::vector<Dir> path;
                for (int k = target; k != pos.player; k = from[k]) path.push_back(static_cast<Dir>(how[k]));
                std::reverse(path.begin(), path.end());
                return path;
            }
            queue.push_back(j);
        }
    }
    return std::nullopt;
}

// ---- Game ----------------------------------------------------------------------------------------

Game::Game(const Level& level) : level_(level), pos_(initial_position(level)) {}

// History entries of moves keep no position (a move is undone by stepping back, pulling the box if
// it pushed one), so long games stay small; only a restart entry keeps the position it replaced.
MoveKind Game::move(Dir d) {
    const MoveKind kind = apply_move(level_, pos_, d);
    if (kind == MoveKind::Blocked) return kind;
    history_.push_back(Entry{Position{}, d, kind, false});
    redo_.clear();
    return kind;
}

bool Game::undo() {
    if (history_.empty()) return false;
    Entry entry = std::move(history_.back());
    history_.pop_back();
    if (entry.restart) {
        std::swap(pos_, entry.before);  // the redo entry keeps nothing it needs: redo restarts
        entry.before = Position{};
    } else {
        const int from = pos_.player;
        const int back = from - dir_dx(entry.dir) - dir_dy(entry.dir) * level_.width;
        if (entry.kind == MoveKind::Push) {
            const int box = from + dir_dx(entry.dir) + dir_dy(entry.dir) * level_.width;
            pos_.boxes[box] = 0;
            pos_.boxes[from] = 1;
        }
        pos_.player = back;
    }
    redo_.push_back(std::move(entry));
    return true;
}

bool Game::redo() {
    if (redo_.empty()) return false;
    Entry entry = std::move(redo_.back());
    redo_.pop_back();
    if (entry.restart) {
        entry.before = pos_;
        pos_ = initial_position(level_);
    } else {
        apply_move(level_, pos_, entry.dir);  // legal: it was played from this same position
    }
    history_.push_back(std::move(entry));
    return true;
}

void Game::restart() {
    Position start = initial_position(level_);
    if (pos_ == start) return;  // nothing to restart; no history entry
    history_.push_back(Entry{std::move(pos_), Dir::Left, MoveKind::Walk, true});
    redo_.clear();
    pos_ = std::move(start);
}

int Game::moves() const {
    int n = 0;
    for (auto it = history_.rbegin(); it != history_.rend() && !it->restart; ++it) ++n;
    return n;
}

int Game::pushes() const {
    int n = 0;
    for (auto it = history_.rbegin(); it != history_.rend() && !it->restart; ++it)
        n += it->kind == MoveKind::Push ? 1 : 0;
    return n;
}

bool Game::solved() const { return is_solved(level_, pos_); }

std::string Game::lurd() const {
    std::size_t start = history_.size();
    while (start > 0 && !history_[start - 1].restart) --start;
    std::string out;
    for (std::size_t k = start; k < history_.size(); ++k)
        out += dir_char(history_[k].dir, history_[k].kind == MoveKind::Push);
    return out;
}

int Game::history_size() const { return static_cast<int>(history_.size()); }

void Game::seek(int entry) { replay_to(entry); }

void Game::replay_to(int n) {
    n = std::max(0, n);
    while (static_cast<int>(history_.size()) > n && undo()) {
    }
    while (static_cast<int>(history_.size()) < n && redo()) {
    }
}

// ---- LURD ----------------------------------------------------------------------------------------

namespace {

// Recursive-descent LURD reader: items are [count] letter or [count] "(" items ")"; whitespace is
// skipped anywhere. It returns the letters as written (case kept, counts and groups expanded), so the
// verifier can quote them. Every append is checked against kMaxLurdSteps before it happens.
class LurdReader {
public:
    explicit LurdReader(std::string_view text) : s_(text) {}

    bool read_all(std::string& out) {
        if (!read_sequence(out, 0)) return false;
        if (i_ < s_.size()) return fail(i_, "')' without a matching '(' at offset " + std::to_string(i_));
        return true;
    }
    LurdError error;

private:
    static constexpr int kMaxDepth = 32;
    std::string_view s_;
    std::size_t i_ = 0;

    bool fail(std::size_t offset, std::string message) {
        error = LurdError{offset, std::move(message)};
        return false;
    }
    void skip_space() {
        while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\t' || s_[i_] == '\n' || s_[i_] == '\r' ||
                                  s_[i_] == '\v' || s_[i_] == '\f'))
            ++i_;
    }
    bool append(std::string& out, std::string_view body, std::size_t count, std::size_t at) {
        if (body.empty()) return true;  // "999999999()" repeats nothing: no loop over nothing
        if (count > (kMaxLurdSteps - out.size()) / body.size())
            return fail(at, "the solution is longer than " + std::to_string(kMaxLurdSteps) + " steps");
        for (std::size_t k = 0; k < count; ++k) out.append(body);
        return true;
    }

    // Reads items until the end or a ')' (left for the caller).
    bool read_sequence(std::string& out, int depth) {
        for (skip_space(); i_ < s_.size() && s_[i_] != ')'; skip_space()) {
            const std::size_t start = i_;
            std::size_t count = 1;
            if (s_[i_] >= '0' && s_[i_] <= '9') {
                count = 0;
                while (i_ < s_.size() && s_[i_] >= '0' && s_[i_] <= '9')
                    count = std::min<std::size_t>(count * 10 + static_cast<std::size_t>(s_[i_++] - '0'),
                                                  kMaxLurdSteps + 1);
                skip_space();
                if (count == 0) return fail(start, "a count of 0 at offset " + std::to_string(start));
                if (i_ >= s_.size() || s_[i_] == ')')
                    return fail(start, "count without a move at offset " + std::to_string(start));
            }
            const char m = s_[i_];
            if (m == '(') {
                if (depth + 1 > kMaxDepth)
                    return fail(i_, "parentheses nested deeper than " + std::to_string(kMaxDepth) + " at offset " +
                                        std::to_string(i_));
                const std::size_t open = i_++;
                std::string body;
                if (!read_sequence(body, depth + 1)) return false;
                if (i_ >= s_.size()) return fail(open, "'(' at offset " + std::to_string(open) + " is never closed");
                ++i_;
                if (!append(out, body, count, start)) return false;
                continue;
            }
            switch (m) {
                case 'l': case 'L': case 'u': case 'U': case 'r': case 'R': case 'd': case 'D': break;
                default: {
                    const auto u = static_cast<unsigned char>(m);
                    const std::string shown =
                        (u >= 0x21 && u < 0x7F) ? std::string("'") + m + "'" : "byte " + std::to_string(u);
                    return fail(i_, "unexpected character " + shown + " at offset " + std::to_string(i_) +
                                        " (expected l, u, r, d in any case, a count or parentheses)");
                }
            }
            ++i_;
            if (!append(out, std::string_view(&m, 1), count, start)) return false;
        }
        return true;
    }
};

Dir dir_of_letter(char c) {
    switch (c) {
        case 'l': case 'L': return Dir::Left;
        case 'u': case 'U': return Dir::Up;
        case 'r': case 'R': return Dir::Right;
        default: return Dir::Down;
    }
}

// The letters of a LURD text, or nullopt with `error` set.
std::optional<std::string> lurd_letters(std::string_view text, LurdError* error) {
    LurdReader reader(text);
    std::string letters;
    if (reader.read_all(letters)) return letters;
    if (error) *error = reader.error;
    return std::nullopt;
}

}  // namespace

std::optional<std::vector<Dir>> parse_lurd(std::string_view text, LurdError* error) {
    auto letters = lurd_letters(text, error);
    if (!letters) return std::nullopt;
    std::vector<Dir> steps(letters->size());
    for (std::size_t k = 0; k < letters->size(); ++k) steps[k] = dir_of_letter((*letters)[k]);
    return steps;
}

namespace {

ReplayResult replay_steps(const Level& level, const std::vector<Dir>& steps, const std::string* letters) {
    ReplayResult r;
    Position pos = initial_position(level);
    if (!usable(level, pos)) {
        r.error = "the level has no usable board or player";
        return r;
    }
    r.lurd.reserve(steps.size());
    for (std::size_t k = 0; k < steps.size(); ++k) {
        const MoveKind kind = apply_move(level, pos, steps[k]);
        if (kind == MoveKind::Blocked) {
            const int next = neighbour(level, pos.player, steps[k]);
            const bool push_attempt = next >= 0 && pos.boxes[next];
            const char shown = letters ? (*letters)[k] : dir_char(steps[k], push_attempt);
            r.failed_step = static_cast<int>(k);
            r.error = "step " + std::to_string(k + 1) + " '" + shown + "': " + blocked_reason(level, pos, steps[k]);
            return r;
        }
        ++r.moves;
        if (kind == MoveKind::Push) ++r.pushes;
        r.lurd += dir_char(steps[k], kind == MoveKind::Push);
    }
    r.legal = true;
    r.solved = is_solved(level, pos);
    if (!r.solved) {
        int off = 0;
        for (std::size_t i = 0; i < pos.boxes.size(); ++i) off += (pos.boxes[i] && !level.goal(static_cast<int>(i))) ? 1 : 0;
        r.error = "after " + count_of(r.moves, "move", "moves") + " " + count_of(off, "box is", "boxes are") +
                  (off == 1 ? " not on a goal" : " not on goals");
    }
    return r;
}

}  // namespace

ReplayResult replay(const Level& level, const std::vector<Dir>& steps) {
    return replay_steps(level, steps, nullptr);
}

ReplayResult replay(const Level& level, std::string_view lurd) {
    LurdError error;
    auto letters = lurd_letters(lurd, &error);  // as written, so messages quote the input
    if (!letters) {
        ReplayResult r;
        r.error = "bad solution text: " + error.message;
        return r;
    }
    std::vector<Dir> steps(letters->size());
    for (std::size_t k = 0; k < letters->size(); ++k) steps[k] = dir_of_letter((*letters)[k]);
    return replay_steps(level, steps, &*letters);
}

}  // namespace boxcar::sokoban
