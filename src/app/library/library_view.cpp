// The level browser's window: the filter bar, the grid of cards (a clipper draws the visible rows only, so
// the 1,400 Rush Hour boards cost what one screenful costs), the keys, and opening a level.
#include "app/library/library_view.hpp"
#include "app/theme.hpp"
#include "app/ui.hpp"
#include "app/widgets/control_registry.hpp"
#include "app/widgets/drag_scroll.hpp"
#include "app/widgets/text_field.hpp"
#include "app/widgets/text_fit.hpp"

#include <SDL.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>

namespace boxcar::app {
namespace {

const ImU32 kSolvedMark = theme::rgb(70, 190, 100);

const char* const kSolvedNames[] = {"All levels", "Unsolved", "Solved"};
const char* const kSizeNames[] = {"Any size", "Small (up to 8)", "Medium (9 to 12)", "Large (13 and more)"};

// A Rush Hour tier from the optimal move count: 1 (1-10 moves) up to 5 (41 and more).
int rush_tier(int moves) { return moves <= 0 ? 0 : std::min(5, (moves - 1) / 10 + 1); }

LibraryCollection& current(const LibraryBrowser& lb) {
    auto& all = lb.library.collections();
    LibraryFilter& f = lb.view.filter;
    f.collection = std::clamp(f.collection, 0, static_cast<int>(all.size()) - 1);
    return all[f.collection];
}

// Asks the page for the index and the shown collection's file when they are missing.
void fetch_missing(const LibraryBrowser& lb) {
    Library& library = lb.library;
    if (!lb.page.fetch_library) return;
    if (library.index_state == Library::IndexState::Absent) {
        library.index_state = Library::IndexState::Fetching;
        lb.page.fetch_library(Library::kIndexFile);
    }
    LibraryCollection& c = current(lb);
    if (library.start_fetch(c)) lb.page.fetch_library(c.file);
}

// The collection the app has on screen, when it is one of the library's (else -1): by its records id once
// its file came, else by its index id (a reload reopens the file before the browser fetched it).
int collection_on_screen(const LibraryBrowser& lb) {
    const std::string& id = lb.model.records.progress_key();
    const std::string& key = lb.model.records.library_key();
    const auto& all = lb.library.collections();
    for (std::size_t i = 0; i < all.size(); ++i)
        if ((!id.empty() && all[i].collection_id == id) || (!key.empty() && all[i].key == key)) return static_cast<int>(i);
    return -1;
}

void open_level(const LibraryBrowser& lb, LibraryCollection& c, const LibraryLevel& level) {
    AppModel& model = lb.model;
    if (!level.valid) {
        model.message.set_error(level.title + " of " + c.title + " is not a valid level: it cannot be opened.");
        return;
    }
    if (model.records.progress_key() != c.collection_id) {
        const bool loaded = c.builtin  ? model.load_builtin(c.rush ? "rushhour" : "sokoban")
                            : c.pasted ? model.load(c.text).ok  // the person's again: the record keeps it as theirs
                                       : model.load_from_library(c.text, c.key).ok;
        if (!loaded) return;  // the model says why
    }
    model.message.set("");
    ui_open_level(lb.model, level.number);
    lb.view.open = false;
    if (model.message.text().empty()) model.message.set("Opened " + c.title + ": " + level.title + ".");
}

// The first unsolved level after the selected one (wrapping), in the whole collection.
void next_unsolved(const LibraryBrowser& lb, LibraryCollection& c) {
    const Records& records = lb.model.records.stored();
    const std::vector<char> list = Library::solved_list(c, records);
    const auto& shown = lb.view.shown;
    const int n = static_cast<int>(c.levels.size());
    const int sel = lb.view.selected;
    const int from = sel >= 0 && sel < static_cast<int>(shown.size()) ? shown[sel] : -1;
    for (int k = 1; k <= n; ++k) {
        const LibraryLevel& l = c.levels[(from + k + n) % n];
        if (l.valid && !Library::solved(c, l, records, list)) {
            open_level(lb, c, l);
            return;
        }
    }
    lb.model.message.set("Every level of " + c.title + " is solved.");
}

// The search field, with its hint drawn inside while it is empty.
void search_field(const LibraryBrowser& lb, float width) {
    ImGui::SetNextItemWidth(width);
    if (ui_text_field("##search", lb.view.filter.search)) lb.view.selected = 0;
    record_item("text_input", "Search by title");
    if (lb.view.filter.search.empty() && !ImGui::IsItemActive()) {
        const ImVec2 at(ImGui::GetItemRectMin().x + ImGui::GetStyle().FramePadding.x,
                        ImGui::GetItemRectMin().y + ImGui::GetStyle().FramePadding.y);
        ImGui::GetWindowDrawList()->AddText(at, ImGui::GetColorU32(ImGuiCol_TextDisabled), "Search by title");
    }
}

void collection_combo(const LibraryBrowser& lb, float width) {
    auto& all = lb.library.collections();
    LibraryViewState& v = lb.view;
    ImGui::SetNextItemWidth(width);
    // The list stays inside the window (on phones it would reach below the screen).
    const float below = ImGui::GetIO().DisplaySize.y - ImGui::GetCursorScreenPos().y - ImGui::GetFrameHeight() - 8;
    ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0), ImVec2(FLT_MAX, std::max(120.0f, below)));
    if (!ctl_begin_combo("##collection", current(lb).title.c_str(), "Collection")) return;
    const bool touch = touch_layout();  // the group names take room a phone does not have
    std::string group;
    for (std::size_t i = 0; i < all.size(); ++i) {
        if (!touch && all[i].group != group) {
            group = all[i].group;
            ImGui::TextDisabled("%s", group.c_str());
        }
        char label[200];
        std::snprintf(label, sizeof label, "%.120s (%d)##c%zu", all[i].title.c_str(), all[i].count, i);
        if (ctl_selectable(label, static_cast<int>(i) == v.filter.collection)) {
            v.filter.collection = static_cast<int>(i);
            v.chose_collection = true;
            v.selected = 0;
            v.follow_selection = true;
        }
    }
    if (lb.library.index_state == Library::IndexState::Fetching) ImGui::TextDisabled("Fetching the library's list...");
    if (lb.library.index_state == Library::IndexState::Failed)
        ImGui::TextColored(ImVec4(1, 0.45f, 0.45f, 1), "The library's list could not be fetched: %s", lb.library.index_error.c_str());
    ImGui::EndCombo();
}

