// Web side of the panels' page actions (file dialog, clipboard, share link) and of what the page
// remembers (localStorage; the schema is the model's, docs/STORAGE.md). Installed by web::attach(); the JS
// halves live in web/page_import.js (BoxcarImport).
#include "platform/web/web_bridge.hpp"

#include <emscripten/emscripten.h>

#include <cstdlib>
#include <string>

EM_JS(void, js_open_file_dialog, (), { BoxcarImport.openFileDialog(); });
EM_JS(void, js_copy_text, (const char* text, const char* what), {
    BoxcarImport.copyText(UTF8ToString(text), UTF8ToString(what));
});
EM_JS(void, js_copy_share_link, (), { BoxcarImport.copyShareLink(); });
EM_JS(void, js_copy_link_to, (const char* fragment), { BoxcarImport.copyLinkTo(UTF8ToString(fragment)); });
EM_JS(char*, js_storage_get, (const char* key), {
    let value = "";
    try { value = window.localStorage.getItem(UTF8ToString(key)) || ""; } catch (e) { value = ""; }
    const size = lengthBytesUTF8(value) + 1;
    const out = _malloc(size);
    stringToUTF8(value, out, size);
    return out;
});
// An empty value removes the key. A refused write (private mode, quota) leaves the page working.
EM_JS(void, js_storage_set, (const char* key, const char* value), {
    try {
        const text = UTF8ToString(value);
        if (text) window.localStorage.setItem(UTF8ToString(key), text);
        else window.localStorage.removeItem(UTF8ToString(key));
    } catch (e) { /* private mode, or over the quota */ }
});

namespace boxcar::web {

void install_page_actions(app::App& app) {
    app::PageActions& page = app.page;
    page.open_file = [] { js_open_file_dialog(); };
    page.copy_text = [](const std::string& text, const std::string& what) { js_copy_text(text.c_str(), what.c_str()); };
    page.copy_share_link = [] { js_copy_share_link(); };
    page.copy_link_to = [](const std::string& fragment) { js_copy_link_to(fragment.c_str()); };
    app.model.records.storage_read = [](const std::string& key) {
        char* raw = js_storage_get(key.c_str());
        std::string value = raw ? raw : "";
        std::free(raw);
        return value;
    };
    app.model.records.storage_write = [](const std::string& key, const std::string& value) { js_storage_set(key.c_str(), value.c_str()); };
}

}  // namespace boxcar::web
