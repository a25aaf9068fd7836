// Records files in and out of the record (see records_transfer.hpp).
#include "app/records/records_transfer.hpp"
#include "app/records/record_ids.hpp"
#include "app/records/records_file.hpp"

#include "rush/board.hpp"

namespace boxcar::app {
namespace {

constexpr std::size_t kRefusalsShown = 4;  // the message strip lists this many reasons, then "and N more"

std::string count(int n, const char* one, const char* many) { return std::to_string(n) + " " + (n == 1 ? one : many); }

}  // namespace

RecordsExport export_records(RecordsBook& book, MessageLine& message, std::string_view form) {
    const Records& records = book.stored();
    RecordsExport r;
    const bool xsb = form == "xsb";
    if (!xsb && form != "json") {
        r.error = "unknown records form '" + std::string(form) + "' (json or xsb)";
        message.set_error("Could not export: " + r.error + ".");
        return r;
    }
    for (const auto& [id, rec] : records.levels())
        if ((rec.best_moves || rec.best_pushes || (!xsb && rec.found)) && !rec.level.empty() && (!xsb || id.rfind("s:", 0) == 0))
            ++r.levels;
    r.text = xsb ? write_solutions_xsb(records, &r.left_out) : write_records_json(records, &r.left_out);
    r.filename = xsb ? "boxcar-solutions.xsb" : "boxcar-records.json";
    r.ok = true;
    std::string text = "Exported " + count(r.levels, "level", "levels") + " with best solutions";
    int pasted = 0;
    for (const StoredCollection& c : records.collections()) pasted += c.library ? 0 : 1;
    if (!xsb) text += " and " + count(pasted, "pasted collection", "pasted collections");
    text += " (" + r.filename + ")";
    if (r.left_out > 0)
        text += "; " + count(r.left_out, "record", "records") + (xsb ? " left out (Rush Hour boards, or levels not kept)"
                                                                      : " left out (their level was not kept)");
    message.set(text + ".");
    return r;
}

RecordsImportSummary import_records(RecordsBook& book, MessageLine& message, std::string_view text) {
    Records& records = book.change();
    RecordsImportSummary s;
    const RecordsImport file = read_records_file(text);
    if (!file.ok) {
        s.error = file.error;
        message.set_error("Could not import records: " + s.error + ". Nothing was changed.");
        return s;
    }
    s.refused = file.refused;
    for (const RecordsFileLevel& in : file.levels) {
        LevelRecord& r = records.touch_level(in.id);
        if (r.level.empty()) {
            r.level = in.record.level;
            r.title = in.record.title;
        }
        bool better = false;
        for (const auto* best : {&in.record.best_moves, &in.record.best_pushes})
            if (*best) better = keep_best(r, **best) || better;
        if (in.record.found) keep_solution(r, *in.record.found);
        s.improved += better ? 1 : 0;
        ++s.levels;
    }
    s.solutions = file.solutions;
    for (const std::string& c : file.collections) {
        sokoban::ParseError error;
        const sokoban::Collection parsed = sokoban::parse_collection(c, &error);
        const std::string id = !parsed.levels.empty() ? sokoban_collection_id(parsed) : rush_collection_id(rush::parse_boards(c));
        records.keep_collection(id, c);
        ++s.collections;
    }
    s.ok = s.levels > 0 || s.collections > 0;
    if (s.ok) {
        book.mark_solved_from_records();
        book.save_changes(s.collections > 0);
    }
    std::string said = s.ok ? "Imported " + count(s.solutions, "solution", "solutions") + " for " +
                                  count(s.levels, "level", "levels") + " (" + count(s.improved, "new best", "new bests") + ")"
                            : "Imported nothing";
    if (s.collections > 0) said += " and " + count(s.collections, "collection", "collections");
    if (s.refused.empty()) {
        message.set(said + ".");
        return s;
    }
    said += ". Refused " + std::to_string(s.refused.size()) + ": ";
    for (std::size_t i = 0; i < s.refused.size() && i < kRefusalsShown; ++i) said += (i ? "; " : "") + s.refused[i];
    if (s.refused.size() > kRefusalsShown) said += "; and " + std::to_string(s.refused.size() - kRefusalsShown) + " more";
    message.set_error(said + ".");
    return s;
}

}  // namespace boxcar::app