template <std::size_t N>
void choice_combo(const char* id, const char* name, const char* const (&names)[N], int& value, float width, LibraryViewState& v) {
    ImGui::SetNextItemWidth(width);
    if (!ctl_begin_combo(id, names[value], name)) return;
    for (int i = 0; i < static_cast<int>(N); ++i) {
        char label[80];
        std::snprintf(label, sizeof label, "%s##%s%d", names[i], id, i);
        if (ctl_selectable(label, i == value)) {
            value = i;
            v.selected = 0;
            v.follow_selection = true;
        }
    }
    ImGui::EndCombo();
}

// The filter bar: one or two rows on a wide window, four on a phone.
void filter_bar(const LibraryBrowser& lb, LibraryCollection& c, bool narrow) {
    LibraryViewState& v = lb.view;
    const ImGuiStyle& style = ImGui::GetStyle();
    const float full = ImGui::GetContentRegionAvail().x;
    const float close_w = ImGui::CalcTextSize("Close").x + style.FramePadding.x * 2 + 8;
    collection_combo(lb, narrow ? full - close_w - style.ItemSpacing.x : full * 0.42f);
    if (!narrow) {
        ImGui::SameLine();
        search_field(lb, full - full * 0.42f - close_w - style.ItemSpacing.x * 2);
    }
    ImGui::SameLine();
    if (ctl_button("Close##library", "Close the level browser (Escape)", ImVec2(close_w, 0))) v.open = false;
    const bool ready = c.state == LibraryCollection::State::Ready;
    const auto next_button = [&] {
        if (ctl_button("Next unsolved##library", "Open the first unsolved level after the selected one", ImVec2(0, 0), ready))
            next_unsolved(lb, c);
    };
    if (narrow) {  // the search and "Next unsolved" share a row
        const float next_w = ImGui::CalcTextSize("Next unsolved").x + style.FramePadding.x * 2;
        search_field(lb, full - next_w - style.ItemSpacing.x);
        ImGui::SameLine();
        next_button();
    }
    const float combo_w = narrow ? (full - style.ItemSpacing.x) / 2 : 190.0f;
    int solved = v.filter.solved, size = v.filter.size;
    choice_combo("##solved", "Show", kSolvedNames, solved, combo_w, v);
    ImGui::SameLine();
    if (narrow && c.rush) {  // phones: every Rush Hour board is small; the random puzzle list takes its place
        size = LibraryFilter::AnySize;
        ui_rush_moves_combo(lb, combo_w);
    } else {
        choice_combo("##size", "Size", kSizeNames, size, combo_w, v);
    }
    v.filter.solved = static_cast<LibraryFilter::Solved>(solved);
    v.filter.size = static_cast<LibraryFilter::Size>(size);
    if (!narrow) {
        ImGui::SameLine();
        next_button();
    }
}

