// paste(): what a paste on the board means. A records file (JSON) is imported; other text is read, in order, as a solution for the
// level on screen (LURD for Sokoban, "A+1 C-2 ..." for Rush Hour; replayed by the rules before it is
// loaded into playback), then as a level, a collection or Rush Hour boards. Anything else gets one error
// that names what both puzzles expect, with the parser's own complaint when the text looked like a level.
#include "app/share/paste.hpp"
#include "app/records/records_transfer.hpp"
#include "app/share/input_limits.hpp"
#include "app/share/sharing.hpp"

#include "common/text_kind.hpp"

namespace boxcar::app {
namespace {

const char* const kWhatPasteTakes =
    "Paste one of these. Sokoban: a level (XSB or RLE), a collection of levels, or a solution for the "
    "level on screen in LURD (like \"rRdL\"). Rush Hour: a board of 36 characters (like "
    "IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM; one per line for several) or a solution for the board on "
    "screen (like \"A+1 C-2\").";

}  // namespace

bool paste(AppModel& model, std::string_view text) {
    const PuzzleKind on_screen = model.play.kind();
    if (text.size() > kMaxPageText) {
        model.message.set_error("The pasted text is too large (" + std::to_string(text.size() / 1024) + " KiB; the limit is " +
                  std::to_string(kMaxPageText / 1024) + " KiB).");
        return false;
    }
    const TextKind kind = detect_text_kind(text);
    if (kind == TextKind::Blank) {
        model.message.set_error("The clipboard holds no text to paste.");
        return false;
    }
    // A records file (JSON): its solutions and collections are imported (records_transfer.hpp).
    if (kind == TextKind::RecordsFile) return import_records(model.records, model.message, text).ok;
    // A solution for the level on screen.
    const bool lurd = kind == TextKind::SokobanSolution;
    if (lurd || kind == TextKind::RushSolution) {
        const PuzzleKind wanted = lurd ? PuzzleKind::Sokoban : PuzzleKind::RushHour;
        if (on_screen == wanted) {
            const bool ok = replay_solution_text(model, text);
            if (ok) model.message.set(model.message.text());
            else model.message.set_error("The pasted solution does not work: " + model.message.text());
            return ok;
        }
        if (on_screen == PuzzleKind::None) model.message.set_error("That is a solution: open its level first, then paste it.");
        else if (lurd) model.message.set_error("That is a Sokoban solution (LURD), but a Rush Hour board is on screen: open its Sokoban level first.");
        else model.message.set_error("That is a Rush Hour solution (\"A+1 C-2\"), but a Sokoban level is on screen: open its board first.");
        return false;
    }
    // A level, collection or board.
    const AppModel::LoadResult loaded = model.load(text);
    if (loaded.ok) {
        model.message.set(model.message.text());
        return true;
    }
    std::string error = "The pasted text is not a solution, level or board. ";
    error += kWhatPasteTakes;
    if (text.find('#') != std::string_view::npos) error += " (As a Sokoban level: " + loaded.error + ")";
    else if (meant_as_rush_boards(text)) error += " (As a Rush Hour board: " + loaded.error + ")";
    model.message.set_error(std::move(error));
    return false;
}

}  // namespace boxcar::app
