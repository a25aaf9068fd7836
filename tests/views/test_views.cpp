// The views, one headless frame each (native suite, Debian's Dear ImGui): an ImGui context without a
// renderer (display size set, font atlas built), NewFrame, the view, Render. What a view drew is read from
// the controls registry (boxcar.controls() on the page); clicks go through ImGui's mouse input at a
// control's recorded rectangle, as a person's would. The solver settings are checked against the core's
// name tables, so the lists on screen are the tables.
#include "../app/fake_storage.hpp"
#include "app/api/state_json.hpp"
#include "app/app.hpp"
#include "app/play/play_view.hpp"
#include "app/lecture/lecture_view.hpp"
#include "app/builtin_levels.hpp"
#include "app/lecture/lecture.hpp"
#include "app/widgets/control_registry.hpp"
#include "app/widgets/text_field.hpp"
#include "app/widgets/text_fit.hpp"
#include "rush/solver.hpp"
#include "search/graph_search.hpp"
#include "sokoban/solve/solve_options.hpp"

#include <doctest/doctest.h>
#include <imgui.h>

#include <algorithm>
#include <functional>
#include <set>
#include <string>
#include <vector>

namespace {

using namespace boxcar;
using app::App;
using app::ControlRecord;
using app::Rect;

// One ImGui context and one App; frame(view) draws one frame of `view` (ui_frame when none is given).
class Headless {
public:
    explicit Headless(float width = 1280, float height = 800) {
        ImGui::CreateContext();
        ImGuiIO& io = ImGui::GetIO();
        io.IniFilename = nullptr;
        io.DisplaySize = ImVec2(width, height);
        io.DeltaTime = 1.0f / 60;
        io.Fonts->AddFontDefault();
        unsigned char* pixels = nullptr;
        int w = 0, h = 0;
        io.Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);  // the atlas a renderer would upload
        app::play_apply_style("dark", false);
        REQUIRE(app.model.load(app::builtin_sokoban_levels()).ok);
    }
    ~Headless() { ImGui::DestroyContext(); }
    Headless(const Headless&) = delete;
    Headless& operator=(const Headless&) = delete;

    // A view drawn on its own: inside the registry's frame, as ui_frame() draws them.
    void frame(const std::function<void()>& view = {}) {
        if (!view) return app::ui_render_frame(app);  // the platforms' frame
        ImGui::NewFrame();
        app::controls_begin_frame(app.model.screen, ImGui::GetIO().DisplaySize.x < app::kPhoneWidth);
        view();
        app::controls_end_frame();
        app::text_fields_end_frame();
        ImGui::Render();
        ++app.model.frames;
    }

    // A press and release at the centre of the control labelled `label` (drawn in the last frame), then a
    // frame that shows the result.
    void click(const std::string& label, const std::function<void()>& view = {}, const std::string& kind = {}) {
        const ControlRecord* c = control(label, kind);
        REQUIRE_MESSAGE(c, "no control labelled " << label);
        REQUIRE_MESSAGE(c->enabled, label << " is disabled");
        ImGuiIO& io = ImGui::GetIO();
        io.MousePos = ImVec2(c->x + c->w / 2, c->y + c->h / 2);
        frame(view);  // hover
        io.MouseDown[0] = true;
        frame(view);
        io.MouseDown[0] = false;
        frame(view);
        frame(view);  // what the click opened or changed, drawn
    }

    // The first control labelled `label` (of `kind`, when given: the tab "Levels" and the header "Levels").
    const ControlRecord* control(const std::string& label, const std::string& kind = {}) const {
        for (const ControlRecord& c : app.model.screen.controls)
            if (c.label == label && (kind.empty() || c.kind == kind)) return &c;
        return nullptr;
    }
    std::vector<std::string> labels(const std::string& kind, const std::string& section = {}) const {
        std::vector<std::string> out;
        for (const ControlRecord& c : app.model.screen.controls)
            if (c.kind == kind && (section.empty() || c.section == section)) out.push_back(c.label);
        return out;
    }
    std::size_t count(const std::string& section) const {
        std::size_t n = 0;
        for (const ControlRecord& c : app.model.screen.controls) n += c.section == section;
        return n;
    }

