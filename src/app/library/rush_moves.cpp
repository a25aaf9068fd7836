#include "app/library/rush_moves.hpp"
#include "app/library/index_answer.hpp"
#include "app/app_model.hpp"
#include "app/records/record_ids.hpp"

#include "common/count_words.hpp"
#include "rush/board.hpp"

#include <nlohmann/json.hpp>

namespace boxcar::app {
namespace {

using Pick = RushMoves::Pick;

Pick failed(int moves, std::string error) {
    Pick p;
    p.status = Pick::Status::Failed;
    p.moves = moves;
    p.error = std::move(error);
    return p;
}

}  // namespace

bool RushMoves::fetch_index(const Fetch& fetch) {
    if (!fetch || index_state == IndexState::Fetching || index_state == IndexState::Ready) return false;
    index_state = IndexState::Fetching;
    index_error.clear();
    fetch(kIndexFile);
    return true;
}

bool RushMoves::read_index(std::string_view text) {
    using nlohmann::json;
    const json j = json::parse(text, nullptr, false);
    if (j.is_discarded() || !j.is_object() || !j.contains("moves") || !j["moves"].is_array()) {
        index_state = IndexState::Failed;
        index_error = "its text is not the index of the puzzles by moves";
        return false;
    }
    credit = j.contains("credit") && j["credit"].is_string() ? j["credit"].get<std::string>() : std::string();
    files.clear();
    for (const json& e : j["moves"]) {
        if (!e.is_object() || !e.contains("moves") || !e["moves"].is_number_integer()) continue;
        const int moves = e["moves"].get<int>();
        if (moves < 1 || moves > 999) continue;
        if (static_cast<int>(files.size()) < moves) files.resize(moves);
        RushMovesFile& f = files[moves - 1];
        f.moves = moves;
        const std::string name = e.contains("file") && e["file"].is_string() ? e["file"].get<std::string>() : "";
        // Only a plain name inside the folder is fetched.
        if (!name.empty() && name.find('/') == std::string::npos && name.find("..") == std::string::npos)
            f.file = kFolder + name;
        if (e.contains("count") && e["count"].is_number_integer()) f.count = e["count"].get<int>();
        if (e.contains("total") && e["total"].is_number_integer()) f.total = e["total"].get<long long>();
    }
    for (std::size_t i = 0; i < files.size(); ++i) files[i].moves = static_cast<int>(i) + 1;
    index_state = IndexState::Ready;
    return true;
}

bool RushMoves::receive(const std::string& file, std::string_view text, const std::string& error) {
    if (file == kIndexFile) {
        take_index_answer(*this, text, error);
        return true;
    }
    if (file.rfind(kFolder, 0) != 0) return false;
    for (RushMovesFile& f : files) {
        if (f.file != file) continue;
        f.lines.clear();
        if (!error.empty()) {
            f.state = RushMovesFile::State::Failed;
            f.error = error;
            continue;
        }
        const std::vector<rush::BoardEntry> boards = rush::parse_boards(text);
        for (std::size_t i = 0; i < boards.size(); ++i)
            if (boards[i].board && boards[i].known_moves == f.moves)
                f.lines.push_back({rush::board_string(*boards[i].board), boards[i].cluster_size, static_cast<int>(i) + 1});
        if (f.lines.empty()) {
            f.state = RushMovesFile::State::Failed;
            f.error = "it holds no valid puzzle of " + count_of(f.moves, "move", "moves");
            continue;
        }
        f.text = std::string(text);
        f.collection_id = rush_collection_id(boards);
        f.state = RushMovesFile::State::Ready;
    }
    return true;
}

Pick RushMoves::ask(int moves, AppModel& model, const Fetch& fetch) {
    waiting_ = moves;
    last_ = Pick{};
    // A failed fetch is tried again when asked again.
    if (index_state == IndexState::Failed) index_state = IndexState::Absent;
    if (moves >= 1 && moves <= max_moves() && files[moves - 1].state == RushMovesFile::State::Failed)
        files[moves - 1].state = RushMovesFile::State::Absent;
    return poll(model, fetch);
}

Pick RushMoves::poll(AppModel& model, const Fetch& fetch) {
    if (!waiting_) return last_;
    const int moves = waiting_;
    const std::string what = "Rush Hour puzzles of " + count_of(moves, "move", "moves");
    if (!fetch) return finish(failed(moves, "The " + what + " are fetched by the web page."), model);
    if (index_state == IndexState::Absent) fetch_index(fetch);
    if (index_state == IndexState::Fetching) return Pick{Pick::Status::Pending, moves};
    if (index_state == IndexState::Failed)
        return finish(failed(moves, "Could not fetch the list of Rush Hour puzzles by moves (" + std::string(kIndexFile) +
                                        "): " + index_error + "."),
                      model);
    if (moves < 1 || moves > max_moves())
        return finish(failed(moves, "The library has Rush Hour puzzles of 1 to " + std::to_string(max_moves()) +
                                        " moves; " + std::to_string(moves) + " is not among them."),
                      model);
    RushMovesFile& f = files[moves - 1];
    if (f.file.empty()) return finish(failed(moves, "The library has no Rush Hour puzzle of " + count_of(moves, "move", "moves") + "."), model);
    if (f.state == RushMovesFile::State::Absent) {
        f.state = RushMovesFile::State::Fetching;
        f.error.clear();
        fetch(f.file);
    }
    if (f.state == RushMovesFile::State::Fetching) return Pick{Pick::Status::Pending, moves};
    if (f.state == RushMovesFile::State::Failed)
        return finish(failed(moves, "Could not fetch the " + what + " (" + f.file + "): " + f.error + "."), model);

    // A board of the file, not the one on screen when there are others.
    const int n = static_cast<int>(f.lines.size());
    const std::string on_screen =
        model.play.kind() == PuzzleKind::RushHour ? rush::board_string(model.play.rush().start()) : std::string();
    int k = static_cast<int>(rng_.below(static_cast<std::uint32_t>(n)));
    if (n > 1 && f.lines[k].board == on_screen) k = (k + 1 + static_cast<int>(rng_.below(static_cast<std::uint32_t>(n - 1)))) % n;
    const int number = f.lines[k].number;
    // Loaded as a library collection (a few hundred lines: milliseconds), then the board opened as a person would.
    if (model.records.progress_key() != f.collection_id && !model.load_from_library(f.text).ok)
        return finish(failed(moves, model.message.text()), model);
    if (!model.open_level_by_person(number)) return finish(failed(moves, model.message.text()), model);
    Pick p;
    p.status = Pick::Status::Opened;
    p.moves = moves;
    p.board = f.lines[k].board;
    p.cluster = f.lines[k].cluster;
    model.message.set("A random Rush Hour puzzle of " + count_of(moves, "move", "moves") + " (optimal): board " +
                      std::to_string(number) + " of " + std::to_string(n) + ".");
    return finish(p, model);
}

Pick RushMoves::finish(Pick pick, AppModel& model) {
    if (pick.status == Pick::Status::Failed) model.message.set_error(pick.error);
    waiting_ = 0;
    last_ = pick;
    return pick;
}

}  // namespace boxcar::app
