#include "app/library/library.hpp"
#include "app/library/index_answer.hpp"
#include "app/builtin_levels.hpp"
#include "app/records/record_ids.hpp"

#include "rush/board.hpp"
#include "sokoban/level/level.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>

namespace boxcar::app {
namespace {

using nlohmann::json;

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

// Every word of `words` appears in `title` (both lower case).
bool matches(const std::string& title, const std::string& words) {
    std::size_t i = 0;
    while (i < words.size()) {
        while (i < words.size() && words[i] == ' ') ++i;
        std::size_t end = words.find(' ', i);
        if (end == std::string::npos) end = words.size();
        if (end > i && title.find(words.substr(i, end - i)) == std::string::npos) return false;
        i = end;
    }
    return true;
}

// The squares of a Sokoban level, the inside found by a flood from the player (walls stop it).
void sokoban_squares(LibraryLevel& out, const sokoban::Level& level) {
    const int w = level.width, h = level.height;
    out.squares.assign(static_cast<std::size_t>(w * h), Square::Outside);
    std::vector<int> stack{level.player};
    std::vector<char> seen(out.squares.size(), 0);
    seen[level.player] = 1;
    while (!stack.empty()) {
        const int i = stack.back();
        stack.pop_back();
        const int x = i % w, y = i / w;
        const int next[4][2] = {{x - 1, y}, {x + 1, y}, {x, y - 1}, {x, y + 1}};
        for (const auto& n : next) {
            if (n[0] < 0 || n[1] < 0 || n[0] >= w || n[1] >= h) continue;
            const int j = n[1] * w + n[0];
            if (seen[j] || level.wall(j)) continue;
            seen[j] = 1;
            stack.push_back(j);
        }
    }
    for (int i = 0; i < w * h; ++i) {
        Square s = level.wall(i) ? Square::Wall : seen[i] ? Square::Floor : Square::Outside;
        if (level.box(i)) s = level.goal(i) ? Square::BoxOnGoal : Square::Box;
        else if (i == level.player) s = level.goal(i) ? Square::PlayerOnGoal : Square::Player;
        else if (level.goal(i)) s = Square::Goal;
        out.squares[i] = s;
    }
}

void rush_squares(LibraryLevel& out, const rush::Board& board) {
    const int n = board.size;
    out.squares.assign(static_cast<std::size_t>(n * n), Square::Floor);
    out.car_labels.assign(out.squares.size(), 0);
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
            const char at = board.at(r, c);
            if (at == 'x') out.squares[r * n + c] = Square::Wall;
            else if (at != 0) {
                out.squares[r * n + c] = at == 'A' ? Square::RedCar : Square::Car;
                out.car_labels[r * n + c] = at;
            }
        }
}

// "Pushes: 14 (optimal)" -> 14 (and whether it says optimal); -1 when absent or unreadable.
int read_note(const std::string& note, bool& optimal) {
    std::size_t i = 0;
    while (i < note.size() && !std::isdigit(static_cast<unsigned char>(note[i]))) ++i;
    int value = -1;
    for (; i < note.size() && std::isdigit(static_cast<unsigned char>(note[i])) && value < 1'000'000; ++i)
        value = (value < 0 ? 0 : value * 10) + (note[i] - '0');
    optimal = note.find("optimal") != std::string::npos;
    return value;
}

std::string text_of(const json& o, const char* key) {
    return o.contains(key) && o[key].is_string() ? o[key].get<std::string>() : std::string();
}

}  // namespace

Library::Library() {
    LibraryCollection sokoban;
    sokoban.key = "starters-sokoban";
    sokoban.group = "Starters";
    sokoban.title = "Sokoban starters";
    sokoban.builtin = true;
    sokoban.credit = "The Boxcar team";
    sokoban.terms = "Released with Boxcar under its license.";
    parse(sokoban, builtin_sokoban_levels());
    LibraryCollection rush = sokoban;
    rush.key = "starters-rushhour";
    rush.title = "Rush Hour starters";
    rush.rush = true;
    parse(rush, builtin_rush_boards());
    collections_.push_back(std::move(sokoban));
    collections_.push_back(std::move(rush));
}