    App app;
};

template <class Table>
std::vector<std::string> names_of(const Table& table) {
    std::vector<std::string> out;
    for (const auto& [name, value] : table) out.emplace_back(name);
    return out;
}

// Opens the combo `combo`, checks that it lists the names of `table` in order, and picks `choice`.
template <class Table>
void choose(Headless& h, const std::string& combo, const std::string& section, const Table& table,
            const std::string& choice) {
    h.click(combo);
    const auto listed = h.labels("list_item", section);
    std::string shown;
    for (const auto& l : listed) shown += l + ",";
    CHECK_MESSAGE(listed == names_of(table), combo << " lists " << shown);
    h.click(choice);
}

// The board area of a 1280 x 800 window with the drawer beside it (as ui_frame lays it out).
constexpr Rect kBoard{380, 60, 900, 640};

}  // namespace

TEST_CASE("the whole frame: bars, board, drawer; every control labelled, ids unique, inside the window") {
    Headless h;
    h.frame();
    const auto& controls = h.app.model.screen.controls;
    REQUIRE(controls.size() > 10);
    std::set<std::string> ids;
    for (const ControlRecord& c : controls) {
        CHECK_MESSAGE(!c.label.empty(), c.id);
        CHECK_MESSAGE(ids.insert(c.id).second, "duplicate id " << c.id);
        if (c.visible) CHECK(c.x >= 0);
    }
    for (const char* section : {"Top bar", "Action bar", "Drawer tabs", "Levels", "Import and export"})
        CHECK_MESSAGE(h.count(section) > 0, section);
    CHECK(h.app.model.geometry.cell_px > 0);
}

TEST_CASE("the first-visit line: in the strip above the board, no control under it; Got it hides it for good") {
    app::test::Storage storage;
    {
        Headless h;
        storage.attach(h.app.model);
        h.frame();
        h.frame();
        const ControlRecord* got_it = h.control("Got it");
        REQUIRE(got_it);
        CHECK(got_it->section == "First visit");
        CHECK(got_it->visible);
        CHECK(got_it->y >= app::top_bar_height(false));
        CHECK(got_it->y + got_it->h <= h.app.model.geometry.origin_y);  // above the board
        for (const ControlRecord& c : h.app.model.screen.controls)  // it covers no other control
            if (&c != got_it && c.visible)
                CHECK_MESSAGE((c.x + c.w <= got_it->x || got_it->x + got_it->w <= c.x || c.y + c.h <= got_it->y ||
                               got_it->y + got_it->h <= c.y),
                              c.label << " (" << c.section << ") under Got it");
        h.click("Got it");
        CHECK_FALSE(h.control("Got it"));
        CHECK(storage.keys["boxcar.v1"].find("\"intro_dismissed\":true") != std::string::npos);
    }
    Headless next_visit;
    storage.attach(next_visit.app.model);
    next_visit.frame();
    next_visit.frame();
    CHECK_FALSE(next_visit.control("Got it"));
    CHECK(next_visit.control("Undo"));
}

TEST_CASE("phone width: the drawer starts closed and the bars' buttons are touch targets") {
    Headless h(390, 844);
    h.frame();
    CHECK_FALSE(h.app.layout.drawer_open);
    CHECK(h.count("Solver") == 0);
    int buttons = 0;
    for (const ControlRecord& c : h.app.model.screen.controls)
        if (c.kind == "button" && (c.section == "Top bar" || c.section == "Action bar")) {
            ++buttons;
            CHECK_MESSAGE(c.h >= app::kTouchTarget - 0.5f, c.label << " is " << c.h << " px high");
        }
    CHECK(buttons >= 4);
}