// The band under the filter bar: the counts of the collection, and the room where the message strip
// appears while the browser is open (kept always, so nothing moves when a message comes).
void status_band(const LibraryBrowser& lb, const LibraryCollection& c, float height) {
    LibraryViewState& v = lb.view;
    const Records& records = lb.model.records.stored();
    const std::vector<char> list = Library::solved_list(c, records);
    int done = 0;
    for (const LibraryLevel& l : c.levels) done += Library::solved(c, l, records, list) ? 1 : 0;
    char status[160];
    std::snprintf(status, sizeof status, "%s: %zu shown \xC2\xB7 %d of %d solved", c.title.c_str(), v.shown.size(), done, c.count);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    v.message_y = at.y;
    ImGui::GetWindowDrawList()->AddText(ImVec2(at.x, at.y + (height - ImGui::GetTextLineHeight()) / 2),
                                        ImGui::GetColorU32(ImGuiCol_TextDisabled),
                                        fit_text(status, ImGui::GetContentRegionAvail().x).c_str());
    ImGui::Dummy(ImVec2(1, height));
}

// A check mark in a green disc: the solved mark of a card.
void solved_mark(ImVec2 centre, float r) {
    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->AddCircleFilled(centre, r, kSolvedMark);
    const ImVec2 pts[] = {ImVec2(centre.x - r * 0.5f, centre.y), ImVec2(centre.x - r * 0.1f, centre.y + r * 0.4f),
                          ImVec2(centre.x + r * 0.55f, centre.y - r * 0.4f)};
    draw->AddPolyline(pts, 3, IM_COL32_WHITE, 0, std::max(1.5f, r * 0.28f));
}

