// Enumeration shard summaries: tally, JSON line, reading with checks, join (shard_summary.hpp).
#include "cli/shard_summary.hpp"

#include "cli/sha256.hpp"
#include "rush/board.hpp"
#include "rush/moves_draw.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <fstream>
#include <set>
#include <sstream>

namespace boxcar::cli {

namespace {

using json = nlohmann::json;
using ordered_json = nlohmann::ordered_json;

// A board's text with the vehicles other than A relabelled B, C, ... in order of first appearance: the same
// for every labelling of one board. Fogleman's database letters its walls too (a wall takes a letter and
// is written 'x'), so its walled boards skip letters that the enumerator's do not.
std::string label_free(const std::string& board) {
    std::map<char, char> rename;
    std::string out = board;
    for (char& c : out)
        if (c >= 'B' && c <= 'Z') c = rename.emplace(c, static_cast<char>('B' + rename.size())).first->second;
    return out;
}

std::string puzzle_line(const SummaryPuzzle& p) {
    char moves[16];
    std::snprintf(moves, sizeof moves, "%02d", p.moves);
    return std::string(moves) + " " + p.board + " " + std::to_string(p.cluster);
}

// The tally of the puzzles that `keep` accepts.
template <class Keep>
PuzzleTally tally(const std::vector<SummaryPuzzle>& puzzles, int size, int max_walls,
                  const std::vector<ReferenceFile>& references, Keep keep) {
    PuzzleTally t;
    std::vector<std::string> lines;
    std::map<std::string, const SummaryPuzzle*> by_board;  // by label_free board
    for (const SummaryPuzzle& p : puzzles) {
        if (!keep(p)) continue;
        ++t.puzzles;
        ++t.per_moves[p.moves];
        if (p.moves > t.max_moves) {
            t.max_moves = p.moves;
            t.max_boards.clear();
        }
        if (p.moves == t.max_moves) t.max_boards.push_back(p.board);
        lines.push_back(puzzle_line(p));
        by_board.emplace(label_free(p.board), &p);
    }
    std::sort(t.max_boards.begin(), t.max_boards.end());
    std::sort(lines.begin(), lines.end());
    std::string text;
    for (const std::string& line : lines) text += line + "\n";
    t.sha256 = sha256_hex(text);
    for (const ReferenceFile& file : references) {
        ReferenceFound r{file.name, file.sha256, 0, {}, {}};
        for (const ReferenceFile::Line& line : file.lines) {
            SummaryPuzzle as_written{line.moves, line.board, static_cast<std::uint64_t>(line.cluster), line.walls > 0};
            if (line.size != size || line.walls > max_walls || !keep(as_written)) continue;
            ++r.applicable;
            const auto it = by_board.find(label_free(line.board));
            if (it == by_board.end()) continue;
            if (it->second->moves == line.moves && static_cast<long long>(it->second->cluster) == line.cluster)
                r.found.push_back(line.number);
            else
                r.different.push_back({line.number, line.text, puzzle_line(*it->second)});
        }
        t.reference.push_back(std::move(r));
    }
    return t;
}

ordered_json per_moves_json(const std::map<int, long long>& per_moves) {
    ordered_json j = ordered_json::object();
    for (const auto& [moves, count] : per_moves) j[std::to_string(moves)] = count;
    return j;
}

ordered_json difference_json(const ReferenceDifference& d) {
    return ordered_json{{"line", d.line}, {"expected", d.expected}, {"got", d.got}};
}

ordered_json tally_json(const PuzzleTally& t) {
    ordered_json j{{"puzzles", t.puzzles}, {"max_moves", t.max_moves}, {"max_boards", t.max_boards},
                   {"per_moves", per_moves_json(t.per_moves)}, {"sha256", t.sha256}};
    ordered_json refs = ordered_json::array();
    for (const ReferenceFound& r : t.reference) {
        ordered_json different = ordered_json::array();
        for (const auto& d : r.different) different.push_back(difference_json(d));
        refs.push_back(ordered_json{{"file", r.file}, {"sha256", r.sha256}, {"applicable", r.applicable},
                                    {"found", r.found}, {"different", different}});
    }
    j["reference"] = refs;
    return j;
}

// --- reading, every field checked; `where` names the field in messages -------------------------------

struct Reader {
    std::string& error;
    bool fail(const std::string& field, const std::string& what) {
        if (error.empty()) error = "field \"" + field + "\": " + what;
        return false;
    }
    const json* get(const json& j, const std::string& key, const std::string& field) {
        if (!j.is_object() || !j.contains(key)) {
            fail(field, "missing");
            return nullptr;
        }
        return &j.at(key);
    }
    bool whole(const json& j, const std::string& key, const std::string& field, long long lo, long long& out) {
        const json* v = get(j, key, field);
        if (!v) return false;
        if (!v->is_number_integer() || v->get<long long>() < lo)
            return fail(field, "expected a whole number >= " + std::to_string(lo) + ", got " + v->dump());
        out = v->get<long long>();
        return true;
    }
    bool number(const json& j, const std::string& key, const std::string& field, double& out) {
        const json* v = get(j, key, field);
        if (!v) return false;
        if (!v->is_number() || v->get<double>() < 0 || !std::isfinite(v->get<double>()))
            return fail(field, "expected a number >= 0, got " + v->dump());
        out = v->get<double>();
        return true;
    }
    bool text(const json& j, const std::string& key, const std::string& field, std::string& out) {
        const json* v = get(j, key, field);
        if (!v) return false;
        if (!v->is_string()) return fail(field, "expected a text, got " + v->dump());
        out = v->get<std::string>();
        return true;
    }
    bool hash(const json& j, const std::string& key, const std::string& field, std::string& out) {
        if (!text(j, key, field, out)) return false;
        return is_sha256_hex(out) || fail(field, "expected 64 lowercase hex digits, got \"" + out + "\"");
    }
    bool board(const std::string& text, const std::string& field, int size) {
        const rush::BoardEntry e = rush::parse_board(text);
        if (!e.board || e.known_moves >= 0) return fail(field, "not a board: \"" + text + "\"");
        if (e.board->size != size) return fail(field, "a board of size " + std::to_string(e.board->size) + " in a run of size " + std::to_string(size));
        return true;
    }
    bool per_moves(const json& j, const std::string& field, std::map<int, long long>& out) {
        const json* v = get(j, "per_moves", field);
        if (!v) return false;
        if (!v->is_object()) return fail(field, "expected an object {\"moves\": count}");
        for (const auto& [key, count] : v->items()) {
            const std::string f = field + "." + key;
            char* end = nullptr;
            const long moves = std::strtol(key.c_str(), &end, 10);
            if (key.empty() || *end || moves < 1 || moves > 999) return fail(f, "a move count 1..999 as the key");
            if (!count.is_number_integer() || count.get<long long>() < 1)
                return fail(f, "expected a whole number >= 1, got " + count.dump());
            out[static_cast<int>(moves)] = count.get<long long>();
        }
        return true;
    }
    bool tally(const json& j, const std::string& field, int size, PuzzleTally& t) {
        long long max_moves = 0;
        if (!whole(j, "puzzles", field + ".puzzles", 0, t.puzzles) || !whole(j, "max_moves", field + ".max_moves", 0, max_moves) ||
            !per_moves(j, field + ".per_moves", t.per_moves) || !hash(j, "sha256", field + ".sha256", t.sha256))
            return false;
        t.max_moves = static_cast<int>(max_moves);
        long long sum = 0;
        for (const auto& [moves, count] : t.per_moves) sum += count;
        if (sum != t.puzzles)
            return fail(field + ".per_moves", "its counts add up to " + std::to_string(sum) + ", not puzzles " + std::to_string(t.puzzles));
        if ((t.per_moves.empty() ? 0 : t.per_moves.rbegin()->first) != t.max_moves)
            return fail(field + ".max_moves", std::to_string(t.max_moves) + " is not the largest count of per_moves");
        const json* boards = get(j, "max_boards", field + ".max_boards");
        if (!boards) return false;
        if (!boards->is_array()) return fail(field + ".max_boards", "expected a list of boards");
        for (const json& b : *boards) {
            if (!b.is_string()) return fail(field + ".max_boards", "expected boards, got " + b.dump());
            if (!board(b.get<std::string>(), field + ".max_boards", size)) return false;
            t.max_boards.push_back(b.get<std::string>());
        }
        if (static_cast<long long>(t.max_boards.size()) != (t.puzzles ? t.per_moves.rbegin()->second : 0))
            return fail(field + ".max_boards", std::to_string(t.max_boards.size()) + " boards, but per_moves has " +
                                                   std::to_string(t.puzzles ? t.per_moves.rbegin()->second : 0) + " at the maximum");
        const json* refs = get(j, "reference", field + ".reference");
        if (!refs) return false;
        if (!refs->is_array()) return fail(field + ".reference", "expected a list");
        for (std::size_t i = 0; i < refs->size(); ++i) {
            const json& r = (*refs)[i];
            const std::string f = field + ".reference[" + std::to_string(i) + "]";
            ReferenceFound found;
            if (!text(r, "file", f + ".file", found.file) || !hash(r, "sha256", f + ".sha256", found.sha256) ||
                !whole(r, "applicable", f + ".applicable", 0, found.applicable))
                return false;
            const json* lines = get(r, "found", f + ".found");
            if (!lines) return false;
            if (!lines->is_array()) return fail(f + ".found", "expected a list of line numbers");
            for (const json& n : *lines) {
                if (!n.is_number_integer() || n.get<long long>() < 1)
                    return fail(f + ".found", "expected line numbers >= 1, got " + n.dump());
                if (!found.found.empty() && n.get<long long>() <= found.found.back())
                    return fail(f + ".found", "line numbers not ascending or given twice at " + n.dump());
                found.found.push_back(n.get<long long>());
            }
            const json* different = get(r, "different", f + ".different");
            if (!different) return false;
            if (!different->is_array()) return fail(f + ".different", "expected a list");
            for (const json& d : *different) {
                ReferenceDifference diff;
                if (!whole(d, "line", f + ".different.line", 1, diff.line) || !text(d, "expected", f + ".different.expected", diff.expected) ||
                    !text(d, "got", f + ".different.got", diff.got))
                    return false;
                found.different.push_back(std::move(diff));
            }
            if (static_cast<long long>(found.found.size() + found.different.size()) > found.applicable)
                return fail(f + ".found", "more lines found than applicable (" + std::to_string(found.applicable) + ")");
            t.reference.push_back(std::move(found));
        }
        return true;
    }
};

double median_of(std::vector<double> v) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

// x to `per_unit` steps a unit (100: hundredths), as the nearest double to that decimal.
double rounded(double x, double per_unit) { return std::round(x * per_unit) / per_unit; }

}  // namespace

std::optional<ReferenceFile> read_reference_file(const std::string& path, std::string& error) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        error = "cannot read the reference file '" + path + "'";
        return std::nullopt;
    }
    std::ostringstream buffer;
    buffer << in.rdbuf();
    const std::string bytes = buffer.str();
    ReferenceFile file;
    file.path = path;
    file.name = path.substr(path.find_last_of('/') == std::string::npos ? 0 : path.find_last_of('/') + 1);
    file.sha256 = sha256_hex(bytes);
    std::istringstream lines(bytes);
    long long number = 0;
    for (std::string line; std::getline(lines, line);) {
        ++number;
        if (!line.empty() && line.back() == '\r') line.pop_back();
        const auto start = line.find_first_not_of(" \t");
        if (start == std::string::npos || line[start] == '#') continue;
        const rush::BoardEntry e = rush::parse_board(line);
        if (!e.board || e.known_moves < 1 || e.cluster_size < 1) {
            error = path + ":" + std::to_string(number) + ": not a database line `moves board cluster_size`" +
                    (e.error ? ": " + e.error->to_string() : std::string());
            return std::nullopt;
        }
        file.lines.push_back({number, e.known_moves, rush::board_string(*e.board), e.cluster_size, e.board->size,
                              std::popcount(e.board->walls), line.substr(start)});
    }
    return file;
}