TEST_CASE("top bar: title, previous/next and the menu button") {
    Headless h;
    h.frame([&] { app::ui_top_bar(h.app.model, h.app.layout, h.app.editor, h.app.library_browser(), Rect{0, 0, 1280, app::top_bar_height(false)}); });
    CHECK(h.count("Top bar") >= 3);
}

TEST_CASE("action bar: undo, redo, restart, solve; undo enabled once a move was played") {
    Headless h;
    const auto view = [&] { app::ui_action_bar(h.app.model, Rect{0, 700, 1280, app::action_bar_height(false)}); };
    h.frame(view);
    for (const char* label : {"Undo", "Redo", "Restart", "Solve"}) REQUIRE_MESSAGE(h.control(label), label);
    CHECK_FALSE(h.control("Undo")->enabled);
    CHECK(h.control("Solve")->enabled);
    bool moved = false;
    for (auto d : {sokoban::Dir::Left, sokoban::Dir::Right, sokoban::Dir::Up, sokoban::Dir::Down})
        if (!moved) moved = h.app.model.play.move(d) != sokoban::MoveKind::Blocked;
    REQUIRE(moved);
    h.frame(view);
    CHECK(h.control("Undo")->enabled);
}

TEST_CASE("a line of parts narrower than the window keeps whole parts: no number cut in half") {
    Headless h;
    const std::string dot = " \xC2\xB7 ";
    const std::string line = "Solution: 1257 moves, 344 pushes (verified)" + dot + "793 k nodes" + dot + "56.7 s" + dot + "367 MiB";
    h.frame([&] {
        const auto width = [](const std::string& text) { return ImGui::CalcTextSize(text.c_str()).x; };
        CHECK(app::fit_parts(line, width(line), dot) == line);
        const std::string two = "Solution: 1257 moves, 344 pushes (verified)" + dot + "793 k nodes";
        CHECK(app::fit_parts(line, width(two) + 1, dot) == two);
        CHECK(app::fit_parts(line, width(line) - 1, dot) == two + dot + "56.7 s");
        const std::string first = app::fit_parts(line, width("Solution: 1257"), dot);
        CHECK(first.rfind("Solution:", 0) == 0);
        CHECK(first.ends_with("\xE2\x80\xA6"));
        CHECK(width(first) <= width("Solution: 1257"));
    });
}

TEST_CASE("message strip: the model's message is on screen") {
    Headless h;
    h.app.model.message.set_error("Something to read");
    h.frame([&] { app::ui_message_strip(h.app.model.message, false, h.app.message_strip, kBoard); });
    const auto& messages = h.app.model.screen.messages;
    REQUIRE(messages.size() == 1);
    CHECK(messages[0].text == "Something to read");
    CHECK(messages[0].error);
}

TEST_CASE("Sokoban board: drawn inside its area, cells placed for tests") {
    Headless h;
    h.frame([&] { app::ui_draw_board(h.app.model, h.app.board, h.app.status, h.app.touch, kBoard); });
    const app::BoardGeometry& g = h.app.model.geometry;
    CHECK(g.cell_px > 8);
    CHECK(g.origin_x >= kBoard.x);
    CHECK(g.origin_y >= kBoard.y);
    CHECK(g.origin_x + g.cell_px * static_cast<float>(h.app.model.play.level().width) <= kBoard.right() + 0.5f);
}

