// window.boxcar methods for sharing and collections: share links, solutions as text, built-in sets, the collection browser
// and the page's own notices (see api.hpp; the JS side is web/boxcar_api.js and web/page_import.js).
#include "app/api/api.hpp"
#include "app/api/api_failure.hpp"
#include "app/records/records_file.hpp"
#include "app/records/records_transfer.hpp"
#include "app/share/input_limits.hpp"
#include "app/share/paste.hpp"
#include "app/share/share_link.hpp"
#include "app/share/sharing.hpp"
#include "common/text_kind.hpp"

#include <algorithm>

namespace boxcar::app {
namespace {

using nlohmann::json;

constexpr int kMaxListedLevels = 5000;  // levels() lists at most this many (the UI clips its own list)

}  // namespace

std::optional<json> sharing_call(AppModel& model, std::string_view method, const json& arg) {
    if (method == "shareFragment") {
        const auto r = share_fragment(model.play);
        if (!r.ok) {
            model.message.set_error(r.error);
            return api_failure(r.error);
        }
        return json{{"ok", true}, {"fragment", r.fragment}, {"solution_left_out", r.solution_left_out}};
    }
    if (method == "openFragment") {
        if (!arg.is_string()) return api_failure("openFragment(text) needs the link's fragment as a string");
        if (!open_fragment(model, arg.get<std::string>())) return api_failure(model.message.text());
        return json{{"ok", true}, {"kind", model.play.kind() == PuzzleKind::RushHour ? "rushhour" : "sokoban"}};
    }
    if (method == "solutionText") {
        const std::string text = model.play.solution_text();
        if (text.empty()) return api_failure("there is no verified solution: solve the level or paste a solution first");
        return json{{"ok", true}, {"text", text}};
    }
    if (method == "replaySolution") {
        if (!arg.is_string()) return api_failure("replaySolution(text) needs the solution as a string");
        if (!replay_solution_text(model, arg.get<std::string>())) return api_failure(model.message.text());
        return json{{"ok", true}, {"length", model.play.solution().length}};
    }
    if (method == "loadBuiltin") {
        if (!arg.is_string()) return api_failure("loadBuiltin(name) needs \"sokoban\" or \"rushhour\"");
        if (!model.load_builtin(arg.get<std::string>())) return api_failure(model.message.text());
        return json{{"ok", true}, {"levels", model.play.level_count()}};
    }
    if (method == "nextUnsolved") {
        model.note_progress();
        const int n = model.records.next_unsolved();
        if (n == 0) {
            model.message.set(model.play.level_count() > 0 ? "Every level of this collection is solved." : "Load a collection first.");
            return api_failure(model.message.text());
        }
        if (!model.select(n)) return api_failure(model.message.text());
        return json{{"ok", true}, {"level", n}};
    }
    if (method == "levels") {
        model.note_progress();
        json list = json::array();
        const int count = std::min(model.play.level_count(), kMaxListedLevels);
        for (int n = 1; n <= count; ++n) {
            json item{{"number", n}, {"solved", model.records.level_solved(n)}};
            if (model.play.kind() == PuzzleKind::Sokoban) {
                const auto& e = model.play.collection().levels[n - 1];
                item["title"] = e.title.empty() ? json(nullptr) : json(e.title);
                item["valid"] = e.level.has_value();
            } else {
                const auto& e = model.play.rush().entries()[n - 1];
                item["title"] = nullptr;
                item["valid"] = e.board.has_value();
                item["optimal"] = e.known_moves >= 0 ? json(e.known_moves) : json(nullptr);
            }
            list.push_back(std::move(item));
        }
        return json{{"ok", true}, {"levels", list}, {"total", model.play.level_count()}};
    }
    if (method == "setSpeed") {
        if (!arg.is_number()) return api_failure("setSpeed(stepsPerSecond) needs a number");
        model.play.set_playback_speed(arg.get<double>());
        return json{{"ok", true}, {"speed", model.play.playback().steps_per_second}};
    }
    if (method == "paste") {  // what a paste on the board does (share/paste.hpp)
        if (!arg.is_string()) return api_failure("paste(text) needs the pasted text as a string");
        if (!paste(model, arg.get<std::string>())) return api_failure(model.message.text());
        return json{{"ok", true}, {"kind", model.play.kind() == PuzzleKind::RushHour ? "rushhour" : "sokoban"}};
    }
    if (method == "limits") {  // sizes the page checks before copying text into the module (input_limits.hpp)
        return json{{"ok", true}, {"page_text_bytes", kMaxPageText}, {"share_fragment_chars", kMaxShareFragment},
                    {"records_file_bytes", kMaxRecordsFileBytes}};
    }
    if (method == "textKind") {  // what a text is meant as (common/text_kind.hpp): the page asks before it opens a file
        if (!arg.is_string()) return api_failure("textKind(text) needs the text as a string");
        return json{{"ok", true}, {"kind", std::string(kTextKindNames.name(detect_text_kind(arg.get<std::string>())))}};
    }
    if (method == "records") return model.records.records_json();  // what the page remembers (docs/STORAGE.md)
    if (method == "exportRecords") {  // records files (docs/RECORDS.md): "json" (default) or "xsb"
        const auto r = export_records(model.records, model.message, arg.is_string() ? arg.get<std::string>() : std::string("json"));
        if (!r.ok) return api_failure(r.error);
        return json{{"ok", true}, {"text", r.text}, {"filename", r.filename}, {"levels", r.levels}, {"left_out", r.left_out}};
    }
    if (method == "importRecords") {
        if (!arg.is_string()) return api_failure("importRecords(text) needs the file's text as a string");
        const auto r = import_records(model.records, model.message, arg.get<std::string>());
        if (!r.error.empty()) return api_failure(r.error);
        return json{{"ok", r.ok}, {"levels", r.levels}, {"solutions", r.solutions}, {"improved", r.improved},
                    {"collections", r.collections}, {"refused", r.refused}};
    }
    if (method == "forgetEverything") {
        model.forget_everything();
        return json{{"ok", true}};
    }
    if (method == "showError") {  // the page's own errors (a refused paste, link or file) in the message strip
        if (!arg.is_string()) return api_failure("showError(text) needs a string");
        model.message.set_error(arg.get<std::string>().substr(0, 2000));
        return json{{"ok", true}};
    }
    if (method == "showInfo") {  // the page's own information (the site was updated): stays until the next action
        if (!arg.is_string()) return api_failure("showInfo(text) needs a string");
        model.message.set_notice(arg.get<std::string>().substr(0, 2000));
        return json{{"ok", true}};
    }
    return std::nullopt;
}

void add_collection_state(const AppModel& model, json& s) {
    std::string author;
    if (model.play.has_level()) {
        author = model.play.level().author;
        if (author.empty()) author = model.play.collection().levels[model.play.level_number() - 1].level->author;
        if (author.empty()) author = model.play.collection().author;
    }
    s["author"] = author.empty() ? json(nullptr) : json(author);
    s["playback"]["speed"] = model.play.playback().steps_per_second;
    int solved = 0;
    for (int n = 1; n <= model.play.level_count(); ++n) solved += model.records.level_solved(n) ? 1 : 0;
    const std::string& title = model.play.kind() == PuzzleKind::Sokoban ? model.play.collection().title : std::string();
    const std::string& cauthor = model.play.kind() == PuzzleKind::Sokoban ? model.play.collection().author : std::string();
    s["collection"] = {{"title", title.empty() ? json(nullptr) : json(title)},
                       {"author", cauthor.empty() ? json(nullptr) : json(cauthor)},
                       {"solved", solved},
                       {"next_unsolved", model.records.next_unsolved()},
                       {"key", model.records.progress_key()}};
}

}  // namespace boxcar::app
