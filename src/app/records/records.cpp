#include "app/records/records.hpp"
#include "app/records/stored_solution_json.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <tuple>

namespace boxcar::app {
namespace {

using nlohmann::json;

constexpr auto kReplace = json::error_handler_t::replace;

bool is_count(const json& v) { return v.is_number_unsigned() || (v.is_number_integer() && v.get<long long>() >= 0); }

bool valid_theme(const json& v) {
    if (!v.is_string()) return false;
    const std::string t = v.get<std::string>();
    return t == "dark" || t == "light" || t == "contrast";
}

// "1,4,7": level numbers, ascending, within kMaxMovesChars.
bool valid_numbers(std::string_view text) {
    if (text.size() > kMaxStoredMovesChars) return false;
    for (char c : text)
        if (!std::isdigit(static_cast<unsigned char>(c)) && c != ',') return false;
    return true;
}

std::optional<StoredSolution> read_solution(const json& v, bool& bad) {
    if (v.is_null()) return std::nullopt;
    if (!v.is_object() || !v.contains("solution") || !v["solution"].is_string() || !v.contains("moves") ||
        !is_count(v["moves"]) || !v.contains("pushes") || !is_count(v["pushes"])) {
        bad = true;
        return std::nullopt;
    }
    StoredSolution s{v["solution"].get<std::string>(), 0, 0};
    const auto moves = v["moves"].get<long long>(), pushes = v["pushes"].get<long long>();
    if (s.text.empty() || !Records::valid_moves(s.text) || moves > 1'000'000 || pushes > 1'000'000) {
        bad = true;
        return std::nullopt;
    }
    if (v.contains("origin")) {  // absent: the player's (what every record before origins held)
        const auto origin = v["origin"].is_string() ? origin_from_name(v["origin"].get<std::string>()) : std::nullopt;
        if (!origin) {
            bad = true;
            return std::nullopt;
        }
        s.origin = *origin;
    }
    s.moves = static_cast<int>(moves);
    s.pushes = static_cast<int>(pushes);
    return s;
}


// Ids sorted from least to most recently used.
template <class Map, class Used>
std::vector<std::string> by_age(const Map& map, Used used) {
    std::vector<std::pair<std::uint64_t, std::string>> order;
    for (const auto& [id, value] : map) order.emplace_back(used(value), id);
    std::sort(order.begin(), order.end());
    std::vector<std::string> ids;
    for (auto& [u, id] : order) ids.push_back(std::move(id));
    return ids;
}

std::string plural(std::size_t n, const char* one, const char* many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

}  // namespace

namespace {

// a before b in the order (first count, second count); at equal counts the player's own before another's.
bool fewer(int a1, int a2, SolutionOrigin a, int b1, int b2, SolutionOrigin b) {
    if (a1 != b1) return a1 < b1;
    if (a2 != b2) return a2 < b2;
    return a == SolutionOrigin::Player && b != SolutionOrigin::Player;
}

}  // namespace

bool keep_best(LevelRecord& r, const StoredSolution& s) {
    bool better = false;
    if (!r.best_moves || fewer(s.moves, s.pushes, s.origin, r.best_moves->moves, r.best_moves->pushes, r.best_moves->origin)) {
        r.best_moves = s;
        better = true;
    }
    if (!r.best_pushes ||
        fewer(s.pushes, s.moves, s.origin, r.best_pushes->pushes, r.best_pushes->moves, r.best_pushes->origin)) {
        r.best_pushes = s;
        better = true;
    }
    return better;
}

bool keep_solution(LevelRecord& r, const StoredSolution& s) {
    if (s.origin == SolutionOrigin::Player) return keep_best(r, s);
    if (r.found && !fewer(s.moves, s.pushes, s.origin, r.found->moves, r.found->pushes, r.found->origin)) return false;
    r.found = s;
    return true;
}

bool Records::valid_id(std::string_view id) {
    if (id.empty() || id.size() > kMaxIdChars) return false;
    for (char c : id)
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != ':' && c != '-' && c != '_') return false;
    return true;
}

bool Records::valid_moves(std::string_view text) {
    if (text.size() > kMaxStoredMovesChars) return false;
    for (char c : text)
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '+' && c != '-' && c != ' ') return false;
    return true;
}

