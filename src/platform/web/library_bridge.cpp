// Web side of the level library and of the records files: fetching assets/levels/<file> on demand
// (web/library_fetch.js, BoxcarLibrary), saving a download, and the file dialog of a records import
// (web/page_import.js). Installed by web::attach().
#include "platform/web/frame_pacing.hpp"
#include "platform/web/web_bridge.hpp"

#include <emscripten/emscripten.h>

#include <string>

EM_JS(void, js_fetch_library, (const char* file), { BoxcarLibrary.fetchFile(UTF8ToString(file)); });
EM_JS(void, js_download, (const char* text, const char* filename), {
    BoxcarImport.download(UTF8ToString(text), UTF8ToString(filename));
});
// A seed for the draw of random puzzles, new at every page load.
EM_JS(double, js_random_seed, (), { return Math.floor(Math.random() * 4294967296) * 4294967296 + Date.now() % 4294967296; });
EM_JS(void, js_import_records_file, (), { BoxcarImport.openFileDialog('records'); });

namespace boxcar::web {

void install_library_actions(app::App& app) {
    app.page.fetch_library = [](const std::string& file) { js_fetch_library(file.c_str()); };
    app.page.download = [](const std::string& text, const std::string& filename) { js_download(text.c_str(), filename.c_str()); };
    app.page.import_records_file = [] { js_import_records_file(); };
    app.library.rush_moves.seed(static_cast<std::uint64_t>(js_random_seed()));
}

}  // namespace boxcar::web

// A file of the library came (error empty) or could not be fetched (error says why).
extern "C" EMSCRIPTEN_KEEPALIVE void boxcar_library_file(const char* file, const char* text, const char* error) {
    boxcar::app::App* app = boxcar::web::attached();
    if (!app || !file) return;
    boxcar::web::wake();
    app->library.receive(file, text ? text : "", error ? error : "");
}