void card(const LibraryBrowser& lb, LibraryCollection& c, const LibraryLevel& l, int index, ImVec2 size, float thumb_h, bool solved) {
    LibraryViewState& v = lb.view;
    const LevelRecord* record = l.id.empty() ? nullptr : lb.model.records.stored().level(l.id);
    // What a person reads on the card, in words (controls() reports it): title, solved, best.
    std::string said = l.title;
    if (solved) said += " \xC2\xB7 solved";
    if (record && record->best_moves && record->best_pushes)
        said += " \xC2\xB7 best " + std::to_string(record->best_moves->moves) + " moves, " +
                std::to_string(record->best_pushes->pushes) + (c.rush ? " steps" : " pushes");
    else if (record && record->found)
        said += " \xC2\xB7 solver found " + std::to_string(record->found->moves) + " moves";
    const std::string id = "##card" + std::to_string(l.number);  // the card draws its own texts
    const bool selected = index == v.selected;
    // The card is exactly its rectangle (no half spacing around it), so it lies inside the grid's clip.
    const bool clicked = ImGui::Selectable(id.c_str(), selected, ImGuiSelectableFlags_NoPadWithHalfSpacing, size);
    record_item("list_item", said.c_str());
    const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->AddRect(a, b, ImGui::GetColorU32(selected ? ImGuiCol_NavHighlight : ImGuiCol_Border), 4, 0, selected ? 2.5f : 1.0f);
    const float pad = 6;
    draw_library_thumbnail(l, c.rush, a.x + pad, a.y + pad, b.x - pad, a.y + pad + thumb_h);
    if (solved) solved_mark(ImVec2(b.x - 14, a.y + 14), 10);
    const float line = ImGui::GetTextLineHeight();
    const float width = b.x - a.x - pad * 2;
    float y = a.y + pad * 2 + thumb_h;
    const ImU32 text = ImGui::GetColorU32(ImGuiCol_Text), dim = ImGui::GetColorU32(ImGuiCol_TextDisabled);
    char buffer[160];
    // A title that repeats the collection's ("Boxcar Originals, 2 boxes #12") shows its own part ("#12").
    const bool repeats = l.title.size() > c.title.size() && l.title.compare(0, c.title.size(), c.title) == 0;
    std::string own = repeats ? l.title.substr(c.title.size()) : l.title;
    own.erase(0, own.find_first_not_of(" ,:-"));
    if (own.empty() || own[0] != '#') own = std::to_string(l.number) + ". " + own;
    std::snprintf(buffer, sizeof buffer, "%s", c.rush ? ("Board " + std::to_string(l.number)).c_str() : own.c_str());
    draw->AddText(ImVec2(a.x + pad, y), text, fit_text(buffer, width).c_str());
    y += line;
    if (!l.valid) {
        draw->AddText(ImVec2(a.x + pad, y), dim, "not a valid level");
    } else {
        std::snprintf(buffer, sizeof buffer, "%dx%d \xC2\xB7 %d %s", l.width, l.height, l.pieces,
                      c.rush ? (l.pieces == 1 ? "car" : "cars") : (l.pieces == 1 ? "box" : "boxes"));
        std::string info = buffer;
        const int tier = c.rush ? rush_tier(l.known) : c.tier;
        if (tier > 0) info += " \xC2\xB7 tier " + std::to_string(tier);
        draw->AddText(ImVec2(a.x + pad, y), dim, fit_text(info, width).c_str());
        y += line;
        if (l.known >= 0) {
            std::snprintf(buffer, sizeof buffer, "%s %d %s", l.known_is_optimal ? "optimal" : "best known", l.known,
                          c.rush ? (l.known == 1 ? "move" : "moves") : (l.known == 1 ? "push" : "pushes"));
            draw->AddText(ImVec2(a.x + pad, y), dim, fit_text(buffer, width).c_str());
        }
    }
    y += line;
    if (record && record->best_moves && record->best_pushes) {
        if (c.rush) std::snprintf(buffer, sizeof buffer, "best %d moves", record->best_moves->moves);
        else std::snprintf(buffer, sizeof buffer, "best %d moves \xC2\xB7 %d pushes", record->best_moves->moves, record->best_pushes->pushes);
        draw->AddText(ImVec2(a.x + pad, y), kSolvedMark, fit_text(buffer, width).c_str());
    } else if (solved) {
        draw->AddText(ImVec2(a.x + pad, y), kSolvedMark, "solved");
    } else if (record && record->found) {  // not the player's: dim, not in the solved colour
        std::snprintf(buffer, sizeof buffer, "solver found %d moves", record->found->moves);
        draw->AddText(ImVec2(a.x + pad, y), dim, fit_text(buffer, width).c_str());
    }
    if (clicked) {
        v.selected = index;
        open_level(lb, c, l);
    }
}