std::string Records::read(std::string_view main_text, std::string_view collections_text) {
    clear();
    std::vector<std::string> dropped;
    std::size_t bad_entries = 0;
    auto open = [&](std::string_view text, const char* what) -> json {
        if (text.empty()) return json();
        json j = json::parse(text, nullptr, false);
        if (j.is_discarded() || !j.is_object()) {
            dropped.push_back(std::string(what) + " (not readable)");
            return json();
        }
        if (!j.contains("version") || j["version"] != kVersion) {
            dropped.push_back(std::string(what) + " (written by another version of the page)");
            return json();
        }
        return j;
    };

    const json main = open(main_text, "the saved settings and progress");
    if (main.is_object()) {
        if (main.contains("clock") && is_count(main["clock"])) clock_ = main["clock"].get<std::uint64_t>();
        if (main.contains("theme")) {
            if (valid_theme(main["theme"])) theme = main["theme"].get<std::string>();
            else ++bad_entries;
        }
        if (main.contains("intro_dismissed")) {
            if (main["intro_dismissed"].is_boolean()) intro_dismissed = main["intro_dismissed"].get<bool>();
            else ++bad_entries;
        }
        if (main.contains("last")) {
            const json& last = main["last"];
            if (last.is_object() && last.contains("collection") && last["collection"].is_string() &&
                valid_id(last["collection"].get<std::string>()) && last.contains("level") &&
                last["level"].is_number_integer() && last["level"].get<long long>() >= 1 &&
                last["level"].get<long long>() <= 1'000'000) {
                last_collection = last["collection"].get<std::string>();
                last_level = static_cast<int>(last["level"].get<long long>());
            } else {
                ++bad_entries;
            }
        }
        if (main.contains("levels") && main["levels"].is_object()) {
            for (auto it = main["levels"].begin(); it != main["levels"].end(); ++it) {
                const json& v = it.value();
                if (levels_.size() >= kMaxLevelRecords || !valid_id(it.key()) || !v.is_object()) {
                    ++bad_entries;
                    continue;
                }
                LevelRecord r;
                bool bad = false;
                if (v.contains("used") && is_count(v["used"])) r.used = v["used"].get<std::uint64_t>();
                if (v.contains("progress")) {
                    if (v["progress"].is_string() && valid_moves(v["progress"].get<std::string>()))
                        r.progress = v["progress"].get<std::string>();
                    else bad = true;
                }
                for (const auto& [key, bound, out] : {std::tuple{"level", kMaxStoredLevelChars, &r.level},
                                                      std::tuple{"title", kMaxStoredTitleChars, &r.title}}) {
                    if (!v.contains(key)) continue;
                    if (v[key].is_string() && v[key].get<std::string>().size() <= bound) *out = v[key].get<std::string>();
                    else bad = true;
                }
                if (v.contains("best_moves")) r.best_moves = read_solution(v["best_moves"], bad);
                if (v.contains("best_pushes")) r.best_pushes = read_solution(v["best_pushes"], bad);
                if (v.contains("found")) r.found = read_solution(v["found"], bad);
                if (bad) ++bad_entries;
                if (bad && r.progress.empty() && !r.best_moves && !r.best_pushes && !r.found) continue;
                levels_[it.key()] = std::move(r);
            }
        } else if (main.contains("levels")) {
            ++bad_entries;
        }
        if (main.contains("solved") && main["solved"].is_object()) {
            for (auto it = main["solved"].begin(); it != main["solved"].end(); ++it) {
                const json& v = it.value();
                if (solved_.size() >= kMaxSolvedLists || !valid_id(it.key()) || !v.is_object() || !v.contains("levels") ||
                    !v["levels"].is_string() || !valid_numbers(v["levels"].get<std::string>())) {
                    ++bad_entries;
                    continue;
                }
                const std::uint64_t used = v.contains("used") && is_count(v["used"]) ? v["used"].get<std::uint64_t>() : 0;
                solved_[it.key()] = {v["levels"].get<std::string>(), used};
            }
        } else if (main.contains("solved")) {
            ++bad_entries;
        }
    }

    const json stored = open(collections_text, "the saved collections");
    if (stored.is_object()) {
        if (stored.contains("collections") && stored["collections"].is_array()) {
            for (const json& c : stored["collections"]) {
                if (collections_.size() >= kMaxStoredCollections || !c.is_object() || !c.contains("id") ||
                    !c["id"].is_string() || !valid_id(c["id"].get<std::string>()) || !c.contains("text") ||
                    !c["text"].is_string() || c["text"].get<std::string>().size() > kMaxStoredCollectionChars) {
                    ++bad_entries;
                    continue;
                }
                StoredCollection s{c["id"].get<std::string>(), c["text"].get<std::string>(), 0};
                if (c.contains("used") && is_count(c["used"])) s.used = c["used"].get<std::uint64_t>();
                s.library = c.contains("library") && c["library"] == true;
                if (s.library && c.contains("library_key") && c["library_key"].is_string() &&
                    valid_id(c["library_key"].get<std::string>()))
                    s.library_key = c["library_key"].get<std::string>();
                collections_.push_back(std::move(s));
            }
        } else {
            ++bad_entries;
        }
    }
    if (bad_entries > 0) dropped.push_back(plural(bad_entries, "damaged entry", "damaged entries"));
    if (dropped.empty()) return {};
    std::string text = "Some of what this page remembered was dropped: ";
    for (std::size_t i = 0; i < dropped.size(); ++i) text += (i ? "; " : "") + dropped[i];
    return text + ".";
}

