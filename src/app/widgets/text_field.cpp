#include "app/widgets/text_field.hpp"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <charconv>
#include <unordered_map>

namespace boxcar::app {
namespace {

struct Registry {
    std::vector<TextFieldView> drawing, drawn;          // fields of this frame, of the last frame
    std::unordered_map<unsigned, std::string> texts;     // the text of each field drawn last
    std::unordered_map<unsigned, std::string> replace;   // whole texts written by the page, by field
    std::string paste;                                   // text to insert into the field ImGui edits
    bool has_paste = false;
    unsigned outside = 0;                                // the field the page's editor has open
};

Registry& registry() {
    static Registry r;
    return r;
}

// What the InputText callback works on: the string behind the buffer and the edits to apply while
// ImGui holds the field's text in its own buffer (an active field ignores changes to ours).
struct Edit {
    std::string* text = nullptr;
    const std::string* replace = nullptr;  // the whole text
    const std::string* insert = nullptr;   // at the cursor, over the selection
};

int on_input_text(ImGuiInputTextCallbackData* data) {
    auto* edit = static_cast<Edit*>(data->UserData);
    if (data->EventFlag == ImGuiInputTextFlags_CallbackResize) {  // the string grows with the text
        edit->text->resize(static_cast<std::size_t>(data->BufTextLen));
        data->Buf = edit->text->data();
        return 0;
    }
    if (edit->replace) {
        data->DeleteChars(0, data->BufTextLen);
        data->InsertChars(0, edit->replace->data(), edit->replace->data() + edit->replace->size());
        edit->replace = nullptr;
    }
    if (edit->insert) {
        if (data->HasSelection()) {
            const int from = std::min(data->SelectionStart, data->SelectionEnd);
            const int to = std::max(data->SelectionStart, data->SelectionEnd);
            data->DeleteChars(from, to - from);
            data->CursorPos = from;
        }
        data->InsertChars(data->CursorPos, edit->insert->data(), edit->insert->data() + edit->insert->size());
        edit->insert = nullptr;
    }
    return 0;
}

// A field the page's editor has open is not edited by ImGui at the same time (a tap reaches both).
void leave_to_outside_editor(const Registry& r, ImGuiID id) {
    if (r.outside == id && ImGui::GetActiveID() == id) ImGui::ClearActiveID();
}

// Records a field of this frame for the page's editor: where it was drawn, clipped by its window.
void record_field(Registry& r, ImGuiID id, ImRect item, bool multiline, bool numeric) {
    item.ClipWithFull(ImGui::GetCurrentWindow()->ClipRect);
    TextFieldView view;
    view.id = id;
    view.x = item.Min.x;
    view.y = item.Min.y;
    view.w = std::max(0.0f, item.GetWidth());
    view.h = std::max(0.0f, item.GetHeight());
    view.multiline = multiline;
    view.numeric = numeric;
    view.visible = view.w > 1 && view.h > 1;
    r.drawing.push_back(view);
}

}  // namespace

bool ui_text_field(const char* id, std::string& text, int lines) {
    Registry& r = registry();
    const ImGuiID imgui_id = ImGui::GetID(id);
    leave_to_outside_editor(r, imgui_id);
    const bool editing = ImGui::GetActiveID() == imgui_id;
    bool changed = false;
    Edit edit{&text};
    std::string replaced;
    if (auto it = r.replace.find(imgui_id); it != r.replace.end()) {
        replaced = std::move(it->second);
        r.replace.erase(it);
        if (editing) {
            edit.replace = &replaced;
        } else {
            changed = replaced != text;
            text = std::move(replaced);
        }
    }
    if (editing && r.has_paste) {
        edit.insert = &r.paste;
        r.has_paste = false;
    }
    ImGuiInputTextFlags flags = ImGuiInputTextFlags_CallbackResize;
    if (editing) flags |= ImGuiInputTextFlags_CallbackAlways;
    const bool typed = lines > 0
        ? ImGui::InputTextMultiline(id, text.data(), text.capacity() + 1,
                                    ImVec2(-1, ImGui::GetTextLineHeight() * static_cast<float>(lines)), flags,
                                    on_input_text, &edit)
        : ImGui::InputText(id, text.data(), text.capacity() + 1, flags, on_input_text, &edit);
    if (edit.insert == nullptr) r.paste.clear();

    record_field(r, imgui_id, ImRect(ImGui::GetItemRectMin(), ImGui::GetItemRectMax()), lines > 0, false);
    std::string& copy = r.texts[imgui_id];
    if (copy != text) copy = text;
    return changed || typed;
}

bool ui_int_field(const char* label, int& value) {
    Registry& r = registry();
    // ImGui::InputInt draws, in a group with the label's ID pushed, a text field ("") and then the - and +
    // buttons, each a frame high and square: the field is what is left of the item width.
    ImGui::PushID(label);
    const ImGuiID field_id = ImGui::GetID("");
    ImGui::PopID();
    leave_to_outside_editor(r, field_id);
    bool changed = false;
    if (auto it = r.replace.find(field_id); it != r.replace.end()) {
        const std::string& typed = it->second;
        int parsed = 0;
        const auto [end, error] = std::from_chars(typed.data(), typed.data() + typed.size(), parsed);
        // Text that is no whole number yet ("", "-") or too large leaves the value as it is.
        if (error == std::errc() && end == typed.data() + typed.size() && parsed != value) {
            value = parsed;
            changed = true;
        }
        r.replace.erase(it);
    }
    const ImGuiStyle& style = ImGui::GetStyle();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float buttons = 2 * (ImGui::GetFrameHeight() + style.ItemInnerSpacing.x);
    const float field_w = std::max(1.0f, ImGui::CalcItemWidth() - buttons);
    changed |= ImGui::InputInt(label, &value);
    record_field(r, field_id, ImRect(at, ImVec2(at.x + field_w, at.y + ImGui::GetFrameHeight())), false, true);
    r.texts[field_id] = std::to_string(value);
    return changed;
}

void text_fields_end_frame() {
    Registry& r = registry();
    r.drawn.swap(r.drawing);
    r.drawing.clear();
    // Forget the texts of fields no longer drawn (a closed section) and edits nobody will take.
    for (auto it = r.texts.begin(); it != r.texts.end();) {
        const bool drawn = std::any_of(r.drawn.begin(), r.drawn.end(), [&](const TextFieldView& v) { return v.id == it->first; });
        it = drawn ? std::next(it) : r.texts.erase(it);
    }
    if (r.has_paste && ImGui::GetCurrentContext() && ImGui::GetActiveID() == 0) r.has_paste = false;
}

const std::vector<TextFieldView>& text_fields_drawn() { return registry().drawn; }

const std::string* text_field_text(unsigned id) {
    const Registry& r = registry();
    const auto it = r.texts.find(id);
    return it == r.texts.end() ? nullptr : &it->second;
}

bool text_field_set(unsigned id, std::string text) {
    Registry& r = registry();
    if (r.texts.find(id) == r.texts.end()) return false;
    r.replace[id] = std::move(text);
    return true;
}

void text_field_edited_outside(unsigned id) { registry().outside = id; }

bool text_field_paste(std::string text) {
    if (!ImGui::GetCurrentContext() || !ImGui::GetIO().WantTextInput) return false;
    Registry& r = registry();
    r.paste = std::move(text);
    r.has_paste = true;
    return true;
}

}  // namespace boxcar::app
