// The UI fonts (fonts.hpp).
#include "app/widgets/fonts.hpp"

#include <imgui.h>

#include <cstdio>

namespace boxcar::app {
namespace {

// Reads a font file into memory ImGui owns and adds it to the atlas; false when missing or unreadable.
bool add_font_file(const char* path, float size_px, float pixel_ratio) {
    // Latin-1, general punctuation (… – “ ”) and arrows.
    static const ImWchar ranges[] = {0x0020, 0x00FF, 0x2000, 0x206F, 0x2190, 0x21FF, 0};
    std::FILE* file = std::fopen(path, "rb");
    if (!file) return false;
    std::fseek(file, 0, SEEK_END);
    const long size = std::ftell(file);
    std::fseek(file, 0, SEEK_SET);
    if (size <= 0 || size > (8L << 20)) {
        std::fclose(file);
        return false;
    }
    void* data = IM_ALLOC(static_cast<std::size_t>(size));
    const bool read = std::fread(data, 1, static_cast<std::size_t>(size), file) == static_cast<std::size_t>(size);
    std::fclose(file);
    if (!read) {
        IM_FREE(data);
        return false;
    }
    ImFontConfig config;
    config.OversampleH = 2;
    config.OversampleV = 1;
    // The atlas takes ownership of `data`.
    return ImGui::GetIO().Fonts->AddFontFromMemoryTTF(data, static_cast<int>(size), size_px * pixel_ratio, &config,
                                                       ranges) != nullptr;
}

}  // namespace

void load_fonts(const char* text_ttf, const char* bold_ttf, float pixel_ratio) {
    ImGuiIO& io = ImGui::GetIO();
    const bool text = add_font_file(text_ttf, kTextFontPx, pixel_ratio);
    if (!text) {
        ImFontConfig config;
        config.SizePixels = 13.0f * pixel_ratio;  // the default font, rasterised for the screen's pixel density
        io.Fonts->AddFontDefault(&config);
    } else {
        add_font_file(bold_ttf, 24.0f, pixel_ratio);
    }
    io.FontGlobalScale = 1.0f / pixel_ratio;
}

}  // namespace boxcar::app
