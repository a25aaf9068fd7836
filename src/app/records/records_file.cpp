#include "app/records/records_file.hpp"
#include "app/records/record_ids.hpp"
#include "app/records/solution_check.hpp"
#include "app/records/stored_solution_json.hpp"

#include "rush/board.hpp"
#include "sokoban/level/level.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace boxcar::app {
namespace {

using nlohmann::json;

constexpr std::size_t kXsbLineChars = 70;  // solution lines of the XSB form

std::string quoted_title(const std::string& title) { return title.empty() ? std::string() : " \"" + title + "\""; }

// The level of a JSON entry: exactly one valid Sokoban level, or one valid board. Sets the id and the
// canonical text; false (and why) otherwise.
bool read_level(RecordsFileLevel& out, const std::string& text, std::string& why,
                std::optional<sokoban::Level>& sokoban_level, std::optional<rush::Board>& board) {
    if (text.size() > kMaxStoredLevelChars) {
        why = "the level is larger than " + std::to_string(kMaxStoredLevelChars) + " characters";
        return false;
    }
    if (out.rush) {
        const rush::BoardEntry e = rush::parse_board(text);
        if (!e.board) {
            why = "the board is not valid (" + (e.error ? e.error->to_string() : std::string("unknown problem")) + ")";
            return false;
        }
        board = e.board;
        out.record.level = rush::board_string(*board);
        out.id = rush_board_id(*board);
        return true;
    }
    sokoban::ParseError error;
    const sokoban::Collection c = sokoban::parse_collection(text, &error);
    if (c.levels.size() != 1 || !c.levels[0].level) {
        why = c.levels.size() > 1 ? "the level text holds " + std::to_string(c.levels.size()) + " levels"
              : !c.levels.empty() && c.levels[0].error ? "the level is not valid (" + c.levels[0].error->to_string() + ")"
              : "the level is not valid (" + (error.message.empty() ? std::string("no board") : error.to_string()) + ")";
        return false;
    }
    sokoban_level = c.levels[0].level;
    out.record.level = sokoban::to_xsb(*sokoban_level);
    out.id = sokoban_level_id(*sokoban_level);
    return true;
}

// Checks one claimed solution of a JSON entry; adds it to the entry's bests (`found`: to its found
// solution) or says why not. Version 1 has no origins: its solutions are the player's.
void read_claimed(RecordsFileLevel& out, const json& v, const char* which, const std::optional<sokoban::Level>& level,
                  const std::optional<rush::Board>& board, std::vector<std::string>& problems, int& verified) {
    const bool found = std::string_view(which) == "found";
    if (!v.contains(which) || v[which].is_null()) return;
    const json& s = v[which];
    if (!s.is_object() || !s.contains("solution") || !s["solution"].is_string() || !s.contains("moves") ||
        !s["moves"].is_number_integer() || !s.contains("pushes") || !s["pushes"].is_number_integer()) {
        problems.push_back(std::string(which) + " is not {solution, moves, pushes}");
        return;
    }
    SolutionOrigin origin = found ? SolutionOrigin::Solver : SolutionOrigin::Player;
    if (s.contains("origin")) {
        const auto named = s["origin"].is_string() ? origin_from_name(s["origin"].get<std::string>()) : std::nullopt;
        if (!named || (found && *named == SolutionOrigin::Player)) {
            problems.push_back(std::string(which) + ": \"origin\" is not " +
                               (found ? "\"solver\" or \"pasted\"" : "\"player\", \"solver\" or \"pasted\""));
            return;
        }
        origin = *named;
    }
    std::string why;
    const std::string text = s["solution"].get<std::string>();
    auto checked = level ? check_sokoban_solution(*level, text, &why) : check_rush_solution(*board, text, &why);
    if (!checked) {
        problems.push_back(std::string(which) + ": " + why);
        return;
    }
    const long long moves = s["moves"].get<long long>(), pushes = s["pushes"].get<long long>();
    if (moves != checked->moves || pushes != checked->pushes) {
        problems.push_back(std::string(which) + " claims " + std::to_string(moves) + " moves and " + std::to_string(pushes) +
                           (out.rush ? " steps" : " pushes") + " but replays as " + std::to_string(checked->moves) + " and " +
                           std::to_string(checked->pushes));
        return;
    }
    checked->origin = origin;
    if (found) keep_solution(out.record, *checked);
    else keep_best(out.record, *checked);
    ++verified;
}

bool collection_loads(const std::string& text, std::string& why) {
    sokoban::ParseError error;
    const sokoban::Collection c = sokoban::parse_collection(text, &error);
    if (std::any_of(c.levels.begin(), c.levels.end(), [](const auto& e) { return e.level.has_value(); })) return true;
    const auto boards = rush::parse_boards(text);
    if (std::any_of(boards.begin(), boards.end(), [](const auto& e) { return e.board.has_value(); })) return true;
    why = "it holds no valid level or board";
    return false;
}

void read_json(RecordsImport& r, std::string_view text) {
    const json j = json::parse(text, nullptr, false);
    if (j.is_discarded() || !j.is_object()) {
        r.error = "the file is not valid JSON";
        return;
    }
    if (!j.contains("format") || j["format"] != kRecordsFormat) {
        r.error = "the file is JSON but not a Boxcar records file (no \"format\": \"boxcar-records\")";
        return;
    }
    if (!j.contains("version") || !j["version"].is_number_integer() || j["version"] < 1 || j["version"] > kRecordsFileVersion) {
        r.error = "the records file has another version (this page reads versions 1 to " + std::to_string(kRecordsFileVersion) + ")";
        return;
    }
    const bool has_levels = j.contains("levels"), has_collections = j.contains("collections");
    if ((has_levels && !j["levels"].is_array()) || (has_collections && !j["collections"].is_array())) {
        r.error = "\"levels\" and \"collections\" must be lists";
        return;
    }
    r.ok = true;
    r.form = "json";
    int number = 0;
    for (const json& v : has_levels ? j["levels"] : json::array()) {
        ++number;
        const std::string title = v.is_object() && v.contains("title") && v["title"].is_string()
                                      ? v["title"].get<std::string>().substr(0, kMaxStoredTitleChars) : std::string();
        const std::string where = "level " + std::to_string(number) + quoted_title(title);
        if (r.levels.size() >= kMaxLevelRecords) {
            r.refused.push_back(where + ": more than " + std::to_string(kMaxLevelRecords) + " levels in one file");
            continue;
        }
        if (!v.is_object() || !v.contains("kind") || (v["kind"] != "sokoban" && v["kind"] != "rushhour") ||
            !v.contains("level") || !v["level"].is_string()) {
            r.refused.push_back(where + ": not an entry {kind: \"sokoban\"|\"rushhour\", level, best_moves, best_pushes}");
            continue;
        }
        RecordsFileLevel out;
        out.rush = v["kind"] == "rushhour";
        out.record.title = title;
        std::string why;
        std::optional<sokoban::Level> level;
        std::optional<rush::Board> board;
        if (!read_level(out, v["level"].get<std::string>(), why, level, board)) {
            r.refused.push_back(where + ": " + why);
            continue;
        }
        std::vector<std::string> problems;
        int verified = 0;
        read_claimed(out, v, "best_moves", level, board, problems, verified);
        read_claimed(out, v, "best_pushes", level, board, problems, verified);
        read_claimed(out, v, "found", level, board, problems, verified);
        for (const std::string& p : problems) r.refused.push_back(where + ": " + p);
        if (verified == 0) {
            if (problems.empty()) r.refused.push_back(where + ": no solution");
            continue;
        }
        const auto& best = out.record;
        r.solutions += (best.best_moves ? 1 : 0) + (best.found ? 1 : 0) +
                       (best.best_pushes && (!best.best_moves || best.best_pushes->text != best.best_moves->text) ? 1 : 0);
        r.levels.push_back(std::move(out));
    }
    number = 0;
    for (const json& c : has_collections ? j["collections"] : json::array()) {
        const std::string where = "collection " + std::to_string(++number);
        std::string why;
        if (!c.is_object() || !c.contains("text") || !c["text"].is_string()) {
            r.refused.push_back(where + ": not an entry {text}");
        } else if (r.collections.size() >= kMaxStoredCollections) {
            r.refused.push_back(where + ": more than " + std::to_string(kMaxStoredCollections) + " collections");
        } else if (c["text"].get<std::string>().size() > kMaxStoredCollectionChars) {
            r.refused.push_back(where + ": larger than " + std::to_string(kMaxStoredCollectionChars / 1024) + " KiB");
        } else if (!collection_loads(c["text"].get<std::string>(), why)) {
            r.refused.push_back(where + ": " + why);
        } else {
            r.collections.push_back(c["text"].get<std::string>());
        }
    }
}

void read_xsb(RecordsImport& r, std::string_view text) {
    sokoban::ParseError error;
    const sokoban::Collection c = sokoban::parse_collection(text, &error);
    if (c.levels.empty()) {
        r.error = "the file is neither a Boxcar records file (JSON) nor levels with Solution sections (XSB)";
        return;
    }
    const bool any = std::any_of(c.levels.begin(), c.levels.end(), [](const auto& e) { return !e.solutions.empty(); });
    if (!any) {
        r.error = "the levels in the file have no Solution sections: nothing to import (open it as a level file instead)";
        return;
    }
    r.ok = true;
    r.form = "xsb";
    for (std::size_t i = 0; i < c.levels.size(); ++i) {
        const sokoban::LevelEntry& e = c.levels[i];
        if (e.solutions.empty()) continue;
        const std::string where = "level " + std::to_string(i + 1) + quoted_title(e.title);
        if (!e.level) {
            r.refused.push_back(where + ": the level is not valid (" + (e.error ? e.error->to_string() : std::string("?")) + ")");
            continue;
        }
        if (r.levels.size() >= kMaxLevelRecords) {
            r.refused.push_back(where + ": more than " + std::to_string(kMaxLevelRecords) + " levels in one file");
            continue;
        }
        RecordsFileLevel out;
        out.record.level = sokoban::to_xsb(*e.level);
        out.id = sokoban_level_id(*e.level);
        out.record.title = e.title.substr(0, kMaxStoredTitleChars);
        int verified = 0;
        for (std::size_t k = 0; k < e.solutions.size(); ++k) {
            std::string why;
            const auto checked = check_sokoban_solution(*e.level, e.solutions[k], &why);
            if (!checked) {
                r.refused.push_back(where + ": solution " + std::to_string(k + 1) + ": " + why);
                continue;
            }
            keep_best(out.record, *checked);
            ++verified;
        }
        if (verified == 0) continue;
        r.solutions += verified;
        r.levels.push_back(std::move(out));
    }
}

}  // namespace

