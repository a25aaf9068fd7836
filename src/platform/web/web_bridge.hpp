// The UI module's bridge to the page's JavaScript (web/boxcar_api.js, web/solver_client.js):
// the window.boxcar calls come in through boxcar_api(); solver worker messages through boxcar_solver_event().
#pragma once
#include "app/model/app_model.hpp"

namespace boxcar::web {

app::AppModel& model();              // the one app model of the page
void page_ready();                   // tells the page that window.boxcar can be used
void report_fatal(const char* what); // shows a start-up failure on the page

}  // namespace boxcar::web
