// `boxcar library verify|grade` — the metadata of the built-in library (assets/levels, docs/LIBRARY.md):
//   verify FILE...  replays every stored solution, checks the Pushes/Moves notes against them and recounts
//                   the optimal pushes (Sokoban); re-solves and recounts moves and cluster sizes (Rush Hour).
//                   One line per entry; exit 3 when an entry is bad.
//   grade FILE      Sokoban: the collection again, each level with its optimal (or best known) pushes, moves
//                   and a verified solution. Rush Hour: database lines `moves board cluster_size`, one per
//                   distinct board, sorted by moves (at most --max-per-moves of each count).
// The kind of a file is read from its text: Sokoban levels first, then Rush Hour boards.
#include "cli/commands.hpp"
#include "cli/flags.hpp"
#include "cli/library_check.hpp"
#include "common/count_words.hpp"
#include "rush/board.hpp"
#include "sokoban/level/level.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>

namespace boxcar::cli {
namespace {

using nlohmann::json;

constexpr int kVerifyFailed = 3;

std::string json_line(const json& j) { return j.dump(-1, ' ', false, json::error_handler_t::replace); }

struct Flags {
    std::vector<std::string> files;
    bool json = false, no_recount = false;
    double time_limit_s = 60;
    int max_per_moves = 0;
    std::string title;
};

// One input: a Sokoban collection, or else Rush Hour boards.
struct LibraryInput {
    bool sokoban = false;
    sokoban::Collection collection;
    std::vector<rush::BoardEntry> boards;
};

bool read_input(const std::string& arg, LibraryInput& in) {
    std::string text;
    if (!read_level_argument(arg, Puzzle::Sokoban, text)) return false;
    sokoban::ParseError error;
    in.collection = sokoban::parse_collection(text, &error);
    in.sokoban = !in.collection.levels.empty();
    if (!in.sokoban) in.boards = rush::parse_boards(text);
    if (!in.sokoban && in.boards.empty()) {
        std::fprintf(stderr, "boxcar library: %s: no Sokoban level or Rush Hour board in it\n", arg.c_str());
        return false;
    }
    return true;
}

json report_json(const std::string& file, int number, const EntryReport& r) {
    json j{{"file", file}, {"level", number}, {"verdict", verdict_name(r.verdict)}, {"problems", r.problems}};
    j["moves"] = r.moves >= 0 ? json(r.moves) : json(nullptr);
    j["optimal"] = r.optimal;
    return j;
}

int run_verify(const Flags& f) {
    int ok = 0, bad = 0, unconfirmed = 0;
    bool unreadable = false;
    for (const std::string& file : f.files) {
        LibraryInput in;
        if (!read_input(file, in)) {
            unreadable = true;
            continue;
        }
        const std::size_t count = in.sokoban ? in.collection.levels.size() : in.boards.size();
        for (std::size_t k = 0; k < count; ++k) {
            EntryReport r;
            json j;
            std::string name;
            if (in.sokoban) {
                const sokoban::LevelEntry& e = in.collection.levels[k];
                r = verify_sokoban(e, !f.no_recount, f.time_limit_s);
                j = report_json(file, static_cast<int>(k) + 1, r);
                j["kind"] = "sokoban";
                j["title"] = e.title.empty() ? json(nullptr) : json(e.title);
                j["boxes"] = r.boxes;
                j["pushes"] = r.pushes >= 0 ? json(r.pushes) : json(nullptr);
                name = e.title.empty() ? "level " + std::to_string(k + 1) : e.title;
                if (r.pushes >= 0) name += ": " + std::to_string(r.pushes) + " pushes" + (r.optimal ? " (optimal)" : "");
                if (r.moves >= 0) name += ", " + std::to_string(r.moves) + " moves";
            } else {
                const rush::BoardEntry& e = in.boards[k];
                r = verify_rush(e, f.time_limit_s);
                j = report_json(file, static_cast<int>(k) + 1, r);
                j["kind"] = "rushhour";
                j["board"] = e.board ? json(rush::board_string(*e.board)) : json(e.text);
                j["cluster"] = r.cluster >= 0 ? json(r.cluster) : json(nullptr);
                name = "line " + std::to_string(e.line) + " " + (e.board ? rush::board_string(*e.board) : e.text);
                if (r.moves >= 0) name += ": " + count_of(r.moves, "move", "moves");
                if (r.cluster >= 0) name += ", cluster " + std::to_string(r.cluster);
            }
            (r.verdict == Verdict::Ok ? ok : r.verdict == Verdict::Bad ? bad : unconfirmed)++;
            if (f.json) {
                std::printf("%s\n", json_line(j).c_str());
            } else {
                std::string problems;
                for (const std::string& p : r.problems) problems += "\n    " + p;
                std::printf("%s %s:%zu %s%s\n", r.verdict == Verdict::Ok ? "ok " : r.verdict == Verdict::Bad ? "BAD" : "?  ",
                            file.c_str(), k + 1, name.c_str(), problems.c_str());
            }
            std::fflush(stdout);
        }
    }
    std::fprintf(stderr, "boxcar library verify: %d ok, %d bad, %d unconfirmed\n", ok, bad, unconfirmed);
    if (bad > 0) return kVerifyFailed;
    return unreadable ? 1 : 0;
}

int grade_sokoban_file(const Flags& f, const LibraryInput& in) {
    const std::string file = f.files.front();
    std::string header = "Collection: " + (!f.title.empty() ? f.title : !in.collection.title.empty() ? in.collection.title : file) + "\n";
    if (!in.collection.author.empty()) header += "Author: " + in.collection.author + "\n";
    header += ":: Graded by: boxcar library grade (push-optimal counts unless marked best known; solutions replay-verified)\n";
    if (!f.json) std::fputs(header.c_str(), stdout);
    int failed = 0;
    for (std::size_t k = 0; k < in.collection.levels.size(); ++k) {
        const sokoban::LevelEntry& e = in.collection.levels[k];
        const std::string title = e.title.empty() ? "Level " + std::to_string(k + 1) : e.title;
        if (!e.level) {
            ++failed;
            std::fprintf(stderr, "boxcar library grade: level %zu (%s) is invalid: %s\n", k + 1, title.c_str(),
                         e.error ? e.error->to_string().c_str() : "unknown problem");
            continue;
        }
        const EntryReport r = grade_sokoban(*e.level, f.time_limit_s);
        if (r.verdict == Verdict::Bad) {
            ++failed;
            std::fprintf(stderr, "boxcar library grade: level %zu (%s): %s\n", k + 1, title.c_str(), r.problems.front().c_str());
        }
        if (f.json) {
            json j = report_json(file, static_cast<int>(k) + 1, r);
            j["title"] = title;
            j["boxes"] = r.boxes;
            j["pushes"] = r.pushes >= 0 ? json(r.pushes) : json(nullptr);
            std::printf("%s\n", json_line(j).c_str());
        } else if (r.verdict == Verdict::Bad) {
            std::printf("\n; %s\n%s\n:: not graded: %s\n", title.c_str(), sokoban::to_xsb(*e.level).c_str(), r.problems.front().c_str());
        } else {
            std::printf("\n%s", library_entry_xsb(title, *e.level, r).c_str());
        }
        std::fflush(stdout);
    }
    std::fprintf(stderr, "boxcar library grade: %zu levels, %d not graded\n", in.collection.levels.size(), failed);
    return 0;
}

int grade_rush_file(const Flags& f, const LibraryInput& in) {
    struct Graded { int moves; std::string board; long long cluster; };
    std::vector<Graded> kept;
    std::set<std::string> seen;
    std::map<int, int> per_moves;
    int skipped = 0, duplicates = 0;
    for (const rush::BoardEntry& e : in.boards) {
        if (!e.board) {
            ++skipped;
            std::fprintf(stderr, "boxcar library grade: line %d: %s\n", e.line, e.error ? e.error->to_string().c_str() : "invalid board");
            continue;
        }
        const std::string board = rush::board_string(*e.board);
        if (!seen.insert(board).second) {
            ++duplicates;
            continue;
        }
        rush::BoardEntry fresh = e;  // graded afresh: the line's own counts are ignored
        fresh.known_moves = -1;
        fresh.cluster_size = -1;
        const EntryReport r = verify_rush(fresh, f.time_limit_s);
        if (r.moves < 0 || r.cluster < 0) {
            ++skipped;
            std::fprintf(stderr, "boxcar library grade: line %d: not graded (%s)\n", e.line,
                         r.problems.empty() ? "unknown" : r.problems.front().c_str());
            continue;
        }
        if (e.known_moves >= 0 && e.known_moves != r.moves)
            std::fprintf(stderr, "boxcar library grade: line %d: the line said %d moves, the optimum is %d\n", e.line,
                         e.known_moves, r.moves);
        if (f.max_per_moves > 0 && per_moves[r.moves] >= f.max_per_moves) continue;
        ++per_moves[r.moves];
        kept.push_back({r.moves, board, r.cluster});
    }
    std::stable_sort(kept.begin(), kept.end(), [](const Graded& a, const Graded& b) { return a.moves < b.moves; });
    for (const Graded& g : kept) {
        if (f.json) std::printf("%s\n", json_line(json{{"moves", g.moves}, {"board", g.board}, {"cluster", g.cluster}}).c_str());
        else std::printf("%02d %s %lld\n", g.moves, g.board.c_str(), g.cluster);
    }
    std::fprintf(stderr, "boxcar library grade: %zu boards kept, %d duplicates, %d not graded\n", kept.size(), duplicates,
                 skipped);
    return 0;
}

int run_grade(const Flags& f) {
    LibraryInput in;
    if (!read_input(f.files.front(), in)) return 1;
    return in.sokoban ? grade_sokoban_file(f, in) : grade_rush_file(f, in);
}

void add_time_limit(CLI::App& command, Flags& flags) {
    add_decimal(command, {"--time-limit", "S", "seconds per level"}, flags.time_limit_s, 0, 1e6, false,
                "a positive number of seconds");
}

}  // namespace

void add_library(CLI::App& parent, Runs& runs) {
    CLI::App* library =
        parent.add_subcommand("library", "The built-in library (docs/LIBRARY.md): verify or grade it, draw its Rush Hour puzzles by moves.");

    auto verify = std::make_shared<Flags>();
    CLI::App* verify_command =
        library->add_subcommand("verify", "Checks every entry's solution, notes and counts; one line per entry.");
    verify_command->footer(
        "Every stored solution is replayed, the Pushes/Moves notes checked against it and the optimal pushes recounted\n"
        "by the push-optimal solver; Rush Hour lines are re-solved and their cluster sizes recounted. A line per\n"
        "entry: ok, BAD with the problems, or ? for a claim not re-checked in time. Exit code 3 when an entry is\n"
        "bad, 1 when a file cannot be read, 2 for a usage error.");
    verify_command->add_option("FILE", verify->files, "level collections or Rush Hour databases")
        ->type_name("")
        ->required();
    add_switch(*verify_command, {"--no-recount", "", "leave the optimal push counts unchecked"}, verify->no_recount);
    add_time_limit(*verify_command, *verify);
    add_switch(*verify_command, {"--json", "", "one JSON object per entry"}, verify->json);
    runs[verify_command] = [verify](const Args&) { return run_verify(*verify); };

    auto grade = std::make_shared<Flags>();
    grade->files.resize(1);
    CLI::App* grade_command =
        library->add_subcommand("grade", "Writes a collection with its optimal counts and verified solutions.");
    grade_command->footer(
        "Sokoban: the collection with each level's optimal (else best known) pushes, moves and a verified solution,\n"
        "as XSB. Rush Hour: `moves board cluster_size` lines, one per distinct board, sorted by moves.");
    grade_command->add_option("FILE", grade->files.front(), "a level collection or a Rush Hour database")
        ->type_name("")
        ->required();
    add_time_limit(*grade_command, *grade);
    add_whole(*grade_command, {"--max-per-moves", "N", "Rush Hour: keep the first N boards of each move count"},
              grade->max_per_moves, 1, 9999999, "a count >= 1")
        ->default_str("");
    grade_command->add_option("--title", grade->title, "the collection's title (default: the file's own, else its name)")
        ->type_name("T");
    add_switch(*grade_command, {"--json", "", "one JSON object per entry"}, grade->json);
    runs[grade_command] = [grade](const Args&) { return run_grade(*grade); };

    add_library_moves(*library, runs);
}

}  // namespace boxcar::cli