bool Library::read_index(std::string_view text) {
    const json j = json::parse(text, nullptr, false);
    if (j.is_discarded() || !j.is_object() || !j.contains("collections") || !j["collections"].is_array()) {
        index_state = IndexState::Failed;
        index_error = "the library's index is not readable";
        return false;
    }
    for (const json& c : j["collections"]) {
        if (!c.is_object()) continue;
        LibraryCollection out;
        out.key = text_of(c, "id");
        out.group = text_of(c, "group");
        out.title = text_of(c, "title");
        out.file = text_of(c, "file");
        out.credit = text_of(c, "credit");
        out.terms = text_of(c, "terms");
        out.license_file = text_of(c, "license_file");
        out.rush = text_of(c, "kind") == "rushhour";
        if (c.contains("count") && c["count"].is_number_integer()) out.count = c["count"].get<int>();
        if (c.contains("tier") && c["tier"].is_number_integer()) out.tier = c["tier"].get<int>();
        // Only plain relative paths inside the library's folder are fetched.
        if (out.key.empty() || out.file.empty() || out.file.find("..") != std::string::npos || out.file[0] == '/' ||
            out.file.find(':') != std::string::npos)
            continue;
        const bool known = std::any_of(collections_.begin(), collections_.end(),
                                       [&](const LibraryCollection& k) { return k.key == out.key; });
        const auto pasted = std::find_if(collections_.begin(), collections_.end(),
                                         [](const LibraryCollection& k) { return k.pasted; });
        if (!known) collections_.insert(pasted, std::move(out));  // the pasted ones stay last
    }
    index_state = IndexState::Ready;
    index_error.clear();
    return true;
}

bool Library::start_fetch(LibraryCollection& c) {
    if (c.builtin || c.state == LibraryCollection::State::Ready || c.state == LibraryCollection::State::Fetching) return false;
    c.state = LibraryCollection::State::Fetching;
    c.error.clear();
    return true;
}

void Library::receive(const std::string& file, std::string_view text, const std::string& error) {
    if (rush_moves.receive(file, text, error)) return;
    if (file == kIndexFile) return take_index_answer(*this, text, error);
    for (LibraryCollection& c : collections_) {
        if (c.file != file || c.builtin) continue;
        if (!error.empty()) {
            c.state = LibraryCollection::State::Failed;
            c.error = error;
            continue;
        }
        parse(c, text);
    }
}

bool Library::sync_pasted(const Records& records) {
    std::vector<const StoredCollection*> mine;
    std::string ids;
    for (const StoredCollection& c : records.collections())
        if (!c.library) {
            mine.push_back(&c);
            ids += c.id + ' ';
        }
    if (ids == pasted_ids_) return false;
    pasted_ids_ = ids;
    auto kept = [&](const LibraryCollection& c) {
        return std::any_of(mine.begin(), mine.end(), [&](const StoredCollection* m) { return "pasted:" + m->id == c.key; });
    };
    collections_.erase(std::remove_if(collections_.begin(), collections_.end(),
                                      [&](const LibraryCollection& c) { return c.pasted && !kept(c); }),
                       collections_.end());
    std::sort(mine.begin(), mine.end(), [](const StoredCollection* a, const StoredCollection* b) { return a->used < b->used; });
    for (const StoredCollection* m : mine) {  // new ones, oldest first
        const std::string key = "pasted:" + m->id;
        if (std::any_of(collections_.begin(), collections_.end(), [&](const LibraryCollection& c) { return c.key == key; }))
            continue;
        LibraryCollection c;
        c.key = key;
        c.group = kPastedGroup;
        c.pasted = true;
        c.credit = "Pasted by you";
        sokoban::ParseError error;
        const sokoban::Collection parsed = sokoban::parse_collection(m->text, &error);
        const bool sokoban_text = std::any_of(parsed.levels.begin(), parsed.levels.end(),
                                              [](const sokoban::LevelEntry& e) { return e.level.has_value(); });
        c.rush = !sokoban_text;  // read as AppModel::load reads it: Sokoban first, then Rush Hour boards
        parse(c, m->text);
        if (c.levels.empty() || c.collection_id != m->id) continue;  // not what the record says it is
        ++pasted_made_;
        c.title = sokoban_text && !parsed.title.empty() ? parsed.title.substr(0, 80) : "Pasted " + std::to_string(pasted_made_);
        collections_.push_back(std::move(c));
    }
    return true;
}