void grid(const LibraryBrowser& lb, LibraryCollection& c, bool narrow, float height) {
    LibraryViewState& v = lb.view;
    ImGui::BeginChild("##grid", ImVec2(-1, height), false);
    if (c.state != LibraryCollection::State::Ready) {
        if (c.state == LibraryCollection::State::Failed)
            ImGui::TextColored(ImVec4(1, 0.45f, 0.45f, 1), "Could not fetch %s: %s", c.file.c_str(), c.error.c_str());
        else if (!lb.page.fetch_library) ImGui::TextDisabled("This collection is fetched by the web page.");
        else ImGui::TextDisabled("Fetching %s...", c.title.c_str());
        ImGui::EndChild();
        return;
    }
    if (v.shown.empty()) ImGui::TextDisabled("No level of %s matches the filter.", c.title.c_str());
    const ImGuiStyle& style = ImGui::GetStyle();
    const float avail = ImGui::GetContentRegionAvail().x;
    const float want = narrow ? 168.0f : 190.0f;
    const int columns = std::max(1, static_cast<int>((avail + style.ItemSpacing.x) / (want + style.ItemSpacing.x)));
    const float card_w = std::floor((avail - style.ItemSpacing.x * (columns - 1)) / columns);
    const float thumb_h = narrow ? 104.0f : 120.0f;
    const float card_h = thumb_h + 12 + ImGui::GetTextLineHeight() * 4;
    const float row_h = card_h + style.ItemSpacing.y;
    const int count = static_cast<int>(v.shown.size());
    const int rows = (count + columns - 1) / columns;
    v.selected = std::clamp(v.selected, 0, std::max(0, count - 1));
    v.columns = columns;
    if (v.grid_collection != v.filter.collection) {  // another collection starts at its top
        v.grid_collection = v.filter.collection;
        ImGui::SetScrollY(0);
    }
    if (v.follow_selection) {  // the selected card's row in view
        v.follow_selection = false;
        const float top = (v.selected / columns) * row_h, view = ImGui::GetWindowHeight();
        if (top < ImGui::GetScrollY()) ImGui::SetScrollY(top);
        else if (top + row_h > ImGui::GetScrollY() + view) ImGui::SetScrollY(top + row_h - view);
    }
    const Records& records = lb.model.records.stored();
    const std::vector<char> list = Library::solved_list(c, records);
    ImGuiListClipper clipper;
    clipper.Begin(rows, row_h);
    while (clipper.Step()) {
        for (int row = clipper.DisplayStart; row < clipper.DisplayEnd; ++row) {
            for (int col = 0; col < columns; ++col) {
                const int index = row * columns + col;
                if (index >= count) break;
                if (col > 0) ImGui::SameLine();
                const LibraryLevel& l = c.levels[v.shown[index]];
                card(lb, c, l, index, ImVec2(card_w, card_h), thumb_h, Library::solved(c, l, records, list));
            }
        }
    }
    ImGui::EndChild();
}

}  // namespace

void ui_open_library(const LibraryBrowser& lb) {
    LibraryViewState& v = lb.view;
    v.open = true;
    lb.library.sync_pasted(lb.model.records.stored());  // a collection pasted just now is on screen
    v.follow_selection = true;
    if (!v.chose_collection) {  // the collection on screen, when the library has it, at the level on screen
        const int on_screen = collection_on_screen(lb);
        if (on_screen >= 0) v.filter.collection = on_screen;
        v.select_level = lb.model.play.level_number();
    }
    if (touch_layout()) lb.layout.drawer_open = false;  // on phones the browser takes the drawer's place
}