TEST_CASE("phones: a wide level whose squares would be small is drawn turned a quarter, with larger squares") {
    Headless h(390, 844);
    // 19 x 11 (XSokoban's first level is this shape): 20-px squares upright in a phone's board area.
    const char* wide = "    #####\n    #   #\n    #$  #\n  ###  $##\n  #  $ $ #\n### # ## #   ######\n"
                       "#   # ## #####  ..#\n# $  $          ..#\n##### ### #@##  ..#\n    #     #########\n    #######\n";
    REQUIRE(h.app.model.load(wide).ok);
    const Rect area{0, 100, 390, 560};
    h.frame([&] { app::ui_draw_board(h.app.model, h.app.board, h.app.status, h.app.touch, area); });
    const app::BoardGeometry& g = h.app.model.geometry;
    REQUIRE(g.turned);
    CHECK(boxcar::app::model_state_json(h.app.model)["board"]["rotation"] == 90);
    CHECK(g.cell_px > 390.0f / 19);  // larger than upright
    // The drawn grid (11 wide, 19 tall) inside the area.
    CHECK(g.origin_x >= area.x);
    CHECK(g.origin_x + g.cell_px * 11 <= area.right() + 0.5f);
    CHECK(g.origin_y + g.cell_px * 19 <= area.bottom() + 0.5f);
    // Small enough levels stay upright, and so do wide levels on a desktop.
    REQUIRE(h.app.model.load("#######\n#     #\n#@ $ .#\n#     #\n#######\n").ok);
    h.frame([&] { app::ui_draw_board(h.app.model, h.app.board, h.app.status, h.app.touch, area); });
    CHECK_FALSE(h.app.model.geometry.turned);
    CHECK_FALSE(boxcar::app::model_state_json(h.app.model)["board"].contains("rotation"));
}

TEST_CASE("desktops draw a wide level upright") {
    Headless h;
    const char* wide = "###################\n#@ $            . #\n###################\n";
    REQUIRE(h.app.model.load(wide).ok);
    h.frame([&] { app::ui_draw_board(h.app.model, h.app.board, h.app.status, h.app.touch, Rect{0, 100, 300, 800}); });
    CHECK_FALSE(h.app.model.geometry.turned);
}

TEST_CASE("Rush Hour board: drawn inside its area") {
    Headless h;
    REQUIRE(h.app.model.load_builtin("rushhour"));
    h.frame([&] { app::ui_draw_rush_board(h.app.model, h.app.rush_board, h.app.status, h.app.touch, kBoard); });
    const app::BoardGeometry& g = h.app.model.geometry;
    CHECK(g.cell_px > 8);
    CHECK(g.origin_x >= kBoard.x);
    CHECK(g.origin_x + g.cell_px * 6 <= kBoard.right() + 0.5f);
}

TEST_CASE("solver settings (Sokoban): the lists are the core's tables, and a choice sets the typed options") {
    Headless h(1280, 1200);  // tall enough for the whole section without scrolling the drawer
    h.frame();
    h.click("Solver");
    CHECK(h.labels("combo", "Solver") == std::vector<std::string>{"Algorithm", "Heuristic", "Objective"});
    CHECK(h.labels("checkbox", "Solver") == names_of(sokoban::kDeadlockNames));
    CHECK(h.labels("slider", "Solver") == std::vector<std::string>{"Time (s)", "Memory (MiB)"});

    choose(h, "Algorithm", "Solver", sokoban::kAlgoNames, "fess");
    CHECK(h.app.model.solve.settings.sokoban.algo == sokoban::Algo::Fess);
    choose(h, "Heuristic", "Solver", sokoban::kHeuristicNames, "pull");
    CHECK(h.app.model.solve.settings.sokoban.heuristic == sokoban::Heuristic::Pull);
    choose(h, "Objective", "Solver", sokoban::kObjectiveNames, "moves");
    CHECK(h.app.model.solve.settings.sokoban.objective == sokoban::Objective::Moves);
    h.click("freeze");
    CHECK(h.app.model.solve.settings.sokoban.deadlocks == (sokoban::kAllDeadlocks & ~unsigned(sokoban::kFreeze)));
}

