// Web side of the text fields (app/widgets/text_field.hpp): tells the page where the fields were drawn, so that
// web/text_mirror.js can lay a real HTML editor over the one a person taps or clicks (the phone's
// keyboard and paste menu, the browser's own editing), and takes the text it writes back.
#include "platform/web/text_mirror.hpp"

#include "app/widgets/text_field.hpp"
#include "platform/web/frame_pacing.hpp"

#include <emscripten/emscripten.h>
#include <imgui.h>
#include <nlohmann/json.hpp>

#include <string>

EM_JS(void, js_text_fields, (const char* json), { BoxcarTextMirror.fields(JSON.parse(UTF8ToString(json))); });

namespace boxcar::web {
namespace {

std::string css_color(ImGuiCol which) {
    const ImVec4 c = ImGui::GetStyleColorVec4(which);
    char out[48];
    std::snprintf(out, sizeof out, "rgba(%d,%d,%d,%.3f)", static_cast<int>(c.x * 255), static_cast<int>(c.y * 255),
                  static_cast<int>(c.z * 255), c.w);
    return out;
}

}  // namespace

void publish_text_fields() {
    static std::string last;
    nlohmann::json list = nlohmann::json::array();
    for (const app::TextFieldView& f : app::text_fields_drawn()) {
        if (!f.visible) continue;
        list.push_back({{"id", f.id}, {"rect", {f.x, f.y, f.w, f.h}}, {"multiline", f.multiline}, {"numeric", f.numeric}});
    }
    const nlohmann::json message{
        {"fields", list},
        {"style", {{"background", css_color(ImGuiCol_FrameBg)}, {"color", css_color(ImGuiCol_Text)},
                   {"border", css_color(ImGuiCol_NavHighlight)}, {"font_px", ImGui::GetFontSize()}}}};
    std::string text = message.dump();
    if (text == last) return;
    last = std::move(text);
    js_text_fields(last.c_str());
}

}  // namespace boxcar::web

// The text of a field drawn in the last frame ("" when none): the page's editor starts from it.
extern "C" EMSCRIPTEN_KEEPALIVE const char* boxcar_text_field_get(unsigned id) {
    const std::string* text = boxcar::app::text_field_text(id);
    return text ? text->c_str() : "";
}

// The page's editor opened field `id` (0: closed it): ImGui leaves that field to it.
extern "C" EMSCRIPTEN_KEEPALIVE void boxcar_text_field_outside(unsigned id) {
    boxcar::web::wake();
    boxcar::app::text_field_edited_outside(id);
}

// The page's editor changed the text of field `id`; 0 when no such field is drawn any more.
extern "C" EMSCRIPTEN_KEEPALIVE int boxcar_text_field_set(unsigned id, const char* text) {
    boxcar::web::wake();
    return boxcar::app::text_field_set(id, text ? text : "") ? 1 : 0;
}