void tally_puzzles(const std::vector<SummaryPuzzle>& puzzles, int size, int walls,
                   const std::vector<ReferenceFile>& references, ShardSummary& s) {
    s.size = size;
    s.walls = walls;
    s.all = tally(puzzles, size, walls, references, [](const SummaryPuzzle&) { return true; });
    s.no_walls = tally(puzzles, size, walls, references, [](const SummaryPuzzle& p) { return !p.walls; });
    rush::MovesDraw draw(s.sample_per_moves, s.sample_seed);
    for (const SummaryPuzzle& p : puzzles)
        draw.add({p.moves, p.board, static_cast<long long>(p.cluster), p.walls});
    s.sample.clear();
    for (const auto& count : draw.counts())
        if (count.moves < s.sample_all_from)
            for (const auto& p : count.drawn) s.sample[count.moves].push_back(p.board + " " + std::to_string(p.cluster));
    for (const SummaryPuzzle& p : puzzles)
        if (p.moves >= s.sample_all_from) s.sample[p.moves].push_back(p.board + " " + std::to_string(p.cluster));
    for (auto& [moves, boards] : s.sample) std::sort(boards.begin(), boards.end());
}

ordered_json summary_json(const ShardSummary& s) {
    ordered_json sample = ordered_json::object();
    for (const auto& [moves, boards] : s.sample) sample[std::to_string(moves)] = boards;
    return ordered_json{{"summary", "boxcar rush enumerate shard"},
                        {"format", s.format},
                        {"enumerator", s.enumerator},
                        {"shard", s.shard.text()},
                        {"size", s.size},
                        {"walls", s.walls},
                        {"run", s.run},
                        {"all", tally_json(s.all)},
                        {"no_walls", tally_json(s.no_walls)},
                        {"cpu_s", rounded(s.cpu_s, 100)},
                        {"peak_mib", rounded(s.peak_mib, 10)},
                        {"commit", s.commit},
                        {"date", s.date},
                        {"sample", ordered_json{{"per_moves", s.sample_per_moves}, {"all_from", s.sample_all_from},
                                                {"seed", s.sample_seed}, {"boards", sample}}}};
}

