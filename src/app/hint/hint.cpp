// The pure parts of hints (hint.hpp): the first push of a solution, the level at a position, names.
#include "app/hint/hint.hpp"

namespace boxcar::app {

std::optional<PushStep> first_push(const sokoban::Level& level, const sokoban::Position& from,
                                   const std::vector<sokoban::Dir>& steps) {
    sokoban::Position pos = from;
    for (std::size_t k = 0; k < steps.size(); ++k) {
        const sokoban::Dir d = steps[k];
        const int box = pos.player + sokoban::dir_dx(d) + sokoban::dir_dy(d) * level.width;
        const sokoban::MoveKind kind = sokoban::apply_move(level, pos, d);
        if (kind == sokoban::MoveKind::Blocked) return std::nullopt;  // not a legal solution from `from`
        if (kind == sokoban::MoveKind::Push) {
            const int target = box + sokoban::dir_dx(d) + sokoban::dir_dy(d) * level.width;
            return PushStep{box, target, d, static_cast<int>(k)};
        }
    }
    return std::nullopt;
}

sokoban::Level level_at(const sokoban::Level& level, const sokoban::Position& pos) {
    sokoban::Level out = level;
    for (std::size_t i = 0; i < out.cells.size(); ++i) {
        out.cells[i] &= static_cast<std::uint8_t>(~sokoban::kBox);
        if (i < pos.boxes.size() && pos.boxes[i]) out.cells[i] |= sokoban::kBox;
    }
    out.player = pos.player;
    return out;
}

const char* hint_status_name(Hint::Status status) {
    switch (status) {
        case Hint::Status::None: return "none";
        case Hint::Status::Running: return "running";
        case Hint::Status::Ready: return "ready";
        case Hint::Status::Lost: return "lost";
        case Hint::Status::NotFound: return "not_found";
    }
    return "none";
}

const char* dir_word(sokoban::Dir dir) {
    switch (dir) {
        case sokoban::Dir::Left: return "left";
        case sokoban::Dir::Up: return "up";
        case sokoban::Dir::Right: return "right";
        case sokoban::Dir::Down: return "down";
    }
    return "left";
}

std::string cell_words(const sokoban::Level& level, int cell) {
    return "column " + std::to_string(cell % level.width + 1) + ", row " + std::to_string(cell / level.width + 1);
}

}  // namespace boxcar::app