std::string write_records_json(const Records& records, int* left_out) {
    json levels = json::array();
    int missing = 0;
    for (const auto& [id, r] : records.levels()) {
        if (!r.best_moves && !r.best_pushes && !r.found) continue;
        if (r.level.empty()) {
            ++missing;
            continue;
        }
        json v{{"kind", id.rfind("r:", 0) == 0 ? "rushhour" : "sokoban"}, {"level", r.level}};
        if (!r.title.empty()) v["title"] = r.title;
        if (r.best_moves) v["best_moves"] = stored_solution_json(r.best_moves);
        if (r.best_pushes) v["best_pushes"] = stored_solution_json(r.best_pushes);
        if (r.found) v["found"] = stored_solution_json(r.found);
        levels.push_back(std::move(v));
    }
    // In the order of their ids, so that the same records always give the same file.
    std::vector<const StoredCollection*> pasted;
    for (const StoredCollection& c : records.collections())
        if (!c.library) pasted.push_back(&c);  // the library's files are everyone's already
    std::sort(pasted.begin(), pasted.end(), [](const auto* a, const auto* b) { return a->id < b->id; });
    json collections = json::array();
    for (const StoredCollection* c : pasted) collections.push_back({{"text", c->text}});
    if (left_out) *left_out = missing;
    const json file{{"format", kRecordsFormat}, {"version", kRecordsFileVersion}, {"levels", levels}, {"collections", collections}};
    return file.dump(1, ' ', false, json::error_handler_t::replace) + "\n";
}

