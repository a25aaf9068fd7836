// The UI module's bridge to the page's JavaScript (web/boxcar_api.js, web/solver_client.js):
// the window.boxcar calls come in through boxcar_api(); solver worker messages through boxcar_solver_event().
// The exported functions reach the App that main() attaches (one pointer, set once before the main loop).
#pragma once
#include "app/app.hpp"

namespace boxcar::web {

app::SolverPort* solver_port();      // the solver worker (web/solver_client.js), for the App's model
void attach(app::App& app);          // the App every call from the page reaches; wires its ports and actions
app::App* attached();                // that App, nullptr before attach()
void page_ready();                   // tells the page that window.boxcar can be used
void report_fatal(const char* what); // shows a start-up failure on the page

// Wiring done by attach(), one per bridge file: page actions and storage (page_actions.cpp), the compare
// pool (compare_bridge.cpp).
void install_page_actions(app::App& app);
void install_compare_port(app::App& app);
void install_library_actions(app::App& app);  // library_bridge.cpp: the level library, records files
void install_count_port(app::App& app);       // count_bridge.cpp: the Rush Hour editor's live count

}  // namespace boxcar::web
