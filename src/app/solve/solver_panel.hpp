// The drawer's section "Solver settings" (solver_panel.cpp): the settings of the next solve and how the
// last one went (the SolveClient's), and "Solve from here" for phones (the AppModel's hint operation).
#pragma once
#include "app/app_model.hpp"

namespace boxcar::app {

void ui_solver_section(AppModel& model);

}  // namespace boxcar::app