std::string Records::write_main() {
    // The solved lists beyond their bound go first, least recently used first.
    if (solved_.size() > kMaxSolvedLists) {
        const auto ids = by_age(solved_, [](const auto& v) { return v.second; });
        for (std::size_t i = 0; solved_.size() > kMaxSolvedLists; ++i) solved_.erase(ids[i]);
    }
    if (levels_.size() > kMaxLevelRecords) {
        const auto ids = by_age(levels_, [](const LevelRecord& r) { return r.used; });
        for (std::size_t i = 0; levels_.size() > kMaxLevelRecords; ++i) levels_.erase(ids[i]);
    }
    for (;;) {
        json j{{"version", kVersion}, {"clock", clock_}};
        if (!theme.empty()) j["theme"] = theme;
        if (intro_dismissed) j["intro_dismissed"] = true;
        if (!last_collection.empty()) j["last"] = {{"collection", last_collection}, {"level", last_level}};
        json levels = json::object();
        for (const auto& [id, r] : levels_) {
            json v{{"used", r.used}};
            if (!r.progress.empty()) v["progress"] = r.progress;
            if (r.best_moves) v["best_moves"] = stored_solution_json(r.best_moves);
            if (r.best_pushes) v["best_pushes"] = stored_solution_json(r.best_pushes);
            if (r.found) v["found"] = stored_solution_json(r.found);
            if (!r.level.empty()) v["level"] = r.level;
            if (!r.title.empty()) v["title"] = r.title;
            levels[id] = std::move(v);
        }
        j["levels"] = std::move(levels);
        json solved = json::object();
        for (const auto& [id, v] : solved_) solved[id] = {{"levels", v.first}, {"used", v.second}};
        j["solved"] = std::move(solved);
        std::string text = j.dump(-1, ' ', false, kReplace);
        if (text.size() <= kMaxMainRecordChars || (levels_.empty() && solved_.empty())) return text;
        // Too large: leave out the oldest tenth of the level records (or of the solved lists).
        if (!levels_.empty()) {
            const auto ids = by_age(levels_, [](const LevelRecord& r) { return r.used; });
            for (std::size_t i = 0; i < std::max<std::size_t>(1, ids.size() / 10); ++i) levels_.erase(ids[i]);
        } else {
            const auto ids = by_age(solved_, [](const auto& v) { return v.second; });
            for (std::size_t i = 0; i < std::max<std::size_t>(1, ids.size() / 10); ++i) solved_.erase(ids[i]);
        }
    }
}

