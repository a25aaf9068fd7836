// The built-in library as shipped (assets/levels): every file listed in index.json with its true count and
// read through the real parsers; the Originals' stored push counts replay-verified against their stored
// solutions, no two Originals the same up to rotation and mirroring, a sample re-solved push-optimally;
// the Rush Hour puzzles graded by optimal moves, a sample re-solved and its cluster sizes re-counted.
// CPU: a fraction of a second natively (the samples are small on purpose: this runs in every CI build).
#include "app/app_model.hpp"
#include "rush/board.hpp"
#include "rush/cluster.hpp"
#include "rush/solver.hpp"
#include "sokoban/level/level.hpp"
#include "sokoban/generator/level_symmetry.hpp"
#include "sokoban/rules/rules.hpp"
#include "sokoban/solve/solver.hpp"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>

using nlohmann::json;
namespace fs = std::filesystem;
namespace sk = boxcar::sokoban;
namespace rh = boxcar::rush;

namespace {

const fs::path kDir = BOXCAR_LEVELS_DIR;
constexpr const char* kByMovesDir = "rushhour/moves/";  // the Rush Hour puzzles by move count, with their own index

std::string read_file(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    REQUIRE_MESSAGE(in.good(), "cannot read " << path.string());
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

const json& index_json() {
    static const json index = json::parse(read_file(kDir / "index.json"));
    return index;
}

std::vector<json> collections(const std::string& group = "") {
    std::vector<json> out;
    for (const json& c : index_json().at("collections"))
        if (group.empty() || c.value("group", "") == group) out.push_back(c);
    return out;
}

// "25 (optimal)" -> 25; -1 when the note is not "<number> (optimal)".
int optimal_pushes(const std::string& note) {
    const std::size_t space = note.find(' ');
    if (space == std::string::npos || note.substr(space) != " (optimal)") return -1;
    const std::string digits = note.substr(0, space);
    if (digits.empty() || digits.find_first_not_of("0123456789") != std::string::npos) return -1;
    return std::stoi(digits);
}

}  // namespace

TEST_CASE("index.json lists every level file of the library with its true count, credit and terms") {
    std::set<std::string> listed;
    for (const json& c : collections()) {
        const std::string file = c.at("file");
        CAPTURE(file);
        CHECK(listed.insert(file).second);
        CHECK(!c.at("id").get<std::string>().empty());
        CHECK(!c.at("title").get<std::string>().empty());
        CHECK(!c.at("credit").get<std::string>().empty());
        CHECK(!c.at("terms").get<std::string>().empty());
        if (c.contains("license_file")) CHECK(fs::is_regular_file(kDir / c.at("license_file").get<std::string>()));
        const std::string text = read_file(kDir / file);
        const std::string kind = c.at("kind");
        if (kind == "sokoban") {
            sk::ParseError error;
            const sk::Collection parsed = sk::parse_collection(text, &error);
            CHECK(error.message.empty());
            CHECK(parsed.levels.size() == c.at("count").get<std::size_t>());
            for (const sk::LevelEntry& e : parsed.levels) {
                CAPTURE(e.first_line);
                CHECK_MESSAGE(e.level.has_value(), (e.error ? e.error->to_string() : ""));
            }
        } else {
            REQUIRE(kind == "rushhour");
            const std::vector<rh::BoardEntry> boards = rh::parse_boards(text);
            CHECK(boards.size() == c.at("count").get<std::size_t>());
            for (const rh::BoardEntry& b : boards) {
                CAPTURE(b.line);
                CHECK_MESSAGE(b.board.has_value(), (b.error ? b.error->to_string() : ""));
                CHECK(b.known_moves >= 1);
                CHECK(b.cluster_size >= 1);
            }
        }
    }
    // Every level file in the folder is listed, except the starters compiled into the app.
    for (const auto& entry : fs::recursive_directory_iterator(kDir)) {
        const std::string ext = entry.path().extension().string();
        if (!entry.is_regular_file() || (ext != ".xsb" && ext != ".txt")) continue;
        const std::string rel = fs::relative(entry.path(), kDir).generic_string();
        if (rel == "boxcar_sokoban.xsb" || rel == "boxcar_rush.txt") continue;
        if (rel.rfind(kByMovesDir, 0) == 0) continue;  // listed by the folder's own index (next test)
        CHECK_MESSAGE(listed.count(rel) == 1, rel << " is not in index.json");
    }
}

TEST_CASE("Rush Hour by moves: index.json names the folder's index, which lists every NN.txt with its count") {
    const json& by_moves = index_json().at("rush_by_moves");
    CHECK(by_moves.at("index").get<std::string>() == std::string(kByMovesDir) + "index.json");
    CHECK(!by_moves.at("credit").get<std::string>().empty());
    const json moves = json::parse(read_file(kDir / kByMovesDir / "index.json"));
    CHECK(moves.at("credit").get<std::string>().find("enumeration") != std::string::npos);
    const int max = moves.at("max_moves");
    REQUIRE(moves.at("moves").size() == static_cast<std::size_t>(max));
    std::set<std::string> listed;
    long long total = 0;
    int count = 0;
    for (const json& e : moves.at("moves")) {
        const int m = e.at("moves");
        CAPTURE(m);
        CHECK(m == ++count);  // every count from 1, in order
        total += e.at("total").get<long long>();
        if (e.at("file").is_null()) {
            CHECK(e.at("count") == 0);
            CHECK(e.at("total") == 0);
            continue;
        }
        const std::string file = e.at("file");
        char expected[16];
        std::snprintf(expected, sizeof expected, "%02d.txt", m);
        CHECK(file == expected);
        listed.insert(std::string(kByMovesDir) + file);
        const std::vector<rh::BoardEntry> boards = rh::parse_boards(read_file(kDir / kByMovesDir / file));
        CHECK(boards.size() == e.at("count").get<std::size_t>());
        CHECK(e.at("count").get<long long>() <= std::min<long long>(e.at("total").get<long long>(), moves.at("per_moves").get<long long>()));
        for (const rh::BoardEntry& b : boards) {
            CAPTURE(b.line);
            CHECK_MESSAGE(b.board.has_value(), (b.error ? b.error->to_string() : ""));
            CHECK(b.known_moves == m);
            CHECK(b.cluster_size >= 1);
        }
    }
    CHECK(total == moves.at("total").get<long long>());
    for (const auto& entry : fs::directory_iterator(kDir / kByMovesDir)) {
        const std::string rel = std::string(kByMovesDir) + entry.path().filename().string();
        if (entry.path().extension() == ".txt") CHECK_MESSAGE(listed.count(rel) == 1, rel << " is not in its index.json");
    }
}

TEST_CASE("the app's loader opens every collection of the index with its level count") {
    for (const json& c : collections()) {
        const std::string file = c.at("file");
        CAPTURE(file);
        boxcar::app::AppModel model;
        const auto r = model.load(read_file(kDir / file));
        CHECK_MESSAGE(r.ok, r.error);
        CHECK(r.kind == c.at("kind").get<std::string>());
        CHECK(r.levels == c.at("count").get<int>());
    }
}

TEST_CASE("Boxcar Originals: tiers by boxes, stored push counts replay-verified, no duplicate up to symmetry") {
    const std::vector<json> tiers = collections("Boxcar Originals");
    REQUIRE(tiers.size() >= 5);
    std::set<std::string> forms, titles;
    std::size_t total = 0;
    int previous_boxes = 0;
    for (const json& c : tiers) {
        const int boxes = c.at("boxes");
        CHECK(boxes > previous_boxes);  // tiers in order of difficulty
        previous_boxes = boxes;
        const sk::Collection parsed = sk::parse_collection(read_file(kDir / c.at("file").get<std::string>()));
        int lowest = 1 << 30, highest = 0, previous = 0;
        for (const sk::LevelEntry& e : parsed.levels) {
            CAPTURE(e.title);
            REQUIRE(e.level);
            ++total;
            CHECK(!e.title.empty());
            CHECK(titles.insert(e.title).second);
            CHECK(e.level->box_count() == boxes);
            CHECK(forms.insert(sk::canonical_form(*e.level)).second);  // no duplicate in any tier
            const int pushes = optimal_pushes(e.pushes_note);
            REQUIRE_MESSAGE(pushes > 0, "bad Pushes line: '" << e.pushes_note << "'");
            CHECK(pushes >= previous);  // easiest first
            previous = pushes;
            lowest = std::min(lowest, pushes);
            highest = std::max(highest, pushes);
            REQUIRE(e.solutions.size() == 1);
            const sk::ReplayResult r = sk::replay(*e.level, e.solutions[0]);
            CHECK_MESSAGE(r.legal, r.error);
            CHECK(r.solved);
            CHECK(r.pushes == pushes);
            CHECK(std::to_string(r.moves) == e.moves_note);
        }
        CHECK(c.at("count").get<std::size_t>() == parsed.levels.size());
        CHECK(c.at("pushes").at(0).get<int>() == lowest);
        CHECK(c.at("pushes").at(1).get<int>() == highest);
    }
    CHECK(previous_boxes >= 6);
    CHECK(total >= 300);
}

TEST_CASE("Boxcar Originals: a sample re-solved push-optimally gives the stored counts") {
    // The first two levels of every tier and the 10th of the smaller tiers: milliseconds each.
    for (const json& c : collections("Boxcar Originals")) {
        const sk::Collection parsed = sk::parse_collection(read_file(kDir / c.at("file").get<std::string>()));
        const int boxes = c.at("boxes");
        for (std::size_t i : {std::size_t{0}, std::size_t{1}, std::size_t{9}}) {
            if (i == 9 && boxes > 4) continue;
            REQUIRE(i < parsed.levels.size());
            const sk::LevelEntry& e = parsed.levels[i];
            CAPTURE(e.title);
            sk::SolveOptions o;
            o.objective = sk::Objective::Pushes;
            o.time_limit_s = 20;
            o.cpu_time_limit = true;
            const sk::SolveResult s = sk::solve(*e.level, o);
            REQUIRE(s.status == boxcar::search::Status::Solved);
            CHECK(s.pushes == optimal_pushes(e.pushes_note));
        }
    }
}

TEST_CASE("Rush Hour 6x6: graded by optimal moves from 1, distinct, a sample re-solved and re-counted") {
    const std::vector<json> rush = collections("Rush Hour");
    REQUIRE(rush.size() == 1);
    const json& c = rush[0];
    const std::vector<rh::BoardEntry> boards = rh::parse_boards(read_file(kDir / c.at("file").get<std::string>()));
    REQUIRE(boards.size() >= 1000);
    std::set<std::string> seen;
    int previous = 1;
    for (const rh::BoardEntry& b : boards) {
        REQUIRE(b.board);
        CHECK(b.board->size == 6);
        CHECK(seen.insert(rh::board_string(*b.board)).second);
        CHECK(b.known_moves >= previous);  // graded: easiest first
        previous = b.known_moves;
    }
    CHECK(boards.front().known_moves == 1);
    CHECK(c.at("moves").at(0).get<int>() == 1);
    CHECK(c.at("moves").at(1).get<int>() == boards.back().known_moves);
    // Every 40th board and the 3 hardest: optimal moves by the solver (replay-verified) and cluster sizes.
    rh::Solver solver;
    rh::SolveOptions o;
    o.time_limit_s = 20;
    for (std::size_t i = 0; i < boards.size(); ++i) {
        if (i % 40 != 0 && i + 3 < boards.size()) continue;
        const rh::BoardEntry& b = boards[i];
        CAPTURE(b.text);
        rh::Solution s = solver.solve(*b.board, o);
        REQUIRE(s.status == boxcar::search::Status::Solved);
        CHECK(!rh::verify_solution(*b.board, o.goal, s));
        CHECK(s.move_count == b.known_moves);
        if (i % 120 != 0 && i + 3 < boards.size()) continue;
        const rh::ClusterInfo info = rh::analyse_cluster(*b.board);
        REQUIRE(info.complete);
        CHECK(static_cast<long long>(info.states) == b.cluster_size);
        CHECK(info.start_distance == b.known_moves);
    }
}
