// The level browser's footer: the shown collection's credit and terms (from the library's index.json, as
// assets/levels/CREDITS.md states them), and the records files: export every best solution and pasted
// collection (JSON) or the Sokoban solutions (XSB with Solution sections), copy them, or import a file.
#include "app/library/library_view.hpp"
#include "app/records/records_file.hpp"
#include "app/records/records_transfer.hpp"
#include "app/ui.hpp"
#include "app/widgets/control_registry.hpp"

#include <imgui.h>

namespace boxcar::app {
namespace {

void credits(const LibraryCollection& c) {
    if (!c.terms.empty()) ImGui::TextWrapped("Terms: %s", c.terms.c_str());
    if (!c.license_file.empty())
        ImGui::TextWrapped("Licence text: assets/levels/%s (shipped beside the levels).", c.license_file.c_str());
    ImGui::TextDisabled("All credits: assets/levels/CREDITS.md");
}

void records_row(RecordsBook& records, MessageLine& message, const PageActions& page, bool narrow) {
    int kept = 0, sokoban = 0;
    for (const auto& [id, r] : records.stored().levels()) {
        if ((!r.best_moves && !r.best_pushes) || r.level.empty()) continue;
        ++kept;
        sokoban += id.rfind("s:", 0) == 0 ? 1 : 0;
    }
    bool any = kept > 0;
    for (const StoredCollection& c : records.stored().collections()) any = any || !c.library;
    ImGui::AlignTextToFramePadding();
    ImGui::Text("Records: %d %s with best solutions", kept, kept == 1 ? "level" : "levels");
    // Wide: one row; narrow: the text, then the buttons two by two.
    int placed = 0;
    const auto place = [&] {
        if (!narrow || placed % 2 == 1) ImGui::SameLine();
        ++placed;
    };
    if (page.download) {
        place();
        if (ctl_button("Export records", "Download every best solution and pasted collection as one JSON file",
                       ImVec2(0, 0), any)) {
            const auto r = export_records(records, message, "json");
            if (r.ok) page.download(r.text, r.filename);
        }
        place();
        if (ctl_button("Export XSB", "Download the Sokoban levels with their best solutions (Solution sections)",
                       ImVec2(0, 0), sokoban > 0)) {
            const auto r = export_records(records, message, "xsb");
            if (r.ok) page.download(r.text, r.filename);
        }
    }
    if (page.copy_text) {
        place();
        if (ctl_button("Copy records", "Copy the records file (JSON) to the clipboard", ImVec2(0, 0), any)) {
            const auto r = export_records(records, message, "json");
            if (r.ok) page.copy_text(r.text, "the records (JSON)");
        }
    }
    if (page.import_records_file) {
        place();
        if (ctl_button("Import records...", "Import a records file (JSON) or solutions (XSB with Solution sections)",
                       ImVec2(0, 0)))
            page.import_records_file();
    }
}

}  // namespace

void ui_library_footer(RecordsBook& records, MessageLine& message, const PageActions& page, const LibraryCollection& c) {
    const bool touch = touch_layout();
    ImGui::Separator();
    // A header naming the credit, with the terms and licence inside: open on wide windows, where the
    // records row follows it; folded on phones (the grid keeps the room), the records row inside it.
    const std::string header = "Credit: " + (c.credit.empty() ? c.title : c.credit) + "##credits";
    const bool open = ctl_header(header.c_str(), touch ? 0 : ImGuiTreeNodeFlags_DefaultOpen);
    if (open) credits(c);
    if (open || !touch) records_row(records, message, page, ImGui::GetContentRegionAvail().x < 600);
}

}  // namespace boxcar::app