void Library::parse(LibraryCollection& c, std::string_view text) {
    c.text = std::string(text);
    c.levels.clear();
    if (c.rush) {
        const std::vector<rush::BoardEntry> boards = rush::parse_boards(text);
        c.collection_id = rush_collection_id(boards);
        for (std::size_t i = 0; i < boards.size(); ++i) {
            LibraryLevel l;
            l.number = static_cast<int>(i) + 1;
            l.title = "Board " + std::to_string(l.number);
            l.known = boards[i].known_moves;
            l.known_is_optimal = l.known >= 0;
            if (const auto& b = boards[i].board) {
                l.valid = true;
                l.width = l.height = b->size;
                l.pieces = static_cast<int>(b->vehicles.size());
                l.id = rush_board_id(*b);
                rush_squares(l, *b);
            }
            c.levels.push_back(std::move(l));
        }
    } else {
        sokoban::ParseError error;
        const sokoban::Collection parsed = sokoban::parse_collection(text, &error);
        c.collection_id = sokoban_collection_id(parsed);
        for (std::size_t i = 0; i < parsed.levels.size(); ++i) {
            const sokoban::LevelEntry& e = parsed.levels[i];
            LibraryLevel l;
            l.number = static_cast<int>(i) + 1;
            l.title = e.title.empty() ? "Level " + std::to_string(l.number) : e.title;
            if (!e.pushes_note.empty()) l.known = read_note(e.pushes_note, l.known_is_optimal);
            if (e.level) {
                l.valid = true;
                l.width = e.level->width;
                l.height = e.level->height;
                l.pieces = e.level->box_count();
                l.id = sokoban_level_id(*e.level);
                sokoban_squares(l, *e.level);
            }
            c.levels.push_back(std::move(l));
        }
    }
    c.count = static_cast<int>(c.levels.size());
    c.state = c.levels.empty() ? LibraryCollection::State::Failed : LibraryCollection::State::Ready;
    if (c.levels.empty()) c.error = "the file holds no level";
}

std::vector<char> Library::solved_list(const LibraryCollection& c, const Records& records) {
    return records.solved_flags(c.collection_id, c.levels.size());
}

bool Library::solved(const LibraryCollection&, const LibraryLevel& level, const Records& records,
                     const std::vector<char>& list) {
    if (level.number >= 1 && level.number <= static_cast<int>(list.size()) && list[level.number - 1]) return true;
    const LevelRecord* r = level.id.empty() ? nullptr : records.level(level.id);
    return r && (r->best_moves || r->best_pushes);
}

std::vector<int> Library::filter(const LibraryFilter& f, const Records& records) const {
    std::vector<int> shown;
    if (f.collection < 0 || f.collection >= static_cast<int>(collections_.size())) return shown;
    const LibraryCollection& c = collections_[f.collection];
    const std::vector<char> list = solved_list(c, records);
    const std::string words = lower(f.search);
    for (std::size_t i = 0; i < c.levels.size(); ++i) {
        const LibraryLevel& l = c.levels[i];
        if (f.solved != LibraryFilter::AnyState) {
            const bool done = solved(c, l, records, list);
            if (done != (f.solved == LibraryFilter::SolvedOnly)) continue;
        }
        if (f.size != LibraryFilter::AnySize) {
            const int side = std::max(l.width, l.height);
            const LibraryFilter::Size size = side <= 8 ? LibraryFilter::Small : side <= 12 ? LibraryFilter::Medium : LibraryFilter::Large;
            if (size != f.size) continue;
        }
        if (!words.empty() && !matches(lower(l.title), words)) continue;
        shown.push_back(static_cast<int>(i));
    }
    return shown;
}

}  // namespace boxcar::app