bool looks_like_summary(const std::string& text) {
    const auto start = text.find_first_not_of(" \t\r\n");
    return start != std::string::npos && text.compare(start, 40, "{\"summary\":\"boxcar rush enumerate shard\"") == 0;
}

std::optional<ShardSummary> read_summary_line(const std::string& line, std::string& error) {
    error.clear();
    const json j = json::parse(line, nullptr, false);
    if (j.is_discarded() || !j.is_object()) {
        error = "not a JSON object";
        return std::nullopt;
    }
    Reader r{error};
    ShardSummary s;
    std::string kind, shard_text;
    long long format = 0, enumerator = 0, size = 0, walls = 0;
    if (!r.text(j, "summary", "summary", kind)) return std::nullopt;
    if (kind != "boxcar rush enumerate shard") {
        r.fail("summary", "expected \"boxcar rush enumerate shard\", got \"" + kind + "\"");
        return std::nullopt;
    }
    if (!r.whole(j, "format", "format", 1, format)) return std::nullopt;
    if (format != kShardSummaryFormat) {
        r.fail("format", "format " + std::to_string(format) + ", this boxcar reads format " + std::to_string(kShardSummaryFormat));
        return std::nullopt;
    }
    if (!r.whole(j, "enumerator", "enumerator", 1, enumerator) || !r.text(j, "shard", "shard", shard_text) ||
        !r.whole(j, "size", "size", rush::kMinBoardSize, size) || !r.whole(j, "walls", "walls", 0, walls) ||
        !r.text(j, "run", "run", s.run))
        return std::nullopt;
    std::string shard_error;
    const auto shard = parse_shard(shard_text, shard_error);
    if (!shard) {
        r.fail("shard", shard_error);
        return std::nullopt;
    }
    if (size > rush::kMaxBoardSize) {
        r.fail("size", "expected " + std::to_string(rush::kMinBoardSize) + ".." + std::to_string(rush::kMaxBoardSize) + ", got " + std::to_string(size));
        return std::nullopt;
    }
    s.enumerator = static_cast<int>(enumerator);
    s.shard = *shard;
    s.size = static_cast<int>(size);
    s.walls = static_cast<int>(walls);
    const json* all = r.get(j, "all", "all");
    const json* no_walls = all ? r.get(j, "no_walls", "no_walls") : nullptr;
    if (!no_walls || !r.tally(*all, "all", s.size, s.all) || !r.tally(*no_walls, "no_walls", s.size, s.no_walls))
        return std::nullopt;
    if (s.no_walls.puzzles > s.all.puzzles) {
        r.fail("no_walls.puzzles", "more than all.puzzles");
        return std::nullopt;
    }
    if (!r.number(j, "cpu_s", "cpu_s", s.cpu_s) || !r.number(j, "peak_mib", "peak_mib", s.peak_mib) ||
        !r.text(j, "commit", "commit", s.commit) || !r.text(j, "date", "date", s.date))
        return std::nullopt;
    const json* sample = r.get(j, "sample", "sample");
    long long per_moves = 0, seed = 0, all_from = 0;
    if (!sample || !r.whole(*sample, "per_moves", "sample.per_moves", 1, per_moves) ||
        !r.whole(*sample, "all_from", "sample.all_from", 1, all_from) || !r.whole(*sample, "seed", "sample.seed", 0, seed))
        return std::nullopt;
    s.sample_per_moves = static_cast<int>(per_moves);
    s.sample_all_from = static_cast<int>(all_from);
    s.sample_seed = static_cast<std::uint64_t>(seed);
    const json* boards = r.get(*sample, "boards", "sample.boards");
    if (!boards) return std::nullopt;
    if (!boards->is_object()) {
        r.fail("sample.boards", "expected an object {\"moves\": [\"board cluster_size\", ...]}");
        return std::nullopt;
    }
    for (const auto& [key, list] : boards->items()) {
        const std::string f = "sample.boards." + key;
        const int moves = std::atoi(key.c_str());
        if (!s.all.per_moves.count(moves) || std::to_string(moves) != key) {
            r.fail(f, "a move count that all.per_moves does not have");
            return std::nullopt;
        }
        const long long expected = moves >= all_from ? s.all.per_moves[moves] : std::min<long long>(per_moves, s.all.per_moves[moves]);
        if (!list.is_array() || static_cast<long long>(list.size()) != expected) {
            r.fail(f, "expected a list of " + std::to_string(expected) +
                          " \"board cluster_size\" texts (sample.per_moves, or all the count's puzzles from sample.all_from)");
            return std::nullopt;
        }
        for (const json& item : list) {
            std::string text = item.is_string() ? item.get<std::string>() : std::string();
            const auto space = text.find(' ');
            if (space == std::string::npos || !r.board(text.substr(0, space), f, s.size)) {
                if (error.empty()) r.fail(f, "expected \"board cluster_size\", got " + item.dump());
                return std::nullopt;
            }
            s.sample[moves].push_back(text);
        }
    }
    for (const auto& [moves, count] : s.all.per_moves)
        if (!s.sample.count(moves)) {
            r.fail("sample.boards", "no boards of " + std::to_string(moves) + " moves, a count of all.per_moves");
            return std::nullopt;
        }
    return s;
}