std::string write_solutions_xsb(const Records& records, int* left_out) {
    // The player's records only (their own solutions and those they chose to keep): what the solver or a
    // paste found is in the JSON form.
    std::string out = "; Boxcar records: best solutions by moves and by pushes (replay-verified)\n\n";
    int missing = 0;
    for (const auto& [id, r] : records.levels()) {
        if (!r.best_moves && !r.best_pushes) continue;
        if (r.level.empty() || id.rfind("s:", 0) != 0) {
            ++missing;
            continue;
        }
        out += r.level + "\n";
        if (!r.title.empty()) out += "Title: " + r.title + "\n";
        std::vector<const StoredSolution*> sections;
        if (r.best_moves) sections.push_back(&*r.best_moves);
        if (r.best_pushes && (!r.best_moves || r.best_pushes->text != r.best_moves->text)) sections.push_back(&*r.best_pushes);
        for (const StoredSolution* s : sections) {
            out += "Solution\n";
            for (std::size_t i = 0; i < s->text.size(); i += kXsbLineChars) out += s->text.substr(i, kXsbLineChars) + "\n";
        }
        out += "\n";
    }
    if (left_out) *left_out = missing;
    return out;
}

RecordsImport read_records_file(std::string_view text) {
    RecordsImport r;
    if (text.size() > kMaxRecordsFileBytes) {
        r.error = "the file is too large (" + std::to_string(text.size() / 1024) + " KiB; the limit is " +
                  std::to_string(kMaxRecordsFileBytes / 1024) + " KiB)";
        return r;
    }
    std::size_t first = 0;
    while (first < text.size() && std::isspace(static_cast<unsigned char>(text[first]))) ++first;
    if (first == text.size()) {
        r.error = "the file is empty";
        return r;
    }
    if (text[first] == '{') read_json(r, text);
    else read_xsb(r, text);
    return r;
}

}  // namespace boxcar::app
