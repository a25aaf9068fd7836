// The drawer's sections of the levels (level_panel.cpp): "Levels" (the level or board on screen, the
// collection's levels with solved marks, next unsolved, the built-in sets, the level browser) and
// "Import and export" (paste a level, open a file, copy the level; paste a solution to replay it, copy the
// solution, copy the share link).
#pragma once
#include "app/app_model.hpp"
#include "app/library/library_view.hpp"
#include "app/ui.hpp"

namespace boxcar::app {

void ui_levels_section(const LibraryBrowser& browser);
void ui_import_section(AppModel& model, UiState& ui, const PageActions& page);

}  // namespace boxcar::app