std::optional<JoinedRun> join_summaries(const std::vector<std::pair<ShardSummary, std::string>>& summaries, bool partial,
                                        std::vector<std::string>& problems) {
    if (summaries.empty()) {
        problems.push_back("no summary line: nothing to join");
        return std::nullopt;
    }
    const auto& [first, first_at] = summaries.front();
    std::map<std::uint64_t, std::vector<std::string>> given;
    std::vector<const ShardSummary*> by_shard;
    for (const auto& [s, at] : summaries) {
        const std::size_t before = problems.size();
        if (s.enumerator != first.enumerator)
            problems.push_back(at + ": enumerator version " + std::to_string(s.enumerator) + ", but " + first_at + " has " +
                               std::to_string(first.enumerator) + ": a run starts over when the enumerator changes");
        if (s.run != first.run || s.size != first.size || s.walls != first.walls || s.shard.n != first.shard.n)
            problems.push_back(at + ": shard " + s.shard.text() + " of `" + s.run + "`, but " + first_at + " is shard " +
                               first.shard.text() + " of `" + first.run + "`: different runs");
        if (s.sample_per_moves != first.sample_per_moves || s.sample_seed != first.sample_seed ||
            s.sample_all_from != first.sample_all_from)
            problems.push_back(at + ": another sample (per_moves, all_from, seed) than " + first_at);
        auto references = [](const PuzzleTally& t) {
            std::vector<std::pair<std::string, std::string>> r;
            for (const auto& f : t.reference) r.push_back({f.file, f.sha256});
            return r;
        };
        if (references(s.all) != references(first.all))
            problems.push_back(at + ": checked against other reference files (name or sha256) than " + first_at);
        for (std::size_t i = 0; i < s.all.reference.size() && i < first.all.reference.size(); ++i)
            if (s.all.reference[i].applicable != first.all.reference[i].applicable ||
                s.no_walls.reference[i].applicable != first.no_walls.reference[i].applicable)
                problems.push_back(at + ": field \"reference[" + std::to_string(i) + "].applicable\" differs from " + first_at + "'s");
        if (problems.size() == before) {
            given[s.shard.k].push_back(at);
            by_shard.push_back(&s);
        }
    }
    for (const auto& [k, where] : given)
        if (where.size() > 1) {
            std::string list;
            for (const auto& w : where) list += (list.empty() ? "" : ", ") + w;
            problems.push_back("shard " + std::to_string(k) + "/" + std::to_string(first.shard.n) + " is given twice or more: " + list);
        }
    if (!partial)
        for (std::uint64_t k = 1; k <= first.shard.n; ++k)
            if (!given.count(k)) problems.push_back("shard " + std::to_string(k) + "/" + std::to_string(first.shard.n) + " is missing");
    if (!problems.empty()) return std::nullopt;
    std::sort(by_shard.begin(), by_shard.end(), [](const ShardSummary* a, const ShardSummary* b) { return a->shard.k < b->shard.k; });

    JoinedRun run;
    run.enumerator = first.enumerator;
    run.size = first.size;
    run.walls = first.walls;
    run.run = first.run;
    run.shards_total = first.shard.n;
    run.shards_done = by_shard.size();
    const ShardSummary& first_shard = first;  // emscripten's clang 14 cannot capture a structured binding
    auto join_part = [&](PuzzleTally ShardSummary::*part) {
        JoinedTally t;
        std::string hashes;
        std::vector<std::map<long long, int>> seen((first_shard.*part).reference.size());
        for (const ShardSummary* s : by_shard) {
            const PuzzleTally& p = s->*part;
            t.puzzles += p.puzzles;
            for (const auto& [moves, count] : p.per_moves) t.per_moves[moves] += count;
            if (p.max_moves > t.max_moves) {
                t.max_moves = p.max_moves;
                t.max_boards.clear();
            }
            if (p.max_moves == t.max_moves && p.puzzles) t.max_boards.insert(t.max_boards.end(), p.max_boards.begin(), p.max_boards.end());
            hashes += p.sha256 + "\n";
            for (std::size_t i = 0; i < p.reference.size(); ++i) {
                for (long long line : p.reference[i].found) ++seen[i][line];
                for (const auto& d : p.reference[i].different) ++seen[i][d.line];
            }
        }
        std::sort(t.max_boards.begin(), t.max_boards.end());
        if (run.complete()) t.sha256 = sha256_hex(hashes);
        for (std::size_t i = 0; i < seen.size(); ++i) {
            const ReferenceFound& f = (first_shard.*part).reference[i];
            JoinedReference r{f.file, f.sha256, f.applicable, 0, {}, {}};
            for (const auto& [line, times] : seen[i]) {
                ++r.found;
                if (times > 1) r.twice.push_back(line);
            }
            for (const ShardSummary* s : by_shard)
                for (const auto& d : (s->*part).reference[i].different) r.different.push_back(d);
            t.reference.push_back(std::move(r));
        }
        return t;
    };
    run.all = join_part(&ShardSummary::all);
    run.no_walls = join_part(&ShardSummary::no_walls);
    std::vector<double> cpu;
    std::set<std::string> commits;
    for (const ShardSummary* s : by_shard) {
        cpu.push_back(s->cpu_s);
        run.cpu_s += s->cpu_s;
        run.peak_mib = std::max(run.peak_mib, s->peak_mib);
        commits.insert(s->commit);
    }
    run.commits.assign(commits.begin(), commits.end());
    run.cpu_mean = run.cpu_s / static_cast<double>(cpu.size());
    double squares = 0;
    for (double c : cpu) squares += (c - run.cpu_mean) * (c - run.cpu_mean);
    run.cpu_sd = cpu.size() > 1 ? std::sqrt(squares / static_cast<double>(cpu.size() - 1)) : 0;
    run.cpu_median = median_of(cpu);
    run.cpu_min = *std::min_element(cpu.begin(), cpu.end());
    run.cpu_max = *std::max_element(cpu.begin(), cpu.end());
    return run;
}