TEST_CASE("solver settings (Rush Hour): algorithm and metric from the Rush Hour tables") {
    Headless h;
    REQUIRE(h.app.model.load_builtin("rushhour"));
    h.frame();
    h.click("Solver");
    CHECK(h.labels("combo", "Solver") == std::vector<std::string>{"Algorithm", "Metric"});
    CHECK(h.labels("checkbox", "Solver").empty());
    choose(h, "Algorithm", "Solver", rush::kAlgoNames, "astar");
    CHECK(h.app.model.solve.settings.rush.algo == rush::Algo::Astar);
    choose(h, "Metric", "Solver", rush::kMetricNames, "steps");
    CHECK(h.app.model.solve.settings.rush.metric == rush::Metric::Steps);
    CHECK(h.app.model.solve.settings.sokoban.algo == sokoban::Algo::Auto);  // the Sokoban options are their own
}

TEST_CASE("drawer: each tab shows its part of the drawer, and only that part") {
    Headless h;
    h.frame();
    const std::vector<std::string> tabs = h.labels("tab");
    REQUIRE(tabs == std::vector<std::string>{"Levels", "Solver", "Lecture", "View"});
    struct Part {
        std::string tab, section;
    };
    const Part shows[] = {{"Solver", "Solver"}, {"Lecture", "Lecture tools"}, {"View", "View and keys"}, {"Levels", "Levels"}};
    for (const Part& part : shows) {
        CAPTURE(part.tab);
        h.click(part.tab);
        CHECK(h.count(part.section) > 0);
        for (const Part& other : shows)
            if (other.section != part.section) CHECK_MESSAGE(h.count(other.section) == 0, other.section);
        CHECK(h.count("Drawer tabs") == 4);  // the tabs stay
    }
}

TEST_CASE("drawer: every section header opens its section's controls") {
    Headless h;
    h.frame();
    const std::vector<std::string> headers = h.labels("header");
    REQUIRE(headers.size() >= 3);
    for (const std::string& header : headers) {
        CAPTURE(header);
        const ControlRecord* c = h.control(header, "header");
        REQUIRE(c);
        const std::string section = c->section;
        const std::size_t before = h.count(section);
        h.click(header, {}, "header");
        const std::size_t after = h.count(section);
        CHECK(after != before);        // opened (more controls) or closed (the ones open by default)
        h.click(header, {}, "header");  // back as it was
        CHECK(h.count(section) == before);
    }
}

TEST_CASE("lecture tools: the watch's lists are the search's and the puzzle's tables; Step starts it") {
    Headless h;
    REQUIRE(h.app.model.load("#######\n#@ $ .#\n#######\n").ok);
    h.frame();
    h.click("Lecture");
    REQUIRE(h.control("Step"));
    choose(h, "Algorithm of the watched search", "Watch the search", search::kAlgorithmNames, "bfs");
    CHECK(h.app.model.lecture.watch_options.algo == search::Algorithm::Bfs);
    choose(h, "Heuristic of the watched search", "Watch the search", sokoban::kHeuristicNames, "pull");
    CHECK(h.app.model.lecture.watch_options.heuristic == sokoban::Heuristic::Pull);
    h.click("Step");
    CHECK(h.app.model.lecture.watch.active());
    CHECK(boxcar::app::model_state_json(h.app.model)["message"].get<std::string>().find("Watching bfs") == 0);
}

TEST_CASE("lecture tools on Rush Hour: the agent demo's controls") {
    Headless h;
    REQUIRE(h.app.model.load_builtin("rushhour"));
    h.frame();
    h.click("Lecture");
    CHECK(h.count("Agent demo") > 0);
    choose(h, "Heuristic of the watched search", "Watch the search", rush::kHeuristicNames, "blockers");
    CHECK(h.app.model.lecture.watch_options.rush_heuristic == rush::Heuristic::Blockers);
}

