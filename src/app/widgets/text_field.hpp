// A text field of the UI backed by a std::string: the one widget every view uses for typed or pasted
// text, so that paste (Ctrl/Cmd+V, the page's paste event) and the phone keyboard work the same in all.
//
// Text can also reach a field from outside ImGui, which matters on the web: ImGui 1.86 drops character
// input while Ctrl is held, and a canvas gets neither a phone's keyboard nor its paste menu. So the page
// edits the focused field in a real HTML element laid over it (web/text_mirror.js) and writes the text
// back through text_field_set(); a paste event while ImGui itself edits a field goes in through
// text_field_paste(). Both are applied when the field is next drawn.
#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace boxcar::app {

// Draws the field with ImGui ID `id` ("##name"); `lines` > 0 makes it multi-line, that many lines high,
// across the available width. Returns true when the text changed this frame (typed, pasted or set).
bool ui_text_field(const char* id, std::string& text, int lines = 0);
// A whole-number field (ImGui::InputInt: the number, then - and + buttons) whose number the page's editor
// can also edit (a phone's numeric keyboard). Returns true when the value changed this frame.
bool ui_int_field(const char* label, int& value);

// A field drawn in the last frame, in CSS pixels of the page (what a person sees of it).
struct TextFieldView {
    unsigned id = 0;           // the ImGui ID (unique per field; stable across frames)
    float x = 0, y = 0, w = 0, h = 0;  // the part of the field inside its window's clip rectangle
    bool multiline = false;
    bool numeric = false;      // a whole number (the page asks for a numeric keyboard)
    bool visible = false;      // false when clipped away entirely
};

void text_fields_end_frame();                         // call once per frame after the views drew
const std::vector<TextFieldView>& text_fields_drawn();  // the fields of the last finished frame
const std::string* text_field_text(unsigned id);      // a drawn field's text; nullptr when not drawn

// Replaces the whole text of field `id` (the page's editor wrote it); false when no such field was drawn.
bool text_field_set(unsigned id, std::string text);
// The page's editor has field `id` open (0: none); ImGui stops editing that field while it is.
void text_field_edited_outside(unsigned id);
// Inserts `text` at the cursor of the field ImGui is editing (replacing the selection); false when
// ImGui edits no field.
bool text_field_paste(std::string text);

}  // namespace boxcar::app