ordered_json joined_json(const JoinedRun& run) {
    auto part = [&](const JoinedTally& t) {
        ordered_json refs = ordered_json::array();
        for (const JoinedReference& r : t.reference) {
            ordered_json different = ordered_json::array();
            for (const auto& d : r.different) different.push_back(difference_json(d));
            refs.push_back(ordered_json{{"file", r.file}, {"sha256", r.sha256}, {"applicable", r.applicable},
                                        {"found", r.found}, {"missing", r.applicable - r.found}, {"twice", r.twice},
                                        {"different", different}, {"ok", r.ok(run.complete())}});
        }
        return ordered_json{{"puzzles", t.puzzles},
                            {"max_moves", t.max_moves},
                            {"max_boards", t.max_boards},
                            {"per_moves", per_moves_json(t.per_moves)},
                            {"sha256", t.sha256 ? ordered_json(*t.sha256) : ordered_json(nullptr)},
                            {"reference", refs}};
    };
    return ordered_json{{"joined", "boxcar rush enumerate"},
                        {"enumerator", run.enumerator},
                        {"size", run.size},
                        {"walls", run.walls},
                        {"run", run.run},
                        {"shards_total", run.shards_total},
                        {"shards_done", run.shards_done},
                        {"all", part(run.all)},
                        {"no_walls", part(run.no_walls)},
                        {"cpu_s", rounded(run.cpu_s, 10)},
                        {"cpu_per_shard", ordered_json{{"mean", rounded(run.cpu_mean, 10)},
                                                       {"sd", rounded(run.cpu_sd, 10)},
                                                       {"median", rounded(run.cpu_median, 10)},
                                                       {"min", rounded(run.cpu_min, 10)},
                                                       {"max", rounded(run.cpu_max, 10)}}},
                        {"peak_mib", rounded(run.peak_mib, 10)},
                        {"commits", run.commits}};
}

}  // namespace boxcar::cli