TEST_CASE("compare and generate windows") {
    Headless h;
    h.app.compare_window.open = true;
    h.frame([&] { app::ui_compare_windows(h.app.compare_windows(), kBoard); });
    CHECK(h.count("Compare") > 0);
    REQUIRE(h.control("Run on this level"));
    CHECK(h.app.compare.view.shown);
    h.app.compare_window.open = false;
    h.app.generator_window.open = true;
    h.frame([&] { app::ui_compare_windows(h.app.compare_windows(), kBoard); });
    CHECK(h.count("Generate") > 0);
}

TEST_CASE("compare and generate docked beside the board: the dock's own Close buttons") {
    Headless h;
    h.app.compare_window.open = h.app.generator_window.open = true;
    const auto dock = [&] { app::ui_compare_dock(h.app.compare_windows(), kBoard); };
    h.frame(dock);
    REQUIRE(h.control("Run on this level"));
    CHECK(h.count("Generate") > 0);
    CHECK(h.app.compare.view.shown);
    CHECK(app::compare_windows_open(h.app.compare_windows()));
    h.click("Close", dock);  // Compare's, the first
    CHECK(!h.app.compare_window.open);
    CHECK(h.app.generator_window.open);
}

TEST_CASE("presentation mode: the board, the presenter's panel with Solve, Watch, Compare, Generate, a way out") {
    Headless h;
    h.app.model.lecture.set_presentation(true);
    h.frame();
    h.frame();  // the font scale takes effect from the next frame on
    const auto lecture_state = [&] {
        nlohmann::json s;
        boxcar::app::add_lecture_state(h.app.model.lecture, h.app.model.play, h.app.model.looks, s);
        return s;
    };
    CHECK(h.count("Presentation") > 0);
    CHECK(h.count("Presenter") == 5);
    CHECK(h.count("Action bar") == 0);
    REQUIRE(h.control("Solve (1)"));
    CHECK(lecture_state()["presentation_panel"]["view"] == "solve");
    CHECK(lecture_state()["presentation_panel"]["rect"][0].get<float>() > 0);
    h.click("Compare (3)");
    h.frame();
    CHECK(h.app.presenter.view == app::PresenterView::Compare);
    REQUIRE(h.control("Run on this level"));
    h.click("Watch (2)");
    h.frame();
    REQUIRE(h.control("Step"));
    h.click("Generate (4)");
    h.frame();
    CHECK(h.count("Generate") > 0);
    h.click("Leave presentation");
    CHECK(h.count("Action bar") > 0);
    CHECK(lecture_state()["presentation_panel"].is_null());
}

TEST_CASE("level browser, Rush Hour: the random puzzle row asks for its list, then opens a puzzle of N moves") {
    Headless h;
    std::vector<std::string> fetched;
    h.app.page.fetch_library = [&](const std::string& file) { fetched.push_back(file); };
    auto& all = h.app.library.collections();
    h.app.library_view.filter.collection = 1;  // the Rush Hour starters
    h.app.library_view.chose_collection = true;
    REQUIRE(all[1].rush);
    h.app.library_view.open = true;
    h.frame();
    CHECK(std::count(fetched.begin(), fetched.end(), "rushhour/moves/index.json") == 1);
    h.app.library.receive("rushhour/moves/index.json",
                          R"({"moves":[{"moves":1,"file":null,"count":0,"total":0},{"moves":2,"file":"02.txt","count":1,"total":1}]})", "");
    h.frame();
    REQUIRE(h.control("Moves (1 to 2)"));
    CHECK(h.control("Moves (1 to 2)")->kind == "text_input");
    h.click("Open a random puzzle of 2 moves");
    CHECK(fetched.back() == "rushhour/moves/02.txt");
    CHECK(h.app.library_view.open);  // waiting for the file
    h.app.library.receive("rushhour/moves/02.txt", "02 IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM 1000\n", "");
    h.frame();
    CHECK_FALSE(h.app.library_view.open);  // the puzzle opened over the browser
    CHECK(h.app.model.play.kind() == app::PuzzleKind::RushHour);
    CHECK(h.app.model.play.rush().optimal() == 2);
}