std::string Records::write_collections() {
    std::sort(collections_.begin(), collections_.end(),
              [](const StoredCollection& a, const StoredCollection& b) { return a.used > b.used; });  // newest first
    while (collections_.size() > kMaxStoredCollections) collections_.pop_back();
    for (;;) {
        json list = json::array();
        for (const StoredCollection& c : collections_) {
            json entry{{"id", c.id}, {"text", c.text}, {"used", c.used}};
            if (c.library) entry["library"] = true;
            if (c.library && !c.library_key.empty()) entry["library_key"] = c.library_key;
            list.push_back(std::move(entry));
        }
        std::string text = json{{"version", kVersion}, {"collections", list}}.dump(-1, ' ', false, kReplace);
        if (text.size() <= kMaxCollectionsRecordChars || collections_.empty()) return text;
        collections_.pop_back();  // the least recently used
    }
}

void Records::clear() {
    theme.clear();
    intro_dismissed = false;
    last_collection.clear();
    last_level = 0;
    levels_.clear();
    solved_.clear();
    collections_.clear();
    clock_ = 0;
}

LevelRecord* Records::level(const std::string& id) {
    const auto it = levels_.find(id);
    return it == levels_.end() ? nullptr : &it->second;
}

const LevelRecord* Records::level(const std::string& id) const {
    const auto it = levels_.find(id);
    return it == levels_.end() ? nullptr : &it->second;
}

LevelRecord& Records::touch_level(const std::string& id) {
    LevelRecord& r = levels_[id];
    r.used = tick();
    return r;
}

void Records::drop_level(const std::string& id) { levels_.erase(id); }

const StoredCollection* Records::collection(const std::string& id) const {
    for (const StoredCollection& c : collections_)
        if (c.id == id) return &c;
    return nullptr;
}

void Records::keep_collection(const std::string& id, std::string text, bool library, const std::string& library_key) {
    if (text.size() > kMaxStoredCollectionChars) return;
    const std::string key = library && valid_id(library_key) ? library_key : std::string();
    for (StoredCollection& c : collections_)
        if (c.id == id) {
            c.used = tick();
            c.library = c.library && library;  // pasted by a person once: theirs
            if (!key.empty()) c.library_key = key;
            if (!c.library) c.library_key.clear();
            return;
        }
    collections_.push_back({id, std::move(text), tick(), library, key});
}

std::string Records::solved(const std::string& collection_id) const {
    const auto it = solved_.find(collection_id);
    return it == solved_.end() ? std::string() : it->second.first;
}

void Records::set_solved(const std::string& collection_id, std::string numbers) {
    solved_[collection_id] = {std::move(numbers), tick()};
}

}  // namespace boxcar::app

namespace boxcar::app {

std::vector<char> Records::solved_flags(const std::string& collection_id, std::size_t count) const {
    std::vector<char> flags(count, 0);
    const std::string text = solved(collection_id);
    std::size_t i = 0;
    while (i < text.size()) {
        std::size_t end = text.find(',', i);
        if (end == std::string::npos) end = text.size();
        long n = 0;
        bool digits = end > i && end - i < 10;
        for (std::size_t k = i; digits && k < end; ++k) {
            digits = std::isdigit(static_cast<unsigned char>(text[k])) != 0;
            n = n * 10 + (text[k] - '0');
        }
        if (digits && n >= 1 && n <= static_cast<long>(count)) flags[n - 1] = 1;
        i = end + 1;
    }
    return flags;
}

}  // namespace boxcar::app