void ui_library(const LibraryBrowser& lb, Rect area) {
    LibraryViewState& v = lb.view;
    lb.library.sync_pasted(lb.model.records.stored());
    fetch_missing(lb);
    // Once the index came, the collection on screen can be shown (a library file opened earlier).
    if (!v.chose_collection) {
        const int on_screen = collection_on_screen(lb);
        if (on_screen >= 0 && on_screen != v.filter.collection) {
            v.filter.collection = on_screen;
            v.follow_selection = true;
        }
    }
    LibraryCollection& c = current(lb);
    v.shown = lb.library.filter(v.filter, lb.model.records.stored());
    if (v.select_level > 0) {  // the level on screen selected, once its card is listed (or never: not shown)
        const int on_screen = collection_on_screen(lb);
        const bool index_done = lb.library.index_state == Library::IndexState::Ready ||
                                lb.library.index_state == Library::IndexState::Failed;
        if (v.chose_collection || ((on_screen >= 0 || index_done) && on_screen != v.filter.collection)) {
            v.select_level = 0;
        } else if (on_screen == v.filter.collection && c.state == LibraryCollection::State::Ready) {
            for (std::size_t i = 0; i < v.shown.size(); ++i)
                if (c.levels[v.shown[i]].number == v.select_level) {
                    v.selected = static_cast<int>(i);
                    v.follow_selection = true;
                }
            v.select_level = 0;
        }
    }

    const bool narrow = area.w < kPhoneWidth;
    const bool touch = touch_layout();
    ImGui::SetNextWindowPos(ImVec2(area.x, area.y));
    ImGui::SetNextWindowSize(ImVec2(area.w, area.h));
    ImGui::Begin("##library", nullptr,
                 ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                     ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoScrollbar |
                     ImGuiWindowFlags_NoScrollWithMouse);
    // In front when it opens (every frame would also put it over its own combo lists).
    if (ImGui::IsWindowAppearing()) ImGui::BringWindowToDisplayFront(ImGui::GetCurrentWindow());
    drag_to_scroll(v.scroll);
    // Phones: the page's touch style (play_style.cpp) makes every frame a tap target.
    {
        ControlSection section("Level browser");
        filter_bar(lb, c, narrow);
        if (c.rush && !narrow) ui_rush_moves_row(lb);
        status_band(lb, c, touch ? kTouchTarget : 40.0f);
        const float grid_h = ImGui::GetContentRegionAvail().y - v.footer_h - ImGui::GetStyle().ItemSpacing.y;
        grid(lb, c, narrow, std::max(80.0f, grid_h));
        const float footer_top = ImGui::GetCursorPosY();
        ui_library_footer(lb.model.records, lb.model.message, lb.page, c);
        v.footer_h = ImGui::GetCursorPosY() - footer_top;
    }
    ImGui::End();
}

void ui_library_keys(const LibraryBrowser& lb) {
    LibraryViewState& v = lb.view;
    ImGuiIO& io = ImGui::GetIO();
    auto pressed = [](int scancode) { return ImGui::IsKeyPressed(scancode, true); };
    const int count = static_cast<int>(v.shown.size());
    const int columns = std::max(1, v.columns);
    const int before = v.selected;
    if (pressed(SDL_SCANCODE_ESCAPE)) {
        // An open dropdown (Collection, Show, Size) closes first; the browser with the next Escape.
        if (ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel)) ImGui::ClosePopupToLevel(0, true);
        else v.open = false;
        return;
    }
    if (pressed(SDL_SCANCODE_RETURN) || pressed(SDL_SCANCODE_KP_ENTER)) {
        LibraryCollection& c = current(lb);
        if (v.selected >= 0 && v.selected < count) open_level(lb, c, c.levels[v.shown[v.selected]]);
        return;
    }
    if (pressed(SDL_SCANCODE_DOWN)) v.selected += columns;
    if (pressed(SDL_SCANCODE_UP)) v.selected -= columns;
    if (!io.WantTextInput) {  // left and right move the cursor of the search field while it is edited
        if (pressed(SDL_SCANCODE_RIGHT)) ++v.selected;
        if (pressed(SDL_SCANCODE_LEFT)) --v.selected;
        // Typing searches: letters go to the search, Backspace takes the last one away.
        bool typed = false;
        for (ImWchar c : io.InputQueueCharacters)
            if (c >= 32 && c < 127) {
                v.filter.search += static_cast<char>(c);
                typed = true;
            }
        io.InputQueueCharacters.resize(0);
        if (pressed(SDL_SCANCODE_BACKSPACE) && !v.filter.search.empty()) {
            v.filter.search.pop_back();
            typed = true;
        }
        if (typed) v.selected = 0;
    }
    v.selected = std::clamp(v.selected, 0, std::max(0, count - 1));
    if (v.selected != before) v.follow_selection = true;
}

}  // namespace boxcar::app
